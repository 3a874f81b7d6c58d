"""Jobs on RQ: bulk scoring, route-income analyses, the search's analyses of a seat's moves and a finished
game's review (service/app/analysis.py says who may ask), and reading any job.

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
from service.app.analysis import Analyses, strong_nodes
from service.app.ports import JobQueue, QueuedJob
from service.http.exchange import games, json_body, json_response, services, viewer
from service.http.problems import Problem
from service.http.quotas import rate_key
from service.http.schemas import GameReview, MoveAnalysis, RouteIncome, ScoringJob

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
    if job.func_name in ("workers.jobs.route_income", "workers.jobs.review"):  # (its id says its game's)
        watch_game(job.args[0])
    elif job.func_name == "workers.jobs.move_analysis":  # a seat's: read as it may be asked for
        game = games().game(job.args[0])
        analyses().may_analyse(game, viewer(game), job.args[2])
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
    return queued_once(job_id, "workers.jobs.route_income", game.id, version, body["company"], kind="route-income")


def analyses() -> Analyses:
    return games().analyses


@blueprint.post("/v1/games/<game:game_id>/analyses/moves")
def move_analysis(game_id: str):
    """The strong bot's search on one seat's position: its top moves, each with its value and visits."""
    game = games().game(game_id)
    caller = viewer(game)
    body = json_body(MoveAnalysis)
    analyses().may_analyse(game, caller, body["seat"])
    version, _ = games().resolve_version(game, at_version=body["at_version"])
    analyses().check_position(game, version, body["seat"])
    nodes = body["nodes"] or strong_nodes(game)
    return queued_once(f"analysis-moves-{game.id}-{version}-{body['seat']}-{nodes}", "workers.jobs.move_analysis",
                       game.id, version, body["seat"], nodes, kind="move-analysis")


@blueprint.post("/v1/games/<game:game_id>/analyses/review")
def review(game_id: str):
    """A finished game's review: each seat's choices weighed against the best move found."""
    game = games().game(game_id)
    games().watch(game, viewer(game))
    nodes = json_body(GameReview)["nodes"]
    if not analyses().finished(game):
        raise Problem(409, "game_not_finished", "A game is reviewed once it has ended; while it is played a seat "
                      "may ask for its own moves' analysis (POST .../analyses/moves).")
    return queued_once(f"analysis-review-{game.id}-{nodes}", "workers.jobs.review", game.id, nodes, kind="review")


def queued_once(job_id: str, func: str, *args, kind: str):
    """An analysis whose result never changes, queued once under the client's cap: 202 while it runs,
    200 once known (one asked for already costs no slot)."""
    if queue().find(job_id) is None:
        take_slot(job_id)
    job = queue().enqueue_once(job_id, func, *args, kind=kind)
    described = queue().describe(job)
    return json_response({"job": described}, 200 if described["status"] == "finished" else 202,
                         {"Location": f"/v1/jobs/{job.id}"})
