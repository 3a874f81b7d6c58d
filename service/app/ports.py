"""What the application needs from outside it, as Protocols: the adapters (service/adapters) and the
HTTP layer (service/http) provide them. The application is written against these, never against Redis."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from service.app.errors import ApplicationError

SNAPSHOT_EVERY = 32
"""The application hands the store a snapshot of every SNAPSHOT_EVERY-th state; the store reads a past
state from the snapshot before it and at most SNAPSHOT_EVERY events."""


@dataclass(frozen=True)
class AppendResult:
    outcome: str  # "ok" | "duplicate" | "conflict" | "stale" (decided on a state the log does not have)
    # | "limited" (the tally given found a rate window over its limit: nothing appended)
    value: str  # new version | the first command record | the current version | ""


@dataclass
class Tally:
    """A request's counts in its client's rate windows (service/http/ratelimit.py), settled in the round
    trip of the append the request makes (GameLog.append with it: counted first, and a window over its
    limit appends nothing), or on their own by the limiter when it makes none. `windows`: each window's
    counter (a key), its length in seconds, the request's cost and the window's limit; `counted`: a count
    and the milliseconds its window has left for each window counted, in order up to the first over its
    limit (None: not counted yet)."""

    windows: list[tuple[str, int, int, int]]
    counted: list[tuple[int, int]] | None = None

    def settle(self, answer: list[int]) -> None:
        """Take the store's answer: count, time to live, count, time to live... of the windows counted."""
        self.counted = list(zip(answer[::2], answer[1::2], strict=True))


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


class GameReads(Protocol):
    """A game's log as every read takes it: its meta, its events, its state at a version from the nearest
    snapshot, its turn/round index, the first answers to its Idempotency-Keys. The live store (EventStore)
    and the archive (ArchiveStore) answer them alike."""

    def meta(self, game_id: str) -> dict[str, str] | None: ...
    def version(self, game_id: str) -> int: ...
    def head(self, game_id: str) -> Head: ...
    def events(self, game_id: str, after: int = 0, upto: int | None = None,
               limit: int | None = None) -> list[dict]: ...
    def read_at(self, game_id: str, version: int, cached: tuple[int, str] | None = None,
                snapshots: bool = True) -> Reading: ...
    def index_version(self, game_id: str, field: str) -> int | None: ...
    def command_record(self, game_id: str, command_key: str) -> dict | None: ...


class GameLog(GameReads, Protocol):
    """The live logs: one atomic append writes the events, the command's first answer, the meta, the
    snapshots, the turn index and the outbox entry."""

    wait_replicas: int  # the replicas an append must reach before it is answered (0: none asked for)
    # Whether an append counts a Tally given to it (in the same round trip); False: a tally is counted by
    # the limiter on its own, before the request's view.
    counts_tallies: bool

    def append(self, game_id: str, expected_version: int, envelopes: list[dict], *, decided_on: str = "",
               command_key: str = "", command_record: dict | None = None, meta: dict[str, Any] | None = None,
               snapshots: dict[int, Any] | None = None, index: dict[str, int] | None = None,
               outbox: dict | None = None, tally: Tally | None = None) -> AppendResult: ...
    def confirm_replicated(self, game_id: str) -> None: ...


class CommandRecords(Protocol):
    """The first answers to Idempotency-Keys: a creation's plan, a command's answer, a restore's records."""

    def creation_plan(self, key_digest: str, plan: dict) -> dict: ...
    def remember_result(self, game_id: str, command_key: str, record: dict) -> dict: ...
    def keep_command_records(self, game_id: str, records: dict[str, bytes]) -> None: ...


class GameListings(Protocol):
    """The listings of games: all, by rules, by status, newest id first."""

    def add_to_index(self, game_id: str, rules: str, status: str = "active") -> None: ...
    def mark_finished(self, game_id: str, rules: str) -> None: ...
    def list_games(self, before: str | None, limit: int, rules: str | None = None,
                   status: str | None = None) -> list[str]: ...


class Retention(Protocol):
    """Games that left the store for archive files: their tombstones."""

    def archived(self, game_id: str) -> bool: ...
    def unarchive(self, game_id: str) -> None: ...


