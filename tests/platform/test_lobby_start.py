"""A full lobby's game is created exactly once, however often (and however many processes) start it: a
crash between the last join and the start leaves a lobby that any later read starts."""
from __future__ import annotations

import threading

import orjson
import pytest

from service.adapters.redis.keys import OUTBOX
from tests.platform.support import Api, bearer, new_account


def full_but_not_started(served, client: Api) -> tuple[str, str]:
    """A lobby whose last seat was taken by a join that crashed before the start; and the join's token."""
    ada, ada_key = new_account(client, name="Ada", kind="human")
    game_id = client.post("/v1/games", json={"rules": "ticket-to-ride", "players": [
        {"name": "Brunel"}, {"account": ada["id"]}]}).json()["game"]["id"]
    lobby = served.app.extensions["trackside.services"].games.lobby
    record, revision = lobby.store.lobby(game_id)
    seats = [record["seats"][0], {**record["seats"][1], "state": "taken"}]
    assert lobby.store.update_lobby(game_id, revision, {**record, "seats": seats})
    return game_id, ada_key


def setup_entries(redis, game_id: str) -> list[dict]:
    entries = [orjson.loads(fields[b"entry"]) for _, fields in redis.xrange(OUTBOX)]
    return [e for e in entries if e["game"] == game_id and e["version"] > 0]


def test_a_read_starts_a_full_lobby_and_starting_it_again_creates_nothing_more(served, redis_server):
    client = Api(served)
    game_id, ada_key = full_but_not_started(served, client)
    lobby = served.app.extensions["trackside.services"].games.lobby
    full = lobby.store.lobby(game_id)[0]
    summary = client.get(f"/v1/games/{game_id}").json()
    assert summary["status"] == "active"
    lobby.start(full)  # a second process that saw the same full lobby
    assert client.get(f"/v1/games/{game_id}").json()["version"] == summary["version"]
    assert len(setup_entries(redis_server.client(), game_id)) == 1
    joined = client.post(f"/v1/games/{game_id}/seats/1/join", headers=bearer(ada_key)).json()
    assert client.get(f"/v1/games/{game_id}/legal-commands", headers=bearer(joined["token"])).status_code == 200


def test_starts_racing_create_one_game(served, redis_server):
    client = Api(served)
    game_id, _ = full_but_not_started(served, client)
    lobby = served.app.extensions["trackside.services"].games.lobby
    full = lobby.store.lobby(game_id)[0]
    threads = [threading.Thread(target=lobby.start, args=(full,)) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(setup_entries(redis_server.client(), game_id)) == 1
    assert lobby.store.lobby(game_id)[0]["status"] == "started"
    assert client.get(f"/v1/games/{game_id}").json()["status"] == "active"


def test_an_idempotency_key_makes_one_waiting_game_and_one_challenge(served, redis_server):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    body = {"rules": "ticket-to-ride", "players": [{"name": "Brunel"}, {"account": ada["id"]}]}
    first = client.post("/v1/games", json=body, headers={"Idempotency-Key": "k1"})
    again = client.post("/v1/games", json=body, headers={"Idempotency-Key": "k1"})
    assert first.status_code == again.status_code == 201 and first.json() == again.json()
    other = client.post("/v1/games", json={**body, "seed": "x"}, headers={"Idempotency-Key": "k1"})
    assert other.status_code == 422 and other.json()["code"] == "idempotency_key_reused"
    made = [client.post("/v1/challenges", json={"rules": "ticket-to-ride", "players": [
        {"account": ada["id"]}, {"open": True}]}, headers={**bearer(ada_key), "Idempotency-Key": "k1"}) for _ in range(2)]
    assert made[0].json()["id"] == made[1].json()["id"] != first.json()["game"]["id"]
    entries = [orjson.loads(fields[b"entry"]) for _, fields in redis_server.client().xrange(OUTBOX)]
    assert len([e for e in entries if e["game"] == first.json()["game"]["id"]]) == 1


@pytest.mark.memory
def test_a_full_lobby_s_seats_no_longer_change_it_starts(served):
    client = Api(served)
    game_id, ada_key = full_but_not_started(served, client)
    left = client.post(f"/v1/games/{game_id}/seats/1/leave", headers=bearer(ada_key))
    assert left.status_code == 409 and left.json()["code"] == "game_started"
    assert client.get(f"/v1/challenges/{game_id}").json()["status"] == "started"
