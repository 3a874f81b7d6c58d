"""The longest trail over a network's core: links between cities (a loop, both ends at one city, too) and
the branches at the cities where a trail may end, searched two ways in turns (docs/rules/ticket-to-ride.md,
"Longest path algorithm"): what the trail leaves out, fewest trains first, and the trails themselves.

A city's branches are what a trail gains by ending there: (at one of its ends, at both: a closed trail
through the city), e.g. the longest tree hanging there, and the two longest of different trees."""
from __future__ import annotations

from collections.abc import Hashable

Link = tuple[int, int, int]  # (city number, city number, trains)
Branches = dict[int, tuple[int, int]]  # city -> (gained at one end of the trail, at both)
Adjacency = dict[Hashable, list[tuple[int, Hashable, int]]]  # city -> [(link index, other city, trains)]
_FAR = 1 << 30
_FIRST_TURN = 200  # left-out sets tried, or trail continuations found, in a search's first turn
_IN_ANY_ORDER = 4  # links so few that ordering them for the search would cost more than it saves


def longest_over(core: list[Link], branches: Branches, best: int) -> int:
    """The longest trail over the links of `core` (connected) and the branches at its ends, if it beats `best`
    (else `best`).

    Searched as what the trail leaves out: the left-out links R, fewest trains first (every subset of the
    core's links in index order, depth first), are a trail's complement when the rest of the core is
    connected and has at most two odd cities, the trail's ends (or none: a closed trail, which may start
    and end at any of its cities). A subset whose trains already reach the cap (the most it may leave
    out and still beat the best, with the best branches) is not extended, nor one with more than two odd
    cities that no later link touches."""
    index: dict[Hashable, int] = {}
    if len(core) > _IN_ANY_ORDER:
        for city in _breadth_first(_adjacency(core)):
            index[city] = len(index)
        order = sorted(core, key=lambda link: sorted((index[link[0]], index[link[1]])))
    else:
        for a, b, _ in core:
            index.setdefault(a, len(index))
            index.setdefault(b, len(index))
        order = core
    count = len(order)
    length = [trains for _, _, trains in order]
    touch = [1 << index[a] | 1 << index[b] for a, b, _ in order]
    ends = [1 << index[a] ^ 1 << index[b] for a, b, _ in order]  # a loop changes no city's parity
    links_at = [0] * len(index)
    for number, (a, b, _) in enumerate(order):
        links_at[index[a]] |= 1 << number
        links_at[index[b]] |= 1 << number
    later, least = [0] * (count + 1), [_FAR] * (count + 1)  # cities touched by, and fewest trains of, links i..
    for number in range(count - 1, -1, -1):
        later[number] = later[number + 1] | touch[number]
        least[number] = min(least[number + 1], length[number])
    one, two = [0] * len(index), [0] * len(index)  # a city's branches at one end of the trail, or both
    for city, (at_one, at_both) in branches.items():
        one[index[city]], two[index[city]] = at_one, at_both
    richest = sorted(one)[-2:]
    most_branches = max(max(two), sum(richest))
    whole = sum(length)
    every = (1 << count) - 1
    odd = 0
    for flip in ends:
        odd ^= flip

    def cities_of(kept: int) -> int:
        cities = 0
        while kept:
            low = kept & -kept
            kept ^= low
            cities |= touch[low.bit_length() - 1]
        return cities

    def connected(kept: int) -> bool:
        reached = frontier = kept & -kept
        while frontier:
            cities, frontier = cities_of(frontier), 0
            while cities:
                low = cities & -cities
                cities ^= low
                frontier |= links_at[low.bit_length() - 1]
            frontier &= kept & ~reached
            reached |= frontier
        return reached == kept

    def leave_out(first: int, trains: int, parity: int, left: int) -> None:
        nonlocal best, beyond, tried
        tried += 1
        if (trains > floor and not parity & (parity - 1) & (parity & (parity - 1)) - 1 and left != every
                and whole - trains + most_branches > best and connected(every & ~left)):
            if parity:
                low = parity & -parity
                branches = one[low.bit_length() - 1] + one[(parity ^ low).bit_length() - 1]
            else:
                cities, branches = cities_of(every & ~left), 0
                while cities:
                    low = cities & -cities
                    cities ^= low
                    branches = max(branches, two[low.bit_length() - 1])
            best = max(best, whole - trains + branches)
        pairs = (parity.bit_count() - 1) // 2  # links still to leave out, at least, to pair the odd cities
        for number in range(first, count):
            stuck = parity & ~later[number]
            if stuck & (stuck - 1) & (stuck & (stuck - 1)) - 1:
                return  # three odd cities no later link touches: no trail ends at all three
            more = trains + pairs * least[number]
            if more > cap:
                if more < beyond:
                    beyond = more
                return
            more = trains + length[number]
            if more <= cap:
                leave_out(number + 1, more, parity ^ ends[number], left | 1 << number)
            elif more < beyond:
                beyond = more

    # Fewest trains left out first, in rounds of a growing cap (the fewest trains a round found beyond
    # its cap), until leaving out more could not beat the best so far.
    # The two searches take turns, each for twice the work of its last turn, until one is done: the sets
    # are many where much is left out, the trails where little is; either way the work is at most a few
    # times the cheaper search's. Both resume where they stopped (a round's cap; the trails' memo).
    trails = None
    floor, cap, tried, budget = -1, 0, 0, _FIRST_TURN  # a round judges only what leaves out more than the last cap
    while cap <= whole and whole - cap + most_branches > best:
        if tried > budget:
            trails = trails or _Trails(core, branches)
            best, done = trails.search(best, whole - cap + most_branches, budget)
            if done:
                return best
            budget *= 2
        beyond = whole + 1
        leave_out(0, 0, odd, 0)
        floor, cap = cap, beyond
    return best


