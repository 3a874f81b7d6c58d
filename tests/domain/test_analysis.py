"""Issue 43, analysis for players and clients: the strong bot's search weighs a seat's position from what
the seat knows alone (its view and redacted history, the search's seed drawn from them), and lists its
moves in the order the bot itself prefers them."""
from __future__ import annotations

import hashlib

import pytest

from domain.core import Rng
from domain.core.bots import analysis, bot_command, determiniser, seat_history
from domain.core.canonical import canonical_json
from domain.core.registry import all_rules
from domain.core.search import Budget
from tests.domain.test_bots import GAMES, _hide_differently, played

SMALL = Budget(iterations=16, rollout=2)


@pytest.mark.parametrize("commands", range(0, 150, 6))
def test_a_ticket_to_ride_seat_s_analysis_is_the_same_whatever_the_others_hold(commands):
    """The leak test, over 25 positions of one game: two games whose view and history are the same for the
    seat but whose hidden cards and tickets differ (the deck, the other seat's hand and tickets, the
    events that dealt them) are analysed alike, to the last visit."""
    rules = all_rules()["ticket-to-ride"]
    game = played("ticket-to-ride", commands, seed="analysis-leak")
    status = game.status()
    assert not status.finished  # (the game ends after 150 commands)
    seat = status.active_seats[0]
    changed, altered = _hide_differently(game.state, game.events, seat)
    assert changed != game.state and altered != game.events
    weighed = analysis(rules, game.events, game.state, seat, SMALL)
    assert analysis(rules, altered, changed, seat, SMALL) == weighed
    assert weighed and all(0.0 <= move.value <= 1.0 and move.visits >= 1 for move in weighed)
    assert sum(move.visits for move in weighed) <= SMALL.iterations


def test_an_analysis_depends_on_what_the_seat_sees():
    """The other side of the leak test (so that it can fail): positions the seat can tell apart are weighed
    differently, the search's seed following what the seat saw."""
    rules = all_rules()["ticket-to-ride"]
    found = []
    for commands in (20, 21):
        game = played("ticket-to-ride", commands, seed="analysis-seen")
        found.append(analysis(rules, game.events, game.state, game.status().active_seats[0], SMALL))
    assert found[0] != found[1]


@pytest.mark.parametrize("name", GAMES)
def test_the_first_move_of_an_analysis_is_the_one_the_bot_plays(name):
    """The analysis and the bot share one search: with the same seed the analysis's best move is the bot's."""
    rules = all_rules()[name]
    game = played(name, 30, seed="analysis-best")
    seat = game.status().active_seats[0]
    weighed = analysis(rules, game.events, game.state, seat, SMALL)
    assert weighed == analysis(rules, game.events, game.state, seat, SMALL)  # reproducible: a node budget
    order = [(move.visits, move.value) for move in weighed]
    assert order == sorted(order, reverse=True)
    assert len({str(move.command) for move in weighed}) == len(weighed)
    legal = [{key: value for key, value in command.items() if key != "ranges"}
             for command in rules.legal_commands(game.state, seat)]
    assert all(move.command in legal for move in weighed)
    if len(weighed) > 1 and determiniser(rules).automa_seat(game.state) != seat:
        seed = analysis_seed(rules, game, seat)
        assert bot_command(rules, game.events, game.state, seat, SMALL, seed) == weighed[0].command


def analysis_seed(rules, game, seat: int) -> str:
    """The seed `analysis` draws from the seat's view and history (found again here to ask the bot)."""
    history = seat_history(rules, game.events, seat)
    seen = canonical_json({"seat": seat, "view": rules.view(game.state, seat),
                           "history": [[event.type, event.data, event.seat] for event in history]})
    return hashlib.sha256(seen).hexdigest()


def test_a_lone_move_is_weighed_too():
    """The bot plays a lone command unsearched; an analysis searches it, for its value."""
    rules = all_rules()["lilliput"]
    game = played("lilliput", 0, seed="forced")
    chooser = Rng("forced", "chooser")
    while len(rules.legal_commands(game.state, seat := game.status().active_seats[0])) != 1:
        game.play(seat, chooser.choice(rules.legal_commands(game.state, seat)))
    [move] = analysis(rules, game.events, game.state, seat, SMALL)
    assert move.visits == SMALL.iterations and 0.0 <= move.value <= 1.0
