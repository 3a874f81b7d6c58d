"""Jobs on RQ: bulk scoring, route-income analyses, and reading any job."""
from __future__ import annotations

import hashlib
import re
import uuid

from flask import Blueprint, current_app
from rq.exceptions import NoSuchJobError
from rq.job import Job

from domain.core.rules import RouteIncomeRules, RuleViolation
from service.http import games, json_body, json_response
from service.problems import Problem
from service.schemas import RouteIncome, ScoringJob
from workers.queue import describe, enqueue_once, queue

blueprint = Blueprint("jobs", __name__)
JOB_ID = re.compile(r"[A-Za-z0-9_-]{1,200}")


def rq_connection():
    return current_app.extensions["trackside.rq"]


@blueprint.post("/v1/scoring-jobs")
def scoring_job():
    body = json_body(ScoringJob)
    job_id = f"scoring-{uuid.uuid4().hex}"
    if "games" in body:
        job = enqueue_once(queue(rq_connection()), job_id, "workers.jobs.score_games", body["games"], kind="scoring")
    else:
        job = enqueue_once(queue(rq_connection()), job_id, "workers.jobs.score_boards", body["boards"], kind="scoring")
    return json_response({"job": describe(job)}, 202, {"Location": f"/v1/jobs/{job.id}"})


@blueprint.get("/v1/jobs/<job_id>")
def get_job(job_id: str):
    if not JOB_ID.fullmatch(job_id):
        raise Problem(404, "not_found", "No such job.")
    try:
        job = Job.fetch(job_id, connection=rq_connection())
    except NoSuchJobError as exc:
        raise Problem(404, "not_found", "No such job.") from exc
    return json_response(describe(job))


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
    job = enqueue_once(queue(rq_connection()), job_id, "workers.jobs.route_income", game.id, version,
                       body["company"], kind="route-income")
    described = describe(job)
    # The result for a version never changes: once known it is answered at once.
    return json_response({"job": described}, 200 if described["status"] == "finished" else 202,
                         {"Location": f"/v1/jobs/{job.id}"})
