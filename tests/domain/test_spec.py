"""The games' spec helpers (domain/core/spec.py): a view declared as TypedDicts gives its JSON Schema, and the
declared shape is the view's real one."""
from __future__ import annotations

from typing import Any, Literal, TypedDict

from domain.core import random_playout
from domain.core.spec import keyed_by, schema_of
from domain.ticket_to_ride import RULES
from domain.ticket_to_ride.view import Player, Result, View
from tests.domain.shape import mismatches
from tests.domain.ticket_to_ride.ttr_helpers import seats


class Leg(TypedDict, total=False):
    cities: list[str]


class Trip(TypedDict):
    seat: int | None
    legs: list[Leg]
    paid: dict[str, int]
    done: bool


Crop = Literal["wood", "cotton"]


class Field(TypedDict):
    crops: dict[Crop, int]
    owner: int | None
    notes: Any


class Farm(TypedDict):
    fields: list[Field]
    done: bool


def test_a_typeddict_gives_its_json_schema_in_sorted_keys():
    assert schema_of(Trip) == {
        "properties": {
            "done": {"type": "boolean"},
            "legs": {"items": {"properties": {"cities": {"items": {"type": "string"}, "type": "array"}},
                               "type": "object"}, "type": "array"},
            "paid": {"additionalProperties": {"type": "integer"}, "type": "object"},
            "seat": {"type": ["integer", "null"]},
        },
        "required": ["done", "legs", "paid", "seat"],
        "type": "object",
    }
    assert schema_of(Leg | None)["type"] == ["null", "object"]


def test_a_literal_is_an_enum_and_a_map_keyed_by_a_literal_is_keyed_by_its_names():
    assert schema_of(Crop) == {"enum": ["cotton", "wood"], "type": "string"}
    assert schema_of(dict[Crop, int]) == keyed_by(["wood", "cotton"], {"type": "integer"})


def test_a_union_of_plain_types_is_one_schema_of_their_types():
    assert schema_of(int | str | None) == {"type": ["integer", "null", "string"]}
    assert schema_of(list[int] | None) == {"items": {"type": "integer"}, "type": ["array", "null"]}


def test_a_bare_dict_is_an_object_whose_contents_are_not_declared():
    assert schema_of(dict) == {"type": "object"}
    assert schema_of(dict | None) == {"type": ["null", "object"]}


def test_any_is_the_empty_schema():
    assert schema_of(list[Any]) == {"items": {}, "type": "array"}


def test_keyed_by_is_a_map_of_one_schema_over_the_names_sorted():
    assert keyed_by(["wood", "cotton"], {"type": "integer"}) == {
        "additionalProperties": {"type": "integer"}, "propertyNames": {"enum": ["cotton", "wood"]}, "type": "object"}


def test_ticket_to_ride_views_have_the_declared_shape():
    """Every view of a whole game, for every seat and the spectator, has View's keys; a player's are Player's
    (the hidden ones only for the owner), and a result's Result's."""
    game = random_playout(RULES, seats(3), seed="shape", chooser_seed="s")
    for state in [game.state_after(version) for version in range(1, len(game.events), 7)] + [game.state]:
        for viewer in (None, 0, 1, 2):
            view = RULES.view(state, viewer)
            assert set(view) == set(View.__annotations__)
            assert all(set(player) <= set(Player.__annotations__) for player in view["players"])
            assert view["result"] is None or set(view["result"]) == set(Result.__annotations__)
    assert RULES.view(game.state, None)["result"] is not None


def test_the_shape_checker_tells_an_undeclared_key_a_missing_one_and_a_wrong_type():
    """tests/domain/shape.py, which every game's view test uses."""
    farm = {"fields": [{"crops": {"wood": 1}, "owner": None, "notes": [1, "a"]}], "done": False}
    met: dict = {}
    assert mismatches(farm, Farm, met=met) == []
    assert met == {Farm: {"fields", "done"}, Field: {"crops", "owner", "notes"}}
    wrong = {"fields": [{"crops": {"gold": 1, "wood": True}, "owner": "me", "notes": None}], "cash": 3}
    assert mismatches(wrong, Farm) == [
        "view.cash: not declared", "view.done: missing", "view.fields[0].crops key: 'gold' is none of ('wood', 'cotton')",
        "view.fields[0].crops.wood: True is not int", "view.fields[0].owner: 'me' is not int",
        "view.fields[0].owner: 'me' is not NoneType"]
