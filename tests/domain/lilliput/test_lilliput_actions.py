"""The action phase: cards, Dimen's Land, money actions, Flimnap, turn order."""
from __future__ import annotations

import pytest

from domain.core.canonical import clone
from domain.core.rules import RuleViolation
from domain.lilliput import RULES
from tests.domain.lilliput.lilliput_helpers import decide, drafted, play


@pytest.fixture(scope="module")
def start():
    return drafted(4).state


def refused(state, seat, kind, code, **data):
    with pytest.raises(RuleViolation) as err:
        decide(state, seat, kind, **data)
    assert err.value.code == f"lilliput.{code}"


def test_a_card_is_taken_once_per_round_and_dimens_land_copies_it(start):
    state = clone(start)
    refused(state, 0, "end_turn", "no_action")
    refused(state, 0, "copy_card", "not_used_yet", card="card-5", action=1)
    state = play(state, 0, "take_card", card="card-5", action=1)  # £10 private
    assert state["seats"][0]["cash"] == 40
    refused(state, 0, "take_card", "card_taken", card="card-6", action=1)
    state = play(state, 0, "end_turn")
    assert RULES.status(state).active_seats == (1,)
    refused(state, 1, "take_card", "card_unavailable", card="card-5", action=1)
    state = play(state, 1, "copy_card", card="card-5", action=1)
    assert state["seats"][1]["cash"] == 40 and state["seats"][1]["dimens_land"] == 0
    state = play(state, 1, "end_turn")
    refused(state, 2, "end_turn", "no_action")
    refused(state, 1, "take_card", "not_your_turn", card="card-6", action=1)


def test_turn_order_snakes_and_the_last_player_acts_twice(start):
    state = clone(start)
    seen = []
    for _ in range(8):
        seat = RULES.status(state).active_seats[0]
        seen.append(seat)
        card = next(c for c in state["cards"] if c not in state["used_cards"])
        state = play(state, seat, "take_card", card=card, action=1)
        state = play(state, seat, "end_turn")
    assert seen == [0, 1, 2, 3, 3, 2, 1, 0]
    assert state["stage"] == "operating"


def test_company_fund_splits_as_the_player_chooses(start):
    """"je obnos rozdělen mezi tyto společnosti v poměru určeném hráčem": any split of the £50 in
    whole pounds (legal_commands lists the £10 steps)."""
    state = clone(start)
    state["companies"]["LNR"]["president"] = 0  # seat 0 directs SR and LNR
    state = play(state, 0, "take_card", card="card-10", action=0)
    splits = [c["data"]["split"] for c in RULES.legal_commands(state, 0) if c["type"] == "fund_companies"]
    assert len(splits) == 2 + 4  # all to one of the two, or 10/40, 20/30, 30/20, 40/10
    refused(state, 0, "fund_companies", "split", split=[{"company": "SR", "amount": 40}])
    refused(state, 0, "fund_companies", "split", split=[{"company": "SR", "amount": 25},
                                                         {"company": "LNR", "amount": 30}])
    refused(state, 0, "fund_companies", "not_director", split=[{"company": "MR", "amount": 50}])
    state = play(state, 0, "fund_companies", split=[{"company": "SR", "amount": 25}, {"company": "LNR", "amount": 25}])
    assert state["companies"]["SR"]["treasury"] == 525 and state["companies"]["LNR"]["treasury"] == 525


def test_the_command_format_takes_a_split_of_any_whole_pounds(start):
    """£5 + £45 is a split of the £50 too: what a client sends over HTTP passes the command's schema."""
    command = {"split": [{"company": "SR", "amount": 5}, {"company": "LNR", "amount": 45}]}
    assert RULES.command_schemas["fund_companies"]().validate(command) == {}
    assert RULES.command_schemas["fund_companies"]().validate({"split": [{"company": "SR", "amount": 0}]})
    state = clone(start)
    state["companies"]["LNR"]["president"] = 0
    state = play(state, 0, "take_card", card="card-10", action=0)
    state = play(state, 0, "fund_companies", **command)
    assert state["companies"]["SR"]["treasury"] == 505 and state["companies"]["LNR"]["treasury"] == 545


def test_rules_version_8_games_split_the_fund_in_ten_pound_steps(start):
    state = clone(start) | {"rules_version": "8"}
    state["companies"]["LNR"]["president"] = 0
    state = play(state, 0, "take_card", card="card-10", action=0)
    refused(state, 0, "fund_companies", "split", split=[{"company": "SR", "amount": 25},
                                                         {"company": "LNR", "amount": 25}])
    state = play(state, 0, "fund_companies", split=[{"company": "SR", "amount": 30}, {"company": "LNR", "amount": 20}])
    assert state["companies"]["SR"]["treasury"] == 530 and state["companies"]["LNR"]["treasury"] == 520


def test_flimnap_is_exchanged_for_ten_times_the_round(start):
    state = clone(start)
    state["round"] = 4
    state = play(state, 0, "exchange_flimnap")
    assert state["seats"][0]["cash"] == 30 + 40 and state["seats"][0]["characters"] == []
    refused(state, 0, "exchange_flimnap", "no_flimnap")
