"""The archive store's contract (issue 41), run on the in-memory fake, on SQLite (a file) and on PostgreSQL
(a private cluster, tests/postgres.py): real finished games played through GameService, put in the archive,
read back exactly as the live store reads them; a put idempotent and refused for another log; the listings
and the bulk export's pages; concurrent puts of one game keep one copy."""
from __future__ import annotations

import itertools
import sqlite3
import threading
from dataclasses import replace

import orjson
import psycopg
import pytest

from service.adapters.archive import archive_from_url
from service.adapters.archive.codec import rows_of
from service.adapters.archive.postgres import PostgresArchive
from service.adapters.archive.sqlite import SqliteArchive
from service.adapters.memory import InMemoryArchiveStore, InMemoryEventStore
from service.app.games import GameService
from service.app.ports import SNAPSHOT_EVERY, ArchivedGame, Head
from service.app.tiered import merged
from tests.postgres import PostgresServer
from tests.support import finished_game

KINDS = ["memory", "sqlite", "postgres"]
databases = itertools.count()


@pytest.fixture(scope="session")
def postgres():
    server = PostgresServer()
    yield server
    server.stop()


@pytest.fixture(params=KINDS)
def archive(request, tmp_path):
    yield from archive_of(request, tmp_path)


@pytest.fixture(params=["sqlite", "postgres"])
def sql_archive(request, tmp_path):
    yield from archive_of(request, tmp_path)


def archive_of(request, tmp_path):
    """The archive of the kind `request.param` names, closed after the test."""
    if request.param == "memory":
        yield InMemoryArchiveStore()
        return
    if request.param == "sqlite":
        store = SqliteArchive(tmp_path / "archive.sqlite3")
    else:  # a database of its own for each test on the session's cluster
        server = request.getfixturevalue("postgres")
        store = PostgresArchive(server.url.replace("/postgres?", f"/{create_database(server)}?"))
    yield store
    store.close()


