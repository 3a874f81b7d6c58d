"""Views and redaction. Railroad Ink has no hidden information: every board and roll is public."""
from __future__ import annotations

from domain.core.rules import Event, State
from domain.railroad_ink.board import FACES, OVERPASS, ROUNDS, SPECIALS
from domain.railroad_ink.scoring import to_api
from domain.railroad_ink.state import remaining_dice, specials_left


def view(state: State, seat: int | None) -> dict:
    out = {
        "round": state["round"],
        "rounds": ROUNDS,
        "finished": state["finished"],
        "dice": [
            {"die": die, "route": route, "edges": FACES[route][:4], "overpass": FACES[route].endswith(OVERPASS)}
            for die, route in enumerate(state["dice"])
        ],
        "boards": [to_api(each["board"]) for each in state["seats"]],
        "seats": [
            {
                "seat": n,
                "dice_used": list(each["dice_used"]),
                "specials_this_round": list(each["specials_this_round"]),
                "specials_used": list(each["specials_used"]),
                "ended_round": each["ended"],
            }
            for n, each in enumerate(state["seats"])
        ],
        "specials": dict(SPECIALS),
        "results": None if state["results"] is None else [dict(result) for result in state["results"]],
        "winners": list(state["winners"]),
    }
    if seat is not None and 0 <= seat < len(state["seats"]):
        mine = state["seats"][seat]
        out["seat"] = seat
        out["board"] = out["boards"][seat]
        out["remaining_dice"] = remaining_dice(state, seat)
        out["specials_left"] = specials_left(mine)
    return out


def redact(event: Event, seat: int | None) -> Event | None:
    return event
