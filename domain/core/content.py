"""Reading a game's data files: `<package>/content/<name>.json`, read once."""
from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from importlib import resources


def content_reader(package: str) -> Callable[[str], dict]:
    """`load(name)` for the game package `package` (pass `__package__`)."""
    folder = resources.files(package) / "content"

    @cache
    def load(name: str) -> dict:
        return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))

    return load
