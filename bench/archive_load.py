"""The archiving beside a loaded API (issue 41): finished games moved from Redis to the archive store
(SQLite, then PostgreSQL) with no other work, and while clients play live games through the API; and the
API's requests/s and p99 while the archiving runs against the same API with no archiving. Side by side in
one run for each store, on one private Redis and one `trackside serve` (gunicorn, 2 workers, with the
relay's TRACKSIDE_ARCHIVE_URL).

The archiving is the relay's (service/bootstrap.py relay_parts builds it as the relay does, with
TRACKSIDE_ARCHIVE_AFTER_S=0), its steps run back to back in this process, so what is measured is what a
step can move, not the relay's pace (20 games every 5 s: BATCH, STEP_EVERY_S). The games it moves are
imported as bench/archive.py imports them (a few Mini Express games played to their end through the
service, each then written again under new ids as a restore writes a checked game: `import_copy`).

The load: --clients processes, each a requests.Session playing solo Railroad Ink games through the API
(create, then each command followed by a read of the state as the seat), one request at a time; every
game stops one command short of its end, so that no game of the load joins the archive's queue.

Each round: --games games imported (the load paused), then archived alone; as many again imported, the
load started, --window seconds of the API alone, then the games archived under the load, the load paused.
Reported a round: games/s alone and under load (and a game's CPU time and time waiting for a core);
requests/s and p99 of the requests that ended in the API's window alone and in the archiving's window; the
ratios (under load / alone; API during archiving / alone), and their medians over the rounds.

    python bench/archive_load.py [--games N] [--rounds R] [--window S] [--clients C] [--only sqlite|postgres]
    python bench/archive_load.py --quick        (make bench: 100 games, one round, a 4 s window)
"""
from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import requests

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.archive import import_copy  # noqa: E402
from bench.memory import play_to_the_end  # noqa: E402
from domain.core import LocalGame, SeatSpec  # noqa: E402
from domain.core.registry import get_rules  # noqa: E402
from service.adapters.redis.store import EventStore  # noqa: E402
from service.app.archiving import Archiving  # noqa: E402
from service.app.games import GameService  # noqa: E402
from service.bootstrap import relay_parts  # noqa: E402
from service.config import Settings  # noqa: E402
from tests.postgres import PostgresServer  # noqa: E402
from tests.support import RedisServer, answering, free_port, start_part, stop_part, wait_for  # noqa: E402

LIMITS = {"TRACKSIDE_RATE_LIMIT": "1000000/second", "TRACKSIDE_CREATE_LIMIT": "1000000/second"}
LOAD_TITLE = "railroad-ink"
WARM_S = 1.0  # the load runs this long before its window opens (its clients' games created, the workers warm)


def commands_of(seed: str) -> list[dict]:
    """Every command of a solo Railroad Ink game of `seed` but its last: played, never finished."""
    rules = get_rules(LOAD_TITLE)
    local = LocalGame(rules, [SeatSpec("a")], {}, seed)
    chooser = random.Random(seed)
    commands = []
    while not local.status().finished:
        command = chooser.choice(rules.legal_commands(local.state, 0))
        local.play(0, command)
        commands.append(command)
    return commands[:-1]


def one_game(http: requests.Session, base: str, seed: str, commands: list[dict]) -> Iterator[requests.Response]:
    """A game's requests, one a `next`: its creation, then each command and the seat's state after it."""
    created = http.post(f"{base}/v1/games", json={"rules": LOAD_TITLE, "players": [{"name": "a"}], "seed": seed})
    yield created
    game = created.json()
    path, headers = f"{base}/v1/games/{game['game']['id']}", {"Authorization": f"Bearer {game['seats'][0]['token']}"}
    for command in commands:
        yield http.post(f"{path}/commands", headers=headers, json=command)
        yield http.get(f"{path}/state", headers=headers)


