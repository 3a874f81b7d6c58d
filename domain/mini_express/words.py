"""A Mini Express seat's turn in words, for its page (domain/core/targets.py `guide`): what to do next
("Draft a company (click its name)."), the commands beside the map in the game's words."""
from __future__ import annotations

from domain.core import targets

PHRASES = {
    "draft": "draft a company (click its name)",
    "build": "build a line (click the city it reaches)",
    "take_share": "take a share (click its company)",
    "pass": "pass",
}


def words(command: dict) -> str | None:
    data = command["data"]
    if command["type"] == "pass":
        return "Pass"
    if command["type"] in ("draft", "take_share") and "company" in data:
        return f"{'Draft' if command['type'] == 'draft' else 'Take a share of'} {data['company']}"
    return None


def guide(root, legal: list[dict] | None) -> None:
    targets.guide(root, legal, targets.prompt(legal or [], PHRASES), words)
