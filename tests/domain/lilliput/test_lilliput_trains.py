"""Trains and phases (table 6): purchases, phase changes, obsolescence, rusting, limits, offers."""
from __future__ import annotations

import pytest

from domain.core.canonical import clone
from domain.core.rules import RuleViolation
from domain.lilliput import RULES
from domain.lilliput.state import is_obsolete
from tests.domain.lilliput.lilliput_helpers import decide, drafted, operate, play


@pytest.fixture(scope="module")
def start():
    return drafted(4).state


def buying(state, seat=0, card="card-8"):
    """The seat (acting in round 1's first turn when seat 0) takes the 1-2 trains action."""
    return play(state, seat, "take_card", card=card, action=0)


def bank_buy(state, company="SR", seat=0):
    return play(state, seat, "buy_train", company=company, source="bank")


@pytest.mark.parametrize("top, phase_before, trains, depot, phase, kept, depot_after, obsolete", [
    # the first 2-train bought: phase 2, train limit 4
    ("2#1", 1, ["2#s1"], [], 2, ["2#s1", "2#1"], [], []),
    # the first 3-train: phase 3 (green tiles), nothing obsolete yet
    ("3#1", 2, ["2#s1"], [], 3, ["2#s1", "3#1"], [], []),
    # the first 4-train: phase 4, 2-trains obsolete, limit 3
    ("4#1", 3, ["2#s1", "3#1"], [], 4, ["2#s1", "3#1", "4#1"], [], ["2#s1"]),
    # the first 5-train: phase 5, 2-trains rust (also in the depot), limit 2
    ("5#1", 4, ["2#s1", "4#1"], ["2#2", "3#2"], 5, ["4#1", "5#1"], ["3#2"], []),
    # the first 3D: phase 6, 3-trains obsolete
    ("3D#1", 5, ["3#1"], ["3#2"], 6, ["3#1", "3D#1"], ["3#2"], ["3#1"]),
    # the first 4D: phase 7, 4-trains obsolete, 3-trains rust (also in the depot)
    ("4D#u1", 6, ["4#1"], ["3#2", "4#2"], 7, ["4#1", "4D#u1"], ["4#2"], ["4#1"]),
])
def test_phase_changes_obsolete_and_rust(start, top, phase_before, trains, depot, phase, kept, depot_after,
                                         obsolete):
    state = clone(start)
    state["deck"] = [] if top.startswith("4D") else [top]
    state["phase"] = phase_before
    state["depot"] = depot
    state["companies"]["SR"]["trains"] = trains
    state["companies"]["SR"]["treasury"] = 2000
    state = bank_buy(buying(state))
    assert state["phase"] == phase
    assert sorted(state["companies"]["SR"]["trains"]) == sorted(kept)
    assert sorted(state["depot"]) == sorted(depot_after)
    assert [t for t in kept if is_obsolete(state, t)] == obsolete
    view = RULES.view(state, None)
    assert view["phase"] == phase and view["train_limit"] == {2: 4, 3: 4, 4: 3, 5: 2, 6: 2, 7: 2}[phase]


def test_phase_limits_and_fund_amounts_follow_the_phase(start):
    state = clone(start)
    for phase, fund in ((1, 50), (3, 70), (5, 100)):
        state["phase"] = phase
        after = play(state, 0, "take_card", card="card-10", action=0)
        legal = [c for c in RULES.legal_commands(after, 0) if c["type"] == "fund_companies"]
        assert legal == [{"type": "fund_companies", "data": {"split": [{"company": "SR", "amount": fund}]}}]


def finish_round(state):
    """Everyone takes the first free card's first action and ends the turn; operating by the first
    legal command of each step."""
    for seat in state["order"]:
        card = next(c for c in state["cards"] if c not in state["used_cards"])
        state = play(state, seat, "take_card", card=card, action=0)
        state = play(state, seat, "end_turn")
    assert state["stage"] == "operating"
    while state["stage"] == "operating":
        seat = RULES.status(state).active_seats[0]
        command = RULES.legal_commands(state, seat)[0]
        state = play(state, seat, command["type"], **command["data"])
    return state


def test_bureaucracy_moves_the_top_train_to_the_depot_and_may_change_the_phase(start):
    state = clone(start)
    state["deck"] = ["3#1", "3#2"]
    state["phase"] = 2
    state = finish_round(state)
    assert state["round"] == 2 and state["depot"] == ["3#1"] and state["phase"] == 3
    assert state["first_player"] == 1 and state["order"] == [1, 2, 3, 0, 0, 3, 2, 1]


