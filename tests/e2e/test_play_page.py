"""Playing on a seat's page in a real headless Chromium (issue 29, docs/pages.md): a person plays a whole
game against a server bot by clicking only; every legal move is on the page once (panel or target); a
seat's page holds nothing of another seat's hand; targets and their chooser work from the keyboard; a
stale move (409) and a refusal (422) are shown; the table's commands and the clocks; another token in
the same tab switches the view; the favicon is served."""
from __future__ import annotations

import copy
import json
import random

import pytest
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from domain.core.local import LocalGame
from domain.core.registry import all_rules, get_rules
from domain.core.rules import SeatSpec
from domain.core.svg import add, document, to_text
from domain.core.targets import marked
from tests.e2e.clicking import play_and_check, text_of
from tests.e2e.lobby import start_from_lobby
from tests.pictures.positions import players
from tests.service.play import auth, create

pytestmark = pytest.mark.e2e
LOAD_S = 20  # a page's first load (the browser may be starting); not a speed claim
MOVE_S = 20  # a move and the bot's answer, seen on the page
MAX_MOVES = 200  # a Mini Express game is far shorter; bounds the loop if the page stops moving
TABLE = {"undo", "resign", "hand_over", "take_back"}


def open_seat(driver, url: str) -> None:
    driver.get("about:blank")  # a new fragment on the same page would not load it again
    driver.get(url)
    WebDriverWait(driver, LOAD_S).until(lambda d: d.find_element(By.ID, "play").is_displayed())


def panel_commands(driver) -> list[dict]:
    """The commands of the panel's buttons (the game's; the table's are apart)."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#commands button[data-command]'), "
        "b => JSON.parse(b.dataset.command));")


def enabled_panel_buttons(driver) -> list:
    return [b for b in driver.find_elements(By.CSS_SELECTOR, "#commands button[data-command]") if b.is_enabled()]


def test_a_person_plays_a_whole_mini_express_game_against_a_bot_by_clicking_only(served, relay, quick_bots, browser,
                                                                                    screenshots):
    """The person signs up on the lobby (/play) and starts the game there, rated: no API call makes it or a
    move; its end moves the person's rating."""
    game_id = start_from_lobby(browser, served.url, "mini-express", {"rated": True}, ["easy"], seed="play-mini-express")

    def live_scores() -> None:
        scores = [cell.text for cell in browser.find_elements(By.CSS_SELECTOR, "#players .score")]
        assert all(score.isdigit() for score in scores), f"live scores while the game runs: {scores}"

    made, summary = play_and_check(browser, served, game_id, seed=5, max_moves=MAX_MOVES,
                                   screenshot=screenshots / "play-mini-express.png", mid_play=live_scores)
    assert sum(made.values()) > 3
    assert summary["seed"] == "play-mini-express"  # the lobby's seed dealt it (shown once the game ends)
    account = f"{served.url}/v1/accounts/{summary['seats'][0]['account']}"  # rated by the relay, after the end
    WebDriverWait(browser, LOAD_S).until(lambda _: "mini-express" in served.http.get(account).json()["ratings"])


def test_a_seats_panel_holds_its_own_legal_commands_and_no_other_seats_cards(served, browser):
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Bo"}], seed="hidden-panel")
    game_id = created["game"]["id"]
    tokens = [seat["token"] for seat in created["seats"]]
    views = [http.get(f"{base}/v1/games/{game_id}/state", headers=auth(t)).json()["view"] for t in tokens]
    legal = [http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(t)).json()["commands"] for t in tokens]
    for seat, token in enumerate(tokens):
        open_seat(browser, f"{base}/games/{game_id}#token={token}")
        mine, others = views[seat]["players"][seat], views[1 - seat]["players"][1 - seat]  # each from its own seat
        assert "offer" not in views[seat]["players"][1 - seat] and mine["offer"], "the API hides the other's offer"
        WebDriverWait(browser, LOAD_S).until(lambda d, s=seat: panel_commands(d) == [
            c for c in legal[s] if c["type"] not in TABLE])
        panel = browser.find_element(By.ID, "play").text
        held = browser.execute_script(
            "return Array.from(document.querySelectorAll('#picture .target'), t => t.dataset.commands).join();")
        assert all(ticket not in panel and ticket not in held for ticket in others["offer"])
        assert all(ticket in json.dumps(panel_commands(browser)) for ticket in mine["offer"])
        table = [b.text for b in browser.find_elements(By.CSS_SELECTOR, "#table-commands button")]
        assert "Resign" in table and "Hand over to a bot" in table


