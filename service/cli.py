"""The `trackside` command line."""
from __future__ import annotations

import argparse
import atexit
import logging
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from urllib.parse import urlparse

import orjson

from service.config import CLUSTER, SENTINEL, RedisLocation, Settings

ROOT = Path(__file__).resolve().parents[1]


def _print(value) -> None:
    sys.stdout.write(orjson.dumps(value, option=orjson.OPT_INDENT_2).decode() + "\n")


METRICS_DIR = "PROMETHEUS_MULTIPROC_DIR"


def metrics_directory() -> Path:
    """The directory where every API process of this run keeps its metrics (prometheus-client's
    multiprocess mode; /metrics sums them). Set before prometheus-client is imported, which reads it
    once. The operator's PROMETHEUS_MULTIPROC_DIR is emptied of an earlier run's files; otherwise a
    fresh temporary directory, removed at exit."""
    named = os.environ.get(METRICS_DIR)
    if named:
        directory = Path(named)
        directory.mkdir(parents=True, exist_ok=True)
        for stale in directory.glob("*.db"):
            stale.unlink()
    else:
        directory = Path(tempfile.mkdtemp(prefix="trackside-metrics-"))
        atexit.register(_remove_in, os.getpid(), directory)
        os.environ[METRICS_DIR] = str(directory)
    return directory


def _remove_in(owner: int, directory: Path) -> None:
    """At exit of `owner` only: a gunicorn worker inherits the atexit hook, and exits while the others run."""
    if os.getpid() == owner:
        shutil.rmtree(directory, ignore_errors=True)


def serve(args) -> None:
    metrics = metrics_directory()
    # Patched here, once, before the app's modules (and redis, which imports ssl: this module imports it
    # only where it is used) are imported: every gevent worker forks patched (its
    # own patch_all is then a no-op) and answers as soon as it is up; left to the worker, patching takes
    # a second or more on a busy machine (gevent asks every installed package for plugins).
    from gevent import monkey

    monkey.patch_all()
    from gunicorn import util
    from gunicorn.app.base import BaseApplication

    from service.http.app import create_app

    util.write_error = _problem_error  # gunicorn has no setting for the body of its own error answers

    settings = Settings()
    _wait_for_redis(settings.redis_url, "serve")
    # Every connection is a file: let the process open as many as its hard limit allows.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and (hard == resource.RLIM_INFINITY or soft < hard):
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))

    class Server(BaseApplication):
        def load_config(self):
            self.cfg.set("bind", f"{args.host}:{args.port or settings.port}")
            self.cfg.set("workers", args.workers)
            # Evented: an open event stream costs a greenlet, not a thread.
            self.cfg.set("worker_class", "gevent")
            self.cfg.set("worker_connections", args.connections)
            self.cfg.set("timeout", 60)
            # Open streams never end by themselves: a stopping worker waits this long for requests in
            # flight, then closes them (their clients resume with Last-Event-ID elsewhere).
            self.cfg.set("graceful_timeout", 10)
            self.cfg.set("accesslog", "-" if args.access_log else None)
            self.cfg.set("child_exit", worker_exited)

        def load(self):
            return create_app(settings)

    def worker_exited(_server, worker) -> None:
        # Its counters stay in the sums (a restart must not lower a total); its live gauges go.
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid, str(metrics))

    Server().run()


def _wait_for_redis(url: str, part: str) -> None:
    """Wait, as the parts' clients do, until the Redis at `url` answers: a part started while it is away
    (down, or mid-failover) would fail at once with a traceback (the API's gunicorn workers would not
    boot, and RQ's worker registers itself as it is made)."""
    import redis

    from service.adapters.resilience import backoff, connect

    pause, failures = backoff(), 0
    while True:
        try:
            connect(url, part, retries=0).ping()
            return
        except (redis.RedisError, redis.exceptions.RedisClusterException) as exc:
            failures += 1
            wait = pause.compute(failures)
            print(f"trackside {part}: no Redis at {url} yet ({exc}); trying again in {wait:.1f} s",
                  file=sys.stderr, flush=True)
            time.sleep(wait)  # (SIGTERM meanwhile ends the process, as nothing is running yet)


def _problem_error(sock, status: int, reason: str, message: str) -> None:
    """gunicorn's answer to a request it cannot even parse (a 400, 414 or 431: header fields too
    large, a bad request line...) as problem+json, like every answer of the API."""
    from gunicorn.util import write_nonblock

    from service.http.problems import Problem

    code = {414: "uri_too_long", 431: "headers_too_large", 500: "internal_error"}.get(status, "bad_request")
    body = orjson.dumps(Problem(status, code, message or reason).body())
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n")
    write_nonblock(sock, head.encode("latin-1") + body)


