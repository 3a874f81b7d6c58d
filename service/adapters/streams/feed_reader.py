"""The live feeds' reader: one Redis reader per process reads the new events of every watched game and
hands them to Feeds._fan_out (service/adapters/streams/feeds.py), and one ticker wakes the streams of quiet games.

On a single Redis the reader blocks in one XREAD over every watched stream, interrupted (CLIENT UNBLOCK)
when a game is newly watched. On a Redis Cluster, where one XREAD may name the streams of one slot only,
it reads the streams whose doorbell rang (each append SPUBLISHes on its stream's name), and every watched
stream each CLUSTER_SWEEP_S."""
from __future__ import annotations

import logging
import threading
import time

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from service.adapters.redis.keys import keys
from service.app.live import PAGE as BACKLOG_PAGE  # (a stream's store reads and the reader's, one page size)

log = logging.getLogger("trackside.feeds")

BLOCK_MS = 15_000  # the reader's XREAD; a newly watched game interrupts it with CLIENT UNBLOCK
CLUSTER_WAIT_S = 0.05  # on a cluster: the reader listens this long before it looks for newly watched games
CLUSTER_SWEEP_S = 1.0  # ... and reads every watched stream this often (what a ring lost in a failover left)
LISTEN_PAUSE_S = 0.01  # between looks at the doorbells' sockets (no Redis call: a check of local sockets)
BACKOFF_S = (0.1, 5.0)  # the reader's wait after a Redis error, doubling from the first to the second


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


class FeedReader:
    """The reading half of Feeds (service/adapters/streams/feeds.py), which holds the watched games' channels
    (`_channels`, under `_lock`), bumps `_generation` and sets `_watching` when a game is newly watched,
    and hands each game's new entries to its streams (`_fan_out`)."""

    def __init__(self, block_ms: int) -> None:
        self.block_ms = block_ms
        self._reader: threading.Thread | None = None
        self._watching = threading.Event()  # set while there is a game to watch
        self._generation = 0  # bumped when a game is newly watched
        self._reading = 0  # the generation whose games the reader's current XREAD covers
        self._reader_id: int | None = None  # the reader's Redis CLIENT ID, while connected
        self._doorbells: Doorbells | None = None  # on a cluster, while connected
        self._swept = 0.0  # on a cluster: when the reader last read every watched stream
        self._closed = threading.Event()  # set by close(): the reader and the ticker end

    def _start_reader(self) -> None:
        with self._lock:
            if self._reader is None:
                self._reader = threading.Thread(target=self._read_forever, name="trackside-feeds", daemon=True)
                self._reader.start()
                threading.Thread(target=self._beat_forever, name="trackside-heartbeats", daemon=True).start()

    def close(self) -> None:
        """End the reader and the ticker (an app that stops serving, in tests: their Redis goes next, and a
        reader left would retry it for as long as the process lives)."""
        self._closed.set()
        self._watching.set()
        with self._lock:
            reader_id = self._reader_id
        if reader_id is not None:
            try:
                self.service.store.redis.client_unblock(reader_id)
            except redis.RedisError:
                pass  # (its Redis is gone already: its read fails, and it sees it is closed)

    def _beat_forever(self) -> None:
        while not self._closed.wait(self.heartbeat_s):
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
        while not self._closed.is_set():
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
                if self._closed.is_set():
                    break
                log.warning("live feeds: reading new events failed (%s); again in %.1f s", exc, backoff)
                if client is not None:
                    with self._lock:
                        self._reader_id = None
                    client.close()
                    client = None
                if self._doorbells is not None:  # listened to afresh, where the cluster's map says
                    self._doorbells.close()
                    self._doorbells = None
                self._closed.wait(backoff)
                backoff = min(backoff * 2, BACKOFF_S[1])
        if client is not None:
            client.close()

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