def test_another_token_in_the_same_tab_switches_the_view_and_the_favicon_is_served(served, browser):
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Bo"}], seed="hashchange")
    game_id = created["game"]["id"]
    tokens = [seat["token"] for seat in created["seats"]]
    open_seat(browser, f"{base}/games/{game_id}#token={tokens[0]}")
    assert text_of(browser, "viewer").startswith("Seat 1 (Ada)")
    browser.execute_script("location.hash = arguments[0]", f"token={tokens[1]}")
    WebDriverWait(browser, LOAD_S).until(lambda d: text_of(d, "viewer").startswith("Seat 2 (Bo)"))
    shown = json.loads(text_of(browser, "view"))
    assert "hand" in shown["players"][1] and "hand" not in shown["players"][0]
    icon = http.get(f"{base}/favicon.ico")
    assert icon.status_code == 200 and icon.headers["Content-Type"].startswith("image/svg+xml")
    assert http.get(f"{base}/assets/favicon.svg").status_code == 200


def targets_picture(self, view: dict, *args, **kwargs) -> str:
    """A test picture marked as docs/pictures.md says: one target holding the viewer's first legal move,
    one holding all of them but `pass` (a chooser), `pass` left to the panel."""
    root = document(300, 60, "targets")
    moves = [c for c in self.legal_commands(view, view["viewer"]) if c["type"] not in TABLE | {"pass"}] \
        if view.get("viewer") is not None else []
    for n, (name, held) in enumerate((("first move", moves[:1]), ("every move", moves))):
        if held:
            add(root, "rect", class_="target", x=10 + 150 * n, y=10, width=120, height=40, tabindex=0, role="button",
                aria_label=name, data_commands=json.dumps(held), id=f"target-{n}",
                data_choices=json.dumps([f"{c['type']} {c['data']['company']}" for c in held]))
    return to_text(root)


def test_a_target_plays_its_move_from_the_keyboard_and_a_shared_target_opens_a_chooser(served, browser,
                                                                                        monkeypatch):
    rules = all_rules()["mini-express"]
    drawing = copy.copy(rules)
    drawing.__class__ = type("TargetsMiniExpress", (type(rules),), {"picture": targets_picture})
    monkeypatch.setitem(all_rules(), "mini-express", drawing)
    http, base = served.http, served.url
    created = create(http, base, "mini-express", [{"name": "Ada"}, {"name": "Bo"}], seed="targets")
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()
    moves = [c for c in legal["commands"] if c["type"] not in TABLE]
    assert len([c for c in moves if c["type"] != "pass"]) > 1
    open_seat(browser, f"{base}/games/{game_id}#token={token}")
    WebDriverWait(browser, LOAD_S).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#picture #target-1"))
    assert panel_commands(browser) == [c for c in moves if c["type"] == "pass"], "the panel holds what no target does"
    browser.find_element(By.ID, "target-0").send_keys(Keys.ENTER)  # a target holding one move plays it
    WebDriverWait(browser, MOVE_S).until(lambda d: text_of(d, "version") != str(legal["version"]))
    events = http.get(f"{base}/v1/games/{game_id}/events?after={legal['version']}", headers=auth(token)).json()
    assert events["events"][0]["data"]["company"] == moves[0]["data"]["company"]
    # Seat 1 plays till seat 0's turn comes again; its shared target opens a chooser operated by the keyboard.
    other = created["seats"][1]["token"]
    for _ in range(5):
        answer = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(other)).json()
        moves_of_other = [c for c in answer["commands"] if c["type"] not in TABLE]
        if not moves_of_other:
            break
        posted = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(other),
                           json={**moves_of_other[0], "expected_version": answer["version"]})
        assert posted.status_code == 201, posted.text
    now = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()
    shared = [c for c in now["commands"] if c["type"] not in TABLE | {"pass"}]
    WebDriverWait(browser, MOVE_S).until(lambda d: text_of(d, "version") == str(now["version"])
                                         and d.find_elements(By.CSS_SELECTOR, "#picture #target-1"))
    browser.find_element(By.ID, "target-1").send_keys(Keys.SPACE)
    WebDriverWait(browser, LOAD_S).until(lambda d: d.find_element(By.ID, "chooser").is_displayed())
    choices = browser.find_elements(By.CSS_SELECTOR, "#chooser-commands button")
    assert [json.loads(b.get_attribute("data-command")) for b in choices] == shared
    assert [b.text for b in choices] == [f"{c['type']} {c['data']['company']}" for c in shared], "data-choices' words"
    assert browser.switch_to.active_element == choices[0]
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    WebDriverWait(browser, LOAD_S).until(lambda d: not d.find_element(By.ID, "chooser").is_displayed())
    assert browser.switch_to.active_element.get_attribute("id") == "target-1", "focus goes back to the target"
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(browser, LOAD_S).until(lambda d: d.find_element(By.ID, "chooser").is_displayed())
    choices = browser.find_elements(By.CSS_SELECTOR, "#chooser-commands button")
    choices[-1].send_keys(Keys.ENTER)
    WebDriverWait(browser, MOVE_S).until(lambda d: text_of(d, "version") != str(now["version"]))
    last = http.get(f"{base}/v1/games/{game_id}/events?after={now['version']}", headers=auth(token)).json()
    assert shared[-1]["data"]["company"] != shared[0]["data"]["company"]
    assert last["events"][0]["data"]["company"] == shared[-1]["data"]["company"], "the chosen move, not the first"


