"""Mini Express's picture is readable on a game's page (issue 29): at the page's default width (a
1400 px window) no text of it is drawn under 11 px on screen, on a seat's page (with its targets) and
on the spectator's, at a seeded mid-game position with track, trains and demand on the map."""
from __future__ import annotations

import pytest

from tests.e2e.clicking import open_page
from tests.e2e.measure import text_sizes, too_small
from tests.pictures.positions import create_over_http

pytestmark = pytest.mark.e2e


def test_no_text_of_the_mini_express_picture_is_under_11_px_on_the_seat_and_spectator_pages(served, browser):
    http, base = served.http, served.url
    created = create_over_http(http, base, "mini-express")
    game_id = created["game"]["id"]
    seat = http.get(f"{base}/v1/games/{game_id}").json()["active_seats"][0]
    for url in (f"{base}/games/{game_id}#token={created['seats'][seat]['token']}", f"{base}/games/{game_id}"):
        open_page(browser, url)
        assert len(text_sizes(browser)) > 50, "the cities, the tables and the legend are measured"
        assert too_small(browser) == []
