"""The `trackside` command line."""
from __future__ import annotations

import argparse
import logging
import os
import resource
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

import orjson
import redis

from service.config import Settings

ROOT = Path(__file__).resolve().parents[1]


def _print(value) -> None:
    sys.stdout.write(orjson.dumps(value, option=orjson.OPT_INDENT_2).decode() + "\n")


def serve(args) -> None:
    # Patched here, once, before the app's modules are imported: every gevent worker forks patched (its
    # own patch_all is then a no-op) and answers as soon as it is up; left to the worker, patching takes
    # a second or more on a busy machine (gevent asks every installed package for plugins).
    from gevent import monkey

    monkey.patch_all()
    from gunicorn.app.base import BaseApplication

    from service.app import create_app

    settings = Settings()
    # Every connection is a file: let the process open as many as its hard limit allows.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and (hard == resource.RLIM_INFINITY or soft < hard):
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))

    class Server(BaseApplication):
        def load_config(self):
            self.cfg.set("bind", f"{args.host}:{args.port or settings.port}")
            self.cfg.set("workers", args.workers)
            # Evented: an open event stream costs a greenlet, not a thread (the worker monkey-patches
            # sockets, threads and queues when it starts, before the app and its Redis pool are made).
            self.cfg.set("worker_class", "gevent")
            self.cfg.set("worker_connections", args.connections)
            self.cfg.set("timeout", 60)
            # Open streams never end by themselves: a stopping worker waits this long for requests in
            # flight, then closes them (their clients resume with Last-Event-ID elsewhere).
            self.cfg.set("graceful_timeout", 10)
            self.cfg.set("accesslog", "-" if args.access_log else None)

        def load(self):
            return create_app(settings)

    Server().run()


def worker(args) -> None:
    from workers.worker import make_worker

    make_worker(redis.Redis.from_url(Settings().rq_url), name=args.name).work(with_scheduler=False)


def relay(args) -> None:
    from workers.relay import Relay

    settings = Settings()
    Relay(redis.Redis.from_url(settings.redis_url), redis.Redis.from_url(settings.rq_url), name=args.name).run()


def _reachable(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


def start_private_redis(url: str, directory: Path) -> subprocess.Popen:
    """A redis-server with AOF under `directory`, on the port of `url`."""
    server = shutil.which("redis-server")
    if server is None:
        raise SystemExit("redis-server is not installed (make up installs it)")
    directory.mkdir(parents=True, exist_ok=True)
    port = urlparse(url).port or 6379
    conf = ROOT / "deploy" / "redis.conf"  # in a checkout; the flags below carry what matters anyway
    process = subprocess.Popen([server, *([str(conf)] if conf.exists() else []), "--dir", str(directory),
                                "--port", str(port), "--appendonly", "yes", "--appendfsync", "always",
                                "--maxmemory-policy", "noeviction"])
    for _ in range(100):
        if _reachable(url):
            return process
        time.sleep(0.1)
    process.kill()
    raise SystemExit(f"the private redis-server did not start on port {port}")


def up(args) -> None:
    settings = Settings()
    children: list[subprocess.Popen] = []
    if not _reachable(settings.redis_url):
        print(f"no Redis at {settings.redis_url}: starting a private one under ./var/redis (AOF on)", flush=True)
        children.append(start_private_redis(settings.redis_url, Path(args.var) / "redis"))
    me = [sys.executable, "-m", "service.cli"]
    children.append(subprocess.Popen([*me, "serve", "--port", str(settings.port)]))
    children.append(subprocess.Popen([*me, "worker"]))
    children.append(subprocess.Popen([*me, "relay"]))
    print(f"trackside is up: http://127.0.0.1:{settings.port}/docs (Ctrl-C stops it)", flush=True)

    def stop(*_):
        for child in reversed(children):
            if child.poll() is None:
                child.terminate()
        for child in children:
            try:
                child.wait(10)
            except subprocess.TimeoutExpired:
                child.kill()
        raise SystemExit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    while all(child.poll() is None for child in children):
        time.sleep(0.5)
    print("a part of trackside stopped; stopping the rest", file=sys.stderr, flush=True)
    stop()


def replay(args) -> None:
    from domain.core.registry import get_rules
    from service.replay import replay as run

    export = orjson.loads(Path(args.export).read_bytes())
    rules = get_rules(export["game"]["rules"])
    if rules is None:
        raise SystemExit(f"unknown rules {export['game']['rules']!r}")
    report = run(rules, export.get("seed") or export["game"].get("seed"), export["events"])
    _print(report.as_dict())
    raise SystemExit(0 if report.ok else 1)


def score(args) -> None:
    from domain.core.registry import get_rules
    from domain.core.rules import BoardScoring, RuleViolation
    from service.replay import replay as run

    failed = False
    for name in args.files:
        item = orjson.loads(Path(name).read_bytes())
        if "events" in item:  # an export of a finished game: replayed, then scored
            rules = get_rules(item["game"]["rules"])
            report = run(rules, item.get("seed") or item["game"].get("seed"), item["events"])
            status = rules.status(report.state) if report.ok else None
            result = ({"file": name, "scores": list(status.scores), "winners": list(status.winners)}
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


def route_income(args) -> None:
    from domain.core.routes import best_routes, load_graph

    _print(best_routes(load_graph(orjson.loads(Path(args.graph).read_bytes()))))


def openapi(args) -> None:
    from service.openapi import spec_yaml

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
    p.add_argument("--threads", type=int, help=argparse.SUPPRESS)  # gthread's; deploy files still pass it
    p.add_argument("--access-log", action="store_true")
    p.set_defaults(run=serve)
    for name, run, text in (("worker", worker, "an RQ worker"), ("relay", relay, "the outbox relay and reaper")):
        p = commands.add_parser(name, help=text)
        p.add_argument("--name", default=None)
        p.set_defaults(run=run)
    p = commands.add_parser("replay", help="re-decide an export offline and check every hash")
    p.add_argument("export")
    p.set_defaults(run=replay)
    p = commands.add_parser("score", help="score exports of finished games or {rules, board} files")
    p.add_argument("files", nargs="+")
    p.set_defaults(run=score)
    p = commands.add_parser("route-income", help="the optimal route income of a track-graph file")
    p.add_argument("graph")
    p.set_defaults(run=route_income)
    p = commands.add_parser("openapi", help="print the OpenAPI document")
    p.set_defaults(run=openapi)
    args = parser.parse_args(argv)
    args.run(args)


if __name__ == "__main__":
    main()
