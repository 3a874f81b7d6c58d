"""The game registry: every package under domain/ that exposes `RULES` is a game."""
from __future__ import annotations

import importlib
import pkgutil
from functools import cache

import domain
from domain.core.rules import Rules


@cache
def all_rules() -> dict[str, Rules]:
    found: dict[str, Rules] = {}
    for module in sorted(pkgutil.iter_modules(domain.__path__), key=lambda m: m.name):
        if not module.ispkg or module.name == "core":
            continue
        rules = getattr(importlib.import_module(f"domain.{module.name}"), "RULES", None)
        if rules is not None:
            found[rules.name] = rules
    return found


def get_rules(name: str) -> Rules | None:
    return all_rules().get(name)
