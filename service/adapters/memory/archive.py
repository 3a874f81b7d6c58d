"""The archive in memory: the ArchiveStore port (service/app/ports.py) as the SQLite and PostgreSQL adapters
keep it (service/adapters/archive/), for the tests that need no database. It keeps the same encoded rows
(service/adapters/archive/codec.py), so that what a caller reads is built as theirs is; one lock makes
each put one transaction."""
from __future__ import annotations

import threading

from service.adapters.archive.codec import Rows
from service.adapters.archive.reads import ArchiveReads
from service.adapters.memory.shared import newest_first


class InMemoryArchiveStore(ArchiveReads):
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.rows: dict[str, Rows] = {}
        self.order: list[str] = []  # ids in the order archived: a game's place is its index + 1

    def _write(self, rows: Rows) -> str:
        with self.lock:
            kept = self.rows.get(rows.game_id)
            if kept is not None:
                return "duplicate" if kept.digest == rows.digest else "conflict"
            self.rows[rows.game_id] = rows
            self.order.append(rows.game_id)
            return "stored"

    def _stored(self, game_id: str) -> Rows | None:
        with self.lock:
            return self.rows.get(game_id)

    def _head(self, game_id: str) -> bytes | None:
        rows = self._stored(game_id)
        return rows.head if rows else None

    def _commands(self, game_id: str) -> bytes | None:
        rows = self._stored(game_id)
        return rows.commands if rows else None

    def _batches(self, game_id: str, first: int, last: int) -> list[bytes]:
        rows = self._stored(game_id)
        return [rows.batches[b] for b in range(first, last + 1) if b in rows.batches] if rows else []

    def _snapshot(self, game_id: str, version: int) -> bytes | None:
        rows = self._stored(game_id)
        return rows.snapshots.get(version) if rows else None

    def _snapshots(self, game_id: str) -> dict[int, bytes]:
        rows = self._stored(game_id)
        return dict(rows.snapshots) if rows else {}

    def _listed(self, column: str | None, value: str | None, status: str | None, before: str | None,
                limit: int) -> list[str]:
        with self.lock:
            found = [rows.game_id for rows in self.rows.values()
                     if (column is None or value in _values(rows, column))
                     and (status is None or rows.status == status)]
        return newest_first(found, before, limit)

    def _ordered(self, rules: str | None, since: str | None, until: str | None, tournament: str | None,
                 after: int, limit: int) -> list[tuple[int, str]]:
        found: list[tuple[int, str]] = []
        if limit == 0:
            return found
        with self.lock:
            for place in range(after + 1, len(self.order) + 1):
                rows = self.rows[self.order[place - 1]]
                if ((rules is None or rows.rules == rules) and (tournament is None or rows.tournament == tournament)
                        and (since is None or rows.finished_at >= since)
                        and (until is None or rows.finished_at < until)):
                    found.append((place, rows.game_id))
                    if len(found) == limit:
                        break
            return found


def _values(rows: Rows, column: str) -> tuple[str | None, ...]:
    return {"rules": (rows.rules,), "account": rows.accounts, "tournament": (rows.tournament,)}[column]
