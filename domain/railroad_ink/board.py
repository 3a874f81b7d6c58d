"""Board geometry and route pieces, all derived from content/railroad-ink.json.

A board is a list of `ROWS * COLS` edge codes, index `row * COLS + col`, "" for an empty square.
An edge code is the content's notation: four letters for the sides N, E, S, W (H highway, R railway,
_ none), with a trailing `*` on an overpass (its H and R cross without joining). The expansions add
lava squares (L where lava reaches a side, content/expansions.json) and the crater `CCCC`."""
from __future__ import annotations

from functools import cache

from domain.core.content import content_reader

CONTENT = content_reader(__package__)("railroad-ink")

SIDES = "NESW"
OVERPASS = "*"
NONE = "_"
KINDS = ("H", "R")
LAVA = "L"
CRATER = "CCCC"
ROWS, COLS = CONTENT["board"]["rows"], CONTENT["board"]["cols"]
SQUARE_COUNT = ROWS * COLS
OPPOSITE = (2, 3, 0, 1)
_STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))

ROUTE_FACES: dict[str, str] = CONTENT["route_dice"]["faces"]
DIE_B_FACES: dict[str, str] = CONTENT["die_b"]["faces"]
SPECIALS: dict[str, str] = CONTENT["special_routes"]
FACES: dict[str, str] = {**ROUTE_FACES, **DIE_B_FACES}
ROUNDS: int = CONTENT["rounds"]
SPECIALS_PER_ROUND: int = CONTENT["specials_per_round"]
SPECIALS_PER_GAME: int = CONTENT["specials_per_game"]
DICE_FACES: list[list[str]] = (
    [list(ROUTE_FACES)] * CONTENT["route_dice"]["count"]
    + [[face for face in DIE_B_FACES for _ in range(CONTENT["die_b"]["each_face_times"])]]
    * CONTENT["die_b"]["count"]
)
"""The faces of each die, in die order (route dice first, then die B), one entry per printed face."""
EXIT_NETWORK_POINTS: dict[int, int] = {int(k): v for k, v in CONTENT["exit_network_points"].items()}


def holds_route(code: str) -> bool:
    return any(side in KINDS for side in code[:4])


def holds_lava(code: str) -> bool:
    return LAVA in code


def index(row: int, col: int) -> int:
    return row * COLS + col


def _neighbour(i: int, side: int) -> int:
    row, col = divmod(i, COLS)
    row, col = row + _STEPS[side][0], col + _STEPS[side][1]
    return index(row, col) if 0 <= row < ROWS and 0 <= col < COLS else -1


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(_neighbour(i, side) for side in range(4)) for i in range(SQUARE_COUNT)
)
"""NEIGHBOURS[i][side]: the square across that side, -1 beyond the board edge."""

EXITS: tuple[tuple[int, int, str], ...] = tuple(
    (index(e["row"], e["col"]), SIDES.index(e["side"]), e["kind"]) for e in CONTENT["exits"]
)
"""(square, side, kind) of every exit, in content order."""
EXIT_KIND: tuple[tuple[str, ...], ...] = tuple(
    tuple(next((k for (s, d, k) in EXITS if s == i and d == side), NONE) for side in range(4))
    for i in range(SQUARE_COUNT)
)
"""EXIT_KIND[i][side]: "H"/"R" where an exit sits on that side of square i, else "_"."""

_center = CONTENT["board"]["center"]
CENTER: tuple[int, ...] = tuple(
    index(r, c)
    for r in range(_center["rows"][0], _center["rows"][1] + 1)
    for c in range(_center["cols"][0], _center["cols"][1] + 1)
)


def orient(code: str, rotation: int, mirrored: bool) -> str:
    """The piece mirrored left-right (E and W swapped) if asked, then turned `rotation` quarter turns
    clockwise (what faced N faces E after one turn)."""
    sides = code[:4]
    if mirrored:
        sides = sides[0] + sides[3] + sides[2] + sides[1]
    shift = rotation % 4
    sides = sides[4 - shift:] + sides[:4 - shift]
    return sides + code[4:]


@cache
def orientations(code: str) -> tuple[tuple[int, bool, str], ...]:
    """Every distinct orientation of a piece as (rotation, mirrored, oriented code), first of each kind."""
    seen: dict[str, tuple[int, bool, str]] = {}
    for mirrored in (False, True):
        for rotation in range(4):
            drawn = orient(code, rotation, mirrored)
            seen.setdefault(drawn, (rotation, mirrored, drawn))
    return tuple(seen.values())


PLACEMENT_MESSAGES = {
    "square_taken": "That square already holds a route or lava.",
    "not_connected": "A route must continue an exit or a route already drawn on at least one side.",
    "highway_meets_railway": "A highway may not meet a railway (or a railway exit) directly, nor a railway "
    "a highway; only a station joins them.",
}
"""Each `placement_problem` in words, as a refusal and a page say it."""


def placement_problem(board: list[str], i: int, code: str) -> str | None:
    """Why the piece `code` may not be drawn on empty square `i`, or None when it may.

    "not_connected": no side continues a matching route or exit; "highway_meets_railway": a highway
    side would face a railway side (of a route or an exit). Facing lava or a crater neither connects
    nor blocks."""
    connected = False
    neighbours = NEIGHBOURS[i]
    for side in range(4):
        kind = code[side]
        if kind == NONE:
            continue
        j = neighbours[side]
        facing = EXIT_KIND[i][side] if j < 0 else (board[j][OPPOSITE[side]] if board[j] else NONE)
        if facing == kind:
            connected = True
        elif facing in KINDS:
            return "highway_meets_railway"
    return None if connected else "not_connected"


def frontier(board: list[str]) -> list[int]:
    """Empty squares (or craters, which a route may replace) beside an exit or a route end: the only
    places where a new route can connect."""
    return [
        i for i in range(SQUARE_COUNT)
        if board[i] in ("", CRATER) and any(
            (EXIT_KIND[i][side] != NONE) if j < 0 else (board[j] != "" and board[j][OPPOSITE[side]] in KINDS)
            for side, j in enumerate(NEIGHBOURS[i])
        )
    ]


def legal_placements(board: list[str], code: str) -> list[tuple[int, int, bool]]:
    """(square, rotation, mirrored) of every legal placement of a piece, one per distinct orientation."""
    return [
        (i, rotation, mirrored)
        for i in frontier(board)
        for rotation, mirrored, oriented in orientations(code)
        if placement_problem(board, i, oriented) is None
    ]


def can_place(board: list[str], code: str) -> bool:
    return any(
        placement_problem(board, i, oriented) is None
        for i in frontier(board)
        for _, _, oriented in orientations(code)
    )
