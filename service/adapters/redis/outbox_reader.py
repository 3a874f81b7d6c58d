"""The relay's reading of the outbox streams (workers/relay.py handles what it reads).

It reads with a consumer group and XACKs (then deletes) an entry only after its handler returned. Entries
a dead relay had read but not acknowledged are claimed by a live one after CLAIM_IDLE_MS. An entry the
handler fails on with the store away stays unacknowledged and is read again; one it fails on otherwise (a
bad game id, say) is logged, counted and moved to a dead-letter stream, and the reading goes on: one bad
entry never stops every game.

On a single Redis the outbox is one stream, read with a blocking XREADGROUP. On a Redis Cluster every
slot has its own outbox stream (an append may touch one slot only): the reader reads at once the
streams that each append names on the bell channel, and every SWEEP_SECONDS all of them on every
primary (what a bell missed, entries of dead relays, streams of a promoted replica or a resharded slot)."""
from __future__ import annotations

import logging
import time
from collections.abc import Callable

import orjson
import redis
from prometheus_client import Counter

from service.adapters.redis.keys import OUTBOX, OUTBOX_BELL
from service.adapters.redis.resilience import REDIS_ERRORS, STORE_ERRORS
from service.adapters.redis.store import EventStore

log = logging.getLogger("trackside.relay")

DEAD_LETTERS = Counter("trackside_relay_dead_letters_total",
                       "Outbox entries the relay could not handle, moved to the outbox's dead-letter stream")

GROUP = "relay"
CLAIM_IDLE_MS = 5000
BATCH = 100  # entries read per stream and pass
SWEEP_SECONDS = 5.0
DEAD_LETTERS_KEPT = 10_000


