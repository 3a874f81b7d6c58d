"""The waiting caps are exact under concurrent requests (issue 39 §1), over a real socket: each is counted
and held in one script of the store, so that requests racing past the count cannot pass the cap."""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests

from service.app.lobby import MAX_WAITING
from service.app.lobby_consent import MAX_INVITATIONS
from tests.platform.support import Api, bearer, new_account

pytestmark = pytest.mark.memory  # (the API on the in-memory fakes: tests/conftest.py)

TTR = "ticket-to-ride"


def all_at_once(url: str, key: str, bodies: list[dict]) -> list[requests.Response]:
    """Each body a POST to `url` of its own thread and connection, let go together."""
    start = threading.Barrier(len(bodies))

    def post(body: dict) -> requests.Response:
        with requests.Session() as http:
            start.wait(timeout=30)
            return http.post(url, headers=bearer(key), json=body, timeout=60)

    with ThreadPoolExecutor(len(bodies)) as pool:
        return list(pool.map(post, bodies))


def codes(answers: list[requests.Response]) -> dict:
    found: dict = {}
    for answer in answers:
        code = (answer.status_code, answer.json().get("code") if answer.status_code != 201 else None)
        found[code] = found.get(code, 0) + 1
    return found


def test_sixty_challenges_at_once_make_exactly_the_cap(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    body = {"rules": TTR, "players": [{"account": ada["id"]}, {"open": True}]}
    answers = all_at_once(f"{served.url}/v1/challenges", ada_key, [body] * (MAX_WAITING + 10))
    assert codes(answers) == {(201, None): MAX_WAITING, (429, "too_many_waiting"): 10}
    waiting = client.get("/v1/me/games", params={"status": "waiting", "limit": 100}, headers=bearer(ada_key))
    assert len(waiting.json()["games"]) == MAX_WAITING


def test_invitations_at_once_make_exactly_the_senders_cap(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bob, bob_key = new_account(client, name="Bob", kind="human")
    body = {"rules": TTR, "players": [{"account": ada["id"]}, {"account": bob["id"]}]}
    answers = all_at_once(f"{served.url}/v1/challenges", ada_key, [body] * 20)
    assert codes(answers) == {(201, None): MAX_INVITATIONS, (429, "too_many_invitations"): 20 - MAX_INVITATIONS}
    invited = client.get("/v1/me/games", params={"status": "waiting"}, headers=bearer(bob_key)).json()["games"]
    assert len(invited) == MAX_INVITATIONS
    own = client.get("/v1/me/games", params={"status": "waiting", "limit": 100}, headers=bearer(ada_key)).json()
    assert len(own["games"]) == MAX_INVITATIONS  # (the refused gave their places back)


def test_joins_at_once_take_exactly_the_cap(served, monkeypatch):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    games = [client.post("/v1/games", json={"rules": TTR, "players": [{"open": True}] * 3}).json()["game"]["id"]
             for _ in range(12)]
    monkeypatch.setattr("service.app.lobby.MAX_WAITING", 3)  # (after the games were made: their maker's cap too)
    start = threading.Barrier(len(games))

    def join(game_id: str) -> requests.Response:
        with requests.Session() as http:
            start.wait(timeout=30)
            return http.post(f"{served.url}/v1/games/{game_id}/seats/0/join", headers=bearer(ada_key), timeout=60)

    with ThreadPoolExecutor(len(games)) as pool:
        answers = list(pool.map(join, games))
    assert codes([a for a in answers if a.status_code != 200]) == {(429, "too_many_waiting"): 9}
    mine = client.get("/v1/me/games", params={"status": "waiting"}, headers=bearer(ada_key)).json()["games"]
    assert len(mine) == 3
    assert client.post(f"/v1/games/{mine[0]['id']}/seats/0/leave", headers=bearer(ada_key)).status_code == 200
    assert len([g for g in games if client.post(f"/v1/games/{g}/seats/0/join",
                                                headers=bearer(ada_key)).status_code == 200]) == 3  # (room for one)
