"""What the in-memory stores share, as the Redis adapters beside each other share one Redis: one lock,
the games' logs, the listing indexes (the lobby's open games sit beside the games' own, as in Redis), the
outbox, and values by name, some of which expire (creation plans, lobbies and their markers, rematches,
rating results; tournaments' records, which do not).

The stores hold everything as the Redis adapters send it (JSON bytes, text), so that what a caller reads
is a copy built as the Redis adapter builds it: a caller never changes what is stored, and key order,
lists for tuples and text for numbers come out the same."""
from __future__ import annotations

import threading
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Self


@dataclass
class GameLog:
    """One game's keys ({g:<id>} in Redis): its events (version n at [n - 1]), meta, Idempotency-Key
    records, snapshots and turn/round index."""

    events: list[bytes] = field(default_factory=list)
    meta: dict[str, str] = field(default_factory=dict)
    commands: dict[str, bytes] = field(default_factory=dict)
    snapshots: dict[int, bytes] = field(default_factory=dict)
    index: dict[str, int] = field(default_factory=dict)


class Memory:
    """The shared state. `clock` (seconds, monotonic) dates the expiring values; tests may pass their own."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        # One lock over everything, as one Redis runs one command at a time; a Condition, so that the
        # outbox's reader can wait for an entry.
        self.lock = threading.Condition(threading.RLock())
        self.clock = clock
        self.games: dict[str, GameLog] = {}
        # The sorted sets of ids (all scored 0) by name: the listings, an account's games, the tournaments'.
        # Read with .get, so that a read makes no set.
        self.indexes: dict[str, set[str]] = defaultdict(set)
        self.tombstones: dict[str, int] = {}  # game id -> when it was archived (ms)
        self.accounts: dict[str, dict[str, str]] = {}
        self.titles: dict[str, Any] = {}  # rules -> its ratings and leaderboard (memory/ratings.py)
        self.outbox: dict[int, bytes] = {}  # entry number -> entry, in the order written
        self.claimed: set[int] = set()  # the entries a reader is handling (MemoryOutboxReader)
        self.dead_letters: list[tuple[bytes, str]] = []
        self.hashes: dict[str, dict] = {}  # the webhooks, the jobs and the streams' leases, by name (their modules)
        self._entries = 0
        self._expiring: dict[str, tuple[Any, float | None]] = {}  # name -> value, deadline (None: none)

    # --- the outbox -----------------------------------------------------------------------------
    def add_entry(self, entry: bytes) -> None:
        with self.lock:
            self._entries += 1
            self.outbox[self._entries] = entry
            self.lock.notify_all()

    # --- values that expire ---------------------------------------------------------------------
    def get(self, name: str) -> Any:
        with self.lock:
            found = self._expiring.get(name)
            if found is None:
                return None
            if found[1] is not None and found[1] <= self.clock():
                del self._expiring[name]
                return None
            return found[0]

    def put(self, name: str, value: Any, ttl_s: float | None = None, keep_ttl: bool = False) -> None:
        """Set `name` to live `ttl_s` seconds (None: for ever), or as long as it had left (`keep_ttl`)."""
        with self.lock:
            if keep_ttl and self.get(name) is not None:
                deadline = self._expiring[name][1]
            else:
                deadline = None if ttl_s is None else self.clock() + ttl_s
            self._expiring[name] = (value, deadline)

    def put_new(self, name: str, value: Any, ttl_s: float | None = None) -> bool:
        """Set `name` unless it is set (SET NX); whether it was."""
        with self.lock:
            if self.get(name) is not None:
                return False
            self.put(name, value, ttl_s)
            return True

    def left_ms(self, name: str) -> int:
        """What PTTL answers: the milliseconds `name` has left, -1 where it never expires, -2 where it is gone."""
        with self.lock:
            if self.get(name) is None:
                return -2
            deadline = self._expiring[name][1]
            return -1 if deadline is None else max(0, round((deadline - self.clock()) * 1000))

    def persist(self, name: str) -> None:
        with self.lock:
            if self.get(name) is not None:
                self._expiring[name] = (self._expiring[name][0], None)

    def delete(self, names: Iterable[str]) -> None:
        with self.lock:
            for name in names:
                self._expiring.pop(name, None)


def newest_first(members: Iterable[str], before: str | None, limit: int) -> list[str]:
    """What ZREVRANGEBYLEX answers on a set of ids all scored 0: those strictly before the cursor
    `before`, greatest first, `limit` of them (a negative limit: all)."""
    found = sorted((m for m in members if before is None or m.encode() < before.encode()),
                   key=str.encode, reverse=True)
    return found if limit < 0 else found[:limit]


def text(value: str | bytes | int | float) -> str:
    """A value as Redis stores it and the adapters decode it: text."""
    if isinstance(value, bytes):
        return value.decode()
    return value if isinstance(value, str) else repr(value)


class MemoryPort:
    """A store on the shared state: its own (`memory` None) or another's (`beside`, as the Redis adapters
    stand on one client). Nothing to wait for: no replicas, and every write is answered once it is made."""

    wait_replicas = 0

    def __init__(self, memory: Memory | None = None) -> None:
        self.memory = memory or Memory()

    @classmethod
    def beside(cls, other: MemoryPort) -> Self:
        return cls(other.memory)

    @property
    def lock(self) -> threading.Condition:
        return self.memory.lock
