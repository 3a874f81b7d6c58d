"""JSON Schema of marshmallow schemas, by apispec's converter (the standard for this job), and checking a
body against it: whether it holds by jsonschema-rs (compiled: about 1.5 µs a command, where jsonschema
takes about 230, the most of a command's CPU but the decision's), and where it does not by jsonschema,
whose messages the API has always given (issue 42), imported at the first body that does not hold (its import
is about 50 ms of CPU, which an API process's start, and one whose bodies all hold, do without)."""
from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

import jsonschema_rs
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from marshmallow import Schema

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator


@cache
def _converter():
    plugin = MarshmallowPlugin(schema_name_resolver=lambda schema: None)  # None = inline, no $ref
    APISpec(title="trackside", version="1", openapi_version="3.1.0", plugins=[plugin])
    return plugin.converter


@cache
def schema_of(schema: type[Schema]) -> dict:
    """Inline JSON Schema (nested schemas expanded) of a marshmallow schema class."""
    return _converter().schema2jsonschema(schema())


SAFE_INTEGER = 2**53


def whole_numbers(value: Any) -> Any:
    """JSON's 2.0 is the integer 2 (as JSON Schema reads it): integral floats become ints, so that a body
    the document allows is read as the rules expect (bodies are at most MAX_JSON_DEPTH deep). Only within
    JSON's safe integers: 1e300 stays a float, which no field takes, not an int nothing can store."""
    if isinstance(value, float) and value.is_integer() and abs(value) <= SAFE_INTEGER:
        return int(value)
    if isinstance(value, dict):
        return {key: whole_numbers(item) for key, item in value.items()}
    if isinstance(value, list):
        return [whole_numbers(item) for item in value]
    return value


@cache
def _validator(schema: type[Schema]) -> Draft202012Validator:
    from jsonschema import Draft202012Validator

    return Draft202012Validator(schema_of(schema))


@cache
def _holds(schema: type[Schema]) -> Callable[[Any], bool]:
    return jsonschema_rs.Draft202012Validator(schema_of(schema)).is_valid


def holds(schema: type[Schema], value: Any) -> bool:
    """Whether `value` holds to the JSON Schema of `schema` (False, too, for a value jsonschema-rs
    cannot take in, which no JSON body makes: jsonschema judges those)."""
    try:
        return _holds(schema)(value)
    except ValueError:
        return False


def violations(schema: type[Schema], value: Any) -> dict[str, list[str]]:
    """Where `value` breaks the JSON Schema the API document gives for `schema`, per field: the server
    refuses exactly what the document forbids (marshmallow alone is laxer: it reads 1 as true)."""
    if holds(schema, value):
        return {}
    out: dict[str, list[str]] = {}
    for error in _validator(schema).iter_errors(value):
        where = ".".join(str(part) for part in error.absolute_path) or "_schema"
        out.setdefault(where, []).append(error.message)
    return out
