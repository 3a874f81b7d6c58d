"""Live feeds: one Redis reader per process fans every new event out to the open streams of its game.

An open stream costs a greenlet (gunicorn's gevent worker), not a thread, and no queue of its own: the
reader keeps each watched game's last MAX_RECENT events in one buffer (its Channel) and wakes the game's
streams with one shared event; each stream takes what is newer than what it sent. Each event's frame is
redacted and encoded once per seat that watches it (GameService.public_event, as every other read), so
a thousand spectators of one game cost one redaction, one encoding and then a send() each. A stream
that falls further behind than the buffer (a slow client, or one resuming with Last-Event-ID) reads
what it missed from the store, as it read the game's past when it opened; so a slow client costs
nobody else memory or time and is never cut off.

Heartbeats come from one ticker per process that wakes the streams of every game quiet for a
heartbeat period, instead of a timer per stream re-armed at every event.

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

from service.adapters.store import keys
from service.app.games import Game, GameService

log = logging.getLogger("trackside.feeds")

MAX_STREAMS = 10_000  # per process; more answer 503 with Retry-After
MAX_STREAMS_PER_CLIENT = 1_000  # per client address
MAX_RECENT = 256  # events each watched game keeps for its streams; one further behind reads the store
HEARTBEAT_S = 15.0  # an SSE comment this often: proxies keep the stream, a gone client is noticed
BLOCK_MS = 15_000  # the reader's XREAD; a newly watched game interrupts it with CLIENT UNBLOCK
BACKLOG_PAGE = 500
CLUSTER_WAIT_S = 0.05  # on a cluster: the reader listens this long before it looks for newly watched games
CLUSTER_SWEEP_S = 1.0  # ... and reads every watched stream this often (what a ring lost in a failover left)
LISTEN_PAUSE_S = 0.01  # between looks at the doorbells' sockets (no Redis call: a check of local sockets)
BACKOFF_S = (0.1, 5.0)  # the reader's wait after a Redis error, doubling from the first to the second
RETRY_AFTER_S = 5
KEEP_ALIVE = b": keep-alive\n\n"

# Under `trackside serve` (multiprocess metrics): the sum over the live worker processes.
OPEN = Gauge("trackside_event_streams_open", "Event streams open", multiprocess_mode="livesum")
CATCH_UPS = Counter("trackside_event_stream_catch_ups_total",
                    "Times a stream fell further behind than its game's recent events and read the store")


class Doorbells:
    """On a Redis Cluster: the shard channels of the watched games, one connection per primary
    (redis-py's ClusterPubSub). Every append publishes its version on its events stream's name
    (SPUBLISH, store.lua), so the reader reads a game's stream when it rang, not on every pass."""

    def __init__(self, cluster) -> None:
        self.pubsub = cluster.pubsub()
        self.listening: set[str] = set()

    def follow(self, names: set[str]) -> set[str]:
        """Listen to exactly `names`; returns the ones newly listened to."""
        new, gone = names - self.listening, self.listening - names
        if gone:
            self.pubsub.sunsubscribe(*gone)
        if new:
            self.pubsub.ssubscribe(*new)
        self.listening = set(names)
        return new

    def rung(self, seconds: float) -> set[str]:
        """The channels rung, waiting up to `seconds` for the first ring. A channel the server stopped
        (its slot moved to another primary) counts as rung and is listened to again at the next follow()."""
        deadline, rung = time.monotonic() + seconds, set()
        while True:
            while (message := self.pubsub.get_sharded_message()) is not None:
                channel = message["channel"].decode()
                if message["type"] == "smessage":
                    rung.add(channel)
                elif message["type"] == "sunsubscribe" and channel in self.listening:
                    self.listening.discard(channel)
                    rung.add(channel)
            if rung or time.monotonic() >= deadline:
                return rung
            time.sleep(LISTEN_PAUSE_S)

    def close(self) -> None:
        self.pubsub.close()


class StreamsFull(Exception):
    """This process (or this client address) has as many open streams as it takes."""


@dataclass(eq=False)
class Delivery:
    """A new event on its way to every subscriber of its game; its frame is made once per seat."""

    service: GameService
    game: Game
    envelope: dict
    frames: dict[int | None, bytes | None] = field(default_factory=dict)

    @property
    def version(self) -> int:
        return self.envelope["version"]

    def frame(self, seat: int | None) -> bytes | None:
        if seat not in self.frames:
            self.frames[seat] = event_frame(self.service.public_event(self.game, self.envelope, seat))
        return self.frames[seat]


@dataclass(eq=False)
class Channel:
    """One watched game: the reader reads its events after `head` and keeps the last MAX_RECENT.

    The buffer holds the versions (head - len(recent), head], one after another, so a stream finds
    what is new for it by arithmetic. `changed` is set (and replaced) whenever something is added or
    a heartbeat is due: every stream of the game waits on the same one."""

    game: Game
    head: int
    subscribers: set[Subscriber] = field(default_factory=set)
    recent: collections.deque[Delivery] = field(default_factory=lambda: collections.deque(maxlen=MAX_RECENT))
    end: int | None = None  # the game's last version, once it is finished
    beats: int = 0
    quiet: bool = True  # nothing was published since the last heartbeat
    changed: threading.Event = field(default_factory=threading.Event)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def publish(self, deliveries: list[Delivery], end: int | None) -> None:
        with self.lock:
            self.recent.extend(deliveries)
            self.head, self.end, self.quiet = deliveries[-1].version, end, False
            changed, self.changed = self.changed, threading.Event()
        changed.set()

    def beat(self) -> None:
        """A heartbeat for the game's streams, unless an event went to them since the last one."""
        with self.lock:
            if not self.quiet:
                self.quiet = True
                return
            self.beats += 1
            changed, self.changed = self.changed, threading.Event()
        changed.set()

    def since(self, last: int) -> tuple[list[Delivery] | None, threading.Event, int]:
        """The deliveries after version `last` (None when some of them have left the buffer), the
        event set at the next change, and the heartbeats so far."""
        with self.lock:
            behind = self.head - last
            if behind <= 0:
                items: list[Delivery] | None = []
            elif behind > len(self.recent):
                items = None
            else:
                size = len(self.recent)
                items = [self.recent[i] for i in range(size - behind, size)]
            return items, self.changed, self.beats


@dataclass(eq=False)
class Subscriber:
    channel: Channel
    seat: int | None
    address: str
    closed: bool = False

    @property
    def game(self) -> Game:
        return self.channel.game


def event_frame(public: dict | None) -> bytes | None:
    if public is None:
        return None
    return b"id: %d\nevent: %s\ndata: %s\n\n" % (public["version"], public["type"].encode(), orjson.dumps(public))


def end_frame(version: int) -> bytes:
    # With the game's last version as its id, a client that reconnects anyway is answered 204 (see
    # service.http.api.feeds), which tells an EventSource to stop reconnecting.
    return b"id: %d\nevent: end\ndata: %s\n\n" % (version, orjson.dumps({"status": "finished", "version": version}))


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
        self._doorbells: Doorbells | None = None  # on a cluster, while connected
        self._swept = 0.0  # on a cluster: when the reader last read every watched stream

    @property
    def open_streams(self) -> int:
        return self._streams

    # --- subscribers ----------------------------------------------------------------------------
    def subscribe(self, game: Game, seat: int | None, address: str) -> Subscriber:
        """Watch `game` from now on; the caller reads what came before from the store (stream())."""
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
                subscriber = Subscriber(channel, seat, address)
                channel.subscribers.add(subscriber)
                return subscriber
        try:
            # The subscriber reads the store up to here at least (stream()); the reader delivers what follows.
            channel = Channel(game, self.service.store.version(game.id))
        except BaseException:
            self._release(address)
            raise
        with self._lock:
            current = self._channels.setdefault(game.id, channel)
            subscriber = Subscriber(current, seat, address)
            current.subscribers.add(subscriber)
            if current is not channel:  # another request made it meanwhile
                return subscriber
            self._generation += 1
            generation = self._generation
        self._start_reader()
        self._watching.set()
        self._interrupt(generation)
        return subscriber

    def _release(self, address: str) -> None:
        with self._lock:
            self._streams -= 1
            self._clients[address] -= 1
            OPEN.dec()
            if not self._clients[address]:
                del self._clients[address]

    def unsubscribe(self, subscriber: Subscriber) -> None:
        with self._lock:
            if subscriber.closed:
                return
            subscriber.closed = True
            channel = subscriber.channel
            channel.subscribers.discard(subscriber)
            if not channel.subscribers and self._channels.get(channel.game.id) is channel:
                del self._channels[channel.game.id]
        self._release(subscriber.address)

    def stream(self, subscriber: Subscriber, after: int) -> Iterator[bytes]:
        """The SSE bytes of a subscribed stream: the events after `after` from the store, then live ones
        from its game's channel, heartbeats between, and `event: end` once the game is finished."""
        channel, seat = subscriber.channel, subscriber.seat
        yield b"retry: 1000\n\n"
        last = yield from self._stored(subscriber, after)
        summary = self.service.summary(channel.game)
        if summary["status"] == "finished" and summary["version"] <= last:  # (else the reader brings the rest)
            yield end_frame(last)
            return
        beats = None
        while True:
            items, changed, beats_now = channel.since(last)
            if items is None:  # further behind than the channel keeps: the store has it all
                CATCH_UPS.inc()
                caught_up = yield from self._stored(subscriber, last)
                if caught_up == last:  # (a store rolled back behind what was read: wait, never spin)
                    changed.wait(self.heartbeat_s)
                last = caught_up
                continue
            if items:
                last = items[-1].version
                frames = b"".join(frame for item in items if (frame := item.frame(seat)))
                if frames:  # (an empty chunk would end a chunked response)
                    yield frames
            if channel.end is not None and last >= channel.end:
                yield end_frame(channel.end)
                return
            if items:
                continue
            if beats is not None and beats_now != beats:
                yield KEEP_ALIVE
            beats = beats_now
            changed.wait()

    def _stored(self, subscriber: Subscriber, last: int) -> Iterator[bytes]:
        """The frames of every stored event after `last`, a page at a time; returns the last version."""
        service, game, seat = self.service, subscriber.game, subscriber.seat
        while True:
            envelopes = service.store.events(game.id, after=last, limit=BACKLOG_PAGE)
            if envelopes:
                last = envelopes[-1]["version"]
                frames = b"".join(frame for envelope in envelopes
                                  if (frame := event_frame(service.public_event(game, envelope, seat))))
                if frames:
                    yield frames
            if len(envelopes) < BACKLOG_PAGE:
                return last

    # --- the reader -----------------------------------------------------------------------------
    def _start_reader(self) -> None:
        with self._lock:
            if self._reader is None:
                self._reader = threading.Thread(target=self._read_forever, name="trackside-feeds", daemon=True)
                self._reader.start()
                threading.Thread(target=self._beat_forever, name="trackside-heartbeats", daemon=True).start()

    def _beat_forever(self) -> None:
        while True:
            time.sleep(self.heartbeat_s)
            with self._lock:
                channels = list(self._channels.values())
            for channel in channels:
                channel.beat()

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
                if self.service.store.cluster:
                    answer = self._poll(watched)
                else:
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
                if self._doorbells is not None:  # listened to afresh, where the cluster's map says
                    self._doorbells.close()
                    self._doorbells = None
                time.sleep(backoff)
                backoff = min(backoff * 2, BACKOFF_S[1])

    def _poll(self, watched: dict[str, tuple[str, str]]) -> list:
        """On a Redis Cluster, where one XREAD may name streams of one slot only: the streams of the
        games whose doorbell rang within CLUSTER_WAIT_S or that are newly watched (every watched one
        each CLUSTER_SWEEP_S), read without blocking, one pipeline per primary."""
        store = self.service.store
        if self._doorbells is None:
            store.refresh_topology()
            self._doorbells, self._swept = Doorbells(store.redis), 0.0
        new = self._doorbells.follow(set(watched))
        due = new | self._doorbells.rung(0 if new else CLUSTER_WAIT_S)
        if time.monotonic() - self._swept >= CLUSTER_SWEEP_S:
            due, self._swept = set(watched), time.monotonic()
        answer = []
        for client, names in store.by_primary([name for name in watched if name in due]):
            pipe = client.pipeline(transaction=False)
            for name in names:
                pipe.xread({name: watched[name][1]}, count=BACKLOG_PAGE)
            for reply in pipe.execute():
                answer.extend(reply or [])
        return answer

    def _watched(self) -> dict[str, tuple[str, str]]:
        """The event stream key of every watched game: (its game, the id to read after); waits a
        while when there is none."""
        self._watching.wait(self.heartbeat_s)
        with self._lock:
            self._reading = self._generation
            watched = {keys(game_id)["events"]: (game_id, f"0-{channel.head}")
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
        deliveries = [d for d in deliveries if d.version > channel.head]
        if not deliveries:
            return
        summary = self.service.summary(channel.game)
        last = deliveries[-1].version
        end = last if summary["status"] == "finished" and summary["version"] == last else None
        if end is not None:
            with self._lock:
                if self._channels.get(game_id) is channel:
                    del self._channels[game_id]  # nothing follows: whoever comes later reads the store
        channel.publish(deliveries, end)
