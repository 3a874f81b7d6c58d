"""Railroad Ink's views have the shape view.py declares (and the API document's `RailroadInk_View` is made of):
no undeclared key, every required key, every value of its declared type, in whole random games with and
without each expansion, for every seat and the spectator."""
from __future__ import annotations

from functools import cache
from types import NoneType, UnionType
from typing import Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from domain.core import SeatSpec, random_playout
from domain.railroad_ink import RULES
from domain.railroad_ink.view import View

PLAYERS = 2
hints_of = cache(get_type_hints)  # a TypedDict's keys and their types, read once: views are many


def check_shape(value, shape, where: str, seen: dict[type, set[str]]) -> None:
    """Assert that `value` has the typed `shape` (as domain.core.spec.schema_of reads one), recording in `seen`
    the keys met of each TypedDict."""
    if is_typeddict(shape):
        assert isinstance(value, dict), f"{where}: {value!r} is not an object"
        hints = hints_of(shape)
        assert set(value) <= set(hints), f"{where}: undeclared {sorted(set(value) - set(hints))}"
        assert shape.__required_keys__ <= set(value), f"{where}: no {sorted(shape.__required_keys__ - set(value))}"
        seen.setdefault(shape, set()).update(value)
        for key, item in value.items():
            check_shape(item, hints[key], f"{where}.{key}", seen)
        return
    origin, args = get_origin(shape), get_args(shape)
    if origin in (Union, UnionType):
        (inner,) = [arg for arg in args if arg is not NoneType]
        if value is not None:
            check_shape(value, inner, where, seen)
    elif origin is list:
        assert isinstance(value, list), f"{where}: {value!r} is not a list"
        for n, item in enumerate(value):
            check_shape(item, args[0], f"{where}[{n}]", seen)
    elif origin is dict:
        assert isinstance(value, dict), f"{where}: {value!r} is not an object"
        for key, item in value.items():
            check_shape(key, args[0], f"{where} key", seen)
            check_shape(item, args[1], f"{where}.{key}", seen)
    elif origin is Literal:
        assert value in args, f"{where}: {value!r} is none of {args}"
    else:  # int, str or bool: exactly (a bool is no int here, as in JSON)
        assert type(value) is shape, f"{where}: {value!r} is not {shape.__name__}"


def check_game(expansions: list[str], rules_version: str | None = None) -> dict[type, set[str]]:
    """Check the view of every state of a whole random game for every seat and the spectator; the keys seen."""
    seats = [SeatSpec(f"player {n}") for n in range(PLAYERS)]
    game = random_playout(RULES, seats, {"expansions": expansions}, seed=f"shape-{expansions}",
                          chooser_seed="s", rules_version=rules_version)
    seen: dict[type, set[str]] = {}
    for version in range(1, len(game.events) + 1):
        state = game.state_after(version)
        for viewer in (None, *range(PLAYERS)):
            check_shape(RULES.view(state, viewer), View, f"v{version} viewer {viewer}", seen)
    return seen


@pytest.mark.parametrize("expansions", [[], ["meteor"], ["lava"]])
def test_every_view_of_a_game_has_the_declared_shape(expansions):
    check_game(expansions)


def test_with_both_expansions_every_view_has_the_declared_shape_and_every_declared_key_is_met():
    """The declared shape is no larger than the view either: every key of every part of it turns up."""
    seen = check_game(["meteor", "lava"])
    assert View in seen
    for shape, keys in seen.items():
        assert keys == set(hints_of(shape)), shape.__name__


def test_every_view_of_a_game_under_the_first_rules_has_the_declared_shape():
    seen = check_game(["meteor", "lava"], rules_version="1")
    assert not any("drawn_this_round" in keys for keys in seen.values())  # rules version 2 on


def test_the_checker_refuses_an_undeclared_key_a_missing_one_and_a_wrong_type():
    game = random_playout(RULES, [SeatSpec("solo")], seed="shape-checker", chooser_seed="s")
    view = RULES.view(game.state, 0)
    check_shape(view, View, "view", {})
    missing = {key: value for key, value in view.items() if key != "dice"}
    for wrong in ({**view, "score": 1}, missing, {**view, "round": True},
                  {**view, "seats": [{**view["seats"][0], "dice_used": ["A"]}]}):
        with pytest.raises(AssertionError):
            check_shape(wrong, View, "view", {})
