"""RQ jobs. Each is safe to run twice: results are pure, appends go through the idempotent path."""
from __future__ import annotations

import time
from collections.abc import Callable

from domain.core import table as tables
from domain.core.registry import get_rules
from domain.core.rules import BoardScoring, RuleViolation
from service.adapters.redis.queue import (
    clock_job_id,
    current_job,
    enqueue_once,
    expiry_job_id,
    waiting_jobs,
)
from service.adapters.redis.resilience import STORE_ERRORS, backoff
from service.app.commands import Chain
from service.app.errors import ApplicationError, Unavailable
from workers.context import game_service, lobby_store, settings

PROGRESS_EVERY_SECONDS = 0.25
STORE_TRIES = 15  # with the parts' backoff (0.25 s doubling to 5 s): about a minute, more than a failover takes
CHAIN_MOVES = 100  # the most moves a move job plays, however quick (then the next is a job of its own)
CHAIN_MOST_SECONDS = 30.0  # and the longest it plays on while nothing else waits (RQ's job timeout: 180 s)


class Progress:
    """Reports `{done, total}` in the job's meta, at most a few times a second."""

    def __init__(self, total: int) -> None:
        self.job = current_job()
        self.total = total
        self.last = 0.0
        self.report(0, force=True)

    def report(self, done: int, force: bool = False) -> None:
        now = time.monotonic()
        if self.job is None or not (force or now - self.last >= PROGRESS_EVERY_SECONDS):
            return
        self.last = now
        self.job.meta["progress"] = {"done": done, "total": self.total}
        self.job.save_meta()


def score_games(game_ids: list[str]) -> dict:
    service = game_service()
    progress = Progress(len(game_ids))
    results = []
    for done, game_id in enumerate(game_ids, start=1):
        try:
            game = service.game(game_id)
            service.watch(game, None)  # (a result is anyone's who holds the job's id: 403 deal_hidden's check)
        except ApplicationError as error:  # no such game, archived, or a duplicate deal still played elsewhere
            results.append({"game": game_id, "error": error.code})
            continue
        known = service.current(game)
        played_out = game.rules.status(known.state)
        status = tables.status(played_out, known.table or {})  # seats leaving may have decided it
        if not status.finished:
            results.append({"game": game_id, "rules": game.rules.name, "error": "game_not_finished"})
        else:
            entry = {"game": game_id, "rules": game.rules.name,
                     "scores": list(status.scores) if status.scores is not None else None,
                     "winners": list(status.winners)}
            if isinstance(game.rules, BoardScoring) and played_out.finished:
                entry["breakdown"] = game.rules.final_scoring(known.state)
            results.append(entry)
        progress.report(done)
    progress.report(len(game_ids), force=True)
    return {"results": results}


def score_boards(boards: list[dict]) -> dict:
    progress = Progress(len(boards))
    results = []
    for done, item in enumerate(boards, start=1):
        rules = get_rules(item["rules"])
        if not isinstance(rules, BoardScoring):
            results.append({"rules": item["rules"], "error": "scoring_not_supported"})
        else:
            try:
                results.append({"rules": rules.name, "score": rules.score_board(item["board"])})
            except RuleViolation as exc:
                results.append({"rules": rules.name, "error": exc.code, "detail": exc.message})
        progress.report(done)
    progress.report(len(boards), force=True)
    return {"results": results}


def waiting_out_the_store(act: Callable[[], dict]) -> dict:
    """`act()`, tried again with the parts' backoff while the store is away (a failover, WAIT not met),
    STORE_TRIES times; then the job fails, and RQ runs it again as its Retry says (queue.OWED for the
    moves a game waits for)."""
    pause, failures = backoff(), 0
    while True:
        try:
            return act()
        except (*STORE_ERRORS, Unavailable):
            failures += 1
            if failures == STORE_TRIES:
                raise
            time.sleep(pause.compute(failures))


