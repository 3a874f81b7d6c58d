"""The view's declared shape (domain/mini_express/view.py, from which the API document's schema is made) is
its real one: every view of whole games in every mode, on both maps with and without the variant, for every
seat and the spectator."""
from __future__ import annotations

import pytest

from domain.core import random_playout
from domain.core.game import fold
from domain.mini_express import RULES
from domain.mini_express.view import View
from tests.domain.mini_express.mx_helpers import MAPS, MODES, seats
from tests.domain.shape import assert_has_shape


@pytest.mark.parametrize(("map_name", "variant"), MAPS)
@pytest.mark.parametrize(("label", "humans", "automa", "options"), MODES, ids=[m[0] for m in MODES])
def test_every_view_has_the_declared_shape(label, humans, automa, options, map_name, variant):
    game = random_playout(RULES, seats(humans, automa), {**options, "map": map_name, "map_variant": variant},
                          seed=f"shape-{label}-{map_name}-{variant}")
    state = None
    for version, event in enumerate(game.events, 1):
        state = fold(RULES, [event], state)
        if version % 5 == 1 or version == len(game.events):  # a sample, and the end
            for viewer in [None, *range(len(game.seats))]:
                assert_has_shape(RULES.view(state, viewer), View)
    assert RULES.view(game.state, None)["result"] is not None


def test_a_game_under_the_first_rules_has_the_declared_shape_without_what_it_never_recorded():
    game = random_playout(RULES, seats(3), seed="shape-first-rules", rules_version="1")
    for viewer in (None, 0):
        view = RULES.view(game.state, viewer)
        assert_has_shape(view, View)
        assert "rules_version" not in view and "first_game" not in view
