"""Helpers for the games' `bot.py` modules (see domain/core/search.py)."""
from __future__ import annotations

from collections.abc import Callable

from domain.core import table
from domain.core.rules import Event, Rules, State
from domain.core.search import Budget, Determiniser, choose
from domain.core.title import title_of


def folded_history(rules: Rules, history: list[Event]) -> State:
    """The state a seat's history folds to. In a game that redacts nothing this is the whole state,
    rebuilt only from what the seat has seen."""
    state: State | None = None
    for event in history:
        state = rules.evolve(state, event)
    if state is None:
        raise ValueError(f"{rules.name}: a bot needs the game's history from its first event")
    return state


def determiniser(rules: Rules) -> Determiniser:
    """The game's `bot.py` module (every game package has one)."""
    return title_of(rules).bot


def bot_command(rules: Rules, events: list[Event], state: State, seat: int, budget: Budget, seed: str,
                clock: Callable[[], float] | None = None) -> dict:
    """The command a bot in `seat` plays now. Of the game it is shown only the seat's view and its
    redacted history, as a player in that seat would be (the game's events: what an undo took back is
    not history, and the table's own events are not the game's)."""
    history = [shown for shown in (rules.redact(event, seat) for event in table.game_events(events))
               if shown is not None]
    return choose(rules, determiniser(rules), rules.view(state, seat), history, seat, budget, seed, clock)
