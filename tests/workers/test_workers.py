"""Real RQ workers and relays: killed mid-job, dead relays, re-queued jobs."""
from __future__ import annotations

import os
import signal
import time

import orjson
from rq.job import Job

from service.adapters.redis.keys import OUTBOX
from service.adapters.redis.outbox_reader import GROUP
from service.adapters.redis.queue import ANALYSIS, automa_job_id, describe, enqueue_once, queue
from service.adapters.redis.worker import make_worker
from tests.service.play import auth, play_until_automa
from tests.support import start_part, stop_part, wait_for


def test_a_worker_killed_mid_job_still_finishes_it_once_in_effect(redis_server, redis_url, client):
    created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]}).get_json()
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    command = client.get(f"/v1/games/{gid}/legal-commands", headers=auth(token)).get_json()["commands"][0]
    before = client.get(f"/v1/games/{gid}").get_json()["version"]
    connection = redis_server.client()
    job = enqueue_once(connection, "slow-kill-test", "tests.workers.slow_jobs.slow_command", gid, 0,
                       command, 3.0, kind="test")
    doomed = start_part("worker", redis_url)
    relay = start_part("relay", redis_url)  # the relay runs the reaper
    survivor = None
    try:
        wait_for(lambda: Job.fetch(job.id, connection=connection).meta.get("progress"), what="the job to start")
        os.killpg(doomed.pid, signal.SIGKILL)  # the worker and its work-horse
        doomed.wait()
        killed_at = time.monotonic()
        survivor = start_part("worker", redis_url)
        wait_for(lambda: Job.fetch(job.id, connection=connection).get_status().value == "finished", timeout=60,
                 what="the re-queued job to finish")
        assert time.monotonic() - killed_at < 20, "re-queued within seconds, not minutes"
        summary = client.get(f"/v1/games/{gid}").get_json()
        events = client.get(f"/v1/games/{gid}/events?after={before}").get_json()["events"]
        assert summary["version"] == before + len(events) and len(events) == 1, "exactly one effect"
        # Delivered twice: the same job run again answers from its idempotency key and appends nothing.
        first_result = Job.fetch(job.id, connection=connection).return_value()
        queue(connection, ANALYSIS).enqueue_job(Job.fetch(job.id, connection=connection))
        wait_for(lambda: Job.fetch(job.id, connection=connection).get_status().value == "finished", timeout=60,
                 what="the second delivery")
        assert Job.fetch(job.id, connection=connection).return_value() == first_result
        assert client.get(f"/v1/games/{gid}").get_json()["version"] == summary["version"]
    finally:
        for process in (survivor, relay):
            if process:
                stop_part(process)


SOLO = {"rules": "mini-express", "players": [{"name": "Ada"}, {"name": "Automa", "kind": "automa"}]}


def test_entries_of_a_dead_relay_are_claimed_by_a_live_one(redis_server, redis_url, client):
    connection = redis_server.client()
    connection.xgroup_create(OUTBOX, GROUP, id="0", mkstream=True)
    created = client.post("/v1/games", json=SOLO).get_json()
    version = play_until_automa(client, created)
    # A relay that read the entry and died before acknowledging it.
    taken = connection.xreadgroup(GROUP, "dead-relay", {OUTBOX: ">"}, count=10)
    assert taken and connection.xpending(OUTBOX, GROUP)["pending"] == len(taken[0][1]) == 2  # listed, automa
    live = start_part("relay", redis_url)
    try:
        # Claimed, acknowledged and deleted (two calls of the relay: wait for both).
        wait_for(lambda: connection.xpending(OUTBOX, GROUP)["pending"] == 0 and connection.xlen(OUTBOX) == 0,
                 timeout=20, what="the claim")
        job = Job.fetch(automa_job_id(created["game"]["id"], version), connection=connection)
        assert job.args == (created["game"]["id"], version)
    finally:
        stop_part(live)


def test_the_outbox_gets_an_entry_only_when_an_automa_must_move_or_the_listing_changes(redis_server, client):
    human = client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]}).get_json()
    created = client.post("/v1/games", json=SOLO).get_json()
    version = play_until_automa(client, created)
    entries = [orjson.loads(fields[b"entry"]) for _, fields in redis_server.client().xrange(OUTBOX)]
    assert entries == [{"game": human["game"]["id"], "version": human["game"]["version"], "automa": [],
                        "listed": True},
                       {"game": created["game"]["id"], "version": created["game"]["version"], "automa": [],
                        "listed": True},
                       {"game": created["game"]["id"], "version": version, "automa": [1]}]


def test_a_job_read_just_before_it_finishes_shows_its_final_progress(redis_server, redis_url):
    """The job view re-reads progress after the status, so 'finished' never comes with stale progress."""
    connection = redis_server.client()
    boards = [{"rules": "railroad-ink", "board": {"squares": []}}] * 3
    job = queue(connection, ANALYSIS).enqueue("workers.jobs.score_boards", boards, meta={"kind": "scoring"})
    read_before = Job.fetch(job.id, connection=connection)  # what a GET holds when the job finishes
    make_worker(connection).work(burst=True)
    view = describe(read_before)
    assert view["status"] == "finished"
    assert view["progress"] == {"done": 3, "total": 3}
