"""The bot ladder: the server's bot levels and the rulebook automa's levels rated against each other in
rated games, as the server rates them (service/app/ratings.py: openskill Plackett-Luce, places from the
table's status), so that bot strength reads in rating points.

Per title, each round plays:
- the three bot levels at one table (easy, normal, strong; the seats rotating from round to round), with
  the title's rule-of-thumb player (bench/rule_of_thumb.py, rated as `thumb`) in a fourth seat where it
  has one, or, for a title of two seats at most, the three pairings of the levels;
- a title with a rulebook automa to play solo: a solo game of one bot level (rotating) against it, in
  Mini Express at each difficulty (`automa:<difficulty>`, as the server rates the automa of a rated game),
  in 18 Lilliput against Gulliver (`automa`).
Games are played in memory (domain/core/local.py) with node budgets only and fixed seeds, so every
figure repeats; the ratings are then updated game by game in a fixed order. Prints each entity's games,
mu, sigma, the ordinal (mu - 3 sigma), the 95 % interval of mu (mu +- 1.96 sigma) and its mean final score
in the games of its title (in Mini Express and 18 Lilliput over different tables: solo games score otherwise).

    python bench/bot_ladder.py [--quick] [--rounds N] [--jobs J] [--scale F] [--only GAME ...] [--write]

--scale multiplies every level's node budget (iterations); --quick: 1 round of every title at a fiftieth
of them (a smoke run for `make bench`, under 3 minutes); --write rewrites the ladder's section of
docs/bots.md (between its LADDER_BEGIN and LADDER_END marks) with the tables of this run.

    python bench/bot_ladder.py --goals [--only GAME ...] [--goal KEY ...] [--games N] [--jobs J] [--kept] [--write]

instead plays issue 43's goals (bench/bot_goals.py: a level against the automa, or strong against normal,
N seeded games each, by default 50, at full node budgets), those of the titles named or the goals named
(in that order): only the games not yet kept for today's code (none with --kept), then prints the table of
every goal; --write puts it in docs/bots.md between its GOALS_BEGIN and GOALS_END marks.
"""
from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import bot_goals, rule_of_thumb  # noqa: E402
from bench.bots import DIFFICULTIES, play  # noqa: E402
from domain.core.bots import determiniser  # noqa: E402
from domain.core.registry import all_rules  # noqa: E402
from domain.core.search import LEVELS  # noqa: E402
from service.app.ratings import NEWCOMER, Rating, places, rated_as, updated  # noqa: E402

BOTS = tuple(LEVELS)  # easy, normal, strong
THUMB = "thumb"
SOLO = {"mini-express": DIFFICULTIES, "lilliput": (None,)}
"""The titles a bot plays solo against the rulebook's automa, and the automa's difficulties (None: one)."""
Z95 = 1.96
DOCS = ROOT / "docs" / "bots.md"
LADDER_BEGIN = "<!-- bench/bot_ladder.py --write: begin -->"
LADDER_END = "<!-- bench/bot_ladder.py --write: end -->"
GOALS_BEGIN = "<!-- bench/bot_ladder.py --goals --write: begin -->"
GOALS_END = "<!-- bench/bot_ladder.py --goals --write: end -->"


def schedule(name: str, rounds: int) -> list[tuple[list[str], dict, str]]:
    """The ladder's games of a title, in the order they are rated: (each seat's player, options, seed);
    a player is a bot level or `automa`."""
    rules = all_rules()[name]
    games = []
    for n in range(rounds):
        if rules.max_players >= 3:
            table = BOTS + (THUMB,) if name in rule_of_thumb.PLAYERS and rules.max_players >= 4 else BOTS
            shift = n % len(table)
            games.append((list(table[shift:] + table[:shift]), {}, f"ladder/{name}/levels/{n}"))
        else:
            for first, second in (("easy", "normal"), ("normal", "strong"), ("easy", "strong")):
                seats = [first, second] if n % 2 == 0 else [second, first]
                games.append((seats, {}, f"ladder/{name}/{first}-{second}/{n}"))
        for d, difficulty in enumerate(SOLO.get(name, ())):
            level = BOTS[(n + d) % 3]
            options = {"difficulty": difficulty} if difficulty else {}
            games.append(([level, "automa"], options, f"ladder/{name}/solo/{difficulty or 'automa'}/{n}"))
    return games


def played(name: str, scale: float, game: tuple[list[str], dict, str]
           ) -> tuple[list[str], list[int], list[float] | None, float]:
    """One game: its seats' rated entities, their places, their final scores and its seconds."""
    players, options, seed = game
    budgets = {level: replace(budget, iterations=max(2, round(budget.iterations * scale)), seconds=None)
               for level, budget in determiniser(all_rules()[name]).LEVELS.items()}
    started = time.perf_counter()
    status = play(name, players, options, seed, budgets)
    seconds = time.perf_counter() - started
    difficulty = options.get("difficulty") or ("easy" if name == "mini-express" else None)
    entities = [THUMB if who == THUMB else
                rated_as({"kind": "automa"} if who == "automa" else {"kind": "bot", "level": who}, difficulty)
                for who in players]
    placed = places(status, {}, len(players))
    print(f"  {name} {seed}: {' '.join(f'{e}={p}' for e, p in zip(entities, placed, strict=True))} ({seconds:.0f} s)",
          file=sys.stderr, flush=True)
    return entities, placed, None if status.scores is None else list(status.scores), seconds


Ladder = tuple[dict[str, Rating], dict[str, float], int, float]
"""A title's ratings, each entity's mean final score, its games and their seconds."""


