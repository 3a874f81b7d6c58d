"""What a train's route search (search.py) bounds with: per distinct train, the optimistic value of
each centre, which centres it may skip, which centres a route can still end at from each centre
with r stops left, and the walk tables; the bound of a partial route and the value of a whole one."""
from __future__ import annotations

from collections import deque

from domain.routes.graph import TrackGraph, Train
from domain.routes.pricing import best_stops

Neighbours = list[list[tuple[int, tuple[int, ...]]]]  # per centre: (other centre, masks of the hops between)


class TrainBounds:
    """A distinct train's bounds, precomputed once for its searches."""

    def __init__(self, graph: TrackGraph, train: Train, neighbours: Neighbours, same_hex: list[int],
                 shared: dict | None = None) -> None:
        self.graph, self.train, self.neighbours, self.same_hex = graph, train, neighbours, same_hex
        self.end_only = [c.end_only for c in graph.centres]
        self.adjacent = [sum(1 << b for b, _masks in row) for row in neighbours]  # neighbour bitmask per centre
        self.through = sum(1 << c for c, centre in enumerate(graph.centres) if not centre.end_only)
        n = len(graph.centres)
        self.cap = n if train.stops is None else train.stops
        base = graph.stop_values[train.name]
        self.weight = []
        for c in range(n):  # optimistic: every connection bonus the centre could earn, a share of set bonuses
            multiplied, flat = base[c]
            for bonus in graph.connection_bonuses:
                if c in bonus.sources:
                    if bonus.multiplied:
                        multiplied += bonus.amount
                    else:
                        flat += bonus.amount
            weight = multiplied * train.multiplier + flat
            for bonus in graph.set_bonuses:  # a route earning it stops at `at_least` of its centres
                if c in bonus.centres:
                    weight += -(-bonus.amount * (train.multiplier if bonus.multiplied else 1) // bonus.at_least)
            self.weight.append(weight)
        kinds = [c.kind for c in graph.centres]
        self.counted = [train.counts(k) for k in kinds]
        self.optional = [train.counts(k) and train.skippable(k) for k in kinds]
        self.order = sorted(range(n), key=lambda c: (-self.weight[c], c))
        self.has_free = not all(self.counted)
        self.free_total = sum(w for w, counts in zip(self.weight, self.counted, strict=True) if not counts)
        # within[e][r]: the centres a route from e can end at using at most r more stops; the same
        # for every train that counts and skips the same centres and has as many stops
        key = (tuple(self.counted), tuple(self.optional), self.cap)
        shared = {} if shared is None else shared
        if key not in shared:
            distance = [self._distances(e) for e in range(n)]
            shared[key] = [self._within(row) for row in distance]
        self.within = shared[key]
        self.reached: dict[tuple[int, int], int] = shared.setdefault("reach", {})  # _reach by its arguments
        self.walk, self.onward = self._walk_values() if train.stops is not None else (None, None)
        self.both_ways: dict[tuple[int, bool, int], list[int]] = {}
        # _bound's reach part by (open ends, blocked centres, stops left): (stop-free centres' weight,
        # the best counted weights in reach, their sum); the same partial-route states recur
        self.reachable: dict[tuple[tuple[int, ...], int, int], tuple[int, list[int], int]] = {}
        self.in_reach: dict[tuple[int, int], tuple[int, list[int], int]] = {}  # the same by (reach, stops left)
        self.bonus_sources = (sum(1 << c for bonus in graph.connection_bonuses for c in bonus.sources)
                              | sum(1 << c for bonus in graph.set_bonuses for c in bonus.centres))
        self.priced: dict[tuple[int, ...], int] = {}  # routes with a bonus source: revenue by centres
        self.nodes = 0
        self.prunings = 0
        self.exhausted = False  # the last search stopped at its step limit

    @property
    def optimistic(self) -> int:
        """The most any route could earn: every stop-free centre and the best counted ones."""
        counted = sorted((w for w, counts in zip(self.weight, self.counted, strict=True) if counts), reverse=True)
        return self.free_total + sum(counted[:self.cap])

    def _within(self, distance: list[int]) -> list[int]:
        """Per number of stops r: the centres (bitmask) at `distance` r or less."""
        at = [0] * (self.cap + 1)
        for c, d in enumerate(distance):
            if d <= self.cap:
                at[d] |= 1 << c
        within, bits = [], 0
        for r in range(self.cap + 1):
            bits |= at[r]
            within.append(bits)
        return within

    def _distances(self, start: int) -> list[int]:
        """Stops the train must use to end a route at each centre coming from `start`: forced
        intermediate stops on the cheapest way there, plus the end itself (0-1 BFS)."""
        graph, n = self.graph, len(self.graph.centres)
        between = [n + 1] * n  # forced stops strictly between start and each centre
        queue = deque()
        for b, _masks in self.neighbours[start]:
            if between[b] > 0:
                between[b] = 0
                queue.appendleft(b)
        while queue:
            x = queue.popleft()
            if graph.centres[x].end_only or x == start:
                continue
            cost = 0 if self.optional[x] or not self.counted[x] else 1
            for b, _masks in self.neighbours[x]:
                if between[x] + cost < between[b]:
                    between[b] = between[x] + cost
                    (queue.appendleft if cost == 0 else queue.append)(b)
        return [between[c] + self.counted[c] for c in range(n)]

    def _walk_values(self) -> tuple[list[list[int]], list[list[int]]]:
        """walk[x][m]: the most a walk starting at x can collect with m stops (revisits allowed,
        so this over-estimates, but it sees how far the valuable centres are); onward[x][m]: the
        same for a walk leaving x without stopping there. Stop-free centres count 0 here."""
        graph, n, cap = self.graph, len(self.graph.centres), self.cap
        neighbours = [[b for b, _masks in self.neighbours[x]] for x in range(n)]
        unreachable = -(1 << 40)
        through = [not centre.end_only for centre in graph.centres]
        weight, counted, optional = self.weight, self.counted, self.optional
        walks, onwards = [], []  # by m: the values of every centre
        previous = [0] * n
        for m in range(cap + 1):
            walk, onward = [unreachable] * n, [0] * n
            changed = True
            while changed:  # zero-cost cycles (skipped or free centres) need a fixpoint
                changed = False
                for x in range(n):
                    if through[x]:
                        most = 0
                        for y in neighbours[x]:
                            if walk[y] > most:
                                most = walk[y]
                        onward[x] = most
                    if not counted[x]:
                        value = onward[x]
                    else:
                        value = weight[x] + previous[x] if m >= 1 else unreachable
                        if optional[x] and onward[x] > value:
                            value = onward[x]
                    if value > walk[x]:
                        walk[x] = value
                        changed = True
            walks.append(walk)
            onwards.append(onward)
            previous = onward
        return [list(row) for row in zip(*walks, strict=True)], [list(row) for row in zip(*onwards, strict=True)]

    def _walk_bound(self, forced_sum: int, room: int, optional: list[int], future: list[int]) -> int:
        """Forced stops plus the best split of the remaining stops between the skippable centres
        already passed and a walk onwards (`future`: walk values by stops left), plus every
        stop-free centre (the walk values leave those out)."""
        if room < 0:
            return -1
        if not optional:
            return forced_sum + future[room] + self.free_total
        best = future[room]
        taken = 0
        for j, value in enumerate(optional[:room], 1):
            taken += value
            best = max(best, taken + future[room - j])
        return forced_sum + best + self.free_total

    def _two_walks(self, end: int, stopping: bool, m: int) -> list[int]:
        """Walk values by stops left for walks out of both ends of a partial route: from `end`
        (stopping there or not) and leaving m."""
        key = (end, stopping, m)
        if key not in self.both_ways:
            first, second = (self.walk if stopping else self.onward)[end], self.onward[m]
            self.both_ways[key] = [max(first[j] + second[t - j] for j in range(t + 1)) for t in range(len(first))]
        return self.both_ways[key]

    def _reach(self, end: int, blocked: int) -> int:
        """Centres a route could still reach from its end without entering a blocked centre or
        passing an ends-only one (a superset: track the route already uses is not excluded)."""
        key = (end, blocked)
        if key in self.reached:
            return self.reached[key]
        adjacent, through = self.adjacent, self.through
        reach, frontier = 0, adjacent[end] & ~blocked
        while frontier:
            reach |= frontier
            grow, passable = 0, frontier & through
            while passable:
                low = passable & -passable
                grow |= adjacent[low.bit_length() - 1]
                passable ^= low
            frontier = grow & ~blocked & ~reach
        self.reached[key] = reach
        return reach

    def _bound(self, ends: tuple[int, ...], blocked: int, forced_sum: int, forced_count: int,
               optional: list[int]) -> int:
        """The most (before halving for an obsolete train) any route extending this partial
        route at its open `ends` can earn: its forced stops, plus the best remaining stops among
        its skippable centres and the centres still in reach of an open end within the stops
        left."""
        room = self.cap - forced_count
        if room < 0:
            return -1
        within = self.within
        # a blocked centre farther than room + 1 stops lies on no way to a centre within room stops:
        # treating it as open only widens the reach (still a bound) and makes states recur
        near = room + 1 if room < self.cap else room
        if len(ends) == 1:
            span, blocked = within[ends[0]][room], blocked & within[ends[0]][near]
        else:
            span, blocked = within[ends[0]][room] | within[ends[1]][room], blocked & (within[ends[0]][near] | within[ends[1]][near])
        key = (ends, blocked, room)
        known = self.reachable.get(key)
        if known is None:
            reach = 0
            for end in ends:
                if not self.end_only[end]:
                    reach |= self._reach(end, blocked)
            reach &= span
            known = self.in_reach.get((reach, room))
            if known is None:
                weight, counted = self.weight, self.counted
                best: list[int] = []
                free = 0
                for c in self.order:
                    if not reach >> c & 1:
                        continue
                    if not counted[c]:
                        free += weight[c]
                    elif len(best) < room:
                        best.append(weight[c])
                    elif not self.has_free:
                        break
                known = self.in_reach[(reach, room)] = (free, best, sum(best))
            self.reachable[key] = known
        free, best, best_sum = known
        if not optional:
            return forced_sum + free + best_sum
        picks = [*optional, *best]
        if len(picks) > room:
            picks.sort(reverse=True)
            del picks[room:]
        return forced_sum + free + sum(picks)

    def _value(self, centres: tuple[int, ...], forced_sum: int, forced_count: int,
               optional: list[int]) -> int:
        """The train's revenue on a complete route (-1 if it cannot run it). Without a connection
        bonus source on the route the weights are exact: forced stops plus the best skippable
        ones; otherwise pricing.best_stops decides (memoised: every route search of the train
        meets the same routes again)."""
        if self.bonus_sources and any(self.bonus_sources >> c & 1 for c in centres):
            if centres not in self.priced:
                priced = best_stops(self.graph, self.train, centres)
                self.priced[centres] = -1 if priced is None else priced[0]
            return self.priced[centres]
        room = self.cap - forced_count
        if room < 0:
            return -1
        total = forced_sum + sum(optional[:room])
        return total // 20 * 10 if self.train.obsolete else total
