"""Helpers for the games' spec modules (domain/<game>/spec.py): JSON Schema shapes they share."""
from __future__ import annotations

from collections.abc import Iterable


def keyed_by(names: Iterable[str], schema: dict) -> dict:
    """An object mapping each of `names` (an area, a company) to one `schema`: a map in the API document,
    so that a generated client has one model for the value, not one per name."""
    return {"additionalProperties": schema, "propertyNames": {"enum": sorted(names)}, "type": "object"}
