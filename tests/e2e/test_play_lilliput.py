"""A person plays the end of an 18 Lilliput game against an easy bot on a seat's page, by clicking only
(issue 29, docs/pages.md): the map's squares (tiles and their rotations, stations, foundings) and the
companies' rows (shares) where the move has a target, the panel otherwise, a chooser as it opens. The
game is long, so the page starts from a fork of a game played by random legal moves to near its end;
everything after the fork is clicked. The page's final scores are the summary's; no picture text is
under 11 px on the seat's and the spectator's pages."""
from __future__ import annotations

import pytest

from domain.core.local import LocalGame
from domain.core.registry import get_rules
from domain.core.rng import Rng
from domain.core.rules import SeatSpec
from tests.e2e.clicking import assert_final_scores, assert_text_readable, open_page, play_to_the_end
from tests.service.play import auth, create

pytestmark = pytest.mark.e2e
SEED = "play-lilliput"
LEFT = 30  # the random game's last commands, left to be played on the page (by the person and the bot)
MAX_MOVES = 300  # bounds the loop if the page stops moving


def random_game(seed: str) -> LocalGame:
    """A 2-player game (the least) played to its end in memory by random legal commands."""
    rules = get_rules("lilliput")
    game = LocalGame(rules, [SeatSpec("Ada"), SeatSpec("Bo")], seed=seed)
    chooser = Rng(seed, "chooser")
    while not game.status().finished:
        seat = chooser.choice(list(game.status().active_seats))
        game.play(seat, chooser.choice(rules.legal_commands(game.state, seat)))
    return game


def start_game(http, base: str) -> tuple[str, str]:
    """The person in seat 0 against an easy bot, near the end of a game: the same random game made
    over the API but for its last LEFT commands, forked there. The fork's id and the person's seat
    token. (To become the lobby's start, tests/e2e/lobby.py, once it can start from a position.)"""
    game = random_game(SEED)
    created = create(http, base, "lilliput", [{"name": "Ada"}, {"name": "Bo"}], seed=SEED)
    game_id, tokens = created["game"]["id"], [seat["token"] for seat in created["seats"]]
    for seat, command, _ in game.commands[:-LEFT]:
        posted = http.post(f"{base}/v1/games/{game_id}/commands", json=command, headers=auth(tokens[seat]))
        assert posted.status_code == 201, posted.text
    version = http.get(f"{base}/v1/games/{game_id}").json()["version"]
    fork = http.post(f"{base}/v1/games/{game_id}/fork", json={
        "at_version": version, "seed": SEED, "players": [{"name": "Ada"}, {"name": "Bot", "kind": "bot", "level": "easy"}]})
    assert fork.status_code == 201, fork.text
    return fork.json()["game"]["id"], fork.json()["seats"][0]["token"]


def test_a_person_plays_the_end_of_an_18_lilliput_game_against_a_bot_by_clicking_only(served, relay, quick_bots,
                                                                                      browser, screenshots):
    http, base = served.http, served.url
    game_id, token = start_game(http, base)
    open_page(browser, f"{base}/games/{game_id}#token={token}")

    def mid_play() -> None:
        browser.save_screenshot(str(screenshots / "play-lilliput.png"))
        assert_text_readable(browser)

    made = play_to_the_end(browser, seed=11, max_moves=MAX_MOVES, mid_play=mid_play)
    assert made.get("target", 0) + made.get("target+chooser", 0) > 0 and sum(made.values()) > 4, made
    summary = http.get(f"{base}/v1/games/{game_id}").json()
    assert_final_scores(browser, summary)
    assert_text_readable(browser)
    open_page(browser, f"{base}/games/{game_id}")  # the spectator's page
    assert_text_readable(browser)
