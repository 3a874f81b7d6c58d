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
heartbeat period, instead of a timer per stream re-armed at every event. The reader and the ticker:
service/adapters/streams/feed_reader.py.

Written against `threading` only: under the gevent worker it is monkey-patched into greenlets, under
a threaded test server it is threads."""
from __future__ import annotations

import collections
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import orjson
from prometheus_client import Counter, Gauge

from service.adapters.streams.feed_reader import BLOCK_MS, FeedReader
from service.app.games import Game, GameService
from service.app.live import StreamsFull, end_frame, event_frame, stored_events

MAX_STREAMS = 10_000  # per process; more answer 503 with Retry-After
MAX_STREAMS_PER_CLIENT = 1_000  # per client address
MAX_RECENT = 256  # events each watched game keeps for its streams; one further behind reads the store
HEARTBEAT_S = 15.0  # an SSE comment this often: proxies keep the stream, a gone client is noticed
KEEP_ALIVE = b": keep-alive\n\n"

# Under `trackside serve` (multiprocess metrics): the sum over the live worker processes.
OPEN = Gauge("trackside_event_streams_open", "Event streams open", multiprocess_mode="livesum")
CATCH_UPS = Counter("trackside_event_stream_catch_ups_total",
                    "Times a stream fell further behind than its game's recent events and read the store")


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


@dataclass(eq=False, kw_only=True)
class Woken:
    """What a buffer of live events shares with the streams reading it: `changed` is set (and replaced)
    whenever something is added or a heartbeat is due, and every stream of the buffer waits on the same
    one; `beats` counts the heartbeats; `quiet`: nothing was published since the last one."""

    beats: int = 0
    quiet: bool = True
    changed: threading.Event = field(default_factory=threading.Event)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def _published(self) -> threading.Event:
        """(Under the lock.) Something was added: the event to set once the lock is let go."""
        self.quiet = False
        changed, self.changed = self.changed, threading.Event()
        return changed

    def beat(self) -> None:
        """A heartbeat for the streams, unless an event went to them since the last one."""
        with self.lock:
            if not self.quiet:
                self.quiet = True
                return
            self.beats += 1
            changed, self.changed = self.changed, threading.Event()
        changed.set()


@dataclass
class KeyCheck:
    """Whether the account key a stream was opened with still holds (`holds`; None: a seat token or none,
    which no one revokes), asked again every `every` seconds (the heartbeat) while the stream is held:
    a revoked key's stream ends, and its client's reconnect is answered 401."""

    holds: Callable[[], bool] | None
    every: float
    due: float = field(init=False)

    def __post_init__(self) -> None:
        self.due = time.monotonic() + self.every

    def revoked(self) -> bool:
        if self.holds is None or time.monotonic() < self.due:
            return False
        self.due = time.monotonic() + self.every
        return not self.holds()

    def wait(self, changed: threading.Event) -> None:
        """Until `changed`, or, with a key to ask again, at most until then."""
        changed.wait(None if self.holds is None else self.every)


@dataclass(eq=False)
class Channel(Woken):
    """One watched game: the reader reads its events after `head` and keeps the last MAX_RECENT.

    The buffer holds the versions (head - len(recent), head], one after another, so a stream finds
    what is new for it by arithmetic."""

    game: Game
    head: int
    subscribers: set[Subscriber] = field(default_factory=set)
    recent: collections.deque[Delivery] = field(default_factory=lambda: collections.deque(maxlen=MAX_RECENT))
    end: int | None = None  # the game's last version, once it is finished

    def publish(self, deliveries: list[Delivery], end: int | None) -> None:
        with self.lock:
            self.recent.extend(deliveries)
            self.head, self.end = deliveries[-1].version, end
            changed = self._published()
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


class Feeds(FeedReader):
    """The open streams of this process, by game (the reader, service/adapters/streams/feed_reader.py, feeds them)."""

    def __init__(self, service: GameService, max_streams: int = MAX_STREAMS,
                 max_per_client: int = MAX_STREAMS_PER_CLIENT, heartbeat_s: float = HEARTBEAT_S,
                 block_ms: int = BLOCK_MS) -> None:
        super().__init__(block_ms)
        self.service = service
        self.max_streams = max_streams
        self.max_per_client = max_per_client
        self.heartbeat_s = heartbeat_s
        self._lock = threading.Lock()
        self._channels: dict[str, Channel] = {}
        self._clients: collections.Counter[str] = collections.Counter()
        self._streams = 0

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

    def stream(self, subscriber: Subscriber, after: int, key_holds: Callable[[], bool] | None = None
               ) -> Iterator[bytes]:
        """The SSE bytes of a subscribed stream: the events after `after` from the store, then live ones
        from its game's channel, heartbeats between, and `event: end` once the game is finished; it ends
        once `key_holds()` says its account key was revoked (KeyCheck)."""
        channel, seat = subscriber.channel, subscriber.seat
        check = KeyCheck(key_holds, self.heartbeat_s)
        yield b"retry: 1000\n\n"
        last = yield from self._stored(subscriber, after)
        summary = self.service.summary(channel.game)
        if summary["status"] == "finished" and summary["version"] <= last:  # (else the reader brings the rest)
            yield end_frame(last)
            return
        beats = None
        while not check.revoked():
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
            check.wait(changed)

    def _stored(self, subscriber: Subscriber, last: int) -> Iterator[bytes]:
        return stored_events(self.service, subscriber.game, subscriber.seat, last)

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
