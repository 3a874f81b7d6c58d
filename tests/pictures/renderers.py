"""A test-only renderer: the view it is given, as JSON text in an SVG. Installed on a game's Rules
class for one test, it shows exactly which view the service handed the renderer."""
from __future__ import annotations

import copy
import xml.etree.ElementTree as ET

import orjson

from domain.core.registry import all_rules
from domain.core.svg import NS, add, document, to_text


def echo_picture(self, view: dict, legal: list[dict] | None = None, names: list[str] | None = None) -> str:
    root = document(400, 40, "the view")
    add(root, "text", orjson.dumps(view, option=orjson.OPT_SORT_KEYS).decode(), x=0, y=20)
    add(root, "text", orjson.dumps(names).decode(), x=0, y=40)
    return to_text(root)


def echoed_view(svg: str) -> dict:
    """The view an echo picture was drawn from."""
    return orjson.loads(ET.fromstring(svg).find(f"{{{NS}}}text").text)


def echoed_names(svg: str) -> list[str] | None:
    """The seats' names an echo picture was given."""
    return orjson.loads(ET.fromstring(svg).findall(f"{{{NS}}}text")[1].text)


def install(monkeypatch, name: str) -> None:
    """Games of `name` are drawn by echo_picture for this test. The registry answers a copy of the
    rules whose class adds it: a renderer set on the game's own class would stay Pictured for the
    whole process (isinstance checks of a protocol are cached per class)."""
    rules = all_rules()[name]
    echoing = copy.copy(rules)
    echoing.__class__ = type(f"Echoing{type(rules).__name__}", (type(rules),), {"picture": echo_picture})
    monkeypatch.setitem(all_rules(), name, echoing)


class Unpictured:
    """A game's rules without a picture, whether or not the game has a renderer."""

    def __init__(self, rules) -> None:
        self._rules = rules

    def __getattr__(self, name: str):
        if name == "picture":
            raise AttributeError(name)
        return getattr(self._rules, name)


def uninstall(monkeypatch, name: str) -> None:
    """Games of `name` have no picture for this test."""
    monkeypatch.setitem(all_rules(), name, Unpictured(all_rules()[name]))
