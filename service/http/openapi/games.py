"""Each game's schemas (its commands, events, view, options, new game and answers, each named
`<Game>_<what>`) and its typed paths under `/v1/rules/<name>/games/{game_id}/...`; and the table's commands
and events, which every game's unions list."""
from __future__ import annotations

from types import ModuleType

from domain.core import table as tables
from domain.core.rules import Rules
from domain.core.title import title_of
from service.http.jsonschema import schema_of
from service.http.openapi.ratings import rated
from service.http.openapi.shapes import (
    AT_PARAMS,
    AUTH,
    COMMAND_DESCRIPTION,
    COMMON,
    EVENTS_PARAMS,
    GAME_ID,
    IDEMPOTENCY_KEY,
    IF_MATCH,
    INT,
    JSON,
    LEVEL,
    NAME,
    NULL_INT,
    OPTIONAL_AUTH,
    STATE_DESCRIPTION,
    STATE_FIELDS,
    STATE_REQUIRED,
    merged,
    obj,
    ok,
    problems,
    ref,
    union,
)
from service.http.schemas import MAX_VERSION


def prefix(rules: Rules) -> str:
    """The game's schema-name prefix: `ticket-to-ride` -> `TicketToRide`."""
    return "".join(part.capitalize() for part in rules.name.split("-"))


def game_spec(rules: Rules) -> ModuleType:
    """The game's `spec` module (domain/<game>/spec.py): VIEW, EVENTS, EXAMPLES and OPTIONS."""
    return title_of(rules).spec


def command_schema(kind: str, data: dict, description: str, example: dict | None = None) -> dict:
    out = obj({"type": {"type": "string", "const": kind}, "data": data,
               "expected_version": {"type": ["integer", "null"], "minimum": 0, "maximum": MAX_VERSION,
                                    "description": "Append only if the game is at this version (409 otherwise)."},
               "ranges": ref("CommandRanges")},
              ["type", "data"] if data.get("required") else ["type"], description, additionalProperties=False)
    if example is not None:
        out["example"] = {"type": kind, "data": example}
    return out


def event_schema(kind: str, data: dict, description: str) -> dict:
    return obj({"version": INT, "type": {"type": "string", "const": kind}, "seat": NULL_INT, "turn": INT,
                "round": INT, "data": data, "at": {"type": "string", "format": "date-time"}},
               ["version", "type", "seat", "turn", "round", "data", "at"], description)


# The table's commands and events (domain/core/table.py), the same in every game: undo, leaving, clocks.
TABLE_COMMANDS = {
    "undo": "Take back the seat's last command, if it revealed nothing and no other seat has acted since "
            "(listed among the legal commands when allowed; refusals: `undo.*`, `undo.limit` after 3 undos a turn).",
    "resign": "Leave the game: with one seat left it wins; otherwise a bot plays the seat on and it cannot win.",
    "hand_over": "Let a bot play the seat until `take_back` (once a turn; refusal: `hand_over.limit`).",
    "take_back": "Play a seat handed over to a bot again.",
}
SEAT = {"type": "integer", "minimum": 0}
TABLE_EVENTS = {
    "undone": (obj({"from_version": INT, "to_version": INT}, ["from_version", "to_version"]),
               "The events from_version..to_version are taken back: the state is the one after from_version - 1."),
    "resigned": (obj({}), "The seat resigned."),
    "seat_taken_over": (obj({"kind": {"type": "string", "const": "bot"},
                             "reason": {"type": "string", "enum": ["handed_over", "resigned", "clock_ran_out"]}},
                            ["kind", "reason"]), "A bot plays the seat from now on."),
    "seat_taken_back": (obj({}), "The seat's player plays it again."),
    "clock_ran_out": (obj({"on_timeout": {"type": "string", "enum": ["lose", "automa"]}}, ["on_timeout"]),
                      "The seat's clock reached zero."),
    "game_decided": (obj({"winners": {"type": "array", "items": SEAT},
                          "reason": {"type": "string", "enum": ["resigned", "clock_ran_out"]}}, ["winners", "reason"]),
                     "Seats leaving ended the game: the seat still in (if any) wins."),
}
TABLE_COMMAND_NAMES = {kind: f"Table_{kind}" for kind in TABLE_COMMANDS}
TABLE_EVENT_NAMES = {kind: f"Table_event_{kind}" for kind in TABLE_EVENTS}


