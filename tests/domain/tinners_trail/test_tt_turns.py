"""Turn order on Player Order and the time track, the last player's single action, and the auctions."""
from __future__ import annotations

import pytest

from domain.core import RuleViolation
from domain.tinners_trail import RULES
from tests.domain.tinners_trail.tt_helpers import ScriptedDice, fresh, play, types


def active(state):
    return RULES.status(state).active_seats


def test_tokens_on_player_order_act_first_leftmost_first():
    state = fresh(3)
    state["order"] = state["waiting"] = [2, 0, 1]
    assert active(state) == (2,)
    state, _ = play(state, 2, "sell_pasties")
    assert active(state) == (0,)
    state, _ = play(state, 0, "pass")
    assert active(state) == (1,)
    with pytest.raises(RuleViolation) as wrong:
        play(state, 2, "sell_pasties")
    assert wrong.value.code == "tinners_trail.not_your_turn"


def test_time_track_example_3_red_goes_under_blue_and_purple_acts():
    # Red spends two points into column 4 where blue is in the first row: red goes below blue;
    # purple, furthest behind, becomes active. Purple spending two would go below red.
    red, blue, purple = 0, 1, 2
    state = fresh(3)
    state["waiting"] = []
    state["track"] = [[2, 0], [4, 0], [3, 0]]
    assert active(state) == (red,)
    state, _ = play(state, red, "build_port", area="camborne")
    assert state["track"][red] == [4, 1] and state["track"][blue] == [4, 0]
    assert active(state) == (purple,)
    state, _ = play(state, purple, "build_port", area="st_ives")
    assert state["track"][purple] == [5, 0]  # an empty column: the top row
    state["track"][purple] = [2, 0]
    state, _ = play(state, purple, "sell_pasties")
    state, _ = play(state, purple, "sell_pasties")
    assert state["track"][purple] == [4, 2]


@pytest.mark.parametrize(("rules_version", "row"), [(None, 2), ("4", 0)])
def test_ties_on_time_go_to_the_highest_row_and_a_newcomer_goes_below_the_tokens_there(rules_version, row):
    state = fresh(3, rules_version=rules_version)
    state["waiting"] = []
    state["track"] = [[3, 1], [3, 0], [5, 0]]
    assert active(state) == (1,)
    state, _ = play(state, 1, "sell_pasties")  # blue leaves row 0 of column 3 for column 4
    assert active(state) == (0,)
    state["track"][2] = [2, 0]
    state, _ = play(state, 2, "sell_pasties")
    # below the token already in column 3 (up to version 4: the nearest free row from the top)
    assert state["track"][2] == [3, row]


def test_a_player_in_column_10_may_only_pass():
    state = fresh(3)
    state["waiting"] = []
    state["track"] = [[10, 0], None, None]
    state["passed"] = [1, 2]
    assert RULES.legal_commands(state, 0) == [{"type": "pass", "data": {}}]
    with pytest.raises(RuleViolation) as late:
        play(state, 0, "sell_pasties")
    assert (late.value.code, late.value.details) == ("tinners_trail.not_enough_time", {"time_left": 0})


def test_the_last_player_left_has_one_action_then_passes():
    state = fresh(3)
    state, _ = play(state, 0, "pass")
    state, _ = play(state, 1, "pass")
    assert state["last_action"] == 2
    state, events = play(state, 2, "sell_pasties")
    assert types(events)[:2] == ["action_taken", "passed"]
    assert events[1].data == {"forced": True}
    assert state["phase"] == "investing" and state["investing"]["order"] == [0, 1, 2]


def test_next_round_order_is_the_order_of_passing():
    state = fresh(3)
    state, _ = play(state, 0, "sell_pasties")
    state, _ = play(state, 1, "pass")
    state, _ = play(state, 2, "pass")
    state, _ = play(state, 0, "sell_pasties")  # the last player's single action, then a forced pass
    assert state["investing"]["order"] == [1, 2, 0]
    for seat in [1, 2, 0]:
        state, _ = play(state, seat, "pass")
    assert state["explorers"] == [1, 2]
    for seat in [1, 2]:
        state, _ = play(state, seat, "explore", area=RULES.legal_commands(state, seat)[0]["data"]["area"])
    assert state["round"] == 2 and state["order"] == [1, 2, 0] and active(state) == (1,)
    assert state["track"] == [None, None, None] and state["money"] == [17, 15, 15]