class _OutOfTurn(Exception):
    """The trail search has used up its turn."""


class _Trails:
    """The longest trail over the core and its branches by a depth-first search over the trails, memoising
    the best continuation from each (city, links used), in turns. A longest trail ends at odd cities of
    the links or at cities with branches (elsewhere an unused link would extend it), so only those start
    it, the busiest first (any city, if there are none: a closed trail); it stops once one reaches the
    ceiling (what the left-out sets ruled out)."""

    def __init__(self, core: list[Link], branches: Branches) -> None:
        self.adjacency = {city: [(1 << index, other, length) for index, other, length in ways]
                          for city, ways in _adjacency(core).items()}
        self.branches = branches
        self.branch_bit = {city: 1 << (len(core) + n) for n, city in enumerate(branches)}
        self.best_from: dict[tuple[Hashable, int], int] = {}
        busiest = sorted(_degrees(self.adjacency).items(), key=lambda found: -found[1])
        self.starts = [(city, self.branch_bit[city], branches[city][0]) if city in branches else (city, 0, 0)
                       for city, routes_at in busiest if city in branches or routes_at & 1] or [(busiest[0][0], 0, 0)]
        self.started = 0

    def search(self, best: int, ceiling: int, turn: int) -> tuple[int, bool]:
        """(the best so far, whether it is the longest trail) after at most `turn` new continuations."""
        self.limit = len(self.best_from) + turn
        try:
            while self.started < len(self.starts) and best < ceiling:
                city, used, branch = self.starts[self.started]
                best = max(best, branch + self.further(city, used))
                self.started += 1
        except _OutOfTurn:
            return best, False
        return best, True

    def further(self, city: Hashable, used: int) -> int:
        """The longest continuation from `city` over unused links, with the branches of the city it ends at
        (those at both ends if the trail started there)."""
        found = self.best_from.get((city, used))
        if found is None:
            if len(self.best_from) >= self.limit:
                raise _OutOfTurn
            branches = self.branches.get(city)
            found = (0 if branches is None else branches[1] - branches[0] if used & self.branch_bit[city]
                     else branches[0])
            for bit, other, length in self.adjacency[city]:
                if not used & bit:
                    found = max(found, length + self.further(other, used | bit))
            self.best_from[city, used] = found
        return found


def _breadth_first(adjacency: Adjacency) -> list[Hashable]:
    """The cities in breadth-first order from the busiest, so that links close together get close numbers."""
    start = max(adjacency, key=lambda city: len(adjacency[city]))
    order, seen = [start], {start}
    for city in order:
        for _, other, _ in adjacency[city]:
            if other not in seen:
                seen.add(other)
                order.append(other)
    return order


def _degrees(adjacency: Adjacency) -> dict[Hashable, int]:
    """Routes at each city, a loop (both ends at one city, left by merging) counted twice."""
    return {city: len(ways) + sum(other == city for _, other, _ in ways) for city, ways in adjacency.items()}


def _adjacency(links: list[Link]) -> Adjacency:
    adjacency: Adjacency = {}
    for index, (a, b, length) in enumerate(links):
        adjacency.setdefault(a, []).append((index, b, length))
        if b != a:
            adjacency.setdefault(b, []).append((index, a, length))
    return adjacency