class EventStore(GameLog, CommandRecords, GameListings, Retention, Protocol):
    """The live store, every concern above in one engine (service/adapters/redis/store.py on Redis, the fake
    service/adapters/memory/events.py)."""


class ErrorAnswer(Protocol):
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
    only by compare-and-set; the public listing of those with an open seat; each account's games; what
    counts against each owner's and each sender's cap, counted and held in one atomic step; and whom an
    account accepts challenges from (service/app/lobby_consent.py)."""

    def open_lobby(self, game_id: str, record: dict, outbox: dict | None,
                   waiting_s: float) -> bool: ...  # False: it exists; gone (expired) after waiting_s
    def lobby(self, game_id: str) -> tuple[dict, int] | None: ...  # the record and its revision
    def update_lobby(self, game_id: str, revision: int, record: dict,
                     settled: bool = False) -> bool: ...  # False: moved on; settled: it expires no more
    def expired(self, game_id: str) -> str | None: ...  # the rules of a lobby that expired (lately)
    def list_open(self, game_id: str, rules: str | None, listed: bool) -> None: ...
    def open_games(self, before: str | None, limit: int, rules: str | None) -> list[str]: ...
    def hold(self, account_id: str, game_id: str) -> None: ...  # in its games
    def forget(self, account_id: str, game_id: str) -> None: ...  # off its games
    def games_of(self, account_id: str, before: str | None, limit: int) -> list[str]: ...
    # an owner ("account:<id>", else a client's rate key): 1 held now, 2 held before, 0 at the cap (None: no
    # cap); the owner's set is kept keep_s after its last place
    def reserve(self, owner: str, game_id: str, cap: int | None, keep_s: float) -> int: ...
    def release(self, owner: str, game_id: str) -> None: ...
    def waiting_of(self, owner: str) -> list[tuple[str, int]]: ...  # each game with when it was held (ms)
    # an account's pending invitations, each under its sender (the same answers as reserve)
    def invite(self, account_id: str, sender: str, game_id: str, cap: int | None, keep_s: float) -> int: ...
    def uninvite(self, account_id: str, sender: str, game_id: str) -> None: ...
    def invitations(self, account_id: str, limit: int,
                    sender: str | None = None) -> list[tuple[str, int]]: ...  # oldest first, as waiting_of
    def accepts_from(self, account_id: str) -> str | None: ...  # None: never said (anyone)
    def set_accepts_from(self, account_id: str, whom: str) -> None: ...
    def played(self, account_id: str, other_id: str) -> bool: ...
    def record_played(self, account_ids: list[str], at_ms: int) -> None: ...  # each has played the others
    def rematch(self, game_id: str, new_id: str) -> str: ...  # the first rematch's id of the game


@dataclass(frozen=True)
class ArchivedGame:
    """A finished game as the archive keeps it, once Redis no longer does: everything the live store holds
    of it and a read of a finished game needs (service/adapters/archive/)."""

    game_id: str
    meta: dict[str, str]  # as EventStore.meta answers it (the seats' token hashes among it)
    events: list[dict]  # the envelopes, version n at [n - 1]
    snapshots: dict[int, Any]  # the states the live store snapshotted, by version
    index: dict[str, int] = field(default_factory=dict)  # the turn/round index (EventStore.index_version)
    commands: dict[str, dict] = field(default_factory=dict)  # the first answers to its Idempotency-Keys


@dataclass(frozen=True)
class ArchivePage:
    games: list[ArchivedGame]
    cursor: str  # where the next page starts: the same filters with it resume after the last game given


class ArchiveStore(GameReads, Protocol):
    """Finished games kept for ever, each written whole in one transaction, read as the EventStore reads a
    live one (GameReads). `put` answers "stored", "duplicate" (this very log is kept already: nothing
    written) or "conflict" (another log is kept under its id: nothing written)."""

    def put(self, game: ArchivedGame) -> str: ...
    def game(self, game_id: str) -> ArchivedGame | None: ...
    def command_records(self, game_id: str) -> dict[str, Any]: ...

    # the listings, newest id first, strictly before the cursor `before`
    def list_games(self, before: str | None, limit: int, rules: str | None = None,
                   status: str | None = None) -> list[str]: ...
    def games_of(self, account_id: str, before: str | None, limit: int) -> list[str]: ...
    def tournament_games(self, tournament_id: str, before: str | None, limit: int) -> list[str]: ...

    # the bulk export: the games in the order archived, after `cursor` ("": from the first)
    def page(self, rules: str | None = None, since: str | None = None, until: str | None = None,
             tournament: str | None = None, cursor: str = "", limit: int = 20) -> ArchivePage: ...


class QueuedJob(Protocol):
    """A job on the queue, as the API reads it (its function says what it computes, its args of what)."""

    id: str
    func_name: str
    args: tuple


class JobQueue(Protocol):
    """The queue of the workers' jobs (service/adapters/redis/queue.py JobQueue, on RQ): what the API asks of it."""

    def enqueue_once(self, job_id: str, func: str, *args: Any, kind: str) -> QueuedJob: ...
    def find(self, job_id: str) -> QueuedJob | None: ...
    def describe(self, job: QueuedJob) -> dict: ...  # {id, kind, status[, progress, result, error]}
    def take_slot(self, client: str, job_id: str, cap: int, slot_seconds: int) -> bool: ...


