"""Tinners' Trail's determiniser for the bots (domain/core/search.py). Everything is open; dice and
the player order are drawn when they are needed, from the game's secret seed: the world is the seat's
history folded, and the search draws its own dice."""
from __future__ import annotations

from domain.core import search
from domain.core.bots import folded_history
from domain.core.rng import Rng
from domain.core.rules import Event, State
from domain.tinners_trail import RULES
from domain.tinners_trail.content import investment_rows, tables
from domain.tinners_trail.scoring import investment_points

SCALE = 8.0
LEVELS = search.STRONG_WITHOUT_PLAYOUTS
"""The strong bot scores its leaves as they are: random commands spend time, bid and pump water at random,
which says less of a position than the valuation does. Against two normal bots it won 15 of 30 games (0-29)
with four play-outs and 20 of 30 without, and again 12 and 20 of 30 in games 30-59."""
TIE_BREAK_PER_POUND = 0.01
"""After the last investing phase money only breaks ties."""
ORE_IN_MINES_SHARE = 0.5


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
    """Points invested so far, plus what the seat can still invest at the rate it can be invested at:
    its money, its ore at today's prices, and the ore left in its mines at a share of them (mining it
    takes actions and pumping)."""
    prices = state["prices"] or {"tin": 0, "copper": 0}
    held = sum(state["ore"][seat][ore] * prices[ore] for ore in ("tin", "copper"))
    in_mines = sum(area[ore] * prices[ore] for area in state["areas"].values() if area["mine"] == seat
                   for ore in ("tin", "copper"))
    worth = state["money"][seat] + held + ORE_IN_MINES_SHARE * in_mines
    return investment_points(state)[seat] + points_per_pound(state) * worth


def seat_count(state: State) -> int:
    return state["seats"]


def automa_seat(state: State) -> int | None:
    return None


def searched(command: dict) -> bool:
    return True
