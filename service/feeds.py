"""Live feeds: one Redis reader per process fans every new event out to the open streams of its game.

An open stream costs a bounded queue and a greenlet (gunicorn's gevent worker), not a thread. The
reader blocks in one XREAD over the event streams of every game someone here is watching and hands
each new event to that game's subscribers; each event is redacted once per seat that watches it
(GameService.public_event, as every other read). A subscriber that falls MAX_QUEUED events behind is
dropped: its stream ends and its client resumes with Last-Event-ID, so a slow client cannot grow
memory. Missed events (Last-Event-ID) are read from the store, never from the reader.

Written against `threading` only: under the gevent worker it is monkey-patched into greenlets, under
a threaded test server it is threads."""
from __future__ import annotations

import collections
import logging
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

import orjson
import redis
from prometheus_client import Counter, Gauge
from redis.backoff import NoBackoff
from redis.retry import Retry

from service.games import Game, GameService
from service.store import keys

log = logging.getLogger("trackside.feeds")

MAX_STREAMS = 10_000  # per process; more answer 503 with Retry-After
MAX_STREAMS_PER_CLIENT = 1_000  # per client address
MAX_QUEUED = 256  # events a subscriber may be behind before it is dropped
HEARTBEAT_S = 15.0  # an SSE comment this often: proxies keep the stream, a gone client is noticed
BLOCK_MS = 15_000  # the reader's XREAD; a newly watched game interrupts it with CLIENT UNBLOCK
BACKLOG_PAGE = 500
BACKOFF_S = (0.1, 5.0)  # the reader's wait after a Redis error, doubling from the first to the second
RETRY_AFTER_S = 5

# Under `trackside serve` (multiprocess metrics): the sum over the live worker processes.
OPEN = Gauge("trackside_event_streams_open", "Event streams open", multiprocess_mode="livesum")
DROPS = Counter("trackside_event_streams_dropped_total", "Event streams closed for falling MAX_QUEUED events behind")


class StreamsFull(Exception):
    """This process (or this client address) has as many open streams as it takes."""


@dataclass(eq=False)
class Delivery:
    """A new event on its way to every subscriber of its game; its frame is redacted once per seat."""

    service: GameService
    game: Game
    envelope: dict
    frames: dict[int | None, str | None] = field(default_factory=dict)

    @property
    def version(self) -> int:
        return self.envelope["version"]

    def frame(self, seat: int | None) -> str | None:
        if seat not in self.frames:
            self.frames[seat] = event_frame(self.service.public_event(self.game, self.envelope, seat))
        return self.frames[seat]


@dataclass(frozen=True)
class End:
    """The game is finished: no event will follow `version`."""

    version: int


DROPPED = object()  # queued in place of the event a subscriber too far behind could not take


@dataclass(eq=False)
class Subscriber:
    game: Game
    seat: int | None
    address: str
    # A deque and an event, not a queue.Queue: the reader hands each event to every subscriber, and
    # this is the cheapest hand-over that wakes a greenlet (or a thread) safely.
    pending: collections.deque = field(default_factory=collections.deque)
    wake: threading.Event = field(default_factory=threading.Event)
    closed: bool = False

    def offer(self, item) -> bool:
        """Queue `item`; False (and the subscriber told) when it is too far behind to take it."""
        taken = len(self.pending) < MAX_QUEUED
        self.pending.append(item if taken else DROPPED)
        self.wake.set()
        return taken

    def take(self, timeout: float) -> list:
        """Everything queued, waiting up to `timeout` for something (nothing: time for a heartbeat)."""
        if not self.pending:
            self.wake.clear()
            if not self.pending:  # looked again after clearing: an offer in between has set it again
                self.wake.wait(timeout)
        items = []
        while self.pending:
            items.append(self.pending.popleft())
        return items


@dataclass(eq=False)
class Channel:
    """One watched game: the reader reads its events after `last`."""

    game: Game
    last: int
    subscribers: set[Subscriber] = field(default_factory=set)


def event_frame(public: dict | None) -> str | None:
    if public is None:
        return None
    return f"id: {public['version']}\nevent: {public['type']}\ndata: {orjson.dumps(public).decode()}\n\n"


