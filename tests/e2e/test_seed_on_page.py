"""A game's page says what its seed is: secret (its commitment shown) while the game runs, and
revealed on the open page as soon as the game ends."""
from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from tests.service.play import create, play_randomly

pytestmark = pytest.mark.e2e
LOAD_S = 20  # a page's first load (the browser may be starting); not a speed claim


def test_the_open_page_shows_the_seed_revealed_when_the_game_ends(served, browser):
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "Solo"}])
    game_id = created["game"]["id"]
    browser.get("about:blank")
    browser.get(f"{base}/games/{game_id}")
    text = lambda element_id: browser.find_element(By.ID, element_id).get_attribute("textContent")  # noqa: E731
    WebDriverWait(browser, LOAD_S).until(lambda d: text("view"))  # the page's script is following the game
    assert text("seed-state").startswith("secret until the game ends") and text("seed-value") == ""
    assert text("seed-commitment") == created["game"]["seed_commitment"]
    finished = play_randomly(http, base, created, seed=4)
    WebDriverWait(browser, LOAD_S).until(lambda d: text("seed-value") == finished["seed"])
    assert text("seed-state").startswith("revealed now that the game is over")
