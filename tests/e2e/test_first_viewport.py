"""The board first (issue 44): on every title's seat page, at 1280×800 and at 1024 px wide, the top of
the board and the prompt are in the first viewport, nothing scrolls sideways, and the players' names are
never cut (a long one goes on to a second line), each whole in its tooltip too (docs/pages.md, "The board
first")."""
from __future__ import annotations

import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from domain.core.registry import all_rules
from tests.e2e.clicking import posted
from tests.pictures.positions import position

pytestmark = pytest.mark.e2e
LOAD_S = 20  # a page's first load (the browser may be starting); not a speed claim
SIZES = [(1280, 800), (1024, 768)]

# Where the board's top and the prompt are, against the window; how wide the page is against it; and
# each player name's cell: cut (its text wider than the cell) and its tooltip.
_LAYOUT = """
const box = (el) => el.getBoundingClientRect();
const names = Array.from(document.querySelectorAll('#players td.name'), (cell) => ({
  cut: cell.scrollWidth > cell.clientWidth + 1, tooltip: cell.title || '', text: cell.textContent.trim()}));
return {board: box(document.querySelector('#picture svg')).top, prompt: box(document.getElementById('prompt')).bottom,
        prompt_text: document.getElementById('prompt').textContent,
        height: window.innerHeight, width: document.documentElement.clientWidth,
        scroll: document.documentElement.scrollWidth, names};
"""


@pytest.fixture
def small_window(browser):
    """The browser with its viewport set to exactly the sizes asked (the window's frame aside), as it was after."""
    yield browser
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


@pytest.mark.parametrize("name", sorted(all_rules()))
def test_the_board_and_the_prompt_are_in_the_first_viewport_without_sideways_scroll(served, small_window, name):
    browser = small_window
    game_id, token = posted(served.http, served.url, name)  # its seats named as newcomers name themselves
    for width, height in SIZES:
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        browser.get("about:blank")  # a new fragment on the same page would not load it again
        browser.get(f"{served.url}/games/{game_id}#token={token}")
        WebDriverWait(browser, LOAD_S).until(lambda d: d.find_element(By.ID, "play").is_displayed()
                                             and d.find_element(By.ID, "prompt").text)
        layout = browser.execute_script(_LAYOUT)
        assert layout["width"] >= width - 20, layout  # (the window is the size asked: the test measures it)
        assert layout["scroll"] <= layout["width"], f"{name} at {width} px scrolls sideways: {layout}"
        assert 0 <= layout["board"] < layout["height"] / 2, f"{name} at {width} px: the board starts low: {layout}"
        assert 0 < layout["prompt"] <= layout["height"], f"{name} at {width} px: the prompt is below the fold: {layout}"
        if layout["prompt_text"].startswith("Your turn"):  # what to do, in words (not "Your turn: 144 moves")
            assert not re.search(r"\d+ moves?\b", layout["prompt_text"]), layout["prompt_text"]
        assert len(layout["names"]) == len(position(name).seats)
        for cell in layout["names"]:
            assert not cell["cut"] and cell["tooltip"] == cell["text"], f"{name} at {width} px: a name cut: {cell}"
