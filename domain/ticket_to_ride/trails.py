"""The longest trail of a player's routes (no route used twice, cities may repeat), exact and bounded.

The routes come as the connected networks found by scoring (their cities and routes as bitmasks); a
network searched is taken as each city's neighbours (a bitmask: a player's routes are a simple graph).
Each network is taken on its own, the longest first, and skipped once it cannot beat the best:
- a network with at most two cities of odd degree is one trail end to end (Euler), so its length is all;
- any other network is first cut down to its core: trees hanging off it are cut away, since a trail
  enters one only to end in it, and the two longest branches into them are kept at the city they hang
  from, for a trail ending there (a tree is cut away whole: its longest trail is two branches at a city).
  Core cities with exactly two routes and nothing hanging are passed straight through (or not reached),
  so each chain of them between two other cities becomes one longer link. The core is then cut into
  parts where they meet (trail_cuts.py) and each part searched (trail_search.py; docs/rules/ticket-to-ride.md)."""
from __future__ import annotations

from collections.abc import Sequence

from domain.ticket_to_ride.trail_cuts import cut_longest
from domain.ticket_to_ride.trail_search import Branches, Link


def longest_trail(networks: list[tuple[int, int, int, int]], ends: Sequence[tuple[int, int]],
                  between: Sequence[Sequence[int]]) -> int:
    """Trains on the longest trail of a player's routes: `networks` as (trains, cities, odd cities, routes),
    bitmasks all (a route's bit its number), `ends[route]` its two cities, `between[a][b]` the trains of
    the route between cities a and b."""
    best = 0
    for trains, cities, odd, routes in sorted(networks, reverse=True):
        if trains <= best:
            break
        if odd.bit_count() <= 2:
            best = trains
            continue
        neighbours = [0] * len(between)
        while routes:
            low = routes & -routes
            routes ^= low
            a, b = ends[low.bit_length() - 1]
            neighbours[a] |= 1 << b
            neighbours[b] |= 1 << a
        best = max(best, _network_longest(neighbours, cities, between, best))
    return best


def _network_longest(neighbours: list[int], cities: int, between: Sequence[Sequence[int]], best: int) -> int:
    """The longest trail of one connected network if it beats `best` (else anything up to `best`)."""
    branches, within, core = _peel(neighbours, cities, between)
    if not core:  # a tree
        return within
    return cut_longest(_core_links(neighbours, core, branches, between), branches, max(best, within))


def _peel(neighbours: list[int], cities: int, between: Sequence[Sequence[int]]) -> tuple[Branches, int, int]:
    """(the branches of the trees hanging at the core's cities, the longest trail within the trees, the
    core's cities): trees hanging off the network are cut away, a city of one route at a time. A trail
    enters a hanging tree only to end in it, so a branch counts only at a trail's end: the longest at one
    end, the two longest of different trees at both (a closed trail)."""
    leaves, rest = 0, cities
    while rest:
        low = rest & -rest
        rest ^= low
        near = neighbours[low.bit_length() - 1]
        if near & (near - 1) == 0:
            leaves |= low
    first, second = [0] * len(neighbours), [0] * len(neighbours)  # the two longest branches at a city
    within = cut = hung = 0
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
        branch = first[leaf]
        if branch + second[leaf] > within:
            within = branch + second[leaf]
        branch += between[leaf][parent]
        if branch > first[parent]:
            first[parent], second[parent] = branch, first[parent]
        elif branch > second[parent]:
            second[parent] = branch
        hung |= 1 << parent
        if near & (near - 1) == 0:
            leaves |= 1 << parent
    branches: Branches = {}
    while hung:
        low = hung & -hung
        hung ^= low
        city = low.bit_length() - 1
        within = max(within, first[city] + second[city])
        if not cut & low:
            branches[city] = (first[city], first[city] + second[city])
    return branches, within, cities & ~cut


def _core_links(neighbours: list[int], core: int, branches: Branches, between: Sequence[Sequence[int]]) -> list[Link]:
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
        if city in branches or near.bit_count() != 2:
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
