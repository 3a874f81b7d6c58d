"""Railroad Ink bulk scoring speed: boards scored per second per core.

Boards are the final boards of games played to the end by random legal play (6 seats a game). Each
board is scored through `score_board` (API format, validated) and, side by side, through the
internal scorer the game uses at its end (no parsing), so the cost of validation shows as a ratio.
The goal (issue 42) is >= 20,000 boards/second per core for `score_board`.

    .venv/bin/python bench/railroad_ink_scoring.py [--quick] [--games N] [--seconds S] [--checkout DIR ...] [--parts]

--checkout: the whole bench once per checkout (main's beside this branch's), both at once (bench/checkouts.py).
--parts: where a validated board's time goes, each part of the bitboard scorer timed alone on the same boards
(the quickest of 15 rounds of 5 passes, so the machine's other load counts less), and `score_board` whole.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.checkouts import checkout_root, side_by_side  # noqa: E402

checkout_root(Path(__file__).resolve().parents[1])
from domain.core import SeatSpec, random_playout  # noqa: E402
from domain.railroad_ink import RULES  # noqa: E402
from domain.railroad_ink.scoring import parse_board, score  # noqa: E402

GOAL = 20_000


def random_boards(games: int) -> list[dict]:
    boards = []
    for n in range(games):
        game = random_playout(RULES, [SeatSpec(f"p{i}") for i in range(6)], seed=f"bench-{n}", chooser_seed=str(n))
        boards += RULES.view(game.state, None)["boards"]
    return boards


def rate(work: Callable[[object], object], items: list, seconds: float) -> float:
    """Items per second of CPU time (process time, so other load on the machine counts less)."""
    done = 0
    start = time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        for item in items:
            work(item)
        done += len(items)
    return done / elapsed


def quickest(work: Callable[[object], object], items: list, rounds: int = 15, passes: int = 5) -> float:
    """Microseconds an item, in the quickest of `rounds` runs of `passes` passes over `items`."""
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        for _ in range(passes):
            for item in items:
                work(item)
        best = min(best, (time.process_time() - start) / passes / len(items) * 1e6)
    return best


def print_parts(boards: list[dict]) -> None:
    """Each part of a validated board's scoring timed alone (this checkout's bitboard scorer)."""
    print(f"score_board whole: {quickest(RULES.score_board, boards):.1f} us/board")
    try:
        from domain.railroad_ink import bitboard
        from domain.railroad_ink.scoring import _drawn_at_a_glance, longest_path
    except ImportError:
        return print("(no bitboard scorer in this checkout: its parts are not timed)")
    drawn, sided, held, looped = [], [], [], []  # per board: its bitboard, (sides, links), (holding, links)
    for board in boards:
        bits = _drawn_at_a_glance(board)
        north, east, south, west = bitboard.sides(bits)
        joined = bitboard.links(north, east, south, west)
        holding = (north | east | south | west, *joined)
        drawn.append(bits)
        sided.append((north, east, south, west, *joined))
        held.append(holding)
        looped += [(holding, kind) for kind, squares in zip("HR", bitboard.longest_routes(*holding), strict=True)
                   if squares is None]
    every = range(len(boards))
    parts = {
        "glance over the API squares": (_drawn_at_a_glance, boards),
        "exit networks": (lambda n: bitboard.exit_points(drawn[n], *sided[n]), every),
        "longest routes, loop-free": (lambda holding: bitboard.longest_routes(*holding), held),
        f"exact search of the {len(looped)} networks with a loop": (
            lambda case: longest_path(bitboard.route_links(*case[0], case[1])), looped),
        "sides, links, errors, centre": (lambda n: (bitboard.links(*bitboard.sides(drawn[n])),
                                                    bitboard.errors(drawn[n], *held[n][1:]),
                                                    bitboard.center(held[n][0])), every),
    }
    for name, (work, items) in parts.items():
        print(f"{name}: {quickest(work, items) * len(items) / len(boards):.1f} us/board")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few seconds: 4 games, 0.5 s per measure")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--checkout", type=Path, action="append", default=[])
    parser.add_argument("--parts", action="store_true", help="time each part of the scorer alone")
    args = parser.parse_args()
    if args.checkout:
        again = ["--quick"] if args.quick else ["--games", str(args.games), "--seconds", str(args.seconds)]
        return side_by_side(__file__, args.checkout, again + ["--parts"] * args.parts)
    games, seconds = (4, 0.5) if args.quick else (args.games, args.seconds)
    boards = random_boards(games)
    if args.parts:
        return print_parts(boards)
    internal = [parse_board(board) for board in boards]
    squares = sum(len(board["squares"]) for board in boards) / len(boards)
    print(f"{len(boards)} boards from {games} random 6-seat games, {squares:.1f} routes a board on average")
    api = rate(RULES.score_board, boards, seconds)
    raw = rate(score, internal, seconds)
    print(f"score_board (API format, validated): {api:,.0f} boards/s  ({1e6 / api:.0f} us/board)")
    print(f"score (internal board, as at game end): {raw:,.0f} boards/s  ({1e6 / raw:.0f} us/board)")
    print(f"validation overhead: x{raw / api:.2f}; goal {GOAL:,}/s: {'met' if api >= GOAL else 'NOT met'}"
          f" (x{api / GOAL:.2f})")


if __name__ == "__main__":
    main()
