"""The lobby (/play) and playing from it in a real headless Chromium (issue 29, docs/pages.md): a person
makes an account on the page and plays a bot as their seat; two people in two browsers, one
challenging the other, each see the other's moves; "my games" follows the account's stream live; a
game forked from its history is played on against a bot; the picture zooms and fills its column."""
from __future__ import annotations

import json
import random
import time

import pytest
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from tests.e2e.clicking import click_one, playable, text_of
from tests.e2e.lobby import LOAD_S, choose_game, sign_up, start_from_lobby
from tests.e2e.screenshot import save_whole_page
from tests.service.play import auth, create

pytestmark = pytest.mark.e2e
SEEN_S = 2  # a move seen on the other player's page (issue 29)
MOVE_S = 20  # a move and the bot's answer, seen on the page


def click(driver, css: str) -> str:
    """Clicks the element `css` finds once there (again if the page painted it anew meanwhile); answers
    the data-game of its list item."""
    def clicked(d):
        element = d.find_element(By.CSS_SELECTOR, css)
        game = element.find_element(By.XPATH, "ancestor::li").get_attribute("data-game")
        element.click()
        return game
    return WebDriverWait(driver, LOAD_S, ignored_exceptions=[NoSuchElementException, StaleElementReferenceException]).until(clicked)


def account_key(driver) -> str | None:
    return driver.execute_script("const a = sessionStorage.getItem('trackside.account'); return a && JSON.parse(a).key;")


def waiting(driver, seconds: float, **more) -> WebDriverWait:
    """A wait that looks again when the page painted a newer position under it (its buttons replaced)."""
    return WebDriverWait(driver, seconds, ignored_exceptions=[StaleElementReferenceException], **more)


def click_a_move(driver, chooser: random.Random) -> str:
    """Plays one of the page's moves by clicking (a target holding several: one of its chooser's); answers
    the version it was played at."""
    def clicked(d):
        before = text_of(d, "version")
        if not playable(d):
            return None
        click_one(d, chooser)
        return before
    return waiting(driver, MOVE_S).until(clicked)


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
    assert text_of(browser, "viewer").startswith("Seat 1 (Ada): your view")
    # The page plays as the account's seat: a click moves the game on, the bot answers.
    before = int(click_a_move(browser, random.Random(3)))
    WebDriverWait(browser, MOVE_S).until(lambda d, v=before: int(text_of(d, "version")) > v)
    assert http.get(f"{base}/v1/games/{game_id}").json()["version"] > before
    assert not browser.find_element(By.ID, "refusal").is_displayed()


def test_a_lilliput_landscape_and_the_table_options_are_chosen_on_the_lobby_and_a_refused_tile_is_shown(served, browser):
    http, base = served.http, served.url
    sign_up(browser, base, "Ada")
    sea = {"square": "3,3", "tile": "sea", "rotation": 2}
    home = {"square": "0,1", "tile": "terrain-10", "rotation": 0}  # a home city's square: the rules refuse it
    clock = {"base_s": 600, "increment_s": 5, "on_timeout": "automa"}
    choose_game(browser, "lilliput", {"variant": "laputa", "landscape": [sea, home], "undo": False, "clock": clock},
                ["easy"])
    tiles = browser.find_element(By.CSS_SELECTOR, "[data-option='landscape']")
    offered = Select(tiles.find_element(By.CSS_SELECTOR, "[data-property='tile']")).options
    assert {json.loads(o.get_attribute("value")) for o in offered} == set(
        http.get(f"{base}/v1/rules/lilliput").json()["options"]["properties"]["landscape"]["items"]["properties"]["tile"]["enum"])
    browser.find_element(By.ID, "start-game").click()
    refusal = WebDriverWait(browser, LOAD_S).until(lambda d: d.find_element(By.ID, "new-game-refusal").is_displayed()
                                                   and d.find_element(By.ID, "new-game-refusal"))
    assert "(the home cities) are not part of the landscape" in refusal.text and browser.current_url.endswith("/play")
    rows = tiles.find_elements(By.CLASS_NAME, "record")
    assert [row.get_attribute("aria-invalid") for row in rows] == [None, "true"], "the refused tile's row is marked"
    # A square the API's schema refuses (400), typed where the browser checks no pattern: the field is named.
    square = rows[1].find_element(By.CSS_SELECTOR, "[data-property='square']")
    browser.execute_script("arguments[0].removeAttribute('pattern')", square)
    square.clear()
    square.send_keys("north")
    browser.find_element(By.ID, "start-game").click()
    WebDriverWait(browser, LOAD_S).until(lambda d: "landscape 2, square: 'north' does not match" in text_of(d, "new-game-refusal"))
    assert [row.get_attribute("aria-invalid") for row in rows] == [None, "true"]
    # The person moves the refused tile to a square the rules take, and adds another.
    square.clear()
    square.send_keys("2,1")
    Select(rows[1].find_element(By.CSS_SELECTOR, "[data-property='tile']")).select_by_value('"terrain-30"')
    Select(rows[1].find_element(By.CSS_SELECTOR, "[data-property='rotation']")).select_by_value("1")
    tiles.find_element(By.CLASS_NAME, "add-record").click()
    last = tiles.find_elements(By.CLASS_NAME, "record")[-1]
    last.find_element(By.CSS_SELECTOR, "[data-property='square']").send_keys("-3,0")
    Select(last.find_element(By.CSS_SELECTOR, "[data-property='tile']")).select_by_value('"terminus"')
    browser.find_element(By.ID, "start-game").click()
    WebDriverWait(browser, LOAD_S).until(lambda d: "/games/" in d.current_url)
    game_id = browser.current_url.split("/games/")[1].split("#")[0]
    options = http.get(f"{base}/v1/games/{game_id}").json()["options"]
    assert options["landscape"] == [sea, {"square": "2,1", "tile": "terrain-30", "rotation": 1},
                                    {"square": "-3,0", "tile": "terminus", "rotation": 0}]
    assert options["variant"] == "laputa" and options["undo"] is False and options["clock"] == clock


