"""Railroad Ink's expansion commands, decided into their events (rules.py dispatches to them): the
meteor's strike, lava and volcanoes (the Meteor and Lava expansions), and erasing a route (a Lava
command first; since rules version 2 also this round's own routes in any game)."""
from __future__ import annotations

from domain.core.rules import Event, RuleViolation, State, played_since
from domain.railroad_ink.board import COLS, SIDES, index, orient
from domain.railroad_ink.expansions import (
    ANY_DIRECTION,
    LAVA_LAKES,
    LAVA_PIECES,
    lava_connects,
    routes_beside_lava,
    strike,
)
from domain.railroad_ink.state import (
    ERASES_PER_ROUND,
    ERASING_SINCE,
    drawn_at,
    erases_left,
    expansions,
    lava_fits,
    stranded_by_erasing,
    volcano_allowed,
    volcano_limit_reached,
)


def violation(code: str, message: str, **details) -> RuleViolation:
    return RuleViolation(f"railroad_ink.{code}", message, **details)


def square_at(square: int) -> dict:
    row, col = divmod(square, COLS)
    return {"row": row, "col": col}


def meteor_strike(state: State, seat: int, chosen: str | None) -> Event:
    face, distance = state["meteor"]["direction"], state["meteor"]["distance"]
    if face == ANY_DIRECTION and chosen is None:
        raise violation("direction_needed", "This round's meteor die lets you choose the direction: give one.")
    if face != ANY_DIRECTION and chosen not in (None, face):
        raise violation("direction_fixed", f"This round's meteor die fixes the direction {face}.", direction=face)
    direction = chosen or face
    mine = state["seats"][seat]
    square = strike(mine["board"], mine["meteor_at"], SIDES.index(direction), distance)
    row, col = divmod(square, COLS)
    return Event(
        "meteor_struck",
        {"direction": direction, "distance": distance, "row": row, "col": col, "erased": mine["board"][square]},
        seat,
    )

def free_square(state: State, seat: int, data: dict) -> int:
    square = index(data["row"], data["col"])
    if state["seats"][seat]["board"][square]:
        raise violation("square_taken", "Lava and volcanoes need an empty square.", row=data["row"], col=data["col"])
    return square

def place_lava(state: State, seat: int, data: dict) -> Event:
    die = data["die"]
    if die in state["seats"][seat]["lava_used"]:
        raise violation("die_used", f"You have already drawn lava die {die} this round.", die=die)
    square = free_square(state, seat, data)
    piece = state["lava_dice"][die]
    drawn = orient(LAVA_PIECES[piece], data["rotation"], data["mirrored"])
    if not lava_connects(state["seats"][seat]["board"], square, drawn):
        raise violation(
            "lava_not_connected", "New lava must continue, with a lava side, lava already on the board.",
            row=data["row"], col=data["col"],
        )
    return Event("lava_placed", {"die": die, "lava": piece, **data, "edges": drawn}, seat)

def draw_volcano(state: State, seat: int, data: dict) -> Event:
    mine = state["seats"][seat]
    if volcano_limit_reached(state, mine):  # rules versions 1 to 4
        raise violation("volcano_round_limit", "You may draw only one volcano per round.")
    square = free_square(state, seat, data)
    if square not in volcano_allowed(state, mine):
        raise violation(
            "volcano_near_lava", "A volcano may not be drawn next to a square with lava.",
            row=data["row"], col=data["col"],
        )
    return Event("volcano_drawn", {"row": data["row"], "col": data["col"]}, seat)

def erase(state: State, seat: int, data: dict) -> Event:
    mine = state["seats"][seat]
    square = index(data["row"], data["col"])
    if played_since(state, ERASING_SINCE):
        if drawn_at(mine, square) is not None:
            return erase_this_rounds(mine, seat, square)
        if LAVA_LAKES not in expansions(state) or square not in routes_beside_lava(mine["board"]):
            raise violation(
                "not_drawn_this_round", "You may erase only a route you drew this round (\"Nikdy v průběhu hry "
                "nesmíte mazat cesty nakreslené v jiném než právě probíhající kole\"); with lava, also a "
                "route beside open lava when the lava has no room.",
                row=data["row"], col=data["col"],
            )
    if mine["lava_used"] or lava_fits(state, seat):
        raise violation(
            "lava_has_room", "You may erase a route only to make room for the lava you must still draw, "
            "when no lava die fits.",
        )
    if square not in routes_beside_lava(mine["board"]):
        raise violation(
            "not_beside_lava", "Only a route that an open lava side faces may be erased.",
            row=data["row"], col=data["col"],
        )
    return Event("route_erased", {"row": data["row"], "col": data["col"], "erased": mine["board"][square]}, seat)

def erase_this_rounds(mine: dict, seat: int, square: int) -> Event:
    """Erase a route the seat drew this round: its die or special may be drawn again, and the
    square holds again what it held (empty, or the crater the route was drawn on)."""
    row, col = divmod(square, COLS)
    if erases_left(mine) == 0:
        raise violation(
            "erase_limit", f"You have erased {ERASES_PER_ROUND} of this round's routes already, as many as a "
            "round allows: draw the rest and end the round.", limit=ERASES_PER_ROUND, row=row, col=col,
        )
    stranded = stranded_by_erasing(mine, square)
    if stranded is not None:
        later = square_at(stranded)
        raise violation(
            "route_continued", f"The route at row {later['row']}, col {later['col']}, drawn later this round, "
            "would then continue nothing: erase it first.", row=row, col=col, continued=later,
        )
    drawn = drawn_at(mine, square)
    given = {key: drawn[key] for key in ("die", "special") if key in drawn}
    return Event(
        "route_erased",
        {"row": row, "col": col, "erased": mine["board"][square], **given, "restored": drawn["under"]},
        seat,
    )
