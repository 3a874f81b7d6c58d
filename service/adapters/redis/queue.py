"""The RQ queues and job ids (RQ allows only [A-Za-z0-9_-] in ids, so ids use '-' where DESIGN.md
writes ':').

Three queues, in the order a worker listens to them: the moves games wait for (an automa's or bot's
turn, a clock), the analyses clients ask for (scoring, route income) and, reserved for webhooks, the
notifications; a job's kind names its queue. A worker takes the first job of the first queue that has
one, so no backlog of analyses or of a slow webhook receiver is ever ahead of a move; `trackside up`
also runs a worker for the moves alone, free even while the other is busy with a long analysis.

The moves are shared fairly between the clients whose games wait for them. A machine move (an automa's
or bot's turn) waits in its game's lane (its creator's: service/app/creation.py lane_of) and the lanes
take turns: `feed_moves` moves the first move of the next lane onto RQ's `moves` queue whenever that
holds fewer than READY_MOVES, so that one client's thousand bots' moves wait behind each other, never in
front of another client's. A clock check (and the look at a waiting game's deadline) skips the lanes and
is queued at the front: a clock acts once the moves under way are done."""
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
TIMEOUTS = {"review": 900, "move-analysis": 600}
"""Seconds a job of these kinds may run (RQ's default, 180, for the others): a review weighs up to 80 positions,
an analysis up to 2,400 nodes (service/app/analysis.py): half a minute on an idle worker, many times that on a
busy one."""
AHEAD = frozenset({"clock", "expiry"})  # kinds queued at the front of their queue: a deadline has come
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
    options = job_options(job_id, kind, **kwargs)
    if at_ms is None:
        return q.enqueue(func, *args, **options)
    # RQ keeps whole seconds (rounded down): rounded up, the job is never queued before `at_ms`
    at = datetime.fromtimestamp(math.ceil(at_ms / 1000), tz=UTC)
    return q.enqueue_at(at, func, *args, **options)


def job_options(job_id: str, kind: str, **kwargs) -> dict:
    """What RQ is told of a job of `kind`: its retries, how long its result is kept, where it is queued."""
    return {"job_id": job_id, "retry": RETRIES.get(kind, RETRY), "meta": {"kind": kind}, "result_ttl": 86400,
            "failure_ttl": 86400, "at_front": kind in AHEAD,
            **({"job_timeout": TIMEOUTS[kind]} if kind in TIMEOUTS else {}), **kwargs}


# --- the lanes of the machine moves ------------------------------------------------------------------

LANES = "trackside:moves-lanes"  # the lanes that have moves waiting, each once, in their turn
LANE = "trackside:moves-lane:"  # + a lane: its moves waiting (job ids), oldest first
SHARED_LANE = "shared"  # the games no client is named for (made before the lanes, imported, by the lobby)
READY_MOVES = 1
"""Jobs on RQ's `moves` queue (clock checks on it count too) below which a lane's move joins them: one
ready for the next worker to take at once, the lanes' turns decided as late as can be."""

# KEYS: RQ's moves queue, the lane, LANES. ARGV: the job's id, the lane's name. The job just put on RQ's
# queue (in the same transaction) goes to the end of its lane instead; a lane that had none waiting takes
# the next turn (a client with a game or two, a move at a time, never waits a round of the busy lanes).
INTO_LANE = """
if redis.call('LREM', KEYS[1], -1, ARGV[1]) == 0 then return 0 end
if redis.call('RPUSH', KEYS[2], ARGV[1]) == 1 then redis.call('LPUSH', KEYS[3], ARGV[2]) end
return 1
"""
# KEYS: RQ's moves queue, LANES. ARGV: READY_MOVES, the lanes' key prefix. While RQ's queue holds fewer
# than READY_MOVES, the first move of the lane whose turn it is goes onto it, and the lane to the end of
# the turns if it has more. Bounded: each round moves a job, or drops a lane found empty.
FEED = """
local fed = 0
while redis.call('LLEN', KEYS[1]) < tonumber(ARGV[1]) do
  local lane = redis.call('LPOP', KEYS[2])
  if not lane then break end
  local waiting = ARGV[2] .. lane
  local job = redis.call('LPOP', waiting)
  if job then
    redis.call('RPUSH', KEYS[1], job)
    fed = fed + 1
  end
  if redis.call('LLEN', waiting) > 0 then redis.call('RPUSH', KEYS[2], lane) end
end
return fed
"""


def enqueue_in_lane(connection: redis.Redis, lane: str, job_id: str, func: str, *args, kind: str) -> Job:
    """A machine move, unless a job with this id exists: queued by RQ and moved into `lane` in one
    transaction (no worker sees it outside its lane; no relay dying half-way leaves a job that is in no
    queue), then fed to RQ's queue in its lane's turn."""
    job = find_job(connection, job_id)
    if job is None:
        moves = queue(connection, MOVES)
        lane = lane or SHARED_LANE
        with connection.pipeline() as transaction:
            job = moves.enqueue(func, *args, pipeline=transaction, **job_options(job_id, kind))
            transaction.eval(INTO_LANE, 3, moves.key, LANE + lane, LANES, job_id, lane)
            transaction.execute()
    feed_moves(connection)
    return job


def feed_moves(connection: redis.Redis) -> int:
    """The lanes' moves onto RQ's `moves` queue, one lane's at a time, until it holds READY_MOVES (a
    worker does this as it takes a move, the relay as it queues one and on every pass); how many moved."""
    return int(connection.eval(FEED, 2, queue(connection, MOVES).key, LANES, READY_MOVES, LANE))


DEADLINES = ("clock-", "expiry-")  # the ids of the jobs a deadline queues (clock_job_id, expiry_job_id)


def waiting_jobs(connection: redis.Redis) -> str:
    """What waits for a worker, for a move job that plays on (workers/jobs.py automa_turn): "deadline"
    when a clock check or the look at a waiting game's deadline is among the first jobs on RQ's `moves`
    queue (queued at its front; the lanes keep the queue short), "job" when any other job is queued on
    any queue, else "" (one round trip)."""
    with connection.pipeline(transaction=False) as pipe:
        pipe.lrange(queue(connection, MOVES).key, 0, READY_MOVES + 1)
        for name in EVERY_QUEUE[1:]:
            pipe.llen(queue(connection, name).key)
        first, *others = pipe.execute()
    if any(job_id.decode().startswith(DEADLINES) for job_id in first):
        return "deadline"
    return "job" if first or any(others) else ""


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


class JobQueue:
    """The job queue's port (service/app/ports.py JobQueue) on RQ's Redis `connection`."""

    def __init__(self, connection: redis.Redis) -> None:
        self.connection = connection

    def enqueue_once(self, job_id: str, func: str, *args, kind: str) -> Job:
        return enqueue_once(self.connection, job_id, func, *args, kind=kind)

    def find(self, job_id: str) -> Job | None:
        return find_job(self.connection, job_id)

    def describe(self, job: Job) -> dict:
        return describe(job)

    def take_slot(self, client: str, job_id: str, cap: int, slot_seconds: int) -> bool:
        return take_analysis_slot(self.connection, client, job_id, cap, slot_seconds)
