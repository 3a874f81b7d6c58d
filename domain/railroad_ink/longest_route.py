"""The longest highway or railway of a board with a loop: the longest simple path of squares ("nepočítáte
smyčky či rozvětvení"), exactly. A board without loops never comes here (bitboard.longest_routes)."""
from __future__ import annotations

from domain.railroad_ink.board import COLS


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
        if links_twice == 2 * size:  # one loop: few paths, walk them all
            best = max(best, _walked_longest(links, list(reached)))
        elif links_twice > 2 * size:
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


def _walked_longest(links: dict[int, list[int]], component: list[int]) -> int:
    """Longest simple path of a component with one loop, by walking every simple path from each of its ends
    (squares with one link). A longest path cannot end at a square with more links (each of them on the
    path, or it would go on) unless it is the loop alone: that end's other link closes the one loop, so both
    ends are on the loop and the path is the loop; and any square hanging off the loop makes a longer path
    (from it, in and round). A loop only doubles the ways a tree has: these are few, and walking them is
    quicker than the frontier programme (_looped_longest) which two loops or more need."""
    ways = {square: [(nxt, 1 << nxt) for nxt in links[square]] for square in component}
    best = 0

    def walk(square: int, seen: int, count: int) -> None:
        nonlocal best
        if count > best:
            best = count
        for nxt, bit in ways[square]:
            if not seen & bit:
                walk(nxt, seen | bit, count + 1)

    for start in component:
        if len(ways[start]) == 1:
            walk(start, 1 << start, 1)
    return best or len(component)  # no end: the loop alone


def _looped_longest(links: dict[int, list[int]], component: list[int]) -> int:
    """Longest simple path of a component with loops, by dynamic programming over the grid.

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