def invite(driver, account_id: str, title: str = "mini-express") -> None:
    """On the lobby: a new game of `title` with seat 2 kept for the account `account_id`."""
    choose_game(driver, title, {}, ["easy"])
    row = driver.find_elements(By.CSS_SELECTOR, "#seat-list li")[1]
    Select(row.find_element(By.CLASS_NAME, "seat-kind")).select_by_value("account")
    row.find_element(By.CLASS_NAME, "seat-account").send_keys(account_id)
    driver.find_element(By.ID, "start-game").click()
    WebDriverWait(driver, LOAD_S).until(lambda d: "every seat is taken" in text_of(d, "new-game-status"))


def on_game_page(driver, game_id: str) -> None:
    WebDriverWait(driver, LOAD_S).until(lambda d: d.current_url.endswith(f"/games/{game_id}"))
    WebDriverWait(driver, LOAD_S).until(lambda d: d.find_element(By.ID, "play").is_displayed()
                                        and text_of(d, "prompt"))


def test_two_people_in_two_browsers_challenge_accept_and_see_each_others_moves(served, relay, browser, second_browser):
    http, base = served.http, served.url
    sign_up(browser, base, "Ada")
    bo = sign_up(second_browser, base, "Bo")
    invite(browser, bo)
    # Bo is told on his lobby (his account's stream) and accepts there: he is on the game's page.
    game_id = click(second_browser, "#challenges-list li[data-game] button.accept")
    on_game_page(second_browser, game_id)
    # Ada's "my games" shows the game started: she opens it from there.
    click(browser, f"#my-games-list li[data-game='{game_id}'] a")
    on_game_page(browser, game_id)
    summary = http.get(f"{base}/v1/games/{game_id}").json()
    assert [seat["name"] for seat in summary["seats"]] == ["Ada", "Bo"] and summary["status"] == "active"

    pages = {"Ada": browser, "Bo": second_browser}
    chooser = random.Random(11)
    seen = {"Ada": [], "Bo": []}  # how long each took to see the other's moves, s
    for _ in range(12):
        mover = waiting(browser, MOVE_S).until(
            lambda d: next((name for name, page in pages.items() if playable(page)), None))
        other = "Bo" if mover == "Ada" else "Ada"
        before = int(click_a_move(pages[mover], chooser))
        start = time.monotonic()
        WebDriverWait(pages[other], SEEN_S, poll_frequency=0.05).until(lambda d, v=before: int(text_of(d, "version")) > v)
        seen[other].append(time.monotonic() - start)
        WebDriverWait(pages[mover], MOVE_S).until(lambda d, v=before: int(text_of(d, "version")) > v)
        if seen["Ada"] and seen["Bo"]:
            break
    assert seen["Ada"] and seen["Bo"], f"each saw the other's move within {SEEN_S} s: {seen}"


