"""The jobs the relay's handlers queue (service/app/handlers.py Jobs), on RQ (service/adapters/redis/queue.py).
The jobs' entrypoints are the workers', given by whoever composes the relay (workers/relay.py
ENTRYPOINTS): no adapter names a worker's function."""
from __future__ import annotations

from dataclasses import dataclass

import redis

from service.adapters.redis.queue import (
    automa_job_id,
    clock_job_id,
    confirm_queued,
    enqueue_in_lane,
    enqueue_once,
    expiry_job_id,
    supersede_clock_checks,
)


@dataclass(frozen=True)
class Entrypoints:
    """The dotted names of the workers' functions each job runs."""

    machine_move: str  # (game, version)
    clock_check: str  # (game, version)
    expiry_look: str  # (game)


class QueuedJobs:
    """Each job with a deterministic id (queued once however often an entry is handled), confirmed by a
    replica of the queue's Redis where it has one."""

    def __init__(self, connection: redis.Redis, entrypoints: Entrypoints) -> None:
        self.connection = connection
        self.entrypoints = entrypoints

    def machine_move(self, lane: str, game: str, version: int) -> None:
        enqueue_in_lane(self.connection, lane, automa_job_id(game, version), self.entrypoints.machine_move, game,
                        version, kind="automa")
        confirm_queued(self.connection)

    def clock_check(self, game: str, version: int, at_ms: int) -> None:
        enqueue_once(self.connection, clock_job_id(game, version), self.entrypoints.clock_check, game, version,
                     kind="clock", at_ms=at_ms)
        confirm_queued(self.connection)

    def expiry_look(self, game: str, at_ms: int) -> None:
        enqueue_once(self.connection, expiry_job_id(game, at_ms), self.entrypoints.expiry_look, game,
                     kind="expiry", at_ms=at_ms)
        confirm_queued(self.connection)

    def latest_clock_check(self, game: str, version: int, deadline_ms: int | None) -> None:
        supersede_clock_checks(self.connection, game, version, deadline_ms)
