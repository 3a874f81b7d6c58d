"""The queues by priority: the moves games wait for never wait behind the analyses clients ask for;
each client has a bounded number of analyses unfinished; a scoring job has a bounded size; one bad
outbox entry never stops the relay; the RQ the worker was written for."""
from __future__ import annotations

import dataclasses
import inspect
import random
import re
import time
from datetime import datetime
from importlib.metadata import version

import orjson
import pytest
from rq import SimpleWorker, Worker
from rq.job import Job
from rq.registry import ScheduledJobRegistry
from rq.scheduler import RQScheduler

from service.adapters.redis.keys import OUTBOX
from service.adapters.redis.outbox_reader import GROUP
from service.adapters.redis.queue import (
    ANALYSIS,
    EARLIER,
    EVERY_QUEUE,
    MOVES,
    NOTIFICATIONS,
    QUEUE_NAMES,
    clock_job_id,
    enqueue_once,
    queue,
)
from service.adapters.redis.worker import TracksideWorker, make_worker
from service.http.app import create_app
from tests.pictures.positions import create_over_http
from tests.service.play import auth, create, play_randomly
from tests.support import ROOT, ServedApp, free_port, metric, start_part, stop_part, wait_for
from tests.workers.test_clocks import moves, of_type, summary_of

BACKLOG, ANALYSIS_SECONDS = 100, 0.5  # 50 s of analyses for one worker
BOARD = {"rules": "railroad-ink", "board": {"squares": []}}


def seconds_between(earlier: str, later: str) -> float:
    return (datetime.fromisoformat(later) - datetime.fromisoformat(earlier)).total_seconds()


def test_moves_come_within_seconds_behind_a_hundred_queued_analyses(redis_server, redis_url, served, relay):
    """As `trackside up` runs them: a worker for the moves alone, one for every queue (moves first)."""
    http, base = served.http, served.url
    connection = redis_server.client()
    quick = {"TRACKSIDE_BOT_SECONDS": "0.05"}
    workers = [start_part("worker", redis_url, "--queues", MOVES, **quick), start_part("worker", redis_url, **quick)]
    try:
        for n in range(BACKLOG):  # ten clients' ten analyses each, as many as each may have
            enqueue_once(connection, f"analysis-{n % 10}-{n}", "tests.workers.slow_jobs.slow_analysis",
                         ANALYSIS_SECONDS, kind="scoring")
        wait_for(lambda: connection.llen(queue(connection, ANALYSIS).key) < BACKLOG, what="the analyses to start")

        clocked = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Bob"}],
                         options={"clock": {"base_s": 5, "increment_s": 0, "on_timeout": "lose"}})
        at = moves(http, base, clocked, 0, random.Random(1))  # Ada keeps her tickets; Bob never moves
        assert at is not None
        check = clock_job_id(clocked["game"]["id"], at)
        scheduled = ScheduledJobRegistry(MOVES, connection=connection)
        wait_for(lambda: check in scheduled.get_job_ids(), what="the clock check scheduled on the moves queue")
        deadline = scheduled.get_scheduled_time(check)

        bot = create(http, base, "ticket-to-ride", [{"name": "Bot", "kind": "bot", "level": "easy"}, {"name": "Ada"}])
        events = f"{base}/v1/games/{bot['game']['id']}/events"
        first_move = wait_for(lambda: next((e for e in http.get(events).json()["events"] if e["seat"] == 0), None),
                              timeout=60, what="the bot's first move")
        setup = http.get(events).json()["events"][0]
        assert seconds_between(setup["at"], first_move["at"]) < 2, "the bot's move came at once"

        gid = clocked["game"]["id"]
        wait_for(lambda: summary_of(http, base, gid)["status"] == "finished", timeout=60, what="Bob's clock to act")
        [ran_out] = of_type(http.get(f"{base}/v1/games/{gid}/events").json()["events"], "clock_ran_out")
        assert ran_out["seat"] == 1
        assert 0 <= (datetime.fromisoformat(ran_out["at"]) - deadline).total_seconds() < 2, "at its deadline"
        assert connection.llen(queue(connection, ANALYSIS).key) > BACKLOG / 2, "the analyses were still waiting"
    finally:
        for worker in workers:
            stop_part(worker)


