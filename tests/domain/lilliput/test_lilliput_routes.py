"""Running trains: the route model handed to domain/routes, with the rulebook's income rules."""
from __future__ import annotations

from itertools import pairwise

import orjson
import pytest

from domain.core.local import random_playout
from domain.core.rules import RuleViolation
from domain.lilliput import RULES, routes
from domain.routes import best_routes, load_graph
from tests.domain.lilliput.lilliput_helpers import (
    decide,
    drafted,
    income,
    play,
    put,
    running,
    seats,
    states_along,
)


@pytest.fixture(scope="module")
def start():
    return drafted(4).state


def test_obsolete_income_is_halved_down_to_tens_and_d_trains_double(start):
    """Rulebook example 2: 3D F-B-C = 100 x 2 = 200; obsolete 3 B-A-C = 90 / 2 = 45 -> 40."""
    state = running(start, ["3D#1", "3#1"], phase=6)
    put(state, "0,1", "city-green-x", tokens=["GVR"], home="GVR")  # 30, four exits
    put(state, "0,2", "straight")
    put(state, "0,3", "city-brown")  # 40
    put(state, "1,1", "straight", 1)
    put(state, "2,1", "city-green-x")  # 30
    put(state, "3,1", "straight", 1)
    put(state, "4,1", "city-green-x")  # 30
    best = income(state)
    assert best["income"] == 240
    assert sorted(r["revenue"] for r in best["routes"]) == [40, 200]
    three_d = next(r for r in best["routes"] if r["train"] == "3D")
    assert sorted(three_d["stop_revenues"]) == [60, 60, 80]  # Mildendo 30, 30, 40, each doubled
    after = play(state, 2, "best_routes", company="GVR")
    assert after["operating"]["income"] == 240 and after["operating"]["step"] == "dividend"


def test_obsolete_ninety_pays_forty(start):
    state = running(start, ["3#1"], phase=6)
    put(state, "0,1", "city-green-x", tokens=["GVR"], home="GVR")
    put(state, "0,2", "straight")
    put(state, "0,3", "city-green-x")
    assert income(state)["income"] == 40  # Mildendo 30 + 30 + 30 = 90 -> 40
    state["phase"] = 5
    assert income(state)["income"] == 90


def test_a_blocked_city_may_only_end_a_route(start):
    state = running(start, ["4#1"], phase=4)
    put(state, "0,2", "straight")
    put(state, "0,3", "city-straight", tokens=["MR"])  # its only slot taken by Mildendo Railway
    put(state, "0,4", "straight")
    put(state, "0,5", "city-straight")
    assert income(state)["income"] == 70  # Mildendo 30 + home 20 + the blocked city 20 as the end
    state["board"]["0,3"]["tokens"] = []
    assert income(state)["income"] == 90  # now the route runs on to the last city


def test_mildendo_is_only_a_terminus(start):
    state = running(start, ["3#1"], phase=3)
    assert RULES.legal_commands(state, 2) == [{"type": "best_routes", "data": {"company": "GVR"}}]
    # through Mildendo to Mildendo Railway's home would be 70; Mildendo may only end a route
    assert income(state)["income"] == 50
    through = [{"train": "3", "walk": ["0,1.c", "0,1.t0", "0,0.t2", "0,0.c", "0,0.t3", "-1,0.t0", "-1,0.c"]}]
    with pytest.raises(RuleViolation) as err:
        decide(state, 2, "submit_routes", company="GVR", routes=through)
    assert err.value.code == "lilliput.illegal_route"
    ending = [{"train": "3", "walk": ["0,0.c", "0,0.t2", "0,1.t0", "0,1.c"]}]
    after = play(state, 2, "submit_routes", company="GVR", routes=ending)
    assert after["operating"]["income"] == 50


def test_submitted_routes_must_earn_the_maximum(start):
    state = running(start, ["3#1"], phase=3)
    put(state, "0,2", "straight")
    put(state, "0,3", "y-straight")
    short = [{"train": "3", "walk": ["0,0.c", "0,0.t2", "0,1.t0", "0,1.c"]}]
    with pytest.raises(RuleViolation) as err:
        decide(state, 2, "submit_routes", company="GVR", routes=short)
    assert err.value.code == "lilliput.not_best" and err.value.details == {"income": 50, "best": 80}
    full = [{"train": "3", "walk": ["0,0.c", "0,0.t2", "0,1.t0", "0,1.c", "0,1.t1", "0,2.t0", "0,3.t0", "0,3.c"]}]
    assert play(state, 2, "submit_routes", company="GVR", routes=full)["operating"]["income"] == 80


