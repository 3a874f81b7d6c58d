"""A person signs up on the lobby (/play), starts a Tinners' Trail game against two easy bots there and
plays it to its end on their seat's page by clicking only (issue 29, docs/pages.md; no API call makes
the game or a move): the areas' cards, borders and investment columns where the move has a
target, the panel otherwise, a chooser (bids, ore mixes) as it opens. The page's final scores are
the summary's; no picture text is under 11 px on the seat's and the spectator's pages."""
from __future__ import annotations

import pytest

from tests.e2e.clicking import play_and_check
from tests.e2e.lobby import start_from_lobby

pytestmark = pytest.mark.e2e
MAX_MOVES = 200  # a person's share of a 3-player game is about 40 moves; bounds the loop if the page stops


def test_a_person_plays_a_whole_tinners_trail_game_against_bots_by_clicking_only(served, relay, quick_bots, browser,
                                                                                  screenshots):
    base = served.url
    # 3 players, the least; a fixed seed deals the same game every run
    game_id = start_from_lobby(browser, base, "tinners-trail", {}, ["easy", "easy"], seed="play-tinners-trail")

    made, summary = play_and_check(browser, served, game_id, seed=7, max_moves=MAX_MOVES,
                                   screenshot=screenshots / "play-tinners-trail.png")
    assert made.get("target", 0) + made.get("target+chooser", 0) > 5, f"the board was played: {made}"
    assert summary["seed"] == "play-tinners-trail"  # the lobby's seed dealt it (shown once the game ends)
