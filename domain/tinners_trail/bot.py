"""Tinners' Trail's determiniser for the bots (domain/core/search.py). Everything is open; dice and
the player order are drawn when they are needed, from the game's secret seed: the world is the seat's
history folded, and the search draws its own dice."""
from __future__ import annotations

from domain.core.bots import folded_history
from domain.core.rng import Rng
from domain.core.rules import Event, State
from domain.tinners_trail import RULES
from domain.tinners_trail.content import investment_rows, tables
from domain.tinners_trail.scoring import investment_points

SCALE = 8.0
TIE_BREAK_PER_POUND = 0.01
"""After the last investing phase money only breaks ties."""


def points_per_pound(state: State) -> float:
    """What a pound still to invest is worth: the investment rate of the next investing phase (1.4 to 0.6
    points a pound, falling by round: tables.json), or next to nothing once the last one is over."""
    round_index = max(state["round"], 1) - 1 + (1 if state["phase"] in ("exploring", "finished") else 0)
    if round_index >= tables()["rounds"]:
        return TIE_BREAK_PER_POUND
    rows = investment_rows()
    return sum(row["points"][round_index] / row["cost"] for row in rows) / len(rows)


def known_world(view: dict, history: list[Event]) -> State:
    return folded_history(RULES, history)


def resample(world: State, view: dict, rng: Rng) -> State:
    return world


def evaluate(state: State, seat: int) -> float:
    """Points invested so far, plus the money still to invest at the rate it can still be invested at."""
    return investment_points(state)[seat] + points_per_pound(state) * state["money"][seat]


def seat_count(state: State) -> int:
    return state["seats"]


def automa_seat(state: State) -> int | None:
    return None


def searched(command: dict) -> bool:
    return True
