"""Starting a game the way a person does, by clicking on the lobby page (/play; docs/pages.md), for any
e2e test that then plays it on the game page:

    from tests.e2e.lobby import start_from_lobby

    def test_a_person_plays_ticket_to_ride(served, relay, quick_bots, browser):
        game_id = start_from_lobby(browser, served.url, "ticket-to-ride", {}, ["easy"])
        # the browser is on /games/<game_id>, playing seat 0 (the new account's) against an easy bot:
        # click the picture's targets and the panel's buttons from here

`options` are the title's own options by their names as GET /v1/rules lists them (a yes/no, one value
of a list, a list of values, or a list of records such as 18 Lilliput's landscape), and the table's
`undo` (bool) and `clock` ({"base_s": seconds, whole minutes; "increment_s"; "on_timeout"}); `rated`
(bool) ticks the form's "rated" (the game's, not an option). `bots` fills the seats after the
player's, in order: a bot level ("easy", "normal", "strong") or "automa". A server bot needs a worker (`quick_bots` or `worker`); the page's live feed of the bots'
moves needs the `relay`. The account is created on the page (a new one each call, signed out of any
other first), so the player's seat is 0."""
from __future__ import annotations

import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

LOAD_S = 20  # the page's first load (the browser may be starting); not a speed claim


def sign_up(driver, base_url: str, name: str) -> str:
    """Opens the lobby and creates an account named `name` on it; answers the account's id."""
    sign_out(driver, base_url)
    wait = WebDriverWait(driver, LOAD_S)
    driver.find_element(By.ID, "account-name").send_keys(name)
    driver.find_element(By.CSS_SELECTOR, "#create-account button[type=submit]").click()
    wait.until(lambda d: d.find_element(By.ID, "signed-in").is_displayed() and d.find_elements(By.CSS_SELECTOR, "#seat-list li"))
    driver.find_element(By.ID, "new-key-done").click()
    return driver.find_element(By.ID, "me-id").text


def sign_out(driver, base_url: str) -> None:
    """Opens the lobby and signs out of the tab's account, if one is signed in: a game's page is then
    the spectator's."""
    driver.get(f"{base_url}/play")
    wait = WebDriverWait(driver, LOAD_S)
    wait.until(lambda d: d.find_element(By.ID, "signin").is_displayed() or d.find_element(By.ID, "signed-in").is_displayed())
    if driver.find_element(By.ID, "signed-in").is_displayed():
        driver.find_element(By.ID, "sign-out").click()
        wait.until(lambda d: d.find_element(By.ID, "signin").is_displayed())


def choose_game(driver, title: str, options: dict, bots: list[str]) -> None:
    """Fills the lobby's "new game" form: the title, its options, and a seat for each of `bots`."""
    Select(driver.find_element(By.ID, "new-title")).select_by_value(title)
    for name, value in options.items():
        if name == "undo":
            set_box(driver.find_element(By.ID, "option-undo"), value)
        elif name == "rated":  # (not an option: the new game's `rated`, beside the table's options)
            set_box(driver.find_element(By.ID, "new-rated"), value)
        elif name == "clock":
            type_in(driver.find_element(By.ID, "option-clock"), value["base_s"] // 60)
            type_in(driver.find_element(By.ID, "option-increment"), value.get("increment_s", 0))
            Select(driver.find_element(By.ID, "option-timeout")).select_by_value(value.get("on_timeout", "lose"))
        else:
            field = driver.find_element(By.CSS_SELECTOR, f"[data-option='{name}']")
            if field.get_attribute("data-records"):
                fill_records(field, value)
            elif field.tag_name == "fieldset":
                for box in field.find_elements(By.TAG_NAME, "input"):
                    set_box(box, json.loads(box.get_attribute("value")) in value)
            elif field.get_attribute("type") == "checkbox":
                set_box(field, value)
            else:
                Select(field).select_by_value(json.dumps(value))
    while len(seats(driver)) < len(bots) + 1:
        driver.find_element(By.ID, "add-seat").click()
    while len(seats(driver)) > len(bots) + 1:
        seats(driver)[-1].find_element(By.CLASS_NAME, "remove-seat").click()
    for row, bot in zip(seats(driver)[1:], bots, strict=True):
        Select(row.find_element(By.CLASS_NAME, "seat-kind")).select_by_value("automa" if bot == "automa" else "bot")
        if bot != "automa":
            Select(row.find_element(By.CLASS_NAME, "seat-level")).select_by_value(bot)


def fill_records(field, records: list[dict]) -> None:
    """A list of records (rows of fields, one for each property): emptied, then a row added for each."""
    for remove in field.find_elements(By.CLASS_NAME, "remove-record"):
        remove.click()
    for record in records:
        field.find_element(By.CLASS_NAME, "add-record").click()
        row = field.find_elements(By.CLASS_NAME, "record")[-1]
        for name, value in record.items():
            part = row.find_element(By.CSS_SELECTOR, f"[data-property='{name}']")
            if part.tag_name == "select":
                Select(part).select_by_value(json.dumps(value))
            else:
                type_in(part, value)


def type_in(field, value) -> None:
    field.clear()
    field.send_keys(str(value))


def seats(driver) -> list:
    return driver.find_elements(By.CSS_SELECTOR, "#seat-list li")


def set_box(box, checked: bool) -> None:
    if box.is_selected() != bool(checked):
        box.click()


def start_from_lobby(driver, base_url: str, title: str, options: dict, bots: list[str], name: str = "Ada",
                     seed: str | None = None) -> str:
    """Signs up on the lobby as `name`, starts a game of `title` against `bots` by clicking, and waits on
    the game page until the controls of the player's seat (0) are shown (its turn or the others'); answers
    the game's id. `seed`: typed in the form's advanced seed field, so that a run deals the same game."""
    sign_up(driver, base_url, name)
    choose_game(driver, title, options, bots)
    if seed is not None:
        driver.find_element(By.CSS_SELECTOR, "#new-advanced summary").click()
        driver.find_element(By.ID, "new-seed").send_keys(seed)
    driver.find_element(By.ID, "start-game").click()
    wait = WebDriverWait(driver, LOAD_S)
    wait.until(lambda d: "/games/" in d.current_url)
    wait.until(lambda d: d.find_element(By.ID, "play").is_displayed())
    return driver.current_url.split("/games/")[1].split("#")[0]
