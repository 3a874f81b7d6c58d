"""The longest trail of a network (no route used twice, cities may repeat), exact and bounded.

Each connected network is taken on its own, the longest first, and skipped once it cannot beat the best:
- a network with at most two cities of odd degree is one trail end to end (Euler), so its length is all;
- a tree's longest trail is its longest path: from a farthest city, the farthest city (two sweeps);
- any other network is searched depth-first over routes, remembering the best continuation from each
  (city, routes used). A longest trail that does not close on itself starts and ends at odd cities (an
  unused route at an even end would extend it), so the search starts only there, the most promising
  first, and stops as soon as no start's ceiling beats the best found. A start's ceiling: every odd city
  but the trail's two ends keeps at least one route out of the trail, and the cheapest such set of routes
  joins those cities in pairs by shortest ways (a T-join), so the trail is at most all minus that.
Cities with exactly two routes are passed straight through (or not reached): their two routes are merged
into one longer link before the search."""
from __future__ import annotations

import heapq
from collections.abc import Hashable

Link = tuple[Hashable, Hashable, int]  # (city, city, trains)
Adjacency = dict[Hashable, list[tuple[int, Hashable, int]]]  # city -> [(link index, other city, trains)]
_MATCHED_AT_MOST = 8  # odd cities whose pairing (2^n states) is worth computing for the ceilings
_FAR = 1 << 30


def longest_trail(links: list[Link]) -> int:
    """Trains on the longest trail of the network of `links`."""
    return longest_trail_of(networks(links)[1])


def longest_trail_of(parts: list[tuple[int, list[Link]]]) -> int:
    """Trains on the longest trail of a network given as its connected parts (see `networks`)."""
    best = 0
    for total, part in sorted(parts, key=lambda found: -found[0]):
        if total <= best:
            break
        best = max(best, _network_longest(part, total, best))
    return best


def networks(links: list[Link]) -> tuple[dict[Hashable, Hashable], list[tuple[int, list[Link]]]]:
    """(city -> a representative city of its connected network, (trains, links) of every network)."""
    parent: dict[Hashable, Hashable] = {}

    def root(city: Hashable) -> Hashable:
        while parent.setdefault(city, city) != city:
            parent[city] = city = parent[parent[city]]
        return city

    for a, b, _ in links:
        parent[root(a)] = root(b)
    found: dict[Hashable, list] = {}
    for link in links:
        entry = found.setdefault(root(link[0]), [0, []])
        entry[0] += link[2]
        entry[1].append(link)
    return {city: root(city) for city in parent}, [(total, part) for total, part in found.values()]


def _network_longest(links: list[Link], total: int, best: int) -> int:
    """The longest trail of one connected network if it beats `best` (else anything up to `best`)."""
    degree: dict[Hashable, int] = {}
    for a, b, _ in links:
        degree[a] = degree.get(a, 0) + 1
        degree[b] = degree.get(b, 0) + 1
    odd = [city for city in degree if degree[city] & 1]
    if len(odd) <= 2:
        return total
    adjacency = _adjacency(links)
    if len(links) == len(degree) - 1:
        far, _ = _farthest(adjacency, odd[0])
        return _farthest(adjacency, far)[1]
    links = _merge_pass_through_cities(links)
    adjacency = _adjacency(links)
    best_from: dict[tuple[Hashable, int], int] = {}

    def further(city: Hashable, used: int, left: int) -> int:
        """The longest continuation from `city` over unused links (`left` trains on them in all)."""
        found = best_from.get((city, used))
        if found is None:
            found = 0
            for index, other, length in adjacency[city]:
                if not used >> index & 1:
                    found = max(found, length + further(other, used | 1 << index, left - length))
                    if found == left:  # every remaining link is used: nothing can be longer
                        break
            best_from[city, used] = found
        return found

    for ceiling, start in _ceilings(adjacency, odd, total):
        if ceiling <= best:
            break
        best = max(best, further(start, 0, total))
    return best


def _adjacency(links: list[Link]) -> Adjacency:
    adjacency: Adjacency = {}
    for index, (a, b, length) in enumerate(links):
        adjacency.setdefault(a, []).append((index, b, length))
        if b != a:
            adjacency.setdefault(b, []).append((index, a, length))
    return adjacency


def _farthest(adjacency: Adjacency, start: Hashable) -> tuple[Hashable, int]:
    """In a tree: the city farthest from `start` in trains, and how far."""
    far, most = start, 0
    stack = [(start, None, 0)]
    while stack:
        city, came_from, distance = stack.pop()
        if distance > most:
            far, most = city, distance
        stack.extend((other, city, distance + length) for _, other, length in adjacency[city] if other != came_from)
    return far, most


def _ceilings(adjacency: Adjacency, odd: list[Hashable], total: int) -> list[tuple[int, Hashable]]:
    """(most trains a trail from it can have, odd city) for every odd city, the highest first."""
    if len(odd) > _MATCHED_AT_MOST:
        return [(total, city) for city in odd]
    distance = [_distances(adjacency, city) for city in odd]
    pairings: dict[tuple[int, int], int] = {}

    def pairing(cities: int, spare: int) -> int:
        """The cheapest way to pair up the odd cities in the bitset `cities`, `spare` of them left unpaired."""
        if not cities:
            return 0
        key = (cities, spare)
        if key not in pairings:
            first = (cities & -cities).bit_length() - 1
            rest = cities & ~(1 << first)
            cheapest = pairing(rest, spare - 1) if spare else _FAR
            others = rest
            while others:
                second = (others & -others).bit_length() - 1
                others &= others - 1
                cheapest = min(cheapest, distance[first].get(odd[second], _FAR) + pairing(rest & ~(1 << second), spare))
            pairings[key] = cheapest
        return pairings[key]

    every = (1 << len(odd)) - 1
    return sorted(((total - pairing(every & ~(1 << n), 1), city) for n, city in enumerate(odd)),
                  key=lambda found: -found[0])


def _distances(adjacency: Adjacency, start: Hashable) -> dict[Hashable, int]:
    """Fewest trains from `start` to every city (Dijkstra)."""
    distance = {start: 0}
    queue = [(0, 0, start)]
    tie = 0
    while queue:
        far, _, city = heapq.heappop(queue)
        if far > distance[city]:
            continue
        for _, other, length in adjacency[city]:
            if far + length < distance.get(other, _FAR):
                distance[other] = far + length
                tie += 1
                heapq.heappush(queue, (far + length, tie, other))
    return distance


def _merge_pass_through_cities(links: list[Link]) -> list[Link]:
    """Merging never changes another city's degree, so one pass over the cities finds them all."""
    by_id = dict(enumerate(links))
    ends: dict[Hashable, list[int]] = {}
    for index, (a, b, _) in by_id.items():
        ends.setdefault(a, []).append(index)
        ends.setdefault(b, []).append(index)
    for city in list(ends):
        found = ends[city]
        if len(found) != 2 or found[0] == found[1]:
            continue
        merged = len(links) + len(by_id)  # a fresh id
        (first, second) = (by_id.pop(index) for index in found)
        by_id[merged] = (_other_end(first, city), _other_end(second, city), first[2] + second[2])
        for index, end in zip(found, by_id[merged][:2], strict=True):
            ends[end].remove(index)
            ends[end].append(merged)
        del ends[city]
    return list(by_id.values())


def _other_end(link: Link, city: Hashable) -> Hashable:
    return link[1] if link[0] == city else link[0]
