"""Splitting a field into tables of given sizes at the least cost (docs/tournaments.md, "Pairing").

The cost of a pairing is a sum over tables of a sum over pairs of table-mates, lexicographic:
1. repeats: how many times the two sat together before (avoided first, at any price in standings);
2. spread: the square of their score difference, in half points (players close in the standings sit
   together: Swiss).
Both are packed into one integer per pair (repeats times a weight above any possible spread total), so
every comparison is exact and the search cheap. Seat order is decided afterwards, table by table
(pairing.py): it never changes who sits together.

The search: up to EXACT_UP_TO players, the optimum by dynamic programming over the sets of players not
yet seated (the same optimum as trying every partition); two-player tables up to MATCHING_UP_TO players,
networkx's maximum-weight matching (exact); above, the players in standings order cut into tables, then
swaps of two players between tables while one lowers the cost, under a budget (local_search)."""
from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from itertools import combinations

EXACT_UP_TO = 16
MATCHING_UP_TO = 64  # networkx's blossom takes ~0.1 s at 64 players, seconds at a few hundred
NEAR_TABLES = 8  # the polishing swaps look this many tables up and down the standings
SWAP_BUDGET = 200_000  # swaps tried in all, whatever the field


def order_key(seed: str, stream: int | str, player: str) -> bytes:
    """Orders players equal on everything else: the same for the same seed, apart for each stream (round)."""
    return hashlib.sha256(f"{seed}\0{stream}\0{player}".encode()).digest()


