"""The outbox relay: turns appended batches into RQ jobs (clock checks scheduled at their deadline),
and repairs the game listing.

It reads the outbox with a consumer group, enqueues jobs with deterministic ids, and XACKs (then
deletes) an entry only after its work is done. Entries a dead relay had read but not acknowledged are
claimed by a live one after CLAIM_IDLE_MS. Each pass also runs the reaper. The relay never exits on a
Redis error: its clients retry dropped connections, and a pass that fails otherwise is logged, counted
and tried again after a backoff. An entry it cannot handle otherwise (a bad game id, say) is logged,
counted and moved to a dead-letter stream, and the relay goes on: one bad entry never stops every game.

On a single Redis the outbox is one stream, read with a blocking XREADGROUP. On a Redis Cluster every
slot has its own outbox stream (an append may touch one slot only): the relay reads at once the
streams that each append names on the bell channel, and every SWEEP_SECONDS all of them on every
primary (what a bell missed, entries of dead relays, streams of a promoted replica or a resharded slot)."""
from __future__ import annotations

import logging
import os
import socket
import time

import orjson
import redis
from prometheus_client import Counter

from domain.core.match import ClockCheckDue, GameListed, MachineMoveOwed
from service.adapters.keys import OUTBOX, OUTBOX_BELL
from service.adapters.queue import automa_job_id, cancel_scheduled, clock_job_id, enqueue_once
from service.adapters.resilience import REDIS_ERRORS, backoff
from service.adapters.store import EventStore
from service.adapters.worker import reap
from service.app import outbox

log = logging.getLogger("trackside.relay")

DEAD_LETTERS = Counter("trackside_relay_dead_letters_total",
                       "Outbox entries the relay could not handle, moved to the outbox's dead-letter stream")

GROUP = "relay"
CLAIM_IDLE_MS = 5000
BATCH = 100  # entries read per stream and pass
SWEEP_SECONDS = 5.0
QUEUE_WAIT_MS = 1000
DEAD_LETTERS_KEPT = 10_000
CLOCK_KEEP_MS = 86_400_000  # how long past its deadline a game's latest clock check is remembered

# KEYS[1]: the latest version of a clocked game the relay has handled an entry of. ARGV: this entry's
# version, how long to keep the key (ms), '1' if the entry has a check. Returns the version whose check
# is superseded (the game has moved past it), or 0.
LATEST_CLOCK_CHECK = """
local known = tonumber(redis.call('GET', KEYS[1]) or '0')
local version = tonumber(ARGV[1])
if known == version or (known == 0 and ARGV[3] ~= '1') then return 0 end
if known > version then return version end
redis.call('SET', KEYS[1], version, 'PX', ARGV[2])
return known
"""


class Relay:
    def __init__(self, events: redis.Redis, jobs: redis.Redis, name: str | None = None) -> None:
        self.store = EventStore(events)
        self.events = events
        self.jobs = jobs
        self.name = name or f"{socket.gethostname()}-{os.getpid()}"
        self.bell = None  # the cluster's bell subscription
        self.next_sweep = 0.0
        self.create_group()

    def create_group(self) -> None:
        try:
            self.store.node_of(OUTBOX).xgroup_create(OUTBOX, GROUP, id="0", mkstream=True)
        except redis.ResponseError as exc:
            if "BUSYGROUP" not in str(exc):
                raise

    def handle(self, entry: dict) -> None:
        """Each intent of the append (service/app/outbox.py) to its handler; then the game's latest clock
        check is noted, whether this version has one or not."""
        game, version = entry["game"], entry["version"]
        for intent in outbox.intents(entry):
            HANDLERS[type(intent)](self, game, version, intent)
        self.supersede_clock_checks(game, version, entry.get("deadline_ms"))

    def list_game(self, game: str, version: int, intent: GameListed) -> None:
        """A game was created or finished: its listing must follow."""
        self.store.repair_index(game)

    def queue_machine_move(self, game: str, version: int, intent: MachineMoveOwed) -> None:
        """One machine move per version (the first seat's); the next append asks again."""
        enqueue_once(self.jobs, automa_job_id(game, version), "workers.jobs.automa_turn", game, version, kind="automa")
        self.replicated()
        log.info("automa seat %s of game %s at v%s queued", intent.seats[0], game, version)

    def schedule_clock_check(self, game: str, version: int, intent: ClockCheckDue) -> None:
        """Where a clock runs, a check when it would run out, queued by RQ's scheduler on a worker."""
        enqueue_once(self.jobs, clock_job_id(game, version), "workers.jobs.clock_check", game, version,
                     kind="clock", at_ms=intent.deadline_ms)
        self.replicated()

    def supersede_clock_checks(self, game: str, version: int, deadline: int | None) -> None:
        """The check of an earlier version is dropped: it would find the game moved on, but only after
        taking a worker's turn, as hundreds of them would in a fast game, ahead of the automa's moves."""
        keep_ms = max(0, (deadline or 0) - int(time.time() * 1000)) + CLOCK_KEEP_MS
        superseded = int(self.jobs.eval(LATEST_CLOCK_CHECK, 1, f"trackside:clock-check:{game}", version, keep_ms,
                                        "1" if deadline is not None else "0"))
        if superseded:
            cancel_scheduled(self.jobs, clock_job_id(game, superseded))

    def replicated(self) -> None:
        """Where the queue's Redis has replicas (under Sentinel), wait until one has the job before the
        outbox entry is acknowledged: a failover to a replica without it would lose the job, and the
        automa's turn with it. Unconfirmed, the entry stays unacknowledged and is handled again."""
        if int(self.jobs.info("replication").get("connected_slaves", 0)) and self.jobs.wait(1, QUEUE_WAIT_MS) < 1:
            raise redis.ConnectionError("no replica of the queue's Redis confirmed the job in time")

    def _process(self, client: redis.Redis, stream: str, messages) -> int:
        for message_id, fields in messages:
            if fields:  # a claimed entry may already be deleted
                try:
                    self.handle(orjson.loads(fields[b"entry"]))
                except (redis.RedisError, redis.exceptions.RedisClusterException):
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

    def run_once(self, block_ms: int = 1000) -> int:
        if self.store.cluster:
            handled = self._cluster_pass(block_ms)
        else:
            handled = 0
            claimed = self.events.xautoclaim(OUTBOX, GROUP, self.name, CLAIM_IDLE_MS, "0-0", count=BATCH)
            handled += self._process(self.events, OUTBOX, claimed[1])
            answer = self.events.xreadgroup(GROUP, self.name, {OUTBOX: ">"}, count=BATCH, block=block_ms)
            for _, messages in answer or []:
                handled += self._process(self.events, OUTBOX, messages)
        reap(self.jobs)
        return handled

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

    def run(self) -> None:
        log.info("relay %s reading the outbox", self.name)
        pause, failures = backoff(), 0
        while True:
            try:
                if failures:
                    self.create_group()  # a Redis that came back empty lost the group with the stream
                self.run_once()
                failures = 0
            except redis.RedisError as exc:
                failures += 1
                REDIS_ERRORS.labels(part="relay").inc()
                log.error("relay %s: pass failed (%s); trying again", self.name, exc)
                time.sleep(pause.compute(failures))


# One handler a kind of intent: a new side effect of appends is one more intent and one more handler.
HANDLERS = {GameListed: Relay.list_game, MachineMoveOwed: Relay.queue_machine_move,
            ClockCheckDue: Relay.schedule_clock_check}
