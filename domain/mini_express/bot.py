"""Mini Express's determiniser for the bots (domain/core/search.py). Nothing is hidden (the automa's
bag is a set; each token is drawn when the automa acts): the world is the seat's history folded.
Positions are scored by domain/mini_express/evaluation.py, which credits shares whose influence is
still short; the strong bot scores its leaves without random play-outs (docs/bots.md)."""
from __future__ import annotations

from domain.core import search
from domain.core.bots import folded_history
from domain.core.rng import Rng
from domain.core.rules import Event, State
from domain.mini_express import RULES, evaluation

SCALE = 8.0
LEVELS = search.STRONG_WITHOUT_PLAYOUTS


def known_world(view: dict, history: list[Event]) -> State:
    return folded_history(RULES, history)


def resample(world: State, view: dict, rng: Rng) -> State:
    return world


def evaluate(state: State, seat: int) -> float:
    """The final score were the game to end now, and what the seat's shares and influence promise."""
    return evaluation.worth(state, seat)


def seat_count(state: State) -> int:
    return len(state["players"])


def automa_seat(state: State) -> int | None:
    return state["automa"]


def searched(command: dict) -> bool:
    return True
