"""Shares, founding, dividends, the share-price track, operating order and the final score."""
from __future__ import annotations

import pytest

from domain.core.canonical import clone
from domain.core.rules import RuleViolation
from domain.lilliput import RULES, market
from tests.domain.lilliput.lilliput_helpers import changed_by, decide, drafted, operate, play, put


@pytest.fixture(scope="module")
def start():
    return drafted(4).state


def trading(start, cash=1000):
    state = clone(start)
    state["seats"][0]["cash"] = cash
    return play(state, 0, "take_card", card="card-4", action=0)


def refused(state, seat, kind, code, **data):
    with pytest.raises(RuleViolation) as err:
        decide(state, seat, kind, **data)
    assert err.value.code == f"lilliput.{code}"


def test_market_moves_follow_the_rulebook():
    # sale: top row straight down, bottom row one left and up; 45 never moves
    assert market.moved(["top", 3], "sale") == ["bottom", 3]
    assert market.moved(["bottom", 3], "sale") == ["top", 2]
    assert market.moved(["bottom", 0], "sale") == ["bottom", 0]
    # payout: one right, at the end of the row up; 150 never moves
    assert market.moved(["bottom", 6], "pay") == ["bottom", 7]
    assert market.moved(["bottom", 7], "pay") == ["top", 7]
    assert market.moved(["top", 7], "pay") == ["top", 7]
    # withhold: one left, at the start of the row down
    assert market.moved(["top", 1], "withhold") == ["top", 0]
    assert market.moved(["top", 0], "withhold") == ["bottom", 0]
    assert [market.value(f) for f in (["bottom", 0], ["top", 0], ["bottom", 1], ["top", 7])] == [45, 50, 55, 150]


def test_buy_then_nothing_more_and_sell_steps_per_share(start):
    state = trading(start)
    state = play(state, 0, "buy_share", company="LNR")
    assert state["seats"][0]["cash"] == 950 and state["seats"][0]["shares"] == {"LNR": 1}
    assert state["companies"]["LNR"]["pool"] == 2
    refused(state, 0, "buy_share", "shares_done", company="LNR")
    # selling: every share at the current price, then one step down per share
    state = trading(start)
    state["seats"][0]["shares"] = {"LNR": 3}
    state["companies"]["LNR"]["pool"] = 0
    state = changed_by(state, market.move, "LNR", "pay", 3)  # LNR to 80 (top row, column 3)
    state = play(state, 0, "sell_shares", company="LNR", count=2)
    assert state["seats"][0]["cash"] == 1000 + 2 * 80
    assert market.value(state["companies"]["LNR"]["price"]) == 70
    assert state["companies"]["LNR"]["pool"] == 2
    # then buy one back (allowed), and the director's certificate is never sold
    state = play(state, 0, "buy_share", company="LNR")
    assert state["seats"][0]["shares"] == {"LNR": 2}
    with pytest.raises(RuleViolation) as err:  # seat 0 directs SR: no 10 % share of it to sell
        decide(trading(start), 0, "sell_shares", company="SR", count=1)
    assert err.value.code == "lilliput.not_enough_shares" and err.value.details == {"held": 0}


@pytest.mark.parametrize("rules_version, proceeds", [
    ("5", 3 * 150),  # "the player first receives the current price for each share sold"
    ("4", 150 + 140 + 130),  # version 4 dropped the price between shares; its games keep that
])
def test_selling_three_shares_at_150_pays_the_current_price_for_each(start, rules_version, proceeds):
    state = trading(start if rules_version == "5" else drafted(4, rules_version=rules_version).state)
    state["seats"][0]["shares"] = {"LNR": 3}
    state["companies"]["LNR"]["pool"] = 0
    state = changed_by(state, market.move, "LNR", "pay", 15)  # LNR to 150, the top of the track
    assert market.value(state["companies"]["LNR"]["price"]) == 150
    (sold,) = decide(state, 0, "sell_shares", company="LNR", count=3)
    assert sold.seat == 0 and sold.data == {"seat": 0, "company": "LNR", "count": 3, "proceeds": proceeds}
    state = RULES.evolve(state, sold)
    assert state["seats"][0]["cash"] == 1000 + proceeds
    # then the marker drops one field per share sold: 150 -> 140 -> 130 -> 120
    assert market.value(state["companies"]["LNR"]["price"]) == 120
    assert state["companies"]["LNR"]["pool"] == 3 and "LNR" not in state["seats"][0]["shares"]


def test_share_limit_counts_the_directors_certificate_as_one(start):
    state = trading(start)
    state["seats"][0]["shares"] = {"LNR": 3, "GVR": 1}  # + SR director = 5
    refused(state, 0, "buy_share", "share_limit", company="MR")
    state["seats"][0]["shares"] = {"LNR": 3}
    assert play(state, 0, "buy_share", company="MR")["seats"][0]["shares"] == {"LNR": 3, "MR": 1}
    state["companies"]["MR"]["pool"] = 0  # only 80 % of a company exists
    refused(state, 0, "buy_share", "no_share", company="MR")


