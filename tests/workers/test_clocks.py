"""Turn clocks on the queue: the relay schedules a clock check at each deadline with RQ's scheduler,
the workers' schedulers move it to the queue when it is due, and the game acts once, even when every
worker was killed past the deadline, or the relay handled an entry twice."""
from __future__ import annotations

import math
import os
import random
import signal
import time

import orjson
from rq.job import Job
from rq.registry import ScheduledJobRegistry
from rq.scheduler import RQScheduler

from service.adapters.redis.keys import OUTBOX
from service.adapters.redis.outbox_reader import CLAIM_IDLE_MS, GROUP
from service.adapters.redis.queue import MOVES, clock_job_id, enqueue_once
from tests.service.play import auth, create
from tests.support import descendants, running, start_part, wait_for
from workers.relay import Relay

LOCK = RQScheduler.get_locking_key(MOVES)
PLAYERS = [{"name": "Ada"}, {"name": "Bob"}]
ADA, BOB = 0, 1


def status(connection, job_id: str) -> str:
    return Job.fetch(job_id, connection=connection).get_status().value


def runs(connection, job_id: str) -> int:
    return len(Job.fetch(job_id, connection=connection).results())


def kill_9(process) -> None:
    """The part and its children (a worker's scheduler and work-horse), all at once."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:  # all gone already
        pass
    process.wait()


def in_ms(delay_ms: int) -> int:
    return int(time.time() * 1000) + delay_ms


def test_a_scheduled_job_waits_for_its_time_and_runs_once_among_several_workers(redis_server, redis_url):
    connection = redis_server.client()
    workers = [start_part("worker", redis_url) for _ in range(3)]
    try:
        wait_for(lambda: connection.get(LOCK), what="a scheduler to take the lock")
        at_ms = in_ms(2500)
        job = enqueue_once(connection, "at-its-time", "workers.jobs.score_boards", [], kind="clock", at_ms=at_ms)
        time.sleep(max(0.0, (at_ms - 600) / 1000 - time.time()))
        assert status(connection, job.id) == "scheduled", "not before its time"
        wait_for(lambda: status(connection, job.id) == "finished", timeout=15, what="the job to run")
        assert runs(connection, job.id) == 1, "one scheduler moved it to the queue"
    finally:
        for process in workers:
            kill_9(process)


def test_a_job_due_while_every_worker_was_killed_runs_once_a_worker_is_back(redis_server, redis_url):
    connection = redis_server.client()
    worker = start_part("worker", redis_url)
    try:
        wait_for(lambda: connection.get(LOCK), what="the worker's scheduler to take the lock")
        job = enqueue_once(connection, "due-while-down", "workers.jobs.score_boards", [], kind="clock",
                           at_ms=in_ms(1000))
        kill_9(worker)  # its scheduler dies holding the lock, which RQ would keep for a minute
        time.sleep(2.5)
        assert status(connection, job.id) == "scheduled", "nobody was there to queue it"
        back = time.monotonic()
        worker = start_part("worker", redis_url)
        wait_for(lambda: status(connection, job.id) == "finished", timeout=30, what="the job to run")
        assert time.monotonic() - back < 15, "the dead scheduler's lock was taken over within seconds"
        assert runs(connection, job.id) == 1
    finally:
        kill_9(worker)


def test_a_scheduler_dies_with_its_worker_and_a_standby_takes_over(redis_server, redis_url):
    """kill -9 of the worker alone (as a supervisor or the OOM killer does): its scheduler must not run
    on as an orphan; it releases the lock, and another worker's scheduler takes it."""
    connection = redis_server.client()
    first = start_part("worker", redis_url, "--name", "first")
    wait_for(lambda: connection.get(LOCK) == b"first", what="the first worker's scheduler to take the lock")
    second = start_part("worker", redis_url, "--name", "second")
    try:
        wait_for(lambda: connection.exists("rq:scheduler:second"), what="the standby scheduler")
        schedulers = descendants(first.pid)
        assert schedulers, "the first worker runs its scheduler in a child process"
        os.kill(first.pid, signal.SIGKILL)
        first.wait()
        wait_for(lambda: not any(running(pid) for pid in schedulers), timeout=10, what="the orphan to die")
        wait_for(lambda: connection.get(LOCK) == b"second", timeout=10, what="the standby to take the lock")
        job = enqueue_once(connection, "after-takeover", "workers.jobs.score_boards", [], kind="clock",
                           at_ms=in_ms(0))
        wait_for(lambda: status(connection, job.id) == "finished", timeout=15, what="the job to run")
    finally:
        kill_9(first)
        kill_9(second)


