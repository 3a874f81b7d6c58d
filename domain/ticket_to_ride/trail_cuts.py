"""The longest trail over a core cut into parts (docs/rules/ticket-to-ride.md, "Longest path algorithm").

The search's work grows much faster than the links do, so a core is cut where two parts of it meet at one
city, or are joined by two links only, and each part is searched apart: what a trail does in the other
part is folded into a few numbers, each the longest trail of that part with a branch, loop or link added
that is longer than all else there (`_forced`), so that the longest trail takes it wherever a trail can:
its length less the added one is the longest trail of the part that ends at (or passes, or links) the
places it was put."""
from __future__ import annotations

from domain.ticket_to_ride.trail_search import Branches, Link, longest_over

_CUT_FROM = 12  # links of a core, or of a part of it, worth cutting: the parts take five searches or so
_CUT_LEAST = 2  # links on the smaller side of a cut


def cut_longest(links: list[Link], branches: Branches, best: int) -> int:
    """The longest trail over `links` (connected) and `branches` if it beats `best` (else `best`)."""
    ends = sorted(one for one, _ in branches.values())[-2:]
    if sum(trains for _, _, trains in links) + max([sum(ends), *(both for _, both in branches.values())]) <= best:
        return best  # (not even every link and the best branches could beat it)
    if len(links) >= _CUT_FROM:
        at_city = _city_cut(links)
        if at_city is not None:
            return _beyond_city(*at_city, branches, best)
        by_links = _links_cut(links)
        if by_links is not None:
            return _beyond_two_links(*by_links, branches, best)
    return longest_over(links, branches, best)


def _forced(links: list[Link], branches: Branches) -> int:
    """Longer than any trail over the links and branches: a trail with it beats every trail without."""
    return 1 + sum(trains for _, _, trains in links) + 2 * max((both for _, both in branches.values()), default=0)


def _beyond_city(city: int, part: list[Link], rest: list[Link], branches: Branches, best: int) -> int:
    """The part P beyond the city, seen from the rest A: a trail from A goes on in P as a closed trail back
    to the city (`closed`: the longest), or ends in P (`ending`: the longest trail of P with an end at the
    city, closed ones included), or has both ends in P (`through`: the longest trail of P passing the
    city). So P is, in A, a loop of `closed` trains at the city and branches there of `ending - closed`
    (one end) and `through - closed` (both: a closed trail of A)."""
    part_cities = {end for a, b, _ in part for end in (a, b)}
    inner = {c: found for c, found in branches.items() if c in part_cities and c != city}
    outer = {c: found for c, found in branches.items() if c not in inner}
    ending = _ending_at(part, inner, city, 0)
    if sum((a == city) + (b == city) for a, b, _ in part) == 1:  # (a bridge)
        closed, through = 0, ending
    else:  # then the part beyond the city has a cycle through it
        forced = _forced(part, inner)
        closed = cut_longest(part, {**inner, city: (0, 2 * forced)}, 2 * forced) - 2 * forced
        through = cut_longest([*part, (city, city, forced)], inner, forced + ending) - forced
    one, both = outer.get(city, (0, 0))
    outer[city] = (max(one, ending - closed), max(both, through - closed, one + ending - closed))
    best = max(best, closed + outer[city][1])  # (a trail of none of A's links: A's search takes one at least)
    best = cut_longest([*rest, (city, city, closed)] if closed else rest, outer, best)
    return cut_longest(part, inner, best)  # a trail within the part alone


def _beyond_two_links(first: Link, second: Link, side: list[Link], other_side: list[Link], branches: Branches,
                      best: int) -> int:
    """The two sides of two links (each from a city of `side` to one of `other_side`): a trail crosses
    them once (an end on each side, each side's part ending at the link), or twice (both ends on one side,
    whose part takes the two links as one between their cities there, standing for the other side's
    trail between its two: closed ones too), or not at all (a trail of one side)."""
    (near, far, trains), (near_2, far_2, trains_2) = first, second
    near_cities = {end for a, b, _ in side for end in (a, b)}
    sides = [(side, {c: found for c, found in branches.items() if c in near_cities}, near, near_2),
             (other_side, {c: found for c, found in branches.items() if c not in near_cities}, far, far_2)]
    between = [_path_between(links, own, a, b) for links, own, a, b in sides]
    for (links, own, a, b), beyond in zip(sides, reversed(between), strict=True):
        crossing = trains + trains_2 + beyond
        forced = _forced(links, own)
        best = max(best, cut_longest([*links, (a, b, forced)], own, forced + best - crossing) - forced + crossing)
    (links, own, _, _), (other_links, other_own, _, _) = sides
    for a, b, length in (first, second):
        here = _ending_at(links, own, a, 0) + length
        best = max(best, here + _ending_at(other_links, other_own, b, best - here))
    for links, own, _, _ in sides:
        best = cut_longest(links, own, best)
    return best


