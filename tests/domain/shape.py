"""Whether a view has the shape its game declares (domain/<game>/view.py), read as domain/core/spec.py's
schema_of reads it, so that the API document generated from the shape says what the server sends."""
from __future__ import annotations

from collections.abc import Callable
from functools import cache
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

hints_of = cache(get_type_hints)  # a TypedDict's keys and their types, read once: views are many


def mismatches(value, shape, where: str = "view", met: dict[type, set[str]] | None = None) -> list[str]:
    """Where a JSON `value` is not of the typed `shape`: a key not declared, a required key missing, a value of
    another type (a bool is no int here, as in JSON). `met` gathers the keys met of each TypedDict, so that a
    test can check that the shape declares no more than the views have."""
    return checker(shape)(value, where, met)


Check = Callable[[Any, str, "dict[type, set[str]] | None"], list[str]]


@cache
def checker(shape) -> Check:
    """`mismatches` for one shape, its typing read once: the views checked are many (every seat's at every
    version of whole games), and reading the hints again at every value took most of those tests' time."""
    origin, args = get_origin(shape), get_args(shape)
    if shape is Any:
        return lambda value, where, met: []
    if is_typeddict(shape):
        return _typeddict_checker(shape)
    if origin in (Union, UnionType):  # any member will do
        members = [checker(arg) for arg in args]

        def any_member(value, where, met):
            each = [check(value, where, met) for check in members]
            return [] if [] in each else [problem for problems in each for problem in problems]
        return any_member
    if origin is list:
        item_check = checker(args[0])

        def each_item(value, where, met):
            if not isinstance(value, list):
                return [f"{where}: {value!r} is not a list"]
            return [problem for i, item in enumerate(value) for problem in item_check(item, f"{where}[{i}]", met)]
        return each_item
    if origin is dict or shape is dict:
        key_check, item_check = (checker(args[0]), checker(args[1])) if args else (None, None)

        def each_entry(value, where, met):
            if not isinstance(value, dict):
                return [f"{where}: {value!r} is not an object"]
            return [problem for key, item in value.items() if args
                    for problem in key_check(key, f"{where} key", met) + item_check(item, f"{where}.{key}", met)]
        return each_entry
    if origin is Literal:
        return lambda value, where, met: [] if value in args else [f"{where}: {value!r} is none of {args}"]
    name = getattr(shape, "__name__", shape)
    return lambda value, where, met: [] if type(value) is shape else [f"{where}: {value!r} is not {name}"]


def _typeddict_checker(shape) -> Check:
    hints, required = hints_of(shape), shape.__required_keys__
    checks: dict[str, Check] = {}  # filled at first use: a TypedDict may name itself, or one not yet checked

    def typed_dict(value, where, met):
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not an object"]
        if met is not None:
            met.setdefault(shape, set()).update(value.keys() & hints.keys())
        out = [f"{where}.{key}: not declared" for key in sorted(value.keys() - hints.keys())]
        out += [f"{where}.{key}: missing" for key in sorted(required - value.keys())]
        for key in sorted(value.keys() & hints.keys()):
            check = checks.get(key) or checks.setdefault(key, checker(hints[key]))
            out += check(value[key], f"{where}.{key}", met)
        return out
    return typed_dict


def assert_has_shape(value, shape, where: str = "view", met: dict[type, set[str]] | None = None) -> None:
    wrong = mismatches(value, shape, where, met)
    assert not wrong, wrong[:5]


def assert_every_key_met(met: dict[type, set[str]], view: type) -> None:
    """The declared shape is no larger than the views seen: every key of every part of it turned up."""
    assert view in met
    for shape, keys in met.items():
        assert keys == set(hints_of(shape)), f"{shape.__name__} never had {sorted(set(hints_of(shape)) - keys)}"
