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
from domain.core.game import CommandInvalid, fold
from domain.core.registry import all_rules
from domain.core.rules import RuleViolation

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
    state, states = None, []
    for event, expected in zip(game.events, game.hashes, strict=True):
        state = rules.evolve(state, Event.from_dict(orjson.loads(orjson.dumps(event.as_dict()))))
        assert state_hash(state) == expected
        states.append(state)
        rules.status(state)  # total on every state of the log, within a batch too (the service asks it)
        for viewer in [None, *range(players)]:  # /state?at_version=... offers every viewer every version
            rules.view(state, viewer)
    # evolve never edits its input, nor does any later event edit what the states share: every state of the
    # log is still as it was made (reads keep every state of a batch for undo)
    assert [state_hash(state) for state in states] == game.hashes
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


def unlisted_neighbours(command: dict, listed: list[dict]) -> list[dict]:
    """Commands one step away from a listed one (a number one higher or lower, a flag flipped, a
    value another listed command of the same type uses), that are themselves not listed."""
    seen = {orjson.dumps(c, option=orjson.OPT_SORT_KEYS) for c in listed}
    values: dict[tuple[str, str], list] = {}
    for other in listed:
        for field, value in (other.get("data") or {}).items():
            values.setdefault((other["type"], field), []).append(value)
    out = []
    for field, value in (command.get("data") or {}).items():
        if isinstance(value, bool):
            options = [not value]
        elif isinstance(value, int):
            options = [value - 1, value + 1]
        else:
            options = values.get((command["type"], field), [])[:6]
        for option in options:
            changed = {**command, "data": {**command["data"], field: option}}
            if orjson.dumps(changed, option=orjson.OPT_SORT_KEYS) not in seen:
                out.append(changed)
    return out


ORIENTATION = ("rotation", "mirrored")


def placement(command: dict) -> bytes:
    data = {k: v for k, v in (command.get("data") or {}).items() if k not in ORIENTATION}
    return orjson.dumps({"type": command["type"], "data": data}, option=orjson.OPT_SORT_KEYS)


def test_the_legal_list_is_exactly_what_decide_accepts(rules):
    """Along whole games: every listed command is accepted, and commands next to listed ones that
    are not listed themselves, or listed commands sent by a seat that may not act, are refused."""
    seats = seats_for(rules, max(2, rules.min_players))
    game = random_playout(rules, seats, seed="exact", chooser_seed="x")
    replayed = LocalGame(rules, seats, game.options, game.seed)
    sample = Rng("exact-sample", "pick")
    checked = refused = 0
    for seat, command, _ in game.commands:
        if sample.randint(0, 3) == 0:
            state, rng = replayed.state, Rng("exact", replayed.version)
            listed = rules.legal_commands(state, seat)
            for candidate in listed[:: max(1, len(listed) // 10)]:
                assert rules.decide(state, seat, load_command(rules, candidate), rng)
                for other in unlisted_neighbours(candidate, listed)[:8]:
                    try:
                        loaded = load_command(rules, other)
                    except CommandInvalid:
                        continue  # refused by its schema
                    try:
                        rules.decide(state, seat, loaded, rng)
                    except RuleViolation:
                        refused += 1
                        continue
                    # A symmetric piece is listed in one orientation only: another orientation of
                    # a listed placement draws the same track and may be accepted.
                    assert placement(other) in {placement(c) for c in listed}, f"v{replayed.version}: {other}"
            idle = [s for s in range(len(seats)) if s not in rules.status(state).active_seats]
            for other_seat in idle:
                assert rules.legal_commands(state, other_seat) == []
                with pytest.raises(RuleViolation):
                    rules.decide(state, other_seat, load_command(rules, listed[0]), rng)
            checked += 1
        replayed.play(seat, command)
    assert checked >= 5 and refused >= 5


def test_every_view_names_its_viewer_in_one_field_and_leaves_the_state_alone(rules):
    """`viewer` is the seat a view is for, null for the spectator, in every game (CHANGELOG.md); it is in the
    view only, so the state (and its hash) is the same whoever looks."""
    players = max(2, rules.min_players)
    game = LocalGame(rules, seats_for(rules, players), seed="viewer")
    before = state_hash(game.state)
    assert [rules.view(game.state, viewer)["viewer"] for viewer in [None, *range(players)]] == [None, *range(players)]
    assert state_hash(game.state) == before == game.hashes[-1]
