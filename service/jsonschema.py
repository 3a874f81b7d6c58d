"""JSON Schema of marshmallow schemas, by apispec's converter (the standard for this job)."""
from __future__ import annotations

from functools import cache

from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from marshmallow import Schema


@cache
def _converter():
    plugin = MarshmallowPlugin(schema_name_resolver=lambda schema: None)  # None = inline, no $ref
    APISpec(title="trackside", version="1", openapi_version="3.1.0", plugins=[plugin])
    return plugin.converter


@cache
def schema_of(schema: type[Schema]) -> dict:
    """Inline JSON Schema (nested schemas expanded) of a marshmallow schema class."""
    return _converter().schema2jsonschema(schema())
