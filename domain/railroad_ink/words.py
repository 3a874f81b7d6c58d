"""A Railroad Ink seat's turn in words, for its page (domain/core/targets.py `guide`): what to do next
("Choose a square on your board, then a die and how it turns.") and the commands beside the board."""
from __future__ import annotations

from domain.core import targets

PHRASES = {
    "place_route": "choose a square on your board, then a die and how it turns",
    "place_special": "place a special route on a square",
    "place_lava": "draw lava on a square",
    "draw_volcano": "draw a volcano on a square",
    "end_round": "end the round",
}
PLAIN = {"end_round": "End the round"}


def guide(root, legal: list[dict] | None) -> None:
    targets.guide(root, legal, targets.prompt(legal or [], PHRASES), lambda command: PLAIN.get(command["type"]))
