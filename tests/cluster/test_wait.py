"""TRACKSIDE_WAIT_REPLICAS: an append is acknowledged only once that many replicas hold it; when they
do not answer in time the client gets a 503 problem, never a 201 that a failover could take back, and
neither does its retry, which finds the first answer without writing anything of its own."""
from __future__ import annotations

from service.app import create_app
from service.config import Settings
from tests.cluster.nodes import Node
from tests.service.play import auth
from tests.support import wait_for

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
