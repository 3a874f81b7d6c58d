"""The public 18xx positions of content/route-benchmarks: every known optimum is reproduced and
certified, and every published optimal route set is legal and earns that income."""
from __future__ import annotations

import json
import random
from functools import reduce
from operator import or_

import pytest

from domain.routes import best_routes, check_routes, exhaustive_best_routes, load_graph
from domain.routes.hops import build_hops, track_classes
from tests.support import ROUTE_BENCHMARKS

FILES = sorted(ROUTE_BENCHMARKS.glob("*.json"))
SMALL = [f for f in FILES if not f.name.startswith("1867-bc")]


def test_the_benchmark_folder_is_there():
    assert len(FILES) == 18


@pytest.fixture(scope="module", params=FILES, ids=lambda f: f.stem)
def position(request):
    data = json.loads(request.param.read_text())
    return data, load_graph(data)


def test_best_routes_reproduce_and_certify_the_known_optimum(position):
    data, graph = position
    result = best_routes(graph)
    assert result["income"] == result["upper_bound"] == data["expected"]["income"]
    assert check_routes(graph, result["routes"]) == result["income"]
    assert sum(r["revenue"] for r in result["routes"]) == result["income"]


def test_the_published_routes_are_legal_and_earn_the_optimum(position):
    data, graph = position
    assert check_routes(graph, data["expected"]["routes"]) == data["expected"]["income"]


@pytest.mark.parametrize("path", SMALL, ids=lambda f: f.stem)
def test_the_oracle_agrees_on_the_small_positions(path):
    data = json.loads(path.read_text())
    assert exhaustive_best_routes(load_graph(data))["income"] == data["expected"]["income"]


def test_the_1867_stops_and_stop_revenues_match_the_published_route():
    data = json.loads((ROUTE_BENCHMARKS / "1867-bc-GW.json").read_text())
    graph = load_graph(data)
    for route in data["expected"]["routes"]:
        assert check_routes(graph, [route]) == route["revenue"] == sum(route["stop_revenues"])


def test_routes_share_track_exactly_when_they_share_a_track_class(position):
    """Clash tests look at one segment of each track class (hops.track_classes): for unions of
    hops, as routes are, that must tell shared track exactly."""
    _data, graph = position
    hops, _neighbours = build_hops(graph)
    classes = track_classes(graph, hops)
    rng = random.Random(graph.company)
    unions = [reduce(or_, (hop.mask for hop in rng.sample(hops, k=min(len(hops), rng.randint(1, 6))))) for _ in range(300)]
    shared = [(a & b != 0, a & b & classes != 0) for a, b in zip(unions, unions[1:], strict=False)]
    assert all(truth == seen for truth, seen in shared)
    assert any(truth for truth, _seen in shared) and not all(truth for truth, _seen in shared)
