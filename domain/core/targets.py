"""Targets: the elements of a picture that a seat's legal commands refer to, marked so that a page can
play by clicking the board (docs/pictures.md, Targets).

A game's renderer (`draw(view, legal)`) sorts the seat's legal commands by the element each refers
to (`sort_out`) and draws, over each such element, a transparent hit area (`Layer.mark`) whose
`data-commands` is the JSON array of those commands, exactly as legal-commands lists them. Every
command goes to one element at most; the rest (draw from the deck, pass, the table's undo...) are
the page's panel (`panel`). Without legal commands nothing is added: the picture is as before."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable, Hashable

from domain.core import svg

ATTRIBUTE = "data-commands"
CHOICES = "data-choices"
ART = "data-choice-art"  # per command, the id of a drawing in the picture's <defs> that shows it, or null
CLASS = "target"
WHY = "data-why"  # on an element where the seat may do nothing now, why not (in the rules' words)
HIGHLIGHT = "#FFC400"  # a target's fill and outline, invisible until a page's style shows them

Key = Hashable


def encoded(commands: list[dict]) -> str:
    """The commands as compact JSON, their keys in the order legal-commands gives them."""
    return json.dumps(commands, separators=(",", ":"), ensure_ascii=False)


def target(element: ET.Element, commands: list[dict], label: str, choices: list[str],
           arts: list[str | None] | None = None) -> ET.Element:
    """Make `element` the target of `commands` (one or several legal commands), named `label` in the
    game's own words (its tooltip, and what a screen reader says); `choices` says what each command
    does, in the same order (what a chooser offers), and `arts`, where given, the id of a drawing of
    what each lays (a tile turned as it will lie), which a chooser shows beside its words."""
    element.set("class", CLASS)
    element.set(ATTRIBUTE, encoded(commands))
    element.set(CHOICES, json.dumps(choices, separators=(",", ":"), ensure_ascii=False))
    if arts is not None and any(arts):
        element.set(ART, json.dumps(arts, separators=(",", ":")))
    element.set("tabindex", "0")
    element.set("role", "button")
    element.set("aria-label", label)
    svg.add(element, "title", label)
    return element


def sort_out(legal: list[dict] | None, key: Callable[[dict], Key | None]) -> dict[Key, list[dict]]:
    """The legal commands by the element each refers to (`key`; None: no element of the board), each
    element's in the order legal-commands lists them."""
    out: dict[Key, list[dict]] = {}
    for command in legal or ():
        where = key(command)
        if where is not None:
            out.setdefault(where, []).append(command)
    return out


class Layer:
    """The targets of one picture, marked while it is drawn and put on top of it at the end (`put_on`),
    so that nothing drawn later covers them. Each element is marked once: its commands are handed out
    as it is marked. Without legal commands it marks nothing and adds nothing."""

    def __init__(self, legal: list[dict] | None, key: Callable[[dict], Key | None], choice: Callable[[dict], str],
                 art: Callable[[dict], str | None] | None = None):
        """`key(command)`: the element a command refers to (None: none); `choice(command)`: what it
        does, in a few words of the game's own, among the other commands of its element; `art(command)`,
        where given, the id of the drawing in the picture's <defs> of what it lays (None: none)."""
        self.left = sort_out(legal, key)
        self.on_board = bool(self.left)  # the seat may play on the board: its other places may say why not
        self.choice = choice
        self.art = art
        self.group = ET.Element("g", {"class": "targets"})
        self.reasons = ET.Element("g", {"class": "reasons"})

    def mark(self, where: Key, label: str | Callable[[list[dict]], str], tag: str,
             why: Callable[[], str | None] | None = None, **shape) -> None:
        """A hit area `tag` (rect, circle, polygon...) of `shape` over the element `where`, if any legal
        command refers to it; `label` (or `label(commands)`) names it. Where none does, while the seat has
        targets elsewhere, `why()` may say why nothing may be done there (None: nothing to say): an
        invisible area with that reason, which a page tells on a click (docs/pictures.md, "Why not")."""
        commands = self.left.pop(where, None)
        if not commands:
            if why and self.on_board and (reason := why()):
                svg.add(self.reasons, tag, **shape, fill=HIGHLIGHT, fill_opacity=0).set(WHY, reason)
            return
        area = svg.add(self.group, tag, **shape, fill=HIGHLIGHT, fill_opacity=0, stroke=HIGHLIGHT, stroke_width=2,
                       stroke_opacity=0)
        target(area, commands, label if isinstance(label, str) else label(commands), list(map(self.choice, commands)),
               list(map(self.art, commands)) if self.art else None)

    def put_on(self, root: ET.Element) -> None:
        """The targets over everything drawn on `root` (nothing when there are none)."""
        if len(self.reasons):  # under the targets: a reason never hides a move
            root.append(self.reasons)
        if len(self.group):
            root.append(self.group)
            # a picture with buttons in it is a group of controls, not an image (whose parts a
            # screen reader would not reach)
            root.set("role", "group")


