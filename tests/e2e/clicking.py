"""A person playing a seat's page by clicking only (issue 29): the board's targets and the panel's
buttons, a chooser's buttons as it opens; no move goes over the API. Shared by the titles' play tests."""
from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from selenium.common.exceptions import (
    ElementClickInterceptedException,
    ElementNotInteractableException,
    StaleElementReferenceException,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from tests.e2e.lobby import sign_out
from tests.e2e.measure import too_small
from tests.e2e.screenshot import save_whole_page
from tests.pictures.positions import position
from tests.service.play import auth

LOAD_S = 20  # a page's first load (the browser may be starting); not a speed claim
MOVE_S = 30  # a move and the bots' answers, seen on the page
NEWCOMER = "Newcomer from Lilliput"  # a name of a newcomer's length, which the players' table once cut ("Newcom…")


def text_of(driver, element_id: str) -> str:
    return driver.find_element(By.ID, element_id).get_attribute("textContent")


def open_page(driver, url: str) -> None:
    """A seat's or the spectator's page, its picture drawn."""
    driver.get("about:blank")  # a new fragment on the same page would not load it again
    driver.get(url)
    WebDriverWait(driver, LOAD_S).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#picture svg text"))


def chooser_drawings(driver) -> list[dict]:
    """The open chooser's choices: each one's words, the id of the drawing it shows (the picture's <defs>,
    docs/pictures.md) and the drawing's size on screen."""
    return driver.execute_script("""
      return Array.from(document.querySelectorAll('#chooser-commands button'), (b) => {
        const use = b.querySelector('svg.choice-art use');
        const piece = use && document.getElementById(use.getAttribute('href').slice(1));
        const box = use ? use.getBoundingClientRect() : {width: 0, height: 0};
        return {text: b.textContent, piece: piece ? piece.id : null, width: box.width, height: box.height};
      });""")


def targets(driver) -> list:
    return driver.find_elements(By.CSS_SELECTOR, "#picture .target")


def playable(driver) -> list:
    """What a person may click to move: the board's targets first, else the panel's buttons."""
    buttons = [b for b in driver.find_elements(By.CSS_SELECTOR, "#commands button[data-command]") if b.is_enabled()]
    return targets(driver) + buttons


def click_one(driver, chooser: random.Random) -> str:
    """Click one of the page's moves, a chooser's option if it opens (or is still open from a click
    the page repainted under); which kind of place it was."""
    where = "target"
    if not driver.find_element(By.ID, "chooser").is_displayed():
        choice = chooser.choice(playable(driver))
        where = "target" if "target" in (choice.get_attribute("class") or "") else "panel"
        choice.click()
    if driver.find_element(By.ID, "chooser").is_displayed():
        chooser.choice(driver.find_elements(By.CSS_SELECTOR, "#chooser-commands button")).click()
        where += "+chooser"
    return where


def play_to_the_end(driver, seed: int, max_moves: int, mid_play: Callable[[], None]) -> dict[str, int]:
    """Click moves until the page says the game is over; `mid_play()` is called once, after a few of
    them (a screenshot, a measure). How many moves were made where (target, panel, with a chooser)."""
    chooser = random.Random(seed)
    made: dict[str, int] = {}
    for _ in range(max_moves):
        WebDriverWait(driver, MOVE_S, ignored_exceptions=(StaleElementReferenceException,)).until(  # (a repaint)
            lambda d: text_of(d, "status") == "finished" or playable(d))
        if text_of(driver, "status") == "finished":
            return made
        before = text_of(driver, "version")
        try:
            where = click_one(driver, chooser)
        except (StaleElementReferenceException, ElementNotInteractableException, ElementClickInterceptedException,
                IndexError):
            continue  # the page painted a newer position meanwhile
        WebDriverWait(driver, MOVE_S).until(
            lambda d, v=before: text_of(d, "version") != v or d.find_element(By.ID, "refusal").is_displayed())
        # read at once: a refusal still shown from an earlier 409 is cleared when this move is answered 201
        refusal = driver.execute_script("const r = document.getElementById('refusal'); return r.hidden ? '' : "
                                        "r.textContent;")
        assert not refusal or "moved on" in refusal, refusal
        made[where] = made.get(where, 0) + 1
        if sum(made.values()) == 4:
            mid_play()
    raise AssertionError(f"the game did not end in {max_moves} clicks: {made}")


def assert_final_scores(driver, summary: dict) -> None:
    """The page's players' table shows the summary's final scores."""
    assert summary["status"] == "finished"
    WebDriverWait(driver, LOAD_S).until(lambda d: text_of(d, "prompt") == "The game is over.")
    for seat, score in enumerate(summary["scores"]):
        row = driver.find_element(By.CSS_SELECTOR, f"#players tr[data-seat='{seat}']")
        assert row.find_element(By.CLASS_NAME, "score").text == str(score)


def assert_text_readable(driver) -> None:
    """No text of the picture under the 11 px floor on screen (tests/e2e/measure.py)."""
    assert too_small(driver) == []


def play_and_check(driver, served, game_id: str, seed: int, max_moves: int, screenshot: Path,
                   mid_play: Callable[[], None] = lambda: None) -> tuple[dict[str, int], dict]:
    """A person plays the game open on the page to its end by clicking only: after a few moves a
    screenshot of the whole page goes to `screenshot`, the picture's text is readable and `mid_play()`
    checks what a test adds; at the end the page shows the summary's final scores, and the picture's
    text is readable on the seat's page and on the spectator's (signed out). What was clicked where
    (play_to_the_end), and the final summary."""
    def in_mid_play() -> None:
        driver.execute_script("window.scrollTo(0, 0)")  # (a click below the board scrolled the page)
        save_whole_page(driver, screenshot)
        assert_text_readable(driver)
        mid_play()

    made = play_to_the_end(driver, seed=seed, max_moves=max_moves, mid_play=in_mid_play)
    summary = served.http.get(f"{served.url}/v1/games/{game_id}").json()
    assert_final_scores(driver, summary)
    assert_text_readable(driver)
    sign_out(driver, served.url)
    open_page(driver, f"{served.url}/games/{game_id}")  # the spectator's page
    assert_text_readable(driver)
    return made, summary


def posted(http, base: str, name: str) -> tuple[str, str]:
    """The golden mid-game position of `name` (tests/pictures/positions.py) made over HTTP, its seats named as
    newcomers name themselves (long names); (game id, the first seat's token)."""
    game = position(name)
    players = [{"name": f"{NEWCOMER} {seat + 1}"} for seat in range(len(game.seats))]
    created = http.post(f"{base}/v1/games", json={"rules": name, "seed": game.seed, "players": players})
    assert created.status_code == 201, created.text
    body = created.json()
    tokens = [seat["token"] for seat in body["seats"]]
    for seat, command, _ in game.commands:
        response = http.post(f"{base}/v1/games/{body['game']['id']}/commands", json=command, headers=auth(tokens[seat]))
        assert response.status_code == 201, response.text
    return body["game"]["id"], tokens[0]