def test_auction_goes_clockwise_raises_must_be_higher_and_the_winner_pays_and_moves():
    state = fresh(4)
    state, events = play(state, 0, "build_mine", area="camborne", bid=2)
    assert events[0].data["bidders"] == [0, 1, 2, 3] and active(state) == (1,)
    with pytest.raises(RuleViolation) as tied:
        play(state, 1, "bid", amount=2)
    assert tied.value.code == "tinners_trail.bid_too_low"
    with pytest.raises(RuleViolation) as rich:
        play(state, 1, "bid", amount=16)
    assert rich.value.code == "tinners_trail.not_enough_money"
    bids = [c["data"]["amount"] for c in RULES.legal_commands(state, 1) if c["type"] == "bid"]
    assert bids == list(range(3, 16))
    state, _ = play(state, 1, "bid", amount=5)
    state, _ = play(state, 2, "drop_out")
    state, _ = play(state, 3, "drop_out")
    assert active(state) == (0,)
    state, events = play(state, 0, "drop_out")
    assert types(events) == ["bidder_dropped", "mine_built"]
    assert state["areas"]["camborne"]["mine"] == 1 and state["money"][1] == 10
    assert state["track"][1] == [2, 0] and state["mines_left"][1] == 5
    # The active player lost the auction and spent no time: he acts again.
    assert state["track"][0] is None and active(state) == (0,)


def test_auction_bidders_exclude_passed_broke_and_late_players_and_a_lone_bid_wins():
    state = fresh(4)
    state["passed"], state["waiting"] = [3], [0, 1, 2]
    state["money"][1] = 0
    state["track"][2] = [9, 0]
    state["waiting"] = [0, 1]
    state, events = play(state, 0, "build_mine", area="truro", bid=1)
    assert events[0].data["bidders"] == [0]
    assert types(events) == ["auction_started", "mine_built"] and state["money"][0] == 14


def test_an_unexplored_area_is_rolled_after_the_auction_is_paid():
    state = fresh(3)
    state["money"] = [15, 0, 0]
    state, events = play(state, 0, "build_mine", ScriptedDice(2, 1, 3), area="camelford", bid=4)
    found = events[-1].data["discovery"]
    assert found == {"dice": [2, 1, 3], "cubes": {"tin": 2, "copper": 1, "water": 3}}
    assert state["areas"]["camelford"]["tin"] == 2 and state["areas"]["camelford"]["seeded"]


def test_one_mine_per_area_and_six_mines_per_player():
    state = fresh(3)
    state["areas"]["truro"]["mine"] = 1
    with pytest.raises(RuleViolation) as taken:
        play(state, 0, "build_mine", area="truro", bid=1)
    assert taken.value.code == "tinners_trail.area_has_mine"
    state["mines_left"][0] = 0
    with pytest.raises(RuleViolation) as none:
        play(state, 0, "build_mine", area="camborne", bid=1)
    assert none.value.code == "tinners_trail.no_mines_left"
    assert not [c for c in RULES.legal_commands(state, 0) if c["type"] == "build_mine"]


def test_when_nobody_outbids_the_opening_bid_the_active_player_builds_at_that_price():
    state = fresh(3)
    state, _ = play(state, 0, "build_mine", area="gwennap", bid=6)
    state, _ = play(state, 1, "drop_out")
    state, events = play(state, 2, "drop_out")
    assert types(events) == ["bidder_dropped", "mine_built"]
    assert state["areas"]["gwennap"]["mine"] == 0 and state["money"] == [9, 15, 15]
    assert state["track"][0] == [2, 0] and active(state) == (1,)


