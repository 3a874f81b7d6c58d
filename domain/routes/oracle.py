"""The exhaustive oracle: every route by walking the raw track, every train priced by trying
every admissible stop set, every combination of disjoint routes. Slow and plain on purpose: it is
the test oracle of the fast search in search.py."""
from __future__ import annotations

import time
from itertools import combinations

from domain.routes.graph import TrackGraph, Train
from domain.routes.pricing import route_revenue, split_stops, stop_earnings
from domain.routes.results import result, route_result
from domain.routes.walks import all_walks


def _price(graph: TrackGraph, train: Train, centres: tuple[int, ...]) -> tuple[int, tuple[int, ...]] | None:
    """Best (revenue, stop positions) over every stop set of the largest admissible size (stop
    values are never negative, so a smaller set never earns more)."""
    split = split_stops(graph, train, centres)
    if split is None:
        return None
    forced, optional, budget = split
    best = None
    for extra in combinations(optional, budget):
        stops = tuple(sorted(forced + list(extra)))
        revenue = route_revenue(train, stop_earnings(graph, train, [centres[p] for p in stops]))
        if best is None or revenue > best[0]:
            best = (revenue, stops)
    return best


def exhaustive_best_routes(graph: TrackGraph) -> dict:
    started = time.perf_counter()
    walks = list(all_walks(graph))
    shift = len(graph.segments)
    masks = []
    for walk in walks:
        mask = sum(1 << s for s in walk.segments)
        if not graph.routes_may_share_centres:
            mask |= sum(1 << (shift + c) for c in walk.centres)
        masks.append(mask)
    options = []  # per train: (revenue, walk index, stops), best first
    for train in graph.trains:
        priced = ((_price(graph, train, walk.centres), w) for w, walk in enumerate(walks))
        options.append(sorted(((p[0], w, p[1]) for p, w in priced if p is not None and p[0] > 0),
                              key=lambda o: (-o[0], o[1])))
    rest = [0] * (len(options) + 1)  # the most the trains from i on could add
    for i in range(len(options) - 1, -1, -1):
        rest[i] = rest[i + 1] + (options[i][0][0] if options[i] else 0)
    best: list = [0, []]
    nodes = prunings = 0

    def search(i: int, used: int, total: int, chosen: list) -> None:
        nonlocal nodes, prunings
        nodes += 1
        if total > best[0]:
            best[:] = [total, list(chosen)]
        if i == len(options):
            return
        for revenue, w, stops in options[i]:
            if total + revenue + rest[i + 1] <= best[0]:
                prunings += 1
                break
            if not masks[w] & used:
                chosen.append((i, w, stops))
                search(i + 1, used | masks[w], total + revenue, chosen)
                chosen.pop()
        if total + rest[i + 1] > best[0]:
            search(i + 1, used, total, chosen)

    search(0, 0, 0, [])
    routes = [route_result(graph, graph.trains[i], walks[w].items, walks[w].centres, stops)
              for i, w, stops in best[1]]
    stats = {"routes": len(walks), "nodes": nodes, "bound_prunings": prunings,
             "seconds": round(time.perf_counter() - started, 6)}
    return result(routes, best[0], stats)
