"""A person signs up on the lobby (/play), starts a Railroad Ink game against an easy bot there and plays
it to its end on their seat's page by clicking only (issue 29; no API call makes the game or a move):
a square of their own sheet for each die (the chooser of its dice and orientations), the panel's End
round; the final scores on the page are the summary's; no text of the picture is drawn under 11 px,
on the seat's page or the spectator's. The person does not erase: with every die drawn, a click at
random would mostly erase one (each drawn square is a target) and the game would last."""
from __future__ import annotations

import json

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from tests.e2e import clicking
from tests.e2e.clicking import play_and_check
from tests.e2e.lobby import start_from_lobby
from tests.service.play import create

pytestmark = pytest.mark.e2e
MAX_MOVES = 100  # 7 rounds of 4 dice and an end of round: 35, and a few clicks the page painted over
ALL_PLAYABLE = clicking.playable


def playable_but_erasing(driver) -> list:
    """What the person may click, but a target that only erases a route (unless nothing else is left);
    none while the page paints a newer position."""
    try:
        every = ALL_PLAYABLE(driver)
        drawing = [element for element in every if not all(
            command.get("type") == "erase_route" for command in json.loads(element.get_attribute("data-commands") or "[{}]"))]
    except StaleElementReferenceException:
        return []
    return drawing or every


def test_a_person_plays_a_whole_railroad_ink_game_against_a_bot_by_clicking_only(served, relay, quick_bots, browser,
                                                                                   screenshots, monkeypatch):
    monkeypatch.setattr(clicking, "playable", playable_but_erasing)
    base = served.url
    # the base game, no expansion; a fixed seed deals the same dice every run
    game_id = start_from_lobby(browser, base, "railroad-ink", {}, ["easy"], seed="play-railroad-ink")

    made, summary = play_and_check(browser, served, game_id, seed=7, max_moves=MAX_MOVES,
                                   screenshot=screenshots / "play-railroad-ink.png")
    on_the_board = made.get("target", 0) + made.get("target+chooser", 0)
    assert on_the_board >= 7 * 4 and made.get("panel", 0) >= 7, f"each round's 4 dice drawn, each round ended: {made}"
    assert summary["seed"] == "play-railroad-ink"  # the lobby's seed dealt it (shown once the game ends)


def test_the_chooser_draws_each_tile_as_it_will_lie_and_a_used_die_looks_spent(served, browser):
    """Issue 44: a square's chooser showed only "die 4, turned 180°"; each choice now holds the piece drawn
    turned and mirrored as it will lie (the picture's <defs>, docs/pictures.md), and a die drawn this
    round is faded in the dice of the round."""
    created = create(served.http, served.url, "railroad-ink", [{"name": "Ada"}], seed="chooser-art")
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    clicking.open_page(browser, f"{served.url}/games/{game_id}#token={token}")
    wait = WebDriverWait(browser, clicking.LOAD_S)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#picture .target[data-choice-art]"))
    square = max(browser.find_elements(By.CSS_SELECTOR, "#picture .target[data-choice-art]"),
                 key=lambda t: len(json.loads(t.get_attribute("data-commands"))))
    square.click()
    wait.until(lambda d: d.find_element(By.ID, "chooser").is_displayed())
    drawn = clicking.chooser_drawings(browser)
    assert len(drawn) > 1
    for choice in drawn:
        assert choice["piece"] and choice["width"] > 20 and choice["height"] > 20, choice  # drawn, not empty
    assert len({choice["piece"] for choice in drawn}) > 1, "each orientation its own drawing"
    browser.find_element(By.CSS_SELECTOR, "#chooser-commands button").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#picture g.die[data-used='1']"))
    assert len(browser.find_elements(By.CSS_SELECTOR, "#picture g.die[data-used='1']")) == 1


def test_a_click_where_nothing_can_be_played_says_so_and_what_to_do(served, browser):
    """Issue 44: a click on something that was not a target did nothing at all."""
    created = create(served.http, served.url, "railroad-ink", [{"name": "Ada"}], seed="no-target")
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    clicking.open_page(browser, f"{served.url}/games/{game_id}#token={token}")
    wait = WebDriverWait(browser, clicking.LOAD_S)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#picture .target"))
    browser.find_element(By.CSS_SELECTOR, "#picture svg g.dice text").click()  # the dice: no move there
    wait.until(lambda d: d.find_element(By.ID, "hint").is_displayed())
    said = clicking.text_of(browser, "hint")
    assert said.startswith("Nothing to play there.") and "Choose a square" in said, said
    assert not browser.find_element(By.ID, "refusal").is_displayed()  # nothing was sent, nothing refused


def test_a_click_on_a_square_no_die_fits_says_why_in_the_rules_words(served, browser):
    """Issue 44: "a click on a non-target says why not, when the rules engine can say it": a square of the
    seat's board away from every exit takes none of the dice, and the page says the rules' reason."""
    created = create(served.http, served.url, "railroad-ink", [{"name": "Ada"}], seed="why-not")
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    clicking.open_page(browser, f"{served.url}/games/{game_id}#token={token}")
    wait = WebDriverWait(browser, clicking.LOAD_S)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#picture .target"))
    reason = browser.find_element(By.CSS_SELECTOR, "#picture .reasons [data-why]")
    reason.click()
    wait.until(lambda d: d.find_element(By.ID, "hint").is_displayed())
    said = clicking.text_of(browser, "hint")
    assert said.startswith("Not there: A route must continue an exit or a route already drawn"), said
    assert "Choose a square" in said, said  # and what to do instead
    assert not browser.find_element(By.ID, "refusal").is_displayed()  # nothing was sent, nothing refused
