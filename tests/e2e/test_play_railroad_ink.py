"""A person plays a whole Railroad Ink game against an easy bot on their seat's page by clicking only
(issue 29): a square of their own sheet for each die (the chooser of its dice and orientations), the
panel's End round; the final scores on the page are the summary's; no text of the picture is drawn
under 11 px, on the seat's page or the spectator's."""
from __future__ import annotations

import pytest

from tests.e2e.clicking import (
    assert_the_page_shows_the_end,
    assert_the_spectator_reads_the_picture,
    play_to_the_end,
)
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
    moves = play_to_the_end(browser, f"{base}/games/{game_id}#token={token}", seed=7, max_moves=MAX_MOVES,
                            screenshot=screenshots / "play-railroad-ink.png")
    assert moves >= 7 * 5, "every round's four dice and its end, clicked"
    assert_the_page_shows_the_end(browser, http.get(f"{base}/v1/games/{game_id}").json())
    assert_the_spectator_reads_the_picture(browser, f"{base}/games/{game_id}")
