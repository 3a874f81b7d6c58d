"""best_routes: the exact optimum by bounded route enumeration and branch and bound over trains.

1. Per distinct train, a depth-first search over centre sequences on the hop graph (each
   route found once, from its most valuable centre) finds its best single route U, pruning
   every partial route whose optimistic value cannot reach the floor or cannot beat a shorter
   route it contains. A partial route carries every segment mask it can be laid with, so the
   track variants of one centre sequence are searched, bounded and priced once.
2. A first route set (each train in turn takes its best route disjoint from the others', while
   that improves anything) gives an achievable income B.
3. A route set worth more than B can only use, for each train t, routes worth more than
   B - (sum of the other trains' U). Those candidates are enumerated by the same search (the
   most valuable train last, bounded also by what the others can run beside each of its
   partial routes; the weakest train's list comes out of its turn in step 2, and it has no
   search of its own in step 1) and a branch and bound over the trains (assign.py) picks the
   best segment-disjoint set, stopping early when it reaches sum(U). docs/routes.md has the
   argument in full."""
from __future__ import annotations

import time
from dataclasses import dataclass
from functools import reduce
from operator import and_

from domain.routes.assign import Option, OptionUsers, assign, partners_bound
from domain.routes.bounds import TrainBounds
from domain.routes.graph import TrackGraph
from domain.routes.hops import build_hops, hop_path, track_classes
from domain.routes.pricing import best_stops
from domain.routes.results import result, route_result

_SEED_STEPS = 64  # search steps spent looking for a first clear route (see _clear_and_candidates)


@dataclass(frozen=True, slots=True)
class _Candidate:
    value: int
    masks: tuple[int, ...]  # every way to lay the route: segments, plus centres when routes may not share them
    centres: tuple[int, ...]


class _Exhausted(Exception):
    """A search ran out of its step limit."""


