"""What each viewer sees. Mini Express has no hidden information once the rules are followed: demand
tokens lie face up, shares and influence are open, and the automa's bag is only the set of tokens in it
(its order is never stored: each token is drawn when the automa acts). So every seat sees the same."""
from __future__ import annotations

from typing import Literal, TypedDict

from domain.core.canonical import clone
from domain.core.rules import CHANCE_COUNTS, Event, State
from domain.mini_express import scoring
from domain.mini_express.board import map_revision
from domain.mini_express.content import companies, layout

# The view's shape; spec.py's VIEW (the API document's `MiniExpress_View`) is generated from it. Several
# objects declare no key required although every key is always there: the API document has always said so.
Company = Literal[tuple(companies())]  # the companies (content/tables.json), the keys of a map per company


class CompanyAssets(TypedDict, total=False):  # a company's trains, shares and track
    stock: int  # trains not yet on the asset board
    trains: int  # trains on its asset board space (one share's price in influence)
    shares: int  # shares still on the board
    set_aside: int
    track: int


class Player(TypedDict, total=False):
    influence: dict[Company, int]
    shares: dict[Company, int]


class DraftPick(TypedDict, total=False):  # a starting share still to be drafted, in turn
    seat: int
    pick: str


class AutomaState(TypedDict):
    company: str  # the company pointer
    city: str | None  # the city pointer
    bag: list[int]  # the tokens in the bag (its order is not kept: a token is drawn when the automa acts)
    drawn: list[int]


class GoldenSpike(TypedDict):  # the USA variant: where the eastern and western branches stand
    status: str
    east: str | None
    west: str | None


class Result(TypedDict):
    reason: str
    scores: list[int]
    winners: list[int]


class MapCity(TypedDict, total=False):
    name: str
    cell: str
    number: int
    capacity: int
    start: str  # the company starting there, only on start cities


class MapGoldenSpike(TypedDict, total=False):  # where the spike goes on the USA map, between its two cities
    space: str
    east: str
    west: str


class MapSide(TypedDict):  # the static map as printed (for drawing it): the content file of the side
    name: str
    width: int
    height: int
    cities: list[MapCity]


# A side's variant spaces, only on that side. Optional keys by subclassing: NotRequired[...] goes unseen in
# an annotation kept as a string (`from __future__ import annotations`).
class Board(MapSide, total=False):
    golden_spike: MapGoldenSpike  # the USA side's
    ports: list[str]  # Europe's port spaces


class Shown(TypedDict):  # the state, every part of it open, and what the view works out of it
    viewer: int | None  # the seat the view is for; None for the spectator
    map: str
    variant: bool  # the map side's variant (Golden Spike, Ports) is played
    mode: str
    difficulty: str | None  # solo only
    kinds: list[str]  # each seat's kind
    order: list[int]  # the seats in turn order, the automa last
    automa: int | None  # the automa's seat
    automa_state: AutomaState | None
    phase: str
    draft: list[DraftPick]
    current: int  # the index in `order` of the seat to play
    turn: int
    round: int
    actions: list[str]  # the companies used this turn
    passes: int  # in a row, since the last action
    end_triggered: bool
    companies: dict[Company, CompanyAssets]
    cells: dict[str, list[str]]  # the companies with a train on each space
    demand: dict[str, int]  # the demand token (its index in the content's list) still on each city
    golden_spike: GoldenSpike | None
    ports: dict  # each port space's company (None while free) when Ports is played; left open, as ever
    players: list[Player]
    share_values: dict[Company, list[int]]  # one share of the company to each seat if the game ended now
    board: Board
    result: Result | None


class View(Shown, total=False):  # recorded from the second rules version on
    rules_version: str
    first_game: bool  # every city takes 2 companies


def view(state: State, seat: int | None) -> View:
    out = clone(state)
    out.pop(CHANCE_COUNTS, None)  # how many tokens the automa has drawn: bookkeeping, not on the table
    out["viewer"] = seat
    # What one share of each company would be worth to each seat if the game ended now.
    out["share_values"] = {c: scoring.company_values(state, c) for c in companies()}
    out["board"] = clone(layout(state["map"], map_revision(state)))  # the static map (cities, numbers, capacities), for drawing it
    return out


def redact(event: Event, seat: int | None) -> Event:
    return event
