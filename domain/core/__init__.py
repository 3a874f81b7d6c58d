"""The shared kernel: the Rules protocol, RuleViolation, Rng, hashing, the registry.

Its names are loaded on first use (PEP 562): importing one module of the kernel (domain.core.rules, as a
title's scoring does) loads neither the command schemas' marshmallow (domain.core.game), nor orjson
(domain.core.canonical), nor the local game (the quick command line tools: bench/cli.py)."""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_MODULE_OF = {
    "canonical_json": "canonical", "check_canonical": "canonical", "clone": "canonical", "state_hash": "canonical",
    "CommandInvalid": "game", "load_command": "game",
    "LocalGame": "local", "random_playout": "local",
    "Rng": "rng", "seed_commitment": "rng",
    **dict.fromkeys(("MAX_EVENTS_PER_COMMAND", "Event", "RuleEngineLimit", "Rules", "RuleViolation", "SeatSpec",
                     "State", "Status"), "rules"),
}

__all__ = [
    "MAX_EVENTS_PER_COMMAND", "CommandInvalid", "Event", "RuleEngineLimit", "LocalGame", "Rng", "RuleViolation", "Rules",
    "SeatSpec", "State", "Status", "canonical_json", "check_canonical", "clone", "load_command", "random_playout",
    "seed_commitment", "state_hash",
]


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module 'domain.core' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"domain.core.{module}"), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from domain.core.canonical import canonical_json, check_canonical, clone, state_hash
    from domain.core.game import CommandInvalid, load_command
    from domain.core.local import LocalGame, random_playout
    from domain.core.rng import Rng, seed_commitment
    from domain.core.rules import (
        MAX_EVENTS_PER_COMMAND,
        Event,
        RuleEngineLimit,
        Rules,
        RuleViolation,
        SeatSpec,
        State,
        Status,
    )