def end_frame(version: int) -> str:
    # With the game's last version as its id, a client that reconnects anyway is answered 204 (see
    # service.api.feeds), which tells an EventSource to stop reconnecting.
    return f"id: {version}\nevent: end\ndata: {orjson.dumps({'status': 'finished', 'version': version}).decode()}\n\n"


class Feeds:
    def __init__(self, service: GameService, max_streams: int = MAX_STREAMS,
                 max_per_client: int = MAX_STREAMS_PER_CLIENT, heartbeat_s: float = HEARTBEAT_S,
                 block_ms: int = BLOCK_MS) -> None:
        self.service = service
        self.max_streams = max_streams
        self.max_per_client = max_per_client
        self.heartbeat_s = heartbeat_s
        self.block_ms = block_ms
        self._lock = threading.Lock()
        self._channels: dict[str, Channel] = {}
        self._clients: collections.Counter[str] = collections.Counter()
        self._streams = 0
        self._reader: threading.Thread | None = None
        self._watching = threading.Event()  # set while there is a game to watch
        self._generation = 0  # bumped when a game is newly watched
        self._reading = 0  # the generation whose games the reader's current XREAD covers
        self._reader_id: int | None = None  # the reader's Redis CLIENT ID, while connected

    @property
    def open_streams(self) -> int:
        return self._streams

    # --- subscribers ----------------------------------------------------------------------------
    def subscribe(self, game: Game, seat: int | None, address: str) -> Subscriber:
        """Watch `game` from now on; the caller reads what came before from the store (stream())."""
        subscriber = Subscriber(game, seat, address)
        with self._lock:
            if self._streams >= self.max_streams:
                raise StreamsFull("this server has as many open streams as it takes")
            if self._clients[address] >= self.max_per_client:
                raise StreamsFull("this address has as many open streams as it may")
            self._streams += 1
            self._clients[address] += 1
            OPEN.inc()
            channel = self._channels.get(game.id)
            if channel is not None:
                channel.subscribers.add(subscriber)
                return subscriber
        try:
            # The subscriber reads the store up to here at least (stream()); the reader delivers what follows.
            channel = Channel(game, self.service.store.version(game.id), {subscriber})
        except BaseException:
            self.unsubscribe(subscriber)
            raise
        with self._lock:
            current = self._channels.setdefault(game.id, channel)
            if current is not channel:  # another request made it meanwhile
                current.subscribers.add(subscriber)
                return subscriber
            self._generation += 1
            generation = self._generation
        self._start_reader()
        self._watching.set()
        self._interrupt(generation)
        return subscriber

    def unsubscribe(self, subscriber: Subscriber) -> None:
        with self._lock:
            if subscriber.closed:
                return
            subscriber.closed = True
            self._streams -= 1
            self._clients[subscriber.address] -= 1
            OPEN.dec()
            if not self._clients[subscriber.address]:
                del self._clients[subscriber.address]
            channel = self._channels.get(subscriber.game.id)
            if channel is not None:
                channel.subscribers.discard(subscriber)
                if not channel.subscribers:
                    del self._channels[subscriber.game.id]

    def stream(self, subscriber: Subscriber, after: int) -> Iterator[str]:
        """The SSE text of a subscribed stream: the events after `after` from the store, then live ones
        as the reader delivers them, heartbeats between, and `event: end` once the game is finished."""
        service, game, seat = self.service, subscriber.game, subscriber.seat
        yield "retry: 1000\n\n"
        last = after
        while True:
            envelopes = service.store.events(game.id, after=last, limit=BACKLOG_PAGE)
            for envelope in envelopes:
                last = envelope["version"]
                frame = event_frame(service.public_event(game, envelope, seat))
                if frame:
                    yield frame
            if len(envelopes) < BACKLOG_PAGE:
                break
        summary = service.summary(game)
        if summary["status"] == "finished" and summary["version"] <= last:  # (else the reader brings the rest)
            yield end_frame(last)
            return
        while True:
            items = subscriber.take(self.heartbeat_s)
            if not items:
                yield ": keep-alive\n\n"
                continue
            frames = []  # written together: one write for all that came while this one waited
            for item in items:
                if item is DROPPED:
                    DROPS.inc()
                    yield "".join(frames) + f": {MAX_QUEUED} events behind: closed; resume with Last-Event-ID\n\n"
                    return
                if isinstance(item, End):
                    yield "".join(frames) + end_frame(item.version)
                    return
                if item.version <= last:  # already sent from the store
                    continue
                last = item.version
                frames.append(item.frame(seat) or "")
            if any(frames):  # (an empty chunk would end a chunked response)
                yield "".join(frames)

    # --- the reader -----------------------------------------------------------------------------
    def _start_reader(self) -> None:
        with self._lock:
            if self._reader is None:
                self._reader = threading.Thread(target=self._read_forever, name="trackside-feeds", daemon=True)
                self._reader.start()

    def _interrupt(self, generation: int) -> None:
        """Make the reader's blocked XREAD start again so that it covers a newly watched game (a
        CLIENT UNBLOCK that finds it not blocked yet is repeated until its next read covers it)."""
        deadline = time.monotonic() + self.block_ms / 1000
        while time.monotonic() < deadline:
            with self._lock:
                covered, reader_id = self._reading >= generation, self._reader_id
            if covered or reader_id is None:  # (re)connecting, it reads the watched games afresh anyway
                return
            try:
                if self.service.store.redis.client_unblock(reader_id):
                    return
            except redis.RedisError:
                return  # the reader reconnects and then covers every watched game anyway
            time.sleep(0.002)

    def _connect(self) -> redis.Redis:
        """A connection of the reader's own: reads longer than its block time fail; no silent
        reconnects (its CLIENT ID must stay the one recorded)."""
        pool = self.service.store.redis.connection_pool
        options = {**pool.connection_kwargs, "socket_timeout": self.block_ms / 1000 + 10,
                   "retry": Retry(NoBackoff(), 0)}
        client = redis.Redis(connection_pool=redis.ConnectionPool(connection_class=pool.connection_class,
                                                                  **options),
                             single_connection_client=True)
        reader_id = client.client_id()
        with self._lock:
            self._reader_id = reader_id
        return client

    def _read_forever(self) -> None:
        client: redis.Redis | None = None
        backoff = BACKOFF_S[0]
        while True:
            watched = self._watched()
            if not watched:
                continue
            try:
                if client is None:
                    client = self._connect()
                answer = client.xread({key: start for key, (_, start) in watched.items()}, count=BACKLOG_PAGE,
                                      block=self.block_ms)
                for key, entries in answer or []:
                    self._fan_out(watched[key.decode()][0], entries)
                backoff = BACKOFF_S[0]
            except Exception as exc:  # never dies: a Redis restart only delays the feeds
                log.warning("live feeds: reading new events failed (%s); again in %.1f s", exc, backoff)
                if client is not None:
                    with self._lock:
                        self._reader_id = None
                    client.close()
                    client = None
                time.sleep(backoff)
                backoff = min(backoff * 2, BACKOFF_S[1])

    def _watched(self) -> dict[str, tuple[str, str]]:
        """The event stream key of every watched game: (its game, the id to read after); waits a
        while when there is none."""
        self._watching.wait(self.heartbeat_s)
        with self._lock:
            self._reading = self._generation
            watched = {keys(game_id)["events"]: (game_id, f"0-{channel.last}")
                       for game_id, channel in self._channels.items()}
            if not watched:
                self._watching.clear()
            return watched

    def _fan_out(self, game_id: str, entries: list) -> None:
        with self._lock:
            channel = self._channels.get(game_id)
        if channel is None:  # everyone left meanwhile
            return
        deliveries = [Delivery(self.service, channel.game, orjson.loads(fields[b"e"])) for _, fields in entries]
        deliveries = [d for d in deliveries if d.version > channel.last]
        if not deliveries:
            return
        channel.last = deliveries[-1].version
        summary = self.service.summary(channel.game)
        end = End(channel.last) if summary["status"] == "finished" and summary["version"] == channel.last else None
        with self._lock:
            subscribers = list(channel.subscribers)
            if end is not None and self._channels.get(game_id) is channel:
                del self._channels[game_id]  # nothing follows: whoever comes later reads the store
        for subscriber in subscribers:
            for item in (*deliveries, *([end] if end else [])):
                if not subscriber.offer(item):
                    with self._lock:
                        channel.subscribers.discard(subscriber)
                    break