class _TrainSearch(TrainBounds):
    """Route search for one distinct train, within its bounds (bounds.py)."""

    def routes(self, floor: int, rising: bool, forbidden: int = 0, partners=None,
               target: int = 0, clear_of: int | None = None, slack: int = 0,
               limit: int | None = None) -> tuple[_Candidate | None, list[_Candidate]]:
        """Routes worth at least `floor` that use no segment of `forbidden`, as (best found, all
        found). With `rising` the floor rises to beat every route found, so `best found` is the
        best route and `all found` stays empty. With `partners` (the most the other trains can
        earn on routes disjoint from a segment mask), only routes that could be part of a set
        worth `target`: a partial route using segments S needs value + partners(S) >= target.
        With `clear_of` (the other trains' routes of a route set, which fall `slack` short of
        their best routes), `best found` is the best route with a laying clear of them, and the
        floor rises to its value + 1 - slack as such routes are found: all found are then the
        routes that can be part of a set better than the set completed by the best clear one.

        Each route is found once, from its most valuable centre m (earliest in `order`): the
        search lays a left side from m, then for each left side a right side, through centres
        later in `order` only; with both sides laid, the right one starts at the higher-index
        centre. Searching from the valuable centres first keeps every later search among cheap
        centres, where the bound cuts it short."""
        graph, neighbours, cap = self.graph, self.neighbours, self.cap
        self.exhausted = False
        weight, counted, optional_kind = self.weight, self.counted, self.optional
        end_only, same_hex = self.end_only, self.same_hex
        token = [c.has_token for c in graph.centres]
        shift = len(graph.segments)
        segment_bits = (1 << shift) - 1
        own_bits = segment_bits & ~forbidden  # a found route's mask leaves out the forbidden segments
        shares_centres = graph.routes_may_share_centres
        closed = 0 if shares_centres else forbidden >> shift  # centres other routes already visit
        found: list[_Candidate] = []
        best: _Candidate | None = None
        walk, onward, obsolete = self.walk, self.onward, self.train.obsolete

        def needed(shorter: int) -> int:
            """What a route through this partial route must earn to be worth finding."""
            return floor if floor > shorter else shorter + 1

        def partners_need(masks, centres) -> int:
            """What it must earn for a set worth `target` beside the other trains, which avoid its
            segments, and its centres too unless routes may share them. Asked only of partial
            routes the cheaper bounds keep: it is the costliest test."""
            used = reduce(and_, masks)
            if not shares_centres:
                used |= sum(1 << shift << c for c in centres)
            return target - partners(used)

        def pruned(bound: int, need: int) -> bool:
            if (bound // 20 * 10 if obsolete else bound) < need:
                self.prunings += 1
                return True
            return False

        def lay(masks: list[int], hop_masks: list[int]) -> list[int]:
            """Every track layout of the partial route with the hop laid on (usually exactly one);
            a partial route that can be laid is one search step."""
            if len(masks) == 1 and len(hop_masks) == 1:
                laid = [] if masks[0] & hop_masks[0] else [masks[0] | hop_masks[0]]
            else:
                laid = sorted({u | h for u in masks for h in hop_masks if not u & h})
            if laid:
                self.nodes += 1
                if self.nodes > stop_at:
                    raise _Exhausted
            return laid

        def absorb(c: int, total: int, count: int, optional: list[int]) -> tuple[int, int, list[int]]:
            """The sums once centre c becomes an intermediate centre of the route."""
            if optional_kind[c]:
                return total, count, sorted([*optional, weight[c]], reverse=True)
            return total + weight[c], count + counted[c], optional

        def arrive(b: int, total: int, count: int, optional: list[int]):
            """The sums and the walk table on stepping onto b as the route's new end (a stop the
            train may skip stays optional until the route is priced)."""
            if optional_kind[b] and not end_only[b]:
                return total, count, [*optional, weight[b]], walk[b] if walk is not None else None
            return total + weight[b], count + counted[b], optional, onward[b] if walk is not None else None

        def record(centres: tuple[int, ...], masks: list[int], value: int) -> None:
            nonlocal floor, best
            if partners is not None:
                on_centres = 0 if shares_centres else sum(1 << shift << c for c in centres)
                masks = [m for m in masks if value + partners(m | on_centres) >= target]
                if not masks:
                    return
            route_masks = tuple(m & own_bits if shares_centres else (m & own_bits) | sum(1 << shift << c for c in centres)
                                for m in masks)
            candidate = _Candidate(value, route_masks, centres)
            if clear_of is not None:
                found.append(candidate)
                if (best is None or value > best.value) and any(not m & clear_of for m in route_masks):
                    best, floor = candidate, max(floor, value + 1 - slack)
                return
            if rising:
                floor = value + 1
            else:
                found.append(candidate)
            if best is None or value > best.value:
                best = candidate

        def right(centres: tuple, masks: list[int], blocked: int, forced_sum: int, forced_count: int,
                  optional: list[int], has_token: bool, after: int, shorter: int) -> None:
            """Lay the right side on from the last centre; its first centre must come after `after`.
            `shorter`: the best value of a route made of a part of this one (-1: none). A longer
            route worth no more is dominated (same train, fewer segments, no less income), so it
            is neither kept nor searched for."""
            end = centres[-1]
            if len(centres) > 1:  # the end becomes an intermediate centre
                forced_sum, forced_count, optional = absorb(end, forced_sum, forced_count, optional)
            for b, hop_masks in neighbours[end]:
                if blocked >> b & 1 or b <= after:
                    continue
                b_masks = lay(masks, hop_masks)
                if not b_masks:
                    continue
                b_sum, b_count, b_optional, future = arrive(b, forced_sum, forced_count, optional)
                need = needed(shorter)
                if obsolete:  # bound // 20 * 10 < need exactly when bound < 20 * ceil(need / 10)
                    need = 20 * -(-need // 10)
                bound = self._walk_bound(b_sum, cap - b_count, optional, future) if walk is not None else None
                if bound is not None and bound < need:
                    self.prunings += 1
                    continue
                b_blocked = blocked | same_hex[b]
                reach_bound = self._bound((b,), b_blocked, b_sum, b_count, b_optional)
                bound = reach_bound if bound is None else min(bound, reach_bound)
                if bound < need:
                    self.prunings += 1
                    continue
                if partners is not None and pruned(bound, partners_need(b_masks, (*centres, b))):
                    continue
                b_centres, b_token, b_masks = (*centres, b), has_token or token[b], b_masks
                b_shorter = shorter
                if b_token:
                    value = self._value(b_centres, forced_sum + weight[b], forced_count + counted[b], optional)
                    if value > shorter:
                        b_shorter = value
                        if value >= floor:
                            record(b_centres, b_masks, value)
                if not end_only[b]:
                    right(b_centres, b_masks, b_blocked, forced_sum, forced_count, optional, b_token, -1, b_shorter)

        def left(m: int, side: tuple, masks: list[int], blocked: int, inner_sum: int, inner_count: int,
                 inner_optional: list[int], has_token: bool, shorter: int) -> None:
            """With the left side `side` (from m outwards) laid: every right side, then every
            longer left side. inner_*: the left side's centres before its end; `shorter`: the
            best route made of a part of the left side and m, contained in every route here."""
            if side:
                end = side[-1]
                centres = (*side[::-1], m)
                if has_token:  # the left side alone is a route, contained in all that follow
                    shorter = max(shorter, self._value(centres, inner_sum + weight[end] + weight[m],
                                                       inner_count + counted[end] + counted[m], inner_optional))
                right(centres, masks, blocked, inner_sum + weight[end], inner_count + counted[end],
                      inner_optional, has_token, side[0], shorter)
                if end_only[end]:
                    return
                inner_sum, inner_count, inner_optional = absorb(end, inner_sum, inner_count, inner_optional)
            else:
                end = m
                right((m,), masks, blocked, weight[m], counted[m], [], has_token, -1, -1)
                if end_only[m]:
                    return
            # m will be an intermediate centre: a left side needs a right side too
            m_sum, m_count, m_optional = absorb(m, inner_sum, inner_count, inner_optional)
            for b, hop_masks in neighbours[end]:
                if blocked >> b & 1:
                    continue
                b_masks = lay(masks, hop_masks)
                if not b_masks:
                    continue
                b_sum, b_count, b_optional, future = arrive(b, m_sum, m_count, m_optional)
                need = needed(shorter)
                bound = (self._walk_bound(b_sum, cap - b_count, m_optional, self._two_walks(b, future is walk[b], m))
                         if walk is not None else None)
                if bound is not None and pruned(bound, need):
                    continue
                b_blocked = blocked | same_hex[b]
                reach_bound = self._bound((b, m), b_blocked, b_sum, b_count, b_optional)
                bound = reach_bound if bound is None else min(bound, reach_bound)
                if pruned(bound, need):
                    continue
                if partners is not None and pruned(bound, partners_need(b_masks, (*side, m, b))):
                    continue
                left(m, (*side, b), b_masks, b_blocked, inner_sum, inner_count, inner_optional,
                     has_token or token[b], shorter)

        earlier = closed
        stop_at = self.nodes + limit if limit is not None else float("inf")
        try:
            for m in self.order:
                if not closed >> m & 1:
                    left(m, (), [forbidden & segment_bits], earlier | same_hex[m], 0, 0, [], token[m], -1)
                earlier |= 1 << m
        except _Exhausted:
            self.exhausted = True
        found = sorted((r for r in found if r.value >= floor), key=lambda r: (-r.value, r.centres))
        return best, found


def _candidate_groups(searches: dict[str, _TrainSearch], names: list[str], trains_of: dict[str, list[int]],
                      ceilings: dict[str, int], ceiling: int, aim: int,
                      users: list[OptionUsers | None], classes: int,
                      listed: dict[str, list[_Candidate]]) -> list[tuple[int, list[Option]]]:
    """Per group of identical trains (most valuable first): (trains, options), every laying of
    every route that can be part of a set worth `aim`. The other trains' candidates come first:
    the first (most valuable) train's search then bounds each of its partial routes by what the
    others can still run beside it. `users` (one entry per group, None) receives the
    per-class option bitsets the partner bound builds; `listed` holds the lists already made
    (the weakest train's, see _clear_and_candidates)."""
    options: dict[str, list[Option]] = {}
    for name in names[::-1]:
        partners = None
        if name == names[0] and len(trains_of[name]) == 1 and len(names) > 1:
            others = users[1:]  # filled by the partner bound, copied back below
            partners = partners_bound([(len(trains_of[n]), options[n]) for n in names[1:]], others, classes)
        floor = max(1, aim - ceiling + ceilings[name])
        if name in listed:
            candidates = listed[name]
        else:
            candidates = searches[name].routes(floor, rising=False, partners=partners, target=aim)[1]
        options[name] = [(r.value, mask, r) for r in candidates for mask in r.masks]
        if partners is not None:
            users[1:] = others
    return [(len(trains_of[name]), options[name]) for name in names]


def _clear_and_candidates(search: _TrainSearch, others: int, slack: int) -> tuple[_Candidate | None, list[_Candidate]]:
    """The train's best route clear of `others` (the other trains' routes of a first route set,
    which fall `slack` short of their best routes), and every route that can be part of a better
    set than the one it completes: those worth at least its value + 1 - slack.

    A search for the best clear route alone must prove it best, with bounds that do not see the
    track the others use, and the candidates are then listed by a second search. So a short
    search (_SEED_STEPS steps) looks for a clear route first; if it finishes, the floor is known;
    otherwise one search lists the candidates from the floor the clear route found so far gives,
    raising it as better clear routes turn up. The step limit only decides how the work is
    split, never what is found."""
    seed = search.routes(1, rising=True, forbidden=others, limit=_SEED_STEPS)[0]
    floor = max(1, (seed.value if seed else 0) + 1 - slack)
    if not search.exhausted:
        return seed, search.routes(floor, rising=False)[1]
    route, pool = search.routes(floor, rising=False, clear_of=others, slack=slack)
    return (seed if route is None or (seed is not None and seed.value > route.value) else route), pool


def best_routes(graph: TrackGraph) -> dict:
    """The optimal income with one optimal route set; `upper_bound` equals `income` (certified)."""
    started = time.perf_counter()
    hops, neighbours = build_hops(graph)
    # a centre blocks itself and, under one_center_per_hex, every centre of its hex
    same_hex = [sum(1 << d for d, other in enumerate(graph.centres)
                    if d == c or (graph.one_centre_per_hex and other.hex == centre.hex))
                for c, centre in enumerate(graph.centres)]
    searches: dict[str, _TrainSearch] = {}
    shared: dict = {}  # what trains that count and skip alike share (_TrainSearch.within)
    for train in graph.trains:
        if train.name not in searches:
            searches[train.name] = _TrainSearch(graph, train, neighbours, same_hex, shared)
    trains_of = {name: [i for i, t in enumerate(graph.trains) if t.name == name] for name in searches}
    # the train likely to earn least, when it runs alone in its group, is never searched on its
    # own: its candidates' floor does not depend on its own best route, and the best of its
    # candidates is that route (see "Candidates" in docs/routes.md)
    last = min(searches, key=lambda name: (searches[name].optimistic, -list(searches).index(name)), default=None)
    if len(searches) < 2 or len(trains_of[last]) > 1:
        last = None
    single_best = {name: s.routes(1, rising=True)[0] for name, s in searches.items() if name != last}
    ceilings = {name: r.value if r else 0 for name, r in single_best.items()}
    names = sorted(single_best, key=lambda name: (-ceilings[name], list(searches).index(name))) + ([last] if last else [])
    others_ceiling = sum(ceilings[t.name] for t in graph.trains if t.name != last)  # what all but the last can earn

    # a first route set: each train in turn runs its best route disjoint from the earlier trains'
    # routes; then, while that helps, each train in turn switches to its best route disjoint
    # from all the others' (a better set raises the candidates' floors below). The last train
    # (when it has no single search) lists, in the same search, every route that can be part of
    # a better set than the one its best clear route completes: its candidates.
    slots = [(g, name) for g, name in enumerate(names) for _train in trains_of[name]]
    chosen: list[Option | None] = [None] * len(slots)
    pool: list[_Candidate] | None = None
    improved = True
    while improved:
        improved = False
        for k, (_g, name) in enumerate(slots):
            others, others_value = 0, 0
            for j, option in enumerate(chosen):
                if j != k and option is not None:
                    others |= option[1]
                    others_value += option[0]
            current = chosen[k][0] if chosen[k] else 0
            if name == last and pool is None:
                route, pool = _clear_and_candidates(searches[name], others, others_ceiling - others_value)
            elif name == last:
                route = next((r for r in pool if r.value > current and any(not m & others for m in r.masks)), None)
            elif current == ceilings[name]:  # it already runs its best route
                continue
            elif others or current:
                route = searches[name].routes(current + 1, rising=True, forbidden=others)[0]
            else:
                route = single_best[name]
            if route is not None:  # the way to lay it that leaves the most track to the others
                clear = [m for m in route.masks if not m & others]
                chosen[k] = (route.value, min(clear, key=lambda m: (m.bit_count(), m)), route)
                improved = True
    picks = [(g, option) for (g, _name), option in zip(slots, chosen, strict=True) if option is not None]
    best = sum(option[0] for _g, option in picks)
    listed: dict[str, list[_Candidate]] = {}
    if last:  # its candidates: every route worth more than best minus what the others can earn
        floor = max(1, best + 1 - others_ceiling)
        listed[last] = [r for r in pool if r.value >= floor]
        # its best route, or if it has none worth the floor, the most it may earn (no better set then needs it)
        ceilings[last] = pool[0].value if pool else floor - 1
    ceiling = sum(ceilings[t.name] for t in graph.trains)
    stats = {"nodes": 0, "bound_prunings": 0, "greedy": best, "ceiling": ceiling, "candidates": 0,
             "hops": len(hops)}
    if best < ceiling:
        users: list[OptionUsers | None] = [None] * len(names)
        classes = track_classes(graph, hops)
        groups = _candidate_groups(searches, names, trains_of, ceilings, ceiling, best + 1, users, classes, listed)
        stats["candidates"] = sum(len(options) for _size, options in groups)
        value, better = assign(groups, best, ceiling, stats, users, classes)
        if better is not None:
            best, picks = value, better
    stats["nodes"] += sum(s.nodes for s in searches.values())
    stats["bound_prunings"] += sum(s.prunings for s in searches.values())
    spare = {name: list(trains_of[name]) for name in names}  # which train of its group runs each pick
    picked = {spare[names[g]].pop(0): (mask, route) for g, (_value, mask, route) in picks}
    routes = []
    for i in sorted(picked):
        mask, route = picked[i]
        # shown from the end listed first in the graph, as the oracle shows it
        centres = route.centres if route.centres[0] < route.centres[-1] else route.centres[::-1]
        _revenue, stops = best_stops(graph, graph.trains[i], centres)
        routes.append(route_result(graph, graph.trains[i], hop_path(graph, hops, centres, mask), centres, stops))
    stats["seconds"] = round(time.perf_counter() - started, 6)
    return result(routes, best, stats)
