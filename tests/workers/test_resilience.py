"""Redis blips under real relays and workers: Redis killed and restarted, full for a moment, back
empty; a worker killed between RQ's dequeue and its work-horse."""
from __future__ import annotations

import signal
import subprocess
import sys
import time

import pytest
from rq.job import Job

from service.adapters.redis.keys import OUTBOX
from service.adapters.redis.queue import ANALYSIS, enqueue_once, queue
from service.config import Settings
from service.http.app import create_app
from tests.service.play import auth, play_until_automa
from tests.support import ROOT, RedisServer, env_for, free_port, metric, start_part, stop_part, wait_for

SOLO = {"rules": "mini-express", "players": [{"name": "Ada"}, {"name": "Automa", "kind": "automa"}]}
FAST = {"TRACKSIDE_BACKOFF_BASE": "0.05", "TRACKSIDE_BACKOFF_CAP": "0.5"}  # reconnect within half a second


@pytest.fixture
def own_redis(tmp_path):
    """A Redis of this test alone: it is killed and restarted under the parts."""
    server = RedisServer(tmp_path / "redis")
    yield server
    server.stop()


def client_for(url: str):
    return create_app(Settings(redis_url=url, queue_url=url, admin_token="admin-secret",
                               rate_limit="100000/second")).test_client()


def start_with_metrics(part: str, url: str) -> tuple[subprocess.Popen, str]:
    port = free_port()
    return start_part(part, url, "--metrics-port", str(port), **FAST), f"http://127.0.0.1:{port}/metrics"


def automa_moves(client, created: dict) -> bool:
    """Play until the automa must move; true once its move has arrived."""
    version = play_until_automa(client, created)
    return wait_for(lambda: client.get(f"/v1/games/{created['game']['id']}").get_json()["version"] > version,
                    timeout=30, what="the automa's move")


def test_a_relay_and_a_busy_worker_serve_on_after_redis_is_killed_and_restarted(own_redis):
    client = client_for(own_redis.url)
    created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]}).get_json()
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    command = client.get(f"/v1/games/{gid}/legal-commands", headers=auth(token)).get_json()["commands"][0]
    before = client.get(f"/v1/games/{gid}").get_json()["version"]
    connection = own_redis.client()
    job = enqueue_once(connection, "slow-blip-test", "tests.workers.slow_jobs.slow_command", gid, 0, command,
                       3.0, kind="test")
    worker, worker_metrics = start_with_metrics("worker", own_redis.url)
    relay, relay_metrics = start_with_metrics("relay", own_redis.url)
    try:
        wait_for(lambda: Job.fetch(job.id, connection=connection).meta.get("progress"), what="the job to start")
        own_redis.kill()
        time.sleep(2)
        assert worker.poll() is None and relay.poll() is None, "both wait for Redis instead of exiting"
        own_redis.start()
        wait_for(lambda: Job.fetch(job.id, connection=connection).get_status().value == "finished", timeout=30,
                 what="the busy worker's job to finish")
        assert client.get(f"/v1/games/{gid}").get_json()["version"] == before + 1, "its move, appended once"
        # Both still serve: an automa game moves, which takes the relay and the worker.
        assert automa_moves(client, client.post("/v1/games", json=SOLO).get_json())
        assert worker.poll() is None and relay.poll() is None
        assert metric(worker_metrics, "trackside_redis_errors_total", part="worker") > 0
        assert metric(relay_metrics, "trackside_redis_errors_total", part="relay") > 0
    finally:
        stop_part(worker)
        stop_part(relay)


def test_a_worker_serves_on_after_redis_refused_writes_for_a_moment(own_redis):
    """A Redis at its memory limit refuses writes (noeviction): RQ quits its loop; ours starts it again."""
    connection = own_redis.client()
    worker, worker_metrics = start_with_metrics("worker", own_redis.url)
    try:
        wait_for(lambda: connection.keys("trackside:worker-alive:*"), what="the worker to start")
        connection.config_set("maxmemory", 1)
        # Refused until RQ's loop has met the refusal and ours has started it again (however loaded
        # the machine: a fixed pause was sometimes over before the worker wrote anything).
        wait_for(lambda: metric(worker_metrics, "trackside_worker_loop_restarts_total") > 0, timeout=60,
                 what="the worker loop to meet a refused write")
        connection.config_set("maxmemory", 0)
        assert worker.poll() is None, "the worker waits out the refused writes"
        boards = [{"rules": "railroad-ink", "board": {"squares": []}}]
        job = enqueue_once(connection, "after-oom", "workers.jobs.score_boards", boards, kind="scoring")
        wait_for(lambda: Job.fetch(job.id, connection=connection).get_status().value == "finished", timeout=20,
                 what="a job after the refused writes")
    finally:
        stop_part(worker)


