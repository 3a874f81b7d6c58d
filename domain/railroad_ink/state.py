"""The game state: plain JSON data, built and changed only by rules.evolve.

{
  "round": 1..7 (0 before the first roll; 6 rounds with an expansion),
  "dice": [route name per die, in die order]          # this round's shared roll
  "seats": [{
      "board": [edge code per square, "" empty],      # see board.py
      "dice_used": [die numbers drawn this round, in order drawn],
      "specials_this_round": [special names drawn or crossed out this round],
      "specials_used": [special names, in order drawn or crossed out],
      "ended": whether the seat has ended this round,
      # meteor only:
      "meteor_at": the square struck last (the middle square before the first strike),
      "meteor_pending": whether this round's meteor is still to strike or be ignored,
      # lava only:
      "lava_used": [lava die numbers drawn this round], "volcano_drawn": whether one was drawn this round,
  }],
  # with an expansion only (a base game's state is unchanged, so stored games keep their hashes):
  "expansions": [expansion names, in content order],
  "meteor": {"direction", "distance"} of this round's meteor dice,
  "lava_dice": [lava piece name per lava die],
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
from domain.railroad_ink.expansions import (
    LAVA_DICE,
    LAVA_LAKES,
    LAVA_PIECES,
    METEOR,
    MIDDLE,
    VOLCANO,
    lava_placements,
    routes_beside_lava,
    volcano_squares,
)


def initial_state(players: int, expansions: list[str]) -> State:
    board = [""] * SQUARE_COUNT
    if LAVA_LAKES in expansions:
        board[MIDDLE] = VOLCANO  # "Na začátku hry nakreslete na pole uprostřed herního plánu sopku"
    state = {
        "round": 0,
        "dice": [],
        "seats": [{**new_seat(expansions), "board": list(board)} for _ in range(players)],
        "results": None,
        "winners": [],
        "finished": False,
    }
    if expansions:
        state["expansions"] = list(expansions)
    if METEOR in expansions:
        state["meteor"] = None
    if LAVA_LAKES in expansions:
        state["lava_dice"] = []
    return state


def expansions(state: State) -> list[str]:
    return state.get("expansions", [])


def new_seat(expansions: list[str]) -> dict:
    """A seat at the start of a round (its board and the lasting marks are carried over by evolve)."""
    seat = {
        "board": [""] * SQUARE_COUNT, "dice_used": [], "specials_this_round": [], "specials_used": [], "ended": False,
    }
    if METEOR in expansions:
        seat |= {"meteor_at": MIDDLE, "meteor_pending": True}
    if LAVA_LAKES in expansions:
        seat |= {"lava_used": [], "volcano_drawn": False}
    return seat


def roll(rng: Rng) -> list[str]:
    """One shared roll: a face of every die, in die order."""
    return [rng.choice(faces) for faces in DICE_FACES]


def remaining_dice(state: State, seat: int) -> list[int]:
    used = state["seats"][seat]["dice_used"]
    return [die for die in range(len(state["dice"])) if die not in used]


def remaining_lava_dice(state: State, seat: int) -> list[int]:
    used = state["seats"][seat]["lava_used"]
    return [die for die in range(LAVA_DICE) if die not in used]


def volcano_allowed(seat: dict) -> list[int]:
    """The squares where the seat may draw a volcano now (one a round)."""
    return [] if seat["volcano_drawn"] else volcano_squares(seat["board"])


def lava_owed(state: State, seat: int) -> bool:
    """Whether the seat must still draw lava this round: no lava die drawn yet, and one fits, or
    room for one can be made by a volcano or by erasing a route beside the lava."""
    if LAVA_LAKES not in expansions(state):
        return False
    mine = state["seats"][seat]
    return not mine["lava_used"] and (
        lava_fits(state, seat) or bool(volcano_allowed(mine)) or bool(routes_beside_lava(mine["board"]))
    )


def lava_fits(state: State, seat: int) -> bool:
    """Whether a lava die not drawn yet this round has a legal placement."""
    board = state["seats"][seat]["board"]
    return any(
        lava_placements(board, LAVA_PIECES[state["lava_dice"][die]]) for die in remaining_lava_dice(state, seat)
    )


def specials_left(seat: dict) -> list[str]:
    """The special routes a seat may still draw this round (each once, one a round, three a game)."""
    if len(seat["specials_this_round"]) >= SPECIALS_PER_ROUND or len(seat["specials_used"]) >= SPECIALS_PER_GAME:
        return []
    return [special for special in sorted(SPECIALS) if special not in seat["specials_used"]]


def drawn_code(edges: str, overpass: bool) -> str:
    """The board code of a drawn route as recorded in an event."""
    return edges + OVERPASS if overpass else edges
