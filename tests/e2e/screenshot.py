"""A screenshot of the whole page, not only the window's part of it: Chromium draws the document's full
height beyond the window (DevTools' Page.captureScreenshot with captureBeyondViewport), at the window's
width, so a page's tables and lists below the picture are in it too."""
from __future__ import annotations

import base64
from pathlib import Path


def save_whole_page(driver, path: Path) -> None:
    metrics = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
    clip = {"x": 0, "y": 0, "width": metrics["cssLayoutViewport"]["clientWidth"],
            "height": metrics["cssContentSize"]["height"], "scale": 1}
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True, "clip": clip})
    Path(path).write_bytes(base64.b64decode(shot["data"]))
