"""The lobby and the spectator page in a real headless Chromium, against a served app: every title's
page loads with its picture, follows the game live, scrubs its history, and shows a seat's own view."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from domain.core.registry import all_rules
from domain.core.rules import Pictured
from tests.e2e.screenshot import save_whole_page
from tests.pictures.positions import create_over_http
from tests.pictures.renderers import echoed_view, install
from tests.service.play import auth, create, play_randomly

pytestmark = pytest.mark.e2e
LOAD_S = 20  # a page's first load (the browser may be starting); not a speed claim
LIVE_S = 2  # the promise: a command appears on an open page within 2 s


def text_of(driver, element_id: str) -> str:
    return driver.find_element(By.ID, element_id).get_attribute("textContent")


def shown_view(driver) -> dict | None:
    raw = text_of(driver, "view")
    return json.loads(raw) if raw else None


def open_page(driver, url: str, expected_view: dict) -> None:
    """Open `url` and wait until the page's script shows `expected_view`."""
    driver.get("about:blank")  # a new fragment on the same page would not load it again
    driver.get(url)
    WebDriverWait(driver, LOAD_S).until(lambda d: shown_view(d) == expected_view)


def picture_text(svg: str) -> str:
    return "".join(ET.fromstring(svg).itertext())


def page_picture_text(driver) -> str:
    return driver.execute_script("const s = document.querySelector('#picture svg'); return s ? s.textContent : null;")


@pytest.mark.parametrize("name", sorted(all_rules()))
def test_the_spectator_page_of_every_title_shows_its_position_and_picture(served, browser, screenshots, name):
    http, base = served.http, served.url
    created = create_over_http(http, base, name)
    game_id = created["game"]["id"]
    state = http.get(f"{base}/v1/games/{game_id}/state").json()
    open_page(browser, f"{base}/games/{game_id}", state["view"])
    assert text_of(browser, "version") == str(state["version"])
    assert text_of(browser, "turn") == str(state["turn"]) and text_of(browser, "round") == str(state["round"])
    rows = browser.find_elements(By.CSS_SELECTOR, "#players tbody tr")
    assert [row.find_elements(By.TAG_NAME, "td")[1].text for row in rows] == [s["name"] for s in created["seats"]]
    summary = http.get(f"{base}/v1/games/{game_id}").json()
    marked = [int(row.get_attribute("data-seat")) for row in rows
              if row.find_elements(By.TAG_NAME, "td")[3].text == "to play"]
    assert marked == summary["active_seats"], "whose turn"
    if isinstance(all_rules()[name], Pictured):
        svg = http.get(f"{base}/v1/games/{game_id}/picture.svg").text
        drawn = browser.find_element(By.CSS_SELECTOR, "#picture svg")
        assert drawn.size["width"] > 100 and drawn.size["height"] > 100, "the picture renders"
        count = browser.execute_script("return document.querySelectorAll('#picture svg *').length")
        assert count == len(list(ET.fromstring(svg).iter())) - 1, "every element of the picture is on the page"
        assert page_picture_text(browser) == picture_text(svg)
    else:
        assert "has no picture on this server yet" in text_of(browser, "picture")
    save_whole_page(browser, screenshots / f"{name}.png")


def legal_command(http, base: str, game_id: str, token: str) -> dict:
    commands = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()["commands"]
    assert commands
    return commands[0]


def play_one(http, base: str, created: dict) -> int:
    """Post one legal command of the first seat to play; the game's new version."""
    game_id = created["game"]["id"]
    seat = http.get(f"{base}/v1/games/{game_id}").json()["active_seats"][0]
    token = created["seats"][seat]["token"]
    response = http.post(f"{base}/v1/games/{game_id}/commands", json=legal_command(http, base, game_id, token),
                         headers=auth(token))
    assert response.status_code == 201, response.text
    return response.json()["version"]


