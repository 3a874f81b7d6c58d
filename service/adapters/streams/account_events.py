"""Each account's event stream: what it is told (service/app/notices.py), written once per fact, and
read live by its open Server-Sent Events streams (GET /v1/me/events).

An account's events are a capped Redis stream, `{a:<id>}:events` (its last `kept`, about: MAXLEN ~),
and each fact told has a short-lived key beside it, `{a:<id>}:told:<fact>`, under the same hash tag (one
cluster slot). One Lua script checks and sets that key and appends the event in one step, so that a
relay killed after writing and before acknowledging its outbox entry, which handles the entry again,
writes nothing twice; appended by one relay an entry at a time, an account's events keep their order.
An event's id is its stream entry id.

The live side is the game feeds' (service/adapters/streams/feeds.py, feed_reader.py): one reader per process
reads the new entries of every watched account, keeps each account's last MAX_RECENT frames, and wakes
its streams; one ticker sends the heartbeats; a stream further behind reads the store."""
from __future__ import annotations

import collections
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import orjson
import redis

from service.adapters.redis.connection import StoreConnection
from service.adapters.streams.feed_reader import BACKLOG_PAGE, BLOCK_MS, FeedReader
from service.adapters.streams.feeds import (
    HEARTBEAT_S,
    KEEP_ALIVE,
    MAX_STREAMS,
    OPEN,
    KeyCheck,
    Woken,
)
from service.app.live import (
    MAX_STREAMS_PER_ACCOUNT,
    StreamsFull,
    TooManyForAccount,
    account_frame,
    parse_id,
    stored_account_events,
)
from service.app.lookup import now_iso

# Events an account's stream holds (about: trimmed a macro node at a time); the relay writes with it.
KEPT = 1000  # (TRACKSIDE_ACCOUNT_EVENTS_KEPT, the relay's)
TOLD_TTL_S = 7 * 86400  # how long a fact told is remembered: far longer than an outbox entry is retried
MAX_RECENT = 64  # frames each watched account keeps for its streams; one further behind reads the store

# KEYS: the account's stream, the fact's key; ARGV: the fact's TTL, the cap, type, data, at, cluster.
# Returns the new event's id and the one before it ("0-0": none), which GRIP publishes chain by.
TELL = """
if not redis.call('SET', KEYS[2], '1', 'NX', 'EX', ARGV[1]) then
  return false
end
local newest = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[2], '*', 'type', ARGV[3], 'data', ARGV[4], 'at', ARGV[5])
if ARGV[6] == '1' then
  redis.call('SPUBLISH', KEYS[1], id)  -- the feeds' doorbell on a cluster (feed_reader.Doorbells)
end
return {id, newest[1] and newest[1][1] or '0-0'}
"""


def stream_key(account: str) -> str:
    return f"{{a:{account}}}:events"


def event_of(entry_id: bytes | str, fields: dict) -> dict:
    """An event as its stream entry holds it: {"id", "type", "data", "at"}."""
    return {"id": entry_id.decode() if isinstance(entry_id, bytes) else entry_id, "type": fields[b"type"].decode(),
            "data": orjson.loads(fields[b"data"]), "at": fields[b"at"].decode()}


class AccountEvents:
    """The writing and reading of accounts' event streams on `connection` (the event store's)."""

    def __init__(self, connection: StoreConnection, kept: int = KEPT) -> None:
        self.connection = connection
        self.kept = kept
        self._tell = connection.redis.register_script(TELL)

    def tell(self, account: str, kind: str, data: dict, fact: str) -> dict | None:
        """Append an event to `account`'s stream unless `fact` was told it already: the new event, or None."""
        told = self.tell_after(account, kind, data, fact)
        return told and told[0]

    def tell_after(self, account: str, kind: str, data: dict, fact: str) -> tuple[dict, str] | None:
        """As tell(), with the id of the event before the new one ("0-0": none)."""
        stream = stream_key(account)
        at = now_iso()
        encoded = orjson.dumps(data)
        told = self._tell(keys=[stream, f"{{a:{account}}}:told:{fact}"],
                          args=[TOLD_TTL_S, self.kept, kind, encoded, at, int(self.connection.cluster)])
        if told is None:
            return None
        return {"id": told[0].decode(), "type": kind, "data": data, "at": at}, told[1].decode()

    def after(self, account: str, after: str, count: int = BACKLOG_PAGE) -> list[dict]:
        """The events after id `after`, oldest first, `count` at most."""
        node = self.connection.node_of(stream_key(account))
        return [event_of(i, f) for i, f in node.xrange(stream_key(account), f"({after}", "+", count=count)]

    def last_id(self, account: str) -> str:
        """The id of the account's newest event ("0-0" for none)."""
        newest = self.connection.node_of(stream_key(account)).xrevrange(stream_key(account), "+", "-", count=1)
        return newest[0][0].decode() if newest else "0-0"

    def lost_after(self, account: str, after: str) -> bool:
        """Whether events after `after` may have been trimmed away (the stream keeps its last `kept`):
        `after` is older than the oldest event held, and some were trimmed."""
        if parse_id(after) == (0, 0):
            return False
        try:
            info = self.connection.node_of(stream_key(account)).xinfo_stream(stream_key(account))
        except redis.ResponseError:  # no stream: nothing was ever trimmed
            return False
        first = info.get("first-entry")
        return (first is not None and info["entries-added"] > info["length"]
                and parse_id(first[0].decode()) > parse_id(after))


