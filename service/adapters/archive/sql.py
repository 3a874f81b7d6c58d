"""The archive on an SQL database, said once for SQLite (sqlite.py) and PostgreSQL (postgres.py): the same
tables and statements (written with `?`; postgres.py says `%s`), the connections in a bounded pool, and a
put that is one transaction. Each adapter gives its schema, its connections and its transaction.

A game's place in the archive's order (the bulk export's cursor) is the greatest place so far plus one,
taken inside the put's transaction while it holds the writers' lock (SQLite's one writer; an advisory lock
on PostgreSQL): the places are given in the order the puts commit, so a reader paging by place never
passes a place that a put still open could take."""
from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import Any

from service.adapters.archive.codec import Rows
from service.adapters.archive.reads import ArchiveReads

POOL = 8  # connections an archive opens at most; a caller beyond waits for one


class Pool:
    """At most `size` connections made by `connect`, each lent to one thread at a time."""

    def __init__(self, connect: Callable[[], Any], size: int = POOL,
                 discard: tuple[type[BaseException], ...] = ()) -> None:
        self.connect = connect
        self.discard = discard  # a connection that raised one of these is closed, not lent again
        self.size = size
        self.idle: list[Any] = []
        self.made = 0
        self.changed = threading.Condition()

    @contextmanager
    def lent(self) -> Iterator[Any]:
        with self.changed:
            while not self.idle and self.made >= self.size:
                self.changed.wait()
            if self.idle:
                connection = self.idle.pop()
            else:
                self.made += 1
                connection = None
        if connection is None:
            try:
                connection = self.connect()
            except BaseException:
                with self.changed:
                    self.made -= 1
                    self.changed.notify()
                raise
        try:
            yield connection
        except BaseException as exc:
            # (psycopg: the server went away; SQLite: the file it opened is not the archive's) one made
            # anew next time
            if getattr(connection, "broken", False) or isinstance(exc, self.discard):
                connection.close()
                connection = None
            raise
        finally:
            with self.changed:
                if connection is None:
                    self.made -= 1
                else:
                    self.idle.append(connection)
                self.changed.notify()

    def close(self) -> None:
        with self.changed:
            for connection in self.idle:
                connection.close()
            self.made -= len(self.idle)
            self.idle.clear()


