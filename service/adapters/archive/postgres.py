"""The archive on PostgreSQL (psycopg 3), for deployments: TRACKSIDE_ARCHIVE_URL=postgresql://...
Ids compare byte by byte (COLLATE "C"), as Redis orders the listings; the batches and snapshots are
compressed already (codec.py), so PostgreSQL keeps them as they are (STORAGE EXTERNAL: no second try)."""
from __future__ import annotations

import os
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg

from service.adapters.archive.sql import POOL, SqlArchive

CONNECT_TIMEOUT_S = 3  # a server away answers 503 after this, not after the operating system's minutes
QUERY_TIMEOUT_S = 10.0  # a lent connection's work past this is cut (a frozen server): 503, not a hung request
WRITERS_LOCK = 0x7472_6163_6B73  # the advisory lock the puts take in turn (sql.py: places in commit order)

TABLES = (
    'CREATE TABLE IF NOT EXISTS archive_games (id TEXT COLLATE "C" PRIMARY KEY, place BIGINT NOT NULL UNIQUE,'
    ' rules TEXT NOT NULL, status TEXT NOT NULL, finished_at TEXT COLLATE "C" NOT NULL, tournament TEXT,'
    ' version INTEGER NOT NULL, state_hash TEXT, digest TEXT NOT NULL, head BYTEA NOT NULL,'
    ' commands BYTEA NOT NULL)',
    "CREATE INDEX IF NOT EXISTS archive_games_rules ON archive_games (rules, id)",
    "CREATE INDEX IF NOT EXISTS archive_games_status ON archive_games (status, id)",
    "CREATE INDEX IF NOT EXISTS archive_games_tournament ON archive_games (tournament, id)",
    'CREATE TABLE IF NOT EXISTS archive_batches (game_id TEXT COLLATE "C" NOT NULL, batch INTEGER NOT NULL,'
    " events BYTEA NOT NULL, PRIMARY KEY (game_id, batch))",
    'CREATE TABLE IF NOT EXISTS archive_snapshots (game_id TEXT COLLATE "C" NOT NULL, version INTEGER NOT NULL,'
    " state BYTEA NOT NULL, PRIMARY KEY (game_id, version))",
    'CREATE TABLE IF NOT EXISTS archive_accounts (account_id TEXT COLLATE "C" NOT NULL,'
    ' game_id TEXT COLLATE "C" NOT NULL, PRIMARY KEY (account_id, game_id))',
    "ALTER TABLE archive_batches ALTER COLUMN events SET STORAGE EXTERNAL",
    "ALTER TABLE archive_snapshots ALTER COLUMN state SET STORAGE EXTERNAL",
)


class PostgresArchive(SqlArchive):
    schema = TABLES
    failures = (psycopg.OperationalError,)  # (the server away, or gone mid-query)

    def __init__(self, url: str, size: int = POOL) -> None:
        self.url = url
        super().__init__(lambda: psycopg.connect(url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S), size)

    def _sql(self, statement: str) -> str:
        return statement.replace("?", "%s")

    @contextmanager
    def _deadline(self, connection: psycopg.Connection) -> Iterator[None]:
        """Past QUERY_TIMEOUT_S the connection's socket is shut down, so a call waiting for a server that
        no longer answers (stopped by SIGSTOP, its host unreachable) fails (OperationalError): the server's
        own statement_timeout cannot, as it is the server that hangs."""
        timer = threading.Timer(QUERY_TIMEOUT_S, _cut, (connection,))
        timer.daemon = True
        timer.start()
        try:
            yield
        finally:
            timer.cancel()

    @contextmanager
    def _transaction(self, connection: psycopg.Connection) -> Iterator[None]:
        with connection.transaction():
            connection.execute("SELECT pg_advisory_xact_lock(%s)", (WRITERS_LOCK,))
            yield


def _cut(connection: psycopg.Connection) -> None:
    try:
        with socket.socket(fileno=os.dup(connection.pgconn.socket)) as cut:
            cut.shutdown(socket.SHUT_RDWR)
    except (OSError, psycopg.Error):  # (closed since: nothing to cut)
        pass
