"""Helpers for Tinners' Trail tests: fresh games, scripted dice and playing commands on a state."""
from __future__ import annotations

from domain.core import Event, LocalGame, Rng, SeatSpec, load_command
from domain.core.game import fold
from domain.tinners_trail import RULES


class ScriptedDice:
    """An Rng stand-in that rolls the given faces in order (and keeps lists in their order)."""

    def __init__(self, *faces: int) -> None:
        self.faces = list(faces)

    def choice(self, items):
        face = self.faces.pop(0)
        assert face in items
        return face

    def shuffled(self, items):
        return list(items)

    def chance(self, event: str):
        """Every chance event rolls on from the same faces."""
        return self


def game(players: int = 3, seed: str = "tt", rules_version: str | None = None) -> LocalGame:
    return LocalGame(RULES, [SeatSpec(f"P{i}") for i in range(players)], seed=seed, rules_version=rules_version)


def fresh(players: int = 3, seed: str = "tt", rules_version: str | None = None) -> dict:
    """A state at the start of round 1, Player Order 0, 1, 2..., everybody's time unspent (under
    the newest rules version unless another is given)."""
    state = game(players, seed, rules_version).state
    state["order"] = list(range(players))
    state["waiting"] = list(range(players))
    return state


def dry_board(state: dict) -> dict:
    """Every area emptied of water (tests then put exactly the cubes they need)."""
    for cubes in state["areas"].values():
        cubes["water"] = 0
    return state


def play(state: dict, seat: int, kind: str, rng=None, **data) -> tuple[dict, list[Event]]:
    events = RULES.decide(state, seat, load_command(RULES, {"type": kind, "data": data}), rng or Rng("t", 1))
    return fold(RULES, events, state), events


def types(events: list[Event]) -> list[str]:
    return [event.type for event in events]