class StreamLeases(Protocol):
    """The places on the capped channels of the streams the stream nodes hold (service/adapters/streams/stream_leases.py):
    one taken as a stream opens, refused at the cap, given back when it ends."""

    def take(self, channel: str, cap: int, lasts_s: float) -> str | None: ...  # the lease's id (None: at the cap)
    def release(self, channel: str, lease: str) -> None: ...


# --- the live streams (service/app/live.py; the engines: service/adapters/streams/, built by service/bootstrap.py) ---

class LiveFeeds(Protocol):
    """The streams this process holds itself (TRACKSIDE_STREAMS=gevent): a game's (feeds.py Feeds: subscribe
    with the game, its seat and the client address) or an account's (account_events.py AccountStreams:
    subscribe with the account). subscribe raises live.StreamsFull at a cap."""

    def subscribe(self, *whom: Any) -> Any: ...
    def stream(self, subscriber: Any, after: Any, key_holds: Callable[[], bool] | None = None) -> Iterator[bytes]: ...
    def unsubscribe(self, subscriber: Any) -> None: ...


class StreamNodes(Protocol):
    """The nchan nodes (service/adapters/streams/nchan.py): their publisher URLs; per node and channel, our
    event ids -> the node's message ids (the map the relay writes as it publishes)."""

    urls: list[str]

    def lookup(self, node: str, channel: str, ours: list[str]) -> tuple[list[str | None], str | None]: ...
    def last_held(self, node: str, channel: str) -> str | None: ...  # (a mark published if none; None: failed)
    def start(self, node: str, channel: str, ours: str, nchan_id: str) -> None: ...
    def close(self, channel: str) -> None: ...  # deleted on every node that answers


# --- the ratings (service/app/ratings.py) ---

@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float
    games: int = 0

    @property
    def ordinal(self) -> float:
        """The conservative rating the leaderboard orders by: mu - 3 sigma."""
        return self.mu - 3 * self.sigma

    def public(self) -> dict:
        return {"ordinal": round(self.ordinal, 3), "mu": round(self.mu, 3), "sigma": round(self.sigma, 3),
                "games": self.games}


class RatingStore(Protocol):
    """Where the ratings are kept (service/adapters/redis/ratings.py), per title."""

    def ratings(self, rules: str, entities: list[str]) -> dict[str, Rating | None]:
        """The entities' ratings (None: not rated yet)."""

    def pairs(self, rules: str, pairs: list[str]) -> dict[str, list[int]]:
        """The finishing times (ms) of each pair's recent rated games (`pair_key`), as recorded."""

    def record(self, rules: str, game_id: str, before: dict[str, Rating | None], after: dict[str, Rating],
               result: dict, pairs_before: dict[str, list[int]] | None = None,
               pairs_after: dict[str, list[int]] | None = None) -> str:
        """In one atomic step: unless the game is recorded already ("rated"), or an entity's rating is no
        longer `before` or a pair's games no longer `pairs_before` ("moved"), store `after`, `pairs_after`
        and the game's `result` ("ok")."""

    def result(self, rules: str, game_id: str) -> dict | None:
        """What rating the game did, once it is recorded."""

    def board(self, rules: str, offset: int, limit: int) -> tuple[list[tuple[str, Rating]], int]:
        """The leaderboard's entries from `offset` (best first), and how many it has."""

    def rank(self, rules: str, entity: str) -> tuple[Rating, int] | None:
        """An entity's rating and its place on the leaderboard (1 the best), if rated."""


