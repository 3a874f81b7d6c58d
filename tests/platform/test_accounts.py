"""Accounts and their keys (issue 27): made once, shown once, stored hashed; a key acts as its account's
seat where it holds one and reads as a spectator elsewhere."""
from __future__ import annotations

import hashlib

import pytest
import requests

from service.adapters.redis.accounts import account_key
from tests.platform.support import Api, bearer, new_account


def test_an_account_is_made_over_a_socket_and_its_key_is_stored_only_hashed(served, redis_server):
    with requests.Session() as http:
        account, key = new_account(http, served.url, "  Ada  ", "human")
        assert account["name"] == "Ada" and account["kind"] == "human" and len(account["id"]) == 16
        me = http.get(f"{served.url}/v1/me", headers=bearer(key)).json()
        assert me["account"] == account
        assert [k["current"] for k in me["keys"]] == [True] and "key" not in me["keys"][0]
    stored = redis_server.client().hgetall(account_key(account["id"]))
    assert key.encode() not in b"".join(list(stored) + list(stored.values()))
    assert hashlib.sha256(key.encode()).hexdigest().encode() in b"".join(stored.values())


@pytest.mark.memory
def test_bad_account_bodies_are_400_and_bad_keys_401(served):
    client = Api(served)
    assert client.post("/v1/accounts", json={"name": "x", "kind": "automa"}).status_code == 400
    assert client.post("/v1/accounts", json={"name": "\u202e", "kind": "bot"}).status_code == 400
    assert client.post("/v1/accounts", json={"kind": "bot"}).status_code == 400
    account, key = new_account(client)
    forged = key[:-4] + ("AAAA" if not key.endswith("AAAA") else "BBBB")
    for token in (forged, "tsk_", "tsk_" + "0" * 16 + "_abc_def", "tsk_zz"):
        answer = client.get("/v1/me", headers=bearer(token))
        assert answer.status_code == 401 and answer.json()["code"] == "unauthorized", token
    assert client.get("/v1/me").status_code == 401


@pytest.mark.memory
def test_rotation_revokes_the_calling_key_and_keep_adds_another(served):
    client = Api(served)
    _, first = new_account(client)
    rotated = client.post("/v1/me/keys", headers=bearer(first))
    assert rotated.status_code == 201
    second = rotated.json()["key"]
    assert client.get("/v1/me", headers=bearer(first)).status_code == 401
    assert client.get("/v1/me", headers=bearer(second)).status_code == 200
    kept = client.post("/v1/me/keys", json={"keep": True}, headers=bearer(second)).json()
    ids = {k["id"] for k in client.get("/v1/me", headers=bearer(second)).json()["keys"]}
    assert ids == {rotated.json()["id"], kept["id"]}
    assert client.delete(f"/v1/me/keys/{kept['id']}", headers=bearer(second)).status_code == 204
    assert client.get("/v1/me", headers=bearer(kept["key"])).status_code == 401
    assert client.delete(f"/v1/me/keys/{kept['id']}", headers=bearer(second)).status_code == 404
    for _ in range(9):
        assert client.post("/v1/me/keys", json={"keep": True}, headers=bearer(second)).status_code == 201
    assert client.post("/v1/me/keys", json={"keep": True}, headers=bearer(second)).json()["code"] == "too_many_keys"


def test_an_account_key_reads_a_game_where_it_holds_no_seat_as_a_spectator_and_may_not_play(served):
    client = Api(served)
    _, key = new_account(client)
    created = client.post("/v1/games", json={"rules": "ticket-to-ride",
                                             "players": [{"name": "A"}, {"name": "B"}]}).json()
    game = created["game"]["id"]
    spectator = client.get(f"/v1/games/{game}/state").json()
    assert client.get(f"/v1/games/{game}/state", headers=bearer(key)).json() == spectator
    answer = client.post(f"/v1/games/{game}/commands", headers=bearer(key),
                         json={"type": "draw_tickets", "data": {}, "expected_version": 1})
    assert answer.status_code == 403 and answer.json()["code"] == "not_seated"
