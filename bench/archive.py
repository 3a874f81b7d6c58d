"""Bytes per event of a finished game in Redis and in the archive (issue 41): N games of every title played to
their end through the service on a private Redis (every command with an Idempotency-Key), then each put
in the archive on SQLite (a file) and on PostgreSQL (a private cluster, tests/postgres.py), as a later
slice will move them. Redis: MEMORY USAGE of the game's keys (events, meta, Idempotency-Key records,
snapshots, turn index; not its listing entries). SQLite: the file's growth (WAL checkpointed). PostgreSQL:
the growth of the archive's tables with their indexes and TOAST. Both archives' figures include their
listing indexes; "batches" is the compressed events alone (service/adapters/archive/codec.py), "JSON" the
events as JSON, one a row, about what a JSONB row per event would hold before its own overhead.

    python bench/archive.py [--games N]     (N games of each title, 3 unless told)
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import orjson
import psycopg
import redis

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.memory import play_to_the_end, usage  # noqa: E402
from domain.core.registry import all_rules  # noqa: E402
from service.adapters.archive.codec import rows_of  # noqa: E402
from service.adapters.archive.postgres import PostgresArchive  # noqa: E402
from service.adapters.archive.sqlite import SqliteArchive  # noqa: E402
from service.adapters.store import EventStore, keys  # noqa: E402
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        redis_server, postgres = RedisServer(Path(tmp) / "redis"), PostgresServer()
        try:
            print(table(measure(redis_server.url, postgres, Path(tmp), args.games)))
        finally:
            redis_server.stop()
            postgres.stop()


if __name__ == "__main__":
    main()
