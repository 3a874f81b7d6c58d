"""Golden pictures: one seeded position per game drawn to tests/pictures/goldens/<rules>.svg, so that
a changed picture is a reviewed change. TRACKSIDE_UPDATE_GOLDENS=1 writes the files instead of
comparing (then look at them and commit them)."""
from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path

from domain.core import svg

GOLDENS = Path(__file__).parent / "goldens"
NS = {"svg": svg.NS}


def parsed(text: str) -> ET.Element:
    """The picture as an element tree; asserts it is SVG and below the size bound."""
    assert len(text.encode()) < svg.MAX_BYTES
    root = ET.fromstring(text)
    assert root.tag == f"{{{svg.NS}}}svg"
    return root


def compare_golden(rules_name: str, text: str) -> None:
    path = GOLDENS / f"{rules_name}.svg"
    if os.environ.get("TRACKSIDE_UPDATE_GOLDENS") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden picture {path.name}: run with TRACKSIDE_UPDATE_GOLDENS=1 and review it"
    assert text == path.read_text(encoding="utf-8"), (
        f"the picture differs from {path.name}: if the change is intended, regenerate with "
        "TRACKSIDE_UPDATE_GOLDENS=1 and review the new picture")
