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
      # rules version 2 on:
      "drawn_this_round": [{"square", "die" or "special", "under": what the square held before}],
                                                      # this round's own routes, in order drawn
      # rules version 3 on:
      "erased_this_round": how many of this round's own routes the seat has erased this round,
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
from domain.core.rules import State, played_since, with_recorded_version
from domain.railroad_ink.board import (
    DICE_FACES,
    OVERPASS,
    SPECIALS,
    SPECIALS_PER_GAME,
    SPECIALS_PER_ROUND,
    SQUARE_COUNT,
    placement_problem,
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

ERASING_SINCE = 2
"""Rules version 2: a seat may erase the routes it drew this round, and draw their dice again."""

ERASES_BOUNDED_SINCE = 3
"""Rules version 3: a seat erases at most ERASES_PER_ROUND of its own routes of the round, so that
drawing and erasing cannot go on for ever (docs/rules/railroad-ink.md, interpretation 27)."""

ERASES_PER_ROUND = 2 * (len(DICE_FACES) + SPECIALS_PER_ROUND)
"""Every route a round can hold (its four dice and one special) taken back twice: 10."""

VOLCANOES_UNLIMITED_SINCE = 5
"""Rules version 5: any number of volcanoes a round (the rulebook limits only where one may go);
before, one a round (docs/rules/railroad-ink.md, interpretation 21)."""


def initial_state(started: dict) -> State:
    """The state set up by `game_started` (players, expansions, the recorded rules version)."""
    chosen = started.get("expansions", [])
    board = [""] * SQUARE_COUNT
    if LAVA_LAKES in chosen:
        board[MIDDLE] = VOLCANO  # "Na začátku hry nakreslete na pole uprostřed herního plánu sopku"
    state = with_recorded_version({"round": 0, "dice": [], "results": None, "winners": [], "finished": False}, started)
    if chosen:
        state["expansions"] = list(chosen)
    if METEOR in chosen:
        state["meteor"] = None
    if LAVA_LAKES in chosen:
        state["lava_dice"] = []
    state["seats"] = [{**new_seat(state), "board": list(board)} for _ in range(started["players"])]
    return state


def expansions(state: State) -> list[str]:
    return state.get("expansions", [])


def new_seat(state: State) -> dict:
    """A seat at the start of a round (its board and the lasting marks are carried over by evolve)."""
    seat = {
        "board": [""] * SQUARE_COUNT, "dice_used": [], "specials_this_round": [], "specials_used": [], "ended": False,
    }
    if played_since(state, ERASING_SINCE):
        seat["drawn_this_round"] = []
    if played_since(state, ERASES_BOUNDED_SINCE):
        seat["erased_this_round"] = 0
    if METEOR in expansions(state):
        seat |= {"meteor_at": MIDDLE, "meteor_pending": True}
    if LAVA_LAKES in expansions(state):
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


def volcano_limit_reached(state: State, seat: dict) -> bool:
    """Whether the seat has drawn the one volcano a round that rules versions 1 to 4 allow."""
    return seat["volcano_drawn"] and not played_since(state, VOLCANOES_UNLIMITED_SINCE)


def volcano_allowed(state: State, seat: dict) -> list[int]:
    """The squares where the seat may draw a volcano now."""
    return [] if volcano_limit_reached(state, seat) else volcano_squares(seat["board"])


def lava_owed(state: State, seat: int) -> bool:
    """Whether the seat must still draw lava this round: no lava die drawn yet, and one fits, or
    room for one can be made by a volcano or by erasing a route beside the lava (from version 3 a
    route of this round only while the seat has erasures left: it is never held in a round it may
    neither end nor erase in)."""
    if LAVA_LAKES not in expansions(state) or not state["lava_dice"]:  # (none rolled before the first round)
        return False
    mine = state["seats"][seat]
    erasable = [square for square in routes_beside_lava(mine["board"])
                if erases_left(mine) != 0 or drawn_at(mine, square) is None]
    return not mine["lava_used"] and (lava_fits(state, seat) or bool(volcano_allowed(state, mine)) or bool(erasable))


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


def drawn_at(seat: dict, square: int) -> dict | None:
    """The seat's record of the route it drew on `square` this round, or None."""
    return next((drawn for drawn in seat["drawn_this_round"] if drawn["square"] == square), None)


def stranded_by_erasing(seat: dict, square: int) -> int | None:
    """The first square drawn later this round than `square` whose route would continue nothing if
    the route on `square` were erased, or None. The later routes are drawn again in their order on
    the board without it: each must still continue an exit or a route, as when it was drawn."""
    board = list(seat["board"])
    drawn = seat["drawn_this_round"]
    start = drawn.index(drawn_at(seat, square))
    later = [(each["square"], board[each["square"]]) for each in drawn[start + 1:]]
    for each in drawn[start:]:
        board[each["square"]] = each["under"]
    for i, code in later:
        if placement_problem(board, i, code) is not None:
            return i
        board[i] = code
    return None


def erases_left(seat: dict) -> int | None:
    """How many more of this round's own routes the seat may erase (rules version 3; None before)."""
    return ERASES_PER_ROUND - seat["erased_this_round"] if "erased_this_round" in seat else None


def erasable_this_round(seat: dict) -> list[int]:
    """This round's routes the seat may erase: those no later route of the round needs, while it has
    erasures left this round."""
    if erases_left(seat) == 0:
        return []
    return [drawn["square"] for drawn in seat["drawn_this_round"] if stranded_by_erasing(seat, drawn["square"]) is None]


def given_back(seat: dict, square: int) -> dict:
    """The seat's round records once its route on `square`, drawn this round, is erased: the die or
    the special route may be drawn again this round."""
    erased = drawn_at(seat, square)
    return {
        "drawn_this_round": [drawn for drawn in seat["drawn_this_round"] if drawn is not erased],
        "dice_used": [die for die in seat["dice_used"] if die != erased.get("die")],
        "specials_this_round": [name for name in seat["specials_this_round"] if name != erased.get("special")],
        "specials_used": [name for name in seat["specials_used"] if name != erased.get("special")],
    }
