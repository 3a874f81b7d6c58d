"""check_routes: validate a route set a player submits and return its income."""
from __future__ import annotations

from domain.routes.graph import TrackGraph
from domain.routes.pricing import best_stops
from domain.routes.walks import RouteRuleError, parse_walk


def check_routes(graph: TrackGraph, routes: list) -> int:
    """Income of the routes (each `{"train", "walk", ...}`; other fields are ignored and every
    train makes its best stops), or RouteRuleError (a ValueError) naming the first broken rule."""
    if not isinstance(routes, list):
        raise RouteRuleError("shape", "routes must be a list")
    spare = {}
    for train in graph.trains:
        spare.setdefault(train.name, []).append(train)
    used_segments: dict[int, int] = {}
    used_centres: dict[int, int] = {}
    income = 0
    for n, route in enumerate(routes, 1):
        if not (isinstance(route, dict) and isinstance(route.get("train"), str) and isinstance(route.get("walk"), list)
                and all(isinstance(item, str) for item in route["walk"])):
            raise RouteRuleError("shape", f"route {n} must have a train name and a walk (a list of ids)")
        where = f"route {n} (train {route['train']})"
        if route["train"] not in spare:
            raise RouteRuleError("unknown_train", f"{where}: the company has no such train")
        if not spare[route["train"]]:
            raise RouteRuleError("one_route_per_train", f"{where}: more routes than the company has such trains")
        train = spare[route["train"]].pop()
        walk = parse_walk(graph, route["walk"], where)
        for segment in walk.segments:
            if segment in used_segments:
                raise RouteRuleError("segment_shared", f"{where} uses segment {graph.segments[segment].id}, "
                                     f"already used by route {used_segments[segment]}")
            used_segments[segment] = n
        if not graph.routes_may_share_centres:
            for centre in walk.centres:
                if centre in used_centres:
                    raise RouteRuleError("centre_shared", f"{where} visits {graph.centres[centre].id}, "
                                         f"already visited by route {used_centres[centre]}")
                used_centres[centre] = n
        priced = best_stops(graph, train, walk.centres)
        if priced is None:
            raise RouteRuleError("too_many_stops", f"{where}: the train cannot run a route with that many stops")
        income += priced[0]
    return income
