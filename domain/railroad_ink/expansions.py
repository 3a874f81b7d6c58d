"""The Meteor and Lava expansions (rulebook "ROZŠÍŘENÍ"): their dice, where a meteor strikes, where
lava and volcanoes may be drawn, and their end-of-game points. The dice faces are this package's
reconstruction of the rulebook's pictures (content/expansions.json, content/PROVENANCE.md)."""
from __future__ import annotations

from domain.core.content import content_reader
from domain.core.rng import Rng
from domain.railroad_ink.board import (
    COLS,
    CRATER,
    KINDS,
    LAVA,
    NEIGHBOURS,
    OPPOSITE,
    ROUNDS,
    ROWS,
    SQUARE_COUNT,
    holds_lava,
    holds_route,
    index,
    orientations,
)

CONTENT = content_reader(__package__)("expansions")
EXPANSIONS: tuple[str, ...] = tuple(CONTENT["order"])
"""Every expansion, in the order a game lists them."""
METEOR, LAVA_LAKES = EXPANSIONS
ANY_DIRECTION = "any"
DIRECTION_FACES: list[str] = CONTENT["meteor"]["direction_die"]
DISTANCE_FACES: list[int] = CONTENT["meteor"]["distance_die"]
LAVA_PIECES: dict[str, str] = CONTENT["lava"]["pieces"]
LAVA_DIE_FACES: list[str] = CONTENT["lava"]["die_faces"]
LAVA_DICE: int = CONTENT["lava"]["dice"]
VOLCANO: str = CONTENT["lava"]["volcano"]
MIDDLE = index(ROWS // 2, COLS // 2)
"""The square in the middle of the board: the first volcano, and where the first meteor counts from."""
CLOSED_LAKE_POINTS: int = CONTENT["lava"]["points_per_closed_lake"]
CRATER_ROUTE_POINTS: int = CONTENT["meteor"]["points_per_route_into_a_crater"]


def rounds(expansions: list[str]) -> int:
    """An expansion may shorten the game ("Partie trvá pouze 6 kol"); with both, the shorter count."""
    return min((CONTENT[name]["rounds"] for name in expansions), default=ROUNDS)


def roll_expansion_dice(rng: Rng, expansions: list[str]) -> dict:
    """The expansion dice of one roll, as recorded in `dice_rolled` (after the route dice)."""
    out: dict = {}
    if METEOR in expansions:
        out["meteor"] = {"direction": rng.choice(DIRECTION_FACES), "distance": rng.choice(DISTANCE_FACES)}
    if LAVA_LAKES in expansions:
        out["lava"] = [rng.choice(LAVA_DIE_FACES) for _ in range(LAVA_DICE)]
    return out


# -- meteors ----------------------------------------------------------------------------------------

def _step(square: int, side: int) -> tuple[int, int]:
    """One square on towards `side`; at the board edge the meteor bounces back the other way."""
    if NEIGHBOURS[square][side] < 0:
        side = OPPOSITE[side]
    return NEIGHBOURS[square][side], side


def strike(board: list[str], start: int, side: int, distance: int) -> int:
    """The square a meteor strikes: `distance` squares from `start` towards `side`, bouncing at the
    edge, then on past craters. A line has 7 squares and a game at most 5 craters before its last
    strike, so the search always ends."""
    square = start
    for _ in range(distance):
        square, side = _step(square, side)
    while board[square] == CRATER:
        square, side = _step(square, side)
    return square


def routes_into_craters(board: list[str]) -> int:
    """Route ends (highway or railway sides) that face a crater."""
    return sum(
        1
        for i, code in enumerate(board) if code == CRATER
        for side, j in enumerate(NEIGHBOURS[i]) if j >= 0 and board[j] and board[j][OPPOSITE[side]] in KINDS
    )


# -- lava -------------------------------------------------------------------------------------------

def _lava_faces(board: list[str], j: int, side: int) -> bool:
    """Whether square j has lava on its side facing `side` of its neighbour."""
    return bool(board[j]) and board[j][OPPOSITE[side]] == LAVA


def open_lava_sides(board: list[str]) -> list[tuple[int, int]]:
    """(lava square, neighbour) for every lava side facing a square of the board that does not
    continue the lava (empty, a route, a crater, or lava with no lava on that side)."""
    return [
        (i, j)
        for i, code in enumerate(board) if holds_lava(code)
        for side, j in enumerate(NEIGHBOURS[i])
        if code[side] == LAVA and j >= 0 and not _lava_faces(board, j, side)
    ]


def lava_connects(board: list[str], i: int, code: str) -> bool:
    """New lava must continue lava already drawn: one of its lava sides faces a lava side."""
    return any(
        code[side] == LAVA and j >= 0 and _lava_faces(board, j, side) for side, j in enumerate(NEIGHBOURS[i])
    )


def lava_placements(board: list[str], code: str) -> list[tuple[int, int, bool]]:
    """(square, rotation, mirrored) of every legal placement of a lava piece, one per distinct
    orientation, on the empty squares an open lava side faces."""
    room = sorted({j for _, j in open_lava_sides(board) if not board[j]})
    return [
        (i, rotation, mirrored)
        for i in room
        for rotation, mirrored, oriented in orientations(code)
        if lava_connects(board, i, oriented)
    ]


def volcano_squares(board: list[str]) -> list[int]:
    """Empty squares next to no square with lava: where a new volcano may be drawn."""
    return [
        i for i in range(SQUARE_COUNT)
        if not board[i] and not any(j >= 0 and holds_lava(board[j]) for j in NEIGHBOURS[i])
    ]


def routes_beside_lava(board: list[str]) -> list[int]:
    """Squares with a route that an open lava side faces: erasing one makes room for lava."""
    return sorted({j for _, j in open_lava_sides(board) if holds_route(board[j])})


def lava_lakes(board: list[str]) -> list[tuple[int, bool]]:
    """(squares, closed) of every lava lake: lava squares joined lava side to lava side. A lake is
    closed when none of its lava sides is open."""
    open_at = {i for i, _ in open_lava_sides(board)}
    seen: set[int] = set()
    lakes = []
    for start, code in enumerate(board):
        if start in seen or not holds_lava(code):
            continue
        seen.add(start)
        todo, size, closed = [start], 0, True
        while todo:
            i = todo.pop()
            size += 1
            closed = closed and i not in open_at
            for side, j in enumerate(NEIGHBOURS[i]):
                if board[i][side] == LAVA and j >= 0 and j not in seen and _lava_faces(board, j, side):
                    seen.add(j)
                    todo.append(j)
        lakes.append((size, closed))
    return lakes


def expansion_score(board: list[str], expansions: list[str]) -> tuple[int, int]:
    """(expansion points, change to the error count) of a board.

    Meteors: 2 points per route end into a crater, and those ends are not errors. Lava: 5 points per
    closed lake and 1 per square of the largest lake; every open lava side is an error."""
    points = errors = 0
    if METEOR in expansions:
        into_craters = routes_into_craters(board)
        points += CRATER_ROUTE_POINTS * into_craters
        errors -= into_craters
    if LAVA_LAKES in expansions:
        lakes = lava_lakes(board)
        points += CLOSED_LAKE_POINTS * sum(closed for _, closed in lakes) + max((size for size, _ in lakes), default=0)
        errors += len(open_lava_sides(board))
    return points, errors
