"""The shared kernel: the Rules protocol, RuleViolation, Rng, hashing, the registry."""
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

__all__ = [
    "MAX_EVENTS_PER_COMMAND", "CommandInvalid", "Event", "RuleEngineLimit", "LocalGame", "Rng", "RuleViolation", "Rules", "SeatSpec", "State", "Status",
    "canonical_json", "check_canonical", "clone", "load_command", "random_playout", "seed_commitment",
    "state_hash",
]
