"""Route income on hand-built positions: each test is one route rule or train kind, with the
income worked out by hand; the exhaustive oracle must agree with the fast search every time."""
from __future__ import annotations

import pytest

from domain.routes import best_routes, check_routes, exhaustive_best_routes, load_graph
from tests.domain.routes.track import city, offboard, position, town, train

LINE = [("A", "B"), ("B", "C"), ("C", "D"), ("D", "E")]


def solve(data: dict) -> dict:
    graph = load_graph(data)
    fast, oracle = best_routes(graph), exhaustive_best_routes(graph)
    assert fast["income"] == fast["upper_bound"] == oracle["income"]
    assert check_routes(graph, fast["routes"]) == fast["income"]
    assert check_routes(graph, oracle["routes"]) == oracle["income"]
    return fast


def runs(result: dict) -> dict[str, list[str]]:
    return {r["train"]: r["stops"] for r in result["routes"]}


def test_best_pair_is_not_the_two_best_single_routes():
    # alone, the 4-train's best is A-B-C-D or B-C-D-E (200) and the 2-train's B-C or C-D (100), but
    # both need the token at C: together the 4-train must give up a stop
    centres = {name: city(50, ("X",) if name == "C" else ()) for name in "ABCDE"}
    result = solve(position(centres, LINE, [train("4", 4), train("2", 2)]))
    assert result["income"] == 250
    assert len(runs(result)["4"]) == 3 and len(runs(result)["2"]) == 2


def test_a_d_train_takes_fewer_richer_stops_than_a_bigger_plain_train():
    centres = {"P": city(125, ("X",)), "Q": city(125)}
    centres |= {f"c{i}": city(40, ("X",) if i == 1 else ()) for i in range(1, 7)}
    chain = [(f"c{i}", f"c{i + 1}") for i in range(1, 6)]
    trains = [train("6", 6), train("D", None, multiplier=2)]
    result = solve(position(centres, [("P", "Q"), *chain], trains))
    # D doubles the 250 of P-Q (500) and the 6-train runs the six 40s (240): 740, not 480 + 250
    assert result["income"] == 740
    assert runs(result) == {"D": ["P", "Q"], "6": [f"c{i}" for i in range(1, 7)]}


def test_a_blocked_city_ends_the_best_route():
    centres = {"A": city(20, ("X",)), "B": city(100, ("Z",), slots=1), "C": city(100)}
    data = position(centres, [("A", "B"), ("B", "C")], [train("3", 3)])
    result = solve(data)
    assert result["income"] == 120 and runs(result) == {"3": ["A", "B"]}
    data["centers"][1]["slots"] = 2  # with a free slot the train runs through B to C
    assert solve(data)["income"] == 220


def test_terminal_centres_are_route_ends_only():
    centres = {"A": city(20, ("X",)), "O": offboard(80), "C": city(90)}
    data = position(centres, [("A", "O"), ("O", "C")], [train("3", 3)])
    result = solve(data)
    assert result["income"] == 100 and runs(result) == {"3": ["A", "O"]}
    with pytest.raises(ValueError, match="end_only"):
        check_routes(load_graph(data), [{"train": "3", "walk": ["A", "A.t0", "O.t0", "O", "O.t1", "C.t0", "C"]}])


@pytest.mark.parametrize(("spec", "income", "stops"), [
    (train("2P", 2, towns_count=False), 110, ["X", "t1", "t2", "Y"]),  # towns earn but use no stop
    (train("2", 2), 50, ["X", "t1"]),  # towns count: two stops reach only the first town
    (train("2", 2, skip="towns"), 70, ["X", "Y"]),  # towns passed, not stopped at
])
def test_towns_count_false_lets_towns_earn_without_using_range(spec, income, stops):
    centres = {"X": city(30, ("X",)), "t1": town(20), "t2": town(20), "Y": city(40)}
    result = solve(position(centres, [("X", "t1"), ("t1", "t2"), ("t2", "Y")], [spec]))
    assert result["income"] == income and runs(result)[spec["name"]] == stops


@pytest.mark.parametrize(("spec", "values", "income"), [
    (train("2", 2, obsolete=True), (40, 50), 40),  # 90 halved is 45, rounded down to tens: 40
    (train("D", None, multiplier=2), (40, 60), 200),  # a D train doubles: 100 -> 200
    (train("D", None, multiplier=2, obsolete=True), (40, 60), 100),  # obsolete after the doubling
    (train("2", 2, obsolete=True), (40, 40), 40),  # 80 -> 40, already a multiple of 10
])
def test_obsolete_trains_earn_half_rounded_down_to_tens(spec, values, income):
    centres = {"A": city(values[0], ("X",)), "B": city(values[1])}
    result = solve(position(centres, [("A", "B")], [spec]))
    assert result["income"] == income
    route = result["routes"][0]
    assert sum(route["stop_revenues"]) == sum(values) * spec.get("multiplier", 1)


