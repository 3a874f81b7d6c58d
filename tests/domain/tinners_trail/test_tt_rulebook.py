"""Every rule with a number in the rulebook, checked with the rulebook's own numbers and examples."""
from __future__ import annotations

import pytest

from domain.core import Rng, RuleViolation
from domain.tinners_trail import RULES
from domain.tinners_trail.content import areas, neighbours, price, tables
from domain.tinners_trail.rounds import ore_price_roll, round_started, setup_events
from domain.tinners_trail.scoring import investment_points
from tests.domain.tinners_trail.tt_helpers import ScriptedDice, dry_board, fresh, play, types


def test_setup_gives_15_pounds_six_mines_twelve_cubes_and_rolls_only_the_printed_areas():
    state = fresh(4)
    assert state["money"] == [15, 15, 15, 15]
    assert state["mines_left"] == [6] * 4 and state["cubes_left"] == [12] * 4
    empty = [area for area, facts in areas().items() if facts["start"] is None]
    assert len(empty) == 8
    for area in empty:
        assert {k: state["areas"][area][k] for k in ("tin", "copper", "water")} == {"tin": 0, "copper": 0, "water": 0}


def test_setup_example_area_with_one_tin_one_copper_rolls_white_0_orange_2_blue_2():
    # "Území 1 začíná s jednou kostičkou cínu a jednou kostičkou mědi ... bílá 0, oranžová 2, modrá 2."
    seeded = [area for area, facts in areas().items() if facts["start"]]
    faces = []
    for area in seeded:
        faces += [0, 2, 2] if area == "st_ives" else [0, 0, 0]
    events = setup_events(["A", "B", "C"], ScriptedDice(*faces, 0, 0, 0, 0, 0, 0), {})
    st_ives = events[0].data["areas"]["st_ives"]
    assert areas()["st_ives"]["start"] == {"tin": 1, "copper": 1}
    assert (st_ives["tin"], st_ives["copper"], st_ives["water"]) == (1, 3, 2)


def test_first_round_price_example_tin_4_and_copper_8():
    # "V prvním kole jsme hodili celkem dvě oka ... 3 ... pole 4£ ... šest ... sedm ... pole 8£"
    tin = ore_price_roll(1, None, [0, 1, 1])
    copper = ore_price_roll(1, None, [2, 2, 2])
    assert (tin["total"], price("tin", tin["column"])) == (3, 4)
    assert (copper["total"], price("copper", copper["column"])) == (7, 8)
    # "V příštím kole u určování ceny cínu budeme připočítávat jedna" (tin is at the lowest level).
    assert tin["column"] == 0
    assert ore_price_roll(2, tin["column"], [1, 1, 1])["modifier"] == 1
    assert ore_price_roll(2, copper["column"], [1, 1, 1])["modifier"] == 0


def test_price_modifiers_after_the_highest_level_and_in_the_last_round():
    highest = len(tables()["ore_prices"]["columns"]) - 1
    assert ore_price_roll(3, highest, [1, 1, 1])["modifier"] == -1
    # The last round's -1 applies even when the previous price already modified the roll.
    assert ore_price_roll(4, highest, [1, 1, 1])["modifier"] == -2
    assert ore_price_roll(4, 0, [1, 1, 1])["modifier"] == 0
    assert ore_price_roll(4, 2, [0, 0, 0])["column"] == 0  # a total below the table is the lowest price


@pytest.mark.parametrize(("command", "data", "cost"), [
    ("mine_ore", {"area": "camborne", "tin": 1, "copper": 0}, 1),
    ("build_port", {"area": "camborne"}, 2),
    ("place_miner", {"area": "camborne"}, 1),
    ("dig_adit", {"between": ["camborne", "redruth"]}, 3),
    ("build_train", {"area": "camborne"}, 2),
    ("improve_pumps", {"water_from": []}, 1),
    ("sell_pasties", {}, 1),
])
def test_time_cost_of_every_action(command, data, cost):
    state = fresh(3)
    state["round"] = 2
    state["available"] = {"miner": 1, "port": 1, "train": 1, "adit": 1}
    state["areas"]["camborne"]["mine"] = 0
    after, _ = play(state, 0, command, **data)
    assert after["track"][0] == [cost, 0]


def test_building_a_mine_takes_two_time_points_and_passing_none():
    state = fresh(3)
    state["money"] = [15, 0, 0]
    after, events = play(state, 0, "build_mine", area="camborne", bid=3)
    assert types(events) == ["auction_started", "mine_built"]
    assert after["track"][0] == [2, 0] and after["money"][0] == 12 and after["areas"]["camborne"]["mine"] == 0
    after, _ = play(after, 1, "pass")
    assert after["track"][1] is None and after["passed"] == [1]


