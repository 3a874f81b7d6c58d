"""The lobby (/play) and playing from it in a real headless Chromium (issue 29, docs/pages.md): a person
makes an account on the page and plays a bot as their seat; two people in two browsers, one
challenging the other, each see the other's moves; "my games" follows the account's stream live; a
game forked from its history is played on against a bot; the picture zooms and fills its column."""
from __future__ import annotations

import random

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from tests.e2e.lobby import start_from_lobby
from tests.e2e.test_play_page import playable, text_of

pytestmark = pytest.mark.e2e
SEEN_S = 2  # a move seen on the other player's page (issue 29)
MOVE_S = 20  # a move and the bot's answer, seen on the page


def account_key(driver) -> str | None:
    return driver.execute_script("const a = sessionStorage.getItem('trackside.account'); return a && JSON.parse(a).key;")


def click_a_move(driver, chooser: random.Random) -> str:
    """Plays one of the page's moves by clicking (a target holding several: one of its chooser's); answers
    the version it was played at."""
    WebDriverWait(driver, MOVE_S).until(lambda d: playable(d))
    before = text_of(driver, "version")
    chooser.choice(playable(driver)).click()
    if driver.find_element(By.ID, "chooser").is_displayed():
        chooser.choice(driver.find_elements(By.CSS_SELECTOR, "#chooser-commands button")).click()
    return before


def test_a_person_makes_an_account_on_the_lobby_and_plays_a_bot_as_their_seat(served, relay, quick_bots, browser):
    http, base = served.http, served.url
    game_id = start_from_lobby(browser, base, "mini-express", {"map": "europe"}, ["easy"], name="Ada")
    key = account_key(browser)
    assert key and key not in browser.current_url, "the key is in the tab's storage, never in a URL"
    me = http.get(f"{base}/v1/me", headers={"Authorization": f"Bearer {key}"}).json()["account"]
    summary = http.get(f"{base}/v1/games/{game_id}").json()
    assert summary["status"] == "active" and summary["options"]["map"] == "europe"
    assert summary["seats"][0]["account"] == me["id"] and summary["seats"][0]["name"] == "Ada"
    assert summary["seats"][1]["kind"] == "bot" and summary["seats"][1]["level"] == "easy"
    assert text_of(browser, "viewer").startswith("Seat 0 (Ada): your view")
    # The page plays as the account's seat: a click moves the game on, the bot answers.
    before = int(click_a_move(browser, random.Random(3)))
    WebDriverWait(browser, MOVE_S).until(lambda d: int(text_of(d, "version")) > before)
    assert http.get(f"{base}/v1/games/{game_id}").json()["version"] > before
    assert not browser.find_element(By.ID, "refusal").is_displayed()
