"""The longest trail of a player's routes (no route used twice, cities may repeat), exact and bounded.

The routes come as each city's neighbours (bitmasks over city numbers: a player's routes are a simple
graph) and the connected networks found by scoring. Each network is taken on its own, the longest first,
and skipped once it cannot beat the best:
- a network with at most two cities of odd degree is one trail end to end (Euler), so its length is all;
- any other network is first cut down to its core: trees hanging off it are cut away, since a trail
  enters one only to end in it, and the two longest branches into them are kept at the city they hang
  from, for a trail ending there (a tree is cut away whole: its longest trail is two branches at a city).
  Core cities with exactly two routes and nothing hanging are passed straight through (or not reached),
  so each chain of them between two other cities becomes one longer link. Then what the trail leaves out
  of the core is searched, fewest trains first: a set of links is a trail's complement when the rest is
  connected and has at most two odd cities (Euler again), so the search runs over sets of left-out links
  in rounds of a growing cap on their trains, never extending a set that already has three odd cities no
  later link can change, nor one that leaves out more than the best allows. Its work grows with what the
  best trail leaves out, not with the number of trails; where much is left out the trails are fewer, so
  a memoised search over the trails takes turns with it (docs/rules/ticket-to-ride.md)."""
from __future__ import annotations

from collections.abc import Hashable, Sequence

Link = tuple[int, int, int]  # (city number, city number, trains)
Adjacency = dict[Hashable, list[tuple[int, Hashable, int]]]  # city -> [(link index, other city, trains)]
Hanging = dict[int, tuple[int, int]]  # city -> the two longest branches hanging from it, in different trees
_FAR = 1 << 30
_FIRST_TURN = 200  # left-out sets tried, or trail continuations found, in a search's first turn


def longest_trail(neighbours: list[int], networks: list[tuple[int, int, int]],
                  between: Sequence[Sequence[int]]) -> int:
    """Trains on the longest trail of a player's routes: `neighbours` of each city (a bitmask; used up:
    the trees cut away are taken out of it), `networks` as (trains, cities, odd cities), the cities as
    bitmasks, `between[a][b]` the trains of the route between cities a and b."""
    best = 0
    for trains, cities, odd in sorted(networks, reverse=True):
        if trains <= best:
            break
        if odd.bit_count() <= 2:
            best = trains
        else:
            best = max(best, _network_longest(neighbours, cities, between, best))
    return best


def _network_longest(neighbours: list[int], cities: int, between: Sequence[Sequence[int]], best: int) -> int:
    """The longest trail of one connected network if it beats `best` (else anything up to `best`)."""
    hanging, within, core = _peel(neighbours, cities, between)
    if not core:  # a tree
        return within
    return _core_longest(_core_links(neighbours, core, hanging, between), hanging, max(best, within))


def _peel(neighbours: list[int], cities: int, between: Sequence[Sequence[int]]) -> tuple[Hanging, int, int]:
    """(the branches hanging at the core's cities, the longest trail within the trees cut away, the core's
    cities): trees hanging off the network are cut away, a city of one route at a time. A trail enters a
    hanging tree only to end in it, so a branch counts only at a trail's end."""
    leaves, rest = 0, cities
    while rest:
        low = rest & -rest
        rest ^= low
        near = neighbours[low.bit_length() - 1]
        if near & (near - 1) == 0:
            leaves |= low
    hanging: Hanging = {}
    within = cut = 0
    while leaves:
        low = leaves & -leaves
        leaves ^= low
        cut |= low
        leaf = low.bit_length() - 1
        near = neighbours[leaf]
        if not near:  # the last city of a tree
            continue
        parent = near.bit_length() - 1
        neighbours[leaf] = 0
        near = neighbours[parent] = neighbours[parent] ^ low
        first, second = hanging.pop(leaf, (0, 0))
        within = max(within, first + second)
        branch = first + between[leaf][parent]
        top = hanging.get(parent, (0, 0))
        if branch > top[0]:
            hanging[parent] = (branch, top[0])
        elif branch > top[1]:
            hanging[parent] = (top[0], branch)
        if near & (near - 1) == 0:
            leaves |= 1 << parent
    for city, (first, second) in list(hanging.items()):
        within = max(within, first + second)
        if cut >> city & 1:
            del hanging[city]
    return hanging, within, cities & ~cut