class SqlArchive(ArchiveReads):
    schema: tuple[str, ...] = ()  # the statements that make the tables, each safe to run again
    failures: tuple[type[BaseException], ...] = ()  # what the driver raises when the database is away (guarded.py)

    def __init__(self, connect: Callable[[], Any], size: int = POOL) -> None:
        self.pool = Pool(connect, size, self.failures)
        self.prepared = False  # the tables made: at the start, or at the first use if the database was away
        try:
            with self._lent():
                pass
        except self.failures:
            pass
        self.pool.close()  # (no connection made before a fork is used after it: each process opens its own)

    @contextmanager
    def _lent(self) -> Iterator[Any]:
        """A connection of the pool, on a database with the tables."""
        with self.pool.lent() as connection, self._deadline(connection):
            if not self.prepared:
                with self._transaction(connection):
                    for statement in self.schema:
                        connection.execute(statement)
                self.prepared = True
            yield connection

    def close(self) -> None:
        self.pool.close()

    # --- what each database does its own way ---------------------------------------------------
    def _deadline(self, connection: Any) -> AbstractContextManager:
        """The connection's work cut short past a time (where the database may hang: a server frozen)."""
        return nullcontext()

    def _transaction(self, connection: Any) -> AbstractContextManager:
        """A transaction that holds the writers' lock from its start, committed on leaving."""
        raise NotImplementedError

    def _sql(self, statement: str) -> str:
        return statement

    def _all(self, statement: str, *args: Any) -> list[tuple]:
        with self._lent() as connection:
            return connection.execute(self._sql(statement), args).fetchall()

    def _one(self, statement: str, *args: Any) -> Any:
        found = self._all(statement, *args)
        return found[0][0] if found else None

    # --- writing --------------------------------------------------------------------------------
    def _write(self, rows: Rows) -> str:
        sql = self._sql
        with self._lent() as connection, self._transaction(connection):
            kept = connection.execute(sql("SELECT digest FROM archive_games WHERE id = ?"), (rows.game_id,)).fetchone()
            if kept is not None:
                return "duplicate" if kept[0] == rows.digest else "conflict"
            connection.execute(sql(
                "INSERT INTO archive_games (id, place, rules, status, finished_at, tournament, version, state_hash,"
                " digest, head, commands) SELECT ?, COALESCE(MAX(place), 0) + 1, ?, ?, ?, ?, ?, ?, ?, ?, ?"
                " FROM archive_games"),
                (rows.game_id, rows.rules, rows.status, rows.finished_at, rows.tournament, rows.version,
                 rows.state_hash, rows.digest, rows.head, rows.commands))
            cursor = connection.cursor()
            cursor.executemany(sql("INSERT INTO archive_batches (game_id, batch, events) VALUES (?, ?, ?)"),
                               [(rows.game_id, number, blob) for number, blob in rows.batches.items()])
            cursor.executemany(sql("INSERT INTO archive_snapshots (game_id, version, state) VALUES (?, ?, ?)"),
                               [(rows.game_id, version, blob) for version, blob in rows.snapshots.items()])
            cursor.executemany(sql("INSERT INTO archive_accounts (account_id, game_id) VALUES (?, ?)"),
                               [(account, rows.game_id) for account in rows.accounts])
            return "stored"

    # --- reading --------------------------------------------------------------------------------
    def _head(self, game_id: str) -> bytes | None:
        return self._one("SELECT head FROM archive_games WHERE id = ?", game_id)

    def _commands(self, game_id: str) -> bytes | None:
        return self._one("SELECT commands FROM archive_games WHERE id = ?", game_id)

    def _batches(self, game_id: str, first: int, last: int) -> list[bytes]:
        found = self._all("SELECT events FROM archive_batches WHERE game_id = ? AND batch BETWEEN ? AND ?"
                          " ORDER BY batch", game_id, first, last)
        return [blob for blob, in found]

    def _snapshot(self, game_id: str, version: int) -> bytes | None:
        return self._one("SELECT state FROM archive_snapshots WHERE game_id = ? AND version = ?", game_id, version)

    def _snapshots(self, game_id: str) -> dict[int, bytes]:
        return dict(self._all("SELECT version, state FROM archive_snapshots WHERE game_id = ?", game_id))

    def _listed(self, column: str | None, value: str | None, status: str | None, before: str | None,
                limit: int) -> list[str]:
        if column == "account":
            table, key, conditions, args = "archive_accounts", "game_id", ["account_id = ?"], [value]
        else:
            table, key = "archive_games", "id"
            conditions, args = ([f"{column} = ?"], [value]) if column else ([], [])
        if status is not None:
            conditions.append("status = ?")
            args.append(status)
        if before is not None:
            conditions.append(f"{key} < ?")
            args.append(before)
        where = f" WHERE {' AND '.join(conditions)}" if conditions else ""
        found = self._all(f"SELECT {key} FROM {table}{where} ORDER BY {key} DESC LIMIT ?", *args, limit)
        return [game_id for game_id, in found]

    def _ordered(self, rules: str | None, since: str | None, until: str | None, tournament: str | None,
                 after: int, limit: int) -> list[tuple[int, str]]:
        conditions, args = ["place > ?"], [after]
        for condition, value in (("rules = ?", rules), ("tournament = ?", tournament),
                                 ("finished_at >= ?", since), ("finished_at < ?", until)):
            if value is not None:
                conditions.append(condition)
                args.append(value)
        found = self._all(f"SELECT place, id FROM archive_games WHERE {' AND '.join(conditions)}"
                          " ORDER BY place LIMIT ?", *args, limit)
        return [(place, game_id) for place, game_id in found]