def test_towns_earn_but_do_not_count_against_range(start):
    state = running(start, ["2#1"], phase=2)
    put(state, "0,2", "town-straight")  # 10
    put(state, "0,3", "y-green")  # 40
    assert income(state)["income"] == 70  # home 20 + town 10 + Y-city 40 on a 2-train


def test_two_trains_of_a_company_never_share_track(start):
    state = running(start, ["2#1", "2#2"], phase=2)
    put(state, "0,2", "straight")
    put(state, "0,3", "city-straight")
    # they may meet in the home city on different tracks: Mildendo-home 50 and home-city 40
    best = income(state)
    assert best["income"] == 90
    first, second = ([w for w in r["walk"] if ".t" in w] for r in best["routes"])
    assert not set(first) & set(second)
    state["companies"]["GVR"]["trains"] = ["2#1", "2#2", "2#3"]
    assert income(state)["income"] == 90  # no track is left for a third train


def test_switch_edges_are_one_crossing_point(start):
    """Two track pieces meeting two track pieces at one card edge: two trains may not both cross it."""
    state = running(start, ["2#1", "2#2"], phase=3)
    put(state, "0,2", "switch", 2)  # S-N and S-W: two pieces at the south edge
    graph = routes.graph_for(state, "GVR")
    assert all(".edge" not in s["id"] for s in graph["segments"])  # nothing south of it yet
    put(state, "0,3", "switch", 0)  # N-S and N-E: two pieces meet the two above at one edge
    put(state, "-1,2", "city-straight", 1)
    put(state, "0,4", "city-straight")
    put(state, "1,3", "city-straight", 1)
    graph = routes.graph_for(state, "GVR")
    assert any(s["id"] == "0,2|0,3.edge.t0" for s in graph["segments"])
    # home-(0,4) and (-1,2)-(1,3) would both cross that edge (130 in all): only one of them runs
    state["companies"]["GVR"]["trains"] = ["2#1", "2#2", "2#3"]
    assert income(state)["income"] == 90  # Mildendo-home 50 + one route across the edge 40


def test_the_castle_is_worth_more_to_the_company_with_a_token_in_it(start):
    state = running(start, ["2#1"], phase=3)
    put(state, "0,2", "straight")
    put(state, "0,3", "castle")
    assert income(state)["income"] == 20 + 30  # home + castle at its lower value
    state["board"]["0,3"]["tokens"] = ["GVR"]
    assert income(state)["income"] == 20 + 50


def test_a_company_without_trains_withholds_and_may_buy_from_the_depot(start):
    state = running(start, [], phase=3)
    state["operating"].update(order=["GVR", "MR"], step="dividend")
    state["depot"] = ["3#1"]
    assert [c["type"] for c in RULES.legal_commands(state, 2)] == ["withhold"]
    state = play(state, 2, "withhold", company="GVR")
    assert state["operating"]["step"] == "depot"
    state = play(state, 2, "buy_train", company="GVR", source="depot", train="3#1")
    assert state["companies"]["GVR"]["trains"] == ["3#1"] and state["companies"]["GVR"]["treasury"] == 350
    assert state["operating"]["order"][state["operating"]["index"]] == "MR"
    assert RULES.status(state).active_seats == (3,)


def client_view(state, seat):
    """The view as a client receives it over HTTP (JSON)."""
    return orjson.loads(orjson.dumps(RULES.view(state, seat)))


def segments_between(graph: dict, start: str, goal: str) -> list[str]:
    """What a client does with the view's track graph alone: the segments from one stop to the
    next, crossing links onto the neighbouring tile (never back onto the same one)."""
    centres = {c["id"] for c in graph["centers"]}
    todo = [(start, None, [])]
    while todo:
        at, tile, used = todo.pop()
        for segment in graph["segments"]:
            if at not in segment["ends"] or segment["tile"] == tile or segment["id"] in used:
                continue
            end = segment["ends"][1] if segment["ends"][0] == at else segment["ends"][0]
            if end == goal:
                return used + [segment["id"]]
            if end not in centres:
                todo.append((end, segment["tile"], used + [segment["id"]]))
    raise AssertionError(f"no track from {start} to {goal}")


