"""The view's declared shape (domain/mini_express/view.py, from which the API document's schema is made) is
its real one: every view of whole games in every mode, on both maps with and without the variant, for every
seat and the spectator."""
from __future__ import annotations

from functools import cache
from types import NoneType, UnionType
from typing import Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from domain.core import random_playout
from domain.core.game import fold
from domain.mini_express import RULES
from domain.mini_express.view import View
from tests.domain.mini_express.mx_helpers import MAPS, MODES, seats

hints_of = cache(get_type_hints)  # a TypedDict's keys and their types, read once


def assert_has_shape(value, shape, where: str = "view") -> None:
    """`value` is of the typed `shape` (as schema_of reads it): a TypedDict's keys all declared and its
    required ones there, a list's items and a map's values each of their type, a map keyed by a Literal
    only by its names, None only where allowed, and an int never a bool."""
    if is_typeddict(shape):
        assert isinstance(value, dict), f"{where}: {value!r} is not an object"
        hints = hints_of(shape)
        assert set(value) <= set(hints), f"{where}: undeclared {sorted(set(value) - set(hints))}"
        missing = shape.__required_keys__ - set(value)
        assert not missing, f"{where}: missing {sorted(missing)}"
        for key, item in value.items():
            assert_has_shape(item, hints[key], f"{where}.{key}")
        return
    origin, args = get_origin(shape), get_args(shape)
    if origin in (Union, UnionType):
        (inner,) = [arg for arg in args if arg is not NoneType]
        if value is not None:
            assert_has_shape(value, inner, where)
    elif origin is list:
        assert isinstance(value, list), f"{where}: {value!r} is not a list"
        for index, item in enumerate(value):
            assert_has_shape(item, args[0], f"{where}[{index}]")
    elif origin is dict:
        assert isinstance(value, dict), f"{where}: {value!r} is not an object"
        for key, item in value.items():
            assert_has_shape(key, args[0], f"{where} key {key!r}")
            assert_has_shape(item, args[1], f"{where}.{key}")
    elif origin is Literal:
        assert value in args, f"{where}: {value!r} is none of {args}"
    elif shape is dict:  # an object whose contents are not declared
        assert isinstance(value, dict), f"{where}: {value!r} is not an object"
    else:
        assert type(value) is shape, f"{where}: {value!r} is not a {shape.__name__}"


@pytest.mark.parametrize(("map_name", "variant"), MAPS)
@pytest.mark.parametrize(("label", "humans", "automa", "options"), MODES, ids=[m[0] for m in MODES])
def test_every_view_has_the_declared_shape(label, humans, automa, options, map_name, variant):
    game = random_playout(RULES, seats(humans, automa), {**options, "map": map_name, "map_variant": variant},
                          seed=f"shape-{label}-{map_name}-{variant}")
    state = None
    for version, event in enumerate(game.events, 1):
        state = fold(RULES, [event], state)
        if version % 5 == 1 or version == len(game.events):  # a sample, and the end
            for viewer in [None, *range(len(game.seats))]:
                assert_has_shape(RULES.view(state, viewer), View)
    assert RULES.view(game.state, None)["result"] is not None


def test_a_view_with_an_undeclared_key_or_a_wrong_type_is_caught():
    view = RULES.view(random_playout(RULES, seats(3), seed="shape").state, 0)
    for wrong in ({**view, "hidden": 1},
                  {**view, "players": [{**view["players"][0], "hand": []}]},
                  {**view, "companies": {**view["companies"], "gold": view["companies"]["wood"]}},
                  {**view, "turn": True},
                  {**view, "board": {**view["board"], "cities": None}}):
        with pytest.raises(AssertionError):
            assert_has_shape(wrong, View)
    missing = dict(view)
    del missing["share_values"]
    with pytest.raises(AssertionError):
        assert_has_shape(missing, View)
