"""A board as one integer of bits, for final scoring: links, open ends, the centre, the exit networks and
the longest routes are found by a few operations on whole boards of bits, not by a step per square, which
is what lets bulk scoring reach tens of thousands of boards a second on one core (issue 42).

The bitboard of a board is the sum of `square_bits(code, segments) << square` over its squares (square =
row * COLS + col). Each thing a square may hold has its own slot of SQUARE_COUNT bits, whose bit `square`
says whether that square holds it:
  slot 0        the square is drawn (the API format's check counts them: a square listed twice shows)
  slots 1-8     a route end on a side: N, E, S, W, for each a highway slot then a railway slot
  slot 9        the square's sides make two route segments (an overpass): its N-S and E-W do not join
A highway slot and the railway slot after it are worked as one pair, both kinds at once. A step to the
next square east is a shift by 1 and south by COLS; the masks below keep only squares that have a
neighbour that way, so no bit is taken across the board edge or from one slot into the next."""
from __future__ import annotations

from struct import Struct

from domain.railroad_ink.board import (
    CENTER,
    COLS,
    EXIT_NETWORK_POINTS,
    EXITS,
    KINDS,
    NEIGHBOURS,
    SQUARE_COUNT,
)

SLOT = SQUARE_COUNT
SQUARES = (1 << SQUARE_COUNT) - 1
PAIR = (1 << 2 * SLOT) - 1
KIND_SHIFT = {kind: n * SLOT for n, kind in enumerate(KINDS)}
"""Where a kind's bits start within a pair of slots."""
_SIDE_SLOT = (1 * SLOT, 3 * SLOT, 5 * SLOT, 7 * SLOT)
"""Where the pair of each side's route ends starts: N, E, S, W."""
_CROSSING = 9 * SLOT


def square_bits(code: str, segments: tuple[int, ...]) -> int:
    """A square's bits at square 0: `code` an edge code, `segments` the route segment of each side (-1 blank)."""
    bits = 1
    for side, kind in enumerate(code[:4]):
        if kind in KINDS:
            bits |= 1 << _SIDE_SLOT[side] + KIND_SHIFT[kind]
    if max(segments) > 0:
        bits |= 1 << _CROSSING
    return bits


def _squares(keep) -> int:
    return sum(1 << i for i in range(SQUARE_COUNT) if keep(i))


def _both(squares: int) -> int:
    """The same squares for both kinds of a pair."""
    return squares | squares << SLOT


_INSIDE = tuple(_squares(lambda i, side=side: NEIGHBOURS[i][side] >= 0) for side in range(4))
"""Per side, the squares with a neighbour on that side (not the board edge)."""
_EAST_INSIDE, _SOUTH_INSIDE = _both(_INSIDE[1]), _both(_INSIDE[2])
_INNER_ENDS = sum(_both(_INSIDE[side]) << _SIDE_SLOT[side] for side in range(4))
"""A route end on these bits faces another square: joined to it, or an error."""
_CENTER = _squares(lambda i: i in CENTER)
_EXIT_ENDS = tuple(
    sum(1 << square + KIND_SHIFT[kind] for square, exit_side, kind in EXITS if exit_side == side) for side in range(4)
)
"""Per side, the pair's bits of a route end meeting the exit on that side of the square (one exit a square)."""

LANES = len(EXITS)
"""The exit networks are found by one flood a touched exit, every flood in its own 64-bit lane of one integer."""
_LANE = 64
_EVERY_LANE = sum(1 << _LANE * lane for lane in range(LANES))
_EXITS_N_S, _EXITS_E_W = (
    sum(1 << _LANE * lane + square for lane, (square, side, _) in enumerate(EXITS) if side in sides) for sides in ((0, 2), (1, 3))
)
"""In each lane, its own exit's square if the exit is on the N or S side (the E or W side)."""
_N_S_EXIT_SQUARES, _E_W_EXIT_SQUARES = (
    sum(1 << square for square, side, _ in EXITS if side in sides) * _EVERY_LANE for sides in ((0, 2), (1, 3))
)
"""In every lane, the squares of the exits on their N or S side (E or W side)."""
_LANE_WORDS = Struct(f"<{LANES}Q")
_NETWORK_POINTS = tuple(EXIT_NETWORK_POINTS.get(count, 0) for count in range(LANES + 1))


def sides(board: int) -> tuple[int, int, int, int]:
    """The pairs of route ends on the N, E, S and W sides of the squares."""
    north, east, south, west = _SIDE_SLOT
    return board >> north & PAIR, board >> east & PAIR, board >> south & PAIR, board >> west & PAIR


