"""The event store's connection: its Redis client (one server, Sentinel's primary or a Cluster), which
primary holds a key, start-up (the Function library store.lua loaded on every primary, an evicting Redis
refused), and the calls of those Functions, which follow a cluster's redirects and failovers and WAIT for
replicas on the connection that wrote."""
from __future__ import annotations

import logging
import time
from importlib import resources
from typing import Any, Self

import redis
from redis.cluster import RedisCluster
from redis.crc import REDIS_CLUSTER_HASH_SLOTS, key_slot
from redis.exceptions import AskError, ClusterDownError, MovedError, TryAgainError

from service.adapters.redis.keys import OUTBOX, game_slot, slot_outbox
from service.adapters.redis.resilience import Client, connect
from service.config import Settings

log = logging.getLogger("trackside.store")

RETRY_SECONDS = 6.0  # how long an append follows redirects and waits out a failover before a 503
RETRY_PAUSE = (0.05, 0.5)  # the first and the longest pause between two attempts


class StoreError(Exception):
    pass


class EvictingRedis(StoreError):
    """The Redis may evict keys: an event store on it could lose games."""


class StoreConnection:
    """What EventStore (service/adapters/redis/store.py) stands on; it adds the games' reads and writes."""

    def __init__(self, client: Client, wait_replicas: int = 0, wait_timeout_ms: int = 1000,
                 streamed: bool = False) -> None:
        self.redis = client
        self.cluster = isinstance(client, RedisCluster)
        self.wait_replicas = wait_replicas
        self.wait_timeout_ms = wait_timeout_ms
        # Pushpin or nchan holds the streams (TRACKSIDE_STREAMS=grip, nchan): every append goes to the
        # outbox, whose relay publishes its events (EventStore.append).
        self.streamed = streamed
        # A Function touches the keys of one slot: on a cluster a request's rate windows are elsewhere.
        self.counts_tallies = not self.cluster

    @classmethod
    def of(cls, settings: Settings, part: str, **options: Any) -> Self:
        """The event store `settings` name, on a client of `part` that retries with backoff (forever, or
        as `retries` says) and is counted under that part (service.adapters.redis.resilience.connect)."""
        return cls(connect(settings.redis_url, part, **options), settings.wait_replicas, settings.wait_timeout_ms,
                   settings.streams != "gevent")

    @classmethod
    def beside(cls, other: StoreConnection) -> Self:
        """Another store on `other`'s client and replica settings (accounts, lobbies, ratings... beside
        the games: one connection pool, one durability)."""
        return cls(other.redis, other.wait_replicas, other.wait_timeout_ms, other.streamed)

    # --- where keys live ------------------------------------------------------------------------
    def outbox_key(self, game_id: str) -> str:
        return slot_outbox(game_slot(game_id)) if self.cluster else OUTBOX

    def outbox_streams(self) -> list[str]:
        """Every stream the relay reads: one per slot on a cluster (plus the single one of old)."""
        if not self.cluster:
            return [OUTBOX]
        return [slot_outbox(slot) for slot in range(REDIS_CLUSTER_HASH_SLOTS)] + [OUTBOX]

    def primaries(self) -> list[redis.Redis]:
        """A plain client for each primary (the one client, off a cluster)."""
        if not self.cluster:
            return [self.redis]
        return [self.redis.get_redis_connection(node) for node in self.redis.get_primaries()]

    def node_of(self, key: str) -> redis.Redis:
        """A plain client for the primary holding `key` (the one client, off a cluster): for commands the
        cluster client would route with an extra round trip (those with movable keys), and for WAIT,
        which must follow the write on the same connection."""
        if not self.cluster:
            return self.redis
        return self.redis.get_redis_connection(self.redis.nodes_manager.get_node_from_slot(key_slot(key.encode())))

    def by_primary(self, names: list[str]) -> list[tuple[redis.Redis, list[str]]]:
        if not self.cluster:
            return [(self.redis, names)]
        groups: dict[str, tuple[redis.Redis, list[str]]] = {}
        for name in names:
            node = self.redis.nodes_manager.get_node_from_slot(key_slot(name.encode()))
            groups.setdefault(node.name, (self.redis.get_redis_connection(node), []))[1].append(name)
        return list(groups.values())

    def refresh_topology(self) -> None:
        """Ask the cluster again which node serves which slots (after a failover or a resharding)."""
        if self.cluster:
            self.redis.nodes_manager.initialize()

    # --- start-up -------------------------------------------------------------------------------
    def prepare(self) -> None:
        """Refuse an evicting Redis and (re)load the function library on every primary; safe to run on
        every start, and run again whenever a primary turns out to lack the library (a Redis restored
        from nothing, or a new primary of a resharded cluster)."""
        for client in self.primaries():
            policy = client.config_get("maxmemory-policy").get("maxmemory-policy", "noeviction")
            if policy != "noeviction":
                raise EvictingRedis(f"Redis maxmemory-policy is {policy!r}; the event store needs 'noeviction'")
        code = resources.files("service.adapters.redis").joinpath("store.lua").read_text()
        for client in self.primaries():
            client.function_load(code, replace=True)

    def durability(self) -> str:
        """What a 2xx promises on this Redis (on a cluster, on its weakest primary): "always" (every
        acknowledged event was fsynced), or the policy that can lose acknowledged events when the host
        loses power ("everysec", "no", "off")."""
        order = ("off", "no", "everysec", "always")
        policies = []
        for client in self.primaries():
            config = client.config_get("append*")
            policies.append(config.get("appendfsync", "no") if config.get("appendonly") == "yes" else "off")
        return min(policies, key=order.index)

    def functions_loaded(self) -> bool:
        return all(client.function_list(library="trackside") for client in self.primaries())

    # --- the API's look at its Redises ----------------------------------------------------------
    def queue_client(self, settings: Settings, part: str, **options: Any) -> redis.Redis:
        """A client of the queue's Redis: this store's own when the settings name one server for both,
        else one of its own (service.adapters.redis.resilience.connect)."""
        return self.redis if settings.rq_url == settings.redis_url else connect(settings.rq_url, part, **options)

    def ping(self) -> None:
        """Raises StoreStalled (no answer in time) or StoreUnavailable (service.adapters.redis.resilience)
        unless the store's Redis answers."""
        self.redis.ping()

    def ping_queue(self, queue: redis.Redis) -> None:
        """As ping(), for the queue's Redis `queue`, unless it is this store's own client."""
        if queue is not self.redis:
            queue.ping()

    def nearly_full(self, share: float, queue: redis.Redis) -> bool:
        """Whether any Redis new data goes to (each primary of the store, and the queue's `queue` unless it
        is this store's own client) uses more than `share` of its maxmemory (none set: never)."""
        servers = self.primaries() + ([] if queue is self.redis else [queue])
        return any(_nearly_full(server.info("memory"), share) for server in servers)

    def _call(self, function: str, key_list: list[str], args: list[Any]) -> tuple[Any, int | None]:
        try:
            return self._fcall(function, key_list, args)
        except redis.ResponseError as exc:
            if "function not found" not in str(exc).lower():
                raise
            # A Redis restored from nothing (or flushed), or a primary new to a resharded cluster, lacks
            # the library: load it on every primary, call once more.
            log.warning("the %s function was missing from a Redis; loading it again", function)
            self.prepare()
            return self._fcall(function, key_list, args)

    def _fcall(self, function: str, key_list: list[str], args: list[Any]) -> tuple[Any, int | None]:
        """FCALL one of our functions on one game's keys, then WAIT on the same connection when replicas
        are asked for: the reply, and how many replicas acknowledged (None: not asked). On a cluster the
        call goes straight to the slot's primary; MOVED, ASK, TRYAGAIN and a failover in progress are
        followed for up to RETRY_SECONDS, always with the very same arguments (the command key and the
        version check make a repeated append harmless, and a repeated removal finds the game gone)."""
        if not self.cluster and not self.wait_replicas:
            return self.redis.fcall(function, len(key_list), *key_list, *args), None
        deadline, pause, asking = time.monotonic() + RETRY_SECONDS, RETRY_PAUSE[0], None
        while True:
            client = asking or self.node_of(key_list[0])
            pipe = client.pipeline(transaction=False)
            if asking is not None:
                pipe.execute_command("ASKING")
            pipe.fcall(function, len(key_list), *key_list, *args)
            if self.wait_replicas:
                pipe.wait(self.wait_replicas, self.wait_timeout_ms)
            try:
                replies = pipe.execute()
            except (AskError, MovedError, TryAgainError, ClusterDownError, redis.ConnectionError,
                    redis.TimeoutError) as exc:
                if not self.cluster or time.monotonic() + pause > deadline:
                    raise
                # ASK: the slot is being migrated and these keys have gone already; ask the new node once.
                node = self.redis.get_node(exc.host, exc.port) if isinstance(exc, AskError) else None
                asking = self.redis.get_redis_connection(node) if node is not None else None
                if asking is None:
                    log.warning("%s on %s: %s; trying again", function, key_list[0], exc)
                    time.sleep(pause)
                    pause = min(pause * 2, RETRY_PAUSE[1])
                    self.refresh_topology()
                continue
            if asking is not None:
                replies = replies[1:]
            return replies[0], (replies[1] if self.wait_replicas else None)


def _nearly_full(memory: dict, share: float) -> bool:
    maxmemory = int(memory.get("maxmemory", 0))
    return maxmemory > 0 and int(memory["used_memory"]) >= share * maxmemory
