"""A job for the tests: slow work, then one idempotent append, like an automa turn."""
from __future__ import annotations

import time

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
