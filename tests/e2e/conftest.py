"""A real browser for the e2e tests: Debian's headless Chromium driven by selenium through Debian's
chromedriver (`make e2e` installs both; nothing is downloaded at run time).

Screenshots go to var/screenshots/ (not in git), or to the folder TRACKSIDE_SCREENSHOTS names:
`make e2e` writes docs/screenshots/, the pictures the README shows."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.support import ROOT

FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=1400,1000", "--hide-scrollbars", "--force-color-profile=srgb")


def chromium(profile: Path):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    if not binary or not driver_path:
        pytest.fail("the e2e tests need Debian's chromium and chromium-driver: `make e2e` installs them")
    os.environ["SE_OFFLINE"] = "true"  # Selenium Manager must never fetch a browser or a driver
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for flag in (*FLAGS, f"--user-data-dir={profile}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    driver.set_page_load_timeout(30)
    return driver


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    driver = chromium(tmp_path_factory.mktemp("chromium-profile"))
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def second_browser(tmp_path_factory):
    """Another person's browser (its own profile, so its own sessionStorage), for the tests of two
    players; started only by the tests that ask for it."""
    driver = chromium(tmp_path_factory.mktemp("chromium-profile-2"))
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    folder = Path(os.environ.get("TRACKSIDE_SCREENSHOTS") or ROOT / "var" / "screenshots")
    if not folder.is_absolute():
        folder = ROOT / folder
    folder.mkdir(parents=True, exist_ok=True)
    return folder
