"""Every game's picture, drawn from a view: valid SVG, bounded in size, deterministic, and equal to
its reviewed golden file (positions.py); and the route-income picture of public 18xx positions."""
from __future__ import annotations

import copy
import json
import xml.etree.ElementTree as ET

import pytest

from domain.core.registry import all_rules
from domain.core.routes import best_routes, load_graph
from domain.core.routes.picture import draw, layout
from domain.core.rules import Pictured
from domain.core.svg import MAX_BYTES, NS
from tests.pictures.positions import check_golden, position
from tests.support import ROUTE_BENCHMARKS

SVG = f"{{{NS}}}"


def parsed(svg: str) -> ET.Element:
    """The picture parsed as XML: an <svg> root in the SVG namespace with a title, within MAX_BYTES."""
    assert len(svg.encode()) < MAX_BYTES
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.find(f"{SVG}title") is not None
    return root


def pictured(name: str):
    rules = all_rules()[name]
    if not isinstance(rules, Pictured):
        pytest.skip(f"{name} has no renderer yet (domain/<game>/picture.py)")
    return rules


@pytest.mark.parametrize("name", sorted(all_rules()))
def test_every_seat_and_the_spectator_get_a_valid_bounded_deterministic_picture(name):
    rules = pictured(name)
    game = position(name)
    for seat in (None, *range(len(game.seats))):
        view = rules.view(game.state, seat)
        svg = rules.picture(copy.deepcopy(view))
        root = parsed(svg)
        assert len(list(root.iter())) > 3, "a picture draws something"
        assert rules.picture(view) == svg, "the same view gives byte-identical SVG"
        assert rules.view(game.state, seat) == view, "drawing leaves the view as it was"


@pytest.mark.parametrize("name", sorted(all_rules()))
def test_the_golden_position_draws_as_reviewed(name):
    rules = pictured(name)
    check_golden(f"{name}.svg", rules.picture(rules.view(position(name).state, 0)))


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
    check_golden("route-income-1867-bc-GW.svg", svg)


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