@pytest.mark.parametrize(("multiplied", "income"), [(False, 180), (True, 200)])
def test_a_named_city_bonus_need_not_be_doubled_by_a_d_train(multiplied, income):
    centres = {"A": city(30, ("X",)), "N": city(50)}
    bonus = {"kind": "visit", "centers": ["N"], "amount": 20, "trains": None, "multiplied": multiplied}
    result = solve(position(centres, [("A", "N")], [train("D", None, multiplier=2)], bonuses=[bonus]))
    assert result["income"] == income  # 2 * (30 + 50) + 20, or 2 * (30 + 50 + 20)


NAMED = {"kind": "set", "centers": ["M", "T", "A", "P"], "at_least": 3, "amount": 20}


@pytest.mark.parametrize(("spec", "multiplied", "income", "stops"), [
    (train("3D", 3, multiplier=2), False, 260, ["T", "A", "P"]),  # 2 * (40 + 40 + 40) + 20
    (train("3D", 3, multiplier=2), True, 280, ["T", "A", "P"]),  # 2 * (40 + 40 + 40 + 20)
    (train("4", 4), False, 170, ["M", "T", "A", "P"]),  # 30 + 40 + 40 + 40 + 20, once
    (train("2", 2), False, 80, ["T", "A"]),  # two of the four named cities: no bonus
])
def test_a_set_bonus_is_earned_once_for_three_of_four_named_cities(spec, multiplied, income, stops):
    """18 Lilliput's Allenbeck-Tottenham-Express: 20 for passing three of Mildendo, Tottenham,
    Allenbeck and Plips, not doubled by a D train."""
    centres = {"M": city(30, terminal=True), "T": city(40), "A": city(40, ("X",)), "P": city(40)}
    result = solve(position(centres, [("M", "T"), ("T", "A"), ("A", "P")], [spec],
                            bonuses=[NAMED | {"multiplied": multiplied}]))
    assert result["income"] == income and runs(result) == {spec["name"]: stops}


def test_an_express_stops_where_it_completes_a_set_bonus():
    """With one stop to spare between its ends, the express takes B (10) over X (50): B completes
    the set and earns 60 more."""
    centres = {"A": city(10, ("X",)), "X": city(50), "B": city(10), "C": city(10)}
    bonus = {"kind": "set", "centers": ["A", "B", "C"], "at_least": 3, "amount": 60}
    result = solve(position(centres, [("A", "X"), ("X", "B"), ("B", "C")], [train("3E", 3, skip="any")],
                            bonuses=[bonus]))
    assert result["income"] == 90 and runs(result) == {"3E": ["A", "B", "C"]}
    assert result["routes"][0]["stop_revenues"] == [10, 10, 70]  # shown on the stop completing the set


def test_an_express_stops_at_both_ends_and_its_best_intermediate_centres():
    centres = {"A": city(20), "B": city(10, ("X",)), "C": city(100), "D": city(10), "E": city(90)}
    result = solve(position(centres, LINE, [train("3E", 3, skip="any", express=True)]))
    # the whole line, passing B and D: 20 + 100 + 90 (from B it would be 10 + 100 + 90)
    assert result["income"] == 210 and runs(result) == {"3E": ["A", "C", "E"]}


@pytest.mark.parametrize(("share", "income"), [(True, 120), (False, 60)])
def test_routes_share_centres_only_when_the_rules_allow(share, income):
    centres = {"A": city(20), "H": city(40, ("X",)), "B": city(20)}
    data = position(centres, [("A", "H"), ("H", "B")], [train("2", 2), train("2", 2)],
                    routes_may_share_centers=share)
    assert solve(data)["income"] == income


def test_identical_input_gives_identical_output():
    centres = {name: city(50, ("X",) if name == "C" else ()) for name in "ABCDE"}
    data = position(centres, LINE, [train("4", 4), train("2", 2), train("2", 2)])
    first, second = best_routes(load_graph(data)), best_routes(load_graph(data))
    del first["stats"]["seconds"], second["stats"]["seconds"]
    assert first == second


@pytest.mark.parametrize("trains", [[], [train("2", 2)], [train("2", 2), train("2", 2)]], ids=["none", "one", "twins"])
def test_a_company_with_no_trains_or_only_one_kind_of_train(trains):
    centres = {name: city(50, ("X",) if name == "C" else ()) for name in "ABCDE"}
    assert solve(position(centres, LINE, trains))["income"] == [0, 100, 200][len(trains)]
