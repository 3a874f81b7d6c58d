"""What a full replay costs: the CPU time of folding every event of a few seeded games of random legal play
(`fold`, as a restore does), and each game's final state hash, so that a change to a title's `evolve` can
be compared before and after (the hashes must not change: old logs replay alike). Beside it, what one
event costs early (the first quarter of each game's events) and late (the last quarter): a past read
folds the events after the snapshot before it, and a late one should cost no more (issue 42).

The games: `--games` seeded games per title, at its largest table (the longest games), every other one
instead solo against the rulebook's automa in the titles that have one (the hard automa in Mini Express).
CPU time of this process (time.process_time), the median of `--rounds` replays of all the games.

    python bench/replay.py [--only GAME ...] [--games 4] [--rounds 5] [--quick] [--checkout DIR --checkout DIR]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.checkouts import checkout_root, side_by_side  # noqa: E402

checkout_root(Path(__file__).resolve().parents[1])
from domain.core import SeatSpec, random_playout, state_hash  # noqa: E402
from domain.core.game import fold  # noqa: E402
from domain.core.registry import all_rules  # noqa: E402
from domain.core.table import game_events  # noqa: E402

SOLO = {"lilliput": {}, "mini-express": {"difficulty": "hard"}}
"""The options of the solo games against the rulebook's automa, as in bench/bot_move_cpu.py."""


def games(name: str, count: int) -> list[list]:
    """The events of `count` seeded games of random legal play."""
    rules = all_rules()[name]
    full = [SeatSpec(f"seat{i}") for i in range(rules.max_players)]
    solo = [SeatSpec("seat0"), SeatSpec("automa", "automa")]
    return [random_playout(rules, solo if g % 2 and rules.automa else full, SOLO.get(name, {}) if g % 2 else {},
                           f"bench/replay/{name}/{g}", f"chooser-{g}").events for g in range(count)]


def replay_cpu(name: str, logs: list[list]) -> tuple[float, list[str]]:
    """CPU seconds to fold every log once, and each final state's hash."""
    rules = all_rules()[name]
    started = time.process_time()
    states = [fold(rules, events) for events in logs]
    return time.process_time() - started, [state_hash(state) for state in states]


def early_and_late(name: str, logs: list[list], rounds: int) -> tuple[float, float]:
    """µs of CPU an event of `evolve` from the state before it, over each game's first and last quarter."""
    rules = all_rules()[name]
    early, late = [], []
    for events in map(game_events, logs):
        states = [None]
        for event in events:
            states.append(rules.evolve(states[-1], event))
        quarter = len(events) // 4
        early += zip(states[1:quarter + 1], events[1:quarter + 1], strict=True)  # after the set-up event
        late += zip(states[-quarter - 1:-1], events[-quarter:], strict=True)

    def each(pairs: list) -> float:
        started = time.process_time()
        for state, event in pairs:
            rules.evolve(state, event)
        return (time.process_time() - started) / len(pairs) * 1e6
    return statistics.median(each(early) for _ in range(rounds)), statistics.median(each(late) for _ in range(rounds))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=None, choices=sorted(all_rules()))
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="two games a title, one replay (a few seconds)")
    parser.add_argument("--checkout", type=Path, action="append", default=[])
    args = parser.parse_args()
    if args.quick:
        args.games, args.rounds = 2, 1
    if args.checkout:
        return side_by_side(__file__, args.checkout, [
            *(["--only", *args.only] if args.only else []), "--games", str(args.games), "--rounds", str(args.rounds)])
    for name in args.only or sorted(all_rules()):
        logs = games(name, args.games)
        replay_cpu(name, logs)  # warm the content caches
        runs = [replay_cpu(name, logs) for _ in range(args.rounds)]
        events = sum(map(len, logs))
        cpu = statistics.median(seconds for seconds, _ in runs)
        early, late = early_and_late(name, logs, args.rounds)
        print(f"{name}: {len(logs)} games, {events} events, full replay {cpu * 1000:.1f} ms CPU "
              f"({cpu / events * 1e6:.1f} µs an event; evolve early {early:.1f}, late {late:.1f} µs); "
              f"final hashes {' '.join(h[:12] for h in runs[0][1])}", flush=True)


if __name__ == "__main__":
    main()