def _ending_at(links: list[Link], branches: Branches, city: int, best: int) -> int:
    """The longest trail of the links with an end at the city (where the trail goes on elsewhere: the
    city's own branches count for it only if it is closed, the city then its end), if it beats `best`."""
    one = branches.get(city, (0, 0))[0]
    forced = _forced(links, branches)
    return max(one, cut_longest(links, {**branches, city: (forced, forced + one)}, forced + best) - forced)


def _path_between(links: list[Link], branches: Branches, a: int, b: int) -> int:
    """The longest trail of the links from city a to city b (a trail's middle: no branches count)."""
    forced = _forced(links, branches)
    return cut_longest(links, {**branches, a: (forced, forced), b: (forced, forced)}, 2 * forced) - 2 * forced


def _city_cut(links: list[Link]) -> tuple[int, list[Link], list[Link]] | None:
    """(a city, the links beyond it, the others) where cutting the links there leaves the most links on
    the smaller side (at least _CUT_LEAST), or None: the links beyond a city are those of one of the
    parts the links fall into without it, and no more than the others."""
    near: dict[int, int] = {}
    for a, b, _ in links:
        near[a] = near.get(a, 0) | 1 << b
        near[b] = near.get(b, 0) | 1 << a
    every = sum(1 << city for city in near)
    found, most = None, _CUT_LEAST - 1
    for city in near:
        others = left = every & ~(1 << city)
        while left:
            reached = _reached(near, left & -left, others)
            if reached == others:
                break  # one part: no cut
            left &= ~reached
            part = [link for link in links if (reached >> link[0] | reached >> link[1]) & 1]
            if most < len(part) <= len(links) - len(part):  # (the part beyond takes four searches, the rest one)
                most = len(part)
                found = city, part, [link for link in links if link not in part]
    return found


def _links_cut(links: list[Link]) -> tuple[Link, Link, list[Link], list[Link]] | None:
    """(two links, turned from one side to the other, and the links of the two sides) where the links
    fall into two parts without those two, the smaller side the largest (at least _CUT_LEAST links), or
    None. Two links do so exactly when the same cycles of a spanning tree's run through both: each link
    off the tree gets a bit, and a tree link the bits of the links whose cycles through the tree it is on."""
    ways: dict[int, list[tuple[int, int]]] = {}
    for number, (a, b, _) in enumerate(links):
        ways.setdefault(a, []).append((number, b))
        ways.setdefault(b, []).append((number, a))
    up, order = {links[0][0]: -1}, [links[0][0]]  # each city's tree link towards the first, breadth first
    for city in order:
        for number, other in ways[city]:
            if other not in up:
                up[other] = number
                order.append(other)
    tree = set(up.values())
    mark, at = [0] * len(links), dict.fromkeys(up, 0)
    for number, (a, b, _) in enumerate(links):
        if number not in tree:
            mark[number] = 1 << number
            at[a] ^= 1 << number
            at[b] ^= 1 << number
    for city in reversed(order[1:]):
        a, b, _ = links[up[city]]
        mark[up[city]] = at[city]
        at[b if a == city else a] ^= at[city]
    same: dict[int, list[int]] = {}
    for number, bits in enumerate(mark):
        if bits:
            same.setdefault(bits, []).append(number)
    found, most = None, _CUT_LEAST - 1
    for numbers in same.values():
        for i, one in enumerate(numbers):
            for other in numbers[i + 1:]:
                kept = [link for number, link in enumerate(links) if number not in (one, other)]
                near: dict[int, int] = {}
                for a, b, _ in kept:
                    near[a] = near.get(a, 0) | 1 << b
                    near[b] = near.get(b, 0) | 1 << a
                (a, b, trains), (c, d, trains_2) = links[one], links[other]
                side = _reached(near, 1 << a, -1)
                c, d = (c, d) if side >> c & 1 else (d, c)
                if a == c or b == d:
                    continue  # (the two links at one city: cut there, if anywhere)
                part = [link for link in kept if side >> link[0] & 1]
                if min(len(part), len(kept) - len(part)) > most:
                    most = min(len(part), len(kept) - len(part))
                    found = (a, b, trains), (c, d, trains_2), part, [link for link in kept if not side >> link[0] & 1]
    return found


def _reached(near: dict[int, int], start: int, within: int) -> int:
    """The cities reached from those of `start` through the neighbours `near`, among those of `within`."""
    reached = frontier = start
    while frontier:
        low = frontier & -frontier
        frontier ^= low
        new = near.get(low.bit_length() - 1, 0) & within & ~reached
        reached |= new
        frontier |= new
    return reached
