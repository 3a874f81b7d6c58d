"""The game state: plain JSON data, built and changed only by rules.evolve.

{
  "round": 1..7 (0 before the first roll),
  "dice": [route name per die, in die order]          # this round's shared roll
  "seats": [{
      "board": [edge code per square, "" empty],      # see board.py
      "dice_used": [die numbers drawn this round, in order drawn],
      "specials_this_round": [special names drawn this round],
      "specials_used": [special names, in order drawn],
      "ended": whether the seat has ended this round,
  }],
  "results": None, or the final scoring breakdown per seat (scoring.py),
  "winners": [seats],
  "finished": bool,
}"""
from __future__ import annotations

from domain.core.rng import Rng
from domain.core.rules import State
from domain.railroad_ink.board import (
    DICE_FACES,
    OVERPASS,
    SPECIALS,
    SPECIALS_PER_GAME,
    SPECIALS_PER_ROUND,
    SQUARE_COUNT,
)


def initial_state(players: int) -> State:
    return {
        "round": 0,
        "dice": [],
        "seats": [new_seat() for _ in range(players)],
        "results": None,
        "winners": [],
        "finished": False,
    }


def new_seat() -> dict:
    return {
        "board": [""] * SQUARE_COUNT, "dice_used": [], "specials_this_round": [], "specials_used": [], "ended": False,
    }


def roll(rng: Rng) -> list[str]:
    """One shared roll: a face of every die, in die order."""
    return [rng.choice(faces) for faces in DICE_FACES]


def remaining_dice(state: State, seat: int) -> list[int]:
    used = state["seats"][seat]["dice_used"]
    return [die for die in range(len(state["dice"])) if die not in used]


def specials_left(seat: dict) -> list[str]:
    """The special routes a seat may still draw this round (each once, one a round, three a game)."""
    if len(seat["specials_this_round"]) >= SPECIALS_PER_ROUND or len(seat["specials_used"]) >= SPECIALS_PER_GAME:
        return []
    return [special for special in sorted(SPECIALS) if special not in seat["specials_used"]]


def drawn_code(edges: str, overpass: bool) -> str:
    """The board code of a drawn route as recorded in an event."""
    return edges + OVERPASS if overpass else edges
