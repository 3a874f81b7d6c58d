"""The route-income picture of public 18xx positions: valid, bounded, deterministic SVG with every
route in its own colour and every stop's earning, and a reviewed golden file. (Each game's own
picture is tested beside the game, tests/domain/<game>/test_picture.py, with the same checks.)"""
from __future__ import annotations

import copy
import json

import pytest

from domain.routes import best_routes, load_graph
from domain.routes.picture import draw, layout
from tests.pictures.picture_checks import SVG, compare_golden, parsed
from tests.support import ROUTE_BENCHMARKS


def benchmark(file: str) -> tuple[dict, dict]:
    graph = json.loads((ROUTE_BENCHMARKS / file).read_text())
    expected = graph["expected"]
    return graph, {"income": expected["income"], "upper_bound": expected["income"], "routes": expected["routes"]}


def test_the_route_income_picture_of_a_public_position_draws_as_reviewed():
    graph, result = benchmark("1867-bc-GW.json")
    svg = draw(graph, result)
    root = parsed(svg)
    assert draw(copy.deepcopy(graph), copy.deepcopy(result)) == svg
    routes = root.findall(f".//{SVG}g[@class='route']")
    assert len(routes) == len(result["routes"]) == 2
    for drawn, route in zip(routes, result["routes"], strict=True):
        segments = [step for step in route["walk"] if ".t" in step]
        assert len(drawn.findall(f"{SVG}path")) == len(segments), "every segment of the route in its colour"
    assert len({drawn.get("stroke") for drawn in routes}) == 2, "each train in its own colour"
    texts = " ".join(root.itertext())
    assert "income 840" in texts and "train 5: 330" in texts and "train 8: 510" in texts
    stop_labels = [t.text for t in root.findall(f".//{SVG}g[@class='stops']/{SVG}text")]
    assert sorted(stop_labels) == sorted(str(v) for r in result["routes"] for v in r["stop_revenues"])
    compare_golden("route-income-1867-bc-GW", svg)


@pytest.mark.parametrize("file", sorted(p.name for p in ROUTE_BENCHMARKS.glob("*.json")))
def test_every_public_position_draws_with_its_optimum(file):
    graph, _ = benchmark(file)
    result = best_routes(load_graph(graph))
    root = parsed(draw(graph, result))
    assert len(root.findall(f".//{SVG}g[@class='route']")) == len(result["routes"])
    centres = root.findall(f".//{SVG}g[@class='centres']/{SVG}g")
    assert len(centres) == len(graph["centers"]), "every revenue centre is on the board"


def test_the_layout_reads_square_cards_hex_labels_and_anything_else():
    def graph(tiles: list[str], links: list[tuple[str, str]]) -> dict:
        return {"centers": [], "segments": [{"id": f"{t}.t0", "tile": t, "ends": []} for t in tiles],
                "links": [{"id": f"{a}|{b}", "tiles": [a, b]} for a, b in links], "tiles": []}

    places, shape = layout(graph(["0,0", "1,0", "1,2"], [("0,0", "1,0")]))
    assert shape == "square" and places["1,2"][0] == places["1,0"][0] > places["0,0"][0]
    places, shape = layout(graph(["A1", "A3", "B2"], [("A1", "A3"), ("A1", "B2")]))
    assert shape == "pointy"
    assert round(abs(places["A1"][0] - places["A3"][0])) == round(abs(places["A1"][0] - places["B2"][0]) * 2)
    places, shape = layout(graph(["A1", "C1", "B2"], [("A1", "C1"), ("A1", "B2")]))
    assert shape == "flat" and places["A1"][0] == places["C1"][0] != places["B2"][0]
    places, shape = layout(graph(["Toronto", "Ottawa"], []))
    assert shape == "plain" and places["Ottawa"] != places["Toronto"]


def test_a_malformed_graph_is_refused_not_drawn():
    graph, result = benchmark("1889-diesel-bonus-phase2-2.json")
    del graph["segments"][0]["ends"]
    with pytest.raises(ValueError, match="track graph"):
        draw(graph, result)
