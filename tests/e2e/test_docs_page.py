"""The reference (/docs) in a real headless Chromium, under its Content-Security-Policy: Swagger UI
starts from this server's files alone, and a token given to Authorize stays in the page (never in
localStorage), so it is gone with the tab."""
from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

pytestmark = pytest.mark.e2e
LOAD_S = 20  # a page's first load (the browser may be starting); not a speed claim


def test_swagger_ui_renders_under_the_policy_and_keeps_no_token_in_local_storage(served, browser):
    browser.get("about:blank")
    browser.get(f"{served.url}/docs")
    # Every operation of the document rendered: the page's own script ran (an inline one would not).
    WebDriverWait(browser, LOAD_S).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".opblock")) > 20)
    assert browser.find_elements(By.CSS_SELECTOR, ".opblock-summary-path[data-path='/v1/games/{game_id}/commands']")
    browser.execute_script("localStorage.clear();")
    # What the Authorize dialog's button dispatches.
    browser.execute_script("window.ui.authActions.authorizeWithPersistOption({seatToken: {name: 'seatToken', value: 'a-seat-token',"
                           " schema: {type: 'http', scheme: 'bearer'}}});")
    WebDriverWait(browser, LOAD_S).until(
        lambda d: d.execute_script("return window.ui.authSelectors.authorized().toJS();").get("seatToken"))
    assert browser.execute_script("return JSON.stringify(localStorage);") == "{}"
