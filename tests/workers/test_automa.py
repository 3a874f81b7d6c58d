"""Automa seats act by themselves on RQ workers: whole games over HTTP, duplicate and killed jobs."""
from __future__ import annotations

import os
import signal
import threading

import pytest
from rq.job import Job
from rq.registry import StartedJobRegistry

from service.adapters.redis.queue import MOVES, automa_job_id, enqueue_once
from tests.service.play import create, play_randomly, play_until_automa
from tests.support import start_part, stop_part, wait_for


@pytest.mark.parametrize("humans, options", [
    (1, {"difficulty": "ultimate", "map": "usa", "map_variant": True}),
    (2, {"map": "europe", "map_variant": True}),  # a difficulty is for the solo game only
])
def test_automa_games_over_http_with_real_workers(served, worker, relay, humans, options):
    http, base = served.http, served.url
    players = [{"name": f"P{i}"} for i in range(humans)] + [{"name": "Automa", "kind": "automa"}]
    created = create(http, base, "mini-express", players, options=options)
    summary = play_randomly(http, base, created, seed=humans)
    assert summary["status"] == "finished" and len(summary["scores"]) == humans + 1
    export = http.get(f"{base}/v1/games/{summary['id']}/export").json()
    automa_seat = humans
    automa_moves = [e for e in export["events"] if (e.get("command") or {}).get("by") == "automa"]
    assert automa_moves and all(e["command"]["seat"] == automa_seat for e in automa_moves)
    # verify re-decides every command and re-asks the automa for its choice at each of its moves
    verify = http.get(f"{base}/v1/games/{summary['id']}/verify").json()
    assert verify["ok"], verify


def test_an_automa_job_delivered_twice_moves_once(redis_server, redis_url, client):
    created = client.post("/v1/games", json={"rules": "mini-express", "players": [
        {"name": "Ada"}, {"name": "Automa", "kind": "automa"}]}).get_json()
    gid = created["game"]["id"]
    version = play_until_automa(client, created)
    connection = redis_server.client()
    jobs = [enqueue_once(connection, f"{automa_job_id(gid, version)}-{copy}", "workers.jobs.automa_turn",
                         gid, version, kind="automa") for copy in range(3)]
    workers = [start_part("worker", redis_url) for _ in range(2)]
    try:
        for job in jobs:
            wait_for(lambda job=job: Job.fetch(job.id, connection=connection).get_status().value == "finished",
                     what="every copy")
    finally:
        for process in workers:
            stop_part(process)
    outcomes = sorted(Job.fetch(job.id, connection=connection).return_value()["outcome"] for job in jobs)
    assert outcomes == ["played", "stale", "stale"]
    events = client.get(f"/v1/games/{gid}/events?after={version}").get_json()["events"]
    assert events and all(e["seat"] in (1, None) for e in events)
    export = client.get(f"/v1/games/{gid}/export", headers={"Authorization": "Bearer admin-secret"}).get_json()
    batches = [e for e in export["events"][version:] if e["command"] is not None]
    assert len(batches) == 1 and batches[0]["command"]["by"] == "automa"


def test_workers_killed_during_automa_jobs_leave_one_move_each(redis_server, redis_url, served, relay):
    """A chaos monkey kills each worker (and its work-horse) as soon as it has started a job; the
    reaper re-queues the job and a new worker finishes it. The game still ends, verifiably."""
    connection = redis_server.client()
    workers = [start_part("worker", redis_url)]
    stop = threading.Event()
    kills = []

    def monkey():
        registry = StartedJobRegistry(MOVES, connection=connection)
        while not stop.is_set() and len(kills) < 4:
            if registry.get_job_ids(cleanup=False):
                os.killpg(workers[-1].pid, signal.SIGKILL)
                workers[-1].wait()
                kills.append(registry.get_job_ids(cleanup=False))
                workers.append(start_part("worker", redis_url))
            stop.wait(0.002)

    thread = threading.Thread(target=monkey, daemon=True)
    thread.start()
    try:
        created = create(served.http, served.url, "mini-express",
                         [{"name": "Ada"}, {"name": "Automa", "kind": "automa"}], options={"difficulty": "hard"})
        summary = play_randomly(served.http, served.url, created, seed=9)
    finally:
        stop.set()
        thread.join(5)
        for process in workers:
            stop_part(process)
    assert kills, "the monkey killed no worker"
    assert summary["status"] == "finished"
    assert served.http.get(f"{served.url}/v1/games/{summary['id']}/verify").json()["ok"]
