"""The table and the game as one decider (domain/core/match.py): the service, LocalGame and replay make
the same checks through it, and a decision names what must happen next (its intents)."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest

from domain.core import LocalGame, SeatSpec, match
from domain.core.game import decide as decide_game
from domain.core.game import load_options, setup_events
from domain.core.registry import get_rules
from domain.core.replay import replay

RULES = get_rules("railroad-ink")
T0 = 1_700_000_000_000  # a game's set-up, in epoch ms


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def new_game(options: dict, seed: str = "match") -> tuple[match.Setting, match.Decision, list[dict]]:
    """A two-player Railroad Ink game set up at T0: its setting, set-up decision and log."""
    setting = match.Setting(RULES, load_options(RULES, options), ("human", "human"), seed, RULES.rules_version)
    seats = [SeatSpec("Ada"), SeatSpec("Bob")]
    setup = {"type": "setup", "options": options, "table_version": 2,
             "seats": [{"name": s.name, "kind": s.kind} for s in seats]}
    decision = match.record(setting, match.Position(0, None), [(setup, setup_events(RULES, setting.options, seats,
                                                                                     seed))], _nothing_earlier, T0)
    return setting, decision, decision.envelopes(setting, "", iso(T0))


def _nothing_earlier(version: int):
    raise AssertionError(f"no undo here (v{version})")


def after(decision: match.Decision) -> match.Position:
    return match.Position(decision.version, decision.state, decision.table)


def place(decision: match.Decision, seat: int) -> dict:
    return next(c for c in RULES.legal_commands(decision.state, seat) if c["type"] == "place_route")


def test_a_handed_over_seat_refuses_its_players_command_in_local_games_as_in_the_service():
    game = LocalGame(RULES, [SeatSpec("Ada"), SeatSpec("Bob")], seed="taken")
    game.play(0, {"type": "hand_over", "data": {}})
    command = next(c for c in RULES.legal_commands(game.state, 0) if c["type"] == "place_route")
    with pytest.raises(match.TakenOver) as refused:
        game.play(0, command, by=None)
    assert refused.value.code == "seat.taken_over" and game.version == 3
    game.play(0, command, by="bot")  # the bot that plays it now may
    assert game.version == 4 and game.commands[-1] == (0, command, 3)


def test_replay_refuses_a_players_command_logged_for_a_seat_a_bot_played():
    setting, decision, log = new_game({})
    handed = match.decide(setting, after(decision), 0, {"type": "hand_over", "data": {}}, _nothing_earlier,
                          now_ms=T0 + 1000)
    log += handed.envelopes(setting, "", iso(T0 + 1000))
    command = place(handed, 0)
    by_bot = match.decide(setting, after(handed), 0, command, _nothing_earlier, by="bot", now_ms=T0 + 2000)
    assert replay(RULES, "match", [*log, *by_bot.envelopes(setting, "", iso(T0 + 2000))]).ok
    # The same events, recorded as the seat's player's own command (no `by`): the service refused that.
    forged = [dict(e) for e in by_bot.envelopes(setting, "", iso(T0 + 2000))]
    forged[0]["command"] = {k: v for k, v in forged[0]["command"].items() if k != "by"}
    report = replay(RULES, "match", [*log, *forged])
    assert not report.ok and report.checked_events == 3
    assert report.first_divergence == {"version": 4, "reason": "the command is refused now: seat.taken_over: A bot "
                                       "plays this seat now; take it back first (take_back), if its player handed "
                                       "it over."}


def test_replay_refuses_a_players_command_logged_after_the_seats_clock_ran_out():
    setting, decision, log = new_game({"clock": {"base_s": 5, "on_timeout": "lose"}})
    command = place(decision, 0)
    on_time = match.decide(setting, after(decision), 0, command, _nothing_earlier, now_ms=T0 + 4999)
    assert replay(RULES, "match", [*log, *on_time.envelopes(setting, "", iso(T0 + 4999))]).ok
    with pytest.raises(match.ClockRanOut):
        match.decide(setting, after(decision), 0, command, _nothing_earlier, now_ms=T0 + 5000)
    # The late command's events as a log would have them had nothing checked the clock.
    late = match.record(setting, after(decision), [(match.recorded(0, command),
                                                    decide_game(RULES, decision.state, 2, 0, command, "match"))],
                        _nothing_earlier, T0 + 5000)
    report = replay(RULES, "match", [*log, *late.envelopes(setting, "", iso(T0 + 5000))])
    assert report.first_divergence == {"version": 3, "reason": "the command is refused now: clock.ran_out: "
                                       "This seat's clock has run out."}


def test_a_decision_names_what_must_happen_next():
    setting, decision, _ = new_game({"clock": {"base_s": 60, "on_timeout": "lose"}})
    # A new game: listed; both players' clocks run from the set-up, the first runs out a minute on.
    # Both players are told to act (with their time left).
    assert decision.intents == (match.ClockCheckDue(T0 + 60_000), match.SeatsToAct((0, 1), (60_000, 60_000)),
                                match.GameListed())
    resigned = match.decide(setting, after(decision), 1, {"type": "resign", "data": {}}, _nothing_earlier,
                            now_ms=T0 + 1000)
    assert resigned.status.finished and resigned.intents == (match.GameFinished((0,)),)
    with pytest.raises(match.GameOver):
        match.decide(setting, after(resigned), 0, place(decision, 0), _nothing_earlier, now_ms=T0 + 2000)
    handed = match.decide(setting, after(decision), 1, {"type": "hand_over", "data": {}}, _nothing_earlier,
                          now_ms=T0 + 1000)
    # Seat 1's clock stops (a bot plays it now, on the workers; its player is told); seat 0's runs on,
    # and seat 0, which neither acted nor saw the turn move on, is not told again.
    assert handed.intents == (match.MachineMoveOwed((1,)), match.ClockCheckDue(T0 + 60_000),
                              match.SeatsTakenOver((1,), ("handed_over",)))
    played = match.decide(setting, after(decision), 0, place(decision, 0), _nothing_earlier, now_ms=T0 + 1000)
    # Seat 1 still to place, its clock running; seat 0 has routes left to place this round: told again.
    assert played.intents == (match.ClockCheckDue(T0 + 60_000), match.SeatsToAct((0,), (59_000,)))