def test_a_command_posted_through_the_api_appears_on_the_open_page(served, browser):
    http, base = served.http, served.url
    created = create_over_http(http, base, "ticket-to-ride", steps=6, seat_count=2)
    game_id = created["game"]["id"]
    open_page(browser, f"{base}/games/{game_id}", http.get(f"{base}/v1/games/{game_id}/state").json()["view"])
    for _ in range(3):
        version = play_one(http, base, created)
        WebDriverWait(browser, LIVE_S).until(
            lambda d, v=version: text_of(d, "version") == str(v)
            and d.find_element(By.CSS_SELECTOR, "#events li").get_attribute("data-version") == str(v))
    assert shown_view(browser) == http.get(f"{base}/v1/games/{game_id}/state").json()["view"]
    assert browser.find_element(By.ID, "slider").get_attribute("max") == str(version)


def test_the_history_slider_shows_an_earlier_state_and_returns_to_live(served, browser):
    http, base = served.http, served.url
    created = create_over_http(http, base, "ticket-to-ride", steps=10, seat_count=2)
    game_id = created["game"]["id"]
    latest = http.get(f"{base}/v1/games/{game_id}/state").json()
    open_page(browser, f"{base}/games/{game_id}", latest["view"])
    slider = browser.find_element(By.ID, "slider")
    slider.send_keys(Keys.HOME, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)  # versions 1, 2, 3
    earlier = http.get(f"{base}/v1/games/{game_id}/state?at_version=3").json()
    assert earlier["view"] != latest["view"]
    WebDriverWait(browser, LOAD_S).until(lambda d: shown_view(d) == earlier["view"])
    assert text_of(browser, "version") == "3" and text_of(browser, "turn") == str(earlier["turn"])
    assert text_of(browser, "shown") == f"version 3 of {latest['version']}"
    if isinstance(all_rules()["ticket-to-ride"], Pictured):
        svg = http.get(f"{base}/v1/games/{game_id}/picture.svg?at_version=3").text
        assert page_picture_text(browser) == picture_text(svg)
    # The game moves on: a page looking at the past stays there, and learns how far the game is.
    version = play_one(http, base, created)
    WebDriverWait(browser, LOAD_S).until(lambda d: text_of(d, "shown") == f"version 3 of {version}")
    assert shown_view(browser) == earlier["view"]
    browser.find_element(By.ID, "live").click()
    now = http.get(f"{base}/v1/games/{game_id}/state").json()
    WebDriverWait(browser, LOAD_S).until(lambda d: shown_view(d) == now["view"])
    assert text_of(browser, "version") == str(version) and text_of(browser, "shown") == "latest"


def test_a_seats_page_shows_its_own_hand_and_not_another_seats(served, browser, caplog):
    http, base = served.http, served.url
    created = create_over_http(http, base, "ticket-to-ride", steps=10, seat_count=2)
    game_id = created["game"]["id"]
    tokens = [seat["token"] for seat in created["seats"]]
    views = [http.get(f"{base}/v1/games/{game_id}/state", headers=auth(t)).json()["view"] for t in tokens]
    for seat, token in enumerate(tokens):
        open_page(browser, f"{base}/games/{game_id}#token={token}", views[seat])
        shown = shown_view(browser)
        assert "hand" in shown["players"][seat], "its own hand"
        assert all("hand" not in player for i, player in enumerate(shown["players"]) if i != seat), "no other hand"
        assert text_of(browser, "viewer").startswith(f"Seat {seat + 1} (Player {seat + 1})")  # as the picture numbers it
        active = http.get(f"{base}/v1/games/{game_id}").json()["active_seats"]
        WebDriverWait(browser, LOAD_S).until(
            lambda d, acting=seat in active: d.find_element(By.ID, "your-turn").is_displayed() == acting)
        if isinstance(all_rules()["ticket-to-ride"], Pictured):
            # (as the page asks for it: with the targets of the seat's moves, if it has any)
            pictures = [http.get(f"{base}/v1/games/{game_id}/picture.svg?targets=1", headers=auth(t)).text
                        for t in tokens]
            assert page_picture_text(browser) == picture_text(pictures[seat])
    spectator = http.get(f"{base}/v1/games/{game_id}/state").json()["view"]
    open_page(browser, f"{base}/games/{game_id}", spectator)
    assert all("hand" not in player for player in shown_view(browser)["players"])
    assert f"/v1/games/{game_id}/state" in caplog.text, "the server's request log is read here"
    assert not any(token in caplog.text for token in tokens), "a seat token never reaches the server's log"


