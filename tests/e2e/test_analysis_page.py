"""A hint, and the review, on a game's page (issues 43 and 44; docs/pages.md, "A hint, and the review"): the
seat's page asks the strong bot's search for its own move (a job on a real worker, read until it has
finished) and lists the top moves in the game's words with their chances, the best one lit on the board;
a rated table's page offers no hint; a finished game's page reviews the game: each seat's mean loss and
the largest swings, each a link to its version in the history."""
from __future__ import annotations

import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from tests.e2e.clicking import LOAD_S, open_page, text_of
from tests.platform.support import Api, new_account
from tests.platform.test_ratings import create as challenge
from tests.service.play import create
from tests.support import finished_game

pytestmark = pytest.mark.e2e
ANALYSIS_S = 300  # a job on a worker shared with the other tests' machines: generous, not a speed claim


def test_a_seat_asks_for_a_hint_and_sees_the_top_moves_in_the_games_words(served, worker, browser, screenshots):
    created = create(served.http, served.url, "railroad-ink", [{"name": "Ada"}], seed="hint-page")
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    page = served.http.get(f"{served.url}/games/{game_id}")
    assert 'data-hints="1"' in page.text
    open_page(browser, f"{served.url}/games/{game_id}#token={token}")
    wait = WebDriverWait(browser, LOAD_S)
    wait.until(lambda d: d.find_element(By.ID, "ask-hint").is_displayed())
    assert not browser.find_element(By.ID, "ask-review").is_displayed()  # the game is played: no review yet
    browser.find_element(By.ID, "ask-hint").click()
    WebDriverWait(browser, ANALYSIS_S).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#analysis-out li")
                                             or "No hint" in text_of(d, "analysis-status"))
    moves = [item.text for item in browser.find_elements(By.CSS_SELECTOR, "#analysis-out li")]
    assert 1 <= len(moves) <= 5, text_of(browser, "analysis-status")
    for said in moves:  # "Row 1, column 2: die 1, turned 90° — 61 % (tried 40 times)"
        assert re.fullmatch(r"Row \d, column \d: .+ — \d+ % \(tried \d+ times\)", said), said
    assert len(browser.find_elements(By.CSS_SELECTOR, "#picture .target.suggested")) == 1, "the best lit on the board"
    assert browser.find_elements(By.CSS_SELECTOR, "#analysis-out li svg.choice-art use"), "the tiles drawn"
    browser.save_screenshot(str(screenshots / "hint.png"))


def test_a_rated_tables_page_offers_no_hint(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    made = challenge(client, [{"account": ada["id"]}, {"name": "Brass", "kind": "bot", "level": "easy"}], key=ada_key)
    page = served.http.get(f"{served.url}/games/{made['game']}")
    assert page.status_code == 200 and 'data-hints="0"' in page.text


def test_a_finished_games_page_reviews_it_and_shows_its_largest_swings(app, served, worker, browser):
    games = app.extensions["trackside.services"].games
    game_id = finished_game(games, "railroad-ink", 1, "review-page")
    open_page(browser, f"{served.url}/games/{game_id}")
    wait = WebDriverWait(browser, LOAD_S)
    wait.until(lambda d: d.find_element(By.ID, "ask-review").is_displayed())
    assert not browser.find_element(By.ID, "ask-hint").is_displayed()  # over: nothing to hint
    browser.find_element(By.ID, "ask-review").click()
    WebDriverWait(browser, ANALYSIS_S).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#analysis-out .review-seats li")
                                             or "No review" in text_of(d, "analysis-status"))
    [seat] = [item.text for item in browser.find_elements(By.CSS_SELECTOR, "#analysis-out .review-seats li")]
    assert re.fullmatch(r"Player 0 x+: (\d+ % lost a move on average, over \d+ choices|no choice weighed)", seat), seat
    assert re.fullmatch(r"Reviewed \d+ of the game's \d+ choices\.", text_of(browser, "analysis-status"))
    swings = browser.find_elements(By.CSS_SELECTOR, "#analysis-out .review-swings li")
    assert len(swings) <= 3
    if swings:  # a swing's version shown in the history
        version = swings[0].find_element(By.TAG_NAME, "button").text.removeprefix("Version ")
        swings[0].find_element(By.TAG_NAME, "button").click()
        wait.until(lambda d: text_of(d, "version") == version)
        assert "the best found was" in swings[0].text and " false" not in swings[0].text  # (a no left unsaid)
