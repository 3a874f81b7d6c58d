"""Jobs for the tests: slow work, then one idempotent append, like an automa turn; jobs that tell where
they ran, and one that kills the process it runs in."""
from __future__ import annotations

import os
import signal
import time

from prometheus_client import Counter
from rq import get_current_job

from workers.context import game_service


def slow_command(game_id: str, seat: int, command: dict, seconds: float) -> dict:
    job = get_current_job()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        job.meta["progress"] = {"started": True}
        job.save_meta()
        time.sleep(0.1)
    service = game_service()
    status, body = service.submit(service.game(game_id), seat, command, idempotency_key=f"job-{job.id}")
    return {"status": status, "version": body.get("version")}


def slow_analysis(seconds: float) -> dict:
    """A long analysis, as a client's bulk scoring or route income can be."""
    time.sleep(seconds)
    return {"slept": seconds}


RUNS = Counter("trackside_test_job_runs_total", "Runs of tests.workers.slow_jobs.where counted by the job itself")


def runs_key(job_id: str) -> str:
    return f"test:runs:{job_id}"


def where(seconds: float = 0.0) -> dict:
    """Counts its run (in Redis and in the process's own counter), takes `seconds`, and answers the
    process it ran in."""
    job = get_current_job()
    job.connection.incr(runs_key(job.id))
    RUNS.inc()
    time.sleep(seconds)
    return {"pid": os.getpid()}


def crash() -> None:
    """Kills the process it runs in, as the kernel kills one that exhausts its memory."""
    os.kill(os.getpid(), signal.SIGKILL)