def test_mining_example_capacity_three_with_a_miner_three_water_pays_9_and_adds_water():
    # "kapacitu dolu 3, základní kapacitu dva za důl a jedna za horníka ... tři kostičky, zaplatí 9£"
    state = fresh(3)
    area = state["areas"]["redruth"]
    area.update(mine=0, miner=True, tin=2, copper=3, water=3)
    with pytest.raises(RuleViolation) as over:
        play(state, 0, "mine_ore", area="redruth", tin=1, copper=3)
    assert over.value.code == "tinners_trail.over_capacity"
    after, _ = play(state, 0, "mine_ore", area="redruth", tin=0, copper=3)
    assert after["money"][0] == 15 - 9
    assert after["ore"][0] == {"tin": 0, "copper": 3}
    assert (after["areas"]["redruth"]["copper"], after["areas"]["redruth"]["water"]) == (0, 4)


def test_mining_without_water_is_free_and_needs_own_mine():
    state = dry_board(fresh(3))
    state["areas"]["truro"]["mine"] = 1
    state["areas"]["camborne"]["mine"] = 0
    with pytest.raises(RuleViolation) as wrong:
        play(state, 0, "mine_ore", area="truro", tin=1, copper=0)
    assert wrong.value.code == "tinners_trail.not_your_mine"
    after, _ = play(state, 0, "mine_ore", area="camborne", tin=1, copper=1)
    assert after["money"][0] == 15 and after["areas"]["camborne"]["water"] == 1


def test_port_example_removes_one_water_raises_capacity_to_three_only_on_the_coast():
    # "Červený hráč umístil přístav na území, kde má svůj důl. Odstraní ... jednu kostičku vody ... tři."
    state = fresh(3)
    state["areas"]["camborne"].update(mine=0, water=2)
    after, _ = play(state, 0, "build_port", area="camborne")
    assert after["areas"]["camborne"]["water"] == 1
    assert RULES.view(after, 0)["capacity"]["camborne"] == 3
    assert after["available"]["port"] == state["available"]["port"] - 1
    with pytest.raises(RuleViolation) as inland:
        play(after, 1, "build_port", area="redruth")
    assert inland.value.code == "tinners_trail.not_coastal" and inland.value.message
    with pytest.raises(RuleViolation) as twice:
        play(after, 1, "build_port", area="camborne")
    assert twice.value.code == "tinners_trail.port_already_there"


def test_train_removes_two_water_here_and_one_in_each_neighbour_and_adds_capacity_only_here():
    state = fresh(3)
    state["available"]["train"] = 1
    for area in ["truro", *neighbours()["truro"]]:
        state["areas"][area]["water"] = 3
    state["areas"]["truro"]["mine"] = 0
    state["areas"]["redruth"]["mine"] = 1
    after, _ = play(state, 0, "build_train", area="truro")
    assert after["areas"]["truro"]["water"] == 1
    assert all(after["areas"][near]["water"] == 2 for near in neighbours()["truro"])
    view = RULES.view(after, None)["capacity"]
    assert (view["truro"], view["redruth"]) == (3, 2)


def test_adit_removes_a_water_and_adds_tin_and_copper_on_both_sides_once_per_round():
    # "Z obou území jsme odstranili jednu kostičku vody a přidali po jedné kostičce cínu a mědi."
    state = fresh(3)
    state["areas"]["camborne"].update(tin=1, copper=1, water=1)
    state["areas"]["redruth"].update(tin=0, copper=2, water=2)
    after, _ = play(state, 0, "dig_adit", between=["redruth", "camborne"])
    camborne, redruth = after["areas"]["camborne"], after["areas"]["redruth"]
    assert (camborne["tin"], camborne["copper"], camborne["water"]) == (2, 2, 0)
    assert (redruth["tin"], redruth["copper"], redruth["water"]) == (1, 3, 1)
    # "jenom jeden odvodňovací kanál za kolo": the second adit of the round is refused.
    with pytest.raises(RuleViolation) as none_left:
        play(after, 1, "dig_adit", between=["st_agnes", "truro"])
    assert none_left.value.code == "tinners_trail.no_adit_available" and none_left.value.message


def test_adit_into_an_empty_area_adds_nothing_now_but_modifies_its_exploration():
    state = fresh(3)
    state["areas"]["helston"].update(tin=1, copper=0, water=2)
    after, _ = play(state, 0, "dig_adit", between=["helston", "lizard"])
    lizard = after["areas"]["lizard"]
    assert (lizard["tin"], lizard["copper"], lizard["water"]) == (0, 0, 0)
    after["phase"], after["explorers"] = "exploring", [1]
    # The exploration example rolls 1 tin, 3 copper, 2 water; the adit gives one more tin and copper, one less water.
    explored, events = play(after, 1, "explore", ScriptedDice(1, 3, 2, *[0] * 6), area="lizard")
    assert events[0].data["dice"] == [1, 3, 2]
    lizard = explored["areas"]["lizard"]
    assert (lizard["tin"], lizard["copper"], lizard["water"]) == (2, 4, 1)