# --- the live side --------------------------------------------------------------------------------
@dataclass(eq=False)
class Inbox(Woken):
    """One watched account: the reader reads its events after `head` and keeps the frames of the last
    MAX_RECENT, with every event after `floor` among them."""

    account: str
    head: str
    streams: int = 0
    recent: collections.deque = field(default_factory=collections.deque)  # (id as a tuple, frame)
    floor: tuple[int, int] = (0, 0)

    def __post_init__(self) -> None:
        self.floor = parse_id(self.head)

    def publish(self, events: list[dict]) -> None:
        with self.lock:
            for event in events:
                if len(self.recent) == MAX_RECENT:
                    self.floor = self.recent.popleft()[0]
                self.recent.append((parse_id(event["id"]), account_frame(event)))
            self.head = events[-1]["id"]
            changed = self._published()
        changed.set()

    def since(self, last: tuple[int, int]) -> tuple[list | None, threading.Event, int]:
        """The (id, frame) pairs after `last` (None when some have left the buffer), the event set at the
        next change, and the heartbeats so far."""
        with self.lock:
            if last >= parse_id(self.head):
                return [], self.changed, self.beats
            if last < self.floor:
                return None, self.changed, self.beats
            return [item for item in self.recent if item[0] > last], self.changed, self.beats


@dataclass(eq=False)
class Watch:
    inbox: Inbox
    closed: bool = False


class AccountStreams(FeedReader):
    """The open /v1/me/events streams of this process, by account. `service` gives the event store
    (`service.store`), as the game feeds' reader reads it."""

    def __init__(self, service, events: AccountEvents, max_streams: int = MAX_STREAMS,
                 max_per_account: int = MAX_STREAMS_PER_ACCOUNT, heartbeat_s: float = HEARTBEAT_S,
                 block_ms: int = BLOCK_MS) -> None:
        super().__init__(block_ms)
        self.service = service
        self.events = events
        self.max_streams = max_streams
        self.max_per_account = max_per_account
        self.heartbeat_s = heartbeat_s
        self._lock = threading.Lock()
        self._channels: dict[str, Inbox] = {}  # (the name FeedReader reads them by)
        self._streams = 0

    def subscribe(self, account: str) -> Watch:
        """Watch `account`'s stream from now on; the stream reads what came before from the store.
        TooManyForAccount when the account has as many streams open as it may, StreamsFull when this
        process has."""
        with self._lock:
            if self._streams >= self.max_streams:
                raise StreamsFull("this server has as many open streams as it takes")
            inbox = self._channels.get(account)
            if inbox is not None and inbox.streams >= self.max_per_account:
                raise self._full()
            self._streams += 1
            OPEN.inc()
            if inbox is not None:
                inbox.streams += 1
                return Watch(inbox)
        try:
            head = self.events.last_id(account)
        except BaseException:
            self._release()
            raise
        with self._lock:
            inbox = self._channels.setdefault(account, Inbox(account, head))
            if inbox.streams >= self.max_per_account:  # (others of a burst made it meanwhile, and filled it)
                self._streams -= 1
                OPEN.dec()
                raise self._full()
            inbox.streams += 1
            self._generation += 1
            generation = self._generation
        self._start_reader()
        self._watching.set()
        self._interrupt(generation)
        return Watch(inbox)

    def _full(self) -> TooManyForAccount:
        return TooManyForAccount(f"an account may have {self.max_per_account} event streams open at once")

    def _release(self) -> None:
        with self._lock:
            self._streams -= 1
        OPEN.dec()

    def unsubscribe(self, watch: Watch) -> None:
        with self._lock:
            if watch.closed:
                return
            watch.closed = True
            inbox = watch.inbox
            inbox.streams -= 1
            if not inbox.streams and self._channels.get(inbox.account) is inbox:
                del self._channels[inbox.account]
        self._release()

    def stream(self, watch: Watch, after: str, key_holds: Callable[[], bool] | None = None) -> Iterator[bytes]:
        """The SSE bytes of a watched stream: an `event: gap` first when events after `after` were
        trimmed away, the events after `after` from the store, then new ones, heartbeats between; it
        ends once `key_holds()` says the key it was opened with was revoked (KeyCheck)."""
        inbox = watch.inbox
        check = KeyCheck(key_holds, self.heartbeat_s)
        yield b"retry: 1000\n\n"
        last = yield from self._stored(inbox.account, after)
        beats = None
        while not check.revoked():  # until then, or until the client goes (the server closes the generator)
            items, changed, beats_now = inbox.since(parse_id(last))
            if items is None:  # further behind than the inbox keeps: the store has it
                caught_up = yield from self._stored(inbox.account, last)
                if caught_up == last:
                    changed.wait(self.heartbeat_s)
                last = caught_up
                continue
            if items:
                last = "{}-{}".format(*items[-1][0])
                yield b"".join(frame for _, frame in items)
                continue
            if beats is not None and beats_now != beats:
                yield KEEP_ALIVE
            beats = beats_now
            check.wait(changed)

    def _stored(self, account: str, last: str) -> Iterator[bytes]:
        return stored_account_events(self.events, account, last)

    # --- what the reader (FeedReader) calls -----------------------------------------------------
    def _watched(self) -> dict[str, tuple[str, str]]:
        self._watching.wait(self.heartbeat_s)
        with self._lock:
            self._reading = self._generation
            watched = {stream_key(account): (account, inbox.head) for account, inbox in self._channels.items()}
            if not watched:
                self._watching.clear()
            return watched

    def _fan_out(self, account: str, entries: list) -> None:
        with self._lock:
            inbox = self._channels.get(account)
        if inbox is None:
            return
        head = parse_id(inbox.head)
        events = [event_of(i, f) for i, f in entries if parse_id(i.decode()) > head]
        if events:
            inbox.publish(events)
