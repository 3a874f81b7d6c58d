"""The bot ladder: the server's bot levels and the rulebook automa's levels rated against each other in
rated games, as the server rates them (service/app/ratings.py: openskill Plackett-Luce, places from the
table's status), so that bot strength reads in rating points.

Per title, each round plays:
- the three bot levels at one table (easy, normal, strong; the seats rotating from round to round), or,
  for a title of two seats at most, the three pairings of them;
- Mini Express: a solo game of one bot level (rotating) against the automa at each difficulty
  (`automa:<difficulty>`, as the server rates the automa of a rated game).
Games are played in memory (domain/core/local.py) with node budgets only and fixed seeds, so every
figure repeats; the ratings are then updated game by game in a fixed order. Prints each entity's games,
mu, sigma, the ordinal (mu - 3 sigma) and the 95 % interval of mu (mu +- 1.96 sigma).

    python bench/bot_ladder.py [--quick] [--rounds N] [--jobs J] [--scale F] [--only GAME ...]

--scale multiplies every level's node budget (iterations); --quick: 2 rounds at a twentieth of them, the
two fastest titles' ladders only (a smoke run)."""
from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bots import DIFFICULTIES, play  # noqa: E402
from domain.core.bots import determiniser  # noqa: E402
from domain.core.registry import all_rules  # noqa: E402
from domain.core.search import LEVELS  # noqa: E402
from service.app.ratings import NEWCOMER, Rating, places, rated_as, updated  # noqa: E402

BOTS = tuple(LEVELS)  # easy, normal, strong
DEFAULT_TITLES = ("railroad-ink", "mini-express")
Z95 = 1.96


def schedule(name: str, rounds: int) -> list[tuple[list[str], dict, str]]:
    """The ladder's games of a title, in the order they are rated: (each seat's player, options, seed);
    a player is a bot level or `automa`."""
    rules = all_rules()[name]
    games = []
    for n in range(rounds):
        if rules.max_players >= 3:
            shift = n % 3
            games.append((list(BOTS[shift:] + BOTS[:shift]), {}, f"ladder/{name}/levels/{n}"))
        else:
            for first, second in (("easy", "normal"), ("normal", "strong"), ("easy", "strong")):
                seats = [first, second] if n % 2 == 0 else [second, first]
                games.append((seats, {}, f"ladder/{name}/{first}-{second}/{n}"))
        if name == "mini-express":
            for d, difficulty in enumerate(DIFFICULTIES):
                level = BOTS[(n + d) % 3]
                games.append(([level, "automa"], {"difficulty": difficulty}, f"ladder/{name}/solo/{difficulty}/{n}"))
    return games


def played(name: str, scale: float, game: tuple[list[str], dict, str]) -> tuple[list[str], list[int], float]:
    """One game: its seats' rated entities, their places, and its seconds."""
    players, options, seed = game
    budgets = {level: replace(budget, iterations=max(2, round(budget.iterations * scale)), seconds=None)
               for level, budget in determiniser(all_rules()[name]).LEVELS.items()}
    started = time.perf_counter()
    status = play(name, players, options, seed, budgets)
    seconds = time.perf_counter() - started
    difficulty = options.get("difficulty") or ("easy" if name == "mini-express" else None)
    entities = [rated_as({"kind": "automa"} if who == "automa" else {"kind": "bot", "level": who}, difficulty)
                for who in players]
    placed = places(status, {}, len(players))
    print(f"  {name} {seed}: {' '.join(f'{e}={p}' for e, p in zip(entities, placed, strict=True))} ({seconds:.0f} s)",
          file=sys.stderr, flush=True)
    return entities, placed, seconds


def ladder(name: str, rounds: int, scale: float, jobs: int) -> tuple[dict[str, Rating], int, float]:
    games = schedule(name, rounds)
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            outcomes = list(pool.map(played, [name] * len(games), [scale] * len(games), games))
    else:
        outcomes = [played(name, scale, game) for game in games]
    ratings: dict[str, Rating] = {}
    for entities, placed, _ in outcomes:  # in the schedule's order, whatever order they finished in
        ratings |= updated({e: ratings.get(e) for e in entities}, entities, placed)
    return ratings, len(games), sum(seconds for *_, seconds in outcomes)


def report(name: str, ratings: dict[str, Rating], games: int, seconds: float) -> None:
    print(f"{name}: {games} games, {seconds:.0f} s of play")
    print(f"  {'rated as':16} {'games':>5} {'mu':>6} {'sigma':>6} {'ordinal':>7}  95 % interval of mu  vs bot:easy")
    base = ratings.get("bot:easy", NEWCOMER).mu
    for entity, rating in sorted(ratings.items(), key=lambda item: -item[1].ordinal):
        low, high = rating.mu - Z95 * rating.sigma, rating.mu + Z95 * rating.sigma
        print(f"  {entity:16} {rating.games:5} {rating.mu:6.1f} {rating.sigma:6.2f} {rating.ordinal:7.1f}  "
              f"[{low:5.1f}, {high:5.1f}]        {rating.mu - base:+5.1f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--rounds", type=int, default=None)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once, one process each")
    parser.add_argument("--scale", type=float, default=None, help="multiply every level's iterations")
    parser.add_argument("--only", nargs="*", default=None, choices=sorted(all_rules()), help="these titles only")
    args = parser.parse_args()
    rounds = args.rounds or (2 if args.quick else 10)
    scale = args.scale or (0.05 if args.quick else 1.0)
    print(f"rounds: {rounds}, node budgets x{scale}")
    for name in args.only or DEFAULT_TITLES:
        report(name, *ladder(name, rounds, scale, args.jobs))


if __name__ == "__main__":
    main()
