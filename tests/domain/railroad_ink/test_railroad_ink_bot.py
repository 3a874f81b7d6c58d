"""The strong bot's move pruning (domain/railroad_ink/bot.py `candidates`): which placements it searches."""
from __future__ import annotations

from domain.core import Event
from domain.railroad_ink import RULES, bot
from domain.railroad_ink.board import FACES, SPECIALS, index

EMPTY = ("",) * 49


def position(dice: list[str], round_number: int = 1, specials_used: tuple[str, ...] = ()) -> dict:
    """Two empty boards in round `round_number` with the given roll, seat 0 having used `specials_used`."""
    state = RULES.evolve(None, Event("game_started", {"players": 2, "rules_version": RULES.rules_version}))
    state = RULES.evolve(state, Event("dice_rolled", {"round": round_number, "dice": dice}))
    state["seats"][0]["specials_used"] = list(specials_used)
    return state


def value(state: dict, command: dict) -> float:
    data = command["data"]
    code = FACES[state["dice"][data["die"]]] if "die" in data else SPECIALS[data["special"]]
    return bot.drawn_value(tuple(state["seats"][0]["board"]), code, data, 7 - state["round"])


def test_a_placement_is_valued_by_its_sides():
    assert bot.placement_value(EMPTY, index(0, 1), "H_H_", 6) == 2.0  # joined to an exit, an end left open
    assert bot.placement_value(EMPTY, index(0, 1), "H_H_", 0) == 1.0  # ...which in the last round stays open
    beside = list(EMPTY)
    beside[index(1, 1)] = "H_H_"
    assert bot.placement_value(tuple(beside), index(2, 1), "H_H_", 6) == 1.0  # continues the highway
    assert bot.placement_value(tuple(beside), index(2, 1), "_H_H", 6) == -1.0  # a blank side stops it for good
    assert bot.placement_value(EMPTY, index(3, 3), "_H_H", 6) == 1.0  # a centre square


def test_the_strong_bot_searches_the_best_placements_of_each_route_once():
    state = position(["highway_straight", "highway_straight", "railway_curve", "overpass"])
    legal = RULES.legal_commands(state, 0)
    kept = bot.candidates(state, 0, legal)
    placements = [command for command in kept if command["type"] == "place_route"]
    assert len(legal) == 132 and len(kept) == bot.DIE_PLACEMENTS == 8
    assert all(command["data"]["die"] != 1 for command in kept)  # the same route as die 0
    dropped = [command for command in legal if command not in kept and command["type"] == "place_route"
               and command["data"]["die"] != 1]
    assert min(value(state, command) for command in placements) >= max(value(state, command) for command in dropped)
    assert bot.LEVELS["strong"].pruned and not bot.LEVELS["normal"].pruned


def test_special_routes_are_searched_when_every_round_left_needs_one():
    dice = ["highway_straight", "highway_straight", "railway_curve", "overpass"]
    early = bot.candidates(position(dice), 0, RULES.legal_commands(position(dice), 0))
    assert not [command for command in early if command["type"] == "place_special"]  # none beats a die by 2
    late = position(dice, round_number=5)
    specials = [command for command in bot.candidates(late, 0, RULES.legal_commands(late, 0))
                if command["type"] == "place_special"]
    assert len(specials) == bot.SPECIAL_PLACEMENTS  # three left, three rounds to play
    used = position(dice, round_number=5, specials_used=("highway_cross",))
    assert not [command for command in bot.candidates(used, 0, RULES.legal_commands(used, 0))
                if command["type"] == "place_special"]
