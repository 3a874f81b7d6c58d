"""The outbox relay: turns appended batches into RQ jobs.

It reads the outbox stream with a consumer group, enqueues jobs with deterministic ids, and XACKs
(then deletes) an entry only after its jobs are enqueued. Entries a dead relay had read but not
acknowledged are claimed by a live one after CLAIM_IDLE_MS. Each pass also runs the reaper. The relay
never exits on a Redis error: its clients retry dropped connections, and a pass that fails otherwise
is logged, counted and tried again after a backoff."""
from __future__ import annotations

import logging
import os
import socket
import time

import orjson
import redis

from service.store import OUTBOX
from workers.queue import automa_job_id, enqueue_once, queue
from workers.resilience import REDIS_ERRORS, backoff
from workers.worker import reap

log = logging.getLogger("trackside.relay")

GROUP = "relay"
CLAIM_IDLE_MS = 5000


class Relay:
    def __init__(self, events: redis.Redis, jobs: redis.Redis, name: str | None = None) -> None:
        self.events = events
        self.jobs = jobs
        self.queue = queue(jobs)
        self.name = name or f"{socket.gethostname()}-{os.getpid()}"
        self.create_group()

    def create_group(self) -> None:
        try:
            self.events.xgroup_create(OUTBOX, GROUP, id="0", mkstream=True)
        except redis.ResponseError as exc:
            if "BUSYGROUP" not in str(exc):
                raise

    def handle(self, entry: dict) -> None:
        for seat in entry.get("automa", [])[:1]:  # one automa move per version; the next append asks again
            enqueue_once(self.queue, automa_job_id(entry["game"], entry["version"]), "workers.jobs.automa_turn",
                         entry["game"], entry["version"], kind="automa")
            log.info("automa seat %s of game %s at v%s queued", seat, entry["game"], entry["version"])

    def _process(self, messages) -> int:
        for message_id, fields in messages:
            if fields:  # a claimed entry may already be deleted
                self.handle(orjson.loads(fields[b"entry"]))
            self.events.xack(OUTBOX, GROUP, message_id)
            self.events.xdel(OUTBOX, message_id)
        return len(messages)

    def run_once(self, block_ms: int = 1000) -> int:
        handled = 0
        claimed = self.events.xautoclaim(OUTBOX, GROUP, self.name, CLAIM_IDLE_MS, "0-0", count=100)
        handled += self._process(claimed[1])
        answer = self.events.xreadgroup(GROUP, self.name, {OUTBOX: ">"}, count=100, block=block_ms)
        for _, messages in answer or []:
            handled += self._process(messages)
        reap(self.jobs)
        return handled

    def run(self) -> None:
        log.info("relay %s reading %s", self.name, OUTBOX)
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
