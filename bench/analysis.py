"""What an analysis costs a worker (issue 43, service/app/analysis.py): for each title, one random game of
three seats (two where the title plays only two) played to its end over the in-memory store, its review at
the default node budget a move, and one position's analysis of its top moves at the default budget (the
strong bot's per move), each timed on this machine. The node budgets make every result the same on any
machine; only the seconds change.

    .venv/bin/python bench/analysis.py [--titles ticket-to-ride,...] [--review-nodes 50]
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from domain.core.registry import all_rules  # noqa: E402
from service.adapters.memory.events import InMemoryEventStore  # noqa: E402
from service.app.analysis import REVIEW_NODES, strong_nodes  # noqa: E402
from service.app.games import GameService  # noqa: E402


def finished(service: GameService, name: str, seed: str) -> str:
    rules = all_rules()[name]
    seats = min(max(3, rules.min_players), rules.max_players)
    game = service.game(service.create(name, [{"name": f"p{i}"} for i in range(seats)], {}, seed)["game"]["id"])
    chooser = random.Random(seed)
    for _ in range(20_000):
        state = service.current(game).state
        status = rules.status(state)
        if status.finished:
            return game.id
        seat = chooser.choice(status.active_seats)
        service.submit(game, seat, chooser.choice(rules.legal_commands(state, seat)))
    raise AssertionError(f"{name} did not finish")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--titles", default=",".join(sorted(all_rules())))
    parser.add_argument("--review-nodes", type=int, default=REVIEW_NODES)
    parser.add_argument("--quick", action="store_true", help="a smoke run for `make bench`: one title, a twentieth of the review's nodes")
    args = parser.parse_args()
    if args.quick:
        args.titles, args.review_nodes = "tinners-trail", max(1, args.review_nodes // 20)
    service = GameService(InMemoryEventStore())
    print(f"{'title':16} {'versions':>8} {'choices':>7} {'reviewed':>8} {'review s':>8} {'moves s':>7} {'nodes':>5}")
    for name in args.titles.split(","):
        game_id = finished(service, name, f"bench-analysis-{name}")
        game = service.game(game_id)
        started = time.perf_counter()
        review = service.analyses.review(game_id, args.review_nodes)
        reviewed = time.perf_counter() - started
        middle = review["moves"][len(review["moves"]) // 2]  # a choice of more than one move
        version, seat = middle["version"] - 1, middle["seat"]
        started = time.perf_counter()
        service.analyses.top_moves(game_id, version, seat, strong_nodes(game))
        weighed = time.perf_counter() - started
        print(f"{name:16} {service.current(game).version:>8} {review['choices']:>7} {review['reviewed']:>8} "
              f"{reviewed:>8.1f} {weighed:>7.1f} {strong_nodes(game):>5}")


if __name__ == "__main__":
    main()
