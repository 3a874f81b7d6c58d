"""Machine moves shared fairly (issue 39, section 2): one client's flood of bots' games slows only its own
games, never another client's bot or clock, on the workers `trackside up` runs; and a game's bots cost
its creator's budget by what they will spend of the workers."""
from __future__ import annotations

import dataclasses
import inspect
import random
from datetime import datetime

import pytest
import requests
from rq import Worker
from rq.job import Job
from rq.registry import ScheduledJobRegistry

from service.adapters.redis.queue import (
    LANES,
    MOVES,
    automa_job_id,
    clock_job_id,
    enqueue_in_lane,
    enqueue_once,
    find_job,
    queue,
)
from service.adapters.redis.worker import make_worker
from service.http.app import create_app
from service.http.quotas import bots_cost
from tests.service.play import create
from tests.support import ServedApp, start_part, stop_part, wait_for
from tests.workers.test_clocks import moves, of_type, summary_of
from tests.workers.test_queues import BOARD, seconds_between

FORKS = 60  # one client's forks of a game of six strong bots: 61 games whose bots all want a worker
STRONG_BOTS = [{"name": f"Bot {n}", "kind": "bot", "level": "strong"} for n in range(6)]
# Every move a function of its game's seed, and short: a strong bot's move of Railroad Ink about 0.12 s of CPU.
NODE_BUDGET = {"TRACKSIDE_BOT_BUDGET": "nodes", "TRACKSIDE_BOT_NODE_SCALE": "0.03"}
CLOCK = {"clock": {"base_s": 5, "increment_s": 0, "on_timeout": "lose"}}
ALLOWED_S = 2  # how much later than on idle workers another client's move and clock may come


def client(address: str) -> requests.Session:
    """A client of its own: its address, as the trusted proxy in front names it."""
    session = requests.Session()
    session.headers["X-Forwarded-For"] = address
    return session


@pytest.fixture
def behind_a_proxy(settings):
    """The API behind one trusted proxy, its creation budget enough for the flood (61 games of cost 19)."""
    served = ServedApp(create_app(dataclasses.replace(settings, trusted_proxies=1, create_limit="1200/minute")))
    yield served
    served.stop()


def first_bot_move(http: requests.Session, base: str) -> float:
    """Seconds from a new game's set-up to its bot's first move."""
    bot = create(http, base, "ticket-to-ride", [{"name": "Bot", "kind": "bot", "level": "normal"}, {"name": "Ada"}])
    events = f"{base}/v1/games/{bot['game']['id']}/events"
    first_move = wait_for(lambda: next((e for e in http.get(events).json()["events"] if e["seat"] == 0), None),
                          timeout=60, what="the bot's first move")
    return seconds_between(http.get(events).json()["events"][0]["at"], first_move["at"])


def bot_and_clock(http: requests.Session, base: str, connection) -> tuple[float, float]:
    """Seconds from a new game's set-up to its bot's first move, and from a clock's deadline to its action."""
    clocked = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Bob"}], options=CLOCK)
    at = moves(http, base, clocked, 0, random.Random(1))  # Ada keeps her tickets; Bob never moves
    assert at is not None
    check = clock_job_id(clocked["game"]["id"], at)
    scheduled = ScheduledJobRegistry(MOVES, connection=connection)
    deadline = wait_for(lambda: scheduled.get_scheduled_time(check) if check in scheduled.get_job_ids() else None,
                        what="the clock check scheduled")

    bot_s = first_bot_move(http, base)
    gid = clocked["game"]["id"]
    wait_for(lambda: summary_of(http, base, gid)["status"] == "finished", timeout=60, what="Bob's clock to act")
    [ran_out] = of_type(http.get(f"{base}/v1/games/{gid}/events").json()["events"], "clock_ran_out")
    return bot_s, (datetime.fromisoformat(ran_out["at"]) - deadline).total_seconds()


