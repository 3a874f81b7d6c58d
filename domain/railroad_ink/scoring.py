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

from functools import cache
from itertools import product

from domain.core.rules import RuleViolation
from domain.railroad_ink.board import (
    CENTER,
    COLS,
    CRATER,
    EXIT_NETWORK_POINTS,
    EXITS,
    KINDS,
    LAVA,
    NEIGHBOURS,
    NONE,
    OPPOSITE,
    OVERPASS,
    ROWS,
    SIDES,
    SQUARE_COUNT,
    holds_route,
)
from domain.railroad_ink.expansions import EXPANSIONS, LAVA_LAKES, METEOR, expansion_score

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


SEGMENT_OF = {code: _segment_of(code) for code in CODES}
HOLDS_ROUTE = {code: holds_route(code) for code in CODES}


@cache
def _inner_ends(inner_sides: tuple[int, ...]) -> dict[str, int]:
    """Per code, its route ends on `inner_sides`: made once for each of the board's nine kinds of square (four
    corners, four edges, inside), not for each of its 49 squares, as every process that scores imports this."""
    return {code: sum(1 for side in inner_sides if code[side] in KINDS) for code in CODES}


INNER_ENDS: tuple[dict[str, int], ...] = tuple(
    _inner_ends(tuple(side for side in range(4) if NEIGHBOURS[i][side] >= 0)) for i in range(SQUARE_COUNT)
)
"""INNER_ENDS[i][code]: route ends of square i that face another square (not the board edge)."""
FORWARD: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple((NEIGHBOURS[i][side], side, OPPOSITE[side]) for side in (1, 2) if NEIGHBOURS[i][side] >= 0)
    for i in range(SQUARE_COUNT)
)
"""FORWARD[i]: (square, side of i, facing side) for i's neighbours E and S, so each pair is met once."""


def score(board: list[str], expansions: list[str] | tuple[str, ...] = ()) -> dict[str, int]:
    """The breakdown of a board in the internal format (see board.py), played with `expansions`.

    Every pair of neighbouring squares is looked at once: a matching pair of ends is a link of the
    highway or railway graph (for the longest routes) and joins the two route segments into one
    network (union-find over segments, two per square for an overpass). Every inner end not in a
    link is an error."""
    occupied = [i for i, code in enumerate(board) if code]
    links = {kind: {i: [] for i in occupied if kind in board[i]} for kind in KINDS}
    network = list(range(2 * SQUARE_COUNT))
    ends = joined = 0
    for i in occupied:
        code = board[i]
        ends += INNER_ENDS[i][code]
        for j, side, facing in FORWARD[i]:
            other = board[j]
            kind = code[side]
            if other and kind in KINDS and kind == other[facing]:
                joined += 1
                links[kind][i].append(j)
                links[kind][j].append(i)
                network[_network(network, 2 * i + SEGMENT_OF[code][side])] = _network(
                    network, 2 * j + SEGMENT_OF[other][facing]
                )
    exits_of: dict[int, int] = {}
    for i, side, kind in EXITS:
        code = board[i]
        if code and code[side] == kind:
            root = _network(network, 2 * i + SEGMENT_OF[code][side])
            exits_of[root] = exits_of.get(root, 0) + 1
    exits = sum(EXIT_NETWORK_POINTS.get(count, 0) for count in exits_of.values())
    errors = ends - 2 * joined  # an end at the board edge is never an error: INNER_ENDS leaves those out
    highway = longest_path(links["H"])
    railway = longest_path(links["R"])
    center = len([i for i in CENTER if board[i] and HOLDS_ROUTE[board[i]]])
    breakdown = {"exits": exits, "longest_highway": highway, "longest_railway": railway, "center": center}
    if expansions:
        points, more_errors = expansion_score(board, expansions)
        breakdown["expansion"] = points
        errors += more_errors
    return {**breakdown, "errors": errors, "total": sum(breakdown.values()) - errors}


def _network(parent: list[int], node: int) -> int:
    """The representative segment of `node`'s network (union-find with path halving)."""
    while parent[node] != node:
        parent[node] = node = parent[parent[node]]
    return node


