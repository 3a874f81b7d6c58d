"""String enums that several schemas or parameters list, named once in the components."""
from __future__ import annotations

import copy
import json

from domain.core.registry import all_rules
from service.http.openapi.games import prefix
from service.http.openapi.shapes import LEVEL, STATUS, ref

# The service's enums that several schemas and parameters use, by the values they list.
SERVICE_ENUMS = {"GameStatus": STATUS["enum"], "RulesName": sorted(all_rules()), "BotLevel": LEVEL["enum"],
                 "SeatKind": ["human", "automa", "bot"]}


def nullable(schema: dict) -> dict:
    """A string enum or null as `anyOf` the enum and null: the generator makes three types of one
    `type: [string, null]` enum, and can name the enum when others list it too."""
    values = [value for value in schema["enum"] if value is not None]
    rest = {key: value for key, value in schema.items() if key not in ("type", "enum")}
    return {"anyOf": [{"type": "string", "enum": values}, {"type": "null"}], **rest}


def named_enums(document: dict) -> dict:
    """Each string enum that more than one schema or parameter lists, named once in the components and
    referred to, so that a generated client has one type for it rather than one per path and property: the
    service's by SERVICE_ENUMS, a game's (within that game's schemas) `<Game>_<Property>` after the first
    property listing it (`Lilliput_Company`, `TinnersTrail_Area`). A name some schema has already is left
    inline. An enum that may be null is `anyOf` the enum and null (`nullable`)."""
    document = copy.deepcopy(document)  # the parts are shared with other callers (BOT_PLAYER, ...)
    service = {json.dumps(values): name for name, values in SERVICE_ENUMS.items()}
    found: dict[tuple[str | None, str], list[tuple[dict | list, str | int, str | None]]] = {}  # by game, enum

    def walk(node: dict | list, game: str | None, prop: str | None, properties: bool = False) -> None:
        for key, value in node.items() if isinstance(node, dict) else enumerate(node):
            here = key if properties else prop
            if isinstance(value, dict) and value.get("type") == ["string", "null"] and None in value.get("enum", ()):
                value = node[key] = nullable(value)
            if isinstance(value, dict) and value.get("type") == "string" and "enum" in value:
                listed = json.dumps(value["enum"])
                name = service.get(listed) or (f"{game}_{here.capitalize()}" if game and here else None)
                owner = None if listed in service else game
                found.setdefault((owner, json.dumps(value, sort_keys=True)), []).append((node, key, name))
            elif isinstance(value, dict | list):
                walk(value, game, here, key == "properties" and not properties)

    walk(document["paths"], None, None)
    schemas = document["components"]["schemas"]
    games = [prefix(rules) for rules in all_rules().values()]
    for name, schema in list(schemas.items()):
        walk(schema, next((p for p in games if name.startswith(p + "_")), None), None)
    for places in found.values():
        first, at, name = places[0]
        if len(places) < 2 or name is None or name in schemas:
            continue
        schemas[name] = first[at]
        for parent, at, _ in places:
            parent[at] = ref(name)
    return document

