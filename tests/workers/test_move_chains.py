"""A move job plays on while the machine seats act one after another (workers/jobs.py automa_turn), on a
real worker and relay over a real Redis: the game the same as one played a job a move, no job queued for
a move a chain played, and a worker killed mid-chain losing and repeating no move."""
from __future__ import annotations

import os
import signal

import orjson
import pytest
import redis
from rq.job import Job
from rq.registry import StartedJobRegistry

from service.adapters.redis.keys import OUTBOX
from service.adapters.redis.queue import (
    MOVES,
    automa_job_id,
    clock_job_id,
    enqueue_in_lane,
    enqueue_once,
    waiting_jobs,
)
from service.adapters.redis.store import EventStore
from service.app.commands import DEADLINE_WAITS, JOB_WAITS, NOTHING_WAITS, Chain
from service.app.games import GameService
from service.config import Settings
from tests.support import start_part, stop_part, wait_for

# Every move a function of the seed; a job plays on for up to 5 s (its 100 moves, on any machine's load).
NODE_BOTS = {"TRACKSIDE_BOT_BUDGET": "nodes", "TRACKSIDE_BOT_NODE_SCALE": "0.04", "TRACKSIDE_MOVE_JOB_SECONDS": "5"}
BOTS = [{"name": f"Bot {seat}", "kind": "bot", "level": "easy"} for seat in range(2)]
SEED = "chains"


def service_on(url: str) -> GameService:
    store = EventStore(redis.Redis.from_url(url))
    store.prepare()
    return GameService(store, bot_nodes=0.04)


def moves(service: GameService, game_id: str) -> list[dict]:
    """The game's log as it decides the game: every event but when it was appended."""
    return [{name: value for name, value in envelope.items() if name != "at"}
            for envelope in service.games.store.events(game_id)]


@pytest.fixture
def one_job_a_move(redis_server):
    """The same game played in one process, a call a move (no chain): on a database of its own, which no
    relay reads."""
    url = f"{redis_server.url}/1"
    redis.Redis.from_url(url).flushdb()
    service = service_on(url)
    game_id = service.create("ticket-to-ride", BOTS, {}, seed=SEED)["game"]["id"]
    for _ in range(5000):
        if service.play_automa(game_id, service.games.store.version(game_id))["outcome"] == "nothing_to_do":
            return moves(service, game_id)
    raise AssertionError("the game of bots did not end")


def finished(service: GameService, game_id: str) -> bool:
    return service.summary(service.game(game_id))["status"] == "finished"


def move_jobs(connection: redis.Redis, game_id: str) -> list[Job]:
    ids = [key.decode().removeprefix("rq:job:") for key in connection.scan_iter(f"rq:job:automa-{game_id}-*")]
    return [job for job in Job.fetch_many(ids, connection=connection) if job is not None]


def test_a_game_of_bots_plays_in_few_jobs_and_as_it_would_a_job_a_move(redis_url, one_job_a_move):
    service = service_on(redis_url)
    parts = [start_part("worker", redis_url, **NODE_BOTS), start_part("relay", redis_url)]
    try:
        game_id = service.create("ticket-to-ride", BOTS, {}, seed=SEED)["game"]["id"]
        wait_for(lambda: finished(service, game_id), timeout=300, interval=0.2, what="the game of bots to end")
        connection = redis.Redis.from_url(redis_url)
        jobs = wait_for(lambda: (found := move_jobs(connection, game_id)) and all(
            job.get_status() == "finished" for job in found) and found, what="every move job to end")
    finally:
        for part in parts:
            stop_part(part)
    assert moves(service, game_id) == one_job_a_move
    played = [job.return_value() for job in jobs]
    # Every job played (none queued for a move a chain had played: it would find the game moved on), and
    # most moves were played on by a job before them.
    assert all(result["outcome"] == "played" for result in played), played
    bot_moves = sum((envelope["command"] or {}).get("by") == "bot" for envelope in one_job_a_move)
    assert sum(result["moves"] for result in played) == bot_moves
    assert len(jobs) < bot_moves / 4


def test_a_worker_killed_mid_chain_loses_and_repeats_no_move(redis_url, one_job_a_move):
    """Killed (kill -9) while its job plays on, with the game's last append leaving the next move to that
    job: the reaper queues the job again, and it goes on from the game's last version."""
    service = service_on(redis_url)
    connection = redis.Redis.from_url(redis_url)
    started = StartedJobRegistry(MOVES, connection=connection)
    workers = [start_part("worker", redis_url, **NODE_BOTS)]
    relay = start_part("relay", redis_url)  # (it runs the reaper)
    kills = 0
    try:
        game_id = service.create("ticket-to-ride", BOTS, {}, seed=SEED)["game"]["id"]

        def mid_chain() -> bool:
            owed_to = (service.games.store.meta(game_id) or {}).get("chain", "")
            return bool(owed_to) and f"automa-{game_id}-{owed_to.removeprefix('automa:')}" in started.get_job_ids(
                cleanup=False)

        for _ in range(3):
            wait_for(lambda: mid_chain() or finished(service, game_id), timeout=120, interval=0.002,
                     what="a job playing on")
            if finished(service, game_id):
                break
            os.killpg(workers[-1].pid, signal.SIGKILL)
            workers[-1].wait()
            kills += 1
            workers.append(start_part("worker", redis_url, **NODE_BOTS))
        wait_for(lambda: finished(service, game_id), timeout=300, interval=0.2, what="the game of bots to end")
    finally:
        for part in (*workers, relay):
            stop_part(part)
    assert kills, "no worker was killed mid-chain"
    assert moves(service, game_id) == one_job_a_move


