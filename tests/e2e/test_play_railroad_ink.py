"""A person plays a whole Railroad Ink game against an easy bot on their seat's page by clicking only
(issue 29): a square of their own sheet for each die (the chooser of its dice and orientations), the
panel's End round; the final scores on the page are the summary's; no text of the picture is drawn
under 11 px, on the seat's page or the spectator's."""
from __future__ import annotations

import pytest

from tests.e2e.clicking import assert_final_scores, assert_text_readable, open_page, play_to_the_end
from tests.service.play import create

pytestmark = pytest.mark.e2e
MAX_MOVES = 150  # 7 rounds of 4 dice, an end of round and a few specials or erasures: about 40


def start(http, base: str) -> tuple[str, str]:
    """A new game of the person (seat 0) against an easy bot: its id and the person's seat token."""
    created = create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bot", "kind": "bot", "level": "easy"}],
                     seed="play-railroad-ink")
    return created["game"]["id"], created["seats"][0]["token"]


def test_a_person_plays_a_whole_railroad_ink_game_against_a_bot_by_clicking_only(served, relay, quick_bots, browser,
                                                                                   screenshots):
    http, base = served.http, served.url
    game_id, token = start(http, base)
    open_page(browser, f"{base}/games/{game_id}#token={token}")

    def mid_play() -> None:
        browser.execute_script("window.scrollTo(0, 0)")  # (a click below the board scrolled the page)
        browser.save_screenshot(str(screenshots / "play-railroad-ink.png"))
        assert_text_readable(browser)

    made = play_to_the_end(browser, seed=7, max_moves=MAX_MOVES, mid_play=mid_play)
    on_the_board = made.get("target", 0) + made.get("target+chooser", 0)
    assert on_the_board >= 7 * 4 and made.get("panel", 0) >= 7, f"each round's 4 dice drawn, each round ended: {made}"
    assert_final_scores(browser, http.get(f"{base}/v1/games/{game_id}").json())
    assert_text_readable(browser)
    open_page(browser, f"{base}/games/{game_id}")  # the spectator's page
    assert_text_readable(browser)