def player(base: str, seed: str, ready, go, stop, out) -> None:
    """A client of the load: games of one seed (its commands worked out first), each under a new id, while
    `go` is set, until `stop`; puts (when it ended, seconds it took) of every request on `out`."""
    http, commands, done = requests.Session(), commands_of(seed), []
    ready.wait()
    while not stop.is_set():
        game = one_game(http, base, seed, commands)
        while not stop.is_set():
            if not go.wait(0.2):
                continue
            started = time.monotonic()
            response = next(game, None)
            if response is None:
                break
            ended = time.monotonic()
            assert response.status_code in (200, 201), response.text
            done.append((ended, ended - started))
    out.put(done)


def served(redis_url: str, archive_url: str) -> tuple[subprocess.Popen, str]:
    port = free_port()
    server = start_part("serve", redis_url, "--port", str(port), "--workers", "2", **LIMITS,
                        TRACKSIDE_ARCHIVE_URL=archive_url)
    base = f"http://127.0.0.1:{port}"
    wait_for(lambda: answering(base + "/readyz"), timeout=60, what="trackside serve")
    return server, base


def queued_s() -> float:
    """Seconds this thread has waited for a core, runnable (Linux's run-queue delay: /proc schedstat)."""
    return int(Path("/proc/thread-self/schedstat").read_text().split()[1]) / 1e9


def archived(archiving: Archiving, count: int) -> tuple[float, float, float]:
    """Games/s of the archiving's steps, back to back, moving the `count` games queued; and, a game, the ms of
    CPU they took and the ms they waited for a core (the rest of a game's time: waiting on Redis and the
    archive). Under load, the same CPU a game as alone and the difference in time waited for a core says
    the archiving slowed for want of a core, not for more work or slower stores."""
    moved, started, cpu, queued = 0, time.monotonic(), time.process_time(), queued_s()
    while moved < count:
        step = archiving.step()
        assert step and all(done.what == "archived" for done in step), step
        moved += len(step)
    assert moved == count, (moved, count)
    return (count / (time.monotonic() - started), (time.process_time() - cpu) * 1000 / count,
            (queued_s() - queued) * 1000 / count)


def api_in(records: list[tuple[float, float]], window: tuple[float, float]) -> dict:
    """Requests/s and p99 (ms) of the requests that ended in `window`."""
    took = [seconds for ended, seconds in records if window[0] <= ended < window[1]]
    return {"per_s": len(took) / (window[1] - window[0]), "p99": statistics.quantiles(took, n=100)[98] * 1000,
            "requests": len(took)}


class Importer:
    """Finished games into Redis under new ids, copies of `templates` (bench/archive.py import_copy)."""

    def __init__(self, store: EventStore, templates: list) -> None:
        self.store, self.templates, self.made = store, templates, 0

    def add(self, count: int) -> None:
        for n in range(self.made, self.made + count):
            import_copy(self.store, self.templates[n % len(self.templates)], f"{n + 1:012x}{0xb7:010x}")
        self.made += count


def run(redis_server: RedisServer, archive_url: str, templates: list, args: argparse.Namespace) -> list[dict]:
    """The rounds on an emptied Redis and a fresh API, archiving into `archive_url`."""
    client = redis_server.client()
    client.flushall()  # (the Function library stays: FLUSHALL keeps functions)
    store = EventStore(client)
    store.prepare()
    settings = Settings.from_env({"TRACKSIDE_ARCHIVE_URL": archive_url, "TRACKSIDE_ARCHIVE_AFTER_S": "0"})
    archiving = relay_parts(client, client, "bench-archiving", settings).archiving
    importer = Importer(store, templates)
    server, base = served(redis_server.url, archive_url)
    spawn = multiprocessing.get_context("spawn")  # (this process holds sockets and pools' threads)
    ready, go, stop, out = spawn.Barrier(args.clients + 1), spawn.Event(), spawn.Event(), spawn.Queue()
    clients = [spawn.Process(target=player, args=(base, f"load-{c}", ready, go, stop, out))
               for c in range(args.clients)]
    try:
        for process in clients:
            process.start()
        ready.wait(timeout=300)  # (their commands worked out: none of that CPU falls in a measured phase)
        rounds = []
        for _ in range(args.rounds):
            importer.add(args.games)
            alone = archived(archiving, args.games)
            importer.add(args.games)
            go.set()
            time.sleep(WARM_S)
            quiet = time.monotonic()
            time.sleep(args.window)
            busy = time.monotonic()
            loaded = archived(archiving, args.games)
            go.clear()
            rounds.append({"alone": alone, "loaded": loaded, "windows": ((quiet, busy), (busy, time.monotonic()))})
        stop.set()
        go.set()
        records = [record for _ in clients for record in out.get(timeout=120)]
        for process in clients:
            process.join(30)
    finally:
        stop.set()
        go.set()
        for process in clients:
            if process.is_alive():
                process.kill()
        stop_part(server)
        archiving.archive.close()
    for r in rounds:
        r["api_alone"], r["api_archiving"] = (api_in(records, window) for window in r.pop("windows"))
    return rounds


