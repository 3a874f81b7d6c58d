"""A fork with a seat for the caller's own account (issue 29: "fork here and play on against a bot" on
the game page, signed in), over a real socket."""
from __future__ import annotations

import json

import pytest

from tests.platform.support import Api, bearer, new_account
from tests.platform.test_account_events_stream import read_frames

TTR = "ticket-to-ride"


def finished_game(client: Api) -> tuple[str, int]:
    """A finished game (a seat resigned: the other wins) and the version before it did."""
    created = client.post("/v1/games", json={"rules": TTR, "players": [{"name": "Ada"}, {"name": "Bob"}],
                                             "seed": "account-forks"}).json()
    game_id, tokens = created["game"]["id"], [s["token"] for s in created["seats"]]
    version = created["game"]["version"]
    assert client.post(f"/v1/games/{game_id}/commands", headers=bearer(tokens[0]),
                       json={"type": "resign"}).status_code == 201
    assert client.get(f"/v1/games/{game_id}").json()["status"] == "finished"
    return game_id, version


def test_an_account_forks_a_finished_game_against_a_bot_and_plays_it_with_its_key(served, relay):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    parent, version = finished_game(client)
    answer = client.post(f"/v1/games/{parent}/fork", headers=bearer(ada_key),
                         json={"at_version": version, "players": [{"account": ada["id"]}, {"name": "Bot", "kind": "bot"}]})
    assert answer.status_code == 201, answer.text
    fork = answer.json()["game"]
    assert [(s["name"], s["kind"], s.get("account")) for s in fork["seats"]] == [
        ("Ada", "human", ada["id"]), ("Bot", "bot", None)]
    assert fork["status"] == "active" and 0 in fork["active_seats"]

    legal = client.get(f"/v1/games/{fork['id']}/legal-commands", headers=bearer(ada_key)).json()
    assert legal["commands"], legal  # (the account key acts as seat 0)
    played = client.post(f"/v1/games/{fork['id']}/commands", headers=bearer(ada_key),
                         json={**legal["commands"][0], "expected_version": legal["version"]})
    assert played.status_code == 201, played.text
    assert client.get(f"/v1/games/{fork['id']}").json()["version"] > fork["version"]

    mine = client.get("/v1/me/games", headers=bearer(ada_key)).json()["games"]
    assert [(g["id"], g["seat"]) for g in mine] == [(fork["id"], 0)]
    started = read_frames(served.url, ada_key, 1)[0]  # its account stream, as for any game it is seated at
    assert started["event"] == "game_started"
    told = json.loads(started["data"])["data"]
    assert (told["game"], told["seat"]) == (fork["id"], 0), told


@pytest.mark.memory
def test_an_account_cannot_seat_another_account_in_a_fork(served):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    bob, bob_key = new_account(client, name="Bob", kind="human")
    parent, version = finished_game(client)
    body = {"at_version": version, "players": [{"account": bob["id"]}, {"name": "Bot", "kind": "bot"}]}
    for headers in (bearer(ada_key), {}):  # another account's key, or none
        refused = client.post(f"/v1/games/{parent}/fork", headers=headers, json=body)
        assert refused.status_code == 403 and refused.json()["code"] == "not_your_account", refused.text
    made_up = client.post(f"/v1/games/{parent}/fork", headers=bearer(ada_key),
                          json={"at_version": version, "players": [{"account": "0" * 16}, {"name": "Cy"}]})
    assert made_up.status_code == 403 and made_up.json()["code"] == "not_your_account"
    twice = client.post(f"/v1/games/{parent}/fork", headers=bearer(ada_key),
                        json={"at_version": version, "players": [{"account": ada["id"]}, {"account": ada["id"]}]})
    assert twice.status_code == 400 and "at most one seat" in twice.text, twice.text
    is_open = client.post(f"/v1/games/{parent}/fork", headers=bearer(ada_key),
                          json={"at_version": version, "players": [{"account": ada["id"]}, {"open": True}]})
    assert is_open.status_code == 400
    assert client.get("/v1/me/games", headers=bearer(ada_key)).json()["games"] == []
    assert client.get("/v1/me/games", headers=bearer(bob_key)).json()["games"] == []


@pytest.mark.memory
def test_old_fork_bodies_still_fork(served):
    client = Api(served)
    parent, version = finished_game(client)
    for body in ({"at_version": version}, {"at_version": version, "players": [{"name": "Cy"}, {"name": "Bot", "kind": "bot"}]}):
        answer = client.post(f"/v1/games/{parent}/fork", json=body)
        assert answer.status_code == 201, answer.text
        assert [t["token"] for t in answer.json()["seats"]] and not any(
            s.get("account") for s in answer.json()["game"]["seats"])
