"""Whether a view has the shape its game declares (domain/<game>/view.py), read as domain/core/spec.py's
schema_of reads it, so that the API document generated from the shape says what the server sends."""
from __future__ import annotations

from functools import cache
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

hints_of = cache(get_type_hints)  # a TypedDict's keys and their types, read once: views are many


def mismatches(value, shape, where: str = "view", met: dict[type, set[str]] | None = None) -> list[str]:
    """Where a JSON `value` is not of the typed `shape`: a key not declared, a required key missing, a value of
    another type (a bool is no int here, as in JSON). `met` gathers the keys met of each TypedDict, so that a
    test can check that the shape declares no more than the views have."""
    origin, args = get_origin(shape), get_args(shape)
    if shape is Any:
        return []
    if is_typeddict(shape):
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not an object"]
        hints = hints_of(shape)
        if met is not None:
            met.setdefault(shape, set()).update(value.keys() & hints.keys())
        out = [f"{where}.{key}: not declared" for key in sorted(value.keys() - hints.keys())]
        out += [f"{where}.{key}: missing" for key in sorted(shape.__required_keys__ - value.keys())]
        return out + [problem for key in sorted(value.keys() & hints.keys())
                      for problem in mismatches(value[key], hints[key], f"{where}.{key}", met)]
    if origin in (Union, UnionType):  # any member will do
        each = [mismatches(value, arg, where, met) for arg in args]
        return [] if [] in each else [problem for problems in each for problem in problems]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        return [problem for i, item in enumerate(value)
                for problem in mismatches(item, args[0], f"{where}[{i}]", met)]
    if origin is dict or shape is dict:
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not an object"]
        return [problem for key, item in value.items() if args
                for problem in mismatches(key, args[0], f"{where} key", met)
                + mismatches(item, args[1], f"{where}.{key}", met)]
    if origin is Literal:
        return [] if value in args else [f"{where}: {value!r} is none of {args}"]
    return [] if type(value) is shape else [f"{where}: {value!r} is not {getattr(shape, '__name__', shape)}"]


def assert_has_shape(value, shape, where: str = "view", met: dict[type, set[str]] | None = None) -> None:
    wrong = mismatches(value, shape, where, met)
    assert not wrong, wrong[:5]


def assert_every_key_met(met: dict[type, set[str]], view: type) -> None:
    """The declared shape is no larger than the views seen: every key of every part of it turned up."""
    assert view in met
    for shape, keys in met.items():
        assert keys == set(hints_of(shape)), f"{shape.__name__} never had {sorted(set(hints_of(shape)) - keys)}"
