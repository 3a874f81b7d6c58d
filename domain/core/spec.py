"""Helpers for the games' spec modules (domain/<game>/spec.py): JSON Schema shapes they share, and the
schema of a view declared as TypedDicts."""
from __future__ import annotations

from collections.abc import Iterable
from types import NoneType, UnionType
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict


def keyed_by(names: Iterable[str], schema: dict) -> dict:
    """An object mapping each of `names` (an area, a company) to one `schema`: a map in the API document,
    so that a generated client has one model for the value, not one per name."""
    return {"additionalProperties": schema, "propertyNames": {"enum": sorted(names)}, "type": "object"}


def schema_of(shape) -> dict:
    """The JSON Schema of a typed shape, as a game's view declares it (domain/<game>/view.py): a TypedDict (its
    required keys required), `list[X]`, `dict[str, X]`, `dict[Literal[names], X]` (keyed_by the names),
    `Literal[values]` (an enum), `X | None` or a union of plain types (`int | str | None`), int, str, bool,
    a bare `dict` (an object whose contents are not declared) or Any (anything: the empty schema). Keys come
    in sorted order, as in the hand-written schemas, so that the API document reads the same either way."""
    if is_typeddict(shape):
        hints = get_type_hints(shape)
        out = {"properties": {key: schema_of(hints[key]) for key in sorted(hints)}}
        if shape.__required_keys__:
            out["required"] = sorted(shape.__required_keys__)
        return out | {"type": "object"}
    if shape is Any:
        return {}
    args = get_args(shape)
    if get_origin(shape) in (Union, UnionType):
        schemas = [schema_of(arg) for arg in args]
        # one schema of all the members' types: so at most one member may be more than a plain type
        (shaped,) = [schema for schema in schemas if set(schema) != {"type"}] or [{}]
        return shaped | {"type": sorted(schema["type"] for schema in schemas)}
    if get_origin(shape) is list:
        return {"items": schema_of(args[0]), "type": "array"}
    if get_origin(shape) is dict:
        if get_origin(args[0]) is Literal:
            return keyed_by(get_args(args[0]), schema_of(args[1]))
        return {"additionalProperties": schema_of(args[1]), "type": "object"}
    if get_origin(shape) is Literal:
        return {"enum": sorted(args), "type": {bool: "boolean", int: "integer", str: "string"}[type(args[0])]}
    return {"type": {bool: "boolean", int: "integer", str: "string", dict: "object", NoneType: "null"}[shape]}
