"""Claiming routes, tickets, turn order and the last round, with the rulebook's numbers."""
import pytest

from domain.core import CommandInvalid, LocalGame, load_command
from domain.ticket_to_ride import RULES
from domain.ticket_to_ride.board import ROUTES
from tests.domain.ticket_to_ride.ttr_helpers import cards, opening, play, position, refused, seats, types

FIVE = cards("red", 2) + cards("blue", 2) + cards("green", 1)


def claims(state, seat, route):
    return [(c["data"]["color"], c["data"]["locomotives"]) for c in RULES.legal_commands(state, seat)
            if c["type"] == "claim_route" and c["data"]["route"] == route]


@pytest.mark.parametrize(("route", "points"), [
    ("sea-van-1", 1), ("ksc-stl-2", 2), ("mon-nyc", 4), ("chi-omh", 7), ("atl-mim", 10), ("por-slc", 15)])
def test_a_claim_scores_at_once_by_length(route, points):
    length = ROUTES[route]["length"]
    state = position(hands={0: cards("blue", 6)}, face_up=FIVE)
    color = "blue" if ROUTES[route]["color"] in ("blue", "gray") else None
    assert color is not None
    events, state = play(state, 0, "claim_route", route=route, color=color, locomotives=0)
    assert types(events) == ["route_claimed", "turn_ended"]
    player = state["players"][0]
    assert player["route_points"] == points and player["trains"] == 45 - length
    assert player["hand"] == cards("blue", 6)[length:] and state["discard"][-length:] == cards("blue", length)
    assert state["claimed"] == {route: 0} and state["active"] == 1


def test_legal_claim_payments_of_a_coloured_route():
    # mon-nyc: 3 blue; 2 blue + 2 locomotives in hand
    state = position(hands={0: cards("blue", 2) + cards("locomotive", 3) + cards("red", 3)})
    assert claims(state, 0, "mon-nyc") == [("blue", 1), ("blue", 2), (None, 3)]
    assert refused(state, 0, "claim_route", route="mon-nyc", color="red", locomotives=0).code == \
        "ticket_to_ride.wrong_color"
    assert refused(state, 0, "claim_route", route="mon-nyc", color="blue", locomotives=0).code == \
        "ticket_to_ride.not_enough_cards"
    assert refused(state, 0, "claim_route", route="mon-nyc", color=None, locomotives=2).code == \
        "ticket_to_ride.bad_payment"
    assert refused(state, 0, "claim_route", route="mon-nyc", color="blue", locomotives=3).code == \
        "ticket_to_ride.bad_payment"
    events, state = play(state, 0, "claim_route", route="mon-nyc", color="blue", locomotives=1)
    assert events[0].data["cards"] == ["blue-01", "blue-02", "locomotive-01"]
    assert state["players"][0]["hand"] == ["locomotive-02", "locomotive-03"] + cards("red", 3)


def test_grey_route_is_paid_in_any_one_colour():
    # lav-lax: 2 grey
    state = position(hands={0: cards("red", 2) + cards("blue", 1) + cards("locomotive", 1) + cards("white", 1)})
    assert claims(state, 0, "lav-lax") == [("blue", 1), ("red", 0), ("red", 1), ("white", 1)]
    events, state = play(state, 0, "claim_route", route="lav-lax", color="blue", locomotives=1)
    assert events[0].data["cards"] == ["blue-01", "locomotive-01"]
    assert refused(position(hands={0: cards("red", 1) + cards("blue", 1)}), 0, "claim_route",
                   route="lav-lax", color="red", locomotives=0).code == "ticket_to_ride.not_enough_cards"


def test_the_rulebooks_two_examples():
    """Příklad 1: Montréal - New York takes three blue cards; Příklad 2: Montréal - Toronto takes any three
    cards of one colour."""
    hand = cards("blue", 3) + cards("orange", 3) + cards("red", 2) + cards("white", 1)
    state = position(hands={0: hand})
    assert [way for way in claims(state, 0, "mon-nyc") if way[1] == 0] == [("blue", 0)]
    assert [way for way in claims(state, 0, "mon-tor") if way[1] == 0] == [("blue", 0), ("orange", 0)]
    assert refused(state, 0, "claim_route", route="mon-tor", color="red", locomotives=0).code == \
        "ticket_to_ride.not_enough_cards"
    events, state = play(state, 0, "claim_route", route="mon-tor", color="orange", locomotives=0)
    assert events[0].data["cards"] == cards("orange", 3) and state["players"][0]["route_points"] == 4


