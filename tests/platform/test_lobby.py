"""Seats for accounts (issue 27), over a real socket: a game waits for its invited and open seats, the
accounts join (one wins a race), leave, list the games waiting, and play once the game starts."""
from __future__ import annotations

import threading
import time

import orjson
import pytest

from service.adapters.redis.keys import OUTBOX
from tests.platform.support import Api, bearer, new_account

TTR = "ticket-to-ride"


def waiting_game(client: Api, players: list[dict], **extra) -> dict:
    answer = client.post("/v1/games", json={"rules": TTR, "players": players, **extra})
    assert answer.status_code == 201, answer.text
    return answer.json()


def play_a_command(client: Api, game_id: str, key: str) -> None:
    """The seat `key` acts as plays its first legal command (a game command, not the table's)."""
    legal = client.get(f"/v1/games/{game_id}/legal-commands", headers=bearer(key))
    assert legal.status_code == 200, legal.text
    command = next(c for c in legal.json()["commands"] if c["type"] not in ("resign", "undo", "hand_over"))
    played = client.post(f"/v1/games/{game_id}/commands", headers=bearer(key),
                         json={**command, "expected_version": legal.json()["version"]})
    assert played.status_code == 201, played.text


@pytest.mark.memory
def test_a_game_waits_for_its_invited_and_open_seats_then_the_accounts_play_it(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    rocket, rocket_key = new_account(client, name="Rocket", kind="bot")
    created = waiting_game(client, [{"account": ada["id"]}, {"open": True}, {"name": "Brunel"}])
    game_id = created["game"]["id"]
    assert created["game"]["status"] == "waiting"
    assert [s["state"] for s in created["seats"]] == ["invited", "open", "taken"]
    assert created["seats"][0]["name"] == "Ada" and created["seats"][0]["account"] == ada["id"]
    assert [("token" in s) for s in created["seats"]] == [False, False, True]  # only the plain seat's
    brunel = created["seats"][2]["token"]

    summary = client.get(f"/v1/games/{game_id}").json()
    assert summary["status"] == "waiting" and "token" not in orjson.dumps(summary).decode()
    for path in ("state", "legal-commands", "events"):
        refused = client.get(f"/v1/games/{game_id}/{path}", headers=bearer(brunel))
        assert refused.status_code == 409 and refused.json()["code"] == "game_waiting", path
    refused = client.post(f"/v1/games/{game_id}/commands", headers=bearer(brunel), json={"type": "resign"})
    assert refused.status_code == 409 and refused.json()["code"] == "game_waiting"

    assert client.post(f"/v1/games/{game_id}/seats/0/join", headers=bearer(rocket_key)).json()["code"] == "not_invited"
    joined = client.post(f"/v1/games/{game_id}/seats/0/join", headers=bearer(ada_key))
    assert joined.status_code == 200 and joined.json()["game"]["status"] == "waiting"
    ada_token = joined.json()["token"]
    again = client.post(f"/v1/games/{game_id}/seats/0/join", headers=bearer(ada_key)).json()
    assert again["token"] == ada_token  # joining the seat it holds answers its token again
    twice = client.post(f"/v1/games/{game_id}/seats/1/join", headers=bearer(ada_key))
    assert twice.status_code == 409 and twice.json()["code"] == "already_seated"

    rocket_joined = client.post(f"/v1/games/{game_id}/seats/1/join", headers=bearer(rocket_key)).json()
    started = rocket_joined["game"]
    assert started["status"] == "active" and started["id"] == game_id and started["version"] >= 1
    assert [(s["name"], s["kind"], s.get("account")) for s in started["seats"]] == [
        ("Ada", "human", ada["id"]), ("Rocket", "human", rocket["id"]), ("Brunel", "human", None)]
    assert started["seats"][1]["account_kind"] == "bot"
    assert client.get(f"/v1/games/{game_id}").json()["status"] == "active"
    listed = client.get("/v1/games", params={"status": "active"}).json()["games"]
    assert game_id in [g["id"] for g in listed]

    keys = {0: ada_key, 1: rocket_key, 2: brunel}
    tokens = {0: ada_token, 1: rocket_joined["token"], 2: brunel}
    for seat in started["active_seats"]:  # the account keys play their seats, and so do the join tokens
        play_a_command(client, game_id, keys[seat])
    summary = client.get(f"/v1/games/{game_id}").json()
    for seat in summary["active_seats"]:
        play_a_command(client, game_id, tokens[seat])
    late = client.post(f"/v1/games/{game_id}/seats/1/leave", headers=bearer(rocket_key))
    assert late.status_code == 409 and late.json()["code"] == "game_started"


@pytest.mark.memory
def test_two_accounts_racing_for_one_open_seat_one_wins(served):
    client = Api(served)
    racers = [new_account(client, name=f"R{i}")[1] for i in range(6)]
    game_id = waiting_game(client, [{"name": "Host"}, {"open": True}])["game"]["id"]
    answers: list[int] = []
    barrier = threading.Barrier(len(racers))

    def race(key: str) -> None:
        barrier.wait()
        answers.append(client.post(f"/v1/games/{game_id}/seats/1/join", headers=bearer(key)).status_code)

    threads = [threading.Thread(target=race, args=(key,)) for key in racers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answers) == [200] + [409] * (len(racers) - 1)
    assert client.get(f"/v1/games/{game_id}").json()["status"] == "active"


@pytest.mark.memory
def test_leave_gives_a_seat_back_and_the_listing_shows_the_open_games(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    _, bob_key = new_account(client, name="Bob", kind="human")
    game_id = waiting_game(client, [{"account": ada["id"]}, {"open": True}, {"open": True}])["game"]["id"]
    other = waiting_game(client, [{"name": "X"}, {"open": True}], seed="s")["game"]["id"]
    solo = client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"open": True}]}).json()["game"]["id"]
    waiting = client.get("/v1/games", params={"status": "waiting"}).json()
    assert [g["id"] for g in waiting["games"]] == [solo, other, game_id]
    assert [g["id"] for g in client.get("/v1/games", params={"status": "waiting", "rules": TTR}).json()["games"]] \
        == [other, game_id]
    page = client.get("/v1/games", params={"status": "waiting", "limit": 1}).json()
    assert len(page["games"]) == 1 and page["next_cursor"] == solo
    assert client.get("/v1/games").json()["games"] == []  # (waiting games are not among the games played)

    assert client.post(f"/v1/games/{game_id}/seats/0/join", headers=bearer(ada_key)).status_code == 200
    assert client.post(f"/v1/games/{game_id}/seats/1/join", headers=bearer(bob_key)).status_code == 200
    left = client.post(f"/v1/games/{game_id}/seats/1/leave", headers=bearer(bob_key))
    assert left.status_code == 200 and left.json()["seats"][1]["state"] == "open"
    left = client.post(f"/v1/games/{game_id}/seats/0/leave", headers=bearer(ada_key)).json()
    assert left["seats"][0]["state"] == "invited" and left["seats"][0]["account"] == ada["id"]
    refused = client.post(f"/v1/games/{game_id}/seats/0/leave", headers=bearer(ada_key))
    assert refused.status_code == 403 and refused.json()["code"] == "not_your_seat"


