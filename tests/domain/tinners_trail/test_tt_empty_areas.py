"""An empty area is one "na kterém není ani jedna kostička ani důl" (no cube, no mine): from rules
version 3 also an explored area left without cubes, which is then explored again, and in which a new
mine is rolled for ("Hráč může vybrat pro dražbu i území, ve kterém zatím nejsou žádné kostičky.
Poté, co ... postaví v území důl, hodí kostkami"). Up to version 2 an explored area never was."""
from __future__ import annotations

import pytest

from domain.core import RuleViolation
from domain.tinners_trail import RULES
from domain.tinners_trail.content import areas
from tests.domain.tinners_trail.tt_helpers import ScriptedDice, fresh, play, types


def lizard_explored_and_drained(rules_version: str | None = None) -> dict:
    """Round 1. The Lizard, explored, held a single water cube (its roll found no tin and no copper);
    seat 0 builds a port there, which takes that cube: no cube and no mine are left."""
    state = fresh(3, rules_version=rules_version)
    state["areas"]["lizard"].update(tin=0, copper=0, water=1, seeded=True)
    state, _ = play(state, 0, "build_port", area="lizard")
    assert {k: state["areas"]["lizard"][k] for k in ("tin", "copper", "water", "mine", "port")} == {
        "tin": 0, "copper": 0, "water": 0, "mine": None, "port": True}
    return state


def exploring(state: dict) -> dict:
    """The same board at the exploration phase: seat 2 passed first, so seats 2 and 0 explore."""
    state = {**state, "phase": "investing", "investing": {"order": [2, 0, 1], "turn": 2, "out": [0, 1]},
             "passed": [2, 0, 1]}
    state, events = play(state, 2, "pass")
    assert types(events)[-1] == "exploration_started" and state["explorers"] == [2, 0]
    return state


def explorable(state: dict, seat: int) -> list[str]:
    return [command["data"]["area"] for command in RULES.legal_commands(state, seat)]


def test_an_explored_area_left_without_cubes_is_empty_and_explored_again():
    state = exploring(lizard_explored_and_drained())
    never_explored = sorted(area for area, facts in areas().items() if facts["start"] is None and area != "lizard")
    assert sorted(explorable(state, 2)) == sorted([*never_explored, "lizard"])
    # the roll is modified by every upgrade in the area: its port takes one water
    state, events = play(state, 2, "explore", ScriptedDice(1, 2, 2), area="lizard")
    assert events[0].data == {"area": "lizard", "dice": [1, 2, 2], "cubes": {"tin": 1, "copper": 2, "water": 1}}
    assert "lizard" not in explorable(state, 0)  # it holds cubes now


def test_a_mine_built_in_an_explored_area_left_without_cubes_is_rolled_for_after_paying():
    state = lizard_explored_and_drained()
    state, _ = play(state, 1, "build_mine", area="lizard", bid=3)
    state, _ = play(state, 2, "drop_out")
    state, events = play(state, 0, "drop_out", ScriptedDice(2, 0, 3))
    assert types(events) == ["bidder_dropped", "mine_built"]
    assert events[-1].data["discovery"] == {"dice": [2, 0, 3], "cubes": {"tin": 2, "copper": 0, "water": 2}}
    lizard = state["areas"]["lizard"]
    assert (lizard["mine"], lizard["tin"], lizard["copper"], lizard["water"]) == (1, 2, 0, 2)
    assert state["money"][1] == 12


def test_an_area_holding_only_water_is_not_empty():
    state = fresh(3)
    state["areas"]["lizard"].update(tin=0, copper=0, water=1, seeded=True)
    at_exploration = exploring(state)
    assert "lizard" not in explorable(at_exploration, 2)
    with pytest.raises(RuleViolation) as refused:
        play(at_exploration, 2, "explore", area="lizard")
    assert refused.value.code == "tinners_trail.area_not_empty"
    state, _ = play(state, 0, "build_mine", area="lizard", bid=1)
    state, _ = play(state, 1, "drop_out")
    state, events = play(state, 2, "drop_out")
    assert events[-1].data["discovery"] is None  # its cubes are known: nothing is rolled


@pytest.mark.parametrize("rules_version", ["1", "2"])
def test_up_to_version_2_an_explored_area_is_never_empty_again(rules_version):
    state = exploring(lizard_explored_and_drained(rules_version))
    assert "lizard" not in explorable(state, 2)
    with pytest.raises(RuleViolation) as refused:
        play(state, 2, "explore", area="lizard")
    assert refused.value.code == "tinners_trail.area_not_empty"
    state = lizard_explored_and_drained(rules_version)
    state, _ = play(state, 1, "build_mine", area="lizard", bid=3)
    state, _ = play(state, 2, "drop_out")
    state, events = play(state, 0, "drop_out")
    assert events[-1].data["discovery"] is None
    assert (state["areas"]["lizard"]["tin"], state["areas"]["lizard"]["copper"]) == (0, 0)


def first_explorer_finds_nothing(rules_version: str | None = None) -> dict:
    """Seats 2 and 0 explore; seat 2 explores the Lizard and the dice show 0 tin, 0 copper, 0 water."""
    state = exploring(fresh(3, rules_version=rules_version))
    state, events = play(state, 2, "explore", ScriptedDice(0, 0, 0), area="lizard")
    assert events[0].data["cubes"] == {"tin": 0, "copper": 0, "water": 0}
    return state


def test_the_second_explorer_explores_a_second_area_not_the_first_ones_again():
    # "Ve fázi průzkumu se přidají do dvou z nich kostičky ... Druhý hráč ... musí vybrat druhé
    # prázdné území": two areas are explored, the second explorer's another than the first's.
    state = first_explorer_finds_nothing()
    never_explored = sorted(area for area, facts in areas().items() if facts["start"] is None)
    assert sorted(explorable(state, 0)) == [area for area in never_explored if area != "lizard"]
    with pytest.raises(RuleViolation) as again:
        play(state, 0, "explore", area="lizard")
    assert again.value.code == "tinners_trail.area_explored_this_phase" and again.value.message


def test_the_area_explored_this_phase_is_open_again_in_the_next_exploration_phase():
    """The Lizard, still empty, may be explored in a later round."""
    state = first_explorer_finds_nothing()
    state, _ = play(state, 0, "explore", ScriptedDice(1, 1, 1, *[1] * 6), area="penzance")  # then the prices
    assert state["round"] == 2 and "explored" not in RULES.view(state, None)
    state = exploring(state)
    assert "lizard" in explorable(state, 2)


@pytest.mark.parametrize("rules_version", ["3", "4"])
def test_up_to_version_4_the_second_explorer_may_explore_the_same_empty_area(rules_version):
    state = first_explorer_finds_nothing(rules_version)
    assert "lizard" in explorable(state, 0)
    state, events = play(state, 0, "explore", ScriptedDice(1, 0, 2, *[1] * 6), area="lizard")
    assert events[0].data["cubes"] == {"tin": 1, "copper": 0, "water": 2}
