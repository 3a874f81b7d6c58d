"""Helpers for the games' `bot.py` modules (see domain/core/search.py)."""
from __future__ import annotations

import hashlib
from collections.abc import Callable

from domain.core import table
from domain.core.canonical import canonical_json
from domain.core.rules import Event, Rules, State
from domain.core.search import Budget, Determiniser, Estimate, choose, estimates
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


def seat_history(rules: Rules, events: list[Event], seat: int) -> list[Event]:
    """The game's history as `seat` has seen it: the game's events (what an undo took back is not
    history, and the table's own events are not the game's), each redacted for the seat."""
    return [shown for shown in (rules.redact(event, seat) for event in table.game_events(events))
            if shown is not None]


def bot_command(rules: Rules, events: list[Event], state: State, seat: int, budget: Budget, seed: str,
                clock: Callable[[], float] | None = None) -> dict:
    """The command a bot in `seat` plays now. Of the game it is shown only the seat's view and its
    redacted history, as a player in that seat would be."""
    history = seat_history(rules, events, seat)
    return choose(rules, determiniser(rules), rules.view(state, seat), history, seat, budget, seed, clock)


def analysis(rules: Rules, events: list[Event], state: State, seat: int, budget: Budget) -> list[Estimate]:
    """The commands the strong bot's search weighs for `seat` after `events` (which fold to `state`),
    best first, from the seat's view and redacted history alone, as `bot_command` sees them. The search's
    seed is drawn from those too, never from the game's: two games the seat cannot tell apart are
    analysed alike, so an analysis tells nothing of what the seat does not see."""
    history = seat_history(rules, events, seat)
    view = rules.view(state, seat)
    seen = canonical_json({"seat": seat, "view": view,
                           "history": [[event.type, event.data, event.seat] for event in history]})
    seed = hashlib.sha256(seen).hexdigest()
    return estimates(rules, determiniser(rules), view, history, seat, budget, seed)
