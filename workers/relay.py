"""The outbox relay: turns appended batches into RQ jobs (clock checks scheduled at their deadline, as is the
look at a waiting game's deadline), repairs the game listing, tells accounts what happened at their games
(their event streams), publishes every append's events to the Pushpin nodes holding the live streams
(TRACKSIDE_STREAMS=grip) or to nchan (nchan), and rates the rated games that end (service/app/ratings.py) and runs the
tournaments' rounds (service/app/tournaments.py).

It is only the loop: it reads the outbox (service/adapters/redis/outbox_reader.py: a consumer group, entries
acknowledged only once handled, a dead relay's claimed, a bad one moved to a dead-letter stream) and gives
each message of an entry (service/app/messages.py) to its one handler (service/app/handlers.py HANDLERS),
which enqueues jobs with deterministic ids or tells accounts (their streams and webhooks) once per fact (so
an entry handled twice does nothing twice); each pass also runs the reaper. The relay never exits on a Redis error: its clients retry dropped connections, and a pass
that fails otherwise is logged, counted and tried again after a backoff."""
from __future__ import annotations

import logging
import os
import socket
import time

from service.adapters.redis.queue import feed_moves
from service.adapters.redis.resilience import REDIS_ERRORS, Client, StoreUnavailable, backoff
from service.adapters.redis.worker import reap
from service.app import messages, outbox
from service.app.handlers import HANDLERS
from service.bootstrap import relay_parts
from service.config import Settings

log = logging.getLogger("trackside.relay")


class Relay:
    def __init__(self, events: Client, jobs: Client, name: str | None = None,
                 publish_to: tuple[str, ...] = (), nchan_to: tuple[str, ...] = (),
                 settings: Settings | None = None) -> None:
        # Its parts from the composition root (the relay process's `settings` name the nodes to publish to;
        # tests name nodes with publish_to, nchan_to).
        self.name = name or f"{socket.gethostname()}-{os.getpid()}"
        parts = relay_parts(events, jobs, self.name, settings, publish_to, nchan_to)
        self.store, self.ports, self.streams, self.queue = parts.store, parts.ports, parts.streams, jobs
        self.archiving = parts.archiving
        self.jobs = self.ports.jobs
        self.outbox = parts.outbox(self.store, self.name, self.handle)
        # Called with (account id, event) after each event newly written to an account's stream (after its
        # webhooks); an event written before, by a relay that died, is not passed again.
        self.listeners = self.ports.listeners

    def handle(self, entry: dict) -> None:
        """Each message of the entry (service/app/messages.py) to its one handler (service/app/handlers.py);
        then the game's latest clock check is noted, whether this version has one or not (an earlier one is
        dropped)."""
        game, version = entry["game"], entry["version"]
        if self.streams is not None and "first" in entry:
            self.streams.appended(game, entry["first"], version)
        if entry.get("streams") == "only":  # (no messages: written for the streams alone)
            return
        for message in outbox.intents(entry):
            HANDLERS[type(message)](self.ports, game, version, message)
        if not messages.of_lobby(entry):  # (the lobby's entries are no game's appends)
            self.jobs.latest_clock_check(game, version, entry.get("deadline_ms"))

    def run_once(self, block_ms: int = 1000) -> int:
        handled = self.outbox.read(block_ms)
        reap(self.queue)
        feed_moves(self.queue)  # (whatever a worker that died between two moves left in the lanes)
        if self.archiving is not None:  # (finished games to the archive store: a step runs on its own thread)
            self.archiving.step_if_due()
        return handled

    def run(self) -> None:
        log.info("relay %s reading the outbox", self.name)
        pause, failures = backoff(), 0
        while True:
            try:
                if failures:
                    self.outbox.create_group()  # a Redis that came back empty lost the group with the stream
                self.run_once()
                failures = 0
            except StoreUnavailable as exc:
                failures += 1
                REDIS_ERRORS.labels(part="relay").inc()
                log.error("relay %s: pass failed (%s); trying again", self.name, exc)
                time.sleep(pause.compute(failures))
