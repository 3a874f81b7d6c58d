"""Challenges, rematches and an account's own games (issue 27), over a real socket."""
from __future__ import annotations

from datetime import datetime, timedelta

import orjson
import pytest

from service.adapters.redis.keys import OUTBOX
from service.app import lobby as lobbies
from tests.platform.support import Api, bearer, new_account

TTR = "ticket-to-ride"


def challenge(client: Api, key: str, players: list[dict], rules: str = TTR, **extra) -> dict:
    answer = client.post("/v1/challenges", headers=bearer(key), json={"rules": rules, "players": players, **extra})
    assert answer.status_code == 201, answer.text
    assert answer.headers["Location"] == f"/v1/challenges/{answer.json()['id']}"
    return answer.json()


@pytest.mark.memory
def test_a_challenge_starts_once_every_invited_account_accepts(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bob, bob_key = new_account(client, name="Bob", kind="bot")
    cy, cy_key = new_account(client, name="Cy", kind="human")
    made = challenge(client, ada_key, [{"account": ada["id"]}, {"account": bob["id"]}, {"account": cy["id"]},
                                       {"name": "Brass", "kind": "bot", "level": "easy"}])
    assert made["status"] == "waiting" and made["challenger"] == ada["id"]
    assert [s["state"] for s in made["seats"]] == ["taken", "invited", "invited", "taken"]
    assert [t["seat"] for t in made.pop("tokens")] == [0, 3]  # the challenger's and the plain seat's
    assert client.get(f"/v1/challenges/{made['id']}").json() == made
    assert client.get(f"/v1/games/{made['game']}").json()["status"] == "waiting"

    stranger = new_account(client, name="Stranger")[1]
    assert client.post(f"/v1/challenges/{made['id']}/accept", headers=bearer(stranger)).status_code == 403
    accepted = client.post(f"/v1/challenges/{made['id']}/accept", headers=bearer(bob_key))
    assert accepted.status_code == 200 and accepted.json()["seat"] == 1 and accepted.json()["game"]["status"] == "waiting"
    accepted = client.post(f"/v1/challenges/{made['id']}/accept", headers=bearer(cy_key)).json()
    assert accepted["game"]["status"] == "active"
    assert [s["kind"] for s in accepted["game"]["seats"]] == ["human", "human", "human", "bot"]
    assert client.get(f"/v1/challenges/{made['id']}").json()["status"] == "started"
    late = client.post(f"/v1/challenges/{made['id']}/decline", headers=bearer(bob_key))
    assert late.status_code == 409 and late.json()["code"] == "game_started"


def test_a_challenge_tells_the_invited_once_through_the_outbox(served, redis_server):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bob, _ = new_account(client, name="Bob")
    made = challenge(client, ada_key, [{"account": ada["id"]}, {"account": bob["id"]}, {"open": True}])
    made.pop("tokens")
    entries = [orjson.loads(fields[b"entry"]) for _, fields in redis_server.client().xrange(OUTBOX)]
    deadline = datetime.fromisoformat(made["created_at"]) + timedelta(seconds=lobbies.WAITING_SECONDS)
    expires_ms = round(deadline.timestamp() * 1000)
    mine = [e for e in entries if e["game"] == made["id"]]
    assert abs(mine[0].pop("expires_ms") - expires_ms) < 1000  # (the deadline's look: test_lobby_expiry_told.py)
    assert mine == [{"game": made["id"], "version": 0, "challenge": made, "invited": [bob["id"]]}]


@pytest.mark.memory
def test_a_declined_challenge_never_starts(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bob, bob_key = new_account(client, name="Bob", kind="bot")
    made = challenge(client, ada_key, [{"account": bob["id"]}, {"account": ada["id"]}])
    declined = client.post(f"/v1/challenges/{made['id']}/decline", headers=bearer(bob_key))
    assert declined.status_code == 200 and declined.json()["status"] == "declined"
    assert declined.json()["declined_by"] == bob["id"]
    again = client.post(f"/v1/challenges/{made['id']}/accept", headers=bearer(bob_key))
    assert again.status_code == 409 and again.json()["code"] == "challenge_declined"
    gone = client.get(f"/v1/games/{made['game']}")
    assert gone.status_code == 410 and gone.json()["code"] == "challenge_declined"
    assert client.get("/v1/me/games", headers=bearer(ada_key)).json()["games"] == []


@pytest.mark.memory
def test_bad_challenges_are_4xx(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bob, _ = new_account(client, name="Bob")
    assert client.post("/v1/challenges", json={"rules": TTR, "players": [{"account": ada["id"]}]}).status_code == 401
    absent = client.post("/v1/challenges", headers=bearer(ada_key),
                         json={"rules": TTR, "players": [{"account": bob["id"]}, {"open": True}]})
    assert absent.status_code == 422 and absent.json()["code"] == "challenger_not_seated"
    unknown = client.post("/v1/challenges", headers=bearer(ada_key),
                          json={"rules": "chess", "players": [{"account": ada["id"]}, {"open": True}]})
    assert unknown.status_code == 422
    assert client.get(f"/v1/challenges/{'a' * 16}").status_code == 404
    assert client.post(f"/v1/challenges/{'a' * 16}/accept", headers=bearer(ada_key)).status_code == 404


@pytest.mark.memory
def test_a_challenge_against_bots_alone_starts_at_once(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    made = challenge(client, ada_key, [{"name": "Bot", "kind": "bot"}, {"account": ada["id"]}])
    assert made["status"] == "started"
    summary = client.get(f"/v1/games/{made['game']}").json()
    assert summary["status"] == "active" and summary["seats"][1]["account"] == ada["id"]


@pytest.mark.memory
def test_a_rematch_rotates_the_seats_and_invites_every_account_again(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bob, bob_key = new_account(client, name="Bob", kind="bot")
    made = challenge(client, ada_key, [{"account": ada["id"]}, {"account": bob["id"]}, {"name": "Plain"}],
                     options={"undo": False})
    game_id = client.post(f"/v1/challenges/{made['id']}/accept", headers=bearer(bob_key)).json()["game"]["id"]
    early = client.post(f"/v1/games/{game_id}/rematch", headers=bearer(bob_key))
    assert early.status_code == 409 and early.json()["code"] == "game_not_finished"
    for key in (ada_key, bob_key):
        assert client.post(f"/v1/games/{game_id}/commands", headers=bearer(key), json={"type": "resign"}).status_code == 201
    assert client.get(f"/v1/games/{game_id}").json()["status"] == "finished"
    stranger = new_account(client, name="Stranger")[1]
    assert client.post(f"/v1/games/{game_id}/rematch", headers=bearer(stranger)).status_code == 403

    rematch = client.post(f"/v1/games/{game_id}/rematch", headers=bearer(bob_key))
    assert rematch.status_code == 201
    again = rematch.json()
    assert [(s.get("account"), s.get("name"), s["state"]) for s in again["seats"]] == [
        (bob["id"], "Bob", "taken"), (None, "Plain", "taken"), (ada["id"], "Ada", "invited")]
    assert again["challenger"] == bob["id"] and again["options"]["undo"] is False
    assert client.post(f"/v1/games/{game_id}/rematch", headers=bearer(ada_key)).json()["id"] == again["id"]
    started = client.post(f"/v1/challenges/{again['id']}/accept", headers=bearer(ada_key)).json()
    assert started["seat"] == 2 and started["game"]["status"] == "active"
    plain = {t["seat"]: t["token"] for t in again["tokens"]}[1]
    assert client.get(f"/v1/games/{again['id']}/legal-commands", headers=bearer(plain)).status_code == 200


@pytest.mark.memory
def test_my_games_by_status_and_by_whose_turn(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bob, bob_key = new_account(client, name="Bob", kind="human")
    first = challenge(client, ada_key, [{"account": ada["id"]}, {"account": bob["id"]}])
    client.post(f"/v1/challenges/{first['id']}/accept", headers=bearer(bob_key))
    waiting = challenge(client, bob_key, [{"account": bob["id"]}, {"account": ada["id"]}])
    mine = client.get("/v1/me/games", headers=bearer(ada_key)).json()
    assert [(g["id"], g["status"], g["seat"]) for g in mine["games"]] == [
        (waiting["id"], "waiting", 1), (first["id"], "active", 0)]
    active = client.get(f"/v1/games/{first['id']}").json()
    turn = "mine" if 0 in active["active_seats"] else "theirs"
    other = "theirs" if turn == "mine" else "mine"
    assert [g["id"] for g in client.get("/v1/me/games", params={"turn": turn}, headers=bearer(ada_key)).json()["games"]] \
        == [first["id"]]
    assert client.get("/v1/me/games", params={"turn": other}, headers=bearer(ada_key)).json()["games"] == []
    assert [g["id"] for g in client.get("/v1/me/games", params={"status": "waiting"},
                                        headers=bearer(bob_key)).json()["games"]] == [waiting["id"]]
    page = client.get("/v1/me/games", params={"limit": 1}, headers=bearer(bob_key)).json()
    assert len(page["games"]) == 1 and page["next_cursor"] == waiting["id"]
    rest = client.get("/v1/me/games", params={"limit": 1, "cursor": page["next_cursor"]}, headers=bearer(bob_key))
    assert [g["id"] for g in rest.json()["games"]] == [first["id"]] and rest.json()["next_cursor"] is None
    assert client.get("/v1/me/games").status_code == 401
    assert client.get("/v1/me/games", params={"turn": "everyone"}, headers=bearer(ada_key)).status_code == 400
    assert client.get("/v1/me/games", params={"limit": 101}, headers=bearer(ada_key)).status_code == 400


@pytest.mark.memory
def test_an_account_is_in_at_most_so_many_waiting_games(served, monkeypatch):
    monkeypatch.setattr("service.app.lobby.MAX_WAITING", 3)
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bob, bob_key = new_account(client, name="Bob", kind="human")
    for _ in range(3):
        challenge(client, ada_key, [{"account": ada["id"]}, {"open": True}])
    refused = client.post("/v1/challenges", headers=bearer(ada_key),
                          json={"rules": TTR, "players": [{"account": ada["id"]}, {"open": True}]})
    assert refused.status_code == 429 and refused.json()["code"] == "too_many_waiting"
    invited = client.post("/v1/games", json={"rules": TTR, "players": [{"account": ada["id"]}, {"name": "X"}]})
    assert invited.status_code == 201  # others' invitations count against them, never against it (issue 39)
    client.post(f"/v1/challenges/{invited.json()['game']['id']}/decline", headers=bearer(ada_key))  # (off its list)
    first = client.get("/v1/me/games", params={"status": "waiting"}, headers=bearer(ada_key)).json()["games"][-1]
    client.post(f"/v1/games/{first['id']}/seats/1/join", headers=bearer(bob_key))  # it starts: room again
    assert client.post("/v1/challenges", headers=bearer(ada_key),
                       json={"rules": TTR, "players": [{"account": ada["id"]}, {"open": True}]}).status_code == 201