def test_one_clients_flood_of_bots_leaves_another_clients_bot_and_clock_on_time(redis_server, redis_url,
                                                                                behind_a_proxy, relay):
    """As `trackside up` runs them: a worker for the moves alone, one for every queue (moves first)."""
    base, connection = behind_a_proxy.url, redis_server.client()
    flooder, other = client("198.51.100.1"), client("198.51.100.2")
    workers = [start_part("worker", redis_url, "--queues", MOVES, **NODE_BUDGET),
               start_part("worker", redis_url, **NODE_BUDGET)]
    try:
        first_bot_move(other, base)  # (the workers' first job, which makes their connections)
        quiet_bot_s, quiet_clock_s = bot_and_clock(other, base, connection)

        parent = create(flooder, base, "railroad-ink", STRONG_BOTS)["game"]
        forks = [flooder.post(f"{base}/v1/games/{parent['id']}/fork", json={"at_version": parent["version"]})
                 for _ in range(FORKS)]
        assert [fork.status_code for fork in forks] == [201] * FORKS, forks[-1].text
        flood = [parent["id"], *(fork.json()["game"]["id"] for fork in forks)]
        store = behind_a_proxy.app.extensions["trackside.services"].games.store

        def waiting() -> int:
            """The flood's machine moves queued and not yet taken by a worker."""
            jobs = [find_job(connection, automa_job_id(gid, store.version(gid))) for gid in flood]
            return sum(job is not None and job.get_status() == "queued" for job in jobs)

        wait_for(lambda: waiting() >= FORKS - 10, what="the flood's moves to wait for the workers")
        flood_bot_s, flood_clock_s = bot_and_clock(other, base, connection)
        assert waiting() >= FORKS - 10, "the flood went on throughout"
    finally:
        for worker in workers:
            stop_part(worker)
    assert flood_bot_s <= quiet_bot_s + ALLOWED_S, (quiet_bot_s, flood_bot_s)
    assert flood_clock_s <= quiet_clock_s + ALLOWED_S, (quiet_clock_s, flood_clock_s)
    print(f"bot's first move {quiet_bot_s:.2f} s quiet, {flood_bot_s:.2f} s behind the flood; "
          f"clock acted {quiet_clock_s:.2f} s, {flood_clock_s:.2f} s after its deadline")


@pytest.fixture
def budget_of_forty(settings):
    served = ServedApp(create_app(dataclasses.replace(settings, create_limit="40/minute")))
    yield served
    served.stop()


def test_a_games_bots_cost_its_creators_budget_by_level(budget_of_forty):
    """A new game costs 1, and each bot seat 1, 2 or 3 more (easy, normal, strong; a seat without a level is a
    normal bot's, the rulebook automa's costs nothing); a fork of a game keeps its bots and pays for them."""
    http, base = budget_of_forty.http, budget_of_forty.url
    assert bots_cost([{"kind": "bot"}, {"kind": "automa"}, {"kind": "bot", "level": "easy"}, {"name": "Ada"}]) == 3

    def new(players: list[dict]) -> requests.Response:
        return http.post(f"{base}/v1/games", json={"rules": "railroad-ink", "players": players})

    strong = new(STRONG_BOTS)
    assert strong.status_code == 201, strong.text  # 19 of 40
    game = strong.json()["game"]
    fork = http.post(f"{base}/v1/games/{game['id']}/fork", json={"at_version": game["version"]})
    assert fork.status_code == 201, fork.text  # 38
    assert new([{"name": "Ada"}, {"name": "Bot", "kind": "bot", "level": "easy"}]).status_code == 201  # 40
    refused = new([{"name": "Ada"}])
    assert refused.status_code == 429 and refused.json()["code"] == "rate_limited", refused.text
    assert refused.headers["Content-Type"] == "application/problem+json"


def test_the_lanes_take_turns_behind_the_clocks(redis_server, redis_url):
    """A busy lane's moves wait behind each other: a lane that had none waiting takes the next turn, and a
    clock check goes ahead of every move; each move is run once, and the lanes are left empty."""
    connection = redis_server.client()

    def move(lane: str, job_id: str) -> None:
        enqueue_in_lane(connection, lane, job_id, "workers.jobs.score_boards", [BOARD], kind="automa")

    for n in range(1, 4):
        move("busy", f"busy-{n}")  # the first straight onto RQ's queue, the others in the lane
    move("busy", "busy-2")  # (an outbox entry handled again: nothing more)
    move("light", "light-1")
    enqueue_once(connection, "clock", "workers.jobs.score_boards", [BOARD], kind="clock")
    assert queue(connection, MOVES).job_ids == ["clock", "busy-1"]
    make_worker(connection, queue_names=(MOVES,)).work(burst=True)
    ran = [Job.fetch(job_id, connection=connection) for job_id in ("clock", "busy-1", "busy-2", "busy-3", "light-1")]
    assert all(job.get_status() == "finished" for job in ran)
    in_order = [job.id for job in sorted(ran, key=lambda job: job.ended_at)]
    assert in_order == ["clock", "busy-1", "light-1", "busy-2", "busy-3"]
    assert not connection.exists(LANES) and not connection.keys("trackside:moves-lane:*")


def test_the_worker_feeds_the_lanes_where_the_pinned_rq_waits_for_a_job():
    """The worker feeds the lanes around RQ's wait for the next job (a public method of RQ's Worker): this
    fails if RQ changes it or its call (the pin itself: tests/workers/test_queues.py)."""
    assert list(inspect.signature(Worker.dequeue_job_and_maintain_ttl).parameters) == [
        "self", "timeout", "max_idle_time"]
    assert "self.dequeue_job_and_maintain_ttl(timeout, max_idle_time)" in inspect.getsource(Worker.work)
