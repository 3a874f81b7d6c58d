"""The public 18xx positions of content/route-benchmarks: every known optimum is reproduced and
certified, and every published optimal route set is legal and earns that income."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from domain.core.routes import best_routes, check_routes, exhaustive_best_routes, load_graph

BENCHMARKS = Path(__file__).resolve().parents[3] / ".." / "shared" / "content" / "route-benchmarks"
FILES = sorted(BENCHMARKS.glob("*.json"))
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
    data = json.loads((BENCHMARKS / "1867-bc-GW.json").read_text())
    graph = load_graph(data)
    for route in data["expected"]["routes"]:
        assert check_routes(graph, [route]) == route["revenue"] == sum(route["stop_revenues"])
