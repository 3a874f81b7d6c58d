"""Tinners' Trail's bot: what its evaluation counts and which commands its strong level searches."""
from __future__ import annotations

from domain.core.local import play_out
from domain.tinners_trail import RULES, bot
from domain.tinners_trail.content import price
from tests.domain.loop_search import positions

from .tt_helpers import fresh, game


def test_ore_held_counts_at_its_price_in_pounds_not_its_price_column():
    state = fresh()
    state["prices"] = {"tin": 0, "copper": 5}  # columns: tin £4, copper £10
    before = bot.evaluate(state, 0)
    state["ore"] = [{"tin": 1, "copper": 1}, *state["ore"][1:]]
    worth = price("tin", 0) + price("copper", 5)
    assert abs(bot.evaluate(state, 0) - before - bot.points_per_pound(state) * worth) < 1e-9


def test_a_mine_is_worth_the_hauls_its_owner_can_pay_the_water_of():
    state = fresh()
    state["prices"] = {"tin": 5, "copper": 5}  # tin £7, copper £10
    state["areas"]["camborne"] = {**state["areas"]["camborne"], "tin": 4, "copper": 0, "water": 3, "mine": 0}
    state["money"] = [6, 15, 15]
    # Two cubes a haul at £3 of water each: the money pays for one haul, worth 2 x (7 - 3).
    assert bot.mining_worth(state, 0) == bot.points_per_pound(state) * 8
    state["money"] = [5, 15, 15]
    assert bot.mining_worth(state, 0) == 0


def test_the_strong_bot_searches_legal_commands_only():
    pumpings = 0
    for state in positions(play_out(game(seed="tt-bot"), "tt-bot"), 1):  # every position of a random game
        seat = RULES.status(state).active_seats[0]
        legal = RULES.legal_commands(state, seat)
        kept = bot.candidates(state, seat, legal)
        assert kept and all(command in legal for command in kept)
        if state["phase"] != "actions":
            assert kept == legal
        pumpings += any(command["type"] == "improve_pumps" and command["data"]["water_from"] for command in kept)
    assert pumpings  # (the pumping the candidates build is among the legal ones)
    assert bot.LEVELS["strong"].pruned and not bot.LEVELS["normal"].pruned and not bot.LEVELS["easy"].pruned
