"""Hidden information never leaves through a view, a redacted event or a rule-violation message.

For every game, every version and every viewer (each seat and the spectator) the identifiers the viewer
may not know are collected from the state (the deck, the ticket deck, the other seats' hands, tickets and
ticket offers) and searched for in the serialised JSON."""
import re

import orjson
import pytest

from domain.core import LocalGame, Rng, RuleViolation, load_command, random_playout
from domain.ticket_to_ride import RULES
from domain.ticket_to_ride.board import CARDS, TICKETS
from tests.domain.ticket_to_ride.ttr_helpers import seats

EVERYTHING = frozenset(CARDS) | frozenset(TICKETS)
STRINGS = re.compile(rb'"([^"]*)"')


def hidden(state, viewer):
    """Card and ticket ids `viewer` may not know in `state` (None: before the game exists)."""
    if state is None:
        return EVERYTHING
    if state["phase"] == "finished":
        return frozenset()
    secret = set(state["deck"]) | set(state["ticket_deck"])
    for seat, player in enumerate(state["players"]):
        if seat != viewer:
            secret |= set(player["hand"]) | set(player["tickets"]) | set(player["offer"])
    return frozenset(secret)


def shown(value):
    return {match.decode() for match in STRINGS.findall(orjson.dumps(value))}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_views_and_events_show_nothing_hidden(players):
    check_game(random_playout(RULES, seats(players), seed=f"secret-{players}", chooser_seed=f"c{players}"))


@pytest.mark.soak
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(10))
def test_soak_views_and_events_show_nothing_hidden(players, seed):
    check_game(random_playout(RULES, seats(players), seed=f"soak-{seed}", chooser_seed=f"c{seed}"))


def check_game(game):
    players = len(game.seats)
    viewers = [None, *range(players)]
    before = None
    for event in game.events:
        after = RULES.evolve(before, event)
        finished = after["phase"] == "finished"
        for viewer in viewers:
            view = RULES.view(after, viewer)
            assert not shown(view) & hidden(after, viewer)
            for seat, player in enumerate(view["players"]):
                if finished or seat == viewer:
                    assert player["hand"] == after["players"][seat]["hand"]  # what the viewer may see is there
                else:
                    assert not {"hand", "tickets", "offer", "hand_colors"} & set(player)
            redacted = RULES.redact(event, viewer)
            secret = hidden(before, viewer) & hidden(after, viewer)
            assert not shown(redacted.as_dict()) & secret, (event.type, viewer)
            if event.type == "deck_reshuffled":  # the new order is shown to nobody
                assert not shown(redacted.as_dict()) & EVERYTHING
            if event.type == "card_drawn" and viewer == event.seat:
                assert redacted.data["card"] == event.data["card"]
        before = after


def test_rule_violations_name_no_hidden_card():
    game = LocalGame(RULES, seats(3), seed="violations")
    chooser = Rng("violations", "chooser")
    for step in range(120):
        active = game.status().active_seats[0]
        if step % 10 == 0:
            for seat in range(3):
                for command in [{"type": "take_face_up", "data": {"card": card}} for card in CARDS] + [
                        {"type": "claim_route", "data": {"route": "mon-nyc", "color": "blue", "locomotives": 2}},
                        {"type": "keep_tickets", "data": {"tickets": sorted(TICKETS)[:3]}}]:
                    try:
                        RULES.decide(game.state, seat, load_command(RULES, command), Rng("v", game.version))
                    except RuleViolation as violation:
                        told = shown({"message": violation.message, "details": violation.details})
                        named = shown(command)
                        assert not told & (hidden(game.state, seat) - named), violation.code
        game.play(active, chooser.choice(RULES.legal_commands(game.state, active)))
