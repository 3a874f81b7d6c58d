"""Final scoring of one board (rulebook "Jak počítat body").

The breakdown of a board, in this order (docs/rules/railroad-ink.md explains each):
  exits            points of every exit network by `exit_network_points`
  longest_highway  squares of the longest highway (longest simple path of squares joined H to H)
  longest_railway  the same for railway
  center           centre squares holding a route (1 point each)
  errors           route ends that face neither a matching route nor the board edge (-1 point each)
  expansion        with an expansion only: its points (expansions.expansion_score); its errors
                   (open lava sides, less route ends into craters) are in `errors`
  total            exits + longest_highway + longest_railway + center (+ expansion) - errors

`score_board` scores a raw board in the API format (the `BoardScoring` protocol) and validates it."""
from __future__ import annotations

from itertools import product
from operator import lshift

from domain.core.rules import RuleViolation
from domain.railroad_ink import bitboard
from domain.railroad_ink.board import (
    COLS,
    CRATER,
    KINDS,
    LAVA,
    NONE,
    OVERPASS,
    ROWS,
    SIDES,
    SQUARE_COUNT,
    holds_route,
)
from domain.railroad_ink.expansions import EXPANSIONS, LAVA_LAKES, METEOR, expansion_score
from domain.railroad_ink.longest_route import longest_path

ROUTE_CODES: tuple[str, ...] = tuple("".join(p) for p in product((NONE, *KINDS), repeat=4)) + tuple(
    kinds + OVERPASS for kinds in ("HRHR", "RHRH")
)
LAVA_CODES: tuple[str, ...] = tuple("".join(p) for p in product((NONE, LAVA), repeat=4))[1:]
CODES: tuple[str, ...] = ROUTE_CODES + LAVA_CODES + (CRATER,)
"""Every edge code a board square may hold."""


def _segment_of(code: str) -> tuple[int, int, int, int]:
    """Per side, which route segment of the square it belongs to: an overpass keeps N-S (0) apart from
    E-W (1); any other square joins all its sides (0). -1 for a blank side."""
    if code.endswith(OVERPASS):
        return (0, 1, 0, 1)
    return tuple(0 if code[side] in KINDS else -1 for side in range(4))


CODE_BITS: dict[str, int] = {"": 0} | {code: bitboard.square_bits(code, _segment_of(code)) for code in CODES}
"""Each code's bits in a bitboard, at square 0."""


def score(board: list[str], expansions: list[str] | tuple[str, ...] = ()) -> dict[str, int]:
    """The breakdown of a board in the internal format (see board.py), played with `expansions`."""
    drawn = sum(map(lshift, map(CODE_BITS.__getitem__, board), range(SQUARE_COUNT)))
    return _scored(drawn, expansion_score(board, expansions) if expansions else None)


def _scored(drawn: int, expansion: tuple[int, int] | None = None) -> dict[str, int]:
    """The breakdown of a bitboard; `expansion`: (points, change to the errors) of its expansions, if any."""
    north, east, south, west = bitboard.sides(drawn)
    east_links, south_links = bitboard.links(north, east, south, west)
    holding = north | east | south | west  # the squares holding a highway; a railway
    highway, railway = bitboard.longest_routes(holding, east_links, south_links)
    if highway is None:
        highway = longest_path(bitboard.route_links(holding, east_links, south_links, "H"))
    if railway is None:
        railway = longest_path(bitboard.route_links(holding, east_links, south_links, "R"))
    breakdown = {
        "exits": bitboard.exit_points(drawn, north, east, south, west, east_links, south_links),
        "longest_highway": highway,
        "longest_railway": railway,
        "center": bitboard.center(holding),
    }
    errors = bitboard.errors(drawn, east_links, south_links)
    if expansion is not None:
        breakdown["expansion"], more_errors = expansion
        errors += more_errors
    total = sum(breakdown.values()) - errors
    breakdown["errors"] = errors
    breakdown["total"] = total
    return breakdown


_SQUARE_KEYS = frozenset({"row", "col", "edges", "overpass"})
_CODE_OF = {(code[:4], code.endswith(OVERPASS)): code for code in ROUTE_CODES}
_INDEX_OF = {(row, col): row * COLS + col for row in range(ROWS) for col in range(COLS)}


def parse_board(board: object) -> list[str]:
    """The internal board of a raw API board `{"squares": [{row, col, edges, overpass}]}`, with an
    expansion also `expansions`, `craters: [{row, col}]` (meteor) and `lava: [{row, col, edges}]`."""
    squares = board.get("squares") if isinstance(board, dict) else None
    if not isinstance(squares, list):
        _bad('a board is {"squares": [...]}')
    out = [""] * SQUARE_COUNT
    for n, square in enumerate(squares):
        try:
            row, col, overpass = square["row"], square["col"], square.get("overpass", False)
            i = _INDEX_OF[row, col]
            code = _CODE_OF[square["edges"], overpass]
        except (TypeError, KeyError, AttributeError):
            i = code = None
        if (
            code is None
            or type(row) is not int
            or type(col) is not int
            or type(overpass) is not bool
            or not square.keys() <= _SQUARE_KEYS
        ):
            _explain(n, square)
        if out[i]:
            _bad(f"square {n}: row {row}, col {col} is listed twice", square=n)
        out[i] = code
    expansions = expansions_of(board)
    for name, expansion in _EXPANSION_SQUARES.items():
        entries = board.get(name, [])
        if not isinstance(entries, list):
            _bad(f"{name} must be a list")
        if entries and expansion not in expansions:
            _bad(f"{name} need the {expansion} expansion in the board's expansions")
        for n, entry in enumerate(entries):
            i, code = _expansion_square(name, n, entry)
            if out[i]:
                _bad(f"{name} {n}: row {entry['row']}, col {entry['col']} is listed twice", **{name: n})
            out[i] = code
    return out