def test_a_worker_takes_its_queues_in_order_or_only_those_named(redis_server, redis_url):
    connection = redis_server.client()
    for name in reversed(QUEUE_NAMES):  # queued last to first
        enqueue_once(connection, f"job-{name}", "workers.jobs.score_boards", [BOARD],
                     kind={MOVES: "clock", ANALYSIS: "scoring", NOTIFICATIONS: "notification"}[name])
    queue(connection, EARLIER).enqueue("workers.jobs.score_boards", [BOARD], job_id=f"job-{EARLIER}")  # before an upgrade
    assert [len(queue(connection, name)) for name in EVERY_QUEUE] == [1, 1, 1, 1]
    make_worker(connection).work(burst=True)
    runs = {name: Job.fetch(f"job-{name}", connection=connection).ended_at for name in EVERY_QUEUE}
    assert sorted(runs, key=runs.get) == [MOVES, EARLIER, ANALYSIS, NOTIFICATIONS]
    for_moves = start_part("worker", redis_url, "--queues", MOVES)
    try:
        listening = wait_for(lambda: [w.queue_names() for w in Worker.all(connection=connection)], what="a worker")
        assert listening == [[MOVES]]
    finally:
        stop_part(for_moves)


# --- what a client may queue ------------------------------------------------------------------------

@pytest.fixture
def capped(settings):
    served = ServedApp(create_app(dataclasses.replace(settings, max_queued_jobs=3)))
    yield served
    served.stop()


def test_a_client_has_at_most_its_cap_of_analyses_unfinished(redis_server, capped):
    http, base = capped.http, capped.url
    connection = redis_server.client()

    def score(headers=None):
        return http.post(f"{base}/v1/scoring-jobs", json={"boards": [BOARD]}, headers=headers)

    assert [score().status_code for _ in range(3)] == [202, 202, 202]
    refused = score()
    assert refused.status_code == 429
    assert refused.headers["Content-Type"] == "application/problem+json"
    assert int(refused.headers["Retry-After"]) >= 1
    assert refused.json()["code"] == "too_many_queued_jobs" and refused.json()["limit"] == 3
    # another client (a seat, whatever its address) has its own
    seat = create(http, base, "railroad-ink", [{"name": "Ada"}])["seats"][0]["token"]
    assert score(auth(seat)).status_code == 202

    make_worker(connection).work(burst=True)  # the analyses finish: the client may ask again
    assert [score().status_code for _ in range(4)] == [202, 202, 202, 429]
    # a job lost for good (its Redis key gone) frees its slot at once; one that never ends, within the hour
    queued = connection.zrange("trackside:queued-jobs:ip:127.0.0.1", 0, -1)
    Job.fetch(queued[0].decode(), connection=connection).delete()
    connection.zadd("trackside:queued-jobs:ip:127.0.0.1", {queued[0]: time.time() * 1000 - 11_000})
    assert score().status_code == 202
    connection.zadd("trackside:queued-jobs:ip:127.0.0.1", {queued[1]: time.time() * 1000 - 3601_000})
    assert score().status_code == 202
    assert score().status_code == 429


def test_a_scoring_job_takes_at_most_a_hundred_games_or_boards(served):
    http, base = served.http, served.url
    assert http.post(f"{base}/v1/scoring-jobs", json={"boards": [BOARD] * 100}).status_code == 202
    for body in ({"boards": [BOARD] * 101}, {"games": ["ab"] * 10_000}):
        response = http.post(f"{base}/v1/scoring-jobs", json=body)
        assert response.status_code == 422, response.text
        assert response.headers["Content-Type"] == "application/problem+json"
        problem = response.json()
        assert problem["code"] == "scoring_job_too_large" and problem["limit"] == 100
        assert re.search(r"at most 100 (boards|games); this one has (101|10000)", problem["detail"])


# --- the relay ---------------------------------------------------------------------------------------