@pytest.mark.memory
def test_bad_joins_and_bad_seats_are_4xx_problems(served):
    client = Api(served)
    _, key = new_account(client)
    unknown = client.post("/v1/games", json={"rules": TTR, "players": [{"account": "0" * 16}, {"open": True}]})
    assert unknown.status_code == 422 and unknown.json()["code"] == "account_not_found"
    for players in ([{"open": False}, {"name": "A"}], [{"account": "xyz"}, {"name": "A"}],
                    [{"open": True, "name": "A"}, {"name": "B"}], [{"open": True, "kind": "bot"}, {"name": "B"}]):
        answer = client.post("/v1/games", json={"rules": TTR, "players": players})
        assert answer.status_code == 400 and answer.headers["Content-Type"] == "application/problem+json", players
    twice = client.post("/v1/games", json={"rules": TTR, "players": [{"account": key[4:20]}, {"account": key[4:20]}]})
    assert twice.status_code == 400
    too_few = client.post("/v1/games", json={"rules": TTR, "players": [{"open": True}]})
    assert too_few.status_code == 422
    game_id = waiting_game(client, [{"name": "A"}, {"open": True}])["game"]["id"]
    assert client.post(f"/v1/games/{game_id}/seats/1/join").status_code == 401
    assert client.post(f"/v1/games/{game_id}/seats/1/join", headers=bearer("tsk_nope")).status_code == 401
    out = client.post(f"/v1/games/{game_id}/seats/7/join", headers=bearer(key))
    assert out.status_code == 404 and out.json()["code"] == "seat_not_found"
    taken = client.post(f"/v1/games/{game_id}/seats/0/join", headers=bearer(key))
    assert taken.status_code == 409 and taken.json()["code"] == "seat_taken"
    assert client.post(f"/v1/games/{'f' * 20}/seats/0/join", headers=bearer(key)).status_code == 404
    plain = client.post("/v1/games", json={"rules": TTR, "players": [{"name": "A"}, {"name": "B"}]}).json()
    started = client.post(f"/v1/games/{plain['game']['id']}/seats/0/join", headers=bearer(key))
    assert started.status_code == 409 and started.json()["code"] == "game_started"