class Costs:
    """The cost of seating two players together, from their scores (in half points) and meetings."""

    def __init__(self, half_points: Mapping[str, int], met: Mapping[str, Mapping[str, int]],
                 players: Sequence[str], sizes: Sequence[int]) -> None:
        self.half_points = half_points
        self.met = met
        values = [half_points[p] for p in players] or [0]
        pairs = sum(size * (size - 1) // 2 for size in sizes)
        # above any spread total, so one repeat outweighs every spread
        self.repeat_weight = pairs * (max(values) - min(values)) ** 2 + 1

    def pair(self, a: str, b: str) -> int:
        met = self.met.get(a)
        spread = (self.half_points[a] - self.half_points[b]) ** 2
        return spread + met.get(b, 0) * self.repeat_weight if met else spread

    def table(self, players: Sequence[str]) -> int:
        return sum(self.pair(a, b) for a, b in combinations(players, 2))

    def total(self, tables: Sequence[Sequence[str]]) -> int:
        return sum(self.table(t) for t in tables)

    def split(self, cost: int) -> tuple[int, int]:
        """(repeats, spread) of a packed cost."""
        return divmod(cost, self.repeat_weight)


def partition(players: Sequence[str], sizes: Sequence[int], costs: Costs) -> list[list[str]]:
    """Tables of `sizes` (in that order, largest first) of `players` (given in standings order, best
    first, ties already broken), at the least cost the search finds: the least there is up to
    EXACT_UP_TO players (and for two-player tables up to MATCHING_UP_TO)."""
    if len(players) <= EXACT_UP_TO:
        return exact(players, sizes, costs)
    if set(sizes) == {2} and len(players) <= MATCHING_UP_TO:
        return _matching(players, costs)
    return local_search(players, sizes, costs)


def exact(players: Sequence[str], sizes: Sequence[int], costs: Costs) -> list[list[str]]:
    """The optimum, by dynamic programming over (players not yet seated, tables of each size left):
    the first player not yet seated sits at some next table, with any choice of the others. Players and
    tables are bit masks; each table's cost is computed once."""
    count = len(players)
    kinds = sorted(set(sizes), reverse=True)
    table_cost: dict[int, int] = {}
    memo: dict[tuple[int, tuple[int, ...]], tuple[int, int]] = {}  # -> (cost, the first table's mask)

    def cost_of(table: int) -> int:
        if table not in table_cost:
            table_cost[table] = costs.table([players[i] for i in range(count) if table >> i & 1])
        return table_cost[table]

    def best(left: int, tables_left: tuple[int, ...]) -> int:
        if not left:
            return 0
        if (left, tables_left) in memo:
            return memo[left, tables_left][0]
        first = left & -left
        others = [1 << i for i in range(first.bit_length(), count) if left >> i & 1]
        found: tuple[int, int] | None = None
        for kind, (size, number) in enumerate(zip(kinds, tables_left, strict=True)):
            if number:
                rest_tables = tables_left[:kind] + (number - 1,) + tables_left[kind + 1:]
                for mates in combinations(others, size - 1):
                    table = first + sum(mates)
                    total = cost_of(table) + best(left - table, rest_tables)
                    if found is None or total < found[0]:
                        found = (total, table)
        assert found is not None  # the sizes add up to the players
        memo[left, tables_left] = found
        return found[0]

    left, tables_left = (1 << count) - 1, tuple(sizes.count(kind) for kind in kinds)
    best(left, tables_left)
    chosen = []
    while left:
        table = memo[left, tables_left][1]
        chosen.append([players[i] for i in range(count) if table >> i & 1])
        kind = kinds.index(len(chosen[-1]))
        left, tables_left = left - table, tables_left[:kind] + (tables_left[kind] - 1,) + tables_left[kind + 1:]
    return sorted(chosen, key=lambda t: (-len(t), players.index(t[0])))  # largest first, then by the best player


def _matching(players: Sequence[str], costs: Costs) -> list[list[str]]:
    """Two-player tables: a maximum-weight perfect matching, weights the packed costs turned round."""
    import networkx as nx  # only here: the rest of the package (and the title scan) does without it

    graph = nx.Graph()
    graph.add_nodes_from(range(len(players)))
    pairs = {(a, b): costs.pair(players[a], players[b]) for a, b in combinations(range(len(players)), 2)}
    ceiling = max(pairs.values()) + 1
    graph.add_weighted_edges_from((a, b, ceiling - cost) for (a, b), cost in pairs.items())
    matched = nx.max_weight_matching(graph, maxcardinality=True)
    return [[players[a], players[b]] for a, b in sorted(tuple(sorted(edge)) for edge in matched)]


def local_search(players: Sequence[str], sizes: Sequence[int], costs: Costs) -> list[list[str]]:
    """The players in standings order cut into tables (the least spread there is), then swaps of two
    players between tables that lower the cost, SWAP_BUDGET tried at most:
    1. polishing: a table with a repeat, or changed by a swap, tries swaps with the NEAR_TABLES tables
       above and below it, until no such table is left (a swap between two tables as cut cannot lower
       the cost: the cut is optimal where nobody has met);
    2. repeats: each player still at a table with someone met before tries swaps with every table,
       nearest first, and takes the first that lowers the cost;
    3. polishing the tables the second step changed. Only swaps that lower the cost are made, so the
       search ends, and never adds a repeat (one outweighs any spread)."""
    tables: list[list[str]] = []
    start = 0
    for size in sizes:
        tables.append(list(players[start:start + size]))
        start += size
    budget = [SWAP_BUDGET]
    pair = costs.pair

    def try_swap(t: int, u: int, only: str | None = None) -> bool:
        """Makes the first swap between tables t and u that lowers the cost (of `only`, if given)."""
        for i, a in enumerate(tables[t]):
            if only is not None and a != only:
                continue
            for j, b in enumerate(tables[u]):
                if budget[0] <= 0:
                    return False
                budget[0] -= 1
                saved = (sum(pair(a, x) - pair(b, x) for x in tables[t] if x != a)
                         + sum(pair(b, y) - pair(a, y) for y in tables[u] if y != b))
                if saved > 0:
                    tables[t][i], tables[u][j] = b, a
                    return True
        return False

    def conflicted(table: list[str]) -> list[str]:
        return [a for a in table if any(costs.met.get(a, {}).get(b) for b in table if b != a)]

    def polish(dirty: set[int]) -> None:
        queue = sorted(dirty)
        while queue and budget[0] > 0:
            t = queue.pop(0)
            dirty.discard(t)
            for u in range(max(0, t - NEAR_TABLES), min(len(tables), t + 1 + NEAR_TABLES)):
                while u != t and try_swap(t, u):
                    if u not in dirty:
                        dirty.add(u)
                        queue.append(u)

    polish({t for t, table in enumerate(tables) if conflicted(table)})
    changed: set[int] = set()
    for t in range(len(tables)):
        for a in conflicted(tables[t]):
            if a not in conflicted(tables[t]):
                continue  # cleared by an earlier swap
            nearest = sorted((u for u in range(len(tables)) if u != t), key=lambda u: (abs(u - t), u))
            for u in nearest:
                if budget[0] <= 0:
                    break
                if try_swap(t, u, only=a):
                    changed |= {t, u}
                    break
    polish(changed)
    return tables
