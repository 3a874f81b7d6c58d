"""Nobody is invited without consent (issue 39 §1), over a real socket: invitations count against their
sender, never against the account invited; a sender has a few pending with one account at most; an account
says whom it accepts challenges from (anyone, the accounts it has played, nobody) and declines them all."""
from __future__ import annotations

import pytest

from service.app.lobby import WAITING_SECONDS
from service.app.lobby_consent import MAX_INVITATIONS
from tests.platform.support import Api, bearer, new_account

TTR = "ticket-to-ride"


def invite(client: Api, account_id: str, key: str | None = None):
    """A game of two seats, one the account's invitation, made by `key`'s account (None: anonymously)."""
    return client.post("/v1/games", headers=bearer(key) if key else {},
                       json={"rules": TTR, "players": [{"account": account_id}, {"open": True}]})


def challenge(client: Api, key: str, me: dict, other: dict):
    return client.post("/v1/challenges", headers=bearer(key),
                       json={"rules": TTR, "players": [{"account": me["id"]}, {"account": other["id"]}]})


def prefer(client: Api, key: str, whom: str) -> None:
    answer = client.put("/v1/me/challenge-preference", headers=bearer(key), json={"accepts_from": whom})
    assert answer.status_code == 200 and answer.json() == {"accepts_from": whom}, answer.text


