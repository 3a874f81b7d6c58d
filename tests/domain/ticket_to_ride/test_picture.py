"""The picture of a Ticket to Ride position: the map with every city and route, claimed routes in
their player's colour, face-up cards, trains and scores for everyone, and a seat's own hand and
tickets for that seat only."""
from __future__ import annotations

import pytest

from domain.core import random_playout, svg
from domain.core.game import fold
from domain.core.rules import Pictured
from domain.ticket_to_ride import RULES
from domain.ticket_to_ride.board import CARD_COLOR, CITIES, ROUTES, TICKETS
from domain.ticket_to_ride.picture import FILL, GEOMETRY
from tests.domain.ticket_to_ride.ttr_helpers import seats
from tests.pictures.picture_checks import (
    SVG,
    by_class,
    by_id,
    checked,
    compare_golden,
    positions,
    texts,
    views,
)


@pytest.fixture(scope="module", params=[2, 3, 5], ids=lambda players: f"{players}p")
def played(request):
    players = request.param
    game = random_playout(RULES, seats(players), seed=f"picture-{players}", chooser_seed="picture")
    return players, game, positions(RULES, game, 5)


def ticket_label(ticket_id: str) -> str:
    ticket = TICKETS[ticket_id]
    return f"{CITIES[ticket['a']]} \u2013 {CITIES[ticket['b']]} ({ticket['points']})"


def test_ticket_to_ride_is_pictured():
    assert isinstance(RULES, Pictured)


def test_every_city_has_a_place_on_the_map():
    assert set(GEOMETRY["cities"]) == set(CITIES)
    for place in GEOMETRY["cities"].values():
        assert 0 <= place["x"] <= GEOMETRY["width"] and 0 <= place["y"] <= GEOMETRY["height"]
    places = {(place["x"], place["y"]) for place in GEOMETRY["cities"].values()}
    assert len(places) == len(CITIES)


def test_every_position_is_drawn_for_every_seat_and_the_spectator_with_the_whole_map(played):
    players, _, states = played
    for state in states:
        for view in views(RULES, state, players):
            root = checked(RULES, view)
            assert len(by_class(root, "circle", "city")) == len(CITIES)
            assert len(by_class(root, "g", "route")) + len(by_class(root, "g", "route claimed")) == len(ROUTES)
            names = {text.text for text in by_class(root, "text", "city-name")}
            assert names == set(CITIES.values())


def test_every_route_shows_its_length_and_colour_until_claimed_then_its_owners_colour(played):
    _, _, states = played
    view = RULES.view(states[-2], None)
    assert view["claimed"]
    root = checked(RULES, view)
    for route_id, route in ROUTES.items():
        drawn = by_id(root, f"route-{route_id}")
        cars = drawn.findall(f"{SVG}rect")
        assert len(cars) == route["length"]
        owner = view["claimed"].get(route_id)
        if owner is None:
            assert drawn.get("class") == "route"
            assert {car.get("fill") for car in cars} == {FILL[route["color"]]}
        else:
            assert drawn.get("class") == "route claimed"
            assert {car.get("fill") for car in cars} == {svg.SEAT_COLOURS[owner]}
            assert drawn.find(f"{SVG}text").text == str(owner + 1)


def test_a_double_route_draws_its_two_tracks_apart():
    root = checked(RULES, RULES.view(random_playout(RULES, seats(2), seed="double").state, None))
    first, second = (by_id(root, f"route-bos-nyc-{n}").find(f"{SVG}rect").get("transform") for n in (1, 2))
    assert first != second


def test_the_face_up_cards_and_each_players_trains_cards_and_points_are_shown(played):
    players, _, states = played
    view = RULES.view(states[2], None)
    root = checked(RULES, view)
    face_up = by_class(root, "g", "face-up")[0]
    assert [card.get("class") for card in face_up.iter(f"{SVG}rect")] == [
        f"card card-{CARD_COLOR[card]}" for card in view["face_up"]]
    for player in view["players"]:
        row = by_id(root, f"player-{player['seat']}")
        assert texts(row).splitlines()[1:] == [str(player[key]) for key in
                                               ("trains", "hand_count", "ticket_count", "route_points")]


def test_a_seat_sees_its_own_hand_and_tickets_and_nobody_elses(played):
    players, _, states = played
    state = states[2]
    assert state["phase"] == "turns"
    spectator = texts(checked(RULES, RULES.view(state, None)))
    assert "Your hand" not in spectator and "Your tickets" not in spectator
    shown = [texts(checked(RULES, RULES.view(state, seat))) for seat in range(players)]
    for seat, player in enumerate(state["players"]):
        assert player["tickets"]
        for ticket in player["tickets"]:
            assert ticket_label(ticket) not in spectator
            assert [ticket_label(ticket) in text for text in shown] == [n == seat for n in range(players)]
        assert f"Your hand ({len(player['hand'])} cards)" in shown[seat]


def test_the_picture_grows_to_hold_a_long_list_of_tickets(played):
    _, _, states = played
    view = RULES.view(states[2], 0)
    view["players"][0]["tickets"] = sorted(TICKETS)  # every ticket of the game in one hand
    root = checked(RULES, view)
    tickets = by_class(root, "text", "ticket")
    assert [ticket.text for ticket in tickets] == [ticket_label(ticket) for ticket in sorted(TICKETS)]
    height = float(root.get("height"))
    assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"
    assert float(tickets[-1].get("y")) < height - 10


def test_a_seat_sees_the_tickets_offered_to_it_at_the_start(played):
    players, game, _ = played
    state = fold(RULES, game.events[:1])
    assert state["phase"] == "choose_tickets"
    for seat in range(players):
        text = texts(checked(RULES, RULES.view(state, seat)))
        assert "Tickets offered to you" in text
        assert all(ticket_label(ticket) in text for ticket in state["players"][seat]["offer"])


def test_the_final_scores_are_shown_at_the_end(played):
    players, _, states = played
    view = RULES.view(states[-1], None)
    root = checked(RULES, view)
    assert "Final scores" in texts(root)
    for seat, score in enumerate(view["result"]["players"]):
        assert texts(by_id(root, f"score-{seat}")).splitlines()[-1] == str(score["total"])
    winners = [seat for seat in range(players) if "\u2605" in texts(by_id(root, f"player-{seat}"))]
    assert winners == view["result"]["winners"]


def test_the_golden_position_is_unchanged():
    game = random_playout(RULES, seats(3), seed="golden", chooser_seed="golden", rules_version="3")
    state = fold(RULES, game.events[:len(game.events) * 2 // 3])
    compare_golden(RULES.name, RULES.picture(RULES.view(state, 1)))