def test_one_bad_outbox_entry_goes_to_the_dead_letters_and_the_games_go_on(redis_server, redis_url, served, worker):
    connection = redis_server.client()
    connection.xgroup_create(OUTBOX, GROUP, id="0", mkstream=True)
    poison = orjson.dumps({"game": "bench.game-with.dots", "version": 1, "automa": [1]})  # RQ refuses the job id
    connection.xadd(OUTBOX, {"entry": poison})
    port = free_port()
    relay = start_part("relay", redis_url, "--metrics-port", str(port))
    try:
        created = create(served.http, served.url, "mini-express", [{"name": "Ada"}, {"name": "Automa", "kind": "automa"}])
        assert play_randomly(served.http, served.url, created)["status"] == "finished"
        assert relay.poll() is None
        [(_, fields)] = connection.xrange(f"{OUTBOX}:dead")
        assert fields[b"entry"] == poison and b"Job ID" in fields[b"error"]
        assert metric(f"http://127.0.0.1:{port}/metrics", "trackside_relay_dead_letters_total") == 1
    finally:
        stop_part(relay)


# --- the RQ under the worker ---------------------------------------------------------------------------

def test_the_worker_overrides_rq_where_the_pinned_rq_calls_it():
    """service/adapters/redis/worker.py replaces RQ's private Worker._start_scheduler (RQ has no public way to give a
    worker another scheduler) and runs the cheap jobs as RQ's SimpleWorker does, through RQ's own steps: this
    fails if RQ changes under it."""
    pinned = re.search(r'"rq==([^"]+)"', (ROOT / "pyproject.toml").read_text()).group(1)
    assert version("rq") == pinned
    assert list(inspect.signature(Worker._start_scheduler).parameters) == [
        "self", "burst", "logging_level", "date_format", "log_format"]
    assert "self._start_scheduler(burst, logging_level, date_format, log_format)" in inspect.getsource(Worker.work)
    assert TracksideWorker._start_scheduler is not Worker._start_scheduler
    scheduler_hooks = {"acquire_locks": ["self", "auto_start"], "request_stop": ["self", "signum", "frame"],
                       "work": ["self"]}
    for name, parameters in scheduler_hooks.items():
        assert list(inspect.signature(getattr(RQScheduler, name)).parameters) == parameters, name
    assert isinstance(RQScheduler.should_reacquire_locks, property)
    # A job in the worker's process goes through RQ's SimpleWorker's steps, and the end of its own run is
    # told (handle_execution_ended) before RQ records how it ended.
    simple = inspect.getsource(SimpleWorker.execute_job)
    assert "self.prepare_execution(job)" in simple and "self.perform_job(job, queue)" in simple
    perform = inspect.getsource(Worker.perform_job)
    assert perform.index("self.handle_execution_ended(") < perform.index("self.handle_job_success(")
    worker_hooks = {"handle_execution_ended": ["self", "job", "queue", "heartbeat_ttl"],
                    "maintain_heartbeats": ["self", "job"], "kill_horse": ["self", "sig"],
                    "request_force_stop": ["self", "signum", "frame"], "heartbeat": ["self", "timeout", "pipeline"]}
    for name, parameters in worker_hooks.items():
        assert list(inspect.signature(getattr(Worker, name)).parameters) == parameters, name



def test_a_route_income_takes_one_slot_however_often_it_is_asked_for(redis_server, capped):
    http, base = capped.http, capped.url
    connection = redis_server.client()
    assert [http.post(f"{base}/v1/scoring-jobs", json={"boards": [BOARD]}).status_code for _ in range(2)] == [202, 202]
    created = create_over_http(http, base, "lilliput", steps=80, seat_count=2)
    game_id = created["game"]["id"]
    company = sorted(c["id"] for c in http.get(f"{base}/v1/games/{game_id}/state").json()["view"]["companies"])[0]
    asked = [http.post(f"{base}/v1/games/{game_id}/analyses/route-income", json={"company": company})
             for _ in range(2)]
    assert [response.status_code for response in asked] == [202, 202]  # the third analysis, asked twice
    assert asked[0].json()["job"]["id"] == asked[1].json()["job"]["id"]
    assert asked[0].json()["job"]["id"] in queue(connection, ANALYSIS).job_ids
    refused = http.post(f"{base}/v1/scoring-jobs", json={"boards": [BOARD]})
    assert refused.status_code == 429 and refused.json()["code"] == "too_many_queued_jobs"