def _core_links(neighbours: list[int], core: int, hanging: Hanging, between: Sequence[Sequence[int]]) -> list[Link]:
    """The core's links: a chain of cities with two routes and nothing hanging (a trail passes straight
    through them, or does not reach them) is one link between the cities at its ends, a loop if they are
    one city. Each chain is walked from both ends, and kept from the end that names it first."""
    joints = 0
    rest = core
    while rest:
        low = rest & -rest
        rest ^= low
        city = low.bit_length() - 1
        near = neighbours[city]
        if city in hanging or near.bit_count() != 2:
            joints |= low
    links = []
    rest = joints
    while rest:
        low = rest & -rest
        rest ^= low
        joint = low.bit_length() - 1
        ways = neighbours[joint]
        while ways:
            step = ways & -ways
            ways ^= step
            came, city = joint, step.bit_length() - 1
            first, trains = city, between[joint][city]
            while not joints >> city & 1:
                after = (neighbours[city] & ~(1 << came)).bit_length() - 1
                trains += between[city][after]
                came, city = city, after
            if (joint, first) < (city, came):
                links.append((joint, city, trains))
    return links


def _core_longest(core: list[Link], hanging: Hanging, best: int) -> int:
    """The longest trail over the core and at most two hanging branches at its ends, if it beats `best`.

    Searched as what the trail leaves out: the left-out links R, fewest trains first (every subset of the
    core's links in index order, depth first), are a trail's complement when the rest of the core is
    connected and has at most two odd cities, the trail's ends (or none: a closed trail, which may start
    and end at any of its cities). A subset whose trains already reach the cap (the most it may leave
    out and still beat the best, with the best branches) is not extended, nor one with more than two odd
    cities that no later link touches."""
    index: dict[Hashable, int] = {}
    for city in _breadth_first(_adjacency(core)):
        index[city] = len(index)
    order = sorted(core, key=lambda link: sorted((index[link[0]], index[link[1]])))
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
    one, two = [0] * len(index), [0] * len(index)  # one branch at a city (an open end), or two (closed trail)
    for city, (first, second) in hanging.items():
        one[index[city]], two[index[city]] = first, first + second
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
        if (trains > floor and whole - trains + most_branches > best and left != every
                and parity & (parity - 1) & (parity & (parity - 1)) - 1 == 0 and connected(every & ~left)):
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
        for number in range(first, count):
            stuck = parity & ~later[number]
            if stuck & (stuck - 1) & (stuck & (stuck - 1)) - 1:
                return  # three odd cities no later link touches: no trail ends at all three
            at_least = trains + (parity.bit_count() - 1) // 2 * least[number]
            if at_least > cap:
                beyond = min(beyond, at_least)
                return
            if trains + length[number] > cap:
                beyond = min(beyond, trains + length[number])
            else:
                leave_out(number + 1, trains + length[number], parity ^ ends[number], left | 1 << number)

    # Fewest trains left out first, in rounds of a growing cap (the fewest trains a round found beyond
    # its cap), until leaving out more could not beat the best so far.
    # The two searches take turns, each for twice the work of its last turn, until one is done: the sets
    # are many where much is left out, the trails where little is; either way the work is at most a few
    # times the cheaper search's. Both resume where they stopped (a round's cap; the trails' memo).
    trails = None
    floor, cap, tried, budget = -1, 0, 0, _FIRST_TURN  # a round judges only what leaves out more than the last cap
    while cap <= whole and whole - cap + most_branches > best:
        if tried > budget:
            trails = trails or _Trails(core, hanging)
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
    the core or at cities with branches (elsewhere an unused link would extend it), so only those start
    it, the busiest first; it stops once one reaches the ceiling (what the left-out sets ruled out)."""

    def __init__(self, core: list[Link], hanging: Hanging) -> None:
        self.adjacency = _adjacency(core)
        self.hanging = hanging
        self.hang_bit = {city: 1 << (len(core) + n) for n, city in enumerate(hanging)}
        self.best_from: dict[tuple[Hashable, int], int] = {}
        busiest = sorted(_degrees(self.adjacency).items(), key=lambda found: -found[1])
        self.starts = [(city, self.hang_bit[city], hanging[city][0]) if city in hanging else (city, 0, 0)
                       for city, routes_at in busiest if city in hanging or routes_at & 1]
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
        """The longest continuation from `city` over unused core links, ending in a hanging branch
        of the city it ends at if that city has one left."""
        found = self.best_from.get((city, used))
        if found is None:
            if len(self.best_from) >= self.limit:
                raise _OutOfTurn
            branches = self.hanging.get(city)
            found = 0 if branches is None else branches[1] if used & self.hang_bit[city] else branches[0]
            for index, other, length in self.adjacency[city]:
                if not used >> index & 1:
                    found = max(found, length + self.further(other, used | 1 << index))
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