def test_advanced_variant_moves_the_top_train_before_operating():
    state = drafted(2, {"advanced": True}).state
    for seat in list(state["order"]):
        card = next(c for c in state["cards"] if c not in state["used_cards"])
        state = play(state, seat, "take_card", card=card, action=1)
        state = play(state, seat, "end_turn")
    assert state["stage"] == "operating" and state["depot"] == ["2#1"] and state["phase"] == 2


def test_train_limit_refuses_a_purchase_even_if_it_would_rust_trains(start):
    state = clone(start)
    state["phase"], state["deck"] = 4, ["5#1"]
    state["companies"]["SR"]["trains"] = ["2#1", "2#2", "3#1"]
    state["companies"]["SR"]["treasury"] = 1000
    state = buying(state)
    with pytest.raises(RuleViolation) as err:
        bank_buy(state)
    assert err.value.code == "lilliput.train_limit"
    # returning an obsolete train to the depot first makes room
    state = play(state, 0, "return_train", company="SR", train="2#1")
    assert state["depot"] == ["2#1"]
    with pytest.raises(RuleViolation) as err:
        decide(state, 0, "return_train", company="SR", train="3#1")
    assert err.value.code == "lilliput.not_obsolete"
    state = bank_buy(state)
    assert state["companies"]["SR"]["trains"] == ["3#1", "5#1"] and state["depot"] == []
    assert {"2#1", "2#2"} <= set(state["rusted"])


def test_a_lower_train_limit_lets_each_director_choose_the_trains_to_return(start):
    state = clone(start)
    state["phase"], state["deck"] = 3, ["4#1"]
    state["companies"]["SR"].update(trains=["2#s1", "3#1", "3#2"], treasury=1000)
    state["companies"]["MR"]["trains"] = ["2#s5", "3#3", "3#4", "3#5"]
    state = bank_buy(buying(state))  # the first 4-train: phase 4, limit 3
    # operating order: Mildendo Railway (55) before Slamecksan (50); seat 3 directs MR
    assert state["phase"] == 4 and state["returns_due"] == ["MR", "SR"] and state["depot"] == []
    assert RULES.status(state).active_seats == (3,)
    assert RULES.view(state, None)["returns_due"] == [{"company": "MR", "trains_over": 1},
                                                      {"company": "SR", "trains_over": 1}]
    assert RULES.legal_commands(state, 3) == [{"type": "return_train", "data": {"company": "MR", "train": t}}
                                              for t in ("2#s5", "3#3", "3#4", "3#5")]
    assert RULES.legal_commands(state, 0) == []
    for seat, kind, data, code in [
        (0, "return_train", {"company": "SR", "train": "2#s1"}, "not_your_turn"),  # MR returns first
        (0, "end_turn", {}, "not_your_turn"),
        (3, "end_turn", {}, "returns_due"),
        (3, "return_train", {"company": "SR", "train": "3#1"}, "not_director"),
        (3, "return_train", {"company": "MR", "train": "4#1"}, "no_train"),
    ]:
        with pytest.raises(RuleViolation) as err:
            decide(state, seat, kind, **data)
        assert err.value.code == f"lilliput.{code}"
    # MR keeps its obsolete 2-train and gives up a 3-train: the director's choice, not a fixed order
    state = play(state, 3, "return_train", company="MR", train="3#3")
    assert state["companies"]["MR"]["trains"] == ["2#s5", "3#4", "3#5"] and state["returns_due"] == ["SR"]
    assert RULES.status(state).active_seats == (0,)
    kept_old = play(state, 0, "return_train", company="SR", train="3#1")
    kept_new = play(state, 0, "return_train", company="SR", train="2#s1")
    assert kept_old["companies"]["SR"]["trains"] == ["2#s1", "3#2", "4#1"] and kept_old["depot"] == ["3#3", "3#1"]
    assert kept_new["companies"]["SR"]["trains"] == ["3#1", "3#2", "4#1"] and kept_new["depot"] == ["3#3", "2#s1"]
    # every company is within the limit: seat 0 goes on with its action (one more train to buy)
    assert kept_old["returns_due"] == [] and RULES.status(kept_old).active_seats == (0,)
    assert kept_old["action"]["trains"] == 1 and {"type": "end_turn", "data": {}} in RULES.legal_commands(kept_old, 0)