def test_a_player_with_two_time_points_a_last_mine_or_1_pound_still_joins_the_auction():
    state = fresh(4)
    state["waiting"] = [2]
    state["track"][3] = [8, 0]  # two time points left: enough for a mine
    state["mines_left"][0] = 1
    state["money"][1] = 1
    after, events = play(state, 2, "build_mine", area="camborne", bid=1)
    assert events[0].data["bidders"] == [2, 3, 0, 1] and active(after) == (3,)
    state["track"][3] = [9, 0]
    state["mines_left"][0] = 0
    state["money"][1] = 0
    after, events = play(state, 2, "build_mine", area="camborne", bid=1)
    assert events[0].data["bidders"] == [2] and after["areas"]["camborne"]["mine"] == 2


def test_bidding_goes_round_the_bidders_left_skipping_the_leader_until_one_is_left():
    state = fresh(4)
    state, _ = play(state, 0, "build_mine", area="redruth", bid=2)
    state, _ = play(state, 1, "bid", amount=3)
    state, _ = play(state, 2, "drop_out")
    assert state["auction"]["bidders"] == [0, 1, 3] and active(state) == (3,)
    assert RULES.legal_commands(state, 0) == []
    assert RULES.legal_commands(state, 3)[-1] == {"type": "drop_out", "data": {}}
    state, _ = play(state, 3, "bid", amount=15)  # all his money
    assert active(state) == (0,)
    state, _ = play(state, 0, "drop_out")
    assert active(state) == (1,)  # the leader (3) is skipped
    state, events = play(state, 1, "drop_out")
    assert types(events) == ["bidder_dropped", "mine_built"]
    assert state["areas"]["redruth"]["mine"] == 3 and state["money"][3] == 0
    assert events[-1].data["discovery"] is None  # Redruth was seeded at the start: nothing is rolled


def test_auction_refusals_say_what_the_current_bid_is():
    state = fresh(3)
    with pytest.raises(RuleViolation) as idle:
        play(state, 0, "drop_out")
    assert idle.value.code == "tinners_trail.no_auction"
    state, _ = play(state, 0, "build_mine", area="camborne", bid=4)
    with pytest.raises(RuleViolation) as low:
        play(state, 1, "bid", amount=4)
    assert (low.value.code, low.value.details) == ("tinners_trail.bid_too_low", {"high": 4})
    with pytest.raises(RuleViolation) as rich:
        play(state, 1, "bid", amount=16)
    assert (rich.value.code, rich.value.details) == ("tinners_trail.not_enough_money", {"money": 15})
    with pytest.raises(RuleViolation) as early:
        play(state, 2, "drop_out")
    assert early.value.code == "tinners_trail.not_your_turn"


def caught_up_after_an_auction_won_out_of_turn(rules_version: str | None = None) -> dict:
    """Seat 0 (column 3) is active; seats 1 and 2 share column 5, seat 1 in the top row. Seat 1 wins
    seat 0's auction and moves on to column 7: in column 5 only seat 2 is left, in the second row.
    Then seat 0 builds a port (two time points) and lands in column 5 too."""
    state = fresh(3, rules_version=rules_version)
    state["waiting"] = []
    state["track"] = [[3, 0], [5, 0], [5, 1]]
    state, _ = play(state, 0, "build_mine", area="camborne", bid=1)
    state, _ = play(state, 1, "bid", amount=2)
    state, _ = play(state, 2, "drop_out")
    state, events = play(state, 0, "drop_out")
    assert types(events)[-1] == "mine_built" and state["track"] == [[3, 0], [7, 0], [5, 1]]
    assert active(state) == (0,)  # the active player lost the auction: he acts again
    state, _ = play(state, 0, "build_port", area="st_ives")
    return state


def test_a_token_catching_up_goes_below_the_tokens_already_in_the_column_and_its_turn_ends():
    # "aktivní hráč může vykonat více akcí, až dokud jeho žeton na časové ose nedohoní nebo nepředhoní
    # jiného hráče": seat 0 caught up with seat 2, who was in column 5 first and acts first.
    state = caught_up_after_an_auction_won_out_of_turn()
    assert state["track"][0] == [5, 2] and state["track"][2] == [5, 1]
    assert active(state) == (2,)


@pytest.mark.parametrize("rules_version", ["3", "4"])
def test_up_to_version_4_a_token_takes_the_top_free_row_and_acts_on(rules_version):
    state = caught_up_after_an_auction_won_out_of_turn(rules_version)
    assert state["track"][0] == [5, 0] and active(state) == (0,)