def my_games(driver) -> list[tuple[str, str]]:
    """The lobby's "my games", top first: (game id, where it stands), read in one script (the list is
    repainted as the account's stream tells: items found, then read one by one, may be gone)."""
    return [tuple(pair) for pair in driver.execute_script(
        "return Array.from(document.querySelectorAll('#my-games-list li[data-game]'),"
        " (item) => [item.dataset.game, item.dataset.standing]);")]


def test_my_games_follow_the_account_stream_a_game_waiting_for_you_moves_to_the_top(served, relay, browser):
    http, base = served.http, served.url
    ada, bo = (http.post(f"{base}/v1/accounts", json={"name": name, "kind": "human"}).json() for name in ("Ada", "Bo"))
    games = []
    for _ in range(2):  # Bo challenges Ada twice, Bo at seat 0 (to play first); Ada accepts over the API
        made = http.post(f"{base}/v1/challenges", headers=auth(bo["key"]), json={
            "rules": "mini-express", "players": [{"account": bo["account"]["id"]}, {"account": ada["account"]["id"]}]})
        assert made.status_code == 201, made.text
        assert http.post(f"{base}/v1/challenges/{made.json()['id']}/accept", headers=auth(ada["key"])).status_code == 200
        games.append(made.json()["id"])
    older, newer = games
    assert http.get(f"{base}/v1/games/{older}").json()["active_seats"] == [0]
    # Ada signs in on the lobby with her key (typed): newest first, both waiting for Bo.
    browser.get(f"{base}/play")
    WebDriverWait(browser, LOAD_S).until(lambda d: d.find_element(By.ID, "signin").is_displayed()
                                         or d.find_element(By.ID, "signed-in").is_displayed())
    if browser.find_element(By.ID, "signed-in").is_displayed():
        browser.find_element(By.ID, "sign-out").click()
    WebDriverWait(browser, LOAD_S).until(lambda d: d.find_element(By.ID, "account-key").is_displayed())
    browser.find_element(By.ID, "account-key").send_keys(ada["key"], Keys.ENTER)
    WebDriverWait(browser, LOAD_S).until(lambda d: my_games(d) == [(newer, "their turn"), (older, "their turn")])
    # Bo plays the older game until it is Ada's turn there: it comes to the top of her list, unasked.
    while 1 not in (summary := http.get(f"{base}/v1/games/{older}").json())["active_seats"]:
        legal = http.get(f"{base}/v1/games/{older}/legal-commands", headers=auth(bo["key"])).json()
        move = next(c for c in legal["commands"] if c["type"] not in {"undo", "resign", "hand_over", "take_back"})
        played = http.post(f"{base}/v1/games/{older}/commands", headers=auth(bo["key"]),
                           json={**move, "expected_version": legal["version"]})
        assert played.status_code == 201, played.text
    assert summary["active_seats"] == [1]
    WebDriverWait(browser, MOVE_S).until(lambda d: my_games(d) == [(older, "your turn"), (newer, "their turn")])
    assert "mine" in browser.find_element(By.CSS_SELECTOR, f"#my-games-list li[data-game='{older}']").get_attribute("class")


def test_a_game_forked_from_its_history_is_played_on_against_a_bot(served, relay, quick_bots, browser):
    http, base = served.http, served.url
    game_id = start_from_lobby(browser, base, "mini-express", {}, ["easy"], name="Ada")
    chooser = random.Random(7)
    for _ in range(2):  # two moves of Ada's, each answered by the bot
        before = int(click_a_move(browser, chooser))
        waiting(browser, MOVE_S).until(lambda d, v=before: int(text_of(d, "version")) > v and playable(d))
    latest = int(text_of(browser, "version"))
    slider = browser.find_element(By.ID, "slider")
    slider.send_keys(Keys.HOME)  # back to the start of the history, with the keyboard
    WebDriverWait(browser, LOAD_S).until(lambda d: text_of(d, "shown").startswith("version "))
    shown = int(text_of(browser, "version"))
    assert shown < latest
    browser.find_element(By.ID, "fork").click()
    WebDriverWait(browser, LOAD_S).until(lambda d: "/games/" in d.current_url and game_id not in d.current_url)
    fork_id = browser.current_url.split("/games/")[1].split("#")[0]
    WebDriverWait(browser, LOAD_S).until(lambda d: d.find_element(By.ID, "play").is_displayed() and text_of(d, "prompt"))
    fork = http.get(f"{base}/v1/games/{fork_id}").json()
    assert fork["forked_from"]["game"] == game_id and shown <= fork["forked_from"]["version"] < latest
    assert fork["seats"][0]["name"] == "Ada" and fork["seats"][1]["kind"] == "bot"
    assert text_of(browser, "viewer").startswith("Seat 1 (Ada): your view")
    before = int(click_a_move(browser, chooser))
    WebDriverWait(browser, MOVE_S).until(lambda d, v=before: int(text_of(d, "version")) > v)
    assert http.get(f"{base}/v1/games/{fork_id}").json()["version"] > before
    assert not browser.find_element(By.ID, "refusal").is_displayed()


