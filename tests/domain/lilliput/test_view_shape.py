"""Every view of 18 Lilliput has exactly the shape view.py declares (and the API document says, spec.py's VIEW
being generated from it): no key undeclared, every required key there, every value of its declared type, in
every kind of game, for every seat and the spectator."""
from __future__ import annotations

from functools import cache
from types import NoneType, UnionType
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

import orjson
import pytest

from domain.core.game import random_playout
from domain.core.rules import SeatSpec
from domain.lilliput import RULES
from domain.lilliput.view import View
from tests.domain.lilliput.lilliput_helpers import seats
from tests.domain.lilliput.test_lilliput_landscape import LANDSCAPE
from tests.domain.lilliput.test_lilliput_solo import SOLO

hints_of = cache(get_type_hints)  # read once per TypedDict, not once per value


def mismatches(value, shape, where: str = "view") -> list[str]:
    """Where a JSON `value` is not of the typed `shape` (as domain/core/spec.py's schema_of reads it)."""
    origin, args = get_origin(shape), get_args(shape)
    if shape is Any:
        return []
    if is_typeddict(shape):
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not an object"]
        hints = hints_of(shape)
        out = [f"{where}.{key}: not declared" for key in sorted(value.keys() - hints.keys())]
        out += [f"{where}.{key}: missing" for key in sorted(shape.__required_keys__ - value.keys())]
        return out + [problem for key in sorted(value.keys() & hints.keys())
                      for problem in mismatches(value[key], hints[key], f"{where}.{key}")]
    if origin in (Union, UnionType):
        if value is None and NoneType in args:
            return []
        each = [mismatches(value, arg, where) for arg in args if arg is not NoneType]  # X | None: what X wants
        return [] if [] in each else [problem for problems in each for problem in problems]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        return [problem for i, item in enumerate(value) for problem in mismatches(item, args[0], f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not an object"]
        return [problem for key, item in value.items()
                for problem in mismatches(key, args[0], f"{where} key") + mismatches(item, args[1], f"{where}.{key}")]
    if origin is Literal:
        return [] if value in args else [f"{where}: {value!r} is none of {args}"]
    # int, str, bool or None; `type(...) is` because a bool is an int in Python, not in JSON
    return [] if type(value) is shape else [f"{where}: {value!r} is not {shape.__name__}"]


GAMES = [
    pytest.param(seats(2), {}, id="2 players"),
    pytest.param(seats(3), {}, id="3 players"),
    pytest.param(seats(4), {"advanced": True}, id="4 players, advanced"),
    pytest.param(seats(2), {"two_characters": True}, id="two characters"),
    pytest.param(seats(3), {"variant": "laputa"}, id="laputa"),
    pytest.param(seats(4), {"variant": "allenbeck-tottenham-express"}, id="allenbeck-tottenham-express"),
    pytest.param(seats(3), {"variant": "brobdingnag"}, id="brobdingnag"),
    pytest.param(seats(4), {"landscape": LANDSCAPE}, id="landscape"),
    pytest.param(SOLO, {}, id="solo"),
]


@pytest.mark.parametrize("players, options", GAMES)
def test_every_view_of_a_whole_game_has_the_declared_shape(players: list[SeatSpec], options: dict):
    game = random_playout(RULES, players, options, seed="shape", chooser_seed="view")
    state, wrong = None, {}
    for version, event in enumerate(game.events, start=1):
        state = RULES.evolve(state, event)
        for viewer in [None, *range(len(players))]:
            shown = orjson.loads(orjson.dumps(RULES.view(state, viewer)))  # as served
            for problem in mismatches(shown, View):
                wrong.setdefault(problem.partition(":")[0], (version, viewer, problem))
    assert not wrong, sorted(wrong.values())[:5]
    assert RULES.status(state).finished


def test_an_undeclared_key_missing_key_or_wrong_type_is_told():
    game = random_playout(RULES, seats(2), seed="shape", chooser_seed="view")
    shown = orjson.loads(orjson.dumps(RULES.view(game.state, None)))
    assert mismatches(shown, View) == []
    shown["companies"][0]["colour"] = "red"
    shown["players"][1]["cash"] = "10"
    del shown["stage"]
    assert mismatches(shown | {"winner": 0}, View) == [
        "view.winner: not declared", "view.stage: missing", "view.companies[0].colour: not declared",
        "view.players[1].cash: '10' is not int"]