def create_database(server: PostgresServer) -> str:
    name = f"archive_{next(databases)}"
    with psycopg.connect(server.url, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    return name


def archived_of(store: InMemoryEventStore, game_id: str) -> ArchivedGame:
    """What the live store holds of a game, as the archive is handed it."""
    log = store.memory.games[game_id]
    return ArchivedGame(game_id, store.meta(game_id), store.events(game_id),
                        {version: orjson.loads(state) for version, state in log.snapshots.items()},
                        dict(log.index), store.command_records(game_id))


@pytest.fixture(scope="session")
def live():
    """Finished games of three titles on one in-memory live store, every command with an Idempotency-Key."""
    store = InMemoryEventStore()
    service = GameService(store)
    played = [finished_game(service, name, seats, f"archive-{name}-{n}", key=lambda chooser: f"k{chooser.random()}")
              for n, (name, seats) in enumerate([("lilliput", 2), ("mini-express", 3), ("lilliput", 2),
                                                 ("mini-express", 2), ("lilliput", 2)])]
    return store, played


def with_people(game: ArchivedGame, accounts: list[str], tournament: str | None) -> ArchivedGame:
    """The game with its seats taken by `accounts` and at a table of `tournament`, as its meta says."""
    seats = orjson.loads(game.meta["seats"])
    for seat, account in zip(seats, accounts, strict=False):
        seat["account"] = account
    meta = {**game.meta, "seats": orjson.dumps(seats).decode()}
    if tournament:
        meta["tournament"] = orjson.dumps({"id": tournament, "round": 1, "table": 0}).decode()
    return replace(game, meta=meta)


def test_every_read_of_an_archived_game_is_the_live_stores(archive, live):
    store, played = live
    for game_id in played:
        assert archive.put(archived_of(store, game_id)) == "stored"
    for game_id in played:
        last = store.version(game_id)
        assert last > 2 * SNAPSHOT_EVERY
        assert archive.meta(game_id) == store.meta(game_id)
        assert archive.version(game_id) == last
        assert archive.head(game_id) == store.head(game_id)
        assert archive.events(game_id) == store.events(game_id)
        for after, upto, limit in [(0, 5, None), (31, 33, None), (30, None, 40), (last - 3, last + 9, None),
                                   (-2, 3, None), (10, 5, None), (0, None, 0), (SNAPSHOT_EVERY, None, SNAPSHOT_EVERY)]:
            assert archive.events(game_id, after, upto, limit) == store.events(game_id, after, upto, limit)
        hashes = [envelope["state_hash"] for envelope in store.events(game_id)]
        for version in range(0, last + 2):
            assert archive.read_at(game_id, version) == store.read_at(game_id, version)
            for cached in [(version - 1, hashes[version - 2] if version >= 2 else ""), (version - 1, "wrong")]:
                assert archive.read_at(game_id, version, cached) == store.read_at(game_id, version, cached)
        for version in (1, SNAPSHOT_EVERY + 3, last):
            assert archive.read_at(game_id, version, snapshots=False) == store.read_at(game_id, version, snapshots=False)
        for field in [*store.memory.games[game_id].index, "t:99999"]:
            assert archive.index_version(game_id, field) == store.index_version(game_id, field)
        records = store.command_records(game_id)
        assert records and archive.command_records(game_id) == records
        for key in [*records, "seat:0:never"]:
            assert archive.command_record(game_id, key) == store.command_record(game_id, key)
        assert archive.game(game_id) == archived_of(store, game_id)


def test_a_past_state_costs_one_snapshot_and_one_batch_never_the_log(archive, live):
    store, played = live
    game_id = played[1]
    archive.put(archived_of(store, game_id))
    asked: list[tuple[int, int]] = []
    batches = archive._batches
    archive._batches = lambda game, first, last: asked.append((first, last)) or batches(game, first, last)
    for version in range(1, store.version(game_id) + 1):
        asked.clear()
        reading = archive.read_at(game_id, version)
        assert len(reading.envelopes) < SNAPSHOT_EVERY and all(first == last for first, last in asked), asked


def test_a_missing_game_reads_as_the_live_store_reads_one(archive):
    live = InMemoryEventStore()
    assert archive.meta("none") is None is live.meta("none")
    assert archive.version("none") == 0 and archive.head("none") == Head(0, None, {}) == live.head("none")
    assert archive.events("none") == [] and archive.read_at("none", 5) == live.read_at("none", 5)
    assert archive.command_record("none", "k") is None and archive.index_version("none", "t:1") is None
    assert archive.game("none") is None


def test_a_game_put_again_is_a_duplicate_and_another_log_under_its_id_a_conflict(archive, live):
    store, played = live
    game = archived_of(store, played[0])
    assert archive.put(game) == "stored"
    assert archive.put(game) == "duplicate"
    assert archive.put(replace(game, meta={**game.meta, "seed_hidden": "1"})) == "duplicate"  # the same log
    other = [dict(envelope) for envelope in game.events]
    other[-1] = {**other[-1], "data": {"changed": True}}
    assert archive.put(replace(game, events=other)) == "conflict"
    assert archive.game(game.game_id) == game
    assert archive.page(limit=10).games == [game]
    with pytest.raises(ValueError):
        archive.put(replace(game, game_id="torn", events=game.events[:-1]))  # its meta is not of this log
    assert archive.meta("torn") is None


def test_a_put_that_fails_midway_writes_nothing(sql_archive, live):
    store, played = live
    game = archived_of(store, played[1])
    torn = replace(rows_of(game), accounts=("acc-a", None))  # refused by the last table, after the others
    with pytest.raises((sqlite3.IntegrityError, psycopg.IntegrityError)):
        sql_archive._write(torn)
    assert sql_archive.meta(game.game_id) is None and sql_archive.events(game.game_id) == []
    assert sql_archive._snapshots(game.game_id) == {} and sql_archive.games_of("acc-a", None, 10) == []
    assert sql_archive.put(game) == "stored" and sql_archive.game(game.game_id) == game
    assert sql_archive.page(limit=10).cursor == "1"  # (the failed put took no place)


def test_the_listings_page_newest_first_by_rules_status_account_and_tournament(archive, live):
    store, played = live
    people = {played[0]: (["acc-a", "acc-b"], "tour-1"), played[1]: (["acc-a"], None),
              played[2]: (["acc-b"], "tour-1"), played[3]: ([], "tour-2"), played[4]: (["acc-a"], "tour-1")}
    for game_id in played:
        assert archive.put(with_people(archived_of(store, game_id), *people[game_id])) == "stored"
    newest = sorted(played, key=str.encode, reverse=True)
    assert archive.list_games(None, 10) == newest
    assert archive.list_games(None, 2) + archive.list_games(newest[1], 10) == newest
    assert archive.list_games(None, 10, status="finished") == newest
    assert archive.list_games(None, 10, status="active") == []
    lilliput = [g for g in newest if store.meta(g)["rules"] == "lilliput"]
    assert archive.list_games(None, 10, rules="lilliput") == lilliput
    assert archive.list_games(lilliput[0], 1, rules="lilliput", status="finished") == lilliput[1:2]
    assert archive.games_of("acc-a", None, 10) == [g for g in newest if "acc-a" in people[g][0]]
    assert archive.games_of("acc-b", None, 1) == [g for g in newest if "acc-b" in people[g][0]][:1]
    tour = [g for g in newest if people[g][1] == "tour-1"]
    assert archive.tournament_games("tour-1", None, 10) == tour
    assert archive.tournament_games("tour-1", tour[0], 10) == tour[1:]
    assert archive.games_of("nobody", None, 10) == [] and archive.list_games(None, 0) == []


def test_a_listing_split_between_redis_and_the_archive_pages_as_one_store(archive, live):
    """The archive orders ids byte by byte, as Redis does (service/app/tiered.py merges the two pages)."""
    store, played = live
    ids = ["0-b", "0B", "0_", "0a", "0z", "1", "0Z9", "0a-"]
    archived, kept = ids[::2], ids[1::2]  # (the rest still in Redis: here a sorted list, as its index)
    for n, game_id in enumerate(archived):
        assert archive.put(replace(archived_of(store, played[n % len(played)]), game_id=game_id)) == "stored"
    newest = sorted(ids, key=str.encode, reverse=True)
    for limit in (1, 2, 3, len(ids)):
        seen, before = [], None
        for _ in range(len(ids) + 1):
            live_page = [g for g in sorted(kept, reverse=True) if before is None or g < before][:limit]
            page = merged(live_page, archive.list_games(before, limit), limit)
            seen += page
            if len(page) < limit:
                break
            before = page[-1]
        assert seen == newest, limit


def test_the_export_resumes_from_its_cursor_without_gaps_or_repeats(archive, live):
    store, played = live
    for game_id in played[:3]:
        archive.put(with_people(archived_of(store, game_id), [], "tour-1" if game_id != played[1] else None))
    seen, cursor = [], ""
    first = archive.page(cursor=cursor, limit=2)
    seen += [game.game_id for game in first.games]
    for game_id in played[3:]:  # archived while the export runs: after every game before them
        archive.put(archived_of(store, game_id))
    cursor = first.cursor
    while True:
        page = archive.page(cursor=cursor, limit=2)
        seen += [game.game_id for game in page.games]
        if not page.games:
            assert page.cursor == cursor  # at the end, the same cursor: a later run resumes there
            break
        cursor = page.cursor
    assert seen == played
    assert [g.game_id for g in archive.page(rules="mini-express", limit=10).games] == [
        g for g in played if store.meta(g)["rules"] == "mini-express"]
    assert [g.game_id for g in archive.page(tournament="tour-1", limit=10).games] == [played[0], played[2]]
    times = sorted(orjson.loads(store.meta(g)["progress"])["updated_at"] for g in played)
    within = archive.page(since=times[1], until=times[3], limit=10).games
    assert sorted(orjson.loads(g.meta["progress"])["updated_at"] for g in within) == times[1:3]
    assert archive.page(limit=10).games[0] == with_people(archived_of(store, played[0]), [], "tour-1")
    for bad in ["x", "-1", "9" * 40]:
        with pytest.raises(ValueError):
            archive.page(cursor=bad)


def test_concurrent_puts_of_one_game_keep_one_copy(archive, live):
    store, played = live
    game = archived_of(store, played[1])
    outcomes: list[str] = []
    start = threading.Barrier(8)

    def put() -> None:
        start.wait()
        outcomes.append(archive.put(game))

    threads = [threading.Thread(target=put) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert sorted(outcomes) == ["duplicate"] * 7 + ["stored"]
    assert [g.game_id for g in archive.page(limit=10).games] == [game.game_id]
    assert archive.list_games(None, 10) == [game.game_id] and archive.game(game.game_id) == game


def test_the_url_chooses_the_adapter(tmp_path, postgres):
    assert isinstance(archive_from_url(f"sqlite:///{tmp_path}/a.sqlite3"), SqliteArchive)
    assert (tmp_path / "a.sqlite3").exists()
    assert isinstance(archive_from_url(postgres.url), PostgresArchive)
    with pytest.raises(ValueError):
        archive_from_url("redis://localhost/0")


def test_a_postgres_connection_the_server_dropped_is_made_anew(postgres, live):
    store, played = live
    archive = PostgresArchive(postgres.url.replace("/postgres?", f"/{create_database(postgres)}?"))
    game = archived_of(store, played[0])
    assert archive.put(game) == "stored"
    with psycopg.connect(postgres.url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()"
                      " AND backend_type = 'client backend'")
    with pytest.raises(psycopg.OperationalError):
        archive.version(game.game_id)
    assert archive.version(game.game_id) == len(game.events) and archive.put(game) == "duplicate"
    archive.close()
