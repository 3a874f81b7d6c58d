"""Tinners' Trail's determiniser for the bots (domain/core/search.py). Everything is open; dice and
the player order are drawn when they are needed, from the game's secret seed: the world is the seat's
history folded, and the search draws its own dice."""
from __future__ import annotations

from domain.core.bots import folded_history
from domain.core.rng import Rng
from domain.core.rules import Event, State
from domain.tinners_trail import RULES
from domain.tinners_trail.scoring import investment_points

SCALE = 8.0
POINTS_PER_POUND = 0.7
"""Money scores only once invested, at 1.4 to 0.45 points a pound by round and row (tables.json)."""


def known_world(view: dict, history: list[Event]) -> State:
    return folded_history(RULES, history)


def resample(world: State, view: dict, rng: Rng) -> State:
    return world


def evaluate(state: State, seat: int) -> float:
    """Points invested so far, plus the money still to invest at a typical rate."""
    return investment_points(state)[seat] + POINTS_PER_POUND * state["money"][seat]


def seat_count(state: State) -> int:
    return state["seats"]


def automa_seat(state: State) -> int | None:
    return None


def searched(command: dict) -> bool:
    return True
