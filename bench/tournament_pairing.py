"""Tournament bench (issue 28): pairing a 1,000-player Swiss round and recomputing its standings.

A 1,000-player Swiss of 4-player tables (250 tables) is played for 9 rounds with random results
(seeded, tests/domain/tournaments/play.py). Prints each round's pairing time (the goal: well under 10 s,
as creating and announcing the round's 250 tables must fit in 10 s too) and its repeated meetings, then
the standings of the 1,000 players after 9 rounds recomputed from the results (the goal: under 1 s):
median and max of several runs. Then the same Swiss at 2-player, 3-player and 5-player tables (the
slowest round of each).

    .venv/bin/python bench/tournament_pairing.py [--quick]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from domain.tournaments.model import History, Settings  # noqa: E402
from domain.tournaments.standings import standings  # noqa: E402
from tests.domain.tournaments.play import field, rounds  # noqa: E402

PLAYERS = 1000
ROUNDS = 9
PAIRING_GOAL_S = 10.0
STANDINGS_GOAL_S = 1.0


def timed_rounds(settings: Settings) -> tuple[list[tuple[int, float, int]], History]:
    """(round, seconds to pair it, repeats) for each round, and the history at the end."""
    times = []
    played = rounds(settings, History(field(PLAYERS)), seed=28)
    history = History(field(PLAYERS))
    for number in range(1, settings.rounds + 1):
        start = time.perf_counter()
        round_, history = next(played)  # pairs the round (the finishing with random results is cheap)
        times.append((number, time.perf_counter() - start, round_.repeats))
    return times, history


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer standings runs, no other table sizes")
    args = parser.parse_args()

    settings = Settings("swiss", 4, ROUNDS, seed="bench")
    times, history = timed_rounds(settings)
    print(f"Swiss, {PLAYERS} players at 4-tables ({PLAYERS // 4} tables), {ROUNDS} rounds: pairing a round")
    for number, seconds, repeats in times:
        print(f"  round {number}: {seconds * 1000:8.1f} ms   repeated meetings {repeats}")
    slowest = max(seconds for _, seconds, _ in times)
    print(f"  slowest {slowest * 1000:.1f} ms (goal well under {PAIRING_GOAL_S:.0f} s)")

    runs = []
    for _ in range(3 if args.quick else 10):
        start = time.perf_counter()
        rows = standings(settings, history)
        runs.append(time.perf_counter() - start)
    print(f"Standings of {len(rows)} players after {ROUNDS} rounds ({len(history.results)} tables): "
          f"median {statistics.median(runs) * 1000:.1f} ms, max {max(runs) * 1000:.1f} ms "
          f"(goal under {STANDINGS_GOAL_S:.0f} s)")

    if not args.quick:
        for table_size in (2, 3, 5):
            times, _ = timed_rounds(Settings("swiss", table_size, ROUNDS, min_players=2, seed="bench"))
            print(f"Swiss, {PLAYERS} players at {table_size}-tables: slowest round "
                  f"{max(s for _, s, _ in times) * 1000:.1f} ms, repeated meetings {sum(r for *_, r in times)}")
    if slowest > PAIRING_GOAL_S or max(runs) > STANDINGS_GOAL_S:
        sys.exit("over the goal")


if __name__ == "__main__":
    main()
