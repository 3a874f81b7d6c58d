"""The rulebook's worked examples, played on the package's maps."""
from __future__ import annotations

import pytest

from domain.core import RuleViolation
from domain.mini_express import RULES, scoring
from domain.mini_express.board import routes
from tests.domain.mini_express.mx_helpers import cell, daniel_position, drafted, of_type, pepa_position, play


@pytest.fixture
def four():
    return drafted(4).state


def test_nikol_buys_a_steel_share_paying_one_influence_per_train(four):
    s = four
    nikol = s["order"][s["current"]]
    s["companies"]["steel"]["trains"] = 1
    s["players"][nikol]["influence"]["steel"] = 3
    held = s["players"][nikol]["shares"]["steel"]
    events, after = play(s, nikol, {"type": "take_share", "data": {"company": "steel"}})
    assert after["players"][nikol]["influence"]["steel"] == 2
    assert after["players"][nikol]["shares"]["steel"] == held + 1
    assert after["companies"]["steel"]["trains"] == 4  # 1 + 3 from the stock
    assert after["companies"]["steel"]["stock"] == s["companies"]["steel"]["stock"] - 3


def test_a_share_needs_as_much_influence_as_trains_on_the_asset_board(four):
    s = four
    seat = s["order"][s["current"]]
    s["companies"]["steel"]["trains"] = 4
    s["players"][seat]["influence"]["steel"] = 3
    with pytest.raises(RuleViolation) as err:
        play(s, seat, {"type": "take_share", "data": {"company": "steel"}})
    assert err.value.code == "mini_express.share_not_allowed"


def test_daniel_builds_leather_to_tulsa(four):
    s = daniel_position(four)
    daniel = s["order"][s["current"]]
    for c in ("leather", "steel"):
        s["players"][daniel]["influence"][c] = 2
    options = routes(s, "leather", 4)
    assert "Fort Smith" not in {r.city for r in options}
    tulsa = [r for r in options if r.city == "Tulsa"]
    assert [r.trains for r in tulsa] == [3]  # the one shortest way, no alternative of that length
    omaha = [r for r in options if r.city == "Omaha"]
    assert {r.trains for r in omaha} == {3}
    assert len({r.path for r in omaha}) == 4  # four ways to lay the three trains
    events, after = play(s, daniel, {"type": "build", "data": {"company": "leather", "city": "Tulsa",
                                                                "path": list(tulsa[0].path)}})
    assert after["companies"]["leather"]["track"] == 6
    assert after["companies"]["leather"]["trains"] == 1
    assert after["players"][daniel]["influence"]["leather"] == 3
    assert after["players"][daniel]["influence"]["steel"] == 3
    assert of_type(events, "influence_gained")[0]["gains"] == {"leather": 1, "steel": 1}


def test_a_longer_way_than_the_shortest_is_refused(four):
    s = daniel_position(four)
    seat = s["order"][s["current"]]
    with pytest.raises(RuleViolation) as err:
        play(s, seat, {"type": "build", "data": {"company": "leather", "city": "Tulsa", "path": ["8,3", "8,2", "7,3"]}})
    assert err.value.code == "mini_express.not_a_shortest_route"


def test_pepa_builds_steel_to_detroit_and_compensates(four):
    s = pepa_position(four)
    pepa = s["order"][s["current"]]
    atlanta = cell("usa", "Atlanta")
    options = routes(s, "steel", 3)
    louisville = [r for r in options if r.city == "Louisville"]
    assert {r.trains for r in louisville} == {2}
    # From Atlanta, or from the space between Atlanta and Wilmington.
    assert any(atlanta in r.starts for r in louisville) and any("11,5" in r.starts for r in louisville)
    detroit = sorted((r.path, r.starts) for r in options if r.city == "Detroit")
    assert detroit == [(("10,5", "10,4"), (atlanta, "11,5")), (("11,4", "10,4"), ("11,5",))]  # 3 trains either way
    before = {p: dict(pl["influence"]) for p, pl in enumerate(s["players"])}
    events, after = play(s, pepa, {"type": "build", "data": {"company": "steel", "city": "Detroit",
                                                              "path": ["10,5", "10,4"]}})
    assert {d["company"]: d["trains"] for d in of_type(events, "compensated")} == {"wood": 1, "leather": 2}
    assert after["companies"]["wood"]["trains"] == 2
    assert after["companies"]["leather"]["trains"] == 3
    assert after["players"][pepa]["influence"]["cotton"] == before[pepa]["cotton"] + 1
    assert after["players"][pepa]["influence"]["leather"] == before[pepa]["leather"] + 1
    assert after["companies"]["steel"]["track"] == 5
    assert "Detroit" not in after["demand"]  # two companies fill it: its token goes back to the box


