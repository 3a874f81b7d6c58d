"""A person signs up on the lobby (/play) and plays the end of a Ticket to Ride game against an easy bot on
their seat's page by clicking only (issue 29): the routes on the map (the chooser of the ways to pay),
the face-up cards, the panel's draws and tickets, till the last turn. A whole game is long, so the
page's game is a fork of one played quickly over the API till a player has few trains left;
everything after the fork is clicked. The fork is made over the API by the admin: a game hiding cards
is forked before its end by the admin only (so not by the page's "Fork here"), and a fork cannot seat
an account (POST /v1/games/{id}/fork takes names, bots and the automa), so the page plays the
person's seat token (#token=), not the account's key. The final scores on the page are the summary's;
no text of the picture is drawn under 11 px, on the seat's page or the spectator's."""
from __future__ import annotations

import json
import random

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from domain.core.local import LocalGame
from domain.core.registry import get_rules
from domain.core.rules import SeatSpec
from tests.e2e.clicking import LOAD_S, open_page, play_and_check
from tests.e2e.lobby import sign_up
from tests.pictures.positions import create_over_http
from tests.service.play import auth, create

pytestmark = pytest.mark.e2e
ADMIN = auth("admin-secret")  # a game hiding cards is forked before its end by the admin only
SEED = "play-ticket-to-ride"
TRAINS_LEFT = 12  # the fork: at the first of seat 0's turns where a player has this few trains
MAX_MOVES = 200  # some 5 to 15 turns of one or two clicks each


def near_the_end() -> LocalGame:
    """Two seats of SEED played in memory (claim a route when one can, else draw from the deck) up to
    the start of seat 0's turn where a player has TRAINS_LEFT trains or fewer."""
    rules = get_rules("ticket-to-ride")
    game = LocalGame(rules, [SeatSpec("Ada"), SeatSpec("Bo")], seed=SEED)
    chooser = random.Random(SEED)
    while True:
        state = game.state
        seat = game.status().active_seats[0]
        if (seat == 0 and state["phase"] == "turns" and not state["drawn"]
                and min(player["trains"] for player in state["players"]) <= TRAINS_LEFT):
            return game
        legal = rules.legal_commands(state, seat)
        claims = [c for c in legal if c["type"] == "claim_route"]
        game.play(seat, chooser.choice(claims) if claims else next(
            c for c in legal if c["type"] in ("keep_tickets", "draw_deck")))


def start(http, base: str) -> tuple[str, str]:
    """The person (seat 0) against an easy bot from near the end of a game: its id and the person's seat
    token. The game near its end is made on the server with the same seed and commands, then forked."""
    game = near_the_end()
    created = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Bo"}], seed=SEED)
    game_id, tokens = created["game"]["id"], [seat["token"] for seat in created["seats"]]
    for seat, command, _ in game.commands:
        posted = http.post(f"{base}/v1/games/{game_id}/commands", json=command, headers=auth(tokens[seat]))
        assert posted.status_code == 201, posted.text
    forked = http.post(f"{base}/v1/games/{game_id}/fork", headers=ADMIN, json={
        "at_version": game.version, "players": [{"name": "Ada"}, {"name": "Bot", "kind": "bot", "level": "easy"}]})
    assert forked.status_code == 201, forked.text
    return forked.json()["game"]["id"], forked.json()["seats"][0]["token"]


def test_a_person_plays_the_end_of_a_ticket_to_ride_game_against_a_bot_by_clicking_only(served, relay, quick_bots,
                                                                                         browser, screenshots):
    http, base = served.http, served.url
    sign_up(browser, base, "Ada")
    game_id, token = start(http, base)
    open_page(browser, f"{base}/games/{game_id}#token={token}")

    made, _ = play_and_check(browser, served, game_id, seed=3, max_moves=MAX_MOVES,
                             screenshot=screenshots / "play-ticket-to-ride.png")
    assert made.get("target", 0) + made.get("target+chooser", 0) > 0 and sum(made.values()) > 4, made


def test_a_routes_chooser_shows_the_cards_each_way_pays_in_their_colours(served, browser):
    """Issue 44: the ways to pay for a route were words only ("pay 3 red + 1 locomotive"); each now shows
    the cards it gives, in their colours, each with how many."""
    created = create_over_http(served.http, served.url, "ticket-to-ride", steps=60, seat_count=2)
    game_id = created["game"]["id"]
    seat = served.http.get(f"{served.url}/v1/games/{game_id}").json()["active_seats"][0]
    open_page(browser, f"{served.url}/games/{game_id}#token={created['seats'][seat]['token']}")
    wait = WebDriverWait(browser, LOAD_S)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#picture .target[data-choice-art]"))
    route = max(browser.find_elements(By.CSS_SELECTOR, "#picture .target[data-choice-art]"),
                key=lambda t: len(json.loads(t.get_attribute("data-commands"))))
    browser.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", route)
    wait.until(lambda d: d.find_element(By.ID, "chooser").is_displayed())
    shown = browser.execute_script("""
      return Array.from(document.querySelectorAll('#chooser-commands button'), (b) => {
        const use = b.querySelector('svg.choice-art use');
        const drawing = use && document.getElementById(use.getAttribute('href').slice(1));
        return {text: b.textContent, fills: drawing ? Array.from(drawing.querySelectorAll('rect'),
          (r) => r.getAttribute('fill')) : [], width: use ? use.getBoundingClientRect().width : 0};
      });""")
    assert shown
    for choice in shown:  # "pay 2 red + 1 locomotive": a red card and a locomotive, drawn
        assert choice["width"] > 20 and len(choice["fills"]) == choice["text"].count("+") + 1, choice
