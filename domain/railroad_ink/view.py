"""Views and redaction. Railroad Ink has no hidden information: every board and roll is public."""
from __future__ import annotations

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


def view(state: State, seat: int | None) -> dict:
    chosen = expansions(state)
    out = {
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
            out["volcano_squares"] = [_square(i) for i in volcano_allowed(mine)]
    return out


def _seat(n: int, seat: dict) -> dict:
    out = {
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


def _square(i: int) -> dict:
    return {"row": i // COLS, "col": i % COLS}


def redact(event: Event, seat: int | None) -> Event | None:
    return event
