"""Erasing this round's own routes (rules version 2): "Nikdy v průběhu hry nesmíte mazat cesty
nakreslené v jiném než právě probíhající kole" — only routes of earlier rounds are safe from the eraser."""
from __future__ import annotations

import pytest

from domain.core import Event, RuleViolation
from domain.railroad_ink import RULES
from domain.railroad_ink.board import CRATER
from tests.domain.railroad_ink.test_railroad_ink_expansions import BOXED_IN, at
from tests.domain.railroad_ink.test_railroad_ink_expansions import position as expansion_position
from tests.domain.railroad_ink.test_railroad_ink_expansions import refused as refused_in
from tests.domain.railroad_ink.test_railroad_ink_rules import ROUTE_DICE, play, position


def refused(state, kind, **data) -> str:
    return refused_in(state, 0, kind, **data)


def erasable(state) -> list[tuple[int, int]]:
    return [(c["data"]["row"], c["data"]["col"]) for c in RULES.legal_commands(state, 0) if c["type"] == "erase_route"]


def test_a_route_drawn_this_round_is_erased_and_its_die_drawn_again():
    state = position(rules_version="2")
    state, _ = play(state, 0, "place_route", die=0, row=0, col=1, rotation=1)  # highway N-S from exit N(0,1)
    assert erasable(state) == [(0, 1)]
    assert RULES.view(state, 0)["seats"][0]["drawn_this_round"] == [{"row": 0, "col": 1}]
    state, (event,) = play(state, 0, "erase_route", row=0, col=1)
    assert event.type == "route_erased" and event.seat == 0
    assert event.data == {"row": 0, "col": 1, "erased": "H_H_", "die": 0, "restored": ""}
    assert at(state, 0, 1) == "" and RULES.view(state, 0)["remaining_dice"] == [0, 1, 2, 3]
    assert refused(state, "end_round") == "dice_left"  # the die given back must be drawn, as any other
    state, _ = play(state, 0, "place_route", die=0, row=0, col=5, rotation=1)  # the same die, elsewhere
    assert at(state, 0, 5) == "H_H_" and RULES.view(state, 0)["remaining_dice"] == [1, 2, 3]
    assert erasable(state) == [(0, 5)]


def test_an_erased_special_route_is_not_used_up():
    state = position(rules_version="2")
    state, _ = play(state, 0, "place_special", special="highway_cross", row=0, col=1)
    assert refused(state, "place_special", special="railway_cross", row=0, col=3) == "special_round_limit"
    state, (event,) = play(state, 0, "erase_route", row=0, col=1)
    assert event.data == {"row": 0, "col": 1, "erased": "HHHH", "special": "highway_cross", "restored": ""}
    assert len(RULES.view(state, 0)["specials_left"]) == 6  # all six again, and the round's one special
    state, _ = play(state, 0, "place_special", special="railway_cross", row=0, col=3)
    assert state["seats"][0]["specials_used"] == ["railway_cross"]


def test_routes_of_earlier_rounds_and_empty_squares_are_not_erased():
    state = position(squares={(0, 1): "H_H_"}, rules_version="2")  # drawn in an earlier round
    assert refused(state, "erase_route", row=0, col=1) == "not_drawn_this_round"
    assert refused(state, "erase_route", row=3, col=3) == "not_drawn_this_round"
    state, _ = play(state, 0, "place_route", die=2, row=1, col=1, rotation=3)  # T N, E, S under it
    state = RULES.evolve(state, Event("dice_rolled", {"round": 2, "dice": ROUTE_DICE}))
    assert refused(state, "erase_route", row=1, col=1) == "not_drawn_this_round"  # round 1's now
    assert erasable(state) == []


def test_a_route_that_a_later_route_of_the_round_continues_from_alone_is_erased_after_it():
    state = position(rules_version="2")
    state, _ = play(state, 0, "place_route", die=0, row=0, col=1, rotation=1)  # A: from exit N(0,1)
    state, _ = play(state, 0, "place_route", die=2, row=1, col=1, rotation=3)  # B: T N, E, S, on A
    state, _ = play(state, 0, "place_route", die=3, row=1, col=2, rotation=1)  # C: overpass, highway W on B
    # without A, B and C only continue each other: drawn again in order, B would connect to nothing
    assert erasable(state) == [(1, 2)] and refused(state, "erase_route", row=0, col=1) == "route_continued"
    assert refused(state, "erase_route", row=1, col=1) == "route_continued"  # C needs B
    with pytest.raises(RuleViolation) as caught:
        play(state, 0, "erase_route", row=0, col=1)
    assert caught.value.details == {"row": 0, "col": 1, "continued": {"row": 1, "col": 1}}  # erase B first
    state, _ = play(state, 0, "erase_route", row=1, col=2)
    state, _ = play(state, 0, "erase_route", row=1, col=1)
    state, _ = play(state, 0, "erase_route", row=0, col=1)
    assert state["seats"][0]["dice_used"] == [] and not any(state["seats"][0]["board"])


