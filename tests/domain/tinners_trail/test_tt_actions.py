"""The action phase: what each action does to the board, every refusal by its code, and the exact
choices `legal_commands` offers for each action."""
from __future__ import annotations

import pytest

from domain.core import RuleViolation
from domain.tinners_trail import RULES
from domain.tinners_trail.content import areas, borders
from tests.domain.tinners_trail.tt_helpers import dry_board, fresh, play


def offered(state, seat, kind):
    return [command["data"] for command in RULES.legal_commands(state, seat) if command["type"] == kind]


def refusal(state, seat, kind, **data) -> RuleViolation:
    """The refusal of a command; it always tells the player in words which rule was broken."""
    with pytest.raises(RuleViolation) as refused_command:
        play(state, seat, kind, **data)
    assert refused_command.value.message
    return refused_command.value


def refused(state, seat, kind, **data) -> str:
    return refusal(state, seat, kind, **data).code.removeprefix("tinners_trail.")


# --- Mining ---------------------------------------------------------------------------------------


def test_mining_takes_the_tin_and_copper_out_of_the_area():
    state = dry_board(fresh(3))
    state["areas"]["camborne"].update(mine=0, tin=2, copper=1)
    after, events = play(state, 0, "mine_ore", area="camborne", tin=1, copper=1)
    assert (events[0].data["action"], events[0].data["area"]) == ("mine_ore", "camborne")
    camborne = after["areas"]["camborne"]
    assert (camborne["tin"], camborne["copper"], camborne["water"]) == (1, 0, 1)
    assert after["ore"][0] == {"tin": 1, "copper": 1}


def test_mining_over_the_capacity_is_refused_with_the_capacity():
    state = dry_board(fresh(3))
    state["areas"]["camborne"].update(mine=0, port=True, tin=3, copper=3)
    refused_command = refusal(state, 0, "mine_ore", area="camborne", tin=2, copper=2)
    assert (refused_command.code, refused_command.details) == ("tinners_trail.over_capacity", {"capacity": 3})


@pytest.mark.parametrize(("tin", "copper"), [(2, 0), (0, 2)])
def test_mining_more_tin_or_copper_than_the_area_holds_is_refused(tin, copper):
    state = dry_board(fresh(3))
    state["areas"]["redruth"].update(mine=0, miner=True, tin=1, copper=1)  # capacity 3
    assert refused(state, 0, "mine_ore", area="redruth", tin=tin, copper=copper) == "not_enough_ore"


def test_mining_costs_one_pound_per_cube_per_water_cube_up_to_all_the_money():
    state = fresh(3)
    state["areas"]["camborne"].update(mine=0, tin=2, copper=2, water=3)
    state["money"][0] = 5
    assert refused(state, 0, "mine_ore", area="camborne", tin=1, copper=1) == "not_enough_money"
    assert refused(state, 0, "mine_ore", area="camborne", tin=0, copper=0) == "no_ore_chosen"
    state["money"][0] = 6
    after, _ = play(state, 0, "mine_ore", area="camborne", tin=1, copper=1)
    assert after["money"][0] == 0


def test_ore_choices_are_every_mix_the_mine_holds_takes_and_the_player_can_pay_for():
    state = fresh(3)
    state["areas"]["camborne"].update(mine=0, tin=1, copper=3, water=2)  # capacity 2, £2 a cube
    state["areas"]["truro"].update(mine=1, tin=2, copper=2, water=0)  # another player's mine
    state["money"][0] = 4
    mixes = [(c["tin"], c["copper"]) for c in offered(state, 0, "mine_ore")]
    assert sorted(mixes) == [(0, 1), (0, 2), (1, 0), (1, 1)]
    assert {c["area"] for c in offered(state, 0, "mine_ore")} == {"camborne"}
    state["money"][0] = 3
    assert sorted((c["tin"], c["copper"]) for c in offered(state, 0, "mine_ore")) == [(0, 1), (1, 0)]
    state["areas"]["camborne"]["miner"] = True  # capacity 3
    state["money"][0] = 15
    assert sorted((c["tin"], c["copper"]) for c in offered(state, 0, "mine_ore")) == [
        (0, 1), (0, 2), (0, 3), (1, 0), (1, 1), (1, 2)]


# --- Building a mine -------------------------------------------------------------------------------


def test_mine_bids_are_offered_for_every_area_without_a_mine_from_1_pound_to_all_the_money():
    state = fresh(3)
    state["areas"]["truro"]["mine"] = 1
    state["money"][0] = 4
    free = [area for area in areas() if area != "truro"]
    assert offered(state, 0, "build_mine") == [{"area": area, "bid": bid} for area in free for bid in range(1, 5)]
    state["mines_left"][0] = 1  # the last of the six mines
    assert len(offered(state, 0, "build_mine")) == len(free) * 4


def test_the_opening_bid_is_at_least_1_pound_and_at_most_all_the_money():
    state = fresh(3)
    state["money"] = [4, 0, 0]
    assert refused(state, 0, "build_mine", area="camborne", bid=0) == "bid_too_low"
    rich = refusal(state, 0, "build_mine", area="camborne", bid=5)
    assert (rich.code, rich.details) == ("tinners_trail.not_enough_money", {"money": 4})
    after, _ = play(state, 0, "build_mine", area="camborne", bid=4)
    assert after["areas"]["camborne"]["mine"] == 0 and after["money"][0] == 0


