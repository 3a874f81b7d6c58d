"""GET /v1/rules over a real socket is enough to build a new game's form: every option of every game,
the table's options every game takes (undo, clock) and the other fields of a new game (seed, rated),
each with its description; and a game made from that answer alone is created as it says."""
from __future__ import annotations

import pytest

from domain.core import table as tables
from domain.core.registry import all_rules
from service.http.schemas import CreateGame
from tests.service.play import create

pytestmark = pytest.mark.memory  # (the API on the in-memory fakes: tests/conftest.py)


def undescribed(schema: dict, where: str = "") -> list[str]:
    """Every property of a JSON Schema, and of the objects within (a clock's), without a description."""
    out = []
    for name, field in schema.get("properties", {}).items():
        if not str(field.get("description", "")).strip():
            out.append(f"{where}{name}")
        out += undescribed(field, f"{where}{name}.")
    return out


def test_the_catalogue_describes_every_option_a_new_game_takes(served):
    catalogue = served.http.get(f"{served.url}/v1/rules")
    assert catalogue.status_code == 200
    body = catalogue.json()
    entries = {entry["name"]: entry for entry in body["rules"]}
    assert set(entries) == set(all_rules())
    for name, entry in entries.items():
        assert set(entry["options"]["properties"]) == set(all_rules()[name].options_schema().fields), name
        assert undescribed(entry["options"]) == [], name
    assert sum(len(entry["options"]["properties"]) for entry in entries.values()) >= 10  # (not five empty games)
    table = body["table_options"]
    assert set(table["properties"]) == tables.OPTION_NAMES == {"undo", "clock"}
    assert set(table["properties"]["clock"]["properties"]) == {"base_s", "increment_s", "on_timeout"}
    assert table["properties"]["clock"]["properties"]["on_timeout"]["enum"] == ["lose", "automa"]
    assert table["properties"]["clock"]["properties"]["base_s"]["minimum"] == tables.MIN_BASE_S
    fields = body["creation_fields"]
    assert set(fields["properties"]) == set(CreateGame().fields) - {"rules", "players", "options"} == {"seed", "rated"}
    assert fields["properties"]["rated"]["default"] is False
    assert undescribed(table) == [] and undescribed(fields) == []
    for name, entry in entries.items():  # one game's entry says the same, with its commands
        one = served.http.get(f"{served.url}/v1/rules/{name}").json()
        assert {key: one[key] for key in entry} == entry and set(one["commands"]) == set(all_rules()[name].command_schemas)
        assert (one["table_options"], one["creation_fields"]) == (table, fields)


def test_a_game_made_from_the_catalogue_alone_is_created_as_it_says(served):
    """Each game's options at the defaults its schema gives, a clock of the least base and the last way
    to time out, undo refused, rated as its default: the game shows them."""
    body = served.http.get(f"{served.url}/v1/rules").json()
    clock = body["table_options"]["properties"]["clock"]["properties"]
    table = {"undo": False, "clock": {"base_s": clock["base_s"]["minimum"], "increment_s": 1,
                                      "on_timeout": clock["on_timeout"]["enum"][-1]}}
    rated = body["creation_fields"]["properties"]["rated"]["default"]
    for entry in body["rules"]:
        own = {name: field["default"] for name, field in entry["options"]["properties"].items() if "default" in field}
        players = [{"name": f"P{n}"} for n in range(max(2, entry["players"]["min"]))]
        game = create(served.http, served.url, entry["name"], players, options={**own, **table}, rated=rated,
                      seed="catalogue")["game"]
        assert (game["options"]["undo"], game["options"]["clock"], game["rated"]) == (False, table["clock"], False)
        assert game["clocks"]["on_timeout"] == "automa" and game["clocks"]["increment_s"] == 1, entry["name"]
