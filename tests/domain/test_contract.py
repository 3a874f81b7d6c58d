"""The decider contract, checked on every registered game by whole games of random legal play."""
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
from domain.core.game import fold
from domain.core.registry import all_rules

GAMES = sorted(all_rules())


def seats_for(rules, count):
    return [SeatSpec(f"P{i}") for i in range(count)]


@pytest.fixture(params=GAMES)
def rules(request):
    return all_rules()[request.param]


def test_registry_finds_every_game_package():
    assert set(GAMES) >= {"railroad-ink"}


@pytest.mark.parametrize("count", ["min", "max"])
def test_random_games_finish_replay_and_stay_canonical(rules, count):
    players = rules.min_players if count == "min" else rules.max_players
    if players < 2 and rules.automa:
        players = 2
    game = random_playout(rules, seats_for(rules, players), seed=f"contract-{count}", chooser_seed="c")
    status = game.status()
    assert status.finished
    assert status.scores is not None and len(status.scores) == players
    assert status.winners and all(0 <= s < players for s in status.winners)
    check_canonical(game.state)
    # Replay equality: folding the recorded events again gives the same state after every event.
    state = None
    for event, expected in zip(game.events, game.hashes, strict=True):
        state = rules.evolve(state, Event.from_dict(orjson.loads(orjson.dumps(event.as_dict()))))
        assert state_hash(state) == expected
        rules.status(state)  # total on every state of the log, within a batch too (the service asks it)
    # Determinism: the same seed and commands give the same events.
    again = LocalGame(rules, game.seats, game.options, game.seed)
    for seat, command, _ in game.commands:
        again.play(seat, command)
    assert again.hashes == game.hashes
    # Views and redaction serialise for every viewer.
    for viewer in [None, *range(players)]:
        orjson.dumps(rules.view(game.state, viewer))
        for event in game.events[:50]:
            redacted = rules.redact(event, viewer)
            assert redacted is None or isinstance(redacted, Event)


def test_legal_commands_pass_their_schema_and_are_accepted(rules):
    game = LocalGame(rules, seats_for(rules, max(2, rules.min_players)), seed="legal")
    for _ in range(30):
        status = game.status()
        if status.finished:
            break
        seat = status.active_seats[0]
        legal = rules.legal_commands(game.state, seat)
        assert legal, f"active seat {seat} has no legal command"
        for command in legal[:: max(1, len(legal) // 40)]:
            # Every listed command passes its schema and is accepted (decide raises nothing).
            assert rules.decide(game.state, seat, load_command(rules, command), Rng("legal", game.version))
        game.play(seat, legal[-1])
    assert fold(rules, game.events) is not None


def test_a_state_rebuilt_from_json_decides_exactly_like_the_live_one(rules):
    """The service rebuilds states from JSON snapshots; decisions must not depend on anything JSON
    drops (tuples, sets, object identity)."""
    seats = seats_for(rules, max(2, rules.min_players))
    if rules.automa:
        seats = [seats[0], SeatSpec("Automa", "automa")]
    live = random_playout(rules, seats, seed="json", chooser_seed="j")
    rebuilt = LocalGame(rules, live.seats, live.options, live.seed)
    for seat, command, _ in live.commands:
        rebuilt.state = orjson.loads(orjson.dumps(rebuilt.state))
        rebuilt.play(seat, command)
    assert rebuilt.hashes == live.hashes
