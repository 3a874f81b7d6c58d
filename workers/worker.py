"""The RQ worker, with a liveness key short enough that the reaper re-queues a dead worker's job
within seconds (RQ's own heartbeats add 60 s and more before a job counts as abandoned), and a work
loop that outlives Redis errors."""
from __future__ import annotations

import logging
import time
from datetime import timedelta

import redis
from prometheus_client import Counter
from rq import Worker
from rq.exceptions import InvalidJobOperation, NoSuchJobError, StopRequested
from rq.executions import Execution
from rq.job import Job, JobStatus
from rq.registry import StartedJobRegistry
from rq.utils import now, parse_composite_key

from workers.queue import QUEUE_NAME, queue
from workers.resilience import REDIS_ERRORS, STOPPING, backoff

log = logging.getLogger("trackside.worker")

ALIVE_MS = 4000  # a worker that has not said it is alive for this long is dead
MONITOR_SECONDS = 1  # how often a busy worker says so

LOOP_RESTARTS = Counter("trackside_worker_loop_restarts_total",
                        "RQ work loops that ended on an error and were started again")


def alive_key(worker_name: str) -> str:
    return f"trackside:worker-alive:{worker_name}"


class TracksideWorker(Worker):
    def heartbeat(self, timeout=None, pipeline=None):
        super().heartbeat(timeout, pipeline)
        self.connection.set(alive_key(self.name), 1, px=ALIVE_MS)

    def request_stop(self, signum, frame):
        STOPPING.set()  # tearing down must not wait for a Redis that is gone, e.g. stopped along with `up`
        super().request_stop(signum, frame)

    def work_until_stopped(self) -> None:
        """RQ's work loop, started again after a backoff whenever it ends other than on a stop request.
        The client retries dropped connections itself; RQ quits its loop on any other error, e.g. on a
        Redis that refuses writes for a moment at its memory limit."""
        pause, failures = backoff(), 0
        try:
            while True:
                try:
                    if failures:
                        self.register_death()  # if tearing down failed, RQ refuses to register a live name again
                    self.work(with_scheduler=False)
                except redis.RedisError as exc:  # raised outside RQ's loop: registering, or tearing down
                    REDIS_ERRORS.labels(part="worker").inc()
                    log.error("worker %s: %s", self.name, exc)
                if STOPPING.is_set():
                    return
                failures += 1
                LOOP_RESTARTS.inc()
                log.error("worker %s: the work loop ended on an error; starting it again", self.name)
                time.sleep(pause.compute(failures))
        except StopRequested:  # a stop request between two loops
            return


def make_worker(connection: redis.Redis, name: str | None = None) -> TracksideWorker:
    return TracksideWorker([queue(connection)], connection=connection, name=name,
                           job_monitoring_interval=MONITOR_SECONDS, worker_ttl=30)


def reap(connection: redis.Redis) -> list[str]:
    """Re-queue the jobs of dead workers within seconds; returns their ids."""
    return reap_started(connection) + reap_dequeued(connection)


def reap_started(connection: redis.Redis) -> list[str]:
    """The started jobs whose worker is dead."""
    registry = StartedJobRegistry(QUEUE_NAME, connection=connection)
    intermediate = queue(connection).intermediate_queue
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
        intermediate.remove(job_id)  # a worker killed before its work-horse began leaves it there too
        try:
            job = Job.fetch(job_id, connection=connection)
            queue(connection).enqueue_job(job)
        except (NoSuchJobError, InvalidJobOperation):
            continue
        log.warning("re-queued job %s of dead worker %s", job_id, worker_name or "?")
        requeued.append(job_id)
    return requeued


def reap_dequeued(connection: redis.Redis) -> list[str]:
    """The jobs a worker took off the queue but never started: RQ moves a job to the queue's
    intermediate list as it dequeues it, and a live worker starts it within milliseconds. RQ's own
    maintenance marks such a job when it first sees it and fails it a minute later, at best ten
    minutes on; this uses the same mark, waits ALIVE_MS instead and re-queues it."""
    jobs = queue(connection)
    intermediate = jobs.intermediate_queue
    requeued = []
    for job_id in intermediate.get_job_ids():
        if job_id in jobs.started_job_registry:
            continue
        intermediate.set_first_seen(job_id)
        first_seen = intermediate.get_first_seen(job_id)
        if first_seen and now() - first_seen < timedelta(milliseconds=ALIVE_MS):
            continue
        if not connection.lrem(intermediate.key, 1, job_id):
            continue  # another reaper took it, or a worker started it after all
        connection.delete(intermediate.get_first_seen_key(job_id))
        job = jobs.fetch_job(job_id)
        if job is None or job.get_status() != JobStatus.QUEUED:
            continue  # gone, or run since: a stale copy of its id
        jobs.enqueue_job(job)
        log.warning("re-queued job %s, dequeued by a worker that died before starting it", job_id)
        requeued.append(job_id)
    return requeued