def links(north: int, east: int, south: int, west: int) -> tuple[int, int]:
    """(pairs joined east, pairs joined south): a square's bit when its route end meets the same kind of
    route end of the square east (south) of it."""
    return east & west >> 1 & _EAST_INSIDE, south & north >> COLS & _SOUTH_INSIDE


def errors(board: int, east: int, south: int) -> int:
    """Route ends facing another square that are not joined to it (ends at the board edge never count)."""
    return (board & _INNER_ENDS).bit_count() - 2 * (east.bit_count() + south.bit_count())


def center(holding: int) -> int:
    """Centre squares holding a route, of the pair of squares holding a highway; a railway."""
    return ((holding | holding >> SLOT) & _CENTER).bit_count()


def exit_points(board: int, north: int, east: int, south: int, west: int, east_links: int, south_links: int) -> int:
    """Points of the exit networks: the exits each touched exit's flood reaches, counted once a network.

    A flood keeps two sets: squares reached at their N-S sides and at their E-W sides, which are the same
    squares except at an overpass. A step goes one square further every way; it stops when nothing changes,
    after as many steps as the farthest square of a network is from its exit."""
    to_exits = north & _EXIT_ENDS[0] | east & _EXIT_ENDS[1] | south & _EXIT_ENDS[2] | west & _EXIT_ENDS[3]
    touched = (to_exits | to_exits >> SLOT) & SQUARES
    if touched.bit_count() < 2:
        return 0  # one exit or none: no network of two
    touched *= _EVERY_LANE
    across = ((east_links | east_links >> SLOT) & SQUARES) * _EVERY_LANE
    down = ((south_links | south_links >> SLOT) & SQUARES) * _EVERY_LANE
    joining = (~board >> _CROSSING & SQUARES) * _EVERY_LANE
    up_down, sideways = touched & _EXITS_N_S, touched & _EXITS_E_W
    while True:
        v = up_down | (up_down & down) << COLS | up_down >> COLS & down
        h = sideways | (sideways & across) << 1 | sideways >> 1 & across
        both = (v | h) & joining
        v |= both
        h |= both
        if v == up_down and h == sideways:
            break
        up_down, sideways = v, h
    reached = ((up_down & _N_S_EXIT_SQUARES | sideways & _E_W_EXIT_SQUARES) & touched).to_bytes(_LANE // 8 * LANES, "little")
    return sum(map(_NETWORK_POINTS.__getitem__, map(int.bit_count, set(_LANE_WORDS.unpack(reached)))))


def longest_routes(holding: int, east: int, south: int) -> tuple[int | None, int | None]:
    """Squares on the longest highway and on the longest railway; None for a kind with a loop.

    Without a loop a network is a tree, and its longest route is its diameter. All the leaves of every tree
    are taken away at once, round after round: a tree whose longest route has d links loses its last links
    in round ceil(d / 2), as a lone pair (d odd) or leaving one square alone (d even). What still has links
    when no leaf is left is a loop."""
    highway = 0 if holding & SQUARES else -1  # links of the longest highway so far; -1: no highway at all
    railway = 0 if holding >> SLOT else -1
    alive = holding
    kept = rounds = 0
    while True:
        e = east & alive & alive >> 1
        s = south & alive & alive >> COLS
        w, n = e << 1, s << COLS
        horizontal, vertical = e | w, s | n
        linked = horizontal | vertical
        alone = kept & ~linked  # lost their last links with the last round's leaves: a route of 2 * rounds links
        if alone & SQUARES:
            highway = 2 * rounds
        if alone >> SLOT:
            railway = 2 * rounds
        leaves = linked & ~(e & w | s & n | horizontal & vertical)
        if not leaves:
            break
        rounds += 1
        if leaves & SQUARES:
            highway = 2 * rounds - 1
        if leaves >> SLOT:
            railway = 2 * rounds - 1
        kept = linked & ~leaves
        alive &= ~leaves
    return None if linked & SQUARES else highway + 1, None if linked >> SLOT else railway + 1


def route_links(holding: int, east: int, south: int, kind: str) -> dict[int, list[int]]:
    """{square: squares it is joined to} for every square holding `kind`, for the exact search of a loop."""
    shift = KIND_SHIFT[kind]
    out: dict[int, list[int]] = {i: [] for i in _bits(holding >> shift & SQUARES)}
    for joined, step in ((east >> shift & SQUARES, 1), (south >> shift & SQUARES, COLS)):
        for i in _bits(joined):
            out[i].append(i + step)
            out[i + step].append(i)
    return out


def _bits(squares: int) -> list[int]:
    out = []
    while squares:
        lowest = squares & -squares
        out.append(lowest.bit_length() - 1)
        squares ^= lowest
    return out