def walk_through(graph: dict, stops: list[str]) -> list[str]:
    items = [stops[0]]
    for start, goal in pairwise(stops):
        items += segments_between(graph, start, goal) + [goal]
    return items


def test_the_view_gives_the_operating_company_and_the_ids_of_its_walks(start):
    state = running(start, ["3#1"], phase=3)
    put(state, "0,2", "straight")
    put(state, "0,3", "y-straight")
    operating = client_view(state, 2)["operating"]
    assert operating["company"] == "GVR" and operating["step"] == "run"
    assert operating["track_graph"] == orjson.loads(orjson.dumps(RULES.route_graph(state, "GVR")))
    walk = walk_through(operating["track_graph"], ["0,0.c", "0,1.c", "0,3.c"])  # Mildendo, home, Y-city
    assert walk == ["0,0.c", "0,0.t2", "0,1.t0", "0,1.c", "0,1.t1", "0,2.t0", "0,3.t0", "0,3.c"]
    after = play(state, 2, "submit_routes", company="GVR", routes=[{"train": "3", "walk": walk}])
    assert after["operating"]["income"] == 80
    assert client_view(after, None)["operating"]["routes"] == [{"train": "3", "walk": walk}]


def test_optimal_routes_found_on_the_view_alone_are_accepted(start):
    """Rulebook example 2's board: a client runs the public search on the view's graph and submits."""
    state = running(start, ["3D#1", "3#1"], phase=6)
    put(state, "0,1", "city-green-x", tokens=["GVR"], home="GVR")
    put(state, "0,2", "straight")
    put(state, "0,3", "city-brown")
    put(state, "1,1", "straight", 1)
    put(state, "2,1", "city-green-x")
    put(state, "3,1", "straight", 1)
    put(state, "4,1", "city-green-x")
    graph = client_view(state, 2)["operating"]["track_graph"]
    found = best_routes(load_graph(graph))
    submitted = [{"train": r["train"], "walk": r["walk"]} for r in found["routes"]]
    after = play(state, 2, "submit_routes", company="GVR", routes=submitted)
    assert after["operating"]["income"] == found["income"] == 240


def test_best_routes_are_kept_by_board_and_trains_and_handed_out_as_copies(start, monkeypatch):
    """routes.best is memoised (a bot's search runs the same company on the same board again and again):
    the same board and trains give the same routes, a tile laid since gives new ones, and what a caller
    does to its answer never reaches the next caller."""
    searched = []
    monkeypatch.setattr(routes, "_BEST", {})  # (nothing kept by the tests before)
    monkeypatch.setattr(routes, "best_routes", lambda graph: searched.append(graph) or best_routes(graph))
    state = running(start, ["3#1"], phase=3)
    put(state, "0,1", "city-green-x", tokens=["GVR"], home="GVR")  # 30, and Mildendo's 30
    first = routes.best(state, "GVR")
    first["routes"].clear()
    again = routes.best(state, "GVR")
    assert again["income"] == first["income"] == 60 and len(again["routes"]) == 1
    put(state, "0,2", "straight")
    put(state, "0,3", "city-brown")  # 40
    assert routes.best(state, "GVR")["income"] == 100
    assert len(searched) == 2  # once a board


@pytest.mark.parametrize("players, options", [
    (4, {}), (3, {"variant": "allenbeck-tottenham-express"}), (2, {"variant": "laputa"}), (3, {"advanced": True})])
def test_income_kept_by_the_squares_reached_is_the_whole_boards(players, options, monkeypatch):
    """The bots' income (routes.income) is kept also by the squares a company's trains reach, so that a
    tile laid elsewhere costs no new search: in every few positions of a random game it answers what a
    fresh search of the whole board does, and it did answer some positions without one."""
    searched = []
    monkeypatch.setattr(routes, "_BEST", {})
    monkeypatch.setattr(routes, "_INCOME", {})
    monkeypatch.setattr(routes, "best_routes", lambda graph: searched.append(graph) or best_routes(graph))
    asked = 0
    game = random_playout(RULES, seats(players), options, seed="kept", chooser_seed=str(players))
    for state, _ in states_along(game, 5):
        for company, placed in sorted(state["companies"].items()):
            if placed["trains"]:
                monkeypatch.setattr(routes, "_EARNED", {})  # (asked by the squares reached every time)
                asked += 1
                whole_board = best_routes(load_graph(routes.graph_for(state, company)))
                assert routes.income(state, company) == whole_board["income"]
    assert asked > 30 and len(searched) < asked * 0.9