def table_components() -> dict:
    out = {TABLE_COMMAND_NAMES[kind]: command_schema(kind, schema_of(tables.COMMAND_SCHEMAS[kind]), f"Any game: {text}")
           for kind, text in TABLE_COMMANDS.items()}
    out |= {TABLE_EVENT_NAMES[kind]: event_schema(kind, data, f"Any game: {text}")
            for kind, (data, text) in TABLE_EVENTS.items()}
    options = schema_of(tables.TableOptions)["properties"]
    out["Clock"] = {**options["clock"], "description": "A Fischer clock: base_s to start with, increment_s added "
                    "each time the seat's turn ends (one of them above 0); on_timeout: the seat loses, or a bot "
                    "plays it on.",
                    # (increment_s left out is 0)
                    "not": {"properties": {"base_s": {"const": 0}, "increment_s": {"const": 0}}}}
    out["Clocks"] = obj({**schema_of(tables.ClockV1)["properties"],  # a game set up before the least base shows its own
                         "remaining_ms": {"type": "array", "items": INT,
                                          "description": "Per seat, as of the answer (running clocks counted down)."},
                         "running": {"type": "array", "items": SEAT},
                         "deadline": {"type": ["string", "null"], "format": "date-time",
                                      "description": "When the first running clock reaches zero."}},
                        ["base_s", "increment_s", "on_timeout", "remaining_ms", "running", "deadline"])
    out["ForkGame"] = obj({
        "at_version": {"type": "integer", "minimum": 1, "maximum": MAX_VERSION,
                       "description": "Copy the events up to this version (the last event of a command)."},
        "players": {"type": "array", "minItems": 1, "maxItems": 8, "items": {"oneOf": [ref("ForkPlayer"), ref("BotPlayer"), ref("AccountPlayer")]},
                    "description": "Who plays each seat in the fork (default: as in the game); the rulebook "
                                   "automa stays where it was. A seat may be the caller's own account "
                                   "(`{\"account\": id}`, with the account's key as Bearer), taken at once: the "
                                   "account plays it with its key, and the fork is among its games."},
        "options": obj({"undo": options["undo"], "clock": ref("Clock")}, description="Only the table's options "
                       "may change.", additionalProperties=False),
        "seed": {"type": ["string", "null"], "minLength": 1, "maxLength": 256,
                 "description": "The fork's own seed (default: 256 random bits), secret until the fork ends: its "
                                "future draws and its re-deal of what the game hid come from it."}},
        ["at_version"], "A new game from a game's first events.", additionalProperties=False)
    out["ForkPlayer"] = obj({"name": NAME, "kind": {"type": "string", "enum": ["human", "automa"], "default": "human"}},
                            ["name"], additionalProperties=False)
    return out


def player_schema(rules: Rules) -> dict:
    """A player's seat of a new game (or the rulebook's automa); a bot's is `BotPlayer`."""
    kinds = ["human", "automa"] if rules.automa else ["human"]
    return obj({"name": NAME, "kind": {"type": "string", "enum": kinds, "default": "human"}}, ["name"],
               additionalProperties=False)


BOT_PLAYER = obj({"name": NAME, "kind": {"type": "string", "const": "bot"}, "level": LEVEL}, ["name", "kind"],
                 "A seat a bot plays on the workers, at its level (see docs/bots.md).", additionalProperties=False)


def creation_fields() -> dict:
    """The fields every new game's body may have besides its rules, players and options (new dicts each
    time: a shared one would be a YAML anchor)."""
    return {"seed": {"type": ["string", "null"], "minLength": 1, "maxLength": 256,
                     "description": "Makes the game reproducible (the same seed deals the same game). Secret like "
                                    "a server seed: only its commitment is shown until the game ends; it is only as "
                                    "secret as it is hard to guess (docs/operations.md, Seeds)."},
            "rated": rated()}


def options_schema(rules: Rules) -> dict:
    """The JSON Schema of the game's own options (each with its description)."""
    return merged(schema_of(rules.options_schema), game_spec(rules).OPTIONS)


