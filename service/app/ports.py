"""What the application needs from outside it, as Protocols: the adapters (service/adapters) and the
HTTP layer (service/http) provide them. The application is written against these, never against Redis."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from service.app.errors import ApplicationError

SNAPSHOT_EVERY = 32
"""The application hands the store a snapshot of every SNAPSHOT_EVERY-th state; the store reads a past
state from the snapshot before it and at most SNAPSHOT_EVERY events."""


@dataclass(frozen=True)
class AppendResult:
    outcome: str  # "ok" | "duplicate" | "conflict" | "stale" (decided on a state the log does not have)
    value: str  # new version | the first command record | the current version


@dataclass(frozen=True)
class Reading:
    start: int  # the version the state to fold onto stands after (0: from nothing)
    snapshot: Any  # that state, read from a snapshot (None: from nothing, or the caller's cached one)
    envelopes: list[dict]  # the events after `start`, up to the version asked for
    current: int  # the game's last version


@dataclass(frozen=True)
class Head:
    """A game's last version and the state hash after it (None for a log older than the chain), and
    its table after it (undo, leaving seats, clocks: domain/core/table.py)."""

    version: int
    state_hash: str | None
    table: dict = field(default_factory=dict)


class EventStore(Protocol):
    """The games' event logs with their meta, snapshots, turn index and Idempotency-Key records; the
    outbox, written in the same atomic append; the listings of games; the archived games' tombstones."""

    wait_replicas: int  # the replicas an append must reach before it is answered (0: none asked for)

    # the logs
    def append(self, game_id: str, expected_version: int, envelopes: list[dict], *, decided_on: str = "",
               command_key: str = "", command_record: dict | None = None, meta: dict[str, Any] | None = None,
               snapshots: dict[int, Any] | None = None, index: dict[str, int] | None = None,
               outbox: dict | None = None) -> AppendResult: ...
    def confirm_replicated(self, game_id: str) -> None: ...
    def meta(self, game_id: str) -> dict[str, str] | None: ...
    def version(self, game_id: str) -> int: ...
    def head(self, game_id: str) -> Head: ...
    def events(self, game_id: str, after: int = 0, upto: int | None = None,
               limit: int | None = None) -> list[dict]: ...
    def read_at(self, game_id: str, version: int, cached: tuple[int, str] | None = None,
                snapshots: bool = True) -> Reading: ...
    def index_version(self, game_id: str, field: str) -> int | None: ...

    # the first answers to Idempotency-Keys
    def creation_plan(self, key_digest: str, plan: dict) -> dict: ...
    def command_record(self, game_id: str, command_key: str) -> dict | None: ...
    def remember_result(self, game_id: str, command_key: str, record: dict) -> dict: ...
    def keep_command_records(self, game_id: str, records: dict[str, bytes]) -> None: ...

    # the listings and the archive's tombstones
    def add_to_index(self, game_id: str, rules: str, status: str = "active") -> None: ...
    def mark_finished(self, game_id: str, rules: str) -> None: ...
    def list_games(self, before: str | None, limit: int, rules: str | None = None,
                   status: str | None = None) -> list[str]: ...
    def archived(self, game_id: str) -> bool: ...
    def unarchive(self, game_id: str) -> None: ...


class Answer(Protocol):
    """How the API answers an application error: its status and body. An Idempotency-Key keeps the
    answer to a refused command as its first answer, and gives it again to every retry."""

    def __call__(self, error: ApplicationError) -> tuple[int, dict]: ...


class AccountStore(Protocol):
    """The accounts: each a record of its name, kind and creation time, with its keys' hashes."""

    def create_account(self, account_id: str, record: dict, key_id: str, key: dict) -> None: ...
    def account(self, account_id: str) -> dict | None: ...  # the record, with "keys": {id: {hash, created_at}}
    def add_key(self, account_id: str, key_id: str, key: dict, revoke: str | None, max_keys: int) -> str: ...
    def revoke_key(self, account_id: str, key_id: str) -> bool: ...


class LobbyStore(Protocol):
    """The games waiting for their seats (service/app/lobby.py): each a record with a revision, changed
    only by compare-and-set; the public listing of those with an open seat; and each account's games."""

    def open_lobby(self, game_id: str, record: dict, outbox: dict | None,
                   waiting_s: float) -> bool: ...  # False: it exists; gone (expired) after waiting_s
    def lobby(self, game_id: str) -> tuple[dict, int] | None: ...  # the record and its revision
    def update_lobby(self, game_id: str, revision: int, record: dict,
                     settled: bool = False) -> bool: ...  # False: moved on; settled: it expires no more
    def expired(self, game_id: str) -> str | None: ...  # the rules of a lobby that expired (lately)
    def list_open(self, game_id: str, rules: str | None, listed: bool) -> None: ...
    def open_games(self, before: str | None, limit: int, rules: str | None) -> list[str]: ...
    def hold(self, account_id: str, game_id: str, waiting: bool) -> None: ...  # in its games (and waiting ones)
    def release(self, account_id: str, game_id: str, keep: bool) -> None: ...  # off its waiting (and games)
    def waiting_of(self, account_id: str) -> list[str]: ...
    def games_of(self, account_id: str, before: str | None, limit: int) -> list[str]: ...
    def rematch(self, game_id: str, new_id: str) -> str: ...  # the first rematch's id of the game


class QueuedJob(Protocol):
    """A job on the queue, as the API reads it (its function says what it computes, its args of what)."""

    id: str
    func_name: str
    args: tuple


class JobQueue(Protocol):
    """The queue of the workers' jobs (service/adapters/queue.py JobQueue, on RQ): what the API asks of it."""

    def enqueue_once(self, job_id: str, func: str, *args: Any, kind: str) -> QueuedJob: ...
    def find(self, job_id: str) -> QueuedJob | None: ...
    def describe(self, job: QueuedJob) -> dict: ...  # {id, kind, status[, progress, result, error]}
    def take_slot(self, client: str, job_id: str, cap: int, slot_seconds: int) -> bool: ...


class StreamCounts(Protocol):
    """The live streams the stream nodes hold (service/adapters/stream_counts.py, from Pushpin's stats)."""

    def open_streams(self, channel: str) -> int: ...
