"""Whole games by random legal play: they finish, replay identically, and every listed command is legal."""
from __future__ import annotations

import orjson
import pytest

from domain.core import (
    Event,
    LocalGame,
    Rng,
    SeatSpec,
    check_canonical,
    load_command,
    random_playout,
    state_hash,
)
from domain.tinners_trail import RULES
from domain.tinners_trail.scoring import final_result, investment_points
from tests.domain.tinners_trail.tt_helpers import fresh


def seats(count):
    return [SeatSpec(f"P{i}") for i in range(count)]


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("seed", ["a", "b", "c"])
def test_random_games_finish_after_four_rounds_and_replay(players, seed):
    game = random_playout(RULES, seats(players), seed=f"{seed}{players}", chooser_seed=seed)
    status = game.status()
    assert status.finished and status.round == 4
    assert list(status.scores) == investment_points(game.state)
    assert len(status.winners) == 1 and max(status.scores) == status.scores[status.winners[0]]
    assert sum(1 for e in game.events if e.type == "round_started") == 4
    assert sum(1 for e in game.events if e.type == "ore_sold") == 4 * players
    check_canonical(game.state)
    state = None
    for event, expected in zip(game.events, game.hashes, strict=True):
        state = RULES.evolve(state, Event.from_dict(orjson.loads(orjson.dumps(event.as_dict()))))
        assert state_hash(state) == expected
    again = LocalGame(RULES, game.seats, game.options, game.seed)
    for seat, command, _ in game.commands:
        again.play(seat, command)
    assert again.hashes == game.hashes


def test_every_listed_command_is_accepted_and_others_may_not_act():
    game = LocalGame(RULES, seats(4), seed="every")
    chooser = Rng("every", "chooser")
    while not game.status().finished:
        (seat,) = game.status().active_seats
        legal = RULES.legal_commands(game.state, seat)
        for command in legal[:: max(1, len(legal) // 25)]:
            assert RULES.decide(game.state, seat, load_command(RULES, command), Rng("every", game.version))
        for other in range(4):
            if other != seat:
                assert RULES.legal_commands(game.state, other) == []
        game.play(seat, chooser.choice(legal))


def test_evolve_does_not_change_its_input():
    game = random_playout(RULES, seats(3), seed="pure", chooser_seed="p")
    state = None
    for event in game.events:
        before = state_hash(state) if state is not None else None
        after = RULES.evolve(state, event)
        if state is not None:
            assert state_hash(state) == before and after is not state
        state = after


def test_everything_is_open_information():
    game = random_playout(RULES, seats(3), seed="open", chooser_seed="o")
    views = [RULES.view(game.state, viewer) for viewer in [None, 0, 1, 2]]
    for view in views:
        assert view["money"] == game.state["money"] and view["areas"] == game.state["areas"]
    for event in game.events:
        assert RULES.redact(event, 1) == event


def test_end_example_most_points_wins_and_ties_go_to_money_then_ore_then_player_order():
    state = fresh(4)
    state["passed"] = [3, 2, 1, 0]
    # Round-2 boxes are worth their cost: 5, 10, 15, 20 points.
    state["investments"][1] = [[0, 1], [0, 1], [2], []]
    assert investment_points(state) == [15, 15, 15, 0]
    state["money"] = [4, 4, 9, 30]
    assert final_result(state)["winners"] == [2]  # same points, more money
    state["money"] = [4, 4, 4, 30]
    state["areas"]["truro"].update(mine=0, tin=1, copper=1)
    assert final_result(state)["ranking"][:3] == [0, 2, 1]  # then more ore in own mines' areas
    state["areas"]["truro"].update(tin=0, copper=0)
    assert final_result(state)["ranking"] == [2, 1, 0, 3]  # then further left on Player Order


@pytest.mark.soak
@pytest.mark.parametrize("players", [3, 4])
def test_many_random_games_soak(players):
    for index in range(40):
        game = random_playout(RULES, seats(players), seed=f"soak{index}", chooser_seed=f"s{index}")
        assert game.status().finished
