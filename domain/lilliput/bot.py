"""18 Lilliput's determiniser for the bots (domain/core/search.py). Everything is open, the train
deck included (its order is fixed by the rules): the world is the seat's history folded."""
from __future__ import annotations

from domain.core import search
from domain.core.bots import folded_history
from domain.core.rng import Rng
from domain.core.rules import Event, State
from domain.lilliput import RULES, bot_policy, scoring

SCALE = 40.0
LEVELS = search.STRONG_WITHOUT_PLAYOUTS
"""The strong bot scores its leaves as they are: a few random commands (shares sold at random, tiles laid
anywhere) say nothing of an 18xx position, so it won 10 of 20 games against a normal bot with four of
them and 19 of 30 without, in a quarter of the time. The normal bot keeps its two, which model a
random opponent well: 20 of 20 against random play with them, 18 of 20 without."""


def known_world(view: dict, history: list[Event]) -> State:
    return folded_history(RULES, history)


def resample(world: State, view: dict, rng: Rng) -> State:
    return world


def evaluate(state: State, seat: int) -> float:
    """The final score were the game to end now (cash, shares at market price, Dimen's Land cards) and
    what the seat's shares will still earn at today's incomes (domain/lilliput/bot_policy.py)."""
    return scoring.score(state, seat) + bot_policy.future_worth(state, seat)


def candidates(state: State, seat: int, legal: list[dict]) -> list[dict]:
    """The commands worth searching in this position (domain/lilliput/bot_policy.py)."""
    return bot_policy.candidates(state, seat, legal)


def seat_count(state: State) -> int:
    return state["players"]


def automa_seat(state: State) -> int | None:
    return state["automa"]


def searched(command: dict) -> bool:
    """Everything but buying a train from another company: two companies (a bot's and Gulliver's, or two
    bots') could sell the same trains back and forth for ever."""
    return not (command["type"] == "buy_train" and command["data"].get("source") == "company")
