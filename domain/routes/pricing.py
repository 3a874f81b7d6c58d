"""What a train earns on a route: which centres it stops at and what each stop is worth.

A route is given as its centres in walk order (centre indices). Stop values are never negative,
so a train always stops at every centre that costs it no stop (towns when `towns_count` is
false) and fills its remaining stops with the most valuable skippable centres."""
from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, product

from domain.routes.graph import TrackGraph, Train


def stop_earnings(graph: TrackGraph, train: Train, stops: Sequence[int]) -> list[int]:
    """Each stop's earning (multiplier and bonuses included) when `train` stops at `stops`."""
    values = graph.stop_values[train.name]
    stop_set = set(stops)
    out = []
    for centre in stops:
        multiplied, flat = values[centre]
        for bonus in graph.connection_bonuses:
            if centre in bonus.sources and not bonus.targets.isdisjoint(stop_set):
                if bonus.multiplied:
                    multiplied += bonus.amount
                else:
                    flat += bonus.amount
        out.append(multiplied * train.multiplier + flat)
    for bonus in graph.set_bonuses:  # earned once, shown on the stop that completes the set
        on_set = [i for i, centre in enumerate(stops) if centre in bonus.centres]
        if len(on_set) >= bonus.at_least:
            out[on_set[bonus.at_least - 1]] += bonus.amount * (train.multiplier if bonus.multiplied else 1)
    return out


def route_revenue(train: Train, earnings: Sequence[int]) -> int:
    """An obsolete train earns half, rounded down to a multiple of 10 (90 -> 40)."""
    total = sum(earnings)
    return total // 20 * 10 if train.obsolete else total


def split_stops(graph: TrackGraph, train: Train, route: Sequence[int]):
    """(positions the train must stop at, positions it may skip, stops left for those),
    or None when the train cannot run the route at all."""
    forced, optional = [], []
    used = 0
    last = len(route) - 1
    for pos, centre in enumerate(route):
        kind = graph.centres[centre].kind
        counted = train.counts(kind)
        if pos == 0 or pos == last or not counted or not train.skippable(kind):
            forced.append(pos)
            used += counted
        else:
            optional.append(pos)
    if train.stops is None:
        return forced, optional, len(optional)
    if used > train.stops:
        return None
    return forced, optional, min(len(optional), train.stops - used)


def best_stops(graph: TrackGraph, train: Train, route: Sequence[int]) -> tuple[int, tuple[int, ...]] | None:
    """The train's best revenue on the route and the positions of the stops earning it (None when
    it cannot run it). Exact: every set of bonuses to earn is tried, each with every choice of
    the skippable stops that earn it (one target stop of a connection bonus; enough centres of a
    set bonus), then the remaining stops are filled greedily by value including the chosen
    connection bonuses. Bonuses never lower an earning, so the fill of the optimum's bonus
    choice is worth at least the optimum."""
    split = split_stops(graph, train, route)
    if split is None:
        return None
    forced, optional, budget = split
    if budget == len(optional):
        stops = tuple(range(len(route)))
        return route_revenue(train, stop_earnings(graph, train, route)), stops
    values = graph.stop_values[train.name]
    on_route = set(route)
    forced_centres = {route[p] for p in forced}
    connections = [b for b in graph.connection_bonuses if b.sources & on_route and b.targets & on_route]
    # per bonus that may be earned: every choice of skippable stops earning it
    ways = [[()] if b.targets & forced_centres else [(p,) for p in optional if route[p] in b.targets]
            for b in connections]
    for b in graph.set_bonuses:
        missing = b.at_least - len(b.centres & forced_centres)
        if len(b.centres & on_route) >= b.at_least and missing > 0:
            ways.append(list(combinations([p for p in optional if route[p] in b.centres], missing)))
    best: tuple[int, tuple[int, ...]] | None = None
    for earned_bits in range(1 << len(ways)):
        earned = [i for i in range(len(ways)) if earned_bits >> i & 1]
        active = [connections[i] for i in earned if i < len(connections)]

        def weight(pos: int, active=active) -> int:
            multiplied, flat = values[route[pos]]
            for b in active:
                if route[pos] in b.sources:
                    if b.multiplied:
                        multiplied += b.amount
                    else:
                        flat += b.amount
            return multiplied * train.multiplier + flat

        for choice in product(*(ways[i] for i in earned)):
            chosen = {p for positions in choice for p in positions}
            if len(chosen) > budget:
                continue
            rest = sorted((p for p in optional if p not in chosen), key=lambda p: (-weight(p), p))
            stops = tuple(sorted([*forced, *chosen, *rest[:budget - len(chosen)]]))
            revenue = route_revenue(train, stop_earnings(graph, train, [route[p] for p in stops]))
            if best is None or revenue > best[0]:
                best = (revenue, stops)
    return best
