"""Mini Express's bot: its evaluation (domain/mini_express/evaluation.py) and its strength against the
rulebook automa (node budgets, seeded games, as bench/bots.py plays them)."""
from __future__ import annotations

from dataclasses import replace

from bench.bots import play
from domain.core.canonical import clone
from domain.mini_express import bot, evaluation, scoring
from tests.domain.mini_express.mx_helpers import drafted


def solo(difficulty: str) -> dict:
    return clone(drafted(1, True, seed="bot-eval", difficulty=difficulty).state)


def test_a_share_short_of_influence_is_worth_more_than_nothing_and_less_than_when_it_scores():
    state = solo("ultimate")
    player = state["players"][0]
    player["shares"] = dict.fromkeys(player["shares"], 0)
    player["shares"]["wood"] = 1
    player["influence"]["wood"] = 2  # at ultimate a share scores only above 3 influence: it scores 0 now
    assert scoring.final_scores(state)[0] == 0
    short = evaluation.worth(state, 0)
    player["influence"]["wood"] = 3
    closer = evaluation.worth(state, 0)
    player["influence"]["wood"] = max(4, state["players"][1]["influence"]["wood"])
    scoring_now = evaluation.worth(state, 0)
    assert 0 < short < closer < scoring_now
    assert bot.evaluate(state, 0) == scoring_now


def test_influence_needed_follows_the_difficulty_floor_and_the_rival():
    state = solo("hard")
    automa = state["automa"]
    state["players"][automa]["influence"]["wood"] = 6
    assert evaluation.influence_needed(state, 0, "wood") == 6  # head to head: at least the rival's
    state["players"][automa]["influence"]["wood"] = 1
    assert evaluation.influence_needed(state, 0, "wood") == 4  # hard: void at or below 3
    assert evaluation.influence_needed(state, automa, "wood") == max(1, state["players"][0]["influence"]["wood"])


STRENGTH_SCALE = 0.05
"""A twentieth of each level's node budget (30 iterations for strong): the suite's five games take about
6 s of CPU (the full budgets' figures: docs/bots.md). Before domain/mini_express/evaluation.py the strong
bot won 2 of these 5 games, scoring by the points it would have were the game to end now."""


def test_the_strong_bot_beats_the_automa_at_hard_more_often_than_not():
    budgets = {level: replace(budget, iterations=max(2, round(budget.iterations * STRENGTH_SCALE)), seconds=None)
               for level, budget in bot.LEVELS.items()}
    games = [play("mini-express", ["strong", "automa"], {"difficulty": "hard"},
                  f"bench/mini-express/strong/automa/{n}", budgets) for n in range(5)]
    assert sum(0 in status.winners for status in games) >= 3
