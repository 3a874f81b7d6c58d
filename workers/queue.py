"""The RQ queue and job ids (RQ allows only [A-Za-z0-9_-] in ids, so ids use '-' where DESIGN.md
writes ':')."""
from __future__ import annotations

import redis
from rq import Queue, Retry
from rq.exceptions import NoSuchJobError
from rq.job import Job

QUEUE_NAME = "trackside"
RETRY = Retry(max=3)  # a job whose work-horse died is run again; effects stay exactly-once
STATUS = {"queued": "queued", "deferred": "queued", "scheduled": "queued", "started": "started",
          "finished": "finished", "failed": "failed", "stopped": "failed", "canceled": "failed"}


def queue(connection: redis.Redis) -> Queue:
    return Queue(QUEUE_NAME, connection=connection)


def automa_job_id(game_id: str, version: int) -> str:
    return f"automa-{game_id}-{version}"


def enqueue_once(q: Queue, job_id: str, func: str, *args, kind: str, **kwargs) -> Job:
    """Enqueue unless a job with this deterministic id already exists."""
    try:
        return Job.fetch(job_id, connection=q.connection)
    except NoSuchJobError:
        return q.enqueue(func, *args, job_id=job_id, retry=RETRY, meta={"kind": kind}, result_ttl=86400,
                         failure_ttl=86400, **kwargs)


def describe(job: Job) -> dict:
    status = job.get_status(refresh=True)
    # Meta is read after the status: a job saves its last progress before it finishes, so a
    # finished job never shows the progress fetched a moment before it finished.
    meta = job.get_meta(refresh=True)
    out = {"id": job.id, "kind": meta.get("kind", "job"), "status": STATUS.get(str(status.value), "queued")}
    if "progress" in meta:
        out["progress"] = meta["progress"]
    if out["status"] == "finished":
        out["result"] = job.return_value()
    elif out["status"] == "failed":
        out["error"] = meta.get("error", "the job failed")
    return out
