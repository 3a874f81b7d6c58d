"""The ladder's goals (bench/bot_goals.py): a game's outcome is kept for the code that played it and counts
for nothing once that code changes; each goal is judged by its own share (games won solo, opponents
finished ahead of otherwise) and by the 95 % interval's low end."""
from __future__ import annotations

import pytest

from bench import bot_goals
from bench.bot_goals import GOALS

SOLO = next(g for g in GOALS if g.name == "mini-express" and g.level == "normal")  # at least 60 % won
SEATS = next(g for g in GOALS if g.name == "tinners-trail")  # 3 seats: two opponents a game, at least 70 %


@pytest.fixture(autouse=True)
def kept_apart(tmp_path, monkeypatch):
    monkeypatch.setattr(bot_goals, "KEPT", tmp_path / "bot_goals.ndjson")


def outcome(won: bool, ahead: int, score: float = 10.0, others: float = 8.0) -> dict:
    return {"won": won, "ahead": ahead, "score": score, "others": others}


def test_a_game_kept_for_other_code_counts_for_nothing():
    bot_goals.keep(SOLO, "old", 0, outcome(True, 1))
    bot_goals.keep(SOLO, "old", 1, outcome(False, 0))
    assert sorted(bot_goals.outcomes(SOLO, "old")) == [0, 1]
    assert bot_goals.outcomes(SOLO, "new") == {}
    bot_goals.keep(SOLO, "new", 2, outcome(True, 1))
    assert sorted(bot_goals.outcomes(SOLO, "new")) == [2]
    assert bot_goals.outcomes(SOLO, "old") == {}
    assert bot_goals.outcomes(SEATS, "new") == {}  # goals kept apart


def test_a_solo_goal_counts_games_won_and_a_table_goal_opponents_passed(monkeypatch):
    monkeypatch.setattr(bot_goals, "fingerprint", lambda name: "today")
    for n in range(50):
        bot_goals.keep(SOLO, "today", n, outcome(n < 40, int(n < 40), score=20.0, others=10.0))
        bot_goals.keep(SEATS, "today", n, outcome(n < 30, 2 if n < 30 else 1))
    solo, seats = bot_goals.figure(SOLO, 50), bot_goals.figure(SEATS, 50)
    assert (solo.hits, solo.of, solo.score, solo.others) == (40, 50, 20.0, 10.0)
    assert solo.verdict(50) == "yes"  # 80 %, its interval's low end 67 %
    assert (seats.hits, seats.of) == (80, 100)  # 30 games ahead of both, 20 of one
    assert seats.verdict(50) == "yes"  # 80 %, the interval's low end 71 %
    assert bot_goals.figure(SOLO, 60).verdict(60) == "50 of 60 games played"


@pytest.mark.parametrize("wins, verdict", [(38, "yes"), (36, "by the rate"), (29, "no")])
def test_a_goal_is_met_by_its_interval_or_only_by_its_rate(monkeypatch, wins, verdict):
    monkeypatch.setattr(bot_goals, "fingerprint", lambda name: "today")
    for n in range(50):
        bot_goals.keep(SOLO, "today", n, outcome(n < wins, int(n < wins)))
    assert bot_goals.figure(SOLO, 50).verdict(50) == verdict
    assert f"| {SOLO.label} | 60% | 50 | {wins}/50, {wins * 2}% |" in "\n".join(bot_goals.markdown(
        [bot_goals.figure(SOLO, 50)], 50))


def test_a_docstring_comment_or_wrapping_leaves_the_code_the_same_and_a_changed_value_does_not():
    source = '''"""A module."""
LEVELS = {"easy": 10, "normal": 130}
"""What the levels search."""


def playout(state, seat):
    """The play-outs' command."""
    return max(state, key=seat)  # the best
'''
    edited = source.replace('"""What the levels search."""', '"""What the levels search,\nwrapped."""')
    edited = edited.replace("  # the best", "").replace('{"easy": 10, "normal": 130}', '{"easy": 10,\n          "normal": 130}')
    assert bot_goals.meant(edited) == bot_goals.meant(source)
    assert bot_goals.meant(source.replace('"normal": 130', '"normal": 70')) != bot_goals.meant(source)
    assert bot_goals.meant(source.replace("max(", "min(")) != bot_goals.meant(source)
