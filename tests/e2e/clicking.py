"""A person playing a seat's page to the game's end by clicking only (issue 29): the board's targets,
the panel's buttons and the choosers they open; each title's test starts its game its own way."""
from __future__ import annotations

import random
from pathlib import Path

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from tests.e2e.measure import too_small
from tests.e2e.test_play_page import LOAD_S, MOVE_S, open_seat, play_one_click, playable, text_of


def play_to_the_end(driver, url: str, seed: int, max_moves: int, screenshot: Path, screenshot_at: int = 6) -> int:
    """Open the seat's page at `url` and click moves (one of the page's, by a seeded chooser) until the
    game is over; at the `screenshot_at`th move, save the page to `screenshot` and check its texts'
    size. The number of moves clicked."""
    open_seat(driver, url)
    chooser = random.Random(seed)
    moves = 0
    while moves < max_moves:
        WebDriverWait(driver, MOVE_S).until(lambda d: text_of(d, "status") == "finished" or playable(d))
        if text_of(driver, "status") == "finished":
            return moves
        before = text_of(driver, "version")
        try:
            play_one_click(driver, chooser)
        except (StaleElementReferenceException, IndexError):  # the page painted a newer position meanwhile
            continue
        WebDriverWait(driver, MOVE_S).until(
            lambda d, v=before: text_of(d, "version") != v or d.find_element(By.ID, "refusal").is_displayed())
        assert not driver.find_element(By.ID, "refusal").is_displayed() or "moved on" in text_of(driver, "refusal")
        moves += 1
        if moves == screenshot_at:
            driver.execute_script("window.scrollTo(0, 0)")  # a click on a card below the map scrolled it
            driver.save_screenshot(str(screenshot))
            assert too_small(driver) == [], "a text of the seat's picture under 11 px"
    raise AssertionError(f"the game did not end in {max_moves} moves")


def assert_the_page_shows_the_end(driver, summary: dict) -> None:
    """The game is over on the page, with the summary's final scores; no text of the picture is too small."""
    assert summary["status"] == "finished"
    WebDriverWait(driver, LOAD_S).until(lambda d: text_of(d, "prompt") == "The game is over.")
    for seat, score in enumerate(summary["scores"]):
        row = driver.find_element(By.CSS_SELECTOR, f"#players tr[data-seat='{seat}']")
        assert row.find_element(By.CLASS_NAME, "score").text == str(score)
    assert not driver.find_element(By.ID, "error").is_displayed()
    assert too_small(driver) == []


def assert_the_spectator_reads_the_picture(driver, url: str) -> None:
    """The spectator's page (no token) draws no text of the picture under 11 px."""
    driver.get("about:blank")
    driver.get(url)
    WebDriverWait(driver, LOAD_S).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#picture svg text"))
    assert too_small(driver) == []
