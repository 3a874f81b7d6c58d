"""Every view of 18 Lilliput has exactly the shape view.py declares (and the API document says, spec.py's VIEW
being generated from it): no key undeclared, every required key there, every value of its declared type, in
every kind of game, for every seat and the spectator."""
from __future__ import annotations

import orjson
import pytest

from domain.core.local import random_playout
from domain.core.rules import SeatSpec
from domain.lilliput import RULES
from domain.lilliput.view import View
from tests.domain.lilliput.lilliput_helpers import seats
from tests.domain.lilliput.test_lilliput_landscape import LANDSCAPE
from tests.domain.lilliput.test_lilliput_solo import SOLO
from tests.domain.shape import mismatches

GAMES = [
    pytest.param(seats(2), {}, id="2 players"),
    pytest.param(seats(3), {}, id="3 players"),
    pytest.param(seats(4), {"advanced": True}, id="4 players, advanced"),
    pytest.param(seats(2), {"two_characters": True}, id="two characters"),
    pytest.param(seats(3), {"variant": "laputa"}, id="laputa"),
    pytest.param(seats(4), {"variant": "allenbeck-tottenham-express"}, id="allenbeck-tottenham-express"),
    pytest.param(seats(3), {"variant": "brobdingnag"}, id="brobdingnag"),
    pytest.param(seats(4), {"landscape": LANDSCAPE}, id="landscape"),
    pytest.param(SOLO, {}, id="solo"),
]


@pytest.mark.parametrize("players, options", GAMES)
def test_every_view_of_a_whole_game_has_the_declared_shape(players: list[SeatSpec], options: dict):
    game = random_playout(RULES, players, options, seed="shape", chooser_seed="view")
    state, wrong = None, {}
    for version, event in enumerate(game.events, start=1):
        state = RULES.evolve(state, event)
        for viewer in [None, *range(len(players))]:
            shown = orjson.loads(orjson.dumps(RULES.view(state, viewer)))  # as served
            for problem in mismatches(shown, View):
                wrong.setdefault(problem.partition(":")[0], (version, viewer, problem))
    assert not wrong, sorted(wrong.values())[:5]
    assert RULES.status(state).finished
