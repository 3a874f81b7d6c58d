"""The RQ worker, with a liveness key short enough that the reaper re-queues a dead worker's job
within seconds (RQ's own heartbeats add 60 s and more before a job counts as abandoned)."""
from __future__ import annotations

import logging

import redis
from rq import Worker
from rq.exceptions import InvalidJobOperation, NoSuchJobError
from rq.executions import Execution
from rq.job import Job
from rq.registry import StartedJobRegistry
from rq.utils import parse_composite_key

from workers.queue import QUEUE_NAME, queue

log = logging.getLogger("trackside.worker")

ALIVE_MS = 4000  # a worker that has not said it is alive for this long is dead
MONITOR_SECONDS = 1  # how often a busy worker says so


def alive_key(worker_name: str) -> str:
    return f"trackside:worker-alive:{worker_name}"


class TracksideWorker(Worker):
    def heartbeat(self, timeout=None, pipeline=None):
        super().heartbeat(timeout, pipeline)
        self.connection.set(alive_key(self.name), 1, px=ALIVE_MS)


def make_worker(connection: redis.Redis, name: str | None = None) -> TracksideWorker:
    return TracksideWorker([queue(connection)], connection=connection, name=name,
                           job_monitoring_interval=MONITOR_SECONDS, worker_ttl=30)


def reap(connection: redis.Redis) -> list[str]:
    """Re-queue the started jobs whose worker is dead; returns their ids."""
    registry = StartedJobRegistry(QUEUE_NAME, connection=connection)
    requeued = []
    for entry in connection.zrange(registry.key, 0, -1):
        job_id, execution_id = parse_composite_key(entry.decode())
        try:
            worker_name = Execution.fetch(execution_id, job_id, connection).worker_name
        except (NoSuchJobError, ValueError, TypeError, AttributeError):
            worker_name = ""
        if worker_name and connection.exists(alive_key(worker_name)):
            continue
        if not connection.zrem(registry.key, entry):
            continue  # another reaper took it
        try:
            job = Job.fetch(job_id, connection=connection)
            queue(connection).enqueue_job(job)
        except (NoSuchJobError, InvalidJobOperation):
            continue
        log.warning("re-queued job %s of dead worker %s", job_id, worker_name or "?")
        requeued.append(job_id)
    return requeued
