"""Bytes per event of a finished game in Redis and in the archive (issue 41): N games of every title played to
their end through the service on a private Redis (every command with an Idempotency-Key), then each put
in the archive on SQLite (a file) and on PostgreSQL (a private cluster, tests/postgres.py), as the archiving
moves them. Redis: MEMORY USAGE of the game's keys (events, meta, Idempotency-Key records,
snapshots, turn index; not its listing entries). SQLite: the file's growth (WAL checkpointed). PostgreSQL:
the growth of the archive's tables with their indexes and TOAST. Both archives' figures include their
listing indexes; "batches" is the compressed events alone (service/adapters/archive/codec.py), "JSON" the
events as JSON, one a row, about what a JSONB row per event would hold before its own overhead;
"archive_games B/game" the PostgreSQL games' table with its indexes alone, a game.

The flow (--flow N): N finished games of one title through Redis and out to the archive (SQLite, then
PostgreSQL, each on a Redis emptied first), in waves of --wave games: each wave imported, then moved by the
archiving step as the relay runs it (service/app/archiving.py). The games are imported by the quickest
real path: a few games (--templates) played to their end through the service (every command with an
Idempotency-Key), each then written again under new ids as a restore writes a checked game (one call of
the append Function with the log, meta, snapshots and turn index; its Idempotency-Key records; its
listings; the archive's queue), its replay check done once, not once a copy. Reported: Redis
`used_memory` (Redis's own diagnostics emptied first: memory()) before the games came, at the fullest wave,
and after they all left, the ratio after / before (issue 41: within 10 %, i.e. at most 1.10) and what stays per game (an archived game's listing
entries go to the archive with it: nothing of it should stay); the archiving's games/s; and, for the
first wave's games, the state at a past turn (p50/p99 of a read by a process that has not cached it)
and the whole export, live and archived.

    python bench/archive.py [--games N] [--copies K]     (N games of each title, 3 unless told, each put K times)
    python bench/archive.py --flow N [--title NAME] [--wave W] [--only sqlite|postgres] [--raw-memory]
    python bench/archive.py --quick         (make bench: one game of each title; a flow of 200 games)
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from dataclasses import replace
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
from service.adapters.redis.keys import DUE  # noqa: E402
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


def postgres_bytes(archive: PostgresArchive, tables: tuple[str, ...] = TABLES) -> int:
    with archive.pool.lent() as connection:
        connection.execute("VACUUM ANALYZE")  # (the visibility maps, so the sizes are settled)
        return sum(connection.execute("SELECT pg_total_relation_size(%s)", (table,)).fetchone()[0] for table in tables)


def measure(redis_url: str, postgres: PostgresServer, directory: Path, games: int, copies: int) -> dict:
    """Bytes per event of `games` games of each title, each put in the archives `copies` times under new ids
    (so that the databases' pages, 4 or 8 KiB, are filled and the growth is the games', not the pages')."""
    store = EventStore(redis.Redis.from_url(redis_url))
    store.prepare()
    service = GameService(store)
    rows = {}
    for name in sorted(all_rules()):
        sqlite = SqliteArchive(directory / f"{name}.sqlite3")
        with psycopg.connect(postgres.url, autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        pg = PostgresArchive(postgres.url.replace("/postgres?", f"/{name}?"))
        empty = sqlite_bytes(sqlite), postgres_bytes(pg), postgres_bytes(pg, TABLES[:1])
        events = in_redis = batches = plain = 0
        for seed in range(games):
            game_id, _, finished = play_to_the_end(service, name, seed)
            game = archived_of(store, game_id)
            events += len(game.events)
            in_redis += sum(usage(store, key) for key in keys(game_id).values())
            batches += sum(len(blob) for blob in rows_of(game).batches.values())
            plain += sum(len(orjson.dumps(envelope)) for envelope in game.events)
            for copy in range(copies):
                again = replace(game, game_id=f"{game_id}{copy:04x}")
                assert sqlite.put(again) == "stored" and pg.put(again) == "stored"
        sizes = sqlite_bytes(sqlite) - empty[0], postgres_bytes(pg) - empty[1], postgres_bytes(pg, TABLES[:1]) - empty[2]
        kept = events * copies
        rows[name] = {"games": games, "events": events, "redis": in_redis / events, "sqlite": sizes[0] / kept,
                      "postgres": sizes[1] / kept, "batches": batches / events, "json": plain / events,
                      "rows": sizes[2] / (games * copies)}
        sqlite.close()
        pg.close()
    return rows


def table(rows: dict) -> str:
    head = ("title", "games", "events", "Redis B/event", "SQLite B/event", "PostgreSQL B/event", "batches B/event",
            "JSON B/event", "archive_games B/game")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, row in rows.items():
        lines.append(f"| {name} | {row['games']} | {row['events']} | {row['redis']:.0f} | {row['sqlite']:.0f} | "
                     f"{row['postgres']:.0f} | {row['batches']:.0f} | {row['json']:.0f} | {row['rows']:.0f} |")
    return "\n".join(lines)


READS = 200  # state-at-turn reads timed per tier


def timed_reads(service: GameService, games: list[str]) -> dict:
    """p50/p99 (ms) of the state at the middle turn of each game, read cold (the process's caches dropped
    first, as a reader new to the game finds them), and the median time of a whole export (as many, each cold:
    the median, as a loaded machine's pauses make the mean the machine's, not the tier's)."""
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
    for n in range(READS):
        game_id = games[n % len(games)]
        service.forget(game_id)
        started = time.perf_counter()
        service.export(service.game(game_id), None, admin=True)
        exports.append(time.perf_counter() - started)
    cuts = statistics.quantiles(states, n=100)
    return {"p50": cuts[49] * 1000, "p99": cuts[98] * 1000, "export": statistics.median(exports) * 1000}


def memory(client: redis.Redis) -> tuple[int, int]:
    """Redis's used_memory and used_memory_dataset (the first less its own overhead: buffers, scripts), its
    own diagnostics emptied first: a latency histogram for each command once used (about 30 KiB each, ~0.5
    MiB for the commands the archiving adds) and the slow log (128 entries of up to 32 arguments, 128 B
    each: ~0.5 MiB once the imports' long appends have filled it), bounded whatever the count of games and
    not data; CONFIG RESETSTAT and SLOWLOG RESET free them (the raw figures: RAW_MEMORY)."""
    if not RAW_MEMORY:
        client.config_resetstat()
        client.slowlog_reset()
    info = client.info("memory")
    return info["used_memory"], info["used_memory_dataset"]


def import_copy(store: EventStore, template: ArchivedGame, game_id: str) -> None:
    """`template`'s log under `game_id`, written as a restore writes a checked game (Imports.restore):
    one append of the whole log with its meta, snapshots and turn index; its Idempotency-Key records; its
    listings; and, as the append that finished it would, the archive's queue. No outbox entry: no relay
    runs here to take it (a restore's only lists the game, which this does itself)."""
    meta = {name: value for name, value in template.meta.items() if name != "version"}
    store.append(game_id, 0, template.events, meta={**meta, "id": game_id}, snapshots=template.snapshots,
                 index=template.index)
    store.keep_command_records(game_id, {key: orjson.dumps(record) for key, record in template.commands.items()})
    rules = template.meta["rules"]
    store.add_to_index(game_id, rules, "finished")
    store.mark_finished(game_id, rules)


RAW_MEMORY = False  # --raw-memory: used_memory as it is, the command statistics' histograms with it
SAMPLE = 40  # the first wave's games whose reads are timed, live and archived


def flow(redis_url: str, archive, title: str, games: int, wave: int, templates: int) -> dict:
    """The games through Redis into `archive` (see the module's doc): memory, throughput, read times."""
    client = redis.Redis.from_url(redis_url)
    client.flushall()
    store = EventStore(client)
    store.prepare()
    service = GameService(store, archive=Guarded(archive))
    played = [store.whole(play_to_the_end(service, title, seed)[0]) for seed in range(templates)]
    client.flushall()  # (the Function library stays: FLUSHALL keeps functions)
    store.prepare()
    base, full, moved, took, events, sample = memory(client), (0, 0), 0, 0.0, 0, []
    archiving = Archiving(service, after_s=0, batch=100)
    for start in range(0, games, wave):
        ids = [f"{n:012x}{0xa5:010x}" for n in range(start + 1, min(start + wave, games) + 1)]
        for n, game_id in enumerate(ids):
            import_copy(store, played[n % len(played)], game_id)
            events += len(played[n % len(played)].events)
        full = max(full, memory(client))
        if not sample:
            sample = ids[:SAMPLE]
            live = timed_reads(service, sample)
        started = time.perf_counter()
        while step := archiving.step(now=2**50):
            moved += sum(done.what == "archived" for done in step)
        took += time.perf_counter() - started
    after = memory(client)
    assert moved == games and client.zcard(DUE) == 0, (moved, games)
    stays = {key.decode(): usage(store, key) for key in client.scan_iter(count=1000)}
    return {"games": games, "events": events, "base": base, "full": full, "after": after, "per_s": moved / took,
            "live": live, "archived": timed_reads(service, sample), "wave": wave,
            "stays": {key: size for key, size in sorted(stays.items(), key=lambda item: -item[1])[:8]}}


def flow_table(rows: dict) -> str:
    head = ("archive", "games (wave)", "events", "used_memory (dataset) before, KiB", "fullest wave", "after archiving",
            "after / before", "stays a game, B", "archived games/s", "state at turn p50/p99 live (ms)", "archived", "export p50 live (ms)",
            "archived")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for kind, r in rows.items():
        live, kept = r["live"], r["archived"]
        used = [f"{total / 1024:.0f} ({dataset / 1024:.0f})" for total, dataset in (r["base"], r["full"], r["after"])]
        stays = (r["after"][0] - r["base"][0]) / r["games"]
        lines.append(f"| {kind} | {r['games']} ({r['wave']}) | {r['events']} | {' | '.join(used)} | "
                     f"{r['after'][0] / r['base'][0]:.3f} | {stays:.0f} | "
                     f"{r['per_s']:.0f} | {live['p50']:.2f} / {live['p99']:.2f} | {kept['p50']:.2f} / {kept['p99']:.2f} | "
                     f"{live['export']:.1f} | {kept['export']:.1f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--copies", type=int, default=40, help="times each game is put in the archives")
    parser.add_argument("--flow", type=int, default=0, metavar="N", help="N games through Redis into the archive")
    parser.add_argument("--title", default="mini-express")
    parser.add_argument("--wave", type=int, default=2000, help="games imported before each archiving")
    parser.add_argument("--templates", type=int, default=8, help="games played to be imported again")
    parser.add_argument("--only", choices=("sqlite", "postgres"), help="the flow into one archive only")
    parser.add_argument("--quick", action="store_true", help="one game of each title; a flow of 200 games")
    parser.add_argument("--raw-memory", action="store_true", help="used_memory without resetting the command stats")
    args = parser.parse_args()
    global RAW_MEMORY
    RAW_MEMORY = args.raw_memory
    if args.quick:
        args.games, args.copies, args.flow, args.wave, args.templates = 1, 4, 200, 100, 2
    with tempfile.TemporaryDirectory() as tmp:
        redis_server, postgres = RedisServer(Path(tmp) / "redis"), PostgresServer()
        try:
            if args.quick or not args.flow:
                print(table(measure(redis_server.url, postgres, Path(tmp), args.games, args.copies)))
            if args.flow:
                with psycopg.connect(postgres.url, autocommit=True) as admin:
                    admin.execute('CREATE DATABASE "flow"')
                archives = {"sqlite": ("SQLite", lambda: SqliteArchive(Path(tmp) / "flow.sqlite3")),
                            "postgres": ("PostgreSQL", lambda: PostgresArchive(postgres.url.replace("/postgres?", "/flow?")))}
                rows = {kind: flow(redis_server.url, make(), args.title, args.flow, args.wave, args.templates)
                        for name, (kind, make) in archives.items() if args.only in (None, name)}
                print(flow_table(rows))
                for kind, row in rows.items():  # what stays in Redis: the largest keys, bytes a game
                    print(kind, "stays:", ", ".join(f"{key} {size / row['games']:.0f}" for key, size in row["stays"].items()))
        finally:
            redis_server.stop()
            postgres.stop()


if __name__ == "__main__":
    main()