def _serve_metrics(args) -> None:
    """A worker or relay has no HTTP API: its counters get a /metrics endpoint of their own (one
    process: not in the API's multiprocess directory, which the API empties when it starts)."""
    os.environ.pop(METRICS_DIR, None)
    if args.metrics_port:
        from prometheus_client import start_http_server

        start_http_server(args.metrics_port, addr=args.metrics_host)


def worker(args) -> None:
    _serve_metrics(args)
    import workers.jobs  # noqa: F401 (imported once here: every job's forked work-horse inherits it)
    from service.adapters.queue import EVERY_QUEUE, QUEUE_NAMES
    from service.adapters.resilience import connect
    from service.adapters.worker import make_worker

    names = tuple(args.queues.split(",")) if args.queues else EVERY_QUEUE
    if not set(names) <= set(EVERY_QUEUE):
        raise SystemExit(f"trackside worker: --queues names some of {', '.join(QUEUE_NAMES)}")
    url = Settings().rq_url
    _wait_for_redis(url, "worker")
    make_worker(connect(url, "worker"), name=args.name, queue_names=names).work_until_stopped()


def relay(args) -> None:
    _serve_metrics(args)
    from service.adapters.resilience import connect
    from workers.relay import Relay

    settings = Settings()
    Relay(connect(settings.redis_url, "relay"), connect(settings.rq_url, "relay"), name=args.name).run()


def _reachable(url: str) -> bool:
    import redis

    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


