"""The game titles: each game package under domain/ (one that exposes `RULES`) and the parts the
server knows it by, found in one place."""
from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from types import ModuleType

import domain
from domain.core.rules import Pictured, Rules
from domain.core.search import Determiniser


@dataclass(frozen=True)
class Title:
    """A game: its rules, its `spec.py` (the views', events' and options' JSON Schemas and examples
    the HTTP contract shows), its `bot.py` (the bots' determiniser) and its `content/` data files."""

    rules: Rules
    spec: ModuleType
    bot: Determiniser
    content: Traversable

    @property
    def picture(self) -> Callable[[dict], str] | None:
        """The game's renderer (`picture.py`, through its rules), if it draws its positions."""
        return self.rules.picture if isinstance(self.rules, Pictured) else None


@cache
def titles() -> dict[str, Title]:
    """Every game, by its rules' name. A game package without its spec or bot fails here, at start."""
    found: dict[str, Title] = {}
    for module in sorted(pkgutil.iter_modules(domain.__path__), key=lambda m: m.name):
        if not module.ispkg or module.name == "core":
            continue
        package = f"domain.{module.name}"
        rules = getattr(importlib.import_module(package), "RULES", None)
        if rules is not None:
            found[rules.name] = Title(rules, importlib.import_module(f"{package}.spec"),
                                      importlib.import_module(f"{package}.bot"), resources.files(package) / "content")
    return found


def title_of(rules: Rules) -> Title:
    """The title of a game's rules (found by their name: a copy of them finds its game's parts)."""
    return titles()[rules.name]