def test_no_claim_without_enough_trains():
    state = position(hands={0: cards("blue", 6)})
    state["players"][0]["trains"] = 5
    assert claims(state, 0, "por-slc") == [] and claims(state, 0, "atl-mim") == [("blue", 0)]
    assert refused(state, 0, "claim_route", route="por-slc", color="blue", locomotives=0).code == \
        "ticket_to_ride.not_enough_trains"


@pytest.mark.parametrize("players", [2, 3])
def test_with_two_or_three_players_a_double_route_closes_when_one_half_is_claimed(players):
    state = position(players, hands={0: cards("red", 2), 1: cards("blue", 2)})
    _, state = play(state, 0, "claim_route", route="dul-omh-1", color="red", locomotives=0)
    assert claims(state, 1, "dul-omh-2") == []
    assert refused(state, 1, "claim_route", route="dul-omh-2", color="blue", locomotives=0).code == \
        "ticket_to_ride.double_route_closed"


@pytest.mark.parametrize("players", [4, 5])
def test_with_four_or_five_players_both_halves_are_used_by_different_players(players):
    state = position(players, hands={0: cards("red", 4), 1: cards("blue", 2)})
    _, state = play(state, 0, "claim_route", route="dul-omh-1", color="red", locomotives=0)
    assert claims(state, 1, "dul-omh-2") == [("blue", 0)]
    _, state = play(state, 1, "claim_route", route="dul-omh-2", color="blue", locomotives=0)
    assert state["claimed"] == {"dul-omh-1": 0, "dul-omh-2": 1}


def test_nobody_claims_both_halves_of_a_double_route():
    state = position(4, hands={0: cards("red", 4)})
    _, state = play(state, 0, "claim_route", route="dul-omh-1", color="red", locomotives=0)
    state["active"] = 0
    assert claims(state, 0, "dul-omh-2") == []
    assert refused(state, 0, "claim_route", route="dul-omh-2", color="red", locomotives=0).code == \
        "ticket_to_ride.double_route_own"
    assert refused(state, 0, "claim_route", route="dul-omh-1", color="red", locomotives=0).code == \
        "ticket_to_ride.already_claimed"


def test_opening_tickets_every_seat_keeps_at_least_two_in_any_order():
    game = LocalGame(RULES, seats(3), seed="opening")
    assert game.status().active_seats == (0, 1, 2) and game.status().turn == 0
    offer = game.state["players"][2]["offer"]
    kept = [c["data"]["tickets"] for c in RULES.legal_commands(game.state, 2)]
    assert kept == [offer[:2], [offer[0], offer[2]], offer[1:], offer]
    assert refused(game.state, 2, "keep_tickets", tickets=offer[:1]).code == "ticket_to_ride.keep_more_tickets"
    assert refused(game.state, 2, "draw_deck").code == "ticket_to_ride.choose_tickets_first"
    game.play(2, {"type": "keep_tickets", "data": {"tickets": offer[1:]}})
    assert game.state["ticket_deck"][-1] == offer[0]  # returned under the deck
    assert refused(game.state, 2, "keep_tickets", tickets=offer[1:]).code == "ticket_to_ride.not_your_turn"
    for seat in (1, 0):
        game.play(seat, RULES.legal_commands(game.state, seat)[0])
    status = game.status()
    assert status.active_seats == (0,) and status.turn == 1 and status.round == 1
    assert [len(p["tickets"]) for p in game.state["players"]] == [2, 2, 2]