def test_a_player_s_command_between_two_moves_of_a_chain_ends_it_and_the_relay_queues_the_next(redis_url):
    """Two bots then a player: the player resigns while the job plays on (between its two bots' moves).
    The second bot's move, decided on the version before the resignation, is not appended; the job ends
    having played one move, and the resignation's outbox entry asks the relay for the next machine move."""
    service = service_on(redis_url)
    players = [*BOTS, {"name": "Ada"}]
    created = service.create("ticket-to-ride", players, {}, seed=SEED)
    game_id, version = created["game"]["id"], created["game"]["version"]
    asked = []

    def resign_at_the_second_move() -> bool:
        asked.append(service.games.store.version(game_id))
        if len(asked) == 2:
            service.commands.play(service.game(game_id), 2, {"type": "resign", "data": {}}, None)
        return NOTHING_WAITS

    played = service.play_automa(game_id, version, Chain(100, 60.0, 60.0, resign_at_the_second_move))
    assert played["outcome"] == "played" and played["moves"] == 1
    log = service.games.store.events(game_id, after=version)
    commands = [envelope["command"] for envelope in log if envelope["command"]]
    assert [(command["seat"], command.get("by")) for command in commands] == [(0, "bot"), (2, None)]
    assert commands[-1]["type"] == "resign"
    assert service.games.store.meta(game_id)["chain"] == ""
    last = orjson.loads(redis.Redis.from_url(redis_url).xrevrange(OUTBOX, count=1)[0][1][b"entry"])
    assert last["version"] == service.games.store.version(game_id) and last["automa"][0] == 1


def test_a_clock_check_on_the_moves_queue_stops_a_chain_after_its_move(redis_url):
    """A clock check, queued at the front of `moves`, is seen by the job playing on (waiting_jobs): its
    next move is queued by the relay, in its lane's turn, behind the clock."""
    connection = redis.Redis.from_url(redis_url)
    assert waiting_jobs(connection) == NOTHING_WAITS
    enqueue_in_lane(connection, "", automa_job_id("other", 3), "workers.jobs.automa_turn", "other", 3, kind="automa")
    assert waiting_jobs(connection) == JOB_WAITS
    enqueue_once(connection, clock_job_id("clocked", 7), "workers.jobs.clock_check", "clocked", 7, kind="clock")
    assert waiting_jobs(connection) == DEADLINE_WAITS
    service = service_on(redis_url)
    created = service.create("ticket-to-ride", BOTS, {}, seed=SEED)
    game_id, version = created["game"]["id"], created["game"]["version"]
    played = service.play_automa(game_id, version, Chain(100, 60.0, 60.0, lambda: waiting_jobs(connection)))
    assert played["outcome"] == "played" and played["moves"] == 1
    assert service.games.store.meta(game_id)["chain"] == ""
    last = orjson.loads(connection.xrevrange(OUTBOX, count=1)[0][1][b"entry"])
    assert last["version"] == played["version"] and last["automa"]


@pytest.mark.parametrize("waiting, played, elapsed, goes_on", [
    (NOTHING_WAITS, 1, 5.0, True),  # past its budget, while no other job waits
    (JOB_WAITS, 1, 0.1, True),  # within it, while one does
    (JOB_WAITS, 3, 0.3, False),  # past it
    (DEADLINE_WAITS, 1, 0.0, False),  # a clock's deadline: at once
    (NOTHING_WAITS, 1, 30.0, False),  # at the most it may hold a worker
    (NOTHING_WAITS, 100, 0.1, False),  # at the most moves
])
def test_a_job_plays_on_past_its_budget_only_while_no_other_job_waits(waiting, played, elapsed, goes_on):
    assert Chain(100, 0.25, 30.0, lambda: waiting).goes_on(played, elapsed) is goes_on


@pytest.mark.parametrize("seconds", [-0.1, 61.0])
def test_a_move_job_budget_outside_its_bounds_is_refused_at_start(redis_url, seconds):
    with pytest.raises(ValueError, match="TRACKSIDE_MOVE_JOB_SECONDS"):
        Settings(redis_url=redis_url, move_job_seconds=seconds)
