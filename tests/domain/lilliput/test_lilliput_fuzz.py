"""decide answers every schema-valid command with events or a RuleViolation, never anything else."""
from __future__ import annotations

import pytest

from domain.core.game import CommandInvalid, load_command
from domain.core.local import random_playout
from domain.core.rng import Rng
from domain.core.rules import RuleViolation
from domain.lilliput import RULES, content
from tests.domain.lilliput.lilliput_helpers import seats, states_along

VALUES = {
    "company": sorted(content.companies()), "tile": sorted(content.tiles()), "character": sorted(content.characters()),
    "card": sorted(content.cards()), "side": ["N", "E", "S", "W"], "square": ["0,0", "0,1", "0,-2", "1,1", "5,5"],
    "rotation": [0, 1, 2, 3], "action": [0, 1], "count": [1, 2, 9], "price": [1, 50, 60, 75, 999, None],
    "source": ["bank", "depot", "company"], "seller": [None, "SR", "LNR", "MR"],
    "train": [None, "2#1", "2#s1", "3#1", "4D#u1"], "to": ["private", "companies"],
    "split": [[], [{"company": "SR", "amount": 20}], [{"company": "GVR", "amount": 30}, {"company": "MR", "amount": 20}]],
    "routes": [[], [{"train": "2", "walk": ["0,0.c", "0,0.t2", "0,1.t0", "0,1.c"]}],
               [{"train": "2", "walk": ["0,1.c"]}], [{"train": "9", "walk": ["x", "y"]}]],
}


def random_commands(rng: Rng, count: int):
    kinds = sorted(RULES.command_schemas)
    for _ in range(count):
        kind = rng.choice(kinds)
        schema = RULES.command_schemas[kind]()
        data = {name: rng.choice(VALUES[name]) for name in schema.fields if name in VALUES}
        try:
            yield load_command(RULES, {"type": kind, "data": data})
        except CommandInvalid:
            continue


@pytest.mark.parametrize("players, options", [(2, {}), (4, {}), (3, {"variant": "laputa"})])
def test_decide_never_crashes(players, options):
    game = random_playout(RULES, seats(players), options, seed="fz", chooser_seed=f"fz{players}")
    rng = Rng("fuzz", players)
    for state, seat in states_along(game, 7):
        for command in random_commands(rng, 40):
            for who in (seat, (seat + 1) % players):
                try:
                    RULES.decide(state, who, command, rng)
                except RuleViolation as err:
                    assert err.code.startswith("lilliput.")