def test_a_move_made_on_a_stale_position_is_refused_and_the_player_chooses_again(served, browser):
    """The page's live feed is cut (the browser blocks it), so it does not see the other seat's move:
    its move is refused (409), the page says so, lists the moves again, and the next click plays."""
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Bo"}], seed="stale")
    game_id = created["game"]["id"]
    tokens = [seat["token"] for seat in created["seats"]]
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/events/stream*"]})
    try:
        open_seat(browser, f"{base}/games/{game_id}#token={tokens[0]}")
        WebDriverWait(browser, LOAD_S).until(enabled_panel_buttons)
        answer = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(tokens[1])).json()
        move = next(c for c in answer["commands"] if c["type"] not in TABLE)  # both keep tickets at once
        posted = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(tokens[1]),
                           json={**move, "expected_version": answer["version"]})
        assert posted.status_code == 201, posted.text
        stale = text_of(browser, "version")
        enabled_panel_buttons(browser)[0].click()
        WebDriverWait(browser, MOVE_S).until(lambda d: d.find_element(By.ID, "refusal").is_displayed())
        assert "moved on" in text_of(browser, "refusal")
        WebDriverWait(browser, MOVE_S).until(lambda d: text_of(d, "version") != stale and enabled_panel_buttons(d))
        moved_on = text_of(browser, "version")
        enabled_panel_buttons(browser)[0].click()
        WebDriverWait(browser, MOVE_S).until(lambda d: text_of(d, "version") != moved_on)
        assert not browser.find_element(By.ID, "refusal").is_displayed()
    finally:
        browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})


def click_table(driver, words: str) -> None:
    """Click the table's button `words`, again if the page painted a newer position meanwhile."""
    def clicked(d) -> bool:
        next(b for b in d.find_elements(By.CSS_SELECTOR, "#table-commands button") if b.text == words).click()
        return True
    WebDriverWait(driver, LOAD_S, ignored_exceptions=(StaleElementReferenceException, StopIteration)).until(clicked)


def test_the_table_commands_and_a_refusals_detail_and_the_clocks(served,
                                                                                                        browser):
    """No worker runs here, so a seat handed over waits for its bot: the page shows it handed over."""
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Bo"}], seed="table",
                     options={"clock": {"base_s": 600, "increment_s": 0, "on_timeout": "lose"}})
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    open_seat(browser, f"{base}/games/{game_id}#token={token}")
    clock = browser.find_element(By.CSS_SELECTOR, "#players tr[data-seat='0'] .clock")
    WebDriverWait(browser, LOAD_S).until(lambda d: clock.is_displayed() and clock.text.startswith(("10:00", "9:5")))
    first = clock.text
    WebDriverWait(browser, 5).until(lambda d: clock.text != first and clock.text.startswith("9:5"))  # ticking
    click_table(browser, "Hand over to a bot")
    WebDriverWait(browser, MOVE_S).until(lambda d: text_of(d, "prompt") == "A bot plays your seat.")
    assert panel_commands(browser) == []
    click_table(browser, "Take back my seat")
    WebDriverWait(browser, MOVE_S).until(lambda d: text_of(d, "prompt").startswith("Your turn"))
    click_table(browser, "Hand over to a bot")  # a second time this turn: refused by the table
    WebDriverWait(browser, MOVE_S).until(lambda d: d.find_element(By.ID, "refusal").is_displayed())
    refusal = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(token), json={"type": "hand_over"})
    assert refusal.status_code == 422
    assert text_of(browser, "refusal") == f"Refused: {refusal.json()['detail']}"
    click_table(browser, "Resign")  # asks again first
    click_table(browser, "Resign: are you sure?")
    WebDriverWait(browser, MOVE_S).until(lambda d: text_of(d, "prompt") == "The game is over.")
    assert http.get(f"{base}/v1/games/{game_id}").json()["winners"] == [1]


