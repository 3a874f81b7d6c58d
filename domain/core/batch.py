"""The events of one command, made one after another by a game's decide: each is folded at once, so
that the next choice sees its result."""
from __future__ import annotations

from typing import ClassVar

from domain.core.rules import MAX_EVENTS_PER_COMMAND, Event, RuleEngineLimit, State


class Batch:
    """A game subclasses it once, naming itself (`game`) and its fold of one event (`fold`). `seat`:
    the seat of every event emitted without one (None: table-wide facts)."""

    game: ClassVar[str]

    def __init__(self, state: State | None, seat: int | None = None) -> None:
        self.state, self.seat = state, seat
        self.events: list[Event] = []

    @staticmethod
    def fold(state: State | None, event: Event) -> State:
        raise NotImplementedError

    def emit(self, kind: str, data: dict, seat: int | None = None) -> None:
        event = Event(kind, data, self.seat if seat is None else seat)
        self.state = self.fold(self.state, event)
        self.events.append(event)
        if len(self.events) > MAX_EVENTS_PER_COMMAND:  # a looping rule, refused before it exhausts memory
            raise RuleEngineLimit(self.game, len(self.events))
