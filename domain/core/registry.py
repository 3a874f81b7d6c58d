"""The games' rules by name (domain/core/title.py finds every game and its parts)."""
from __future__ import annotations

from functools import cache

from domain.core.rules import Rules
from domain.core.title import titles


@cache
def all_rules() -> dict[str, Rules]:
    return {name: title.rules for name, title in titles().items()}


def get_rules(name: str) -> Rules | None:
    return all_rules().get(name)