def canonical(commands: list[dict]) -> list[str]:
    """The commands as a sorted multiset of their JSON (keys sorted): the same moves, each as often."""
    return sorted(json.dumps({"type": c["type"], "data": c.get("data") or {}}, sort_keys=True) for c in commands)


CHECKED_AT = (0.1, 0.5, 0.9)  # the positions checked: these fractions of the seeded random game's length
BOARD_MOVES = {  # the commands each title's picture holds on its targets (docs/pictures.md's table), never the panel
    "ticket-to-ride": {"claim_route", "take_face_up"},
    "railroad-ink": {"place_route", "place_special", "place_lava", "draw_volcano", "erase_route"},
    "mini-express": {"build", "draft", "take_share"},
    "tinners-trail": {"build_mine", "mine_ore", "build_port", "place_miner", "build_train", "explore", "dig_adit",
                      "invest"},
    "lilliput": {"lay_tile", "lay_character_tile", "place_token", "found_company", "buy_share", "sell_shares"},
}


def random_game(name: str) -> LocalGame:
    """The whole game `name` played in memory by seeded random legal commands, three seats where it allows."""
    rules = get_rules(name)
    game = LocalGame(rules, [SeatSpec(f"Player {i + 1}") for i in range(players(name))], seed=f"every-move-{name}")
    chooser = random.Random(name)
    while not game.status().finished and game.status().active_seats:
        seat = chooser.choice(list(game.status().active_seats))
        game.play(seat, chooser.choice(rules.legal_commands(game.state, seat)))
    return game


def on_the_page(driver) -> tuple[list[dict], list[dict]]:
    """The panel's commands and the targets' commands of a seat's page once its picture has targets."""
    targets = driver.execute_script(
        "return Array.from(document.querySelectorAll('#picture .target'), t => JSON.parse(t.dataset.commands)).flat();")
    return panel_commands(driver), targets


@pytest.mark.parametrize("name", sorted(all_rules()))
def test_every_legal_move_of_a_position_is_on_the_page_once_in_the_panel_or_on_a_target(served, browser, name):
    """At three positions of a random game of each title (early, midway, near its end), played over the
    API, the panel and the targets of an active seat's page hold exactly its legal commands, each once,
    and every move the title plays on its board is on a target."""
    http, base = served.http, served.url
    game = random_game(name)
    created = http.post(f"{base}/v1/games", json={"rules": name, "seed": game.seed,
                                                  "players": [{"name": seat.name} for seat in game.seats]})
    assert created.status_code == 201, created.text
    game_id, tokens = created.json()["game"]["id"], [seat["token"] for seat in created.json()["seats"]]
    checked_at = [round(fraction * len(game.commands)) for fraction in CHECKED_AT]
    checked = 0
    for played, (seat, command, _) in enumerate(game.commands):
        if played in checked_at:
            checked += 1
            summary = http.get(f"{base}/v1/games/{game_id}").json()
            active = summary["active_seats"][0]
            legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(tokens[active])).json()
            moves = [c for c in legal["commands"] if c["type"] not in TABLE]
            assert moves, f"seat {active} of {name} is to play at version {summary['version']}"
            open_seat(browser, f"{base}/games/{game_id}#token={tokens[active]}")
            picture = http.get(f"{base}/v1/games/{game_id}/picture.svg?targets=1", headers=auth(tokens[active])).text
            drawn = canonical([command for target in marked(picture) for command in target["commands"]])
            try:  # the page shows the picture's targets (not a picture without them, all in the panel)
                WebDriverWait(browser, LOAD_S).until(lambda d, drawn=drawn: text_of(d, "prompt").startswith(
                    "Your turn") and canonical(on_the_page(d)[1]) == drawn)
            except TimeoutException:
                pass  # the assertions below say what differs
            panel, targets = on_the_page(browser)
            where = f"{name} at version {summary['version']}, seat {active}"
            assert canonical(targets) == drawn, f"{where}: the page's targets are the picture's"
            assert canonical(panel + targets) == canonical(moves), where
            assert not set(canonical(panel)) & set(canonical(targets)), f"{where}: a move in the panel and on a target"
            assert not [c for c in panel if c["type"] in BOARD_MOVES[name]], f"{where}: a board move with no target"
        posted = http.post(f"{base}/v1/games/{game_id}/commands", json=command, headers=auth(tokens[seat]))
        assert posted.status_code == 201, posted.text
    assert checked == len(CHECKED_AT)
