"""What the actions and the map variants share: the events of one command (`Batch`), each folded at once
into a working state so that each step sees the effects of the steps before it, and how a player's (or the
automa's) picks are asked for (`Choose`)."""
from __future__ import annotations

from collections.abc import Callable

from domain.core import batch
from domain.mini_express import facts

Choose = Callable[[str, list], object]
"""choose(kind, options) -> one of options: the player's (or automa's) pick for 'wild', 'port', 'west'."""


class Batch(batch.Batch):
    game, fold = "mini-express", staticmethod(facts.apply)
