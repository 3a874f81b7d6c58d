"""Tinners' Trail's views have the shape view.py declares (and the API document's `TinnersTrail_View` is made
of): no undeclared key, every required key, every value of its declared type, in whole random games of
every size under every rules version, for every seat and the spectator."""
from __future__ import annotations

import pytest

from domain.core import SeatSpec, random_playout
from domain.core.game import fold
from domain.tinners_trail import RULES
from domain.tinners_trail.view import View
from tests.domain.shape import assert_every_key_met, assert_has_shape


@pytest.mark.parametrize("players", range(RULES.min_players, RULES.max_players + 1))
@pytest.mark.parametrize("rules_version", RULES.rules_versions)
def test_every_view_of_a_whole_game_has_the_declared_shape(players, rules_version):
    """And the shape declares no more than the views have: every key of every part of it turns up."""
    game = random_playout(RULES, [SeatSpec(f"P{n}") for n in range(players)], seed=f"shape-{players}",
                          chooser_seed="s", rules_version=rules_version)
    met: dict[type, set[str]] = {}
    state = None
    for version, event in enumerate(game.events, 1):
        state = fold(RULES, [event], state)
        for viewer in (None, *range(players)):
            assert_has_shape(RULES.view(state, viewer), View, f"v{version} viewer {viewer}", met)
    if rules_version == "1":
        assert "rules_version" not in met[View]  # set up under the first rules: never recorded
    else:
        assert_every_key_met(met, View)
