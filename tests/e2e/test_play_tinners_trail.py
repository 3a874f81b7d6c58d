"""A person plays a whole Tinners' Trail game against two easy bots on a seat's page, by clicking only
(issue 29, docs/pages.md): the areas' cards, borders and investment columns where the move has a
target, the panel otherwise, a chooser (bids, ore mixes) as it opens. The page's final scores are
the summary's; no picture text is under 11 px on the seat's and the spectator's pages."""
from __future__ import annotations

import pytest

from tests.e2e.clicking import assert_final_scores, assert_text_readable, open_page, play_to_the_end
from tests.service.play import create

pytestmark = pytest.mark.e2e
MAX_MOVES = 200  # a person's share of a 3-player game is about 40 moves; bounds the loop if the page stops


def start_game(http, base: str) -> tuple[str, str]:
    """A 3-player game (the least), the person in seat 0 against two easy bots: its id and the
    person's seat token. (To become the lobby's start, tests/e2e/lobby.py.)"""
    created = create(http, base, "tinners-trail", [{"name": "Ada"}, {"name": "Bot 1", "kind": "bot", "level": "easy"},
                                                   {"name": "Bot 2", "kind": "bot", "level": "easy"}],
                     seed="play-tinners-trail")
    return created["game"]["id"], created["seats"][0]["token"]


def test_a_person_plays_a_whole_tinners_trail_game_against_bots_by_clicking_only(served, relay, quick_bots, browser,
                                                                                  screenshots):
    http, base = served.http, served.url
    game_id, token = start_game(http, base)
    seat_page = f"{base}/games/{game_id}#token={token}"
    open_page(browser, seat_page)

    def mid_play() -> None:
        browser.save_screenshot(str(screenshots / "play-tinners-trail.png"))
        assert_text_readable(browser)

    made = play_to_the_end(browser, seed=7, max_moves=MAX_MOVES, mid_play=mid_play)
    assert made.get("target", 0) + made.get("target+chooser", 0) > 5, f"the board was played: {made}"
    summary = http.get(f"{base}/v1/games/{game_id}").json()
    assert_final_scores(browser, summary)
    assert_text_readable(browser)
    open_page(browser, f"{base}/games/{game_id}")  # the spectator's page
    assert_text_readable(browser)
