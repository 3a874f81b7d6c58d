"""Exact optimal route income on a game-neutral track graph (`trackside-track-graph/1`).

See docs/routes.md for the format, the rules and why the search is exact."""
from domain.routes.check import check_routes
from domain.routes.graph import TrackGraph, load_graph
from domain.routes.oracle import exhaustive_best_routes
from domain.routes.search import best_routes
from domain.routes.walks import RouteRuleError

__all__ = ["RouteRuleError", "TrackGraph", "best_routes", "check_routes", "exhaustive_best_routes", "load_graph"]
