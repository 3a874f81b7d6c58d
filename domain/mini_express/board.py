"""Track on the hex grid: networks, the cities within a company's reach and every shortest route to them."""
from __future__ import annotations

from dataclasses import dataclass

from domain.core.rules import State
from domain.mini_express.content import Board, board, tables, xy


@dataclass(frozen=True)
class Route:
    """One shortest way to build to `city`: the landscape spaces in order from the network, and the
    network spaces it may start from (a player need not say which; the automa's choice depends on it)."""

    city: str
    path: tuple[str, ...]
    starts: tuple[str, ...]

    @property
    def trains(self) -> int:
        return len(self.path) + 1


def map_revision(state: State) -> int:
    """The rules version the game was set up under (a state or `game_set_up` data): cities moved on the
    map since then stay where they were in older games."""
    return int(state.get("rules_version", 0))


def board_of(state: State) -> Board:
    return board(state["map"], map_revision(state))


def landscape(state: State, cell: str) -> bool:
    """Track may run through a landscape space; cities never, port spaces only when Ports are not played."""
    return cell not in board_of(state).city_at and cell not in state["ports"]


def network(state: State, company: str) -> set[str]:
    return {cell for cell, present in state["cells"].items() if company in present}


def companies_in(state: State, cell: str) -> list[str]:
    return state["cells"].get(cell, [])


def capacity(state: State, city: str) -> int:
    """How many companies the city takes: as printed, or 2 everywhere in a first game (the rulebook's
    simplification, an option recorded since rules version 2)."""
    if state.get("first_game"):
        return tables()["first_game_capacity"]
    return board_of(state).cities[city].capacity


def city_open(state: State, company: str, city: str) -> bool:
    """A new market with its demand token still there (a full city has lost its token)."""
    present = companies_in(state, board_of(state).cities[city].cell)
    return city in state["demand"] and company not in present and len(present) < capacity(state, city)


def routes(state: State, company: str, reach: int) -> list[Route]:
    """Every shortest route to every open city the company can reach with `reach` trains, sorted."""
    if reach < 1:
        return []
    bd = board_of(state)
    own = network(state, company)
    dist: dict[str, int] = {}
    frontier = sorted(own)
    for depth in range(1, reach):
        nxt = []
        for cell in frontier:
            for n in bd.neighbours(cell):
                if n not in own and n not in dist and landscape(state, n):
                    dist[n] = depth
                    nxt.append(n)
        frontier = nxt
    out: list[Route] = []
    for name in sorted(bd.cities):
        cell = bd.cities[name].cell
        if cell in own or not city_open(state, company, name):
            continue
        options = [0 if n in own else dist[n] for n in bd.neighbours(cell) if n in own or n in dist]
        if not options:
            continue
        landscape_steps = min(options)
        for path in _paths(bd, dist, cell, landscape_steps):
            first = path[0] if path else cell
            starts = tuple(n for n in bd.neighbours(first) if n in own)
            out.append(Route(name, path, starts))
    return out


def _paths(bd: Board, dist: dict[str, int], target: str, steps: int) -> list[tuple[str, ...]]:
    """All chains of landscape spaces at distances 1..steps ending next to `target`."""
    if steps == 0:
        return [()]
    found = [(n,) for n in bd.neighbours(target) if dist.get(n) == steps]
    for depth in range(steps - 1, 0, -1):
        found = [(n, *chain) for chain in found for n in bd.neighbours(chain[0]) if dist.get(n) == depth]
    return sorted(found)


def distances(state: State, origin: str) -> dict[str, int]:
    """Spaces counted over landscape from `origin` to every city or port space (as far as track may run)."""
    bd = board_of(state)
    seen = {origin: 0}
    frontier = [origin]
    while frontier:
        nxt = []
        for cell in frontier:
            if cell != origin and not landscape(state, cell):
                continue  # cities and ports end a way, they are never passed through
            for n in bd.neighbours(cell):
                if n not in seen:
                    seen[n] = seen[cell] + 1
                    nxt.append(n)
        frontier = nxt
    return seen


def _point(cell: str) -> tuple[int, int]:
    """Centre of a hex in integer units (x 1.5 hex widths, y sqrt(3) ~ 7/4 rounded to integers)."""
    x, y = xy(cell)
    return 12 * x, 7 * (2 * y + x % 2)


def clockwise_key(start: str, path: tuple[str, ...], city: str) -> tuple:
    """Sort key putting first the route that runs 'with the clock hands' round the area of valid routes:
    the one furthest to the left of the way from start to city (going up it hugs the west, going down
    the east), as in both rulebook examples. Ties go by the spaces themselves, to stay deterministic."""
    sx, sy = _point(start)
    tx, ty = _point(city)
    dx, dy = tx - sx, ty - sy
    left = sum((px - sx) * dy - (py - sy) * dx for px, py in map(_point, path))
    return (-left, path)


def east_north_key(cell: str) -> tuple[int, int]:
    """The automa's 'most north-easterly': the easternmost column first, then the northernmost space."""
    x, y = xy(cell)
    return (-x, y)