def test_the_relay_schedules_one_clock_check_per_deadline_through_crashes(redis_server, redis_url):
    connection = redis_server.client()
    scheduled = ScheduledJobRegistry(MOVES, connection=connection)
    deadline_ms = in_ms(600_000)  # far ahead: only the scheduling is looked at here

    def entry(version: int) -> dict:
        return {"game": "g1", "version": version, "automa": [], "deadline_ms": deadline_ms + version}

    # A relay reads an entry and schedules its check, then dies before its XACK.
    dead = Relay(connection, connection, name="dead")
    connection.xadd(OUTBOX, {"entry": orjson.dumps(entry(7))})
    [[_, [(_, fields)]]] = connection.xreadgroup(GROUP, "dead", {OUTBOX: ">"})
    dead.handle(orjson.loads(fields[b"entry"]))
    relay = start_part("relay", redis_url)
    try:
        # A live relay claims the entry and handles it again: still one check.
        wait_for(lambda: connection.xpending(OUTBOX, GROUP)["pending"] == 0 and not connection.xlen(OUTBOX),
                 timeout=CLAIM_IDLE_MS / 1000 + 15, what="the live relay to claim the dead one's entry")
        assert scheduled.get_job_ids() == [clock_job_id("g1", 7)]
        job = Job.fetch(clock_job_id("g1", 7), connection=connection)
        assert (job.func_name, job.args) == ("workers.jobs.clock_check", ("g1", 7))
        assert scheduled.get_scheduled_time(job.id).timestamp() == math.ceil((deadline_ms + 7) / 1000)
        # An entry written while the relay is killed is scheduled by the restarted one; the check of the
        # version the game has moved past is dropped.
        kill_9(relay)
        connection.xadd(OUTBOX, {"entry": orjson.dumps(entry(8))})
        relay = start_part("relay", redis_url)
        # (it schedules the new check, then drops the old one: wait for both)
        wait_for(lambda: scheduled.get_job_ids() == [clock_job_id("g1", 8)]
                 and not Job.exists(clock_job_id("g1", 7), connection=connection), timeout=15,
                 what="the restarted relay")
    finally:
        kill_9(relay)
    # The older entry handled once more, late (claimed from a dead relay), does not bring its check back;
    # an entry after which no clock runs (a seat taken over by a bot, the game over) drops the last one.
    dead.handle(entry(7))
    assert scheduled.get_job_ids() == [clock_job_id("g1", 8)]
    dead.handle({"game": "g1", "version": 9, "automa": []})
    assert scheduled.get_job_ids() == []


# --- over HTTP, with the game service's clocks ------------------------------------------------------

def all_events(http, base: str, game_id: str) -> list[dict]:
    return http.get(f"{base}/v1/games/{game_id}/events", params={"limit": 5000}).json()["events"]