def test_a_later_route_that_still_continues_something_else_does_not_hold_one_back():
    state = position(squares={(1, 2): "_H_H"}, rules_version="2")  # an earlier round's highway
    state, _ = play(state, 0, "place_route", die=0, row=0, col=1, rotation=1)  # A: from exit N(0,1)
    state, _ = play(state, 0, "place_route", die=2, row=1, col=1, rotation=3)  # B: on A and on (1, 2)
    assert erasable(state) == [(0, 1), (1, 1)]
    state, _ = play(state, 0, "erase_route", row=0, col=1)
    assert at(state, 1, 1) == "HHH_" and state["seats"][0]["dice_used"] == [2]


def test_a_route_drawn_on_a_crater_leaves_the_crater_when_erased():
    state = expansion_position(["meteor"], meteor=("N", 3), rules_version="2")
    state, _ = play(state, 0, "meteor_strike")  # from (3, 3) three up: (0, 3), beside railway exit N
    state, _ = play(state, 0, "place_route", die=1, row=0, col=3, rotation=3)
    state, (event,) = play(state, 0, "erase_route", row=0, col=3)
    assert event.data == {"row": 0, "col": 3, "erased": "RR__", "die": 1, "restored": CRATER}
    assert at(state, 0, 3) == CRATER and RULES.view(state, 0)["board"]["craters"] == [{"row": 0, "col": 3}]


LAVA_BESIDE_THIS_ROUND = {**BOXED_IN, (3, 4): None, (3, 5): "_H_H"}
"""Earlier rounds' routes on three sides of the middle volcano, and a highway at (3, 5) that this
round's highway straight on (3, 4), the fourth side, continues: then no lava fits."""


def test_with_lava_this_rounds_route_beside_it_comes_back_and_an_earlier_one_is_erased_for_lava():
    state = expansion_position(["lava"], squares=LAVA_BESIDE_THIS_ROUND, rules_version="2")
    state, _ = play(state, 0, "place_route", die=0, row=3, col=4)
    assert erasable(state) == [(2, 3), (3, 2), (3, 4), (4, 3)]
    assert refused(state, "erase_route", row=3, col=5) == "not_drawn_this_round"  # not beside the lava
    state, (event,) = play(state, 0, "erase_route", row=3, col=2)  # an earlier round's, to make room
    assert event.data == {"row": 3, "col": 2, "erased": "H_H_"} and state["seats"][0]["dice_used"] == [0]
    assert refused(state, "erase_route", row=2, col=3) == "lava_has_room"
    state, (event,) = play(state, 0, "erase_route", row=3, col=4)  # this round's: the die comes back
    assert event.data == {"row": 3, "col": 4, "erased": "_H_H", "die": 0, "restored": ""}
    assert state["seats"][0]["dice_used"] == []


# -- version 1 --------------------------------------------------------------------------------------

def test_a_version_1_game_keeps_its_routes_as_drawn():
    state, _ = play(position(), 0, "place_route", die=0, row=0, col=1, rotation=1)
    assert refused(state, "erase_route", row=0, col=1) == "expansion_off"
    assert erasable(state) == []
    lava = expansion_position(["lava"], squares=LAVA_BESIDE_THIS_ROUND)
    lava, _ = play(lava, 0, "place_route", die=0, row=3, col=4)
    assert erasable(lava) == [(2, 3), (3, 2), (3, 4), (4, 3)]
    lava, (event,) = play(lava, 0, "erase_route", row=3, col=4)  # erased for the lava: the die stays drawn
    assert event.data == {"row": 3, "col": 4, "erased": "_H_H"} and lava["seats"][0]["dice_used"] == [0]
    assert "drawn_this_round" not in lava["seats"][0]  # a version 1 state (and its hash) is unchanged