def test_exploration_example_and_trains_here_and_next_door_lower_the_water():
    state = fresh(3)
    state.update(phase="exploring", explorers=[2, 0], round=1)
    explored, _ = play(state, 2, "explore", ScriptedDice(1, 3, 2), area="penzance")
    penzance = explored["areas"]["penzance"]
    assert (penzance["tin"], penzance["copper"], penzance["water"]) == (1, 3, 2)
    state["areas"]["falmouth"]["train"] = True  # a train in the area: two water fewer
    state["areas"]["lizard"]["train"] = True  # a train next door to Falmouth: one fewer
    state["explorers"] = [2, 0]
    explored, _ = play(state, 2, "explore", ScriptedDice(1, 3, 3), area="falmouth")
    assert explored["areas"]["falmouth"]["water"] == 0


def test_steam_pump_stacks_per_round_and_the_tallest_stack_is_taken():
    # Round 4: stacks of 1, 2, 2 and 3; the first taker removes up to 3 water, the next up to 2.
    assert tables()["pump_stacks_per_round"] == [[1], [1, 2], [1, 2, 2], [1, 2, 2, 3]]
    state = fresh(3)
    state.update(round=4, pumps=[1, 2, 2, 3])
    state["areas"]["lizard"]["water"] = 2  # no mine needed
    state["areas"]["camborne"]["water"] = 1
    with pytest.raises(RuleViolation) as too_many:
        play(state, 0, "improve_pumps", water_from=["lizard", "lizard", "lizard"])
    assert too_many.value.code == "tinners_trail.no_water_there"
    after, _ = play(state, 0, "improve_pumps", water_from=["lizard", "camborne", "lizard"])
    assert after["pumps"] == [1, 2, 2]
    assert after["areas"]["lizard"]["water"] == 0 and after["areas"]["camborne"]["water"] == 0
    pumps = [c for c in RULES.legal_commands(after, 1) if c["type"] == "improve_pumps"]
    assert max(len(c["data"]["water_from"]) for c in pumps) == 2


def test_selling_pasties_gives_one_pound():
    after, _ = play(fresh(3), 0, "sell_pasties")
    assert after["money"][0] == 16


def test_sale_example_three_copper_at_8_two_tin_at_5_gives_34():
    state = fresh(3)
    columns = tables()["ore_prices"]["columns"]
    state["prices"] = {
        "tin": next(i for i, c in enumerate(columns) if c["tin"] == 5),
        "copper": next(i for i, c in enumerate(columns) if c["copper"] == 8),
    }
    state["ore"][0] = {"tin": 2, "copper": 3}
    state["passed"] = [1, 2]
    state["waiting"] = [0]
    after, events = play(state, 0, "pass")
    sold = {event.seat: event.data["income"] for event in events if event.type == "ore_sold"}
    assert sold[0] == 34
    assert after["money"][0] == 15 + 34 and after["ore"][0] == {"tin": 0, "copper": 0}
    assert after["phase"] == "investing" and after["investing"]["order"] == [1, 2, 0]


def test_investing_example_round_two_with_24_pounds():
    # Green has a cube in the 10-point box; the 10 and 20 boxes are full. With £24 green may invest
    # £15 for 15 points or £5 for 5 points, or pass; not £10 or £20.
    state = fresh(4)
    green = 2
    state.update(round=2, phase="investing", investing={"order": [0, 1, 2, 3], "turn": green, "out": []})
    state["money"][green] = 24
    state["investments"][1] = [[], [green, 0], [], [1, 3]]
    legal = RULES.legal_commands(state, green)
    assert legal == [{"type": "invest", "data": {"cost": 5}}, {"type": "invest", "data": {"cost": 15}},
                     {"type": "pass", "data": {}}]
    with pytest.raises(RuleViolation) as full:
        play(state, green, "invest", cost=10)
    assert full.value.code == "tinners_trail.box_full"
    after, events = play(state, green, "invest", cost=15)
    assert events[0].data["points"] == 15 and after["money"][green] == 9 and after["investing"]["turn"] == 3


def test_investment_points_fall_from_round_to_round_and_boxes_hold_two():
    rows = tables()["investments"]["rows"]
    assert tables()["investments"]["box_capacity"] == 2
    assert [row["points"][1] for row in rows] == [row["cost"] for row in rows]  # the round-2 example
    for row in rows:
        assert row["points"] == sorted(row["points"], reverse=True)


