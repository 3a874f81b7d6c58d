"""check_routes: submitted routes are refused with the broken rule named, and loading refuses
malformed graphs with a clear message."""
from __future__ import annotations

import copy
import json
import random

import pytest

from domain.routes import RouteRuleError, best_routes, check_routes, load_graph
from tests.domain.routes.track import city, position, train
from tests.support import ROUTE_BENCHMARKS

# A and B hold company tokens; tile S is a switch: S.t0 (A side) and S.t1 (C side) both run into
# the S|B edge, where B.t0 and B.t1 continue into B
SWITCH = position({"A": city(30, ("X",)), "B": city(50, ("X",)), "C": city(40)},
                  [("A", "S", "B"), ("C", "S", "B")], [train("3", 3), train("2", 2)])
A_TO_B = ["A", "A.t0", "S.t0", "B.t0", "B"]


def refused(walks: list[tuple[str, list[str]]], data: dict = SWITCH) -> str:
    with pytest.raises(RouteRuleError) as error:
        check_routes(load_graph(data), [{"train": name, "walk": walk} for name, walk in walks])
    assert isinstance(error.value, ValueError)
    return error.value.rule


def test_legal_routes_earn_their_income():
    graph = load_graph(SWITCH)
    assert check_routes(graph, [{"train": "3", "walk": A_TO_B}]) == 80
    # A to B and on to C: the route may leave B by another track and cross the switch again
    through = ["A", "A.t0", "S.t0", "B.t0", "B", "B.t1", "S.t1", "C.t0", "C"]
    assert check_routes(graph, [{"train": "3", "walk": through}]) == 120


def test_a_route_may_not_reverse_at_a_switch():
    assert refused([("3", ["A", "A.t0", "S.t0", "S.t1", "C.t0", "C"])]) == "no_reversing"


def test_a_route_may_not_use_a_segment_twice():
    assert refused([("3", ["A", "A.t0", "S.t0", "B.t0", "B", "B.t1", "S.t0", "A.t0", "A"])]) == "segment_reused"


def test_two_trains_may_not_share_a_segment():
    other = ["C", "C.t0", "S.t1", "B.t0", "B"]
    assert refused([("3", A_TO_B), ("2", other)]) == "segment_shared"
    assert check_routes(load_graph(SWITCH), [{"train": "3", "walk": A_TO_B},
                                             {"train": "2", "walk": ["C", "C.t0", "S.t1", "B.t1", "B"]}]) == 170


def test_a_route_needs_a_company_token():
    data = position({"A": city(30, ("X",)), "B": city(50), "C": city(40)}, [("A", "B"), ("B", "C")], [train("2", 2)])
    assert refused([("2", ["B", "B.t1", "C.t0", "C"])], data) == "no_company_token"


def test_a_train_may_not_make_more_stops_than_its_range():
    through = ["A", "A.t0", "S.t0", "B.t0", "B", "B.t1", "S.t1", "C.t0", "C"]
    assert refused([("2", through)]) == "too_many_stops"


@pytest.mark.parametrize(("walks", "rule"), [
    ([("3", A_TO_B), ("3", ["C", "C.t0", "S.t1", "B.t1", "B"])], "one_route_per_train"),
    ([("9", A_TO_B)], "unknown_train"),
    ([("3", ["A", "A.t0", "B.t0", "B"])], "not_connected"),  # skips the track across S
    ([("3", ["A", "A.t0", "S.t0", "B.t0"])], "walk_ends"),
    ([("3", ["A"])], "too_short"),
    ([("3", ["A", "A.t0", "nowhere", "B.t0", "B"])], "unknown_id"),
])
def test_malformed_walks_name_the_broken_rule(walks, rule):
    assert refused(walks) == rule


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(format="other/1"), "format"),
    (lambda d: d["segments"][0].update(ends=["A", "nowhere"]), "neither a centre nor a link"),
    (lambda d: d["segments"][0].update(tile="Q"), "is on tile Q"),
    (lambda d: d["centers"].append(dict(d["centers"][0])), "duplicate id"),
    (lambda d: d["trains"][0].update(skip="sometimes"), "skip"),
    (lambda d: d["trains"][0].update(skip="any", express=False), "express"),
    (lambda d: d["trains"].append({"name": "3", "stops": 4}), "same train"),
    (lambda d: d["centers"][0].update(tokens=["X", "Y", "Z"]), "more tokens than"),
    (lambda d: d["centers"][0].update(value=-10), "value"),
    (lambda d: d.update(bonuses=[{"kind": "visit", "centers": ["Q"], "amount": 10}]), "unknown centre"),
    (lambda d: d.update(bonuses=[{"kind": "visit", "centers": ["A"], "amount": 10, "trains": ["9"]}]), "unknown train"),
    (lambda d: d["trains"][0].update(obsolete="yes"), "obsolete"),
    (lambda d: d.update(bonuses=[{"kind": "set", "centers": ["A", "B"], "at_least": 3, "amount": 20}]), "at_least"),
    (lambda d: d.update(bonuses=[{"kind": "set", "centers": ["A", "B"], "amount": 20}]), "at_least"),
    (lambda d: d.update(bonuses=[{"kind": "route", "amount": 20}]), "'visit', 'connection' or 'set'"),
])
def test_malformed_graphs_are_refused_with_a_clear_message(change, message):
    data = position({"A": city(30, ("X",)), "B": city(50)}, [("A", "B")], [train("3", 3)])
    change(data)
    with pytest.raises(ValueError, match=message):
        load_graph(data)


def test_any_malformed_graph_is_a_value_error_and_anything_loaded_can_be_solved():
    """Mutations of a real position (values replaced by junk, keys removed) either load or fail
    with ValueError; what loads is solved and certified without any other exception."""
    base = json.loads((ROUTE_BENCHMARKS / "1861-ekat-phase7-2p2.json").read_text())
    junk = [None, 5, -3, "x", [], {}, True, 1.5, ["x"], {"id": 1}]

    def places(value, path=()):
        if path:
            yield path
        children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        for key, child in children:
            yield from places(child, (*path, key))

    paths = list(places(base))
    rng = random.Random(2024)
    loaded = 0
    for _ in range(400):
        data = copy.deepcopy(base)
        *parents, last = rng.choice(paths)
        target = data
        for key in parents:
            target = target[key]
        if isinstance(target, dict) and rng.random() < 0.2:
            del target[last]
        else:
            target[last] = rng.choice(junk)
        try:
            graph = load_graph(data)
        except ValueError:
            continue
        loaded += 1
        result = best_routes(graph)
        assert result["income"] == result["upper_bound"] == check_routes(graph, result["routes"])
    assert 0 < loaded < 400
