"""Shared helpers of the Ticket to Ride tests: seats, hand-built positions, playing one command."""
from __future__ import annotations

from domain.core import LocalGame, Rng, SeatSpec, State, load_command
from domain.core.game import fold
from domain.core.rules import Event, RuleViolation
from domain.ticket_to_ride import RULES


def seats(count: int) -> list[SeatSpec]:
    return [SeatSpec(f"p{i}") for i in range(count)]


def cards(color: str, count: int, first: int = 1) -> list[str]:
    return [f"{color}-{n:02d}" for n in range(first, first + count)]


def opening(players: int = 2, seed: str = "rules", rules_version: str | None = None) -> State:
    """A game after every seat kept all three opening tickets: seat 0 is about to take turn 1."""
    game = LocalGame(RULES, seats(players), seed=seed, rules_version=rules_version)
    for seat in range(players):
        game.play(seat, RULES.legal_commands(game.state, seat)[-1])
    return game.state


def position(players: int = 2, hands: dict[int, list[str]] | None = None, rules_version: str | None = None,
             **parts) -> State:
    """The opening (under the newest rules unless told) with hands and card piles replaced (`deck`,
    `face_up`, `discard`, `ticket_deck`)."""
    state = opening(players, rules_version=rules_version)
    for seat, hand in (hands or {}).items():
        state["players"][seat]["hand"] = sorted(hand)
    state.update(parts)
    return state


def play(state: State, seat: int, kind: str, **data) -> tuple[list[Event], State]:
    """Decide one command (through its schema) and fold its events."""
    command = load_command(RULES, {"type": kind, "data": data})
    events = RULES.decide(state, seat, command, Rng("tests", len(state["discard"])))
    return events, fold(RULES, events, state)


def refused(state: State, seat: int, kind: str, **data) -> RuleViolation:
    try:
        play(state, seat, kind, **data)
    except RuleViolation as violation:
        return violation
    raise AssertionError(f"{kind} {data} was accepted")


def types(events: list[Event]) -> list[str]:
    return [event.type for event in events]
