"""Railroad Ink (Horrible Games), base game: 1-6 players, 7 rounds of a shared dice roll.

`RULES` is made on first use (domain.core.rules.rules_on_first_use), so that a board's score (`trackside score`,
domain.railroad_ink.scoring) loads neither the command schemas nor the views and pictures."""
from __future__ import annotations

from typing import TYPE_CHECKING

from domain.core.rules import rules_on_first_use

__all__ = ["RULES", "RailroadInk"]
__getattr__ = rules_on_first_use(globals(), "domain.railroad_ink.rules", "RailroadInk")

if TYPE_CHECKING:
    from domain.railroad_ink.rules import RailroadInk

    RULES: RailroadInk