@pytest.mark.memory
def test_fifty_strangers_invitations_leave_the_account_its_own_games(served):
    client = Api(served)
    victim, victim_key = new_account(client, name="Victim", kind="human")
    friend, friend_key = new_account(client, name="Friend", kind="human")
    strangers = [new_account(client, name=f"Stranger {n}")[1] for n in range(50 // MAX_INVITATIONS)]
    sent = [invite(client, victim["id"], key).status_code for key in strangers for _ in range(MAX_INVITATIONS)]
    assert sent == [201] * 50
    assert len(client.get("/v1/me/games", params={"status": "waiting", "limit": 100},
                          headers=bearer(victim_key)).json()["games"]) == 50

    own = client.post("/v1/challenges", headers=bearer(victim_key),
                      json={"rules": TTR, "players": [{"account": victim["id"]}, {"open": True}]})
    assert own.status_code == 201, own.text
    opened = client.post("/v1/games", headers=bearer(victim_key), json={"rules": TTR, "players": [{"open": True}] * 2})
    assert opened.status_code == 201, opened.text
    joined = client.post(f"/v1/games/{opened.json()['game']['id']}/seats/0/join", headers=bearer(victim_key))
    assert joined.status_code == 200, joined.text
    made = challenge(client, friend_key, friend, victim)
    assert made.status_code == 201, made.text
    accepted = client.post(f"/v1/challenges/{made.json()['id']}/accept", headers=bearer(victim_key))
    assert accepted.status_code == 200 and accepted.json()["game"]["status"] == "active"


@pytest.mark.memory
def test_a_sender_has_a_few_invitations_pending_with_one_account(served):
    client = Api(served)
    bob, bob_key = new_account(client, name="Bob", kind="human")
    ada, ada_key = new_account(client, name="Ada", kind="human")
    cy, cy_key = new_account(client, name="Cy", kind="human")
    made = [challenge(client, ada_key, ada, bob) for _ in range(MAX_INVITATIONS + 1)]
    assert [m.status_code for m in made] == [201] * MAX_INVITATIONS + [429]
    assert made[-1].json()["code"] == "too_many_invitations" and made[-1].json()["limit"] == MAX_INVITATIONS
    assert challenge(client, ada_key, ada, cy).status_code == 201  # (another account: a count of its own)
    assert challenge(client, cy_key, cy, bob).status_code == 201  # (another sender: likewise)
    anonymous = [invite(client, bob["id"]).status_code for _ in range(MAX_INVITATIONS + 1)]
    assert anonymous == [201] * MAX_INVITATIONS + [429]  # (an anonymous client counts by its address)

    assert client.post(f"/v1/challenges/{made[0].json()['id']}/decline", headers=bearer(bob_key)).status_code == 200
    assert challenge(client, ada_key, ada, bob).status_code == 201  # (answered: room again)
    assert challenge(client, ada_key, ada, bob).status_code == 429


@pytest.mark.memory
def test_an_account_that_accepts_challenges_from_nobody_is_invited_by_nobody(served):
    client = Api(served)
    bob, bob_key = new_account(client, name="Bob", kind="human")
    ada, ada_key = new_account(client, name="Ada", kind="human")
    assert client.get("/v1/me/challenge-preference", headers=bearer(bob_key)).json() == {"accepts_from": "anyone"}
    prefer(client, bob_key, "nobody")
    assert client.get("/v1/me/challenge-preference", headers=bearer(bob_key)).json() == {"accepts_from": "nobody"}
    for refused in (challenge(client, ada_key, ada, bob), invite(client, bob["id"]), invite(client, bob["id"], ada_key)):
        assert refused.status_code == 403 and refused.json()["code"] == "challenges_refused", refused.text
        assert refused.json()["accepts_from"] == "nobody"
    assert client.get("/v1/me/games", headers=bearer(bob_key)).json()["games"] == []
    assert invite(client, bob["id"], bob_key).status_code == 201  # (its own game names it: no one else's invitation)
    open_game = invite(client, ada["id"], ada_key).json()["game"]["id"]
    assert client.post(f"/v1/games/{open_game}/seats/1/join", headers=bearer(bob_key)).status_code == 200
    prefer(client, bob_key, "anyone")
    assert challenge(client, ada_key, ada, bob).status_code == 201


@pytest.mark.memory
def test_an_account_that_accepts_the_accounts_it_has_played_refuses_the_rest(served):
    client = Api(served)
    bob, bob_key = new_account(client, name="Bob", kind="human")
    ada, ada_key = new_account(client, name="Ada", kind="human")
    cy, cy_key = new_account(client, name="Cy", kind="human")
    first = challenge(client, ada_key, ada, bob).json()["id"]
    waiting = challenge(client, cy_key, cy, bob).json()["id"]  # (not accepted: not played)
    assert client.post(f"/v1/challenges/{first}/accept", headers=bearer(bob_key)).json()["game"]["status"] == "active"
    prefer(client, bob_key, "played")
    assert challenge(client, ada_key, ada, bob).status_code == 201
    for refused in (challenge(client, cy_key, cy, bob), invite(client, bob["id"]), invite(client, bob["id"], cy_key)):
        assert refused.status_code == 403 and refused.json()["code"] == "challenges_refused", refused.text
    assert client.get(f"/v1/challenges/{waiting}").json()["status"] == "waiting"  # (sent before: bob answers it)
    assert challenge(client, bob_key, bob, cy).status_code == 201  # (its own challenges go anywhere)


@pytest.mark.memory
def test_the_preference_is_an_accounts_own(served):
    client = Api(served)
    _, key = new_account(client, name="Bob", kind="human")
    for bad in ({"accepts_from": "friends"}, {}, {"accepts_from": "anyone", "more": 1}, [], None):
        answer = client.put("/v1/me/challenge-preference", headers=bearer(key), json=bad)
        assert answer.status_code == 400, (bad, answer.text)
    assert client.put("/v1/me/challenge-preference", json={"accepts_from": "nobody"}).status_code == 401
    assert client.get("/v1/me/challenge-preference").status_code == 401
    assert client.post("/v1/me/challenges/decline").status_code == 401


@pytest.mark.memory
def test_an_account_declines_every_invitation_at_once(served):
    client = Api(served)
    bob, bob_key = new_account(client, name="Bob", kind="human")
    ada, ada_key = new_account(client, name="Ada", kind="human")
    cy, cy_key = new_account(client, name="Cy", kind="human")
    sent = [challenge(client, ada_key, ada, bob).json()["id"], challenge(client, cy_key, cy, bob).json()["id"],
            invite(client, bob["id"]).json()["game"]["id"]]
    three = client.post("/v1/challenges", headers=bearer(ada_key), json={
        "rules": TTR, "players": [{"account": ada["id"]}, {"account": bob["id"]}, {"account": cy["id"]}]}).json()["id"]
    assert client.post(f"/v1/challenges/{three}/accept", headers=bearer(bob_key)).status_code == 200  # (answered)
    mine = client.post(f"/v1/games/{sent[2]}/seats/1/join", headers=bearer(ada_key))
    assert mine.status_code == 200

    declined = client.post("/v1/me/challenges/decline", headers=bearer(bob_key))
    assert declined.status_code == 200, declined.text
    assert sorted(declined.json()["declined"]) == sorted(sent) and declined.json()["more"] is False
    for game_id in sent:
        shown = client.get(f"/v1/challenges/{game_id}").json()
        assert shown["status"] == "declined" and shown["declined_by"] == bob["id"]
    assert client.get(f"/v1/challenges/{three}").json()["status"] == "waiting"
    assert client.post("/v1/me/challenges/decline", headers=bearer(bob_key)).json() == {"declined": [], "more": False}
    assert [g["id"] for g in client.get("/v1/me/games", headers=bearer(bob_key)).json()["games"]] == [three]
    assert [challenge(client, ada_key, ada, bob).status_code for _ in range(MAX_INVITATIONS)] == [201] * MAX_INVITATIONS


def test_what_counts_against_a_client_goes_when_its_games_are_over(served, redis_server):
    """An anonymous client's count (by its address) and an account's invitations are kept no longer than a
    game waits: a client that never comes back leaves nothing behind."""
    client = Api(served)
    bob, _ = new_account(client, name="Bob", kind="human")
    assert invite(client, bob["id"]).status_code == 201
    redis = redis_server.client()
    for name in ("{c:ip:127.0.0.1}:waiting", f"{{a:{bob['id']}}}:invited", f"{{a:{bob['id']}}}:invited:ip:127.0.0.1"):
        assert redis.zcard(name) == 1, name
        assert WAITING_SECONDS * 1000 < redis.pttl(name) <= (WAITING_SECONDS + 60) * 1000, name
