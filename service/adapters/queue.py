"""The RQ queues and job ids (RQ allows only [A-Za-z0-9_-] in ids, so ids use '-' where DESIGN.md
writes ':').

Three queues, in the order a worker listens to them: the moves games wait for (an automa's or bot's
turn, a clock), the analyses clients ask for (scoring, route income) and, reserved for webhooks, the
notifications; a job's kind names its queue. A worker takes the first job of the first queue that has
one, so no backlog of analyses or of a slow webhook receiver is ever ahead of a move; `trackside up`
also runs a worker for the moves alone, free even while the other is busy with a long analysis."""
from __future__ import annotations

import math
import time
from datetime import UTC, datetime

import redis
from rq import Queue, Retry, get_current_job
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus

MOVES, ANALYSIS, NOTIFICATIONS = "moves", "analysis", "notifications"
QUEUE_NAMES = (MOVES, ANALYSIS, NOTIFICATIONS)  # by priority
# The one queue of the versions before these three: a worker of every queue also takes, after the
# moves, what an upgrade found on it (queued jobs, clock checks scheduled on it), so none is lost.
EARLIER = "trackside"
EVERY_QUEUE = (MOVES, EARLIER, ANALYSIS, NOTIFICATIONS)
QUEUE_OF = {"automa": MOVES, "clock": MOVES, "expiry": MOVES, "notification": NOTIFICATIONS}  # any other: ANALYSIS
# A job whose work-horse died, or that failed for a store away, is run again; effects stay exactly-once.
# A job a client asked for (and polls) answers failed after a few tries. A move a game waits for (an
# automa's or bot's turn, a clock) is owed, as nothing else will ever ask for it again: it is tried
# again further and further apart, for about two hours (RQ spends the intervals in order when there
# are as many as retries), each try waiting out the store for a while of its own (workers.jobs).
RETRY = Retry(max=3)
OWED = Retry(max=20, interval=[0, 1, 2, 5, 10, 30, 60, 120, 300] + [600] * 11)
RETRIES = {"automa": OWED, "clock": OWED, "expiry": OWED}  # (expiry: nothing else tells a game expired)
ENDED = {JobStatus.FINISHED, JobStatus.FAILED, JobStatus.STOPPED, JobStatus.CANCELED}  # for good: no retry ahead
CLOCK_KEEP_MS = 86_400_000  # how long past its deadline a game's latest clock check is remembered
REPLICA_WAIT_MS = 1000  # how long a job waits to be on a replica of the queue's Redis (where it has some)

# KEYS[1]: the latest version of a clocked game the relay has handled an entry of. ARGV: this entry's
# version, how long to keep the key (ms), '1' if the entry has a check. Returns the version whose check
# is superseded (the game has moved past it), or 0.
LATEST_CLOCK_CHECK = """
local known = tonumber(redis.call('GET', KEYS[1]) or '0')
local version = tonumber(ARGV[1])
if known == version or (known == 0 and ARGV[3] ~= '1') then return 0 end
if known > version then return version end
redis.call('SET', KEYS[1], version, 'PX', ARGV[2])
return known
"""
STATUS = {"queued": "queued", "deferred": "queued", "scheduled": "queued", "started": "started",
          "finished": "finished", "failed": "failed", "stopped": "failed", "canceled": "failed"}


def queue(connection: redis.Redis, name: str) -> Queue:
    return Queue(name, connection=connection)


def queues(connection: redis.Redis, names: tuple[str, ...] = EVERY_QUEUE) -> list[Queue]:
    return [queue(connection, name) for name in names]


def automa_job_id(game_id: str, version: int) -> str:
    return f"automa-{game_id}-{version}"


def clock_job_id(game_id: str, version: int, deadline_ms: int | None = None) -> str:
    """The check of the clocks at `version`; one more per later deadline it was run too early for."""
    return f"clock-{game_id}-{version}" + ("" if deadline_ms is None else f"-{deadline_ms}")


def expiry_job_id(game_id: str, deadline_ms: int) -> str:
    """The look at a waiting game at its deadline (a game made again under its id has another)."""
    return f"expiry-{game_id}-{deadline_ms}"


def find_job(connection: redis.Redis, job_id: str) -> Job | None:
    """The job of this id, or None (never queued, or gone once its result or failure expired)."""
    try:
        return Job.fetch(job_id, connection=connection)
    except NoSuchJobError:
        return None


