"""The strong bot against the rulebooks' own automas (issue 43): 18 Lilliput's Gulliver and Mini Express's
automa at its hardest difficulty, beaten more often than not.

Node budgets only (a fraction of the strong level's, no clock) and bench/bots.py's own seeds, so every
game, and so the count, is the same on any machine however loaded: the test fails only when a change to
the rules or the bots changes who wins. The samples are small to keep the suite fast; the figures over
more games and at full budgets are in docs/bots.md ("Strength in the default suite")."""
from __future__ import annotations

import pytest

from bench.bots import play
from domain.core.bots import determiniser
from domain.core.registry import all_rules
from domain.core.search import counted

GULLIVER_SCALE = 0.1
GULLIVER_GAMES = range(3, 6)
AUTOMA_SCALE = 0.05
AUTOMA_GAMES = range(4, 9)


def record(name: str, options: dict, scale: float, games: range) -> tuple[int, int]:
    """The strong bot's wins and losses, solo against the title's automa, at `scale` of its nodes."""
    budgets = {level: counted(budget, scale) for level, budget in determiniser(all_rules()[name]).LEVELS.items()}
    won = [0 in play(name, ["strong", "automa"], options, f"bench/{name}/strong/automa/{n}", budgets).winners
           for n in games]
    return sum(won), len(won) - sum(won)


@pytest.mark.slow
@pytest.mark.timeout(900)  # about 40 s of CPU: generous for 3 processes on 2 loaded cores
def test_the_strong_bot_beats_gulliver_more_often_than_not():
    wins, losses = record("lilliput", {}, GULLIVER_SCALE, GULLIVER_GAMES)
    assert wins > losses, f"18 Lilliput, strong against Gulliver: {wins} won, {losses} lost"


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_strong_bot_beats_the_automa_at_its_hardest_more_often_than_not():
    wins, losses = record("mini-express", {"difficulty": "ultimate"}, AUTOMA_SCALE, AUTOMA_GAMES)
    assert wins > losses, f"Mini Express, strong against the automa (ultimate): {wins} won, {losses} lost"
