"""The RQ worker, with a liveness key short enough that the reaper re-queues a dead worker's job
within seconds (RQ's own heartbeats add 60 s and more before a job counts as abandoned), a work
loop that outlives Redis errors, and RQ's scheduler, standing by in every worker.

A worker runs the cheap kinds of job (IN_PROCESS) in its own process, as RQ's SimpleWorker does, and
every other kind in a forked work-horse, as RQ's Worker does: a fork per job costs many times a bot's
move or a webhook attempt (docs/operations.md), but a job a client can make arbitrarily costly must be
able to exhaust its memory or crash without taking the worker down."""
from __future__ import annotations

import logging
import os
import threading
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
from rq.worker import WorkerStatus
from rq.worker.base import SHUTDOWN_SIGNAL

from service.adapters.redis.queue import EVERY_QUEUE, MOVES, feed_moves, queues
from service.adapters.redis.resilience import REDIS_ERRORS, STOPPING, backoff, die_with_parent

log = logging.getLogger("trackside.worker")

ALIVE_MS = 4000  # a worker that has not said it is alive for this long is dead
MONITOR_SECONDS = 1  # how often a busy worker says so

LOOP_RESTARTS = Counter("trackside_worker_loop_restarts_total",
                        "RQ work loops that ended on an error and were started again")
JOBS = Counter("trackside_jobs_total", "Jobs run by this worker, by kind and by how the run ended "
               "(retried: it failed and runs again)", ["kind", "outcome"])
JOB_SECONDS = Histogram("trackside_job_seconds", "How long a job's run took on a worker, start to end", ["kind"],
                        buckets=(0.01, 0.03, 0.1, 0.3, 1, 3, 10, 30, 100, 300))
OUTCOMES = {JobStatus.FINISHED: "finished", JobStatus.FAILED: "failed", JobStatus.STOPPED: "failed",
            JobStatus.CANCELED: "failed", JobStatus.QUEUED: "retried", JobStatus.SCHEDULED: "retried"}
# The kinds a worker runs in its own process: bounded by the service whatever a client sends (a bot's
# move by its budget, a clock check, a look at a waiting game's deadline, a drain of webhook attempts by
# its second of taking and each attempt's deadline). Any other kind (route income, scoring, analyses: the
# analysis queue) runs in a forked work-horse.
IN_PROCESS = frozenset({"automa", "clock", "expiry", "notification"})


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


class Heartbeat(threading.Thread):
    """Beside a job run in the worker's own process (its main thread runs the job, and RQ's timeout, a
    SIGALRM, needs that thread), what a forked work-horse's worker does while it waits for the horse:
    every MONITOR_SECONDS, RQ's heartbeats of the worker, the job and its execution, and the alive key
    with them. Once the job's own run has ended, while RQ records the end and deletes the execution,
    the alive key alone."""

    def __init__(self, worker: TracksideWorker, job: Job) -> None:
        super().__init__(name=f"heartbeat of {job.id}", daemon=True)
        self.worker, self.job = worker, job
        self.stopped = threading.Event()
        self.lock = threading.Lock()  # no beat of the execution once its run has ended
        self.running = True

    def run(self) -> None:
        while not self.stopped.wait(MONITOR_SECONDS):
            try:
                with self.lock:
                    if self.stopped.is_set():
                        return
                    if self.running:
                        self.worker.maintain_heartbeats(self.job)
                    else:
                        self.worker.say_alive()
            except redis.RedisError as exc:  # the next beat tries again; the reaper waits ALIVE_MS
                log.error("worker %s: heartbeat of job %s: %s", self.worker.name, self.job.id, exc)

    def run_ended(self) -> None:
        with self.lock:  # waits for a beat under way
            self.running = False

    def stop(self) -> None:
        """Once this returns the thread calls Redis no more, it only ends: not joined, as waiting for it
        to wake costs a job more than the rest of its run."""
        with self.lock:
            self.running = False
            self.stopped.set()


