"""What a bot's move costs: the CPU time of one `bot_command` at each level's full node budget (no time
cap), in a few fixed positions of every title, so that a change to a bot can be compared before and after
on one machine (issue 43: each level's per-move CPU stays within today's).

The positions: a seeded game of random legal play (against the rulebook's automa in the titles played solo
against one, else at the smallest table), spread evenly over its commands (three: a quarter, half and three
quarters of the way), each the first seat to move there with more than one command. CPU time of this
process (time.process_time), which other load on the machine disturbs far less than the wall clock.

    python bench/bot_move_cpu.py [--only GAME ...] [--levels easy normal strong] [--positions N]
                                 [--lilliput-rules base|advanced]
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from domain.core import LocalGame, Rng, SeatSpec  # noqa: E402
from domain.core.bots import bot_command, determiniser  # noqa: E402
from domain.core.canonical import clone  # noqa: E402
from domain.core.registry import all_rules  # noqa: E402
from domain.core.search import LEVELS, counted  # noqa: E402

MAX_COMMANDS = 5000
SOLO = {"lilliput": {}, "mini-express": {"difficulty": "hard"}}
"""The titles whose positions come from a solo game against the rulebook's automa (and its options)."""


def positions(name: str, count: int, options: dict | None = None) -> list[tuple[list, dict, int]]:
    """`count` positions of one seeded game of random play, spread over it: (its events, its state, the seat
    to move); `options` the game's, by default SOLO's."""
    rules = all_rules()[name]
    solo = name in SOLO
    seats = [SeatSpec("seat0"), SeatSpec("automa", "automa")] if solo else [
        SeatSpec(f"seat{i}") for i in range(max(2, rules.min_players))]
    chooser = Rng(f"bench/move-cpu/{name}", "random-play")
    game = LocalGame(rules, seats, SOLO.get(name, {}) if options is None else options, f"bench/move-cpu/{name}")
    played: list[tuple[list, dict, int]] = []  # where a bot has a choice
    for _ in range(MAX_COMMANDS):
        status = game.status()
        if status.finished:
            break
        seat = status.active_seats[0]
        if solo and seat == 1:
            game.play_automa(seat)
            continue
        legal = rules.legal_commands(game.state, seat)
        if len(legal) > 1:
            played.append((list(game.events), clone(game.state), seat))
        game.play(seat, chooser.choice(legal))
    return [played[len(played) * (k + 1) // (count + 1)] for k in range(count)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=None, choices=sorted(all_rules()))
    parser.add_argument("--levels", nargs="*", default=list(LEVELS), choices=list(LEVELS))
    parser.add_argument("--positions", type=int, default=3)
    parser.add_argument("--lilliput-rules", choices=["base", "advanced"], default="base",
                        help="18 Lilliput's positions from a solo game under these rules")
    parser.add_argument("--quick", action="store_true", help="a smoke run for `make bench`: one position, the easy level")
    args = parser.parse_args()
    if args.quick:
        args.positions, args.levels = 1, ["easy"]
    print(f"{'game':15} {'level':7} CPU milliseconds a move (mean of {args.positions} positions)")
    for name in args.only or sorted(all_rules()):
        rules = all_rules()[name]
        places = positions(name, args.positions, {"advanced": True} if name == "lilliput"
                           and args.lilliput_rules == "advanced" else None)
        for level in args.levels:
            budget = counted(determiniser(rules).LEVELS[level])
            started = time.process_time()
            for n, (events, state, seat) in enumerate(places):
                bot_command(rules, events, state, seat, budget, f"bench/move-cpu/{name}/{n}")
            print(f"{name:15} {level:7} {1000 * (time.process_time() - started) / len(places):8.1f}", flush=True)


if __name__ == "__main__":
    main()