def of_type(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


def summary_of(http, base: str, game_id: str) -> dict:
    return http.get(f"{base}/v1/games/{game_id}").json()


def moves(http, base: str, created: dict, seat: int, chooser: random.Random) -> int | None:
    """One random legal command of the seat's if it may move; the version it made."""
    token = created["seats"][seat]["token"]
    legal = http.get(f"{base}/v1/games/{created['game']['id']}/legal-commands", headers=auth(token)).json()
    if not legal["commands"]:
        return None
    response = http.post(f"{base}/v1/games/{created['game']['id']}/commands", headers=auth(token),
                         json={**chooser.choice(legal["commands"]), "expected_version": legal["version"]})
    assert response.status_code in (201, 409), response.text
    return response.json()["version"] if response.status_code == 201 else None


def test_a_clock_that_runs_out_while_the_worker_is_killed_acts_exactly_once(redis_server, redis_url, served, relay):
    http, base = served.http, served.url
    connection = redis_server.client()
    scheduled = ScheduledJobRegistry(MOVES, connection=connection)
    worker = start_part("worker", redis_url)
    try:
        # Bob's clock must still run when the worker is killed: on a loaded machine the steps before the
        # kill can outlast a short clock, so a longer one is tried then (the checks are the same).
        for base_s in (5, 15, 45):
            created = create(http, base, "ticket-to-ride", PLAYERS,
                             options={"clock": {"base_s": base_s, "increment_s": 0, "on_timeout": "lose"}})
            gid = created["game"]["id"]
            version = moves(http, base, created, ADA, random.Random(1))  # Ada keeps her tickets; Bob never moves
            assert version is not None
            check = clock_job_id(gid, version)
            wait_for(lambda check=check: check in scheduled.get_job_ids(), what="the relay to schedule the clock check")
            deadline = scheduled.get_scheduled_time(check).timestamp()
            # A check run before the deadline finds the clock still running and comes back at the
            # deadline: two checks will be due at once.
            early = enqueue_once(connection, f"{check}-early", "workers.jobs.clock_check", gid, version,
                                 kind="clock")
            wait_for(lambda early=early: status(connection, early.id) == "finished", timeout=30, what="the early check")
            outcome = Job.fetch(early.id, connection=connection).return_value()
            if outcome["outcome"] == "early" and time.time() < deadline - 1:
                break
        assert outcome["outcome"] == "early"
        checks = [check, clock_job_id(gid, version, outcome["deadline_ms"])]
        assert set(checks) <= set(scheduled.get_job_ids())
        kill_9(worker)
        assert time.time() < deadline, "the worker was killed before Bob's clock ran out"
        time.sleep(deadline - time.time() + 1.5)
        assert summary_of(http, base, gid)["status"] == "active", "nobody acted while every worker was down"
        assert not of_type(all_events(http, base, gid), "clock_ran_out")

        worker = start_part("worker", redis_url)
        summary = wait_for(lambda: (s := summary_of(http, base, gid))["status"] == "finished" and s, timeout=30,
                           what="Bob's clock to act once a worker is back")
        assert summary["winners"] == [ADA]
        assert [e["seat"] for e in of_type(all_events(http, base, gid), "clock_ran_out")] == [BOB]
        wait_for(lambda: all(status(connection, job_id) == "finished" for job_id in checks), timeout=15,
                 what="both checks to run")
        outcomes = [Job.fetch(job_id, connection=connection).return_value()["outcome"] for job_id in checks]
        assert sorted(outcomes) == ["acted", "stale"], "the two checks due at once acted once"
        # The same check delivered once more (a relay or a work-horse that died mid-way): nothing happens.
        again = enqueue_once(connection, f"{check}-again", "workers.jobs.clock_check", gid, version,
                             kind="clock")
        wait_for(lambda: status(connection, again.id) == "finished", timeout=15, what="the second delivery")
        assert Job.fetch(again.id, connection=connection).return_value()["outcome"] == "stale"
        assert len(of_type(all_events(http, base, gid), "clock_ran_out")) == 1
        assert http.get(f"{base}/v1/games/{gid}/verify").json()["ok"]
    finally:
        kill_9(worker)


def test_a_seat_whose_clock_ran_out_is_played_by_a_bot_to_the_end(served, worker, relay):
    """Both play random legal commands at once until the last round of Ticket to Ride begins; then Bob
    stops (a bot's turn takes seconds here: the bot plays only his last turn). Ada, with all her moves
    far within her clock, never runs out."""
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", PLAYERS,
                     options={"clock": {"base_s": 10, "increment_s": 0, "on_timeout": "automa"}})
    gid = created["game"]["id"]
    chooser = random.Random(2)
    started = time.monotonic()
    playing = [ADA, BOB]
    while (summary := summary_of(http, base, gid))["status"] != "finished":
        assert time.monotonic() - started < 120, "the game did not finish"
        if BOB in playing and http.get(f"{base}/v1/games/{gid}/state").json()["view"]["final_turns_left"] is not None:
            playing.remove(BOB)
        ours = [seat for seat in summary["active_seats"] if seat in playing]
        if not ours or moves(http, base, created, chooser.choice(ours), chooser) is None:
            time.sleep(0.02)
    assert BOB not in playing, "Bob left the game before it ended"
    events = all_events(http, base, gid)
    assert [e["seat"] for e in of_type(events, "clock_ran_out")] == [BOB], "Bob's clock ran out, Ada's never"
    [ran_out], [taken_over] = of_type(events, "clock_ran_out"), of_type(events, "seat_taken_over")
    assert taken_over["seat"] == BOB and taken_over["version"] > ran_out["version"]
    export = http.get(f"{base}/v1/games/{gid}/export").json()
    bobs = [e["command"] for e in export["events"]
            if e["version"] > taken_over["version"] and (e.get("command") or {}).get("seat") == BOB]
    assert bobs and all(command["by"] == "bot" for command in bobs)
    assert http.get(f"{base}/v1/games/{gid}/verify").json()["ok"]
