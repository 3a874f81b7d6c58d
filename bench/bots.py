"""How strong the bots are: seeded matches, win rates with 95 % Wilson intervals.

Per game, at the title's smallest player count (two where one player would be alone): each level
against random legal play and against the level below; Mini Express solo against the rulebook
automa at each difficulty; 18 Lilliput solo against Gulliver, base and advanced rules. The bot's seat rotates from game to
game. A win is the bot among the game's winners (its own tie-breaks applied). Bots think by node
budget only (the level's iterations, times --scale), so every figure is reproducible from the seeds.

    python bench/bots.py [--quick] [--games N] [--first K] [--jobs J] [--scale F] [--only GAME ...]
                        [--matches random below solo] [--levels easy normal strong]
                        [--difficulties easy normal hard brutal ultimate] [--lilliput-rules base advanced]

--first K numbers the games from K (a match split over several runs adds up to the same games);
--jobs J plays J games at once.
--quick: 1 game a match at a twentieth of the budgets, solo at the normal level only (a smoke run for
`make bench`).
--lilliput-rules: 18 Lilliput solo under the base or the advanced rules only (default both, base first).
Goals (issue 17): normal ahead of every random player in >= 95 % of games, strong beats normal >= 60 %.

    python bench/bots.py --on-a-worker [--games N] [--fsync everysec] [--queue-fsync everysec]
                         [--move-job-seconds S]

instead measures what a bot's move costs on a worker: N (default 4) games of 4-player Ticket to Ride between
easy bots at a twenty-fifth of their nodes (one iteration: a sampled legal move, as
tests/platform/test_tournaments_duplicate.py plays), first in one process (a GameService's play_automa
call a move: no outbox read, no relay, no RQ), then on a private Redis with a relay and one `trackside
worker`, all N at once: a job a move (TRACKSIDE_MOVE_JOB_SECONDS=0, as before), then a job playing on
while the machine seats act (--move-job-seconds, by default 0.25 as the workers' default). Each: moves a second, CPU a move (this process's, or
the worker's and the relay's) and Redis commands a move (every server's), and the ratio on a worker vs
in one process. --queue-fsync puts RQ's queue on a Redis of its own with that appendfsync
(TRACKSIDE_QUEUE_URL).

Figures: docs/operations.md ("A move job plays on")."""
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
NODE_SCALE = 0.04
NODE_BOTS = {"TRACKSIDE_BOT_BUDGET": "nodes", "TRACKSIDE_BOT_NODE_SCALE": str(NODE_SCALE)}
WORKER_GAME = ("ticket-to-ride", [{"name": f"Bot {seat}", "kind": "bot", "level": "easy"} for seat in range(4)])


@dataclass
class Pace:
    """Moves a second, with what each cost: CPU milliseconds (the processes named) and Redis commands
    (both servers', everything that ran)."""

    moves: int
    seconds: float
    cpu_ms: float
    commands: float

    @property
    def rate(self) -> float:
        return self.moves / self.seconds

    def line(self, label: str) -> str:
        return (f"  {label:38} {self.rate:7.1f} moves/s  {self.cpu_ms / self.moves:5.1f} ms CPU a move  "
                f"{self.commands / self.moves:6.1f} Redis commands a move")


def commands_processed(urls: tuple[str, ...]) -> int:
    import redis

    return sum(int(redis.Redis.from_url(url).info("stats")["total_commands_processed"]) for url in set(urls))


def played_moves(service, ids: list[str]) -> int | None:
    """The bots' moves (their commands) of the games once every one has finished, else None."""
    moves = 0
    for game_id in ids:
        game = service.game(game_id)
        if not game.rules.status(service.current(game).state).finished:
            return None
        moves += sum(1 for envelope in service.games.store.events(game_id)
                     if (envelope.get("command") or {}).get("by") == "bot")
    return moves


def on_the_worker(urls: tuple[str, str], service, games: range, move_job_seconds: str) -> Pace:
    """The games numbered `games` played at once by one `trackside worker` (its moves in its own process)
    and a relay; CPU: the worker's and the relay's."""
    import redis
    from rq import Worker

    from bench.webhooks import cpu_seconds
    from tests.support import start_part, stop_part, wait_for

    env = {**NODE_BOTS, "TRACKSIDE_QUEUE_URL": urls[1], "TRACKSIDE_MOVE_JOB_SECONDS": move_job_seconds}
    parts = [start_part("worker", urls[0], **env), start_part("relay", urls[0], **env)]
    try:
        wait_for(lambda: Worker.all(connection=redis.Redis.from_url(urls[1])), timeout=60, what="the worker to start")
        started, cpu, commands = time.perf_counter(), sum(map(cpu_seconds, [p.pid for p in parts])), commands_processed(urls)
        ids = [service.create(*WORKER_GAME, seed=f"bench/worker/{n}")["game"]["id"] for n in games]
        moves = wait_for(lambda: played_moves(service, ids), timeout=3600, interval=0.5, what="every game's end")
        seconds = time.perf_counter() - started
        cpu = sum(map(cpu_seconds, [p.pid for p in parts])) - cpu
        commands = commands_processed(urls) - commands
    finally:
        for part in parts:
            stop_part(part)
    return Pace(moves, seconds, cpu * 1000, commands)


