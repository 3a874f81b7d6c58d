"""Railroad Ink's views have the shape view.py declares (and the API document's `RailroadInk_View` is made of):
no undeclared key, every required key, every value of its declared type, in whole random games with and
without each expansion, for every seat and the spectator."""
from __future__ import annotations

import pytest

from domain.core import SeatSpec, random_playout
from domain.railroad_ink import RULES
from domain.railroad_ink.view import View
from tests.domain.shape import assert_every_key_met, assert_has_shape

PLAYERS = 2
def check_game(expansions: list[str], rules_version: str | None = None) -> dict[type, set[str]]:
    """Check the view of every state of a whole random game for every seat and the spectator; the keys seen."""
    seats = [SeatSpec(f"player {n}") for n in range(PLAYERS)]
    game = random_playout(RULES, seats, {"expansions": expansions}, seed=f"shape-{expansions}",
                          chooser_seed="s", rules_version=rules_version)
    seen: dict[type, set[str]] = {}
    for version in range(1, len(game.events) + 1):
        state = game.state_after(version)
        for viewer in (None, *range(PLAYERS)):
            assert_has_shape(RULES.view(state, viewer), View, f"v{version} viewer {viewer}", seen)
    return seen


@pytest.mark.parametrize("expansions", [[], ["meteor"], ["lava"]])
def test_every_view_of_a_game_has_the_declared_shape(expansions):
    check_game(expansions)


def test_with_both_expansions_every_view_has_the_declared_shape_and_every_declared_key_is_met():
    """The declared shape is no larger than the view either: every key of every part of it turns up."""
    assert_every_key_met(check_game(["meteor", "lava"]), View)


def test_every_view_of_a_game_under_the_first_rules_has_the_declared_shape():
    seen = check_game(["meteor", "lava"], rules_version="1")
    assert not any("drawn_this_round" in keys for keys in seen.values())  # rules version 2 on