class TracksideWorker(Worker):
    heartbeat_thread: Heartbeat | None = None  # while a job runs in this process

    def dequeue_job_and_maintain_ttl(self, timeout, max_idle_time=None):
        """RQ's wait for the next job, with the lanes' moves fed to the `moves` queue (service.adapters.redis.queue)
        before it, and once a move is taken, the next lane's after it: an idle worker is woken by it."""
        takes_moves = MOVES in self.queue_names()
        if takes_moves:
            feed_moves(self.connection)
        taken = super().dequeue_job_and_maintain_ttl(timeout, max_idle_time)
        if takes_moves and taken is not None and taken[1].name == MOVES:
            feed_moves(self.connection)
        return taken

    def execute_job(self, job: Job, queue) -> None:
        """A job of the IN_PROCESS kinds runs here, any other in a forked work-horse. Counted here, in
        the worker, either way: a work-horse's own counters die with it."""
        started = time.monotonic()
        try:
            if job.meta.get("kind") in IN_PROCESS:
                self.execute_in_process(job, queue)
            else:
                super().execute_job(job, queue)
        finally:
            kind = job.meta.get("kind", "other")
            JOB_SECONDS.labels(kind=kind).observe(time.monotonic() - started)
            try:
                outcome = OUTCOMES.get(job.get_status(refresh=True), "unknown")
            except (redis.RedisError, NoSuchJobError, InvalidJobOperation):
                outcome = "unknown"
            JOBS.labels(kind=kind, outcome=outcome).inc()

    def execute_in_process(self, job: Job, queue) -> None:
        """RQ's SimpleWorker.execute_job, with a Heartbeat while it runs."""
        self.prepare_execution(job)
        self.heartbeat_thread = Heartbeat(self, job)
        self.heartbeat_thread.start()
        try:
            self.perform_job(job, queue)
        finally:
            self.heartbeat_thread.stop()
            self.heartbeat_thread = None
        self.set_state(WorkerStatus.IDLE)

    def handle_execution_ended(self, job: Job, queue, heartbeat_ttl: int) -> None:
        if self.heartbeat_thread is not None:
            self.heartbeat_thread.run_ended()
        super().handle_execution_ended(job, queue, heartbeat_ttl)

    def heartbeat(self, timeout=None, pipeline=None):
        super().heartbeat(timeout, pipeline)
        self.say_alive(pipeline)

    def say_alive(self, pipeline=None) -> None:
        (self.connection if pipeline is None else pipeline).set(alive_key(self.name), 1, px=ALIVE_MS)

    def request_stop(self, signum, frame):
        """A warm stop: the job under way ends first, whether in a work-horse or in this process (the
        signal's handler returns to it), then the worker stops."""
        STOPPING.set()  # tearing down must not wait for a Redis that is gone, e.g. stopped along with `up`
        super().request_stop(signum, frame)

    def request_force_stop(self, signum, frame):
        """A cold stop (a second signal): RQ kills the work-horse and leaves its job to the reaper.
        A job in this process ends with the process, as at kill -9: RQ's SystemExit, raised inside the
        job, would instead be recorded as the job's failure, and its last try failed for good."""
        try:
            super().request_force_stop(signum, frame)
        except SystemExit:
            if self.heartbeat_thread is not None:
                log.warning("worker %s: cold stop during a job run in this process; the reaper re-queues it",
                            self.name)
                os._exit(1)
            raise

    def kill_horse(self, sig=SHUTDOWN_SIGNAL):
        """RQ's stop-job command kills the work-horse of the job it names; a job in this process has none
        (RQ would kill the worker's own process group): it runs to its end, which its kind bounds, and a
        failure of it is a failure (retried as any), not a stop."""
        if self.horse_pid:
            super().kill_horse(sig)
        else:
            self._stopped_job_id = None

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
    """A worker of `queue_names`, taken in that order (service.adapters.redis.queue: the moves first)."""
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