def test_final_scoring_example_gives_daniel_27():
    s = drafted(5).state
    daniel = 0
    tracks = {"wood": 12, "steel": 5, "leather": 7, "cotton": 9}
    ranks = {"wood": 4, "steel": 3, "leather": 2, "cotton": 1}  # Daniel's place in each company
    for c, track in tracks.items():
        s["companies"][c]["track"] = track
        others = [9, 7, 5, 3]  # everyone else, best first
        for seat in range(1, 5):
            s["players"][seat]["influence"][c] = others[seat - 1]
        s["players"][daniel]["influence"][c] = [10, 8, 6, 4][ranks[c] - 1]
    s["players"][daniel]["shares"] = {"wood": 1, "steel": 1, "leather": 1, "cotton": 2}
    assert scoring.final_scores(s)[daniel] == 4 + 2 + 5 + (8 + 8) == 27


def test_ties_for_first_leave_no_second_place():
    assert scoring.columns([5, 5, 3], head_to_head=False) == [0, 0, 2]
    assert scoring.columns([6, 3, 3, 1], head_to_head=False) == [0, 1, 1, 2]
    assert scoring.columns([4, 4], head_to_head=True) == [1, 1]
    assert scoring.columns([4, 2], head_to_head=True) == [1, 2]


def test_zero_influence_makes_every_share_worth_nothing():
    s = drafted(3).state
    s["companies"]["wood"]["track"] = 15
    for seat, value in enumerate([0, 2, 1]):
        s["players"][seat]["influence"]["wood"] = value
    assert scoring.company_values(s, "wood") == [0, 13, 9]


def test_ties_on_points_go_to_fewer_shares_then_seat_order():
    s = drafted(3).state
    for p, shares in zip(s["players"], [3, 2, 2], strict=True):
        p["shares"] = {"wood": shares, "steel": 0, "leather": 0, "cotton": 0}
    assert scoring.winners(s, [10, 10, 10]) == [1]
    assert scoring.winners(s, [10, 9, 10]) == [2]
    assert RULES.status(s).winners == ()


def test_a_share_adds_at_most_what_the_stock_holds_and_an_empty_stock_sells_out(four):
    s = four
    seat = s["order"][s["current"]]
    s["companies"]["wood"].update(trains=0, stock=2, shares=4)
    events, after = play(s, seat, {"type": "take_share", "data": {"company": "wood"}})
    assert after["companies"]["wood"]["trains"] == 2
    assert of_type(events, "sold_out") == [{"company": "wood"}]
    assert after["companies"]["wood"]["shares"] == 0
    assert [c["type"] for c in RULES.legal_commands(after, after["order"][after["current"]])
            if c["data"].get("company") == "wood" and c["type"] == "take_share"] == []


def test_compensation_never_lifts_the_asset_board_above_five(four):
    s = pepa_position(four)
    pepa = s["order"][s["current"]]
    s["companies"]["leather"]["trains"] = 4
    events, after = play(s, pepa, {"type": "build", "data": {"company": "steel", "city": "Detroit",
                                                              "path": ["10,5", "10,4"]}})
    assert after["companies"]["leather"]["trains"] == 5


def test_two_sold_out_companies_end_the_game_after_the_last_seat_in_turn_order(four):
    s = four
    first = s["order"][0]
    s["companies"]["wood"]["shares"] = 0
    s["companies"]["steel"]["shares"] = 1
    s["companies"]["steel"]["trains"] = 0
    events, after = play(s, first, {"type": "take_share", "data": {"company": "steel"}})
    assert [e.type for e in events][-2:] == ["game_end_triggered", "turn_ended"]
    assert not RULES.status(after).finished
    after["current"] = len(after["order"]) - 1
    last = after["order"][-1]
    command = RULES.legal_commands(after, last)[0]
    events, final = play(after, last, command)
    assert events[-1].type == "game_over" and RULES.status(final).finished


def test_experts_draft_two_shares_each_of_their_own_company_and_one_of_the_others():
    game = drafted(2, mode="expert")
    a, b = (p["shares"] for p in game.state["players"])
    assert sorted(a.values()) == [0, 1, 1, 2] and sorted(b.values()) == [0, 1, 1, 2]
    assert [c for c in a if a[c] == 2] != [c for c in b if b[c] == 2]
    assert all(a[c] + b[c] == 2 for c in a)
    assert all(c["set_aside"] == 0 and c["shares"] == 5 for c in game.state["companies"].values())
