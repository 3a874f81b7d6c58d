"""How strong the bots are: seeded matches, win rates with 95 % Wilson intervals.

Per game, at the title's smallest player count (two where one player would be alone): each level
against random legal play and against the level below; Mini Express solo against the rulebook
automa at each difficulty; 18 Lilliput solo against Gulliver, base and advanced rules. The bot's seat rotates from game to
game. A win is the bot among the game's winners (its own tie-breaks applied). Bots think by node
budget only (the level's iterations, times --scale), so every figure is reproducible from the seeds.

    python bench/bots.py [--quick] [--games N] [--first K] [--jobs J] [--scale F] [--only GAME ...]
                        [--matches random below solo] [--levels easy normal strong]
                        [--difficulties easy normal hard brutal ultimate]

--first K numbers the games from K (a match split over several runs adds up to the same games);
--jobs J plays J games at once.
--quick: 1 game a match at a twentieth of the budgets, solo at the normal level only (a smoke run for
`make bench`).
Goals (issue 17): normal ahead of every random player in >= 95 % of games, strong beats normal >= 60 %.

    python bench/bots.py --on-a-worker [--games N] [--fsync everysec]

instead measures what a bot's move costs on a worker: the moves a second of N (default 4) games of 4-player
Ticket to Ride between easy bots at a twenty-fifth of their nodes (one iteration: a sampled legal move, as
tests/platform/test_tournaments_duplicate.py plays), on a private Redis with a relay and one worker, each
move a job: first on a worker that forks a work-horse for each job (as every worker did before), then on
`trackside worker`, which runs them in its own process; the moves a second, and the worker's CPU a move
(its work-horses' with it), which the machine's other load disturbs less.

Figures, 2026-11-26, this 2-core machine shared with other runs: docs/operations.md ("Where a job runs")."""
from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import rule_of_thumb  # noqa: E402
from domain.core import LocalGame, Rng, SeatSpec  # noqa: E402
from domain.core.bots import bot_command, determiniser  # noqa: E402
from domain.core.registry import all_rules  # noqa: E402
from domain.core.rules import Status  # noqa: E402
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


def play(name: str, players: list[str], options: dict, seed: str, budgets: dict[str, Budget]) -> Status:
    """One game; `players` per seat: a level, "random", "thumb" (bench/rule_of_thumb.py) or "automa".
    Returns its final status."""
    rules = all_rules()[name]
    seats = [SeatSpec(f"seat{i}", "automa" if who == "automa" else "human") for i, who in enumerate(players)]
    game = LocalGame(rules, seats, options, seed)
    chooser = Rng(seed, "random-players")
    for _ in range(MAX_COMMANDS):
        status = game.status()
        if status.finished:
            return status
        seat = status.active_seats[0]
        who = players[seat]
        if who == "automa":
            game.play_automa(seat)
        elif who == "random":
            game.play(seat, chooser.choice(rules.legal_commands(game.state, seat)))
        elif who == "thumb":
            game.play(seat, rule_of_thumb.command(rules, game.state, seat))
        else:
            game.play(seat, bot_command(rules, game.events, game.state, seat, budgets[who], f"{seed}/{game.version}"))
    raise AssertionError(f"{name}: not finished after {MAX_COMMANDS} commands")


@dataclass(frozen=True)
class Outcome:
    won: bool  # among the winners
    ahead: int  # opponents it finished ahead of (more points, or as many and the tie-break)
    score: float | None  # its final score, and its opponents' mean (None: a game without scores)
    others: float | None


