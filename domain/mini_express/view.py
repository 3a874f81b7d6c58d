"""What each viewer sees. Mini Express has no hidden information once the rules are followed: demand
tokens lie face up, shares and influence are open, and the automa's bag is only the set of tokens in it
(its order is never stored: each token is drawn when the automa acts). So every seat sees the same."""
from __future__ import annotations

from domain.core.canonical import clone
from domain.core.rules import Event, State
from domain.mini_express import scoring
from domain.mini_express.board import map_revision
from domain.mini_express.content import companies, layout


def view(state: State, seat: int | None) -> dict:
    out = clone(state)
    out["viewer"] = seat
    # What one share of each company would be worth to each seat if the game ended now.
    out["share_values"] = {c: scoring.company_values(state, c) for c in companies()}
    out["board"] = clone(layout(state["map"], map_revision(state)))  # the static map (cities, numbers, capacities), for drawing it
    return out


def redact(event: Event, seat: int | None) -> Event:
    return event
