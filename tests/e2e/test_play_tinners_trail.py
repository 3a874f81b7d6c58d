"""A person signs up on the lobby (/play), starts a Tinners' Trail game against two easy bots there and
plays it to its end on their seat's page by clicking only (issue 29, docs/pages.md; no API call makes
the game or a move): the areas' cards, borders and investment columns where the move has a
target, the panel otherwise, a chooser (bids, ore mixes) as it opens. The page's final scores are
the summary's; no picture text is under 11 px on the seat's and the spectator's pages."""
from __future__ import annotations

import pytest

from tests.e2e.clicking import assert_final_scores, assert_text_readable, open_page, play_to_the_end
from tests.e2e.lobby import sign_out, start_from_lobby

pytestmark = pytest.mark.e2e
MAX_MOVES = 200  # a person's share of a 3-player game is about 40 moves; bounds the loop if the page stops


def test_a_person_plays_a_whole_tinners_trail_game_against_bots_by_clicking_only(served, relay, quick_bots, browser,
                                                                                  screenshots):
    http, base = served.http, served.url
    # 3 players, the least; a fixed seed deals the same game every run
    game_id = start_from_lobby(browser, base, "tinners-trail", {}, ["easy", "easy"], seed="play-tinners-trail")

    def mid_play() -> None:
        browser.save_screenshot(str(screenshots / "play-tinners-trail.png"))
        assert_text_readable(browser)

    made = play_to_the_end(browser, seed=7, max_moves=MAX_MOVES, mid_play=mid_play)
    assert made.get("target", 0) + made.get("target+chooser", 0) > 5, f"the board was played: {made}"
    summary = http.get(f"{base}/v1/games/{game_id}").json()
    assert_final_scores(browser, summary)
    assert summary["seed"] == "play-tinners-trail"  # the lobby's seed dealt it (shown once the game ends)
    assert_text_readable(browser)
    sign_out(browser, base)
    open_page(browser, f"{base}/games/{game_id}")  # the spectator's page
    assert_text_readable(browser)