def picture_width(driver) -> float:
    return driver.execute_script("return document.querySelector('#picture svg').getBoundingClientRect().width;")


def test_the_picture_fills_its_column_and_zooms_from_the_buttons_and_the_keyboard(served, browser):
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Bo"}], seed="zoom")
    browser.get("about:blank")
    browser.get(f"{base}/games/{created['game']['id']}")
    WebDriverWait(browser, LOAD_S).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#picture svg"))
    fit = picture_width(browser)
    column = browser.execute_script("return document.querySelector('.columns').getBoundingClientRect().width;")
    assert fit >= column - 18 * 16 - 16 - 1, "at 1400 px the picture takes all the side column leaves"
    assert fit > 1000
    assert not browser.find_element(By.ID, "zoom-fit").is_enabled()
    browser.find_element(By.ID, "zoom-in").click()
    assert picture_width(browser) == pytest.approx(fit * 1.25, rel=0.01) and text_of(browser, "zoom-level") == "125%"
    browser.find_element(By.TAG_NAME, "body").send_keys("+")
    assert picture_width(browser) == pytest.approx(fit * 1.5, rel=0.01) and text_of(browser, "zoom-level") == "150%"
    frame = browser.find_element(By.ID, "picture")
    assert browser.execute_script("return arguments[0].scrollWidth > arguments[0].clientWidth;", frame), "it scrolls"
    browser.find_element(By.TAG_NAME, "body").send_keys("-")
    assert text_of(browser, "zoom-level") == "125%"
    browser.find_element(By.ID, "zoom-fit").click()
    assert picture_width(browser) == pytest.approx(fit, rel=0.01) and text_of(browser, "zoom-level") == "100%"


def test_a_finished_game_is_played_again_from_my_games_rematch(served, relay, quick_bots, browser, screenshots):
    http, base = served.http, served.url
    game_id = start_from_lobby(browser, base, "mini-express", {}, ["easy"], name="Ada")
    hand_over = WebDriverWait(browser, LOAD_S).until(
        lambda d: [b for b in d.find_elements(By.CSS_SELECTOR, "#table-commands button") if b.text == "Hand over to a bot"])
    hand_over[0].click()  # the bots play the game to its end
    WebDriverWait(browser, 120).until(lambda d: text_of(d, "status") == "finished")
    browser.find_element(By.LINK_TEXT, "Play").click()
    WebDriverWait(browser, LOAD_S).until(lambda d: dict(my_games(d)).get(game_id, "").startswith("finished"))
    save_whole_page(browser, screenshots / "lobby.png")
    click(browser, f"#my-games-list li[data-game='{game_id}'] button.rematch")
    WebDriverWait(browser, LOAD_S).until(lambda d: "/games/" in d.current_url and game_id not in d.current_url)
    again = browser.current_url.split("/games/")[1]
    WebDriverWait(browser, LOAD_S).until(lambda d: d.find_element(By.ID, "play").is_displayed() and text_of(d, "prompt"))
    summary = http.get(f"{base}/v1/games/{again}").json()
    assert [seat["kind"] for seat in summary["seats"]] == ["bot", "human"] and summary["seats"][1]["name"] == "Ada"
    assert text_of(browser, "viewer").startswith("Seat 2 (Ada): your view")


def test_the_new_game_form_says_what_each_option_means_and_that_two_mini_express_players_play_expert(served,
                                                                                                     browser):
    """Issue 44: the form said "mode: standard" while two players without the automa play the experts'
    game; each option's field now has its meaning under it, in the rules' words (the option's description)."""
    sign_up(browser, served.url, "Ada")
    Select(browser.find_element(By.ID, "new-title")).select_by_value("mini-express")
    mode = browser.find_element(By.ID, "option-mode")
    hint = mode.find_element(By.XPATH, "ancestor::div[@class='option']//small").text
    assert "expert" in hint and "two players without the automa" in hint, hint
    assert mode.is_displayed() and browser.find_element(By.CSS_SELECTOR, "#new-options .option .hint").is_displayed()
