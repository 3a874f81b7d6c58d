"""Jobs on RQ: bulk scoring, route-income analyses, and reading any job.

Each client (the rate limit's subject: its seat, else its address) may have at most
TRACKSIDE_MAX_QUEUED_JOBS analyses unfinished at a time; one more is a 429 (the places are counted by
service/adapters/redis/queue.py take_analysis_slot). A place is freed at the latest SLOT_SECONDS after it was
taken, whatever its job's fate (a job lost with a dead worker never holds a place for good)."""
from __future__ import annotations

import hashlib
import re
import uuid

from flask import Blueprint, current_app, g

from domain.core.rules import RouteIncomeRules, RuleViolation
from service.app import errors
from service.app.ports import JobQueue, QueuedJob
from service.http.exchange import games, json_body, json_response, services, viewer
from service.http.problems import Problem
from service.http.quotas import rate_key
from service.http.schemas import RouteIncome, ScoringJob

blueprint = Blueprint("jobs", __name__)
JOB_ID = re.compile(r"[A-Za-z0-9_-]{1,200}")
SLOT_SECONDS = 3600  # far beyond RQ's job timeout, and any queue that is not stuck

def queue() -> JobQueue:
    return services().queue


def take_slot(job_id: str) -> None:
    """A place for `job_id` among the client's unfinished analyses, or a 429."""
    cap = current_app.config["TRACKSIDE"].max_queued_jobs
    if not queue().take_slot(rate_key(), job_id, cap, SLOT_SECONDS):
        raise Problem(429, "too_many_queued_jobs",
                      f"This {g.get('rate_subject', 'client')} has {cap} analyses unfinished, as many as one may; "
                      "ask again once one has finished.", limit=cap)


def watch_game(game_id: str, seatless: bool = False) -> None:
    """The game's own reads' check (Reads.watch: 403 deal_hidden) for a job that reads it, the caller's
    seat as its token says, or none (`seatless`: a scoring job's result is anyone's who holds its id).
    A game not found (archived since, not created yet) is left to the job, which says so of it."""
    service = games()
    try:
        game = service.game(game_id)
    except (errors.NotFound, errors.Gone, errors.Conflict):  # (Conflict: a game still waiting for its seats)
        return
    service.watch(game, None if seatless else viewer(game))


@blueprint.post("/v1/scoring-jobs")
def scoring_job():
    body = json_body(ScoringJob)
    what = "games" if "games" in body else "boards"
    for game_id in body.get("games", ()):  # (at most MAX_SCORING_ITEMS; the job checks each again as it runs)
        watch_game(game_id, seatless=True)
    job_id = f"scoring-{uuid.uuid4().hex}"
    take_slot(job_id)
    job = queue().enqueue_once(job_id, f"workers.jobs.score_{what}", body[what], kind="scoring")
    return json_response({"job": queue().describe(job)}, 202, {"Location": f"/v1/jobs/{job.id}"})


def fetch_job(job_id: str) -> QueuedJob:
    """The job of that id (an id the API could have made), or a 404."""
    if not JOB_ID.fullmatch(job_id):
        raise Problem(404, "not_found", "No such job.")
    job = queue().find(job_id)
    if job is None:
        raise Problem(404, "not_found", "No such job.")
    if job.func_name == "workers.jobs.route_income":  # (its id says its game's, a version's and a company's)
        watch_game(job.args[0])
    return job


@blueprint.get("/v1/jobs/<job_id>")
def get_job(job_id: str):
    return json_response(queue().describe(fetch_job(job_id)))


@blueprint.post("/v1/games/<game:game_id>/analyses/route-income")
def route_income(game_id: str):
    service = games()
    game = service.game(game_id)
    service.watch(game, viewer(game))  # the board at a version is the game's play
    if not isinstance(game.rules, RouteIncomeRules):
        raise Problem(422, "no_route_income", f"{game.rules.title} has no trains that run routes.")
    body = json_body(RouteIncome)
    version, _ = service.resolve_version(game, at_version=body["at_version"])
    try:
        game.rules.route_graph(service.state_at(game, version), body["company"])
    except RuleViolation as exc:
        raise Problem(422, exc.code, exc.message, **exc.details) from exc
    job_id = f"route-income-{game.id}-{version}-{hashlib.sha256(body['company'].encode()).hexdigest()[:12]}"
    if queue().find(job_id) is None:  # one asked for already costs no slot
        take_slot(job_id)
    job = queue().enqueue_once(job_id, "workers.jobs.route_income", game.id, version, body["company"],
                               kind="route-income")
    described = queue().describe(job)
    # The result for a version never changes: once known it is answered at once.
    return json_response({"job": described}, 200 if described["status"] == "finished" else 202,
                         {"Location": f"/v1/jobs/{job.id}"})