class OutboxReader:
    """Reads the outbox of `store` as the consumer `name` of the relays' group, giving every entry to
    `handle`."""

    def __init__(self, store: EventStore, name: str, handle: Callable[[dict], None]) -> None:
        self.store = store
        self.name = name
        self.handle = handle
        self.bell = None  # the cluster's bell subscription
        self.next_sweep = 0.0
        self.create_group()

    def create_group(self) -> None:
        """The relays' group on the outbox (made again when a Redis came back empty, without the stream)."""
        try:
            self.store.node_of(OUTBOX).xgroup_create(OUTBOX, GROUP, id="0", mkstream=True)
        except redis.ResponseError as exc:
            if "BUSYGROUP" not in str(exc):
                raise

    def read(self, block_ms: int) -> int:
        """One pass: the entries claimed from dead relays and the new ones, waiting up to `block_ms` for
        the first; how many were handled."""
        if self.store.cluster:
            return self._cluster_pass(block_ms)
        client = self.store.redis
        claimed = client.xautoclaim(OUTBOX, GROUP, self.name, CLAIM_IDLE_MS, "0-0", count=BATCH)
        handled = self._process(client, OUTBOX, claimed[1])
        answer = client.xreadgroup(GROUP, self.name, {OUTBOX: ">"}, count=BATCH, block=block_ms)
        for _, messages in answer or []:
            handled += self._process(client, OUTBOX, messages)
        return handled

    def _process(self, client: redis.Redis, stream: str, messages) -> int:
        for message_id, fields in messages:
            if fields:  # a claimed entry may already be deleted
                try:
                    self.handle(orjson.loads(fields[b"entry"]))
                except STORE_ERRORS:
                    raise  # the store away: the entry stays unacknowledged and is handled again
                except Exception as exc:  # noqa: BLE001 (one bad entry must not stop every game's moves)
                    self.dead_letter(stream, message_id, fields, exc)
            pipe = client.pipeline(transaction=False)
            pipe.xack(stream, GROUP, message_id)
            pipe.xdel(stream, message_id)
            pipe.execute()
        return len(messages)

    def dead_letter(self, stream: str, message_id: bytes, fields: dict, exc: Exception) -> None:
        """An entry that cannot be handled (say, a game id RQ refuses in a job id) is logged, counted and
        moved to `<stream>:dead` (the last DEAD_LETTERS_KEPT are kept for the operator), and the relay
        goes on with the next."""
        DEAD_LETTERS.inc()
        log.error("relay %s: outbox entry %s of %s cannot be handled (%r); moved to %s:dead", self.name,
                  message_id.decode() if isinstance(message_id, bytes) else message_id, stream, exc, stream)
        self.store.node_of(f"{stream}:dead").xadd(
            f"{stream}:dead", {b"entry": fields.get(b"entry", b""), b"error": repr(exc)[:1000]},
            maxlen=DEAD_LETTERS_KEPT, approximate=True)

    # --- on a cluster ---------------------------------------------------------------------------
    def _cluster_pass(self, block_ms: int) -> int:
        rung = self._listen(block_ms)
        if time.monotonic() < self.next_sweep:
            return self._read(sorted(rung), sweep=False)
        handled = self._read(self.store.outbox_streams(), sweep=True)
        self.next_sweep = time.monotonic() + SWEEP_SECONDS
        return handled

    def _listen(self, block_ms: int) -> set[str]:
        """The outbox streams named on the bell within `block_ms` (returns at the first, with any that
        came with it). A lost subscription is made again on another node; what rang meanwhile waits
        for the next sweep."""
        rung: set[str] = set()
        try:
            if self.bell is None:
                node = self.store.primaries()[0]
                self.bell = node.pubsub(ignore_subscribe_messages=True)
                self.bell.subscribe(OUTBOX_BELL)
            deadline = time.monotonic() + block_ms / 1000
            for _ in range(10 * BATCH):  # bounded: a burst is drained, a flood waits for the next pass
                message = self.bell.get_message(timeout=max(0.0, deadline - time.monotonic()) if not rung else 0)
                if message is None:
                    if rung or time.monotonic() >= deadline:
                        break
                    continue
                rung.add(message["data"].decode())
        except redis.RedisError as exc:
            log.warning("relay %s: the outbox bell was lost (%s); subscribing again", self.name, exc)
            self._drop_bell()
            self.store.refresh_topology()
            self.next_sweep = 0.0
        return rung

    def _drop_bell(self) -> None:
        if self.bell is not None:
            try:
                self.bell.close()
            except redis.RedisError:
                pass
            self.bell = None

    def _read(self, streams: list[str], sweep: bool) -> int:
        """Read `streams` primary by primary, one pipeline each: on a sweep only those with entries left,
        claiming too the entries idle in a dead relay's hands."""
        handled = 0
        for client, names in self.store.by_primary(streams):
            try:
                if sweep:
                    pipe = client.pipeline(transaction=False)
                    for name in names:
                        pipe.xlen(name)
                    names = [name for name, length in zip(names, pipe.execute(), strict=True) if length]
                if not names:
                    continue
                pipe = client.pipeline(transaction=False)
                for name in names:
                    if sweep:
                        pipe.xautoclaim(name, GROUP, self.name, CLAIM_IDLE_MS, "0-0", count=BATCH)
                    pipe.xreadgroup(GROUP, self.name, {name: ">"}, count=BATCH)
                replies = iter(pipe.execute(raise_on_error=False))
                for name in names:
                    batches = []
                    if sweep:
                        claimed = next(replies)
                        batches.append([] if isinstance(claimed, Exception) else claimed[1])
                    answer = next(replies)
                    if isinstance(answer, redis.exceptions.MovedError):  # resharded: read the map again
                        self.store.refresh_topology()
                        self.next_sweep = 0.0
                    if isinstance(answer, Exception):  # (or a stream without the group: an old one)
                        continue
                    batches.extend(messages for _, messages in answer or [])
                    for messages in batches:
                        handled += self._process(client, name, messages)
            except redis.RedisError as exc:  # a primary down: the others go on; the topology is read again
                REDIS_ERRORS.labels(part="relay").inc()
                log.warning("relay %s: reading the outbox on a primary failed (%s)", self.name, exc)
                self.store.refresh_topology()
                self.next_sweep = 0.0
        return handled
