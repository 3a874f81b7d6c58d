"""The `trackside` command line."""
from __future__ import annotations

import argparse
import importlib
import os

OFFLINE = frozenset({"replay", "score", "route-income"})
"""The commands on files alone: they read no setting, so neither the settings nor anything a server needs
is imported for them (each is a whole process of a few tens of milliseconds: bench/cli.py)."""
ANSWERING_NO_REQUEST = frozenset({"worker", "relay"})
"""The parts that answer no request leave the API's address ceilings unread, and the rate limiter's package
unimported (service/config.py): the test suite starts hundreds of them. Every other command reads the ceilings
with its settings, so that one the rate limiter cannot read stops it here, before it starts anything."""


def main(argv: list[str] | None = None) -> None:
    # Each subcommand names its function as "module:function" of service/cli/, imported only once it is
    # the one given: `--help` and the quick tools pay for none of a server's imports.
    parser = argparse.ArgumentParser(prog="trackside", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("up", help="API, worker, relay and (if needed) a private Redis, on one machine")
    p.add_argument("--var", default="var", help="where the private Redis keeps its AOF (and Pushpin its run files)")
    p.add_argument("--streams", choices=("grip", "nchan", "gevent"), default=None,
                   help="who holds the live streams: nginx with nchan on the public port in front of the API "
                        "(nchan, the default where both are installed), Pushpin there (grip, the default where only "
                        "pushpin is) or the API itself (gevent)")
    p.add_argument("--verbose", action="store_true",
                   help="the workers' lines of every job and Pushpin's of every request too (default: at warning)")
    p.set_defaults(run="up:up")
    p = commands.add_parser("serve", help="the HTTP API (gunicorn)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=0)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--connections", type=int, default=12_000,
                   help="open connections per worker, event streams included (default 12000)")
    p.add_argument("--access-log", action="store_true")
    p.set_defaults(run="processes:serve")
    p = commands.add_parser("pushpin", help="a Pushpin node holding the live streams in front of the API (GRIP)")
    p.add_argument("--api", required=True, metavar="HOST:PORT", help="where the API answers")
    p.add_argument("--host", default="0.0.0.0")
    p.add_argument("--port", type=int, default=0, help="the clients' port (default TRACKSIDE_PORT)")
    p.add_argument("--publish-host", default="127.0.0.1", help="where the relay's publishes are taken")
    p.add_argument("--publish-port", type=int, default=5561)
    p.add_argument("--max-connections", type=int, default=50_000, help="streams this node holds at most")
    p.add_argument("--stats", default="", metavar="SPEC",
                   help="where it tells who is subscribed (ZeroMQ, e.g. tcp://0.0.0.0:5562: the relay's "
                        "TRACKSIDE_GRIP_STATS names it); default an IPC socket in its run directory")
    p.add_argument("--var", default="var/pushpin", help="its configuration and run files")
    p.set_defaults(run="nodes:pushpin")
    p = commands.add_parser("nchan", help="an nginx node with nchan holding the live streams in front of the API")
    p.add_argument("--api", required=True, metavar="HOST:PORT", help="where the API answers")
    p.add_argument("--host", default="0.0.0.0")
    p.add_argument("--port", type=int, default=0, help="the clients' port (default TRACKSIDE_PORT)")
    p.add_argument("--publish-host", default="127.0.0.1", help="where the relay's publishes are taken")
    p.add_argument("--publish-port", type=int, default=5561)
    p.add_argument("--node", required=True, metavar="URL",
                   help="this node's publisher URL as the relay has it in TRACKSIDE_NCHAN_PUBLISH (its name)")
    p.add_argument("--max-connections", type=int, default=50_000, help="streams this node holds at most")
    p.add_argument("--var", default="var/nchan", help="its configuration and run files")
    p.set_defaults(run="nodes:nchan")
    for name, run, text in (("worker", "processes:worker", "an RQ worker"),
                            ("relay", "processes:relay", "the outbox relay and reaper")):
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
    p = commands.add_parser("replay", help="re-decide exports offline and check every hash")
    p.add_argument("exports", nargs="+", metavar="export",
                   help="a game's export, or a page of the archive's exports (NDJSON, one a line)")
    p.set_defaults(run="tools:replay")
    p = commands.add_parser("score", help="score exports of finished games or {rules, board} files")
    p.add_argument("files", nargs="+")
    p.set_defaults(run="tools:score")
    p = commands.add_parser("archive", help="move finished games from Redis to files, removing them from Redis")
    p.add_argument("--to", required=True, metavar="DIR", help="where each game goes, as <game id>.json")
    p.add_argument("--finished-before", type=int, default=30, metavar="DAYS",
                   help="only games finished (last updated) more than DAYS days ago; 0: every finished game "
                        "(default 30)")
    p.set_defaults(run="tools:archive")
    p = commands.add_parser("restore", help="put archived games back in Redis, under their own ids")
    p.add_argument("files", nargs="+")
    p.add_argument("--into-archive", action="store_true",
                   help="load them into the archive store (TRACKSIDE_ARCHIVE_URL) instead, read from there")
    p.set_defaults(run="tools:restore")
    p = commands.add_parser("dump", help="every archived game matching, one export a line (NDJSON), to stdout")
    p.add_argument("--rules", default=None, metavar="NAME")
    p.add_argument("--since", default=None, metavar="DATE", help="finished on or after (YYYY-MM-DD or an ISO time)")
    p.add_argument("--until", default=None, metavar="DATE", help="finished before")
    p.add_argument("--tournament", default=None, metavar="ID")
    p.add_argument("--cursor", default="", help="resume after the page whose cursor an earlier run printed")
    p.set_defaults(run="tools:dump")
    p = commands.add_parser("route-income", help="the optimal route income of a track-graph file")
    p.add_argument("graph")
    p.set_defaults(run="tools:route_income")
    p = commands.add_parser("openapi", help="print the OpenAPI document")
    p.set_defaults(run="tools:openapi")
    args = parser.parse_args(argv)
    module, _, function = args.run.partition(":")
    run = getattr(importlib.import_module(f"service.cli.{module}"), function)
    if args.command in OFFLINE:
        run(args)
        return
    import logging

    from service.config import Settings

    # The environment read once, here (before any engine's module is imported: `serve` patches first),
    # and passed on: each command gives the settings to the composition root (service/bootstrap.py).
    try:
        settings = Settings.from_env(os.environ)
        if args.command not in ANSWERING_NO_REQUEST:
            _ = settings.address_limit, settings.address_create_limit
    except ValueError as exc:
        raise SystemExit(f"trackside {args.command}: {exc}") from None
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    run(args, settings)