# --- Upgrades --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("action", "upgrade", "area"), [
    ("build_port", "port", "camborne"),
    ("place_miner", "miner", "redruth"),
    ("build_train", "train", "redruth"),
])
def test_an_upgrade_is_refused_when_none_is_left_this_round_or_the_area_has_one(action, upgrade, area):
    state = fresh(3)
    state["available"][upgrade] = 0
    assert refused(state, 0, action, area=area) == f"no_{upgrade}_available"
    assert offered(state, 0, action) == []
    state["available"][upgrade] = 1
    state["areas"][area][upgrade] = True
    assert refused(state, 0, action, area=area) == f"{upgrade}_already_there"


@pytest.mark.parametrize(("action", "upgrade", "coast_only"), [
    ("build_port", "port", True),
    ("place_miner", "miner", False),
    ("build_train", "train", False),
])
def test_upgrades_are_offered_in_every_area_without_one_ports_only_on_the_coast(action, upgrade, coast_only):
    state = fresh(3)
    state["available"][upgrade] = 1
    state["areas"]["camborne"][upgrade] = True
    expected = [{"area": area} for area, facts in areas().items()
                if area != "camborne" and (facts["coastal"] or not coast_only)]
    assert offered(state, 0, action) == expected


def test_the_last_upgrade_of_the_round_can_be_built_and_then_no_more():
    state = fresh(3)
    state["available"]["miner"] = 1
    after, _ = play(state, 0, "place_miner", area="redruth")
    assert after["available"]["miner"] == 0
    assert refused(after, 1, "place_miner", area="truro") == "no_miner_available"


# --- Adits -----------------------------------------------------------------------------------------


def test_an_adit_joins_two_neighbouring_areas_once_per_border():
    state = fresh(3)
    assert refused(state, 0, "dig_adit", between=["st_just", "bodmin"]) == "not_neighbours"
    state["adits"] = [["camborne", "redruth"]]
    assert refused(state, 0, "dig_adit", between=["redruth", "camborne"]) == "adit_already_there"


def test_adits_are_offered_on_every_border_without_one_while_an_adit_is_available():
    state = fresh(3)
    state["adits"] = [["camborne", "redruth"]]
    state["available"]["adit"] = 1
    assert offered(state, 0, "dig_adit") == [{"between": pair} for pair in borders() if pair != ["camborne", "redruth"]]
    state["available"]["adit"] = 0
    assert offered(state, 0, "dig_adit") == []


# --- Steam pumps -----------------------------------------------------------------------------------


def test_a_stack_of_two_pumps_removes_at_most_two_water_cubes():
    state = dry_board(fresh(3))
    state["pumps"] = [1, 2]
    state["areas"]["lizard"]["water"] = 3
    state["areas"]["camborne"]["water"] = 1
    too_many = refusal(state, 0, "improve_pumps", water_from=["lizard", "lizard", "lizard"])
    assert (too_many.code, too_many.details) == ("tinners_trail.too_many_pumps", {"pumps": 2})
    after, _ = play(state, 0, "improve_pumps", water_from=["lizard", "lizard"])
    assert after["areas"]["lizard"]["water"] == 1 and after["pumps"] == [1]


def test_pump_choices_are_every_set_of_up_to_the_stack_of_water_cubes_there_are():
    state = dry_board(fresh(3))
    state["pumps"] = [1, 2]
    state["areas"]["lizard"]["water"] = 3
    state["areas"]["camborne"]["water"] = 1
    assert offered(state, 0, "improve_pumps") == [
        {"water_from": []}, {"water_from": ["camborne"]}, {"water_from": ["lizard"]},
        {"water_from": ["camborne", "lizard"]}, {"water_from": ["lizard", "lizard"]},
    ]


def test_no_pumps_are_offered_or_allowed_when_every_stack_is_taken():
    state = fresh(3)
    state["pumps"] = []
    assert offered(state, 0, "improve_pumps") == []
    assert refused(state, 0, "improve_pumps", water_from=[]) == "no_pumps_available"


def test_passing_is_recorded_as_a_plain_pass():
    _, events = play(fresh(3), 0, "pass")
    assert [(event.type, event.data) for event in events] == [("passed", {})]


# --- Refusals outside the actions -------------------------------------------------------------------


def test_during_an_auction_only_the_bidder_on_turn_may_bid_and_nobody_takes_actions():
    state = fresh(3)
    assert refused(state, 0, "bid", amount=3) == "no_auction"
    state, _ = play(state, 0, "build_mine", area="camborne", bid=2)
    assert refused(state, 2, "bid", amount=3) == "not_your_turn"
    assert refused(state, 1, "sell_pasties") == "auction_running"
    assert RULES.legal_commands(state, 2) == []


def test_investing_needs_a_cube_left_and_the_money_and_admits_nothing_else():
    state = fresh(3)
    state.update(phase="investing", investing={"order": [0, 1, 2], "turn": 0, "out": []})
    assert refused(state, 1, "invest", cost=5) == "not_your_turn"
    assert refused(state, 0, "sell_pasties") == "wrong_phase"
    state["money"][0] = 4
    assert refused(state, 0, "invest", cost=5) == "not_enough_money"
    state["money"][0] = 5
    state["cubes_left"][0] = 0
    assert refused(state, 0, "invest", cost=5) == "no_cubes_left"
    assert RULES.legal_commands(state, 0) == [{"type": "pass", "data": {}}]


def test_exploring_is_for_the_explorer_on_turn_only():
    state = fresh(3)
    state.update(phase="exploring", explorers=[1, 2])
    assert refused(state, 0, "explore", area="lizard") == "not_your_turn"
    assert refused(state, 1, "pass") == "wrong_phase"


def test_no_seat_outside_the_table_no_investing_in_the_action_phase_and_nothing_after_the_end():
    state = fresh(3)
    assert refused(state, 3, "pass") == "no_such_seat"
    assert refused(state, 0, "invest", cost=5) == "wrong_phase"
    state["phase"] = "finished"
    assert refused(state, 0, "pass") == "game_over"
