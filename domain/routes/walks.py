"""Walks on the raw track graph: checking a submitted walk rule by rule, and enumerating every
route by walking segment by segment (the oracle's enumeration; the fast search does not use it)."""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from domain.routes.graph import TrackGraph


class RouteRuleError(ValueError):
    """A submitted route set breaks a route rule; `rule` names it."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule


@dataclass(frozen=True, slots=True)
class Walk:
    centres: tuple[int, ...]  # centre indices in walk order
    segments: tuple[int, ...]  # segment indices in walk order
    items: tuple[str, ...]  # the walk as ids: centre, segment, ..., segment, centre


def parse_walk(graph: TrackGraph, items: list[str], where: str) -> Walk:
    """Check a walk against the track rules (connection, no reversing, no repeated segment or
    centre, one centre per hex, ends-only centres, a company token) and index it."""
    if not items or items[0] not in graph.centre_index or items[-1] not in graph.centre_index:
        raise RouteRuleError("walk_ends", f"{where} must start and end at a centre")
    centres, segments = [graph.centre_index[items[0]]], []
    at = items[0]  # the centre or link the walk stands at
    tile = None  # the tile of the last segment while standing at a link
    for item in items[1:]:
        if item in graph.segment_index:
            segment = graph.segment_index[item]
            if at not in graph.segments[segment].ends:
                raise RouteRuleError("not_connected", f"{where}: segment {item} does not touch {at}")
            if tile is not None and graph.segments[segment].tile == tile:
                raise RouteRuleError("no_reversing", f"{where}: at link {at} the walk turns back onto tile {tile} "
                                     f"(segment {item}); it must cross to the neighbouring tile")
            if segment in segments:
                raise RouteRuleError("segment_reused", f"{where} uses segment {item} twice")
            segments.append(segment)
            at = graph.other_end(segment, at)
            tile = graph.segments[segment].tile if at in graph.links else None
        elif item in graph.centre_index:
            if item != at or tile is not None or not segments:
                raise RouteRuleError("not_connected", f"{where}: centre {item} is not where the previous segment ends")
            centre = graph.centre_index[item]
            if centre in centres:
                raise RouteRuleError("centre_repeated", f"{where} visits centre {item} twice")
            if graph.one_centre_per_hex and any(graph.centres[c].hex == graph.centres[centre].hex for c in centres):
                raise RouteRuleError("one_centre_per_hex", f"{where} visits two centres of hex {graph.centres[centre].hex}")
            centres.append(centre)
        else:
            raise RouteRuleError("unknown_id", f"{where} names {item!r}, which is neither a centre nor a segment")
    if tile is not None or at != items[-1]:
        raise RouteRuleError("walk_ends", f"{where} must end at a centre")
    if len(centres) < 2:
        raise RouteRuleError("too_short", f"{where} must visit at least two centres")
    for c in centres[1:-1]:
        if graph.centres[c].end_only:
            raise RouteRuleError("end_only", f"{where} runs through {graph.centres[c].id}, which may only end a "
                                 "route (an off-board, or a city blocked by other companies' tokens)")
    if not any(graph.centres[c].has_token for c in centres):
        raise RouteRuleError("no_company_token", f"{where} includes no centre with a {graph.company} token")
    return Walk(tuple(centres), tuple(segments), tuple(items))


def all_walks(graph: TrackGraph) -> Iterator[Walk]:
    """Every route of the graph once (in the orientation whose first centre has the lower index),
    found by walking segment by segment from every centre."""
    items: list[str] = []
    centres: list[int] = []
    segments: list[int] = []
    hexes: list[str] = []

    def leave(at: str, tile: str | None) -> Iterator[Walk]:
        for segment in graph.next_segments(at, tile):
            if segment in segments:
                continue
            segments.append(segment)
            items.append(graph.segments[segment].id)
            yield from arrive(graph.other_end(segment, at), graph.segments[segment].tile)
            items.pop()
            segments.pop()

    def arrive(end: str, tile: str) -> Iterator[Walk]:
        if end in graph.links:
            yield from leave(end, tile)
            return
        centre = graph.centre_index[end]
        hex_id = graph.centres[centre].hex if graph.one_centre_per_hex else end
        if centre in centres or hex_id in hexes:
            return
        centres.append(centre)
        hexes.append(hex_id)
        items.append(end)
        if centres[0] < centre and any(graph.centres[c].has_token for c in centres):
            yield Walk(tuple(centres), tuple(segments), tuple(items))
        if not graph.centres[centre].end_only:
            yield from leave(end, None)
        items.pop()
        hexes.pop()
        centres.pop()

    for centre in graph.centres:
        centres.append(graph.centre_index[centre.id])
        hexes.append(centre.hex if graph.one_centre_per_hex else centre.id)
        items.append(centre.id)
        yield from leave(centre.id, None)
        items.pop()
        hexes.pop()
        centres.pop()
