"""A person signs up on the lobby (/play) and plays the end of an 18 Lilliput game against an easy bot on a
seat's page, by clicking only (issue 29, docs/pages.md): the map's squares (tiles and their rotations,
stations, foundings) and the companies' rows (shares) where the move has a target, the panel otherwise,
a chooser as it opens. The game is long, so the page starts from a fork near its end: a game played by
random legal moves is made over the API but for its last moves, and the person forks it on its page
("Fork here and play on against a bot", as the first seat, an easy bot in the other); everything after is
clicked. Signed in, the person's fork seats the account (POST /v1/games/{id}/fork with `{"account": id}`):
the fork's page plays it with the account's key, no seat token in its address, and the fork is among
the account's games. The page's final scores are the summary's; no picture text is under 11 px on the seat's and the
spectator's pages."""
from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from domain.core.local import LocalGame
from domain.core.registry import get_rules
from domain.core.rng import Rng
from domain.core.rules import SeatSpec
from domain.lilliput.scoring import scores
from tests.e2e.clicking import LOAD_S, chooser_drawings, open_page, play_and_check, posted
from tests.e2e.lobby import sign_up
from tests.pictures.positions import position
from tests.service.play import auth, create

pytestmark = pytest.mark.e2e
SEED = "play-lilliput"
LEFT = 30  # the random game's last commands, left to be played on the page (by the person and the bot)
MAX_MOVES = 300  # bounds the loop if the page stops moving


def random_game(seed: str) -> LocalGame:
    """A 2-player game (the least) played to its end in memory by random legal commands."""
    rules = get_rules("lilliput")
    game = LocalGame(rules, [SeatSpec("Ada"), SeatSpec("Bo")], seed=seed)
    chooser = Rng(seed, "chooser")
    while not game.status().finished:
        seat = chooser.choice(list(game.status().active_seats))
        game.play(seat, chooser.choice(rules.legal_commands(game.state, seat)))
    return game


def near_the_end(http, base: str) -> str:
    """The same random game made over the API but for its last LEFT commands: its id."""
    game = random_game(SEED)
    created = create(http, base, "lilliput", [{"name": "Ada"}, {"name": "Bo"}], seed=SEED)
    game_id, tokens = created["game"]["id"], [seat["token"] for seat in created["seats"]]
    for seat, command, _ in game.commands[:-LEFT]:
        posted = http.post(f"{base}/v1/games/{game_id}/commands", json=command, headers=auth(tokens[seat]))
        assert posted.status_code == 201, posted.text
    return game_id


def fork_on_the_page(driver, base: str, game_id: str) -> str:
    """On the game's (spectator's) page, Fork here as the first seat against an easy bot: the fork's id,
    the browser on its page playing that seat as the signed-in account (no #token)."""
    open_page(driver, f"{base}/games/{game_id}")
    Select(driver.find_element(By.ID, "fork-level")).select_by_visible_text("easy")
    driver.find_element(By.ID, "fork").click()
    wait = WebDriverWait(driver, LOAD_S)
    wait.until(lambda d: "/games/" in d.current_url and game_id not in d.current_url)
    wait.until(lambda d: d.find_element(By.ID, "play").is_displayed())
    assert "#" not in driver.current_url, driver.current_url  # the account's key plays it, not a token
    return driver.current_url.split("/games/")[1]


def test_a_person_plays_the_end_of_an_18_lilliput_game_against_a_bot_by_clicking_only(served, relay, quick_bots,
                                                                                      browser, screenshots):
    http, base = served.http, served.url
    account = sign_up(browser, base, "Ada")
    game_id = fork_on_the_page(browser, base, near_the_end(http, base))
    seats = http.get(f"{base}/v1/games/{game_id}").json()["seats"]
    assert [s.get("account") for s in seats] == [account, None]
    key = browser.execute_script("return window.TracksideAccount.get().key")
    mine = http.get(f"{base}/v1/me/games", headers=auth(key)).json()["games"]
    assert [(g["id"], g["seat"]) for g in mine] == [(game_id, 0)]

    made, _ = play_and_check(browser, served, game_id, seed=11, max_moves=MAX_MOVES,
                             screenshot=screenshots / "play-lilliput.png")
    assert made.get("target", 0) + made.get("target+chooser", 0) > 0 and sum(made.values()) > 4, made


def test_18_lilliputs_page_counts_live_scores_as_the_end_will(served, browser):
    """Mid-game, the players' table shows each seat's cash, shares at their price and unused Dimen's Land
    cards (issue 44: it showed "–"), the very sums the end counts (domain/lilliput/scoring.py)."""
    game_id, token = posted(served.http, served.url, "lilliput")
    expected = [str(score) for score in scores(position("lilliput").state)]
    open_page(browser, f"{served.url}/games/{game_id}#token={token}")
    WebDriverWait(browser, LOAD_S).until(
        lambda d: [cell.text for cell in d.find_elements(By.CSS_SELECTOR, "#players .score")] == expected)


def test_18_lilliputs_draft_chooser_draws_each_home_tile_turned_and_names_the_company(served, browser, screenshots):
    """Issue 44: the opening draft offered buttons such as `company SR · side N · tile y-straight · rotation 0`;
    a square beside Mildendo now opens a chooser whose every choice shows the home tile drawn turned as it
    will lie, and names the company in full."""
    created = create(served.http, served.url, "lilliput", [{"name": "Ada"}, {"name": "Bo"}], seed="draft-chooser")
    game_id = created["game"]["id"]
    token = next(seat["token"] for seat in created["seats"] if any(
        command["type"] == "pick_company" for command in served.http.get(
            f"{served.url}/v1/games/{game_id}/legal-commands", headers=auth(seat["token"])).json()["commands"]))
    open_page(browser, f"{served.url}/games/{game_id}#token={token}")
    wait = WebDriverWait(browser, LOAD_S)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#picture .target[data-choice-art]"))
    browser.find_element(By.CSS_SELECTOR, "#picture .target[data-choice-art]").click()
    wait.until(lambda d: d.find_element(By.ID, "chooser").is_displayed())
    drawn = chooser_drawings(browser)
    assert len(drawn) > 1
    for choice in drawn:
        assert choice["piece"] and choice["width"] > 20 and choice["height"] > 20, choice
        assert "Railway: " in choice["text"] and "SR" not in choice["text"].split(), choice
    assert len({choice["piece"] for choice in drawn}) > 1, "each tile and turn its own drawing"
    browser.save_screenshot(str(screenshots / "lilliput-draft-chooser.png"))
