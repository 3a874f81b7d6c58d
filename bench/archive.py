"""Bytes per event of a finished game in Redis and in the archive (issue 41): N games of every title played to
their end through the service on a private Redis (every command with an Idempotency-Key), then each put
in the archive on SQLite (a file) and on PostgreSQL (a private cluster, tests/postgres.py), as a later
slice will move them. Redis: MEMORY USAGE of the game's keys (events, meta, Idempotency-Key records,
snapshots, turn index; not its listing entries). SQLite: the file's growth (WAL checkpointed). PostgreSQL:
the growth of the archive's tables with their indexes and TOAST. Both archives' figures include their
listing indexes; "batches" is the compressed events alone (service/adapters/archive/codec.py), "JSON" the
events as JSON, one a row, about what a JSONB row per event would hold before its own overhead.

The flow (--flow N): N finished games of one title played through the service on a fresh Redis, then moved
to the archive (SQLite, then PostgreSQL, each on a Redis of its own) by the archiving step as the relay runs
it (service/app/archiving.py): Redis `used_memory` before the games came, with them, and after they left
(what stays: the listing entries and routing marks); the archiving's games/s; and, for the same games,
the state at a past turn (p50/p99 of a read by a process that has not cached it) and the whole export,
live and archived.

    python bench/archive.py [--games N]     (N games of each title, 3 unless told)
    python bench/archive.py --flow N [--title NAME]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import orjson
import psycopg
import redis

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.memory import play_to_the_end, usage  # noqa: E402
from domain.core.registry import all_rules  # noqa: E402
from service.adapters.archive.codec import rows_of  # noqa: E402
from service.adapters.archive.guarded import Guarded  # noqa: E402
from service.adapters.archive.postgres import PostgresArchive  # noqa: E402
from service.adapters.archive.sqlite import SqliteArchive  # noqa: E402
from service.adapters.redis.store import EventStore, keys  # noqa: E402
from service.app.archiving import Archiving  # noqa: E402
from service.app.games import GameService  # noqa: E402
from service.app.ports import ArchivedGame  # noqa: E402
from tests.postgres import PostgresServer  # noqa: E402
from tests.support import RedisServer  # noqa: E402

TABLES = ("archive_games", "archive_batches", "archive_snapshots", "archive_accounts")


def archived_of(store: EventStore, game_id: str) -> ArchivedGame:
    """What the live store holds of a game, as the archive is handed it."""
    names = keys(game_id)
    snapshots = {int(v): orjson.loads(s) for v, s in store.redis.hgetall(names["snapshots"]).items()}
    index = {k.decode(): int(v) for k, v in store.redis.hgetall(names["index"]).items()}
    return ArchivedGame(game_id, store.meta(game_id), store.events(game_id), snapshots, index,
                        store.command_records(game_id))


def sqlite_bytes(archive: SqliteArchive) -> int:
    with archive.pool.lent() as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return archive.path.stat().st_size


def postgres_bytes(archive: PostgresArchive) -> int:
    with archive.pool.lent() as connection:
        connection.execute("VACUUM ANALYZE")  # (the visibility maps, so the sizes are settled)
        return sum(connection.execute("SELECT pg_total_relation_size(%s)", (table,)).fetchone()[0] for table in TABLES)


def measure(redis_url: str, postgres: PostgresServer, directory: Path, games: int) -> dict:
    store = EventStore(redis.Redis.from_url(redis_url))
    store.prepare()
    service = GameService(store)
    rows = {}
    for name in sorted(all_rules()):
        sqlite = SqliteArchive(directory / f"{name}.sqlite3")
        with psycopg.connect(postgres.url, autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        pg = PostgresArchive(postgres.url.replace("/postgres?", f"/{name}?"))
        empty = sqlite_bytes(sqlite), postgres_bytes(pg)
        events = in_redis = batches = plain = 0
        for seed in range(games):
            game_id, _, finished = play_to_the_end(service, name, seed)
            game = archived_of(store, game_id)
            events += len(game.events)
            in_redis += sum(usage(store, key) for key in keys(game_id).values())
            batches += sum(len(blob) for blob in rows_of(game).batches.values())
            plain += sum(len(orjson.dumps(envelope)) for envelope in game.events)
            assert sqlite.put(game) == "stored" and pg.put(game) == "stored"
        sizes = sqlite_bytes(sqlite) - empty[0], postgres_bytes(pg) - empty[1]
        rows[name] = {"games": games, "events": events, "redis": in_redis / events, "sqlite": sizes[0] / events,
                      "postgres": sizes[1] / events, "batches": batches / events, "json": plain / events}
        sqlite.close()
        pg.close()
    return rows


def table(rows: dict) -> str:
    head = ("title", "games", "events", "Redis B/event", "SQLite B/event", "PostgreSQL B/event", "batches B/event",
            "JSON B/event")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, row in rows.items():
        lines.append(f"| {name} | {row['games']} | {row['events']} | {row['redis']:.0f} | {row['sqlite']:.0f} | "
                     f"{row['postgres']:.0f} | {row['batches']:.0f} | {row['json']:.0f} |")
    return "\n".join(lines)


READS = 200  # state-at-turn reads timed per tier


def timed_reads(service: GameService, games: list[str]) -> dict:
    """p50/p99 (ms) of the state at the middle turn of each game, read cold (the process's caches dropped
    first, as a reader new to the game finds them), and the mean time of a whole export."""
    states, exports = [], []
    for n in range(READS):
        game_id = games[n % len(games)]
        service.forget(game_id)
        started = time.perf_counter()
        game = service.game(game_id)
        turn = service.summary(game)["turn"] // 2 or 1
        version, head = service.resolve_version(game, at_turn=turn)
        service.state(game, None, version, head)
        states.append(time.perf_counter() - started)
    for game_id in games:
        service.forget(game_id)
        started = time.perf_counter()
        service.export(service.game(game_id), None, admin=True)
        exports.append(time.perf_counter() - started)
    cuts = statistics.quantiles(states, n=100)
    return {"p50": cuts[49] * 1000, "p99": cuts[98] * 1000, "export": statistics.fmean(exports) * 1000}


def memory(client: redis.Redis) -> tuple[int, int]:
    """Redis's used_memory and used_memory_dataset (the first less its own overhead: buffers, scripts)."""
    info = client.info("memory")
    return info["used_memory"], info["used_memory_dataset"]


