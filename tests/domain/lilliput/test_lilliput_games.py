"""Whole games by random legal play, replay equality, pure evolve, canonical state."""
from __future__ import annotations

import pytest

from domain.core.canonical import check_canonical, state_hash
from domain.core.game import fold
from domain.core.local import random_playout
from domain.lilliput import RULES, content, scoring
from tests.domain.lilliput.lilliput_helpers import decide, seats, states_along

VARIANTS = ["allenbeck-tottenham-express", "laputa", "brobdingnag"]


@pytest.mark.parametrize("players, options, chooser", [
    (2, {}, "a"), (3, {}, "b"), (4, {}, "c"), (4, {"advanced": True}, "d"), (3, {"advanced": True}, "e"),
    (2, {"two_characters": True}, "f"),
    *[(players, {"variant": variant, "advanced": players == 3}, f"{variant}-{players}")
      for variant in VARIANTS for players in (2, 3, 4)],
])
def test_random_game_runs_to_the_end_and_replays(players, options, chooser):
    game = random_playout(RULES, seats(players), options, seed="g", chooser_seed=chooser)
    status = game.status()
    assert status.finished
    # only the variant's tiles (and the character tiles) were laid
    tiles = content.variant_tiles(options.get("variant"))
    assert all(placed["tile"] in tiles for placed in game.state["board"].values())
    assert status.round == {2: 8, 3: 9, 4: 8}[players]
    assert list(status.scores) == scoring.scores(game.state)
    assert set(status.winners) == {s for s in range(players) if status.scores[s] == max(status.scores)}
    # every player took two actions in every round
    assert sum(e.type == "turn_ended" for e in game.events) == 2 * players * status.round
    # every company operated every round it existed: one dividend decision each
    assert any(e.type == "routes_run" for e in game.events)
    # replay: folding the events again gives the same state after every event
    state, states = None, []
    for event, expected in zip(game.events, game.hashes, strict=True):
        state = RULES.evolve(state, event)
        assert state_hash(state) == expected
        check_canonical(state)
        states.append(state)
    # pure evolve: no event edits its input nor anything the states share (each is still as it was made)
    assert [state_hash(state) for state in states] == game.hashes
    assert state_hash(fold(RULES, game.events)) == game.hashes[-1]


def test_finished_game_accepts_no_command_and_lists_none():
    game = random_playout(RULES, seats(2), {}, seed="g", chooser_seed="f")
    assert all(RULES.legal_commands(game.state, s) == [] for s in range(2))
    from domain.core.rules import RuleViolation
    with pytest.raises(RuleViolation) as err:
        decide(game.state, 0, "end_turn")
    assert err.value.code == "lilliput.game_over"


def test_every_legal_command_is_accepted_midgame():
    """Along a random game, every listed command of the active seat is accepted by decide."""
    game = random_playout(RULES, seats(3), {}, seed="g", chooser_seed="h")
    for state, seat in states_along(game, 9):
        for command in RULES.legal_commands(state, seat):
            decide(state, seat, command["type"], **command["data"])
        others = [s for s in range(3) if s != seat]
        assert all(RULES.legal_commands(state, s) == [] for s in others)


def test_views_show_the_open_game_to_everyone():
    game = random_playout(RULES, seats(3), {}, seed="g", chooser_seed="i")
    spectator = RULES.view(game.state, None)
    assert RULES.view(game.state, 1) | {"viewer": None} == spectator
    assert {"board", "companies", "players", "cards", "to_move"} <= set(spectator)
    company = spectator["companies"][0]
    assert {"id", "name", "president", "treasury", "trains", "tokens", "share_price"} <= set(company)
    assert all(RULES.redact(e, 0) == e for e in game.events)


@pytest.mark.soak
@pytest.mark.parametrize("chooser", [f"soak-{i}" for i in range(60)])
def test_soak_random_games(chooser, request):
    if "soak" not in (request.config.getoption("markexpr") or ""):
        pytest.skip("opt-in soak run: pytest -m soak")
    players = 2 + int(chooser.split("-")[1]) % 3
    game = random_playout(RULES, seats(players), {"advanced": chooser.endswith(("1", "5"))}, "soak", chooser)
    assert game.status().finished
    assert state_hash(fold(RULES, game.events)) == game.hashes[-1]
