"""Canonical JSON (sorted keys, no floats) and state hashing."""
from __future__ import annotations

import hashlib
from typing import Any

import orjson


def canonical_json(value: Any) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)


def state_hash(state: Any) -> str:
    return hashlib.sha256(canonical_json(state)).hexdigest()


def clone(value: Any) -> Any:
    """A deep copy of plain JSON data; faster than copy.deepcopy for game states."""
    return orjson.loads(orjson.dumps(value))


def check_canonical(value: Any, path: str = "$") -> None:
    """Raise TypeError if `value` is not plain canonical JSON data (used by tests on every state)."""
    if value is None or isinstance(value, (bool, int, str)):
        return
    if isinstance(value, float):
        raise TypeError(f"{path}: floats are not allowed in state")
    if isinstance(value, list):
        for i, item in enumerate(value):
            check_canonical(item, f"{path}[{i}]")
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"{path}: key {key!r} is not a string")
            check_canonical(item, f"{path}.{key}")
        return
    raise TypeError(f"{path}: {type(value).__name__} is not plain JSON data")
