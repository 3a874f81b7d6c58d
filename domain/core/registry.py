"""The games' rules by name (domain/core/title.py finds every game and its parts)."""
from __future__ import annotations

import importlib
from functools import cache

from domain.core.rules import Rules
from domain.core.title import titles


@cache
def all_rules() -> dict[str, Rules]:
    return {name: title.rules for name, title in titles().items()}


def get_rules(name: str) -> Rules | None:
    """The rules called `name`. Until something has needed every title (the server does at start), the game
    package named after them (its name with underscores: domain/lilliput, domain/railroad_ink, ...) is
    imported alone when it is theirs, so a process reading one game's file (an offline tool, a restore's
    checks) pays for no other game; once every title is loaded, the registry answers (what tests replace)."""
    package = name.replace("-", "_")
    if not all_rules.cache_info().currsize and package.isidentifier() and package.islower() and package != "core":
        try:
            rules = getattr(importlib.import_module(f"domain.{package}"), "RULES", None)
        except ModuleNotFoundError:
            rules = None
        if rules is not None and rules.name == name:
            return rules
    return all_rules().get(name)
