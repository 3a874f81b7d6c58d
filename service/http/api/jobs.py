"""Jobs on RQ: bulk scoring, route-income analyses, and reading any job.

Each client (the rate limit's subject: its seat, else its address) may have at most
TRACKSIDE_MAX_QUEUED_JOBS analyses unfinished at a time; one more is a 429. Its jobs' ids are kept in
a sorted set by when they were asked for; before a new one, those RQ reports done (finished, failed,
gone) leave the set, and a script adds the new id only while the set is below the cap, so two
requests at once cannot both take the last slot. An id leaves the set at the latest SLOT_SECONDS
after it came, whatever its job's fate (a job lost with a dead worker never holds a slot for good)."""
from __future__ import annotations

import hashlib
import re
import time
import uuid

from flask import Blueprint, current_app, g
from rq.exceptions import NoSuchJobError
from rq.job import Job

from domain.core.rules import RouteIncomeRules, RuleViolation
from service.adapters.queue import describe, ended, enqueue_once
from service.http.exchange import games, json_body, json_response
from service.http.problems import Problem
from service.http.quotas import rate_key
from service.http.schemas import RouteIncome, ScoringJob

blueprint = Blueprint("jobs", __name__)
JOB_ID = re.compile(r"[A-Za-z0-9_-]{1,200}")
SLOT_SECONDS = 3600  # far beyond RQ's job timeout, and any queue that is not stuck
ASKED_MS = 10_000  # an id whose job is not (yet) in RQ: kept this long, while it is being enqueued

# KEYS[1]: the client's unfinished jobs. ARGV: now (ms), SLOT_SECONDS in ms, the cap, the new job's id.
# Returns 1 if the id was added, 0 if the client is at its cap.
TAKE_SLOT = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
"""


def rq_connection():
    return current_app.extensions["trackside.rq"]


def take_slot(job_id: str) -> None:
    """A place for `job_id` among the client's unfinished analyses, or a 429."""
    connection, client = rq_connection(), rate_key()
    key = f"trackside:queued-jobs:{client}"
    now_ms = int(time.time() * 1000)
    held = connection.zrange(key, 0, -1, withscores=True)  # at most the cap
    jobs = Job.fetch_many([member.decode() for member, _ in held], connection=connection) if held else []
    done = [member for (member, asked_ms), job in zip(held, jobs, strict=True)
            if (job is None and now_ms - asked_ms > ASKED_MS) or (job is not None and ended(job))]
    if done:
        connection.zrem(key, *done)
    cap = current_app.config["TRACKSIDE"].max_queued_jobs
    if not connection.eval(TAKE_SLOT, 1, key, now_ms, SLOT_SECONDS * 1000, cap, job_id):
        raise Problem(429, "too_many_queued_jobs",
                      f"This {g.get('rate_subject', 'client')} has {cap} analyses unfinished, as many as one may; "
                      "ask again once one has finished.", limit=cap)


@blueprint.post("/v1/scoring-jobs")
def scoring_job():
    body = json_body(ScoringJob)
    what = "games" if "games" in body else "boards"
    job_id = f"scoring-{uuid.uuid4().hex}"
    take_slot(job_id)
    job = enqueue_once(rq_connection(), job_id, f"workers.jobs.score_{what}", body[what], kind="scoring")
    return json_response({"job": describe(job)}, 202, {"Location": f"/v1/jobs/{job.id}"})


def fetch_job(job_id: str) -> Job:
    """The job of that id (an id the API could have made), or a 404."""
    if not JOB_ID.fullmatch(job_id):
        raise Problem(404, "not_found", "No such job.")
    try:
        return Job.fetch(job_id, connection=rq_connection())
    except NoSuchJobError as exc:
        raise Problem(404, "not_found", "No such job.") from exc


@blueprint.get("/v1/jobs/<job_id>")
def get_job(job_id: str):
    return json_response(describe(fetch_job(job_id)))


@blueprint.post("/v1/games/<game:game_id>/analyses/route-income")
def route_income(game_id: str):
    service = games()
    game = service.game(game_id)
    if not isinstance(game.rules, RouteIncomeRules):
        raise Problem(422, "no_route_income", f"{game.rules.title} has no trains that run routes.")
    body = json_body(RouteIncome)
    version, _ = service.resolve_version(game, at_version=body["at_version"])
    try:
        game.rules.route_graph(service.state_at(game, version), body["company"])
    except RuleViolation as exc:
        raise Problem(422, exc.code, exc.message, **exc.details) from exc
    job_id = f"route-income-{game.id}-{version}-{hashlib.sha256(body['company'].encode()).hexdigest()[:12]}"
    if not Job.exists(job_id, connection=rq_connection()):  # one asked for already costs no slot
        take_slot(job_id)
    job = enqueue_once(rq_connection(), job_id, "workers.jobs.route_income", game.id, version, body["company"],
                       kind="route-income")
    described = describe(job)
    # The result for a version never changes: once known it is answered at once.
    return json_response({"job": described}, 200 if described["status"] == "finished" else 202,
                         {"Location": f"/v1/jobs/{job.id}"})