def marked(picture: str) -> list[dict]:
    """Every target of a picture as `{commands, choices, label}`, in the picture's order."""
    root = ET.fromstring(picture)
    return [{"commands": json.loads(element.get(ATTRIBUTE)), "choices": json.loads(element.get(CHOICES)),
             "label": element.get("aria-label")} for element in root.iter() if element.get(ATTRIBUTE) is not None]


def _canonical(command: dict) -> str:
    return json.dumps(command, sort_keys=True, separators=(",", ":"))


def panel(legal: list[dict], picture: str) -> list[dict]:
    """The legal commands that no target of `picture` holds (in legal-commands' order): what a page
    offers beside the board."""
    held = Counter(_canonical(command) for found in marked(picture) for command in found["commands"])
    out = []
    for command in legal:
        key = _canonical(command)
        if held[key]:
            held[key] -= 1
        else:
            out.append(command)
    return out


def summary(subject: str, commands: list[dict], word: Callable[[dict], str]) -> str:
    """A target's label from what its commands do, each `word(command)` said once in the commands'
    order: "Row 3, column 5: die 1, die 3 (9 ways)"."""
    said = dict.fromkeys(map(word, commands))
    ways = "1 way" if len(commands) == 1 else f"{len(commands)} ways"
    return f"{subject}: {', '.join(said)} ({ways})"


PROMPT = "data-prompt"
WORDS = "data-words"


def sentence(phrases: list[str], joiner: str = "or") -> str:
    """"Claim a route, take a card or draw tickets.": the phrases, each once, as one sentence."""
    said = list(dict.fromkeys(phrase for phrase in phrases if phrase))
    if not said:
        return ""
    text = said[0] if len(said) == 1 else f"{', '.join(said[:-1])} {joiner} {said[-1]}"
    return text[0].upper() + text[1:] + "."


def prompt(legal: list[dict], phrases: dict[str, str]) -> str:
    """What a seat may do next, in words: the phrase of each command type among `legal`, in the order of
    `phrases` (several types may share one phrase: it is said once)."""
    present = {command["type"] for command in legal}
    return sentence([phrase for kind, phrase in phrases.items() if kind in present])


def guide(root: ET.Element, legal: list[dict] | None, said: str, words: Callable[[dict], str | None]) -> None:
    """The page's words for a seat's turn (docs/pictures.md, "Prompt and words"): `said`, what to do next
    ("Choose a square, then a die and how it turns."), and each legal command in the game's own words
    (`words(command)`; None leaves it to the page's generic label), for the buttons beside the board.
    Without legal commands (a plain picture, a past version) nothing is added."""
    if not legal:
        return
    if said:
        root.set(PROMPT, said)
    labelled = [[command, text] for command in legal if (text := words(command))]
    if labelled:
        root.set(WORDS, encoded(labelled))
