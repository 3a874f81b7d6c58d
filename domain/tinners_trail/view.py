"""What a viewer sees. Everything in Tinners' Trail is open (money on the board's money track, mined
ore in front of each player, investments on the board), so every viewer sees the whole state."""
from __future__ import annotations

from domain.core.canonical import clone
from domain.core.rules import Event, State
from domain.tinners_trail.content import price_columns
from domain.tinners_trail.state import capacity


def view(state: State, seat: int | None) -> dict:
    shown = clone(state)
    if state["prices"] is not None:
        shown["price_gbp"] = {ore: price_columns()[column][ore] for ore, column in state["prices"].items()}
    shown["capacity"] = {area: capacity(cubes) for area, cubes in state["areas"].items() if cubes["mine"] is not None}
    shown["viewer"] = seat
    return shown


def redact(event: Event, seat: int | None) -> Event:
    return event