def game_components(rules: Rules) -> dict:
    """Every schema of one game, each named `<Game>_<what>` so that no two games share a name."""
    p, spec = prefix(rules), game_spec(rules)
    commands = {kind: f"{p}_{kind}" for kind in sorted(rules.command_schemas)}
    events = {kind: f"{p}_event_{kind}" for kind in sorted(spec.EVENTS)}
    out = {name: command_schema(kind, schema_of(rules.command_schemas[kind]), f"{rules.title}: the `{kind}` command.",
                                spec.EXAMPLES.get(kind))
           for kind, name in commands.items()}
    out[f"{p}_Player"] = player_schema(rules)
    out |= {name: event_schema(kind, spec.EVENTS[kind], f"{rules.title}: the `{kind}` event.")
            for kind, name in events.items()}
    out[f"{p}_Command"] = union(commands | TABLE_COMMAND_NAMES, f"A command of {rules.title} (or of the table).")
    out[f"{p}_Event"] = union(events | TABLE_EVENT_NAMES, f"An event of {rules.title} (or of the table), redacted "
                              "for the caller.")
    own = options_schema(rules)
    table_options = {"undo": schema_of(tables.TableOptions)["properties"]["undo"], "clock": ref("Clock")}
    out[f"{p}_Options"] = {**own, "properties": {**own.get("properties", {}), **table_options},
                           "description": f"The options of {rules.title}, and the table's (undo, clock)."}
    out[f"{p}_View"] = {**spec.VIEW, "description": f"{rules.title} as one seat (or the spectator) may see it."}
    out[f"{p}_CreateGame"] = obj(
        {"rules": {"type": "string", "const": rules.name},
         "players": {"type": "array", "items": {"oneOf": [ref(f"{p}_Player"), ref("BotPlayer")]}, "minItems": max(1, rules.min_players),
                     "maxItems": min(8, rules.max_players)},
         "options": ref(f"{p}_Options"), **creation_fields()},
        ["rules", "players"], f"A new game of {rules.title}.", additionalProperties=False)
    out[f"{p}_State"] = obj({**STATE_FIELDS, "view": ref(f"{p}_View")}, STATE_REQUIRED)
    out[f"{p}_Events"] = obj({"events": {"type": "array", "items": ref(f"{p}_Event")}, "last_version": INT},
                             ["events", "last_version"])
    out[f"{p}_LegalCommands"] = obj({"rules": {"type": "string", "const": rules.name}, "version": INT,
                                     "commands": {"type": "array", "items": ref(f"{p}_Command")}},
                                    ["rules", "version", "commands"])
    out[f"{p}_Appended"] = obj({"version": INT, "events": {"type": "array", "items": ref(f"{p}_Event")}},
                               ["version", "events"])
    return out


def game_paths(rules: Rules) -> dict:
    """The typed paths of one game: its state, events, legal commands and commands."""
    p, base, tag = prefix(rules), f"/v1/rules/{rules.name}/games/{{game_id}}", rules.name
    op = p[0].lower() + p[1:]
    wrong = f"No such game of {rules.title} (a game of other rules is not found here either)."
    example = next(iter(sorted(game_spec(rules).EXAMPLES.items())), None)
    body = {"schema": ref(f"{p}_Command")}
    if example is not None:
        body["example"] = {"type": example[0], "data": example[1]}
    return {
        f"{base}/state": {"get": {
            "tags": [tag], "operationId": f"{op}GetState", "security": OPTIONAL_AUTH,
            "summary": f"{rules.title}: the state as the caller may see it, now or in the past",
            "description": STATE_DESCRIPTION + " " + wrong,
            "parameters": [GAME_ID, *AT_PARAMS],
            "responses": {"200": ok(ref(f"{p}_State")), **problems(400, 401, 403, *COMMON)}}},
        f"{base}/events": {"get": {
            "tags": [tag], "operationId": f"{op}GetEvents", "security": OPTIONAL_AUTH,
            "summary": f"{rules.title}: events after a version, redacted for the caller", "description": wrong,
            "parameters": [GAME_ID, *EVENTS_PARAMS],
            "responses": {"200": ok(ref(f"{p}_Events")), **problems(400, 401, 403, *COMMON)}}},
        f"{base}/legal-commands": {"get": {
            "tags": [tag], "operationId": f"{op}GetLegalCommands", "security": AUTH,
            "summary": f"{rules.title}: every command the caller's seat may submit now",
            "description": "Each item can be POSTed to `commands` as it is. " + wrong, "parameters": [GAME_ID],
            "responses": {"200": ok(ref(f"{p}_LegalCommands")), **problems(401, 403, *COMMON)}}},
        f"{base}/commands": {"post": {
            "tags": [tag], "operationId": f"{op}SubmitCommand", "security": AUTH,
            "summary": f"{rules.title}: submit a command for the caller's seat", "description": COMMAND_DESCRIPTION,
            "parameters": [GAME_ID, IDEMPOTENCY_KEY, IF_MATCH],
            "requestBody": {"required": True, "content": {JSON: body}},
            "responses": {"201": ok(ref(f"{p}_Appended"), "Appended"),
                          **problems(400, 401, 403, 409, 412, 413, 415, 422, *COMMON)}}},
    }