def _wait_reachable(url: str, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not _reachable(url):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True


def private_redis_command(url: str, directory: Path) -> list[str]:
    """A redis-server with AOF under `directory`, on the port of `url`."""
    server = shutil.which("redis-server")
    if server is None:
        raise SystemExit("redis-server is not installed (make up installs it)")
    directory.mkdir(parents=True, exist_ok=True)
    conf = ROOT / "deploy" / "redis.conf"  # in a checkout; the flags below carry what matters anyway
    return [server, *([str(conf)] if conf.exists() else []), "--dir", str(directory),
            "--port", str(urlparse(url).port or 6379), "--appendonly", "yes", "--appendfsync", "always",
            "--maxmemory-policy", "noeviction"]


@dataclass
class Part:
    """A process that `up` keeps running."""
    name: str
    command: list[str]
    process: subprocess.Popen | None = None
    failures: list[float] = field(default_factory=list)  # when it exited, within FAILURE_WINDOW

    def start(self) -> None:
        from service.adapters.resilience import die_with_parent

        self.process = subprocess.Popen(self.command, preexec_fn=partial(die_with_parent, os.getpid()))


GIVE_UP_AFTER = 5  # failures of one part within FAILURE_WINDOW seconds
FAILURE_WINDOW = 60


def supervise(parts: list[Part]) -> None:
    """Restart every part that exits, after a backoff; give up (non-zero exit) on a part that keeps failing."""
    from service.adapters.resilience import backoff

    pause = backoff()
    while True:
        time.sleep(0.2)
        for part in parts:
            status = part.process.poll()
            if status is None:
                continue
            moment = time.monotonic()
            part.failures = [t for t in part.failures if moment - t < FAILURE_WINDOW] + [moment]
            if len(part.failures) >= GIVE_UP_AFTER:
                raise SystemExit(f"trackside {part.name} failed {len(part.failures)} times within "
                                 f"{FAILURE_WINDOW} s (last status {status}); stopping trackside")
            wait = pause.compute(len(part.failures))
            print(f"trackside {part.name} exited with status {status}; restarting it in {wait:.1f} s",
                  file=sys.stderr, flush=True)
            time.sleep(wait)
            part.start()


def stop_parts(parts: list[Part]) -> None:
    """The API, worker and relay first (a worker finishes its job), then the Redis they write to."""
    last = [part for part in parts if part.name == "redis"]
    for group in ([part for part in parts if part not in last], last):
        running = [part.process for part in group if part.process and part.process.poll() is None]
        for process in running:
            process.terminate()
        for process in running:
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _stop_requested(*_) -> None:
    raise SystemExit(0)


def up(args) -> None:
    from service.adapters.queue import MOVES

    try:
        settings = Settings()
        scheme = RedisLocation.parse(settings.redis_url).scheme
        RedisLocation.parse(settings.rq_url)  # the queue's Redis (never a cluster)
    except ValueError as exc:
        raise SystemExit(f"trackside up: {exc}") from None
    me = [sys.executable, "-m", "service.cli"]
    # Two workers: one for the moves games wait for alone, never busy with an analysis, and one for
    # every queue (the moves first), so the analyses never hold up a move (service/adapters/queue.py).
    parts = [Part("api", [*me, "serve", "--port", str(settings.port)]),
             Part("moves worker", [*me, "worker", "--queues", MOVES]), Part("worker", [*me, "worker"]),
             Part("relay", [*me, "relay"])]
    # A cluster or a Sentinel-managed primary is the operator's to run; a single Redis is started if absent.
    if scheme not in (CLUSTER, SENTINEL) and not _reachable(settings.redis_url):
        print(f"no Redis at {settings.redis_url}: starting a private one under ./var/redis (AOF on)", flush=True)
        parts.insert(0, Part("redis", private_redis_command(settings.redis_url, Path(args.var) / "redis")))
    signal.signal(signal.SIGTERM, _stop_requested)
    signal.signal(signal.SIGINT, _stop_requested)
    try:
        for part in parts:
            part.start()
            if part.name == "redis" and not _wait_reachable(settings.redis_url, seconds=10):
                raise SystemExit(f"the private redis-server did not start at {settings.redis_url}")
        print(f"trackside is up: http://127.0.0.1:{settings.port}/docs (Ctrl-C stops it)", flush=True)
        supervise(parts)
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        stop_parts(parts)


def _replayed(rules, export: dict):
    """An export's log decided again; a fork's copied events, decided with its parent's seed, are checked
    by their state hashes (as the API's verify does)."""
    from domain.core.replay import replay as run

    copied = (export["game"].get("forked_from") or {}).get("version", 0)
    return run(rules, export.get("seed") or export["game"].get("seed"), export["events"], copied=copied)


def replay(args) -> None:
    from domain.core.registry import get_rules

    export = orjson.loads(Path(args.export).read_bytes())
    rules = get_rules(export["game"]["rules"])
    if rules is None:
        raise SystemExit(f"unknown rules {export['game']['rules']!r}")
    report = _replayed(rules, export)
    _print(report.as_dict())
    raise SystemExit(0 if report.ok else 1)


def score(args) -> None:
    from domain.core.registry import get_rules
    from domain.core.rules import BoardScoring, RuleViolation

    failed = False
    for name in args.files:
        item = orjson.loads(Path(name).read_bytes())
        if "events" in item:  # an export of a finished game: replayed, then scored
            rules = get_rules(item["game"]["rules"])
            report = _replayed(rules, item)
            status = report.status(rules) if report.ok else None
            result = ({"file": name, "scores": status.scores and list(status.scores), "winners": list(status.winners)}
                      if status and status.finished else {"file": name, "error": "not a verified finished game"})
        else:
            rules = get_rules(str(item.get("rules")))
            if not isinstance(rules, BoardScoring) or "board" not in item:
                result = {"file": name, "error": "not an export, nor {rules, board} of a game that scores boards"}
            else:
                try:
                    result = {"file": name, "score": rules.score_board(item["board"])}
                except RuleViolation as exc:
                    result = {"file": name, "error": f"{exc.code}: {exc.message}"}
        failed |= "error" in result
        _print(result)
    raise SystemExit(1 if failed else 0)


DAY_MS = 24 * 3600 * 1000


def _game_service(settings: Settings):
    """The application layer on the event store, as the API builds it, for the operator's commands."""
    from service.adapters.store import EventStore
    from service.app.games import GameService

    store = EventStore.of(settings, "cli", retries=3)
    store.prepare()
    return GameService(store, settings.bot_seconds)


def archive(args) -> None:
    from service.adapters.archive import Busy, archive_finished
    from service.app.games import iso, now_ms

    if args.finished_before < 0:
        raise SystemExit("trackside archive: --finished-before is a number of days, 0 or more")
    directory = Path(args.to)
    counts: Counter[str] = Counter()
    archived_bytes = 0
    settings = Settings()
    service = _game_service(settings)
    now = now_ms()
    forgotten = service.store.forget_tombstones(now - settings.tombstone_days * DAY_MS, now)
    if forgotten:
        print(f"forgot {forgotten} tombstones of games archived more than {settings.tombstone_days} days ago "
              "(their ids answer 404 now)", flush=True)
    try:
        for done in archive_finished(service, directory, iso(now - args.finished_before * DAY_MS)):
            counts[done.what] += 1
            archived_bytes += done.size
            line = {"archived": f"archived {done.game_id} ({done.rules}, {done.version} events) to {done.path}",
                    "unlisted": f"unlisted {done.game_id}: an earlier run had archived it",
                    "moved": f"kept {done.game_id}: its log changed while it was archived; the next run tries again",
                    }.get(done.what)
            if line:
                print(line, flush=True)
    except Busy as exc:
        raise SystemExit(f"trackside archive: {exc}") from None
    print(f"{counts['archived']} games archived to {directory} ({archived_bytes} bytes), {counts['unlisted']} "
          f"unlisted, {counts['kept']} kept (finished within the last {args.finished_before} days)", flush=True)


def restore(args) -> None:
    """One line a file, `<file>: ok, ...` or `<file>: refused: <why>`, in the order given but for a fork,
    whose parent, when among the files (as `<parent id>.json`), is restored first: a fork is checked
    against its stored parent. Exit status 1 if any file was refused."""
    service = _game_service(Settings())
    given = {Path(name).name: name for name in args.files}
    results: dict[str, bool] = {}

    def run(name: str) -> None:
        results[name] = False  # (under way: a cycle of forks ends here)
        try:
            archived = orjson.loads(Path(name).read_bytes())
            if not isinstance(archived, dict):
                raise ValueError("not a JSON object")
            parent_file = given.get(f"{_parent(archived)}.json")
            if parent_file is not None and parent_file not in results:
                run(parent_file)
            line, results[name] = _restored(service, archived), True
        except Exception as exc:  # noqa: BLE001 (whatever a file holds, the batch goes on; the reason is printed)
            line = f"refused: {_reason(exc)}"
        print(f"{name}: {line}", flush=True)

    for name in args.files:
        if name not in results:
            run(name)
    raise SystemExit(0 if all(results.values()) else 1)


def _parent(archived: dict) -> str | None:
    """The id of the game an archived fork was forked from (None: not a fork)."""
    summary = archived.get("game")
    forked_from = summary.get("forked_from") if isinstance(summary, dict) else None
    return forked_from.get("game") if isinstance(forked_from, dict) else None


def _restored(service, archived: dict) -> str:
    restored = service.restore(archived)
    game = restored["game"]
    done = "restored" if restored["restored"] else "stored already"
    return f"ok, {done}: {game['id']} ({game['rules']}, {game['version']} events)"


def _reason(exc: Exception) -> str:
    from service.app.errors import ApplicationError
    from service.http.problems import Problem

    if isinstance(exc, (ApplicationError, Problem)):
        extra = f" {orjson.dumps(exc.extra).decode()}" if exc.extra else ""
        return f"{exc.code}: {exc.detail}{extra}"
    return f"{type(exc).__name__}: {exc}"


def route_income(args) -> None:
    from domain.core.routes import best_routes, load_graph

    _print(best_routes(load_graph(orjson.loads(Path(args.graph).read_bytes()))))


def openapi(args) -> None:
    from service.http.openapi import spec_yaml

    sys.stdout.write(spec_yaml())


def main(argv: list[str] | None = None) -> None:
    logging.basicConfig(level=os.environ.get("TRACKSIDE_LOG_LEVEL", "INFO"),
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    parser = argparse.ArgumentParser(prog="trackside", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("up", help="API, worker, relay and (if needed) a private Redis, on one machine")
    p.add_argument("--var", default="var", help="where the private Redis keeps its AOF")
    p.set_defaults(run=up)
    p = commands.add_parser("serve", help="the HTTP API (gunicorn)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=0)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--connections", type=int, default=12_000,
                   help="open connections per worker, event streams included (default 12000)")
    p.add_argument("--access-log", action="store_true")
    p.set_defaults(run=serve)
    for name, run, text in (("worker", worker, "an RQ worker"), ("relay", relay, "the outbox relay and reaper")):
        p = commands.add_parser(name, help=text)
        p.add_argument("--name", default=None)
        p.add_argument("--metrics-port", type=int, default=0, help="serve its Prometheus metrics on this port")
        p.add_argument("--metrics-host", default="127.0.0.1")
        p.set_defaults(run=run)
        if name == "worker":
            p.add_argument("--queues", default=None, metavar="NAME[,NAME...]",
                           help="the queues it takes jobs from, the first first (moves, analysis, notifications; "
                                "default all three in this order, and after the moves the one queue of earlier "
                                "versions, trackside)")
    p = commands.add_parser("replay", help="re-decide an export offline and check every hash")
    p.add_argument("export")
    p.set_defaults(run=replay)
    p = commands.add_parser("score", help="score exports of finished games or {rules, board} files")
    p.add_argument("files", nargs="+")
    p.set_defaults(run=score)
    p = commands.add_parser("archive", help="move finished games from Redis to files, removing them from Redis")
    p.add_argument("--to", required=True, metavar="DIR", help="where each game goes, as <game id>.json")
    p.add_argument("--finished-before", type=int, default=30, metavar="DAYS",
                   help="only games finished (last updated) more than DAYS days ago; 0: every finished game "
                        "(default 30)")
    p.set_defaults(run=archive)
    p = commands.add_parser("restore", help="put archived games back in Redis, under their own ids")
    p.add_argument("files", nargs="+")
    p.set_defaults(run=restore)
    p = commands.add_parser("route-income", help="the optimal route income of a track-graph file")
    p.add_argument("graph")
    p.set_defaults(run=route_income)
    p = commands.add_parser("openapi", help="print the OpenAPI document")
    p.set_defaults(run=openapi)
    args = parser.parse_args(argv)
    args.run(args)


if __name__ == "__main__":
    main()