def test_founding_a_company(start):
    state = trading(start)
    refused(state, 0, "found_company", "par_taken", company="BLR", price=50, square="1,0")
    refused(state, 0, "found_company", "company_unavailable", company="LNR", price=60, square="1,0")
    refused(state, 0, "found_company", "no_home_slot", company="BLR", price=60, square="1,0")  # LNR's only slot
    put(state, "2,0", "city-straight", 1)
    state["depot"] = ["3#1"]
    state = play(state, 0, "found_company", company="BLR", price=60, square="2,0")
    blr = state["companies"]["BLR"]
    assert state["seats"][0]["cash"] == 1000 - 300 and blr["treasury"] == 600 and blr["president"] == 0
    assert state["board"]["2,0"]["tokens"] == ["BLR"] and market.value(blr["price"]) == 60
    # the new company may buy one train from the depot at once
    assert {"type": "buy_train", "data": {"company": "BLR", "source": "depot", "train": "3#1", "seller": None,
                                          "price": None}} in RULES.legal_commands(state, 0)
    state = play(state, 0, "buy_train", company="BLR", source="depot", train="3#1")
    assert state["companies"]["BLR"]["trains"] == ["3#1"] and state["companies"]["BLR"]["treasury"] == 450
    # at most two director's certificates
    again = trading(start)
    again["companies"]["BDR"] = clone(state["companies"]["BLR"])
    again["market"]["top:1"] = ["BDR"]
    put(again, "2,0", "city-straight", 1)
    refused(again, 0, "found_company", "director_limit", company="BLR", price=70, square="2,0")
    # a company is founded once: Blefuscu Railway, founded by seat 1, is no longer available
    taken = trading(start)
    taken["companies"]["BLR"] = clone(state["companies"]["BLR"]) | {"president": 1}
    put(taken, "2,0", "city-straight", 1)
    refused(taken, 0, "found_company", "company_unavailable", company="BLR", price=70, square="2,0")
    # founding pays 5 x the price from the founder's cash: £300 at 60, so £299 is not enough
    poor = trading(start, cash=299)
    put(poor, "2,0", "city-straight", 1)
    refused(poor, 0, "found_company", "cannot_afford", company="BLR", price=60, square="2,0")


def test_payout_withhold_and_the_last_round(start):
    state = clone(start)
    state["seats"][1]["shares"] = {"GVR": 2}
    state["companies"]["GVR"]["pool"] = 1
    paid = play(operate(state, "GVR", 90), 2, "pay_out", company="GVR")
    assert paid["seats"][2]["cash"] == 60 + 45 and paid["seats"][1]["cash"] == 30 + 18
    assert market.value(paid["companies"]["GVR"]["price"]) == 60
    assert paid["operating"]["order"][paid["operating"]["index"]] == "SR"
    state["depot"] = ["3#1"]
    kept = play(operate(state, "GVR", 90), 2, "withhold", company="GVR")
    assert kept["companies"]["GVR"]["treasury"] == 590 and market.value(kept["companies"]["GVR"]["price"]) == 45
    assert kept["operating"]["step"] == "depot"  # may buy one train from the depot
    assert RULES.legal_commands(kept, 2)[-1] == {"type": "skip_depot", "data": {"company": "GVR"}}
    last = operate(state, "GVR", 90, last=True)
    refused(last, 2, "withhold", "last_round", company="GVR")
    paid = play(last, 2, "pay_out", company="GVR")
    assert paid["seats"][2]["cash"] == 60 + 90 and paid["seats"][1]["cash"] == 30 + 36  # income doubled
    assert market.value(paid["companies"]["GVR"]["price"]) == 70  # two steps right
    refused(operate(state, "GVR", 0), 2, "pay_out", "nothing_to_pay", company="GVR")


def test_one_field_per_sale_or_withhold_and_45_never_moves(start):
    # Mildendo Railway starts on 55 (bottom row): a sale moves it left and up, to 50
    state = trading(start)
    state["seats"][0]["shares"] = {"MR": 1}
    sold = play(state, 0, "sell_shares", company="MR", count=1)
    assert sold["seats"][0]["cash"] == 1000 + 55 and market.value(sold["companies"]["MR"]["price"]) == 50
    # withholding moves one field left: 80 -> 70
    state = clone(start)
    state = changed_by(state, market.move, "GVR", "pay", 3)  # GVR to 80
    kept = play(operate(state, "GVR", 90), 2, "withhold", company="GVR")
    assert market.value(kept["companies"]["GVR"]["price"]) == 70
    # from 50 down to 45, and on 45 it stays ("Pokud je na hodnotě 45, již se nikam neposouvá")
    kept = play(operate(start, "GVR", 0), 2, "withhold", company="GVR")
    assert market.value(kept["companies"]["GVR"]["price"]) == 45
    kept = play(operate(kept, "GVR", 0), 2, "withhold", company="GVR")
    assert market.value(kept["companies"]["GVR"]["price"]) == 45


def test_operating_order_is_by_price_then_stack(start):
    state = clone(start)
    assert market.operating_order(state) == ["MR", "SR", "LNR", "GVR"]  # 55, then the 50 stack top first
    state = changed_by(state, market.move, "SR", "withhold")  # SR to 45
    state = changed_by(state, market.move, "LNR", "withhold")  # LNR under SR on 45
    assert market.operating_order(state) == ["MR", "GVR", "SR", "LNR"]


def test_final_score_by_hand(start):
    state = clone(start)
    state["stage"] = "finished"
    state["seats"][1].update(cash=100, shares={"SR": 2}, dimens_land=1)
    state = changed_by(state, market.move, "LNR", "pay", 3)  # LNR at 80
    # seat 1: £100 + LNR director's 50 % at 80 (400) + 2 SR shares at 50 (100) + Dimen's Land 20
    status = RULES.status(state)
    assert status.finished and status.scores[1] == 100 + 400 + 100 + 20
    # seat 0: £30 + SR director's 50 % at 50 + Dimen's Land = 300
    assert status.scores[0] == 30 + 250 + 20
    assert status.winners == (1,)
