"""The compressed graph the fast search walks: centres joined by hops, a hop being one way along
the track from a centre to another centre that passes no centre on the way, kept as the
bitmask of its segments (Python ints), so that "these routes share no segment" is one AND."""
from __future__ import annotations

from dataclasses import dataclass

from domain.routes.graph import TrackGraph


@dataclass(frozen=True, slots=True)
class Hop:
    a: int  # centre index, a < b
    b: int
    mask: int
    segments: tuple[int, ...]  # in order from a to b


def build_hops(graph: TrackGraph) -> tuple[list[Hop], list[list[tuple[int, tuple[int, ...]]]]]:
    """All hops (each once, from its lower-index centre) and, per centre, its neighbours with
    the masks of the hops leading there."""
    hops: list[Hop] = []
    segments: list[int] = []

    def leave(start: int, at: str, tile: str | None) -> None:
        for segment in graph.next_segments(at, tile):
            if segment in segments:
                continue
            segments.append(segment)
            end = graph.other_end(segment, at)
            if end in graph.links:
                leave(start, end, graph.segments[segment].tile)
            elif start < graph.centre_index[end]:
                hops.append(Hop(start, graph.centre_index[end], sum(1 << s for s in segments), tuple(segments)))
            segments.pop()

    for start in range(len(graph.centres)):
        leave(start, graph.centres[start].id, None)
    between: list[dict[int, list[int]]] = [{} for _ in graph.centres]
    for hop in hops:
        between[hop.a].setdefault(hop.b, []).append(hop.mask)
        between[hop.b].setdefault(hop.a, []).append(hop.mask)
    neighbours = [[(b, tuple(sorted(set(masks)))) for b, masks in sorted(row.items())] for row in between]
    return hops, neighbours


def track_classes(graph: TrackGraph, hops: list[Hop]) -> int:
    """One segment bit of each track class, plus every centre bit above the segments (masks carry
    visited centres there when routes may not share centres). A class is the segments lying on
    exactly the same hops: a route is a union of hops, so it holds a whole class or none of it,
    and two routes share track exactly when they share a class."""
    first: dict[tuple[int, ...], int] = {}
    for s in range(len(graph.segments)):
        on = tuple(i for i, hop in enumerate(hops) if hop.mask >> s & 1)
        if on:
            first.setdefault(on, s)
    return sum(1 << s for s in first.values()) | -1 << len(graph.segments)


def hop_path(graph: TrackGraph, hops: list[Hop], centres: tuple[int, ...], mask: int) -> list[str]:
    """The walk (centre, segment, ..., centre ids) of the route through `centres` laid exactly
    on the segments of `mask` (centre bits above the segments are ignored)."""
    mask &= (1 << len(graph.segments)) - 1
    steps: list[Hop] = []

    def lay(i: int, used: int) -> bool:
        if i == len(centres) - 1:
            return used == mask
        pair = (min(centres[i], centres[i + 1]), max(centres[i], centres[i + 1]))
        for hop in hops:
            if (hop.a, hop.b) == pair and not hop.mask & ~mask and not hop.mask & used:
                steps.append(hop)
                if lay(i + 1, used | hop.mask):
                    return True
                steps.pop()
        return False

    if not lay(0, 0):
        raise AssertionError("a found route has no track laying")  # unreachable: masks come from hops
    items = [graph.centres[centres[0]].id]
    for i, hop in enumerate(steps):
        segments = hop.segments if hop.a == centres[i] else hop.segments[::-1]
        items.extend(graph.segments[s].id for s in segments)
        items.append(graph.centres[centres[i + 1]].id)
    return items