def test_a_worker_started_while_its_redis_is_away_waits_for_it(own_redis, tmp_path):
    """A worker (re)started during a failover or before its Redis is up: RQ registers the worker as it is
    made, which used to fail at once with a traceback and end the worker."""
    own_redis.stop()
    with open(tmp_path / "worker.err", "w") as stderr:
        worker = subprocess.Popen([sys.executable, "-m", "service.cli", "worker"], cwd=ROOT, stderr=stderr,
                                  env=env_for(own_redis.url, **FAST), start_new_session=True)
        try:
            wait_for(lambda: "trackside worker: no Redis at" in (tmp_path / "worker.err").read_text(),
                     what="the worker to wait")
            assert worker.poll() is None
            own_redis.start()
            wait_for(lambda: own_redis.client().keys("trackside:worker-alive:*"), what="the worker to start")
        finally:
            stop_part(worker)
    assert "Traceback" not in (tmp_path / "worker.err").read_text()


def test_a_worker_asked_to_stop_while_redis_is_down_stops_at_once(own_redis):
    """Waiting for Redis ends on a stop request, e.g. when `up` stops, or is killed, with its Redis."""
    worker = start_part("worker", own_redis.url, **FAST)
    try:
        wait_for(lambda: own_redis.client().keys("trackside:worker-alive:*"), what="the worker to start")
        own_redis.kill()
        time.sleep(1)
        worker.send_signal(signal.SIGTERM)
        assert worker.wait(10) == 0
    finally:
        stop_part(worker)


def test_a_relay_recreates_its_group_when_redis_comes_back_empty(own_redis):
    relay, relay_metrics = start_with_metrics("relay", own_redis.url)
    worker = start_part("worker", own_redis.url, **FAST)
    try:
        client = client_for(own_redis.url)
        wait_for(lambda: own_redis.client().exists(OUTBOX), what="the relay's consumer group")
        own_redis.client().flushall()  # the stream and its consumer group are gone, as after a restart without data
        # The relay finds its group gone at its next pass (before any append would make it again: a client
        # blocked reading the stream may otherwise be served from the group the append makes with it).
        wait_for(lambda: metric(relay_metrics, "trackside_redis_errors_total", part="relay") > 0, timeout=20,
                 what="the relay to find its group gone")
        wait_for(lambda: own_redis.client().exists(OUTBOX), what="the relay's group made again")
        assert automa_moves(client, client.post("/v1/games", json=SOLO).get_json())
        assert relay.poll() is None
    finally:
        stop_part(worker)
        stop_part(relay)


def test_a_job_dequeued_by_a_worker_killed_before_starting_it_runs_within_seconds(own_redis):
    connection = own_redis.client()
    boards = [{"rules": "railroad-ink", "board": {"squares": []}}]
    job = enqueue_once(connection, "orphaned", "workers.jobs.score_boards", boards, kind="scoring")
    # RQ's own dequeue (the job moves to the queue's intermediate list), then kill -9 before anything else.
    dies = subprocess.run([sys.executable, "-c", (
        "import os, signal, redis\n"
        "from service.adapters.redis.queue import queue\n"
        f"q = queue(redis.Redis.from_url({own_redis.url!r}), 'analysis')\n"
        "assert q.dequeue_any([q], None, connection=q.connection)\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n")], cwd=ROOT, env=env_for(own_redis.url))
    assert dies.returncode == -signal.SIGKILL
    assert connection.lrange(queue(connection, ANALYSIS).intermediate_queue_key, 0, -1) == [job.id.encode()]
    relay = start_part("relay", own_redis.url, **FAST)
    worker = start_part("worker", own_redis.url, **FAST)
    started = time.monotonic()
    try:
        wait_for(lambda: Job.fetch(job.id, connection=connection).get_status().value == "finished", timeout=30,
                 what="the orphaned job to run")
        assert time.monotonic() - started < 20, "recovered within seconds, not RQ's minutes"
        assert connection.llen(queue(connection, ANALYSIS).intermediate_queue_key) == 0
    finally:
        stop_part(worker)
        stop_part(relay)

