"""The RQ worker, with a liveness key short enough that the reaper re-queues a dead worker's job
within seconds (RQ's own heartbeats add 60 s and more before a job counts as abandoned), a work
loop that outlives Redis errors, and RQ's scheduler, standing by in every worker."""
from __future__ import annotations

import logging
import os
import time
from datetime import timedelta

import redis
from prometheus_client import Counter, Histogram
from rq import Queue, Worker
from rq.exceptions import InvalidJobOperation, NoSuchJobError, StopRequested
from rq.executions import Execution
from rq.job import Job, JobStatus
from rq.scheduler import RQScheduler
from rq.utils import now, parse_composite_key

from service.adapters.queue import EVERY_QUEUE, queues
from service.adapters.resilience import REDIS_ERRORS, STOPPING, backoff, die_with_parent

log = logging.getLogger("trackside.worker")

ALIVE_MS = 4000  # a worker that has not said it is alive for this long is dead
MONITOR_SECONDS = 1  # how often a busy worker says so

LOOP_RESTARTS = Counter("trackside_worker_loop_restarts_total",
                        "RQ work loops that ended on an error and were started again")
JOBS = Counter("trackside_jobs_total", "Jobs run by this worker, by kind and by how the run ended "
               "(retried: it failed and runs again)", ["kind", "outcome"])
JOB_SECONDS = Histogram("trackside_job_seconds", "How long a job's run took on a worker, fork to end", ["kind"],
                        buckets=(0.01, 0.03, 0.1, 0.3, 1, 3, 10, 30, 100, 300))
OUTCOMES = {JobStatus.FINISHED: "finished", JobStatus.FAILED: "failed", JobStatus.STOPPED: "failed",
            JobStatus.CANCELED: "failed", JobStatus.QUEUED: "retried", JobStatus.SCHEDULED: "retried"}


# Deletes a scheduler lock its holder has not refreshed for ARGV[2] ms (it refreshes it to ARGV[1] ms
# every second): the holder was killed, and RQ would leave its queue unscheduled for a minute.
BREAK_STALE_LOCK = """
local left = redis.call('PTTL', KEYS[1])
if left >= 0 and tonumber(ARGV[1]) - left > tonumber(ARGV[2]) then
    return redis.call('DEL', KEYS[1])
end
return 0
"""


def alive_key(worker_name: str) -> str:
    return f"trackside:worker-alive:{worker_name}"


class TracksideScheduler(RQScheduler):
    """RQ's scheduler, which moves due scheduled jobs (the clock checks) to the queue; its lock lets one
    do it at a time. Every worker runs one: a standby tries the lock every second (RQ's every two
    minutes), taking it within ALIVE_MS of its holder's death; it dies with its worker, even one
    killed with kill -9, and releases the lock as it goes; it waits out Redis errors as the worker does."""

    def __init__(self, queues, connection: redis.Redis, name: str, logging_level) -> None:
        super().__init__(queues, connection=connection, name=name, logging_level=logging_level)
        self.worker_pid = os.getpid()

    @property
    def should_reacquire_locks(self) -> bool:
        return self._queue_names != self.acquired_locks

    def acquire_locks(self, auto_start=False):
        ttl_ms = (self.interval + 60) * 1000  # what RQ refreshes a held lock to
        for name in self._queue_names:
            self.connection.eval(BREAK_STALE_LOCK, 1, self.get_locking_key(name), ttl_ms, ALIVE_MS)
        return super().acquire_locks(auto_start)

    def request_stop(self, signum=None, frame=None):
        STOPPING.set()  # its release of the lock must not wait for a Redis that is gone
        super().request_stop(signum, frame)

    def work(self):
        die_with_parent(self.worker_pid)
        pause, failures = backoff(), 0
        while True:
            try:
                return super().work()
            except redis.RedisError as exc:
                if STOPPING.is_set():
                    return None
                failures += 1
                REDIS_ERRORS.labels(part="scheduler").inc()
                log.error("scheduler %s: %s; starting it again", self.name, exc)
                time.sleep(pause.compute(failures))


class TracksideWorker(Worker):
    def execute_job(self, job: Job, queue) -> None:
        """Counted here, in the worker: the job runs in a forked work-horse, whose counters die with it."""
        started = time.monotonic()
        try:
            super().execute_job(job, queue)
        finally:
            kind = job.meta.get("kind", "other")
            JOB_SECONDS.labels(kind=kind).observe(time.monotonic() - started)
            try:
                outcome = OUTCOMES.get(job.get_status(refresh=True), "unknown")
            except (redis.RedisError, NoSuchJobError, InvalidJobOperation):
                outcome = "unknown"
            JOBS.labels(kind=kind, outcome=outcome).inc()

    def heartbeat(self, timeout=None, pipeline=None):
        super().heartbeat(timeout, pipeline)
        self.connection.set(alive_key(self.name), 1, px=ALIVE_MS)

    def request_stop(self, signum, frame):
        STOPPING.set()  # tearing down must not wait for a Redis that is gone, e.g. stopped along with `up`
        super().request_stop(signum, frame)

    def _start_scheduler(self, burst=False, logging_level=None, *_formats) -> None:
        """RQ starts a scheduler only in the worker that got its lock, and looks again every ten minutes.
        RQ has no public way to give a worker another scheduler: this overrides a private method, so
        pyproject.toml pins the RQ it was written for, and tests/workers/test_queues.py checks the
        method and its call still are as expected."""
        self.scheduler = TracksideScheduler(self.queues, self.connection, self.name,
                                            logging_level if logging_level is not None else self.log.level)
        self.scheduler.start()

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
                    self.work(with_scheduler=True)
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


def make_worker(connection: redis.Redis, name: str | None = None,
                queue_names: tuple[str, ...] = EVERY_QUEUE) -> TracksideWorker:
    """A worker of `queue_names`, taken in that order (service.adapters.queue: the moves first)."""
    return TracksideWorker(queues(connection, queue_names), connection=connection, name=name,
                           job_monitoring_interval=MONITOR_SECONDS, worker_ttl=30)


def reap(connection: redis.Redis) -> list[str]:
    """Re-queue the jobs of dead workers within seconds, on every queue; returns their ids."""
    return [job_id for jobs in queues(connection) for job_id in reap_started(jobs) + reap_dequeued(jobs)]


def reap_started(jobs: Queue) -> list[str]:
    """The started jobs of `jobs` whose worker is dead."""
    connection = jobs.connection
    registry = jobs.started_job_registry
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
        jobs.intermediate_queue.remove(job_id)  # a worker killed before its work-horse began leaves it there too
        try:
            job = Job.fetch(job_id, connection=connection)
            jobs.enqueue_job(job)
        except (NoSuchJobError, InvalidJobOperation):
            continue
        log.warning("re-queued job %s of dead worker %s", job_id, worker_name or "?")
        requeued.append(job_id)
    return requeued


def reap_dequeued(jobs: Queue) -> list[str]:
    """The jobs a worker took off `jobs` but never started: RQ moves a job to the queue's
    intermediate list as it dequeues it, and a live worker starts it within milliseconds. RQ's own
    maintenance marks such a job when it first sees it and fails it a minute later, at best ten
    minutes on; this uses the same mark, waits ALIVE_MS instead and re-queues it."""
    connection = jobs.connection
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