_EXPANSION_SQUARES = {"craters": METEOR, "lava": LAVA_LAKES}
"""The API board's list of each expansion's squares, and the expansion it needs."""


def expansions_of(board: object) -> list[str]:
    """The expansions a raw API board was played with (`expansions`, default none), in game order."""
    expansions = board.get("expansions", []) if isinstance(board, dict) else []
    if not isinstance(expansions, list) or any(name not in EXPANSIONS for name in expansions):
        _bad(f"expansions must be a list of {', '.join(EXPANSIONS)}")
    twice = [name for name in EXPANSIONS if expansions.count(name) > 1]
    if twice:
        _bad(f"expansions must list each expansion at most once: {', '.join(twice)} twice", twice=twice)
    return [name for name in EXPANSIONS if name in expansions]


def _expansion_square(name: str, n: int, entry: object) -> tuple[int, str]:
    """(square, code) of entry `n` of the list `name` (craters or lava) of a raw board."""
    keys = {"row", "col", "edges"} if name == "lava" else {"row", "col"}
    if not isinstance(entry, dict) or entry.keys() != keys:
        _bad(f"{name} {n} must have exactly {', '.join(sorted(keys))}", **{name: n})
    _check_place(f"{name} {n}", entry, **{name: n})
    square = _INDEX_OF[entry["row"], entry["col"]]
    if name == "craters":
        return square, CRATER
    if entry["edges"] not in LAVA_CODES:
        _bad(f"lava {n}: edges must be four letters for the sides {SIDES}, each {LAVA} or _, at least one {LAVA}",
             lava=n, field="edges")
    return square, entry["edges"]


def _check_place(what: str, entry: dict, **details: object) -> None:
    """Refuse a row or col that is not an integer on the board."""
    for field, size in (("row", ROWS), ("col", COLS)):
        # type(): True and 1.0 equal 1 to Python, and would pass for row or col 1
        if type(entry[field]) is not int or not 0 <= entry[field] < size:
            _bad(f"{what}: {field} must be an integer from 0 to {size - 1}", field=field, **details)


def _explain(n: int, square: object) -> None:
    """Raise the reason why entry `n` of a board's squares is malformed."""
    if not isinstance(square, dict) or not {"row", "col", "edges"} <= square.keys() <= _SQUARE_KEYS:
        _bad(f"square {n} must have row, col, edges and optionally overpass", square=n)
    _check_place(f"square {n}", square, square=n)
    overpass = square.get("overpass", False)
    if type(overpass) is not bool:
        _bad(f"square {n}: overpass must be true or false", square=n, field="overpass")
    _bad(
        f"square {n}: edges must be four letters for the sides {SIDES}, each H, R or _"
        + ("; an overpass is HRHR or RHRH" if overpass else ""),
        square=n, field="edges",
    )


def _bad(message: str, **details: object) -> None:
    raise RuleViolation("railroad_ink.bad_board", message, **details)


def score_board(board: dict) -> dict[str, int]:
    """The breakdown of a raw API board; RuleViolation `railroad_ink.bad_board` if malformed."""
    drawn = _drawn_at_a_glance(board)
    if drawn is None:
        return score(parse_board(board), expansions_of(board))
    return _scored(drawn)


_DRAWN_AT = {
    (row, col, code[:4], code.endswith(OVERPASS)): CODE_BITS[code] << _INDEX_OF[row, col]
    for (row, col), code in product(_INDEX_OF, ROUTE_CODES)
}
"""A well-formed API square's (row, col, edges, overpass): its bits in a bitboard."""
_EXPANSION_KEYS = frozenset({"expansions", *_EXPANSION_SQUARES})


def _drawn_at_a_glance(board: object) -> int | None:
    """The bitboard of an API board without expansions whose squares are all well formed, checked by a few
    operations a square; None for any other board, which parse_board reads again (and refuses with the first
    rule broken)."""
    if not isinstance(board, dict) or not _EXPANSION_KEYS.isdisjoint(board):
        return None
    squares = board.get("squares")
    if type(squares) is not list:
        return None
    drawn = 0
    try:
        for square in squares:
            if len(square) == 4:  # row, col, edges and overpass, nothing else: a key missing is a KeyError
                overpass = square["overpass"]
            elif len(square) == 3:
                overpass = False
            else:
                return None
            row, col = square["row"], square["col"]
            if type(row) is not int or type(col) is not int or type(overpass) is not bool:
                return None  # True and 1.0 are 1 to a dict, not to a board
            drawn += _DRAWN_AT[row, col, square["edges"], overpass]
    except (TypeError, KeyError, AttributeError):
        return None
    if (drawn & bitboard.SQUARES).bit_count() != len(squares):
        return None  # a square listed twice (its bits carried)
    return drawn


def to_api(board: list[str], expansions: list[str] | tuple[str, ...] = ()) -> dict:
    """A board in the API format (squares in row-major order); with expansions, also the expansions
    and their craters and lava."""
    out: dict = {
        "squares": [
            {"row": i // COLS, "col": i % COLS, "edges": code[:4], "overpass": code.endswith(OVERPASS)}
            for i, code in enumerate(board)
            if holds_route(code)
        ]
    }
    if expansions:
        out["expansions"] = list(expansions)
    if METEOR in expansions:
        out["craters"] = [{"row": i // COLS, "col": i % COLS} for i, code in enumerate(board) if code == CRATER]
    if LAVA_LAKES in expansions:
        out["lava"] = [
            {"row": i // COLS, "col": i % COLS, "edges": code} for i, code in enumerate(board) if LAVA in code
        ]
    return out
