"""The strong bot against the rulebooks' own automas (issue 43): 18 Lilliput's Gulliver and Mini Express's
automa at its hardest difficulty (ultimate), each beaten more often than not in bench/bots.py's first games.

Node budgets only (a fraction of the strong level's, no clock) and bench/bots.py's own seeds from the first,
so every game, and so the count, is the same on any machine however loaded: the test fails only when a
change to the rules or the bots changes who wins (docs/bots.md, "Strength in the default suite")."""
from __future__ import annotations

import pytest

from bench.bots import play
from domain.core.bots import determiniser
from domain.core.registry import all_rules
from domain.core.search import counted

GULLIVER_SCALE = 0.1
GULLIVER_GAMES = range(5)
ULTIMATE_SCALE = 0.2
ULTIMATE_GAMES = range(10)


def record(name: str, options: dict, scale: float, games: range) -> tuple[int, int]:
    """The strong bot's wins and losses, solo against the title's automa, at `scale` of its nodes."""
    budgets = {level: counted(budget, scale) for level, budget in determiniser(all_rules()[name]).LEVELS.items()}
    won = [0 in play(name, ["strong", "automa"], options, f"bench/{name}/strong/automa/{n}", budgets).winners
           for n in games]
    return sum(won), len(won) - sum(won)


@pytest.mark.slow
@pytest.mark.timeout(900)  # about 70 s of CPU: generous for 3 processes on 2 loaded cores
def test_the_strong_bot_beats_gulliver_more_often_than_not():
    wins, losses = record("lilliput", {}, GULLIVER_SCALE, GULLIVER_GAMES)
    assert wins > losses, f"18 Lilliput, strong against Gulliver: {wins} won, {losses} lost"



@pytest.mark.slow
@pytest.mark.timeout(900)  # about 25 s of CPU
def test_the_strong_bot_beats_the_hardest_mini_express_automa_more_often_than_not():
    wins, losses = record("mini-express", {"difficulty": "ultimate"}, ULTIMATE_SCALE, ULTIMATE_GAMES)
    assert wins > losses, f"Mini Express, strong against the automa (ultimate): {wins} won, {losses} lost"
