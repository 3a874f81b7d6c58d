"""Railroad Ink (Horrible Games), base game: 1-6 players, 7 rounds of a shared dice roll.

`RULES` is made on first use (PEP 562), so that a board's score (`trackside score`, domain.railroad_ink.scoring)
loads neither the command schemas nor the views and pictures."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["RULES", "RailroadInk"]


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from domain.railroad_ink.rules import RailroadInk

    globals().update(RULES=globals().get("RULES") or RailroadInk(), RailroadInk=RailroadInk)
    return globals()[name]


if TYPE_CHECKING:
    from domain.railroad_ink.rules import RailroadInk

    RULES: RailroadInk
