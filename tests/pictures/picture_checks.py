"""Checks every game's picture tests share: a picture is valid SVG below svg.MAX_BYTES, the same
view draws the same bytes, and one seeded position per game matches its reviewed golden file
(regenerate with TRACKSIDE_UPDATE_GOLDENS=1, then review the diff)."""
from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from pathlib import Path

from domain.core import svg
from domain.core.game import fold
from domain.core.local import LocalGame

GOLDENS = Path(__file__).parent / "goldens"
SVG = f"{{{svg.NS}}}"
NS = {"svg": svg.NS}  # for ElementTree's find(".//svg:g", NS)


def parsed(text: str) -> ET.Element:
    """The picture as an element tree; asserts it is SVG with a title and below the size bound."""
    assert len(text.encode()) < svg.MAX_BYTES
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg" and root.find(f"{SVG}title").text
    return root


def checked(rules, view: dict) -> ET.Element:
    """The picture of `view`, parsed: valid SVG, bounded, and drawn the same twice, also from the
    view as JSON gives it back (as a client or a stored copy holds it)."""
    text = rules.picture(view)
    assert rules.picture(view) == text
    assert rules.picture(json.loads(json.dumps(view))) == text
    return parsed(text)


def texts(root: ET.Element) -> str:
    """Every text shown in the picture (texts and tooltips), one a line."""
    return "\n".join(element.text for element in root.iter() if element.text and element.text.strip())


def by_class(root: ET.Element, tag: str, name: str) -> list[ET.Element]:
    """The `tag` elements of class `name`."""
    return [element for element in root.iter(f"{SVG}{tag}") if element.get("class") == name]


def by_id(root: ET.Element, name: str) -> ET.Element:
    return next(element for element in root.iter() if element.get("id") == name)


def positions(rules, game: LocalGame, count: int, first: int = 1) -> list[dict]:
    """`count` states spread along a played game from version `first` to its finished end."""
    versions = sorted({first + (len(game.events) - first) * k // (count - 1) for k in range(count)})
    return [fold(rules, game.events[:version]) for version in versions]


def views(rules, state: dict, players: int) -> list[dict]:
    """The view of every seat and of the spectator."""
    return [rules.view(state, seat) for seat in [*range(players), None]]


def compare_golden(name: str, text: str) -> None:
    """Asserts `text` is the reviewed golden picture `name`.svg (rewritten when asked to)."""
    path = GOLDENS / f"{name}.svg"
    if os.environ.get("TRACKSIDE_UPDATE_GOLDENS") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden picture {path.name}: run with TRACKSIDE_UPDATE_GOLDENS=1 and review it"
    assert text == path.read_text(encoding="utf-8"), (
        f"the picture differs from {path.name}: if the change is intended, regenerate with "
        "TRACKSIDE_UPDATE_GOLDENS=1 and review the new picture")