def flow(redis_url: str, archive, title: str, games: int) -> dict:
    """The games through Redis into `archive` (see the module's doc): memory, throughput, read times."""
    client = redis.Redis.from_url(redis_url)
    client.flushall()
    store = EventStore(client)
    store.prepare()
    service = GameService(store, archive=Guarded(archive))
    base = memory(client)
    played = [play_to_the_end(service, title, seed)[0] for seed in range(games)]
    full = memory(client)
    live = timed_reads(service, played)
    archiving = Archiving(service, after_s=0, batch=100)
    started, moved = time.perf_counter(), 0
    while step := archiving.step(now=2**50):
        moved += sum(done.what == "archived" for done in step)
    took = time.perf_counter() - started
    after = memory(client)
    return {"games": games, "events": sum(archive.version(g) for g in played), "base": base, "full": full,
            "after": after, "per_s": moved / took, "live": live, "archived": timed_reads(service, played)}


def flow_table(rows: dict) -> str:
    head = ("archive", "games", "events", "used_memory (dataset) before, KiB", "with the games", "after archiving",
            "archived games/s", "state at turn p50/p99 live (ms)", "archived", "export live (ms)", "archived")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for kind, r in rows.items():
        live, kept = r["live"], r["archived"]
        used = [f"{total / 1024:.0f} ({dataset / 1024:.0f})" for total, dataset in (r["base"], r["full"], r["after"])]
        lines.append(f"| {kind} | {r['games']} | {r['events']} | {' | '.join(used)} | {r['per_s']:.0f} | {live['p50']:.2f} / {live['p99']:.2f} | "
                     f"{kept['p50']:.2f} / {kept['p99']:.2f} | {live['export']:.1f} | {kept['export']:.1f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--flow", type=int, default=0, metavar="N", help="N games through Redis into the archive")
    parser.add_argument("--title", default="ticket-to-ride")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        redis_server, postgres = RedisServer(Path(tmp) / "redis"), PostgresServer()
        try:
            if args.flow:
                pg_url = postgres.url
                with psycopg.connect(pg_url, autocommit=True) as admin:
                    admin.execute('CREATE DATABASE "flow"')
                archives = {"SQLite": SqliteArchive(Path(tmp) / "flow.sqlite3"),
                            "PostgreSQL": PostgresArchive(pg_url.replace("/postgres?", "/flow?"))}
                print(flow_table({kind: flow(redis_server.url, archive, args.title, args.flow)
                                  for kind, archive in archives.items()}))
            else:
                print(table(measure(redis_server.url, postgres, Path(tmp), args.games)))
        finally:
            redis_server.stop()
            postgres.stop()


if __name__ == "__main__":
    main()
