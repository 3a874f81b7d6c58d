"""The longest trail of a network (no route used twice, cities may repeat), exact and bounded.

Each connected network is taken on its own, the longest first, and skipped once it cannot beat the best:
- a network with at most two cities of odd degree is one trail end to end (Euler), so its length is all;
- a tree's longest trail is its longest path: from a farthest city, the farthest city (two sweeps);
- any other network is first cut down to its core: trees hanging off it are cut away, since a trail
  enters one only to end in it, and the two longest branches into them are kept at the city they hang
  from, for a trail ending there. Core cities with exactly two routes and nothing hanging are passed
  straight through (or not reached), so their two routes are merged into one longer link. The core is
  searched depth-first over links, remembering the best continuation from each (city, links used). A
  longest trail ends at odd cities of the core or at cities with something hanging (anywhere else an
  unused link would extend it), so only those start the search; the search stops as soon as the best
  reaches the network's ceiling: every odd city but the trail's two ends keeps at least one route out
  of the trail, and the cheapest such routes pair those cities up by shortest ways (a T-join), so the
  trail is at most all minus that."""
from __future__ import annotations

import heapq
from collections.abc import Container, Hashable

Link = tuple[Hashable, Hashable, int]  # (city, city, trains)
Adjacency = dict[Hashable, list[tuple[int, Hashable, int]]]  # city -> [(link index, other city, trains)]
_MATCHED_AT_MOST = 10  # odd cities whose pairing (2^n states) is worth computing for the ceiling
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
    ceiling = _ceiling(adjacency, odd, total)
    if ceiling <= best:
        return best
    core, hanging, within = _peel(links)
    best = max(best, within)
    core = _merge_pass_through_cities(core, keep=hanging)
    adjacency = _adjacency(core)
    hang_bit = {city: 1 << (len(core) + n) for n, city in enumerate(hanging)}
    best_from: dict[tuple[Hashable, int], int] = {}

    def further(city: Hashable, used: int) -> int:
        """The longest continuation from `city` over unused core links, ending in a hanging branch
        of the city it ends at if that city has one left."""
        found = best_from.get((city, used))
        if found is None:
            branches = hanging.get(city)
            found = 0 if branches is None else branches[1] if used & hang_bit[city] else branches[0]
            for index, other, length in adjacency[city]:
                if not used >> index & 1:
                    found = max(found, length + further(other, used | 1 << index))
            best_from[city, used] = found
        return found

    for start, routes_at in sorted(_degrees(adjacency).items(), key=lambda found: -found[1]):  # busiest first
        if best >= ceiling:
            break
        if start in hanging:
            best = max(best, hanging[start][0] + further(start, hang_bit[start]))
        elif routes_at & 1:
            best = max(best, further(start, 0))
    return best


def _peel(links: list[Link]) -> tuple[list[Link], dict[Hashable, list[int]], int]:
    """(the core: the links left once trees hanging off the network are cut away, {city: the two longest
    branches of those trees from it, in different trees}, the longest trail within the trees). A trail
    enters a hanging tree only to end in it, so a branch counts only at a trail's end."""
    adjacency = _adjacency(links)
    live = [True] * len(links)
    degree = _degrees(adjacency)
    hanging: dict[Hashable, list[int]] = {}
    leaves = [city for city, count in degree.items() if count == 1]
    within = 0
    while leaves:
        leaf = leaves.pop()
        if degree[leaf] != 1:
            continue
        index, parent, length = next(way for way in adjacency[leaf] if live[way[0]])
        live[index] = False
        degree[leaf] = 0
        degree[parent] -= 1
        first, second = hanging.pop(leaf, (0, 0))
        within = max(within, first + second)
        branch = first + length
        top = hanging.setdefault(parent, [0, 0])
        if branch > top[0]:
            top[:] = [branch, top[0]]
        elif branch > top[1]:
            top[1] = branch
        if degree[parent] == 1:
            leaves.append(parent)
    within = max([within] + [first + second for first, second in hanging.values()])
    return [link for link, kept in zip(links, live, strict=True) if kept], hanging, within


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


def _ceiling(adjacency: Adjacency, odd: list[Hashable], total: int) -> int:
    """The most trains a trail of the network can have (see the module's docstring)."""
    if len(odd) > _MATCHED_AT_MOST:
        return total
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

    return total - pairing((1 << len(odd)) - 1, 2)


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


def _merge_pass_through_cities(links: list[Link], keep: Container = frozenset()) -> list[Link]:
    """Merging never changes another city's degree, so one pass over the cities finds them all
    (but those in `keep`)."""
    by_id = dict(enumerate(links))
    ends: dict[Hashable, list[int]] = {}
    for index, (a, b, _) in by_id.items():
        ends.setdefault(a, []).append(index)
        ends.setdefault(b, []).append(index)
    for city in list(ends):
        found = ends[city]
        if len(found) != 2 or found[0] == found[1] or city in keep:
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