def ladder(name: str, rounds: int, scale: float, jobs: int) -> Ladder:
    games = schedule(name, rounds)
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            outcomes = list(pool.map(played, [name] * len(games), [scale] * len(games), games))
    else:
        outcomes = [played(name, scale, game) for game in games]
    ratings: dict[str, Rating] = {}
    scored: dict[str, list[float]] = {}
    for entities, placed, scores, _ in outcomes:  # in the schedule's order, whatever order they finished in
        ratings |= updated({e: ratings.get(e) for e in entities}, entities, placed)
        for entity, score in zip(entities, scores or (), strict=False):
            scored.setdefault(entity, []).append(score)
    means = {entity: sum(scores) / len(scores) for entity, scores in scored.items()}
    return ratings, means, len(games), sum(seconds for *_, seconds in outcomes)


def ranked(ratings: dict[str, Rating]) -> list[tuple[str, Rating, float, float, float]]:
    """Each entity best first: its rating, the 95 % interval of its mu and its mu above bot:easy's."""
    base = ratings.get("bot:easy", NEWCOMER).mu
    return [(entity, rating, rating.mu - Z95 * rating.sigma, rating.mu + Z95 * rating.sigma, rating.mu - base)
            for entity, rating in sorted(ratings.items(), key=lambda item: -item[1].ordinal)]


def report(name: str, ratings: dict[str, Rating], means: dict[str, float], games: int, seconds: float) -> None:
    print(f"{name}: {games} games, {seconds:.0f} s of play")
    print(f"  {'rated as':16} {'games':>5} {'mu':>6} {'sigma':>6} {'ordinal':>7}  95 % interval of mu  vs bot:easy"
          f"  mean score")
    for entity, rating, low, high, above in ranked(ratings):
        print(f"  {entity:16} {rating.games:5} {rating.mu:6.1f} {rating.sigma:6.2f} {rating.ordinal:7.1f}  "
              f"[{low:5.1f}, {high:5.1f}]        {above:+5.1f}  {means.get(entity, float('nan')):10.1f}", flush=True)


def markdown(command: str, ladders: dict[str, Ladder]) -> str:
    """The docs' ladder section: the command that made it, then one table per title."""
    lines = [LADDER_BEGIN, f"Made by `{command}` (node budgets only: the ratings repeat on any machine; the seconds are the machine's, here the 2-core one under other work).", ""]
    for name, (ratings, means, games, seconds) in ladders.items():
        lines += [f"**{name}**: {games} games, {seconds:.0f} s of play", "",
                  "| rated as | games | mu | sigma | ordinal | 95 % interval of mu | above easy | mean score |",
                  "|---|---:|---:|---:|---:|---|---:|---:|"]
        lines += [f"| {entity} | {rating.games} | {rating.mu:.1f} | {rating.sigma:.2f} | {rating.ordinal:.1f} | "
                  f"{low:.1f}–{high:.1f} | {above:+.1f} | {means[entity]:.1f} |"
                  for entity, rating, low, high, above in ranked(ratings)]
        lines.append("")
    return "\n".join([*lines, LADDER_END])


def write_docs(section: str, marks: tuple[str, str] = (LADDER_BEGIN, LADDER_END)) -> None:
    """Replace the marked section of docs/bots.md (the marks must be there, once each)."""
    text = DOCS.read_text()
    begin, end = text.index(marks[0]), text.index(marks[1]) + len(marks[1])
    DOCS.write_text(text[:begin] + section + text[end:])


def goals(keys: list[str], games: int, jobs: int, command: str | None) -> None:
    """Play the missing games of the goals named (in that order), print the table of every goal and write
    it (`command`)."""
    chosen = {goal.key: goal for goal in bot_goals.GOALS}
    for key in keys:
        bot_goals.play(chosen[key], games, jobs)
    table = bot_goals.markdown([bot_goals.figure(goal, games) for goal in bot_goals.GOALS], games)
    print("\n".join(table))
    if command:
        write_docs("\n".join([GOALS_BEGIN, f"Made by `{command}` from the games kept in bench/bot_goals.ndjson "
                              "(node budgets only: they repeat on any machine).", "", *table, GOALS_END]),
                   (GOALS_BEGIN, GOALS_END))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--rounds", type=int, default=None)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once, one process each")
    parser.add_argument("--scale", type=float, default=None, help="multiply every level's iterations")
    parser.add_argument("--only", nargs="*", default=None, choices=sorted(all_rules()), help="these titles only")
    parser.add_argument("--write", action="store_true", help="rewrite the ladder's section of docs/bots.md")
    parser.add_argument("--goals", action="store_true", help="issue 43's goals instead (bench/bot_goals.py)")
    parser.add_argument("--games", type=int, default=bot_goals.GAMES, help="with --goals: the games of a goal")
    parser.add_argument("--goal", nargs="*", default=None, choices=[goal.key for goal in bot_goals.GOALS],
                        help="with --goals: these goals only, played in this order")
    parser.add_argument("--kept", action="store_true", help="with --goals: play nothing, the table of the games kept")
    args = parser.parse_args()
    command = "python bench/bot_ladder.py " + " ".join(sys.argv[1:])
    if args.goals:
        keys = [] if args.kept else args.goal or [goal.key for goal in bot_goals.GOALS
                                                  if not args.only or goal.name in args.only]
        goals(keys, args.games, args.jobs, command if args.write else None)
        return
    rounds = args.rounds or (1 if args.quick else 10)
    scale = args.scale or (0.02 if args.quick else 1.0)
    print(f"rounds: {rounds}, node budgets x{scale}")
    ladders = {}
    for name in args.only or sorted(all_rules()):
        ladders[name] = ladder(name, rounds, scale, args.jobs)
        report(name, *ladders[name])
    if args.write:
        write_docs(markdown(command, ladders))


if __name__ == "__main__":
    main()