def _outcome(name: str, bot: str, rest: str, count: int, n: int, budgets: dict[str, Budget], options: dict) -> Outcome:
    """Game number `n` of a match, the bot's seat rotating."""
    seat = n % count if rest != "automa" else 0
    players = [bot if s == seat else rest for s in range(count)]
    started = time.perf_counter()
    status = play(name, players, options, f"bench/{name}/{bot}/{rest}/{n}", budgets)
    won = seat in status.winners
    mine = others = None
    if status.scores is None:
        ahead = (count - 1) * won
    else:
        mine = status.scores[seat]
        others = sum(theirs for other, theirs in enumerate(status.scores) if other != seat) / (count - 1)
        ahead = sum(mine > theirs or (mine == theirs and won and other not in status.winners)
                    for other, theirs in enumerate(status.scores) if other != seat)
    scores = "" if status.scores is None else f", scores {'-'.join(str(score) for score in status.scores)}"
    print(f"  {name} {bot} vs {rest} {options or ''} game {n}: {'won' if won else 'lost'}, "
          f"ahead of {ahead}/{count - 1}{scores} ({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)
    return Outcome(won, ahead, mine, others)


def match(name: str, bot: str, rest: str, count: int, games: range, budgets: dict[str, Budget], jobs: int,
          options: dict | None = None) -> tuple[list[Outcome], float]:
    """The games numbered `games` of `bot` against `count - 1` players `rest`, `jobs` at a time; returns
    their outcomes and the seconds of one process."""
    started = time.perf_counter()
    play_one = partial(_outcome, name, bot, rest, count, budgets=budgets, options=options or {})
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            outcomes = list(pool.map(play_one, games))
    else:
        outcomes = [play_one(n) for n in games]
    return outcomes, (time.perf_counter() - started) * min(jobs, len(outcomes))


def report(name: str, label: str, outcomes: list[Outcome], seconds: float, opponents: int) -> None:
    """Wins (the bot among the winners); with several opponents also the share of opponents it finished
    ahead of (an opponent of the same strength would win 1/(opponents + 1) of the games)."""
    games, wins = len(outcomes), sum(o.won for o in outcomes)
    low, high = wilson(wins, games)
    line = f"{name:15} {label:32} {wins:3}/{games:<3} {wins / games:6.0%}  [{low:4.0%}, {high:4.0%}]"
    if opponents > 1:
        ahead, pairs = sum(o.ahead for o in outcomes), games * opponents
        low, high = wilson(ahead, pairs)
        line += f"  ahead of each {ahead}/{pairs} {ahead / pairs:4.0%} [{low:4.0%}, {high:4.0%}]"
    scored = [o for o in outcomes if o.score is not None]
    if scored:
        line += (f"  mean score {sum(o.score for o in scored) / len(scored):.1f} vs "
                 f"{sum(o.others for o in scored) / len(scored):.1f}")
    print(f"{line}  {seconds / games:6.1f} s/game", flush=True)


# every move a sampled legal one whatever the machine's load, as tests/platform/test_tournaments_duplicate.py
NODE_BOTS = {"TRACKSIDE_BOT_BUDGET": "nodes", "TRACKSIDE_BOT_NODE_SCALE": "0.04"}
WORKER_GAME = ("ticket-to-ride", [{"name": f"Bot {seat}", "kind": "bot", "level": "easy"} for seat in range(4)])


def ended_versions(service, ids: list[str]) -> list[int] | None:
    """Each game's version once every one has finished, else None."""
    versions = []
    for game_id in ids:
        game = service.game(game_id)
        known = service.current(game)
        if not game.rules.status(known.state).finished:
            return None
        versions.append(known.version)
    return versions


def moves_a_second(url: str, service, games: range, fork: bool) -> tuple[float, float]:
    """The bots' moves (the events they appended) a second of the games numbered `games`, played on one
    worker, and the worker's CPU milliseconds a move."""
    import redis
    from rq import Worker

    from bench.webhooks import cpu_seconds, start_worker
    from tests.support import stop_part, wait_for

    worker = start_worker(url, fork, **NODE_BOTS)
    connection = redis.Redis.from_url(url)
    try:
        wait_for(lambda: any(found.pid == worker.pid for found in Worker.all(connection=connection)), timeout=60,
                 what="the worker to start")
        started, cpu = time.perf_counter(), cpu_seconds(worker.pid)
        created = [service.create(*WORKER_GAME, seed=f"bench/worker/{n}")["game"] for n in games]
        versions = wait_for(lambda: ended_versions(service, [game["id"] for game in created]), timeout=3600,
                            interval=0.5, what="every game's end")
        seconds, cpu = time.perf_counter() - started, cpu_seconds(worker.pid) - cpu
    finally:
        stop_part(worker)
    moves = sum(version - game["version"] for version, game in zip(versions, created, strict=True))
    print(f"  {'forked' if fork else 'in the worker'}: {moves} moves in {seconds:.1f} s", file=sys.stderr, flush=True)
    return moves / seconds, cpu * 1000 / moves


def on_a_worker(games: int, fsync: str | None) -> None:
    from tests.support import RedisServer, start_part, stop_part

    server = RedisServer(Path(tempfile.mkdtemp(prefix="trackside-bench-bots-")), fsync=fsync)
    os.environ.update({"TRACKSIDE_REDIS_URL": server.url, "TRACKSIDE_QUEUE_URL": server.url})
    from workers.context import game_service

    relay = start_part("relay", server.url)
    try:
        forked, forked_ms = moves_a_second(server.url, game_service(), range(games), fork=True)
        in_process, in_process_ms = moves_a_second(server.url, game_service(), range(games, 2 * games), fork=False)
    finally:
        stop_part(relay)
        server.stop()
    print(f"{games} games of 4-player Ticket to Ride between node-bounded easy bots, one worker: "
          f"{in_process:.1f} moves/s in the worker's process ({in_process_ms:.1f} ms of its CPU a move), "
          f"{forked:.1f}/s forked ({forked_ms:.1f} ms); ratios {in_process / forked:.1f} and "
          f"{forked_ms / in_process_ms:.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--on-a-worker", action="store_true",
                        help="moves a second on one worker, forked and in the worker's process, instead")
    parser.add_argument("--fsync", default=None,
                        help="with --on-a-worker: Redis's appendfsync (default: deploy/redis.conf's, always)")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--games", type=int, default=None)
    parser.add_argument("--first", type=int, default=0, help="number of the first game (to split a match over runs)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once, one process each")
    parser.add_argument("--scale", type=float, default=None, help="multiply every level's iterations")
    parser.add_argument("--only", nargs="*", default=None, help="these games only")
    parser.add_argument("--levels", nargs="*", default=list(LEVELS), choices=list(LEVELS), help="these bot levels only")
    parser.add_argument("--matches", nargs="*", default=["random", "below", "solo"],
                        choices=["random", "below", "solo", "thumb"],
                        help="against random play, the level below, the automa, the rule of thumb (bench/rule_of_thumb.py)")
    parser.add_argument("--difficulties", nargs="*", default=list(DIFFICULTIES), choices=list(DIFFICULTIES),
                        help="Mini Express solo: the automa at these difficulties only")
    args = parser.parse_args()
    if args.on_a_worker:
        on_a_worker(args.games or 4, args.fsync)
        return
    games = range(args.first, args.first + (args.games or (1 if args.quick else 40)))
    scale = args.scale or (0.05 if args.quick else 1.0)
    print(f"games per match: {len(games)} (numbers {games.start} to {games.stop - 1})")
    print(f"{'game':15} {'match':32} wins/games rate  95 % interval")
    for name, rules in sorted(all_rules().items()):
        if args.only and name not in args.only:
            continue
        budgets = {level: replace(budget, iterations=max(2, round(budget.iterations * scale)), seconds=None)
                   for level, budget in determiniser(rules).LEVELS.items()}
        print(f"{name}: " + ", ".join(f"{level} {b.iterations} iterations rollout {b.rollout}"
                                      for level, b in budgets.items()))
        count = max(2, rules.min_players)
        for level in args.levels if "random" in args.matches else ():
            report(name, f"{level} vs random x{count - 1}", *match(name, level, "random", count, games, budgets, args.jobs),
                   count - 1)
        for level in args.levels if "thumb" in args.matches and name in rule_of_thumb.PLAYERS else ():
            report(name, f"{level} vs rule of thumb x{count - 1}",
                   *match(name, level, "thumb", count, games, budgets, args.jobs), count - 1)
        for level, below in (("normal", "easy"), ("strong", "normal")) if "below" in args.matches else ():
            if level not in args.levels:
                continue
            report(name, f"{level} vs {below} x{count - 1}", *match(name, level, below, count, games, budgets, args.jobs),
                   count - 1)
        if "solo" not in args.matches:
            continue
        solo_levels = [level for level in args.levels if not args.quick or level == "normal"]
        if name == "mini-express":
            for difficulty in args.difficulties:
                for level in solo_levels:
                    report(name, f"solo {level} vs automa ({difficulty})",
                           *match(name, level, "automa", 2, games, budgets, args.jobs, {"difficulty": difficulty}), 1)
        if name == "lilliput":  # the base game, then the advanced (issue 43 asks for both)
            for options in ({}, {"advanced": True}):
                for level in solo_levels:
                    report(name, f"solo {level} vs Gulliver{' (advanced)' if options else ''}",
                           *match(name, level, "automa", 2, games, budgets, args.jobs, options), 1)


if __name__ == "__main__":
    main()