def test_trains_due_back_wait_for_the_first_of_two_companies_of_one_director(start):
    state = clone(start)
    state["phase"], state["deck"] = 3, ["4#1"]
    state["companies"]["SR"].update(trains=["2#s1", "3#1", "3#2"], treasury=1000)
    state["companies"]["MR"].update(trains=["2#s5", "3#3", "3#4", "3#5"], president=0)
    state = bank_buy(buying(state))
    with pytest.raises(RuleViolation) as err:
        decide(state, 0, "return_train", company="SR", train="2#s1")
    assert err.value.code == "lilliput.return_order" and err.value.details == {"company": "MR"}
    state = play(state, 0, "return_train", company="MR", train="2#s5")
    state = play(state, 0, "return_train", company="SR", train="2#s1")
    assert state["returns_due"] == [] and state["action"]["trains"] == 1


def test_a_limit_lowered_in_bureaucracy_is_settled_before_the_next_round(start):
    state = clone(start)
    state["phase"], state["deck"] = 3, ["4#1", "4#2"]
    state["companies"]["GVR"]["trains"] = ["2#s4", "3#1", "3#2", "3#3"]
    state = finish_round(state)  # bureaucracy moves the first 4-train to the depot: phase 4, limit 3
    assert state["round"] == 2 and state["phase"] == 4 and state["returns_due"] == ["GVR"]
    assert RULES.status(state).active_seats == (2,)  # GVR's director, before first player 1
    state = play(state, 2, "return_train", company="GVR", train="3#1")
    assert state["depot"] == ["4#1", "3#1"] and RULES.status(state).active_seats == (1,)


def refused(state, seat, code, **data):
    with pytest.raises(RuleViolation) as err:
        decide(state, seat, "return_train", **data)
    assert err.value.code == f"lilliput.{code}", err.value.message


def test_a_company_that_withheld_returns_an_obsolete_train_for_nothing_then_buys_from_the_depot(start):
    state = clone(start)
    state["phase"], state["depot"] = 4, ["3#2"]  # phase 4: 2-trains obsolete, limit 3
    state["companies"]["GVR"]["trains"] = ["3#1", "2#s3", "4#1"]
    state["companies"]["SR"].update(trains=["2#s1"], president=2)  # seat 2 directs GVR and SR
    dividend = operate(state, "GVR", 90)
    refused(dividend, 2, "not_now", company="GVR", train="2#s3")  # not before withholding
    state = play(dividend, 2, "withhold", company="GVR")
    assert state["operating"]["step"] == "depot" and state["companies"]["GVR"]["treasury"] == 590
    with pytest.raises(RuleViolation) as err:  # at the limit of 3: no room for the depot's train
        decide(state, 2, "buy_train", company="GVR", source="depot", train="3#2")
    assert err.value.code == "lilliput.train_limit"
    assert [c["data"] for c in RULES.legal_commands(state, 2) if c["type"] == "return_train"] == [
        {"company": "GVR", "train": "2#s3"}]  # obsolete trains only, of the operating company only
    refused(state, 2, "not_obsolete", company="GVR", train="3#1")
    refused(state, 2, "no_train", company="GVR", train="2#s1")
    refused(state, 2, "not_now", company="SR", train="2#s1")  # SR's own turn comes later
    refused(state, 0, "not_your_turn", company="GVR", train="2#s3")
    assert [e.as_dict() for e in decide(state, 2, "return_train", company="GVR", train="2#s3")] == [
        {"type": "train_returned", "data": {"company": "GVR", "train": "2#s3"}, "seat": 2}]
    returned = play(state, 2, "return_train", company="GVR", train="2#s3")
    # the train is laid on the depot card; the company gets nothing for it and still operates
    assert returned["companies"]["GVR"]["trains"] == ["3#1", "4#1"] and returned["depot"] == ["3#2", "2#s3"]
    assert returned["companies"]["GVR"]["treasury"] == 590 and returned["seats"][2]["cash"] == state["seats"][2]["cash"]
    assert returned["operating"] == state["operating"]
    # now within the limit, it buys the depot's 3-train for its price, £150
    bought = play(returned, 2, "buy_train", company="GVR", source="depot", train="3#2")
    assert bought["companies"]["GVR"]["trains"] == ["3#1", "4#1", "3#2"] and bought["depot"] == ["2#s3"]
    assert bought["companies"]["GVR"]["treasury"] == 590 - 150


