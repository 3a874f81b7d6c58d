"""The round's cards in 18 Lilliput's picture (picture.py; issue 44): each card drawn with what each of
its two actions does, in the words of words.py ("lay a yellow tile, then a green tile"); a card taken
this round looks spent (faded, "taken"). On a seat's turn each action is the target of the commands
that take it, or copy it with Dimen's Land."""
from __future__ import annotations

import xml.etree.ElementTree as ET

from domain.core import svg, targets
from domain.lilliput.words import card_action, card_number

PER_ROW = 2
GAP = 10
HEAD = 20  # a card's name line
ACTION = 22  # one action's line
FONT = 13
CARD_COMMANDS = ("take_card", "copy_card")


def element(command: dict) -> tuple | None:
    """The card action a take or a copy refers to."""
    if command["type"] in CARD_COMMANDS:
        return "card", command["data"]["card"], command["data"]["action"]
    return None


def choice(command: dict) -> str:
    return "copy it with Dimen's Land" if command["type"] == "copy_card" else "take it"


def draw(root: ET.Element, view: dict, x: float, y: float, width: float, layer: targets.Layer) -> float:
    """The cards from (x, y) across `width`, PER_ROW to a row; the y below them."""
    cards = view["cards"]
    if not cards:
        return y
    svg.add(root, "text", "The round's cards", x=x, y=y, font_size=15, font_weight="bold")
    y += 10
    card_width = (width - (PER_ROW - 1) * GAP) / PER_ROW
    card_height = HEAD + ACTION * 2 + 6
    for n, card in enumerate(cards):
        left = x + (n % PER_ROW) * (card_width + GAP)
        top = y + (n // PER_ROW) * (card_height + GAP)
        group = svg.add(root, "g", class_="card", data_card=card["id"], data_used="1" if card["used"] else "0")
        if card["used"]:
            group.set("opacity", "0.45")
        svg.add(group, "title", f"Card {card_number(card['id'])}: "  # whole, where a line is cut
                + " or ".join(card_action(action) for action in card["actions"]))
        svg.add(group, "rect", x=left, y=top, width=card_width, height=card_height, rx=6,
                fill="#EEEEEE" if card["used"] else "#FFFDF5", stroke="#8A7A55", stroke_width=1.5)
        svg.add(group, "text", f"Card {card_number(card['id'])}" + (" \u2013 taken" if card["used"] else ""),
                x=left + 8, y=top + 16, font_size=FONT, font_weight="bold")
        for index, action in enumerate(card["actions"]):
            line = top + HEAD + index * ACTION
            said = card_action(action)
            text = svg.fit(f"{index + 1}. {said}", card_width - 16, FONT)
            svg.add(group, "text", text, x=left + 8, y=line + 16, font_size=FONT)
            layer.mark(("card", card["id"], index), f"Card {card_number(card['id'])}, action {index + 1}: {said}",
                       "rect", x=left + 2, y=line + 1, width=card_width - 4, height=ACTION)
    rows = (len(cards) + PER_ROW - 1) // PER_ROW
    return y + rows * (card_height + GAP) + 14  # (room above the next heading)