def test_an_invitation_is_told_once_through_the_outbox_atomically_with_its_lobby(served, redis_server):
    client = Api(served)
    ada, _ = new_account(client, name="Ada", kind="human")
    redis = redis_server.client()
    before = redis.xlen(OUTBOX) if redis.exists(OUTBOX) else 0
    game_id = waiting_game(client, [{"account": ada["id"]}, {"open": True}])["game"]["id"]
    entries = [orjson.loads(fields[b"entry"]) for _, fields in redis.xrange(OUTBOX)][before:]
    told = [e for e in entries if e["game"] == game_id]
    assert len(told) == 1 and told[0]["version"] == 0 and told[0]["invited"] == [ada["id"]]
    assert told[0]["challenge"] == client.get(f"/v1/challenges/{game_id}").json()
    assert [group["name"] for group in redis.xinfo_groups(OUTBOX)] == [b"relay"]
    other = waiting_game(client, [{"name": "A"}, {"open": True}])["game"]["id"]  # nobody invited: nobody told
    entries = [orjson.loads(fields[b"entry"]) for _, fields in redis.xrange(OUTBOX)][before + 1:]
    assert [sorted(e) for e in entries] == [["expires_ms", "game", "version"]]  # (only its deadline's look)
    assert entries[0]["game"] == other


def test_the_relay_takes_an_invitation_s_entry_and_the_game_it_starts(served, relay, redis_server):
    """(Until the account events are there, the relay acknowledges an invitation's entry and does nothing
    with it; it must never dead-letter it.)"""
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    game_id = waiting_game(client, [{"account": ada["id"]}, {"name": "Bot", "kind": "bot", "level": "easy"}])["game"]["id"]
    client.post(f"/v1/games/{game_id}/seats/0/join", headers=bearer(ada_key))
    redis = redis_server.client()
    deadline = time.monotonic() + 20
    while [g["pending"] + (g["lag"] or 0) for g in redis.xinfo_groups(OUTBOX)] != [0]:
        assert time.monotonic() < deadline, redis.xinfo_groups(OUTBOX)
        time.sleep(0.05)
    assert not redis.exists(f"{OUTBOX}:dead")
    assert game_id in [g["id"] for g in client.get("/v1/games").json()["games"]]
