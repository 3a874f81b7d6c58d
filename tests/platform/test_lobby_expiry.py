"""Games waiting for their seats expire (TRACKSIDE_WAITING_HOURS): here after two seconds (room for a slow
machine's requests before the deadline), over a real socket."""
from __future__ import annotations

import dataclasses
import time

import pytest

from service.adapters.redis.lobby import EXPIRED_TTL
from service.app import lobby as lobbies
from service.config import Settings
from tests.platform.support import Api, bearer, new_account

TTR = "ticket-to-ride"
WAIT_S = 2.0


@pytest.fixture
def settings(settings):
    return dataclasses.replace(settings, waiting_hours=WAIT_S / 3600)


def past_deadline(made_at: float) -> None:
    time.sleep(max(0.0, made_at + WAIT_S + 0.3 - time.monotonic()))


def challenge(client: Api, key: str, players: list[dict]):
    return client.post("/v1/challenges", headers=bearer(key), json={"rules": TTR, "players": players})


def waiting_ids(client: Api) -> list[str]:
    answer = client.get(f"/v1/games?status=waiting&rules={TTR}")
    assert answer.status_code == 200, answer.text
    every = client.get("/v1/games?status=waiting").json()["games"]
    assert [g["id"] for g in every] == [g["id"] for g in answer.json()["games"]]
    return [g["id"] for g in answer.json()["games"]]


def my_ids(client: Api, key: str) -> list[str]:
    answer = client.get("/v1/me/games", headers=bearer(key))
    assert answer.status_code == 200, answer.text
    return [g["id"] for g in answer.json()["games"]]


def traces(redis, game_id: str) -> dict:
    """Every key naming the game, and every sorted set holding it."""
    found = {}
    for name in redis.scan_iter(count=1000):
        if game_id.encode() in name:
            found[name.decode()] = redis.type(name).decode()
        elif redis.type(name) == b"zset" and redis.zscore(name, game_id) is not None:
            found[name.decode()] = "member"
    return found


def test_a_waiting_game_expires_leaving_only_its_tombstone(served, redis_server):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    _, bob_key = new_account(client, name="Bob")
    _, cy_key = new_account(client, name="Cy")
    made_at = time.monotonic()
    made = challenge(client, ada_key, [{"account": ada["id"]}, {"open": True}, {"open": True}])
    assert made.status_code == 201, made.text
    game_id = made.json()["id"]
    joined = client.post(f"/v1/games/{game_id}/seats/1/join", headers=bearer(bob_key))
    assert joined.status_code == 200 and joined.json()["game"]["status"] == "waiting"
    assert waiting_ids(client) == [game_id]
    assert my_ids(client, bob_key) == [game_id]

    past_deadline(made_at)
    # (the listing of every rules' games alone: the expired id leaves its rules' listing too, below)
    assert client.get("/v1/games?status=waiting").json()["games"] == []
    assert my_ids(client, bob_key) == [] and my_ids(client, ada_key) == []
    for path, key in ((f"/v1/games/{game_id}/seats/2/join", cy_key), (f"/v1/challenges/{game_id}/accept", bob_key),
                      (f"/v1/games/{game_id}/seats/1/leave", bob_key)):
        refused = client.post(path, headers=bearer(key))
        assert refused.status_code == 410 and refused.json()["code"] == "game_expired", (path, refused.text)
        assert refused.headers["Content-Type"] == "application/problem+json"
    for path in (f"/v1/games/{game_id}", f"/v1/challenges/{game_id}", f"/v1/games/{game_id}/state"):
        assert client.get(path).json()["code"] == "game_expired", path

    redis = redis_server.client()
    tombstone = f"{{g:{game_id}}}:lobby:expiry"
    assert traces(redis, game_id) == {tombstone: "string"}
    assert 0 < redis.ttl(tombstone) <= EXPIRED_TTL


@pytest.mark.memory
def test_only_unexpired_games_count_against_the_cap(served, monkeypatch):
    monkeypatch.setattr(lobbies, "MAX_WAITING", 2)
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bob, _ = new_account(client, name="Bob")
    players = [{"account": ada["id"]}, {"account": bob["id"]}]
    made_at = time.monotonic()
    assert [challenge(client, ada_key, players).status_code for _ in range(3)] == [201, 201, 429]
    past_deadline(made_at)
    again = challenge(client, ada_key, players)
    assert again.status_code == 201, again.text
    assert my_ids(client, ada_key) == [again.json()["id"]]


def test_a_game_that_started_in_time_does_not_expire(served, redis_server):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bob, bob_key = new_account(client, name="Bob")
    made_at = time.monotonic()
    started = challenge(client, ada_key, [{"account": ada["id"]}, {"account": bob["id"]}]).json()["id"]
    assert client.post(f"/v1/challenges/{started}/accept", headers=bearer(bob_key)).json()["game"]["status"] == "active"
    declined = challenge(client, ada_key, [{"account": ada["id"]}, {"account": bob["id"]}]).json()["id"]
    assert client.post(f"/v1/challenges/{declined}/decline", headers=bearer(bob_key)).status_code == 200

    past_deadline(made_at)
    assert client.get(f"/v1/games/{started}").json()["status"] == "active"
    assert client.get(f"/v1/challenges/{started}").json()["status"] == "started"
    assert my_ids(client, bob_key) == [started]
    assert client.get(f"/v1/challenges/{declined}").json()["status"] == "declined"
    redis = redis_server.client()
    for game_id in (started, declined):
        assert redis.ttl(f"{{g:{game_id}}}:lobby") == -1  # (kept, as before there was expiry)
        assert not redis.exists(f"{{g:{game_id}}}:lobby:expiry")


@pytest.mark.parametrize("hours", ["0", "-1", "nan", "9000"])
def test_the_waiting_time_is_checked(monkeypatch, hours):
    monkeypatch.setenv("TRACKSIDE_WAITING_HOURS", hours)
    with pytest.raises(ValueError, match="TRACKSIDE_WAITING_HOURS"):
        Settings()


def test_the_waiting_time_is_three_days_unless_set(monkeypatch):
    monkeypatch.delenv("TRACKSIDE_WAITING_HOURS", raising=False)
    assert Settings().waiting_hours == 72
    monkeypatch.setenv("TRACKSIDE_WAITING_HOURS", "0.5")
    assert Settings().waiting_hours == 0.5