def in_one_process(urls: tuple[str, str], games: range, playing_on: bool) -> Pace:
    """The same games played one after another by one GameService in this process (no outbox read, no
    relay, no RQ), on a database no relay reads: a play_automa call a move, as a job a move calls it, or
    with `playing_on` a call a game, as a job playing on with no bounds would."""
    import redis

    from service.adapters.redis.store import EventStore
    from service.app.commands import Chain
    from service.app.games import GameService

    store = EventStore(redis.Redis.from_url(f"{urls[0]}/1"))
    store.prepare()
    service = GameService(store, bot_nodes=NODE_SCALE)
    chain = Chain(MAX_COMMANDS, math.inf, math.inf) if playing_on else None
    started, cpu, commands = time.perf_counter(), time.process_time(), commands_processed(urls)
    moves = 0
    for n in games:
        game_id = service.create(*WORKER_GAME, seed=f"bench/worker/{n}")["game"]["id"]
        for _ in range(MAX_COMMANDS):
            played = service.play_automa(game_id, store.version(game_id), chain)
            if played["outcome"] != "played":
                break
            moves += played["moves"]
    return Pace(moves, time.perf_counter() - started, (time.process_time() - cpu) * 1000,
                commands_processed(urls) - commands)


def on_a_worker(games: int, fsync: str | None, queue_fsync: str | None, seconds: str) -> None:
    from tests.support import RedisServer

    servers = [RedisServer(Path(tempfile.mkdtemp(prefix="trackside-bench-bots-")), fsync=fsync)]
    if queue_fsync is not None:
        servers.append(RedisServer(Path(tempfile.mkdtemp(prefix="trackside-bench-queue-")), fsync=queue_fsync))
    urls = (servers[0].url, servers[-1].url)
    os.environ.update({"TRACKSIDE_REDIS_URL": urls[0], "TRACKSIDE_QUEUE_URL": urls[1]})
    from workers.context import game_service

    try:
        alone = in_one_process(urls, range(games), playing_on=False)
        a_job_a_move = on_the_worker(urls, game_service(), range(games), "0")
        played_on = on_the_worker(urls, game_service(), range(games), seconds)
        alone_on = in_one_process(urls, range(games), playing_on=True)
    finally:
        for server in servers:
            server.stop()
    print(f"{games} games of 4-player Ticket to Ride between easy bots at {NODE_SCALE} of their nodes, "
          f"events' Redis appendfsync {fsync or 'always'}, queue's "
          f"{'the same Redis' if queue_fsync is None else f'a Redis of its own, appendfsync {queue_fsync}'}:")
    print(alone.line("in one process, a call a move"))
    print(alone_on.line("in one process, a call a game"))
    print(a_job_a_move.line("one worker, a job a move"))
    print(played_on.line(f"one worker, a job playing on ({seconds} s)"))
    rate = played_on.rate
    print(f"  ratio on a worker vs in one process: {rate / alone.rate:.2f} (vs a call a game: {rate / alone_on.rate:.2f}; "
          f"a job a move: {a_job_a_move.rate / alone.rate:.2f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--on-a-worker", action="store_true",
                        help="moves a second on one worker (a job a move, a job playing on) and in one process, instead")
    parser.add_argument("--fsync", default=None,
                        help="with --on-a-worker: Redis's appendfsync (default: deploy/redis.conf's, always)")
    parser.add_argument("--queue-fsync", default=None,
                        help="with --on-a-worker: RQ's queue on a Redis of its own with this appendfsync")
    parser.add_argument("--move-job-seconds", default="0.25",
                        help="with --on-a-worker: TRACKSIDE_MOVE_JOB_SECONDS of the job playing on")
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
    parser.add_argument("--lilliput-rules", nargs="*", default=["base", "advanced"], choices=["base", "advanced"],
                        help="18 Lilliput solo: against Gulliver under these rules only")
    args = parser.parse_args()
    if args.on_a_worker:
        on_a_worker(args.games or 4, args.fsync, args.queue_fsync, args.move_job_seconds)
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
            for options in [{"advanced": True} if chosen == "advanced" else {} for chosen in args.lilliput_rules]:
                for level in solo_levels:
                    report(name, f"solo {level} vs Gulliver{' (advanced)' if options else ''}",
                           *match(name, level, "automa", 2, games, budgets, args.jobs, options), 1)


if __name__ == "__main__":
    main()
