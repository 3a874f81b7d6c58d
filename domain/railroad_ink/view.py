"""Views and redaction. Railroad Ink has no hidden information: every board and roll is public."""
# No `from __future__ import annotations`: a TypedDict sees NotRequired only in annotations evaluated, not in strings.
from typing import NotRequired, TypedDict

from domain.core.rules import Event, State
from domain.railroad_ink.board import COLS, FACES, OVERPASS, SPECIALS
from domain.railroad_ink.expansions import LAVA_LAKES, LAVA_PIECES, METEOR, rounds
from domain.railroad_ink.scoring import to_api
from domain.railroad_ink.state import (
    expansions,
    lava_owed,
    remaining_dice,
    remaining_lava_dice,
    specials_left,
    volcano_allowed,
)

# The view's shape; spec.py's VIEW (the API document's `RailroadInk_View`) is generated from it. The API
# document has never declared the keys of a die, a square, a board in `boards`, a seat or a result required: they
# stay optional here.


class Square(TypedDict, total=False):
    row: int
    col: int


class RouteSquare(Square, total=False):  # a square holding a route
    edges: str
    overpass: bool


class LavaSquare(Square, total=False):  # a square holding lava or a volcano
    edges: str


class BoardExpansions(TypedDict, total=False):  # a board's keys with expansions only (scoring.to_api)
    expansions: list[str]
    craters: list[Square]  # meteor
    lava: list[LavaSquare]  # lava


class Board(BoardExpansions, total=False):  # a seat's board in `boards`
    squares: list[RouteSquare]


class OwnBoard(BoardExpansions):  # the viewer's own board: the same, its squares required
    squares: list[RouteSquare]


class Die(TypedDict, total=False):  # a route die as rolled
    die: int
    route: str
    edges: str
    overpass: bool


class LavaDie(TypedDict, total=False):  # a lava die as rolled
    die: int
    lava: str
    edges: str


class Meteor(TypedDict):  # this round's meteor dice
    direction: str
    distance: int


class Seat(TypedDict, total=False):
    seat: int
    dice_used: list[int]
    specials_this_round: list[str]
    specials_used: list[str]
    ended_round: bool
    drawn_this_round: list[Square]  # rules version 2 on
    meteor_at: Square  # meteor
    meteor_pending: bool  # meteor
    lava_used: list[int]  # lava
    volcano_drawn: bool  # lava


class Result(TypedDict, total=False):  # a board's score (scoring.score); `expansion` with expansions only
    exits: int
    longest_highway: int
    longest_railway: int
    center: int
    expansion: int
    errors: int
    total: int


Specials = TypedDict("Specials", {special: str for special in SPECIALS})  # each special route's edges


class View(TypedDict):
    viewer: int | None  # the seat the view is for; None for the spectator
    round: int
    rounds: int
    expansions: list[str]
    finished: bool
    dice: list[Die]
    boards: list[Board]
    seats: list[Seat]
    specials: Specials
    results: list[Result] | None
    winners: list[int]
    meteor: NotRequired[Meteor | None]  # meteor
    lava_dice: NotRequired[list[LavaDie]]  # lava
    # a seat's own (not the spectator's):
    board: NotRequired[OwnBoard]
    remaining_dice: NotRequired[list[int]]
    specials_left: NotRequired[list[str]]
    remaining_lava_dice: NotRequired[list[int]]  # lava
    lava_needed: NotRequired[bool]  # lava
    volcano_squares: NotRequired[list[Square]]  # lava


def view(state: State, seat: int | None) -> View:
    chosen = expansions(state)
    out: View = {
        "round": state["round"],
        "rounds": rounds(chosen),
        "expansions": list(chosen),
        "finished": state["finished"],
        "dice": [
            {"die": die, "route": route, "edges": FACES[route][:4], "overpass": FACES[route].endswith(OVERPASS)}
            for die, route in enumerate(state["dice"])
        ],
        "boards": [to_api(each["board"], chosen) for each in state["seats"]],
        "seats": [_seat(n, each) for n, each in enumerate(state["seats"])],
        "specials": dict(SPECIALS),
        "results": None if state["results"] is None else [dict(result) for result in state["results"]],
        "winners": list(state["winners"]),
        "viewer": seat,
    }
    if METEOR in chosen:
        out["meteor"] = None if state["meteor"] is None else dict(state["meteor"])
    if LAVA_LAKES in chosen:
        out["lava_dice"] = [{"die": die, "lava": piece, "edges": LAVA_PIECES[piece]}
                            for die, piece in enumerate(state["lava_dice"])]
    if seat is not None and 0 <= seat < len(state["seats"]):
        mine = state["seats"][seat]
        out["board"] = out["boards"][seat]
        out["remaining_dice"] = remaining_dice(state, seat)
        out["specials_left"] = specials_left(mine)
        if LAVA_LAKES in chosen:
            out["remaining_lava_dice"] = remaining_lava_dice(state, seat)
            out["lava_needed"] = lava_owed(state, seat)
            out["volcano_squares"] = [_square(i) for i in volcano_allowed(state, mine)]
    return out


def _seat(n: int, seat: dict) -> Seat:
    out: Seat = {
        "seat": n,
        "dice_used": list(seat["dice_used"]),
        "specials_this_round": list(seat["specials_this_round"]),
        "specials_used": list(seat["specials_used"]),
        "ended_round": seat["ended"],
    }
    if "drawn_this_round" in seat:  # rules version 2 on: the squares `erase_route` may give back
        out["drawn_this_round"] = [_square(drawn["square"]) for drawn in seat["drawn_this_round"]]
    if "meteor_at" in seat:
        out["meteor_at"] = _square(seat["meteor_at"])  # the dot marking the square struck last
        out["meteor_pending"] = seat["meteor_pending"]
    if "lava_used" in seat:
        out["lava_used"] = list(seat["lava_used"])
        out["volcano_drawn"] = seat["volcano_drawn"]
    return out


def _square(i: int) -> Square:
    return {"row": i // COLS, "col": i % COLS}


def redact(event: Event, seat: int | None) -> Event | None:
    return event
