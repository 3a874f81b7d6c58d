"""Tinners' Trail's views have the shape view.py declares (and the API document's `TinnersTrail_View` is made
of): no undeclared key, every required key, every value of its declared type, in whole random games of
every size under every rules version, for every seat and the spectator."""
from __future__ import annotations

from functools import cache
from types import NoneType, UnionType
from typing import Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from domain.core import SeatSpec, random_playout
from domain.core.game import fold
from domain.tinners_trail import RULES
from domain.tinners_trail.view import View

PLAIN = (bool, int, str, NoneType)

hints = cache(get_type_hints)


def check_shape(value, shape, where: str, met: dict[type, set[str]]) -> None:
    """Assert that `value` has the typed `shape` (as domain.core.spec.schema_of reads one), recording in `met`
    the keys met of each TypedDict."""
    if is_typeddict(shape):
        assert isinstance(value, dict), f"{where}: {value!r} is not an object"
        declared = hints(shape)
        assert set(value) <= set(declared), f"{where}: undeclared {sorted(set(value) - set(declared))}"
        assert shape.__required_keys__ <= set(value), f"{where}: no {sorted(shape.__required_keys__ - set(value))}"
        met.setdefault(shape, set()).update(value)
        for key, item in value.items():
            check_shape(item, declared[key], f"{where}.{key}", met)
        return
    origin, args = get_origin(shape), get_args(shape)
    if origin in (Union, UnionType):  # one of its plain types (None among them), else its one other member
        if type(value) not in args:
            shaped = [arg for arg in args if arg not in PLAIN]
            assert shaped, f"{where}: {value!r} is none of {args}"
            check_shape(value, *shaped, where, met)
    elif origin is list:
        assert isinstance(value, list), f"{where}: {value!r} is not a list"
        for n, item in enumerate(value):
            check_shape(item, args[0], f"{where}[{n}]", met)
    elif origin is dict:
        assert isinstance(value, dict), f"{where}: {value!r} is not an object"
        for key, item in value.items():
            check_shape(key, args[0], f"{where} key", met)
            check_shape(item, args[1], f"{where}.{key}", met)
    elif origin is Literal:
        assert value in args, f"{where}: {value!r} is none of {args}"
    else:  # int, str or bool: exactly (a bool is no int here, as in JSON)
        assert type(value) is shape, f"{where}: {value!r} is not {shape.__name__}"


def unrecorded(rules_version: str) -> dict:
    """What the shape (and the API document) requires that a game under `rules_version` never has: a game set
    up under the first rules never recorded its version (recorded_version)."""
    return {"rules_version": rules_version} if rules_version == "1" else {}


@pytest.mark.parametrize("players", range(RULES.min_players, RULES.max_players + 1))
@pytest.mark.parametrize("rules_version", RULES.rules_versions)
def test_every_view_of_a_whole_game_has_the_declared_shape(players, rules_version):
    """And the shape declares no more than the views have: every key of every part of it turns up."""
    game = random_playout(RULES, [SeatSpec(f"P{n}") for n in range(players)], seed=f"shape-{players}",
                          chooser_seed="s", rules_version=rules_version)
    met: dict[type, set[str]] = {}
    state = None
    for version, event in enumerate(game.events, 1):
        state = fold(RULES, [event], state)
        for viewer in (None, *range(players)):
            view = unrecorded(rules_version) | RULES.view(state, viewer)
            check_shape(view, View, f"v{version} viewer {viewer}", met)
    assert View in met
    for shape, keys in met.items():
        assert keys == set(hints(shape)), shape.__name__


def test_the_checker_refuses_an_undeclared_key_a_missing_one_and_a_wrong_type():
    game = random_playout(RULES, [SeatSpec(f"P{n}") for n in range(3)], seed="shape-checker", chooser_seed="s")
    view = RULES.view(game.state, 0)
    check_shape(view, View, "view", {})
    area = next(iter(view["areas"]))
    for wrong in ({**view, "bank": 0}, {key: value for key, value in view.items() if key != "money"},
                  {**view, "round": True}, {**view, "last_action": [0]}, {**view, "ore": [{"tin": 1, "gold": 1}]},
                  {**view, "areas": {**view["areas"], area: {**view["areas"][area], "mine": "P0"}}},
                  {**view, "capacity": {"atlantis": 1}}):
        with pytest.raises(AssertionError):
            check_shape(wrong, View, "view", {})
