"""Ticket to Ride's bot policy (domain/ticket_to_ride/bot.py): the claims the search tries and the command
its play-outs play."""
from __future__ import annotations

from collections import Counter

from domain.ticket_to_ride import RULES, bot
from domain.ticket_to_ride.board import ROUTES
from tests.domain.ticket_to_ride.ttr_helpers import cards, position


def rich_position():
    """Seat 0 to move with a hand that pays most routes in many ways."""
    hand = cards("red", 6) + cards("blue", 6) + cards("locomotive", 4)
    return position(2, hands={0: hand})


def test_each_route_is_searched_paid_one_way_the_fewest_locomotives():
    state = rich_position()
    legal = RULES.legal_commands(state, 0)
    kept = bot.candidates(state, 0, legal)
    assert kept and all(command in legal for command in kept)
    claims = [c for c in kept if c["type"] == "claim_route"]
    assert claims and len(claims) < len([c for c in legal if c["type"] == "claim_route"]) / 3
    assert max(Counter(c["data"]["route"] for c in claims).values()) == 1
    for claim in claims:
        paid = [c["data"]["locomotives"] for c in legal
                if c["type"] == "claim_route" and c["data"]["route"] == claim["data"]["route"]]
        assert claim["data"]["locomotives"] == min(paid)
    assert {c["type"] for c in kept} >= {"draw_deck", "draw_tickets"}  # draws are never pruned


def test_short_routes_are_searched_only_where_they_serve_a_ticket():
    state = rich_position()
    claims = [c for c in bot.candidates(state, 0, RULES.legal_commands(state, 0)) if c["type"] == "claim_route"]
    wanted = bot.ticket_routes(state, 0)
    short = [c for c in claims if ROUTES[c["data"]["route"]]["length"] < bot.SHORT_ROUTE]
    assert all(c["data"]["route"] in wanted for c in short)
    assert any(ROUTES[c["data"]["route"]]["length"] >= bot.SHORT_ROUTE for c in claims)
    assert len(short) < len({c["data"]["route"] for c in RULES.legal_commands(state, 0)
                             if c["type"] == "claim_route" and ROUTES[c["data"]["route"]]["length"] < bot.SHORT_ROUTE})


def test_play_outs_claim_the_longest_route_else_draw_from_the_deck():
    state = rich_position()
    kept = bot.candidates(state, 0, RULES.legal_commands(state, 0))
    chosen = bot.playout(state, 0, kept)
    assert chosen["type"] == "claim_route"
    assert ROUTES[chosen["data"]["route"]]["length"] == max(
        ROUTES[c["data"]["route"]]["length"] for c in kept if c["type"] == "claim_route")
    draws = [c for c in kept if c["type"] != "claim_route"]
    assert bot.playout(state, 0, draws)["type"] == "draw_deck"