def test_ticket_draw_keeps_at_least_one_and_returns_the_rest_under_the_deck():
    state = opening(2)
    top, rest = state["ticket_deck"][:3], state["ticket_deck"][3:]
    events, state = play(state, 0, "draw_tickets")
    assert events[0].data == {"tickets": top} and state["active"] == 0
    assert len(RULES.legal_commands(state, 0)) == 7
    with pytest.raises(CommandInvalid):
        load_command(RULES, {"type": "keep_tickets", "data": {"tickets": []}})
    assert refused(state, 0, "draw_deck").code == "ticket_to_ride.choose_tickets_first"
    assert refused(state, 0, "keep_tickets", tickets=[top[0], top[0]]).code == "ticket_to_ride.ticket_not_offered"
    events, state = play(state, 0, "keep_tickets", tickets=[top[1]])
    assert types(events) == ["tickets_kept", "turn_ended"]
    assert state["ticket_deck"] == rest + [top[0], top[2]]
    assert state["players"][0]["tickets"][-1] == top[1] and state["active"] == 1


def test_fewer_than_three_tickets_left_are_all_drawn():
    state = opening(2)
    state["ticket_deck"] = state["ticket_deck"][:2]
    events, state = play(state, 0, "draw_tickets")
    assert len(events[0].data["tickets"]) == 2 and state["ticket_deck"] == []
    assert len(RULES.legal_commands(state, 0)) == 3
    _, state = play(state, 0, "keep_tickets", tickets=state["players"][0]["offer"])
    state["active"] = 0
    assert refused(state, 0, "draw_tickets").code == "ticket_to_ride.no_tickets_left"


def test_acting_out_of_turn_is_refused():
    state = opening(3)
    assert refused(state, 1, "draw_deck").code == "ticket_to_ride.not_your_turn"
    assert RULES.legal_commands(state, 1) == []


@pytest.mark.parametrize(("players", "trigger"), [(2, 0), (3, 1), (5, 4)])
def test_last_round_gives_everyone_exactly_one_more_turn(players, trigger):
    state = position(players, hands={seat: cards("red", 2) for seat in range(players)},
                     deck=cards("white", 12) * 4, face_up=FIVE)
    state["players"][trigger]["trains"] = 3
    for seat in range(trigger):
        _, state = play(state, seat, "draw_tickets")
        _, state = play(state, seat, "keep_tickets", tickets=state["players"][seat]["offer"][:1])
    _, state = play(state, trigger, "claim_route", route="sea-van-1", color="red", locomotives=0)
    assert state["players"][trigger]["trains"] == 2 and state["final_turns_left"] == players
    seat = trigger
    for _ in range(players):
        assert not RULES.status(state).finished
        seat = (seat + 1) % players
        assert RULES.status(state).active_seats == (seat,)
        _, state = play(state, seat, "draw_deck")
        events, state = play(state, seat, "draw_deck")
    assert seat == trigger and types(events)[-2:] == ["turn_ended", "game_ended"]
    status = RULES.status(state)
    assert status.finished and status.active_seats == ()
    assert RULES.legal_commands(state, trigger) == []
    assert refused(state, trigger, "draw_deck").code == "ticket_to_ride.game_over"


def test_pass_only_when_nothing_else_is_possible_and_a_round_of_passes_ends_the_game():
    state = position(2, hands={0: [], 1: []}, deck=[], discard=[], face_up=FIVE, ticket_deck=[])
    assert RULES.legal_commands(state, 0) == [{"type": "pass", "data": {}}]
    _, state = play(state, 0, "pass")
    state["players"][1]["hand"] = cards("red", 1)
    assert refused(state, 1, "pass").code == "ticket_to_ride.cannot_pass"
    state["players"][1]["hand"] = []
    events, state = play(state, 1, "pass")
    assert types(events) == ["turn_passed", "turn_ended", "game_ended"] and RULES.status(state).finished


@pytest.mark.parametrize("players", [2, 5])
def test_setup_deals_four_cards_three_tickets_and_five_face_up(players):
    game = LocalGame(RULES, seats(players), seed=f"setup-{players}")
    state = game.state
    assert [len(p["hand"]) for p in state["players"]] == [4] * players
    assert [len(p["offer"]) for p in state["players"]] == [3] * players
    assert [p["trains"] for p in state["players"]] == [45] * players
    assert len(state["face_up"]) == 5
    assert len(state["deck"]) + len(state["discard"]) == 110 - 4 * players - 5
    assert len(state["ticket_deck"]) == 30 - 3 * players
    view = RULES.view(state, 1)
    assert view["players"][1]["hand"] == state["players"][1]["hand"] and "hand" not in view["players"][0]
    assert view["deck_count"] == len(state["deck"]) and "deck" not in view
