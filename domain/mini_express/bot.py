"""Mini Express's determiniser for the bots (domain/core/search.py). Nothing is hidden (the automa's
bag is a set; each token is drawn when the automa acts): the world is the seat's history folded."""
from __future__ import annotations

from domain.core import search
from domain.core.bots import folded_history
from domain.core.rng import Rng
from domain.core.rules import Event, State
from domain.mini_express import RULES, scoring

SCALE = 8.0
LEVELS = search.LEVELS


def known_world(view: dict, history: list[Event]) -> State:
    return folded_history(RULES, history)


def resample(world: State, view: dict, rng: Rng) -> State:
    return world


def evaluate(state: State, seat: int) -> float:
    """The final score were the game to end now: each share held at what it is worth to the seat."""
    return scoring.final_scores(state)[seat]


def seat_count(state: State) -> int:
    return len(state["players"])


def automa_seat(state: State) -> int | None:
    return state["automa"]


def searched(command: dict) -> bool:
    return True