def enqueue_once(connection: redis.Redis, job_id: str, func: str, *args, kind: str, at_ms: int | None = None,
                 **kwargs) -> Job:
    """Enqueue on the queue of its `kind` unless a job with this deterministic id already exists; with
    `at_ms` (epoch milliseconds), schedule it then with RQ's scheduler (that queue's
    ScheduledJobRegistry, which the workers run), to be queued on the same queue."""
    job = find_job(connection, job_id)
    if job is not None:
        return job
    q = queue(connection, QUEUE_OF.get(kind, ANALYSIS))
    options = {"job_id": job_id, "retry": RETRIES.get(kind, RETRY), "meta": {"kind": kind}, "result_ttl": 86400,
               "failure_ttl": 86400, **kwargs}
    if at_ms is None:
        return q.enqueue(func, *args, **options)
    # RQ keeps whole seconds (rounded down): rounded up, the job is never queued before `at_ms`
    at = datetime.fromtimestamp(math.ceil(at_ms / 1000), tz=UTC)
    return q.enqueue_at(at, func, *args, **options)


def cancel_scheduled(connection: redis.Redis, job_id: str, name: str = MOVES) -> None:
    """Drop a job (a move, or of the queue `name`) still waiting in the ScheduledJobRegistry (one already
    queued or run is left alone)."""
    if queue(connection, name).scheduled_job_registry.remove(job_id):
        job = find_job(connection, job_id)
        if job is not None:
            job.delete()


def supersede_clock_checks(connection: redis.Redis, game_id: str, version: int, deadline_ms: int | None) -> None:
    """Note the game's latest version (with a clock check when `deadline_ms` is one) and drop the check
    of an earlier version: it would find the game moved on, but only after taking a worker's turn, as
    hundreds of them would in a fast game, ahead of the automa's moves."""
    keep_ms = max(0, (deadline_ms or 0) - int(time.time() * 1000)) + CLOCK_KEEP_MS
    superseded = int(connection.eval(LATEST_CLOCK_CHECK, 1, f"trackside:clock-check:{game_id}", version, keep_ms,
                                     "1" if deadline_ms is not None else "0"))
    if superseded:
        cancel_scheduled(connection, clock_job_id(game_id, superseded))


def confirm_queued(connection: redis.Redis) -> None:
    """Where the queue's Redis has replicas (under Sentinel), wait until one has the jobs just queued: a
    failover to a replica without them would lose them. Raises a connection error (StoreUnavailable)
    when none confirms in time, so that the outbox entry stays unacknowledged and is handled again."""
    if int(connection.info("replication").get("connected_slaves", 0)) and connection.wait(1, REPLICA_WAIT_MS) < 1:
        raise redis.ConnectionError("no replica of the queue's Redis confirmed the job in time")


# KEYS[1]: a client's unfinished analyses. ARGV: now (ms), how long a slot is held at most (ms), the cap, the
# new job's id. Returns 1 if the id was added, 0 if the client is at its cap.
TAKE_SLOT = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
"""
ASKED_MS = 10_000  # an id whose job is not (yet) in RQ: kept this long, while it is being enqueued


def take_analysis_slot(connection: redis.Redis, client: str, job_id: str, cap: int, slot_seconds: int) -> bool:
    """Whether `job_id` got a place among `client`'s at most `cap` unfinished analyses. The ids are kept in a
    sorted set by when they were asked for; those RQ reports done (finished, failed, gone) leave it first,
    and a script adds the new id only while the set is below the cap, so that two requests at once cannot
    both take the last place. An id leaves at the latest `slot_seconds` after it came."""
    key = f"trackside:queued-jobs:{client}"
    now_ms = int(time.time() * 1000)
    held = connection.zrange(key, 0, -1, withscores=True)  # at most the cap
    jobs = Job.fetch_many([member.decode() for member, _ in held], connection=connection) if held else []
    done = [member for (member, asked_ms), job in zip(held, jobs, strict=True)
            if (job is None and now_ms - asked_ms > ASKED_MS) or (job is not None and ended(job))]
    if done:
        connection.zrem(key, *done)
    return bool(connection.eval(TAKE_SLOT, 1, key, now_ms, slot_seconds * 1000, cap, job_id))


def current_job() -> Job | None:
    """The job this worker runs (None where a job's function is called outside a worker)."""
    return get_current_job()


def ended(job: Job) -> bool:
    """Whether the job (as fetched) has ended for good; one failed that RQ will retry is scheduled."""
    return job.get_status(refresh=False) in ENDED


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
