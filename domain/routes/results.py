"""The plain-JSON result shape shared by the optimiser, the oracle and check_routes."""
from __future__ import annotations

from collections.abc import Sequence

from domain.routes.graph import TrackGraph, Train
from domain.routes.pricing import route_revenue, stop_earnings


def route_result(graph: TrackGraph, train: Train, items: Sequence[str], centres: Sequence[int],
                 stop_positions: Sequence[int]) -> dict:
    """`stop_revenues` are each stop's earning with multiplier and bonuses; `revenue` is their sum,
    halved and rounded down to a multiple of 10 for an obsolete train."""
    stops = [centres[p] for p in stop_positions]
    earnings = stop_earnings(graph, train, stops)
    return {"train": train.name, "walk": list(items), "stops": [graph.centres[c].id for c in stops],
            "stop_revenues": earnings, "revenue": route_revenue(train, earnings)}


def result(routes: list[dict], upper_bound: int, stats: dict) -> dict:
    return {"income": sum(r["revenue"] for r in routes), "upper_bound": upper_bound, "routes": routes,
            "stats": stats}