def rows_of(kind: str, rounds: list[dict]) -> list[str]:
    ratios = [(r["loaded"][0] / r["alone"][0], r["api_archiving"]["per_s"] / r["api_alone"]["per_s"],
               r["api_archiving"]["p99"] / r["api_alone"]["p99"]) for r in rounds]
    lines = []
    for n, (r, (moved, served_, p99)) in enumerate(zip(rounds, ratios, strict=True), 1):
        alone, loaded = (f"{per_s:.0f} ({cpu:.1f}, {queued:.1f})" for per_s, cpu, queued in (r["alone"], r["loaded"]))
        api, busy = r["api_alone"], r["api_archiving"]
        lines.append(f"| {kind} | {n} | {alone} | {loaded} | {moved:.2f} | "
                     f"{api['per_s']:.0f} ({api['requests']}) | {api['p99']:.1f} | {busy['per_s']:.0f} ({busy['requests']}) "
                     f"| {busy['p99']:.1f} | {served_:.2f} | {p99:.2f} |")
    if len(rounds) > 1:
        medians = [statistics.median(column) for column in zip(*ratios, strict=True)]
        lines.append(f"| {kind} | median | | | {medians[0]:.2f} | | | | | {medians[1]:.2f} | {medians[2]:.2f} |")
    return lines


HEAD = ("archive", "round", "archived games/s alone (ms a game: CPU, waiting for a core)", "under load", "under load / alone",
        "API requests/s alone (n)", "p99 ms", "API requests/s during archiving (n)", "p99 ms",
        "requests/s during / alone", "p99 during / alone")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games archived a phase")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--window", type=float, default=15.0, help="seconds of the API alone a round")
    parser.add_argument("--clients", type=int, default=4, help="processes of the load")
    parser.add_argument("--templates", type=int, default=8, help="games played to be imported again")
    parser.add_argument("--title", default="mini-express", help="the title of the games archived")
    parser.add_argument("--only", choices=("sqlite", "postgres"))
    parser.add_argument("--quick", action="store_true", help="100 games, one round, a 4 s window, 3 clients")
    args = parser.parse_args()
    if args.quick:
        args.games, args.rounds, args.window, args.clients, args.templates = 100, 1, 4.0, 3, 2
    with tempfile.TemporaryDirectory() as tmp:
        redis_server = RedisServer(Path(tmp) / "redis")
        postgres = PostgresServer() if args.only != "sqlite" else None
        try:
            store = EventStore(redis_server.client())
            store.prepare()
            service = GameService(store)
            templates = [store.whole(play_to_the_end(service, args.title, seed)[0]) for seed in range(args.templates)]
            urls = {"SQLite": f"sqlite:///{tmp}/load.sqlite3"}
            if postgres is not None:
                with psycopg.connect(postgres.url, autocommit=True) as admin:
                    admin.execute('CREATE DATABASE "load"')
                urls = {**({} if args.only else urls), "PostgreSQL": postgres.url.replace("/postgres?", "/load?")}
            lines = ["| " + " | ".join(HEAD) + " |", "|" + "---|" * len(HEAD)]
            for kind, url in urls.items():
                lines += rows_of(kind, run(redis_server, url, templates, args))
            print(f"{args.games} {args.title} games a phase ({sum(len(t.events) for t in templates) // len(templates)}"
                  f" events a game), {args.clients} clients, a {args.window:.0f} s window")
            print("\n".join(lines))
        finally:
            redis_server.stop()
            if postgres is not None:
                postgres.stop()


if __name__ == "__main__":
    main()
