"""TRACKSIDE_WAIT_REPLICAS: an append is acknowledged only once that many replicas hold it; when they
do not answer in time the client gets a 503 problem, never a 201 that a failover could take back, and
neither does its retry, which finds the first answer without writing anything of its own."""
from __future__ import annotations

from rq.job import Job, JobStatus

from service.adapters.redis.queue import OWED, automa_job_id
from service.config import Settings
from service.http.app import create_app
from tests.cluster.nodes import Node
from tests.service.play import auth
from tests.support import start_part, stop_part, wait_for

NEW_GAME = {"rules": "railroad-ink", "players": [{"name": "Solo"}]}


def test_an_append_waits_for_the_replicas_asked_for(redis_server, redis_url, tmp_path):
    settings = Settings(redis_url=redis_url, queue_url=redis_url, rate_limit="100000/second",
                        create_limit="100000/second", wait_replicas=1, wait_timeout_ms=2000)  # (generous: a loaded CI machine)
    client = create_app(settings).test_client()

    alone = client.post("/v1/games", json=NEW_GAME)
    assert alone.status_code == 503 and alone.get_json()["code"] == "not_replicated"
    keyed = {"Idempotency-Key": "create-1"}
    for _ in range(2):  # the retry finds the game made, and is not told it is safe either
        unsafe = client.post("/v1/games", json=NEW_GAME, headers=keyed)
        assert unsafe.status_code == 503 and unsafe.get_json()["code"] == "not_replicated"

    replica = Node(tmp_path / "replica", "--replicaof", "127.0.0.1", str(redis_server.port))
    try:
        wait_for(lambda: replica.client().info("replication").get("master_link_status") == "up",
                 what="the replica to sync")
        retried = client.post("/v1/games", json=NEW_GAME, headers=keyed)
        assert retried.status_code == 201, retried.get_json()
        created = client.post("/v1/games", json=NEW_GAME)
        assert created.status_code == 201, created.get_json()
        game = created.get_json()["game"]["id"]
        token = created.get_json()["seats"][0]["token"]
        legal = client.get(f"/v1/games/{game}/legal-commands", headers=auth(token)).get_json()
        move = {"Idempotency-Key": "move-1", **auth(token)}
        played = client.post(f"/v1/games/{game}/commands", json=legal["commands"][0], headers=move)
        assert played.status_code == 201
        assert replica.client().xlen(f"{{g:{game}}}:events") == played.get_json()["version"], "the replica has it"
    finally:
        replica.stop()
    # The replica gone, a retry of that move is not acknowledged again without one.
    retried = client.post(f"/v1/games/{game}/commands", json=legal["commands"][0], headers=move)
    assert retried.status_code == 503 and retried.get_json()["code"] == "not_replicated"


def test_a_bot_s_job_ends_only_once_a_replica_has_its_move(redis_server, redis_url, tmp_path):
    """The bot's move lands on the primary, but WAIT finds no replica: its job must not end ("stale", on
    finding the game moved on by that very move) while a failover could still take the move back, for
    then no job would be left to play it again. It is tried again until a replica has it."""
    client = create_app(Settings(redis_url=redis_url, queue_url=redis_url, rate_limit="100000/second",
                                 create_limit="100000/second")).test_client()
    created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [
        {"name": "Bot", "kind": "bot", "level": "easy"}]}).get_json()
    job_id = automa_job_id(created["game"]["id"], created["game"]["version"])
    connection = redis_server.client()
    worker = start_part("worker", redis_url, TRACKSIDE_WAIT_REPLICAS="1", TRACKSIDE_WAIT_TIMEOUT_MS="50",
                        TRACKSIDE_BACKOFF_BASE="0.01", TRACKSIDE_BACKOFF_CAP="0.05", TRACKSIDE_BOT_SECONDS="0.05")
    relay = start_part("relay", redis_url)
    replica = None
    try:
        wait_for(lambda: connection.exists(f"rq:job:{job_id}") and Job.fetch(job_id, connection=connection).retries_left
                 <= OWED.max - 2, timeout=60, what="the bot's move tried again, unreplicated")
        assert Job.fetch(job_id, connection=connection).get_status() != JobStatus.FINISHED
        replica = Node(tmp_path / "replica", "--replicaof", "127.0.0.1", str(redis_server.port))
        wait_for(lambda: Job.fetch(job_id, connection=connection).get_status() == JobStatus.FINISHED, timeout=60,
                 what="the job to end once a replica has the move")
    finally:
        stop_part(worker)
        stop_part(relay)
        if replica is not None:
            replica.stop()
