"""The archive in an SQLite file (the standard library's sqlite3): the embedded default, a file under ./var
beside the private Redis. WAL, so that readers never wait for the one writer; synchronous FULL, so that a
put is on disk when it returns (the game may leave Redis then)."""
from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from service.adapters.archive.sql import POOL, SqlArchive

BUSY_TIMEOUT_S = 30.0  # a put waits this long for another process's put before it fails

TABLES = (
    "CREATE TABLE IF NOT EXISTS archive_games (id TEXT PRIMARY KEY, place INTEGER NOT NULL UNIQUE,"
    " rules TEXT NOT NULL, status TEXT NOT NULL, finished_at TEXT NOT NULL, tournament TEXT,"
    " version INTEGER NOT NULL, state_hash TEXT, digest TEXT NOT NULL, head BLOB NOT NULL, commands BLOB NOT NULL)",
    "CREATE INDEX IF NOT EXISTS archive_games_rules ON archive_games (rules, id)",
    "CREATE INDEX IF NOT EXISTS archive_games_status ON archive_games (status, id)",
    "CREATE INDEX IF NOT EXISTS archive_games_tournament ON archive_games (tournament, id)",
    "CREATE TABLE IF NOT EXISTS archive_batches (game_id TEXT NOT NULL, batch INTEGER NOT NULL,"
    " events BLOB NOT NULL, PRIMARY KEY (game_id, batch))",
    "CREATE TABLE IF NOT EXISTS archive_snapshots (game_id TEXT NOT NULL, version INTEGER NOT NULL,"
    " state BLOB NOT NULL, PRIMARY KEY (game_id, version))",
    "CREATE TABLE IF NOT EXISTS archive_accounts (account_id TEXT NOT NULL, game_id TEXT NOT NULL,"
    " PRIMARY KEY (account_id, game_id)) WITHOUT ROWID",
)


class SqliteArchive(SqlArchive):
    schema = TABLES
    failures = (sqlite3.OperationalError,)  # (locked too long, unreadable, not the archive's file)

    def __init__(self, path: str | Path, size: int = POOL) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        super().__init__(self._connect, size)

    def _connect(self) -> sqlite3.Connection:
        # isolation_level None: no implicit transactions; a put says BEGIN IMMEDIATE itself. Lent to one
        # thread at a time by the pool, so it may be used on another thread than the one that made it.
        connection = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None,
                                     check_same_thread=False)
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=FULL")
        return connection

    @contextmanager
    def _transaction(self, connection: sqlite3.Connection) -> Iterator[None]:
        connection.execute("BEGIN IMMEDIATE")  # the write lock now, not at the first write
        try:
            yield
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")