def test_voluntary_returns_wait_for_the_directors_action_turn(start):
    state = clone(start)
    state["phase"] = 4
    state["companies"]["SR"]["trains"] = ["3#1", "2#s1"]
    refused(state, 0, "no_action", company="SR", train="2#s1")  # first the turn's action card
    state = buying(state)
    returned = play(state, 0, "return_train", company="SR", train="2#s1")
    assert returned["companies"]["SR"]["trains"] == ["3#1"] and returned["depot"] == ["2#s1"]
    assert returned["companies"]["SR"]["treasury"] == state["companies"]["SR"]["treasury"]


def test_director_tops_up_for_a_company_without_a_train(start):
    state = clone(start)
    state["deck"] = ["3#1"]
    state["companies"]["SR"].update(trains=[], treasury=140)
    state["seats"][0]["cash"] = 30
    state = bank_buy(buying(state))
    assert state["companies"]["SR"]["treasury"] == 0 and state["seats"][0]["cash"] == 20
    # with a train the treasury alone must pay
    state = clone(start)
    state["deck"] = ["3#1"]
    state["companies"]["SR"]["treasury"] = 140
    with pytest.raises(RuleViolation) as err:
        bank_buy(buying(state))
    assert err.value.code == "lilliput.cannot_afford"


def test_skyresh_buys_bank_trains_ten_percent_cheaper(start):
    state = clone(start)
    state["order_index"] = 1  # seat 1 (Skyresh Bolgolam, Lilliput National) acts
    state = play(state, 1, "take_card", card="card-8", action=0)
    state = bank_buy(state, "LNR", 1)
    assert state["companies"]["LNR"]["treasury"] == 500 - 72


def test_an_offer_for_the_whole_treasury_is_answered_by_the_sellers_director(start):
    state = buying(clone(start))
    for answer in ("accept_offer", "decline_offer"):  # nothing to answer yet
        with pytest.raises(RuleViolation) as err:
            decide(state, 0, answer)
        assert err.value.code == "lilliput.no_offer"
    offered = play(state, 0, "buy_train", company="SR", source="company", seller="LNR", train="2#s2", price=500)
    (bought,) = decide(offered, 1, "accept_offer")
    assert bought.type == "train_bought" and bought.seat == 1  # the seller's director's answer
    accepted = RULES.evolve(offered, bought)
    assert accepted["companies"]["SR"]["treasury"] == 0 and accepted["companies"]["LNR"]["treasury"] == 1000
    assert accepted["companies"]["SR"]["trains"] == ["2#s1", "2#s2"]
    assert [e.as_dict() for e in decide(offered, 1, "decline_offer")] == [
        {"type": "offer_declined", "data": {"seat": 1}, "seat": 1}]


def test_depot_only_after_founding_or_withholding(start):
    state = clone(start)
    state["depot"] = ["3#1"]
    state = buying(state)
    with pytest.raises(RuleViolation) as err:
        decide(state, 0, "buy_train", company="SR", source="depot", train="3#1")
    assert err.value.code == "lilliput.depot_closed"


def test_trains_between_two_directors_need_both_and_the_same_director_sells_at_once(start):
    state = buying(clone(start))
    offered = play(state, 0, "buy_train", company="SR", source="company", seller="LNR", train="2#s2", price=1)
    assert offered["offer"]["price"] == 1 and RULES.status(offered).active_seats == (1,)
    assert RULES.legal_commands(offered, 1) == [{"type": "accept_offer", "data": {}},
                                                {"type": "decline_offer", "data": {}}]
    with pytest.raises(RuleViolation) as err:
        decide(offered, 0, "end_turn")
    assert err.value.code == "lilliput.not_your_turn"
    accepted = play(offered, 1, "accept_offer")
    assert accepted["companies"]["SR"]["trains"] == ["2#s1", "2#s2"]
    assert accepted["companies"]["SR"]["treasury"] == 499 and accepted["companies"]["LNR"]["treasury"] == 501
    assert RULES.status(accepted).active_seats == (0,) and accepted["action"]["trains"] == 1
    declined = play(offered, 1, "decline_offer")
    assert declined["companies"]["LNR"]["trains"] == ["2#s2", "2#s3"]
    assert declined["action"]["trains"] == 2 and declined["offer"] is None
    # the same player directing both companies sells at once
    same = clone(state)
    same["companies"]["LNR"]["president"] = 0
    sold = play(same, 0, "buy_train", company="SR", source="company", seller="LNR", train="2#s2", price=1)
    assert sold["offer"] is None and "2#s2" in sold["companies"]["SR"]["trains"]
    with pytest.raises(RuleViolation) as err:
        decide(same, 0, "buy_train", company="SR", source="company", seller="LNR", train="2#s2", price=600)
    assert err.value.code == "lilliput.price"
