"""Any command that passes its schema is either accepted or refused with a RuleViolation."""
from __future__ import annotations

import pytest

from domain.core import LocalGame, Rng, RuleViolation, load_command
from domain.mini_express import RULES
from domain.mini_express.board import board_of
from domain.mini_express.content import companies
from tests.domain.mini_express.mx_helpers import random_commands, seats


def random_command(rng: Rng, state: dict) -> dict:
    bd = board_of(state)
    kind = rng.choice(["draft", "take_share", "build", "build", "pass", "automa_turn"])
    if kind in ("draft", "take_share"):
        return {"type": kind, "data": {"company": rng.choice(companies())}}
    if kind != "build":
        return {"type": kind, "data": {}}
    cells = bd.cells()
    start = rng.choice(cells)
    path = [start]
    for _ in range(rng.below(4)):
        path.append(rng.choice(bd.neighbours(path[-1])))
    data = {"company": rng.choice(companies()), "city": rng.choice(sorted(bd.cities)), "path": path[: rng.below(5)]}
    for key, options in (("wild", companies()), ("port", list(bd.ports) or cells), ("west", companies())):
        if rng.below(3) == 0:
            data[key] = rng.choice(options)
    return {"type": "build", "data": data}


@pytest.mark.parametrize(("humans", "automa", "options"), [
    (3, False, {"map_variant": True}),
    (1, True, {"map": "europe", "map_variant": True, "difficulty": "brutal"}),
    (2, False, {"mode": "expert", "map": "europe"}),
])
def test_schema_valid_commands_never_crash_decide(humans, automa, options):
    game = LocalGame(RULES, seats(humans, automa), options, "fuzz")
    rng = Rng("fuzz", "commands")
    for step in range(40):
        if game.status().finished:
            break
        for seat in range(len(game.seats)):
            for _ in range(15):
                command = load_command(RULES, random_command(rng, game.state))
                try:
                    RULES.decide(game.state, seat, command, Rng("fuzz", step))
                except RuleViolation as err:
                    assert err.code.startswith("mini_express.") and err.message
        random_commands(game, 1, seed=f"fuzz{step}")
