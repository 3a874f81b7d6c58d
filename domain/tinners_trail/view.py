"""What a viewer sees. Everything in Tinners' Trail is open (money on the board's money track, mined
ore in front of each player, investments on the board), so every viewer sees the whole state."""
from __future__ import annotations

from typing import Literal, TypedDict

from domain.core.canonical import clone
from domain.core.rules import CHANCE_COUNTS, Event, State
from domain.tinners_trail.content import areas, price_columns
from domain.tinners_trail.state import EXPLORED, capacity

# The view's shape; spec.py's VIEW (the API document's `TinnersTrail_View`) is generated from it.
Area = Literal[tuple(areas())]  # the areas of the map, which the per-area maps are keyed by


class AreaOnBoard(TypedDict, total=False):  # its cubes, its mine (the owner's seat) and the mine's upgrades
    tin: int
    copper: int
    water: int
    seeded: bool  # its cubes were placed at set-up or by exploring or a mine's discovery
    mine: int | None
    port: bool
    miner: bool
    train: bool


class Upgrades(TypedDict, total=False):  # how many of each are left this round; none before the first
    adit: int
    miner: int
    port: int
    train: int


class Ore(TypedDict, total=False):  # mined by a seat and not yet sold
    tin: int
    copper: int


class PerOre(TypedDict):  # the round's ore prices: a column of the price table, or pounds
    tin: int
    copper: int


class Auction(TypedDict):  # for the right to build a mine in `area`
    area: str
    leader: int
    high: int
    bidders: list[int]
    turn: int | None


class Investing(TypedDict):
    order: list[int]
    turn: int | None
    out: list[int]  # the seats that passed


class Result(TypedDict):
    ranking: list[int]
    scores: list[int]
    winners: list[int]


class Shown(TypedDict):  # the state, every part of it open, and what the view works out of it
    viewer: int | None  # the seat the view is for; None for the spectator
    seats: int
    names: list[str]
    round: int
    phase: str
    turn: int
    prices: PerOre | None  # the price table's column of each ore, once the round's prices are rolled
    areas: dict[Area, AreaOnBoard]
    capacity: dict[Area, int]  # of each mine on the board
    adits: list[list[str]]  # each the pair of areas it joins
    available: Upgrades
    pumps: list[int]  # the steam pump stacks laid out this round
    money: list[int]
    ore: list[Ore]
    mines_left: list[int]
    cubes_left: list[int]  # investment cubes
    order: list[int]  # Player Order
    waiting: list[int]  # the seats still on Player Order
    track: list[list[int] | None]  # each seat's [column, row] on the time track; None off it
    passed: list[int]
    last_action: int | str | None  # the seat left with a single action, then "taken"
    auction: Auction | None
    investments: list[list[list[int]]]  # per round, per row of the investment table, the seats' cubes
    investing: Investing | None
    explorers: list[int]
    result: Result | None


class View(Shown, total=False):
    rules_version: str  # recorded from the second rules version on
    price_gbp: PerOre  # once the round's prices are rolled


def view(state: State, seat: int | None) -> View:
    shown = clone(state)
    shown.pop(CHANCE_COUNTS, None)  # the count of the rolls made for each area: bookkeeping, not on the board
    shown.pop(EXPLORED, None)  # the areas explored in this phase: the explorer's legal commands leave them out
    if state["prices"] is not None:
        shown["price_gbp"] = {ore: price_columns()[column][ore] for ore, column in state["prices"].items()}
    shown["capacity"] = {area: capacity(cubes) for area, cubes in state["areas"].items() if cubes["mine"] is not None}
    shown["viewer"] = seat
    return shown


def redact(event: Event, seat: int | None) -> Event:
    return event