def automa_turn(game_id: str, version: int) -> dict:
    """The automa's (or a bot's) move at `version`, then the moves of the machine seats that act after it,
    one after another in this job (no outbox entry, relay pass and RQ job between them): for up to
    TRACKSIDE_MOVE_JOB_SECONDS while other jobs wait, up to CHAIN_MOST_SECONDS while none does, CHAIN_MOVES
    at most, and not once a clock's deadline waits. The move after those is a job again, in its lane's turn
    (service/adapters/redis/queue.py), so that one game never holds a worker others wait for
    (docs/operations.md "A move job plays on")."""
    job, seconds = current_job(), settings().move_job_seconds
    chain = None
    if seconds and job is not None:
        chain = Chain(CHAIN_MOVES, seconds, CHAIN_MOST_SECONDS, lambda: waiting_jobs(job.connection))
    return waiting_out_the_store(lambda: game_service().play_automa(game_id, version, chain))


def clock_check(game_id: str, version: int) -> dict:
    """A seat's clock that may have run out at `version`: the game acts as it was created to say, once
    (the service's command is idempotent), unless the game has moved on. Run early (another machine's
    clock), it checks again at the deadline the service names."""
    outcome = waiting_out_the_store(lambda: game_service().expire_clock(game_id, version))
    if outcome["outcome"] == "early":
        enqueue_once(current_job().connection, clock_job_id(game_id, version, outcome["deadline_ms"]),
                     "workers.jobs.clock_check", game_id, version, kind="clock", at_ms=outcome["deadline_ms"])
    return outcome


def lobby_expiry(game_id: str) -> dict:
    """A waiting game's deadline: where it expired (its lobby gone, its marker there), its expiry goes
    to the outbox, once, for the relay to tell its accounts (game_expired); nothing where it started or
    was declined in time. Run early (another machine's clock, a deadline put off), it looks again when
    the lobby's own TTL says."""
    outcome = waiting_out_the_store(lambda: lobby_store().tell_expiry(game_id))
    if outcome["outcome"] == "waiting":
        deadline_ms = int(time.time() * 1000) + outcome["left_ms"] + 1
        enqueue_once(current_job().connection, expiry_job_id(game_id, deadline_ms), "workers.jobs.lobby_expiry",
                     game_id, kind="expiry", at_ms=deadline_ms)
    return outcome


def route_income(game_id: str, version: int, company: str) -> dict:
    """The optimal income of one company's trains at one version, with its certificate."""
    from domain.routes import best_routes, load_graph

    service = game_service()
    game = service.game(game_id)
    graph = game.rules.route_graph(service.state_at(game, version), company)
    result = best_routes(load_graph(graph))
    routes = [{"train": r["train"], "stops": r["stops"], "stop_revenues": r["stop_revenues"], "track": r["walk"],
               "income": r["revenue"]} for r in result["routes"]]
    job = current_job()
    return {"company": company, "version": version, "income": result["income"],
            "upper_bound": result["upper_bound"], "routes": routes, "stats": result["stats"],
            # the routes drawn on the board (service/http/api/pictures.py)
            "picture": f"/v1/jobs/{job.id}/picture.svg" if job is not None else None}


def move_analysis(game_id: str, version: int, seat: int, nodes: int) -> dict:
    """The strong bot's search on `seat`'s position at `version`: its top moves (service/app/analysis.py)."""
    return game_service().analyses.top_moves(game_id, version, seat, nodes)


def review(game_id: str, nodes: int) -> dict:
    """A finished game's review: each seat's choices weighed, `nodes` a move (service/app/analysis.py), its
    progress reported as it goes."""
    progress: list[Progress] = []  # made once the review knows how many choices it weighs

    def report(done: int, total: int) -> None:
        if not progress:
            progress.append(Progress(total))
        progress[0].report(done, force=done == total)

    return game_service().analyses.review(game_id, nodes, report)