def longest_path(links: dict[int, list[int]]) -> int:
    """Squares on the longest simple path of a graph (no square twice: loops and branches don't count)."""
    best = 0
    unseen = set(links)
    while unseen:
        start = unseen.pop()
        ways = links[start]
        if not ways:
            best = best or 1  # a square on its own, the most common case
            continue
        if len(ways) == 1 and len(links[ways[0]]) == 1:
            unseen.discard(ways[0])
            best = max(best, 2)  # two squares joined to nothing else, the next most common
            continue
        reached, far, links_twice, branched = _sweep(links, start)
        unseen -= reached.keys()
        size = len(reached)
        if size <= best:
            continue
        if links_twice != 2 * (size - 1):
            best = max(best, _looped_longest(links, list(reached)))
        elif not branched:
            best = size  # a plain line
        else:  # a tree: its diameter, from a farthest square to the square farthest from that
            depth, end, _, _ = _sweep(links, far)
            best = max(best, depth[end])
    return best


def _sweep(links: dict[int, list[int]], start: int) -> tuple[dict[int, int], int, int, bool]:
    """Breadth-first from `start`: ({square: squares on the way to it}, a farthest square,
    twice the number of links, whether any square has more than two links)."""
    depth = {start: 1}
    frontier = [start]
    last = start
    links_twice = 0
    branched = False
    while frontier:
        nxt = []
        for v in frontier:
            ways = links[v]
            links_twice += len(ways)
            branched = branched or len(ways) > 2
            for u in ways:
                if u not in depth:
                    depth[u] = depth[v] + 1
                    nxt.append(u)
                    last = u
        frontier = nxt
    return depth, last, links_twice, branched


def _looped_longest(links: dict[int, list[int]], component: list[int]) -> int:
    """Longest simple path of a component with a loop, by dynamic programming over the grid.

    Squares are taken in row-major order over the component's bounding box. A state is the
    frontier between squares taken and squares to come: one plug per column (the link down from
    the square above) and one for the link right from the previous square. A plug is 0 (no path
    link), -1 (a path piece whose other end is already an end of the path), or a label shared by the
    two plugs of a piece whose both ends are still open. Each state keeps the most squares used.
    The work is bounded by the board width, so a dense board costs well under a second."""
    squares = set(component)
    rows = [i // COLS for i in squares]
    cols = [i % COLS for i in squares]
    first, last = min(cols), max(cols)
    width = last - first + 1  # plug `width` is the link from the previous square
    best = 1
    states: dict[tuple[int, ...], int] = {(0,) * (width + 1): 0}
    for i in (r * COLS + c for r in range(min(rows), max(rows) + 1) for c in range(first, last + 1)):
        column = i % COLS - first
        ways = links[i] if i in squares else ()
        down, right = i + COLS in ways, i % COLS < last and i + 1 in ways
        new: dict[tuple[int, ...], int] = {}
        for state, used in states.items():
            above, before = state[column], state[width]
            if not above and not before:
                _keep(new, state, used)  # the square stays off the path
            if not ways:
                continue
            rest = list(state)
            rest[column] = rest[width] = 0
            used += 1
            if above and before:  # the path passes through, joining two pieces
                if above == before and above > 0:
                    continue  # both ends of one piece: a loop
                if above == before == -1:
                    if not any(rest):
                        best = max(best, used)  # the two pieces make the whole path
                elif -1 in (above, before):
                    piece = before if above == -1 else above
                    _keep(new, [-1 if p == piece else p for p in rest], used)
                else:
                    _keep(new, [above if p == before else p for p in rest], used)
            elif above or before:  # a piece continues here: on down, on right, or it ends here
                piece = above or before
                for plug, possible in ((column, down), (width, right)):
                    if possible:
                        _keep(new, rest[:plug] + [piece] + rest[plug + 1:], used)
                if piece == -1:
                    if not any(rest):
                        best = max(best, used)
                elif rest.count(-1) < 2:
                    _keep(new, [-1 if p == piece else p for p in rest], used)
            else:  # a new piece starts here: passing through (down and right) or as an end of the path
                if down and right:
                    label = max(max(rest), 0) + 1
                    _keep(new, rest[:column] + [label] + rest[column + 1:width] + [label], used)
                if rest.count(-1) < 2:
                    for plug, possible in ((column, down), (width, right)):
                        if possible:
                            _keep(new, rest[:plug] + [-1] + rest[plug + 1:], used)
        states = new
    return best


def _keep(states: dict[tuple[int, ...], int], plugs: list[int] | tuple[int, ...], used: int) -> None:
    """Record a frontier state (labels renumbered in order, so equal states meet) with its best count."""
    names: dict[int, int] = {}
    key = tuple(names.setdefault(p, len(names) + 1) if p > 0 else p for p in plugs)
    if states.get(key, -1) < used:
        states[key] = used


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
    return score(parse_board(board), expansions_of(board))


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