def test_the_page_paints_the_callers_picture_live_in_the_past_and_for_a_seat(served, browser, monkeypatch):
    """With the test renderer, which draws the view it is given: the page's picture is always the
    picture of the position and viewer it shows (whatever the games' own renderers draw)."""
    install(monkeypatch, "ticket-to-ride")
    http, base = served.http, served.url
    created = create_over_http(http, base, "ticket-to-ride", steps=10, seat_count=2)
    game_id = created["game"]["id"]

    def page_picture() -> dict | None:
        svg = browser.execute_script("const s = document.querySelector('#picture svg'); "
                                     "return s ? new XMLSerializer().serializeToString(s) : null;")
        return echoed_view(svg) if svg else None

    spectator = http.get(f"{base}/v1/games/{game_id}/state").json()
    open_page(browser, f"{base}/games/{game_id}", spectator["view"])
    assert page_picture() == spectator["view"]
    version = play_one(http, base, created)
    now = http.get(f"{base}/v1/games/{game_id}/state").json()["view"]
    WebDriverWait(browser, LIVE_S).until(lambda d: page_picture() == now)
    browser.find_element(By.ID, "slider").send_keys(Keys.HOME, Keys.ARROW_RIGHT)
    second = http.get(f"{base}/v1/games/{game_id}/state?at_version=2").json()["view"]
    WebDriverWait(browser, LOAD_S).until(lambda d: page_picture() == second)
    token = created["seats"][0]["token"]
    mine = http.get(f"{base}/v1/games/{game_id}/state", headers=auth(token)).json()
    assert mine["version"] == version
    open_page(browser, f"{base}/games/{game_id}#token={token}", mine["view"])
    WebDriverWait(browser, LOAD_S).until(lambda d: page_picture() == mine["view"])
    assert "hand" in page_picture()["players"][0] and "hand" not in page_picture()["players"][1]
    play_one(http, base, created)  # the seat's page follows the game on the seat's own stream
    after = http.get(f"{base}/v1/games/{game_id}/state", headers=auth(token)).json()["view"]
    WebDriverWait(browser, LIVE_S).until(lambda d: page_picture() == after)


def test_the_lobby_lists_live_and_finished_games_with_links(served, browser):
    http, base = served.http, served.url
    live = create_over_http(http, base, "ticket-to-ride", steps=4, seat_count=2)
    browser.get(f"{base}/games")
    link = browser.find_element(By.CSS_SELECTOR, f"#active tr[data-game='{live['game']['id']}'] a")
    assert link.text == "Ticket to Ride"
    assert browser.find_elements(By.CSS_SELECTOR, "#finished p.muted"), "no finished game yet"
    link.click()
    WebDriverWait(browser, LOAD_S).until(lambda d: shown_view(d) is not None)
    assert browser.current_url == f"{base}/games/{live['game']['id']}"


def test_a_finished_games_page_shows_the_scores_and_winner(served, browser):
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "Solo"}], seed="finished-page")
    summary = play_randomly(http, base, created, seed=2)
    state = http.get(f"{base}/v1/games/{summary['id']}/state").json()
    open_page(browser, f"{base}/games/{summary['id']}", state["view"])
    assert text_of(browser, "status") == "finished"
    row = browser.find_element(By.CSS_SELECTOR, "#players tr[data-seat='0']")
    assert row.find_element(By.CLASS_NAME, "score").text == str(summary["scores"][0])
    assert row.find_element(By.CLASS_NAME, "mark").text == "winner"
    assert not browser.find_element(By.ID, "error").is_displayed()
