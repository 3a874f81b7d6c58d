"""Railroad Ink's determiniser for the bots (domain/core/search.py). Every board and roll is public
and the dice still to come are rolled when a round starts, from the game's secret seed: the world is
the seat's history folded, and the search rolls its own future dice."""
from __future__ import annotations

from domain.core import search
from domain.core.bots import folded_history
from domain.core.rng import Rng
from domain.core.rules import Event, State
from domain.railroad_ink import RULES
from domain.railroad_ink.scoring import score
from domain.railroad_ink.state import expansions

SCALE = 6.0
LEVELS = search.LEVELS


def known_world(view: dict, history: list[Event]) -> State:
    return folded_history(RULES, history)


def resample(world: State, view: dict, rng: Rng) -> State:
    return world


def evaluate(state: State, seat: int) -> float:
    """The board's score now (exits, longest routes, centre, minus open ends)."""
    return score(state["seats"][seat]["board"], expansions(state))["total"]


def seat_count(state: State) -> int:
    return len(state["seats"])


def automa_seat(state: State) -> int | None:
    return None


def searched(command: dict) -> bool:
    """Everything but `erase_route`, which gives back a route drawn this round."""
    return command["type"] != "erase_route"
