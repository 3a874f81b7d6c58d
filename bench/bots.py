"""How strong the bots are: seeded matches, win rates with 95 % Wilson intervals.

Per game, at the title's smallest player count (two where one player would be alone): each level
against random legal play and against the level below; Mini Express solo against the rulebook
automa at each difficulty; 18 Lilliput solo against Gulliver. The bot's seat rotates from game to
game. A win is the bot among the game's winners (its own tie-breaks applied). Bots think by node
budget only (the level's iterations, times --scale), so every figure is reproducible from the seeds.

    python bench/bots.py [--quick] [--games N] [--scale F] [--only GAME ...] [--matches random below solo]
                        [--levels easy normal strong]

--quick: 1 game a match at a twentieth of the budgets, solo at the normal level only (a smoke run for
`make bench`).
Goals (issue 17): normal ahead of every random player in >= 95 % of games, strong beats normal >= 60 %."""
from __future__ import annotations

import argparse
import math
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from domain.core import LocalGame, Rng, SeatSpec  # noqa: E402
from domain.core.bots import bot_command  # noqa: E402
from domain.core.registry import all_rules  # noqa: E402
from domain.core.search import LEVELS, Budget  # noqa: E402

MAX_COMMANDS = 5000
DIFFICULTIES = ("easy", "normal", "hard", "brutal", "ultimate")


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if not games:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(name: str, players: list[str], options: dict, seed: str, budgets: dict[str, Budget]) -> tuple[int, ...]:
    """One game; `players` per seat: a level, "random" or "automa". Returns the winners."""
    rules = all_rules()[name]
    seats = [SeatSpec(f"seat{i}", "automa" if who == "automa" else "human") for i, who in enumerate(players)]
    game = LocalGame(rules, seats, options, seed)
    chooser = Rng(seed, "random-players")
    for _ in range(MAX_COMMANDS):
        status = game.status()
        if status.finished:
            return status.winners
        seat = status.active_seats[0]
        who = players[seat]
        if who == "automa":
            game.play_automa(seat)
        elif who == "random":
            game.play(seat, chooser.choice(rules.legal_commands(game.state, seat)))
        else:
            game.play(seat, bot_command(rules, game.events, game.state, seat, budgets[who], f"{seed}/{game.version}"))
    raise AssertionError(f"{name}: not finished after {MAX_COMMANDS} commands")


def match(name: str, bot: str, rest: str, count: int, games: int, budgets: dict[str, Budget],
          options: dict | None = None) -> tuple[int, int, float]:
    """`games` games of `bot` against `count - 1` players `rest`; returns (wins, games, seconds)."""
    wins, started = 0, time.perf_counter()
    for n in range(games):
        seat = n % count if rest != "automa" else 0
        players = [bot if s == seat else rest for s in range(count)]
        winners = play(name, players, options or {}, f"bench/{name}/{bot}/{rest}/{n}", budgets)
        wins += seat in winners
    return wins, games, time.perf_counter() - started


def report(name: str, label: str, wins: int, games: int, seconds: float) -> None:
    low, high = wilson(wins, games)
    print(f"{name:15} {label:32} {wins:3}/{games:<3} {wins / games:6.0%}  [{low:4.0%}, {high:4.0%}]  "
          f"{seconds / games:6.1f} s/game", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--games", type=int, default=None)
    parser.add_argument("--scale", type=float, default=None, help="multiply every level's iterations")
    parser.add_argument("--only", nargs="*", default=None, help="these games only")
    parser.add_argument("--levels", nargs="*", default=list(LEVELS), choices=list(LEVELS), help="these bot levels only")
    parser.add_argument("--matches", nargs="*", default=["random", "below", "solo"],
                        choices=["random", "below", "solo"], help="against random play, the level below, the automa")
    args = parser.parse_args()
    games = args.games or (1 if args.quick else 40)
    scale = args.scale or (0.05 if args.quick else 1.0)
    budgets = {level: replace(budget, iterations=max(2, round(budget.iterations * scale)), seconds=None)
               for level, budget in LEVELS.items()}
    print(f"games per match: {games}; budgets: " + ", ".join(
        f"{level} {b.iterations} iterations rollout {b.rollout}" for level, b in budgets.items()))
    print(f"{'game':15} {'match':32} wins/games rate  95 % interval")
    for name, rules in sorted(all_rules().items()):
        if args.only and name not in args.only:
            continue
        count = max(2, rules.min_players)
        for level in args.levels if "random" in args.matches else ():
            report(name, f"{level} vs random x{count - 1}", *match(name, level, "random", count, games, budgets))
        for level, below in (("normal", "easy"), ("strong", "normal")) if "below" in args.matches else ():
            if level not in args.levels:
                continue
            report(name, f"{level} vs {below} x{count - 1}", *match(name, level, below, count, games, budgets))
        if "solo" not in args.matches:
            continue
        solo_levels = [level for level in args.levels if not args.quick or level == "normal"]
        if name == "mini-express":
            for difficulty in DIFFICULTIES:
                for level in solo_levels:
                    report(name, f"solo {level} vs automa ({difficulty})",
                           *match(name, level, "automa", 2, games, budgets, {"difficulty": difficulty}))
        if name == "lilliput":
            for level in solo_levels:
                report(name, f"solo {level} vs Gulliver", *match(name, level, "automa", 2, games, budgets))


if __name__ == "__main__":
    main()
