"""A real worker runs the cheap kinds of job (automa and bot moves, clock checks, webhook attempts) in its
own process, and every other kind in a forked work-horse: a heavy job that kills its process kills the
horse, not the worker. A job in the worker's process keeps it alive for the reaper however long it runs,
still times out, and is neither lost nor run twice when the worker is asked to stop."""
from __future__ import annotations

import os
import signal
import time
from contextlib import contextmanager

from rq.command import send_stop_job_command
from rq.job import Job

from service.adapters.redis.queue import enqueue_once
from service.adapters.redis.worker import ALIVE_MS, IN_PROCESS, reap
from tests.support import start_part, stop_part, wait_for
from tests.workers.slow_jobs import runs_key

WHERE = "tests.workers.slow_jobs.where"


def status(connection, job_id: str) -> str:
    return Job.fetch(job_id, connection=connection).get_status().value


def ran_in(connection, job_id: str) -> int:
    """The pid of the process the job `where` ran in, once it has finished."""
    wait_for(lambda: status(connection, job_id) == "finished", what=f"job {job_id} to finish")
    return Job.fetch(job_id, connection=connection).return_value()["pid"]


def runs(connection, job_id: str) -> int:
    return int(connection.get(runs_key(job_id)) or 0)


@contextmanager
def a_worker(redis_url):
    """A real worker (`trackside worker`), stopped at the end if it has not stopped already."""
    worker = start_part("worker", redis_url)
    try:
        yield worker
    finally:
        stop_part(worker)


@contextmanager
def a_worker_running(connection, redis_url, job_id: str, seconds: float, kind: str):
    """A job of `kind` that takes `seconds`, and a real worker once it has started it."""
    job = enqueue_once(connection, job_id, WHERE, seconds, kind=kind)
    with a_worker(redis_url) as worker:
        wait_for(lambda: runs(connection, job.id), what="the job to start")
        yield job, worker


def test_cheap_kinds_run_in_the_worker_and_others_in_a_work_horse_whose_crash_it_survives(redis_server, redis_url):
    connection = redis_server.client()
    with a_worker(redis_url) as worker:
        for kind in sorted(IN_PROCESS):
            assert ran_in(connection, enqueue_once(connection, f"cheap-{kind}", WHERE, kind=kind).id) == worker.pid
        assert ran_in(connection, enqueue_once(connection, "heavy", WHERE, kind="scoring").id) != worker.pid
        crashed = enqueue_once(connection, "crashed", "tests.workers.slow_jobs.crash", kind="route_income", retry=None)
        wait_for(lambda: status(connection, crashed.id) == "failed", what="the crashed job to fail")
        assert worker.poll() is None, "the worker outlives its work-horse"
        assert ran_in(connection, enqueue_once(connection, "after-the-crash", WHERE, kind="automa").id) == worker.pid


def test_a_job_in_the_worker_longer_than_the_liveness_window_is_not_reaped_and_runs_once(redis_server, redis_url):
    connection = redis_server.client()
    with a_worker_running(connection, redis_url, "slow-in-process", 2 * ALIVE_MS / 1000, "notification") as (job, worker):

        def finished_and_never_reaped() -> bool:
            assert reap(connection) == [], "the worker is alive"
            return status(connection, job.id) == "finished"

        wait_for(finished_and_never_reaped, timeout=30, interval=0.2, what="the job to finish")
        assert ran_in(connection, job.id) == worker.pid and runs(connection, job.id) == 1


def test_a_job_in_the_worker_still_times_out(redis_server, redis_url):
    connection = redis_server.client()
    job = enqueue_once(connection, "timed-out", WHERE, 60.0, kind="automa", job_timeout=1, retry=None)
    with a_worker(redis_url) as worker:
        wait_for(lambda: status(connection, job.id) == "failed", timeout=20, what="the job to time out")
        assert "JobTimeoutException" in Job.fetch(job.id, connection=connection).latest_result().exc_string
        assert ran_in(connection, enqueue_once(connection, "after-the-timeout", WHERE, kind="clock").id) == worker.pid


def test_a_worker_asked_to_stop_mid_job_finishes_the_job_first(redis_server, redis_url):
    connection = redis_server.client()
    with a_worker_running(connection, redis_url, "stopped-mid-job", 3.0, "automa") as (job, worker):
        os.killpg(worker.pid, signal.SIGTERM)  # as `trackside up` and the tests stop a part
        assert worker.wait(30) == 0
        assert status(connection, job.id) == "finished" and runs(connection, job.id) == 1
        assert Job.fetch(job.id, connection=connection).return_value()["pid"] == worker.pid


def test_a_worker_stopped_cold_mid_job_leaves_the_job_to_the_reaper(redis_server, redis_url):
    connection = redis_server.client()
    with a_worker_running(connection, redis_url, "stopped-cold", 5.0, "notification") as (job, doomed):
        doomed.send_signal(signal.SIGTERM)
        time.sleep(1.5)  # RQ takes a second signal within a second for a repeat of the first
        doomed.send_signal(signal.SIGTERM)
        doomed.wait(10)
        assert status(connection, job.id) == "started", "neither finished nor failed: left to the reaper"
        wait_for(lambda: reap(connection) == [job.id], timeout=15, what="the stopped worker's job re-queued")
        with a_worker(redis_url) as survivor:
            assert ran_in(connection, job.id) == survivor.pid and runs(connection, job.id) == 2


def test_rqs_stop_job_command_leaves_a_job_in_the_worker_and_the_worker_running(redis_server, redis_url):
    """`rq` stops a job by killing its work-horse; in the worker's process it would kill the worker."""
    connection = redis_server.client()
    with a_worker_running(connection, redis_url, "not-stopped", 2.0, "clock") as (job, worker):
        send_stop_job_command(connection, job.id)
        assert ran_in(connection, job.id) == worker.pid and worker.poll() is None


def test_a_job_in_the_worker_that_rq_was_asked_to_stop_and_later_fails_is_failed_not_stopped(redis_server, redis_url):
    """It was not stopped (it ran on): a stopped job is never retried, a failed one is as its retries say."""
    connection = redis_server.client()
    job = enqueue_once(connection, "asked-to-stop", WHERE, 60.0, kind="automa", job_timeout=2, retry=None)
    with a_worker(redis_url):
        wait_for(lambda: runs(connection, job.id), what="the job to start")
        send_stop_job_command(connection, job.id)
        wait_for(lambda: status(connection, job.id) in ("failed", "stopped"), timeout=20, what="the job to time out")
        assert status(connection, job.id) == "failed"
