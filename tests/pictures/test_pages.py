"""The lobby and the spectator page as HTML over a real socket (the browser tests are in tests/e2e)."""
from __future__ import annotations

import html
import re

import pytest

from tests.pictures.renderers import install
from tests.service.play import create, play_randomly

pytestmark = pytest.mark.memory  # (the API on the in-memory fakes: tests/conftest.py)


@pytest.fixture
def finished(served) -> dict:
    created = create(served.http, served.url, "railroad-ink", [{"name": "Solo"}], seed="lobby")
    return play_randomly(served.http, served.url, created, seed=1)


def test_the_lobby_lists_live_and_finished_games_with_links(served, finished):
    http, base = served.http, served.url
    live = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Bob <b>"}], seed="live")
    page = http.get(f"{base}/games")
    assert page.status_code == 200 and page.headers["Content-Type"].startswith("text/html")
    live_part, finished_part = page.text.split('<section id="finished">')
    assert f'href="/games/{live["game"]["id"]}"' in live_part and "Bob &lt;b&gt;" in live_part
    assert f'href="/games/{finished["id"]}"' in finished_part and "Solo" in finished_part
    assert f'href="/games/{finished["id"]}"' not in live_part
    only_ink = http.get(f"{base}/games?rules=railroad-ink").text
    assert finished["id"] in only_ink and live["game"]["id"] not in only_ink
    create(http, base, "ticket-to-ride", [{"name": "C"}, {"name": "D"}], seed="newer")
    first = http.get(f"{base}/games?status=active&limit=1").text
    more = re.search(r'href="(/games\?status=active&amp;cursor=[0-9a-f]+)"', first)
    assert more and live["game"]["id"] not in first
    assert live["game"]["id"] in http.get(base + html.unescape(more[1])).text
    assert http.get(f"{base}/games?status=lost").json()["code"] == "validation_error"
    ended = http.get(f"{base}/games/{finished['id']}").text
    assert f'<td class="score">{finished["scores"][0]}</td>' in ended and ">winner<" in ended


def test_the_game_page_is_html_with_the_game_and_no_inline_script(served):
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", [{"name": "<script>alert(1)</script>"}, {"name": "Bob"}],
                     seed="page")
    game_id = created["game"]["id"]
    page = http.get(f"{base}/games/{game_id}")
    assert page.status_code == 200 and page.headers["Content-Type"].startswith("text/html")
    assert "script-src 'self'" in page.headers["Content-Security-Policy"]
    assert page.headers["Referrer-Policy"] == "no-referrer"
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page.text and "<script>alert" not in page.text
    assert f'data-version="{created["game"]["version"]}"' in page.text
    assert re.findall(r"<script[^>]*>", page.text) == [
        '<script src="/assets/account.js">', '<script src="/assets/stream.js">', '<script src="/assets/play.js">',
        '<script src="/assets/analysis.js">', '<script src="/assets/game.js">']
    script = http.get(f"{base}/assets/game.js")
    assert script.status_code == 200 and "javascript" in script.headers["Content-Type"]
    assert http.get(f"{base}/assets/trackside.css").headers["Content-Type"].startswith("text/css")
    for missing in ("/games/0123abcd", "/assets/nothing.js", "/assets/..%2Fapp.py"):
        response = http.get(base + missing)
        assert response.status_code == 404 and response.headers["Content-Type"] == "application/problem+json"


def test_the_page_holds_the_spectators_picture_from_the_start(served, monkeypatch):
    install(monkeypatch, "ticket-to-ride")
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", [{"name": "A"}, {"name": "B"}], seed="inline")
    game_id = created["game"]["id"]
    picture = http.get(f"{base}/v1/games/{game_id}/picture.svg").text
    assert picture in http.get(f"{base}/games/{game_id}").text