# --- the tournaments (service/app/tournaments.py) ---

class TournamentStore(Protocol):
    """The tournaments: each a record with a revision, changed only by compare-and-set; a listing by
    status; and the one field of a game's meta a tournament changes (its seed kept hidden)."""

    def open_tournament(self, tournament_id: str, record: dict) -> None: ...
    def tournament(self, tournament_id: str) -> tuple[dict, int] | None: ...
    def update_tournament(self, tournament_id: str, revision: int, record: dict, status_was: str) -> bool: ...
    def list_tournaments(self, status: str | None, before: str | None, limit: int) -> list[str]: ...
    def reveal_seed(self, game_id: str) -> None: ...


# --- the relay's handlers (service/app/handlers.py) ---

class Listing(Protocol):
    def repair_index(self, game_id: str) -> None: ...  # the game's place among the listed follows its meta


class Jobs(Protocol):
    """The jobs the workers run for the relay (service/adapters/redis/relay_jobs.py)."""

    def machine_move(self, lane: str, game: str, version: int) -> None: ...
    def clock_check(self, game: str, version: int, at_ms: int) -> None: ...
    def expiry_look(self, game: str, at_ms: int) -> None: ...
    def latest_clock_check(self, game: str, version: int, deadline_ms: int | None) -> None: ...


class AccountStreams(Protocol):
    """The accounts' event streams (service/adapters/streams/account_events.py): each fact written once; the event
    written with the id of the one before it, or None when the fact was told before; read back a page at a time."""

    def tell_after(self, account: str, kind: str, data: dict, fact: str) -> tuple[dict, str] | None: ...
    def after(self, account: str, after: str, count: int) -> list[dict]: ...  # oldest first
    def lost_after(self, account: str, after: str) -> bool: ...  # events after `after` may have been trimmed
    def last_id(self, account: str) -> str: ...  # ("0-0": none)


class LiveAccounts(Protocol):
    """Where the accounts' streams are also published (the Pushpin or nchan nodes)."""

    def told(self, account: str, event: dict, previous: str) -> None: ...


class Deliveries(Protocol):
    """The accounts' webhooks (service/app/webhooks.py Webhooks): a delivery of an event to each endpoint
    that takes its type."""

    def deliver(self, account_id: str, event: dict) -> int: ...


# --- the webhooks (service/app/webhooks.py) ---

@dataclass(frozen=True)
class Answer:
    """A receiver's answer to one attempt: its status, or why there was none."""

    status: int | None
    error: str = ""
    retry_after: float | None = None  # seconds (429 and 503)


@dataclass(frozen=True)
class DeliveryRef:
    account_id: str
    endpoint_id: str
    delivery_id: str


class WebhookStore(Protocol):
    def add_endpoint(self, account_id: str, endpoint_id: str, record: dict, max_endpoints: int) -> bool: ...
    def endpoints(self, account_id: str) -> dict[str, dict]: ...  # id -> record, with "disabled" where it is
    def disable_endpoint(self, account_id: str, endpoint_id: str, why: dict) -> None: ...
    def remove_endpoint(self, account_id: str, endpoint_id: str) -> bool: ...
    def add_delivery(self, ref: DeliveryRef, record: dict, cap: int) -> tuple[bool, list[dict]]: ...  # added, dropped
    def deliveries(self, account_id: str, endpoint_id: str, limit: int) -> list[dict]: ...  # newest first
    def delivery(self, ref: DeliveryRef) -> dict | None: ...
    def swap_delivery(self, ref: DeliveryRef, old: dict, new: dict) -> bool: ...


class Attempts(Protocol):
    """The attempts waiting to be made (each by its delivery and number), at their time."""

    def schedule(self, ref: DeliveryRef, number: int, at: float | None) -> None: ...
    def cancel(self, ref: DeliveryRef, number: int) -> None: ...


class Sender(Protocol):
    """Signs and sends one attempt: the Standard Webhooks headers over exactly `body`."""

    def __call__(self, url: str, secret: str, webhook_id: str, timestamp: int, body: bytes) -> Answer: ...
