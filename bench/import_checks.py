"""An import's cheap checks come before its replay: the export of a long unfinished game, refused by its own
summary's claim (`status: active`), against the same export with the claim left out (a hand-made summary
may leave it out; the replay then runs to the end before it finds the game unfinished), timed side by side,
and the pass over every event's seats and times that comes before any replay.
The long game: one Railroad Ink seat placing a route and taking it back (undo) again and again, which
table version 1 allowed without end (version 2 allows 3 undos a turn; an import may bring a log set up
under version 1).

    python bench/import_checks.py [--cycles N | --quick]     (default 5000 place/undo cycles: 10,002 events;
                                                               --quick: 500)
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import orjson
import redis

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from service.adapters.redis.store import EventStore  # noqa: E402
from service.app.errors import ApplicationError  # noqa: E402
from service.app.games import GameService  # noqa: E402
from service.app.imports import check_claims  # noqa: E402
from tests.support import RedisServer, scratch  # noqa: E402


def long_unfinished_export(service: GameService, cycles: int) -> dict:
    created = service.create("railroad-ink", [{"name": "Ada"}], None, "bench-import-checks", table_version=1)
    game = service.game(created["game"]["id"])
    for _ in range(cycles):
        move = next(c for c in game.rules.legal_commands(service.current(game).state, 0) if c["type"] == "place_route")
        service.submit(game, 0, move)
        service.submit(game, 0, {"type": "undo", "data": {}})
    return service.export(game, None, admin=True)


def refused_in(service: GameService, export: dict) -> tuple[float, str]:
    started = time.perf_counter()
    try:
        service.imports.checked_export(export)
    except ApplicationError as refusal:
        return time.perf_counter() - started, refusal.code
    raise AssertionError("an unfinished game was accepted")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cycles", type=int, default=5000)
    parser.add_argument("--quick", action="store_true", help="500 cycles")
    args = parser.parse_args()
    if args.quick:
        args.cycles = 500
    server = RedisServer(scratch("trackside-bench-import-"))
    try:
        store = EventStore(redis.Redis.from_url(server.url))
        store.prepare()
        service = GameService(store)
        export = long_unfinished_export(service, args.cycles)
        unclaimed = {**export, "game": {k: v for k, v in export["game"].items() if k != "status"}}
        claimed_s, claimed_code = refused_in(service, export)
        replayed_s, replayed_code = refused_in(service, unclaimed)
        started = time.perf_counter()
        check_claims(export["events"], 1)  # the seats and times of every event, what a finished claim goes through
        claims_s = time.perf_counter() - started
    finally:
        server.stop()
    result = {"events": len(export["events"]), "body_bytes": len(orjson.dumps(export)),
              "refused_by_its_claim_ms": round(claimed_s * 1000, 3), "refused_by_its_claim": claimed_code,
              "refused_after_replaying_it_ms": round(replayed_s * 1000), "refused_after_replaying_it": replayed_code,
              "replay_over_claim": round(replayed_s / claimed_s),
              "seats_and_times_of_every_event_ms": round(claims_s * 1000, 1)}
    print(orjson.dumps(result, option=orjson.OPT_INDENT_2).decode())


if __name__ == "__main__":
    main()
