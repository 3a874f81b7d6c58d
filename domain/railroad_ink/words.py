"""A Railroad Ink seat's turn in words, for its page (domain/core/targets.py `guide`): what to do next
("Choose a square on your board, then a die and how it turns.") and the commands beside the board; and
why a square of the seat's board takes none of the round's dice, in the rules' words."""
from __future__ import annotations

from domain.core import targets
from domain.railroad_ink.board import (
    CRATER,
    PLACEMENT_MESSAGES,
    SQUARE_COUNT,
    index,
    orientations,
    placement_problem,
)

PHRASES = {
    "place_route": "choose a square on your board, then a die and how it turns",
    "place_special": "place a special route on a square",
    "place_lava": "draw lava on a square",
    "draw_volcano": "draw a volcano on a square",
    "end_round": "end the round",
}
PLAIN = {"end_round": "End the round"}


def guide(root, legal: list[dict] | None) -> None:
    targets.guide(root, legal, targets.prompt(legal or [], PHRASES), lambda command: PLAIN.get(command["type"]))


def _codes(board: dict) -> list[str]:
    """A board of the view as the rules hold it: each square's sides (a crater's, lava's, or empty)."""
    codes = [""] * SQUARE_COUNT
    for crater in board.get("craters", []):
        codes[index(crater["row"], crater["col"])] = CRATER
    for drawn in [*board.get("lava", []), *board["squares"]]:
        codes[index(drawn["row"], drawn["col"])] = drawn["edges"]
    return codes


def why_not(view: dict, row: int, col: int) -> str | None:
    """Why none of the round's dice left to the viewer may be drawn on its square (row, col): the rules'
    own refusal (a square taken, no side continuing a route, a highway against a railway); None when a
    die would fit (another move is due first) or none is left."""
    left = [die["edges"] for die in view["dice"] if die["die"] in view.get("remaining_dice", ())]
    board = _codes(view["board"])
    square = index(row, col)
    if left and board[square] not in ("", CRATER):
        return PLACEMENT_MESSAGES["square_taken"]
    problems = {placement_problem(board, square, code) for edges in left for _, _, code in orientations(edges)}
    if not problems or None in problems:
        return None
    # a die that would join a route but for a highway against a railway says more than "not connected"
    return PLACEMENT_MESSAGES["highway_meets_railway" if "highway_meets_railway" in problems else "not_connected"]