def test_investing_goes_round_until_everyone_passes_then_the_first_two_explore():
    state = fresh(3)
    state.update(phase="investing", investing={"order": [2, 0, 1], "turn": 2, "out": []}, passed=[2, 0, 1])
    state, _ = play(state, 2, "invest", cost=5)
    state, _ = play(state, 0, "pass")
    state, _ = play(state, 1, "pass")
    assert state["investing"]["turn"] == 2  # a second go for the player who has not passed
    state, events = play(state, 2, "pass")
    assert types(events) == ["investing_passed", "exploration_started"]
    assert state["explorers"] == [2, 0]
    with pytest.raises(RuleViolation) as occupied:
        play(state, 2, "explore", area="camborne")
    assert occupied.value.code == "tinners_trail.area_not_empty"


def test_money_invested_becomes_the_points_of_the_current_round_column():
    state = fresh(3)
    rows = tables()["investments"]["rows"]
    for round_number in (1, 4):
        state.update(round=round_number, phase="investing", investing={"order": [0, 1, 2], "turn": 0, "out": []})
        state["money"][0] = 20
        state, events = play(state, 0, "invest", cost=20)
        assert events[0].data["points"] == rows[3]["points"][round_number - 1]
        assert state["money"][0] == 0 and state["investments"][round_number - 1][3] == [0]
    assert investment_points(state)[0] == rows[3]["points"][0] + rows[3]["points"][3]
    assert state["cubes_left"][0] == 10


def test_each_round_lays_out_its_upgrades_fresh_capped_by_the_supply_of_components():
    state = fresh(3)
    state["available"] = {"miner": 3, "port": 0, "train": 0, "adit": 1}  # leftovers are removed
    for area in ("truro", "bodmin", "st_ives"):
        state["areas"][area]["train"] = True  # all three trains are on the board
    event = round_started(state, 2, [0, 1, 2], Rng("r", 0))
    expected = dict(tables()["upgrades_per_round"][1], train=0)
    assert event.data["available"] == expected
    assert event.data["pumps"] == [1, 2]


def _mined_out_camborne_next_to_redruth(rules_version=None):
    state = fresh(3, rules_version=rules_version)
    state["areas"]["camborne"].update(mine=0, tin=0, copper=0, water=0)
    state["areas"]["redruth"].update(tin=1, copper=2, water=2)
    return state


def test_adit_into_a_mined_out_area_with_a_mine_adds_tin_and_copper():
    # "Pokud území bez dolu obsahovalo alespoň jednu kostičku": the condition is for an area
    # without a mine; both areas the adit joins get one tin and one copper.
    after, _ = play(_mined_out_camborne_next_to_redruth(), 0, "dig_adit", between=["camborne", "redruth"])
    camborne, redruth = after["areas"]["camborne"], after["areas"]["redruth"]
    assert (camborne["tin"], camborne["copper"], camborne["water"]) == (1, 1, 0)  # no water to remove
    assert (redruth["tin"], redruth["copper"], redruth["water"]) == (2, 3, 1)


def test_rules_version_1_games_keep_a_mined_out_area_without_the_adit_ore():
    state = _mined_out_camborne_next_to_redruth(rules_version="1")
    assert "rules_version" not in state
    after, events = play(state, 0, "dig_adit", between=["camborne", "redruth"])
    camborne = after["areas"]["camborne"]
    assert (camborne["tin"], camborne["copper"], camborne["water"]) == (0, 0, 0)
    assert list(events[0].data["changes"]) == ["redruth"]


def test_adit_next_to_an_area_with_a_single_cube_adds_ore_there():
    state = fresh(3)
    state["areas"]["camborne"].update(tin=0, copper=0, water=1)  # no mine, one water cube
    state["areas"]["redruth"].update(tin=0, copper=1, water=0)  # no mine, one copper cube
    after, _ = play(state, 0, "dig_adit", between=["camborne", "redruth"])
    camborne, redruth = after["areas"]["camborne"], after["areas"]["redruth"]
    assert (camborne["tin"], camborne["copper"], camborne["water"]) == (1, 1, 0)
    assert (redruth["tin"], redruth["copper"], redruth["water"]) == (1, 2, 0)


def test_only_as_many_players_explore_as_there_are_empty_areas_left():
    state = fresh(3)
    for area, facts in areas().items():
        if facts["start"] is None and area != "lizard":
            state["areas"][area].update(seeded=True, water=1)  # explored: a water cube found
    state.update(phase="investing", investing={"order": [2, 0, 1], "turn": 2, "out": [0, 1]}, passed=[2, 0, 1])
    state, _ = play(state, 2, "pass")
    assert state["explorers"] == [2]
    assert RULES.legal_commands(state, 2) == [{"type": "explore", "data": {"area": "lizard"}}]
