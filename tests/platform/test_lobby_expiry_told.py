"""A game that expires waiting for its seats tells the accounts seated at or invited to it (`game_expired`
on GET /v1/me/events, over a real socket, and to their webhooks), once, with a real relay and a real
worker: the look the relay schedules at the deadline finds the lobby gone. A game started or declined in
time tells nothing, a look run twice tells once, and a deadline put off is looked at again."""
from __future__ import annotations

import dataclasses
import json
import time

import pytest
import requests

from service.adapters.redis.queue import enqueue_once, find_job
from service.http.app import create_app
from tests.cluster.conftest import cluster_parts, cluster_settings, local_cluster, queue_server  # noqa: F401
from tests.platform.support import Api, bearer, new_account
from tests.support import ServedApp, wait_for

TTR = "ticket-to-ride"
WAIT_S = 3.0  # (room for a slow machine's requests before the deadline)


@pytest.fixture
def settings(settings):
    return dataclasses.replace(settings, waiting_hours=WAIT_S / 3600)


def challenge(client: Api, key: str, players: list[dict]) -> dict:
    answer = client.post("/v1/challenges", headers=bearer(key), json={"rules": TTR, "players": players})
    assert answer.status_code == 201, answer.text
    return answer.json()


def told(redis, account: dict, kind: str = "game_expired") -> list[dict]:
    """The events of `kind` the account's stream holds."""
    events = redis.xrange(f"{{a:{account['id']}}}:events")
    return [json.loads(fields[b"data"]) for _, fields in events if fields[b"type"] == kind.encode()]


def next_event(base: str, key: str, kind: str, timeout: float = 30) -> dict:
    """The first event of `kind` on a new connection to the account's stream (from its oldest event,
    then live); a silence longer than the heartbeats fails."""
    with requests.get(f"{base}/v1/me/events", headers=bearer(key), stream=True, timeout=(5, 20)) as answer:
        assert answer.status_code == 200, answer.text
        until = time.monotonic() + timeout
        for line in answer.iter_lines(decode_unicode=True):
            if line.startswith("data:") and (event := json.loads(line[5:]))["type"] == kind:
                return event
            assert time.monotonic() < until, f"no {kind} in {timeout} s"
    raise AssertionError("the stream ended")


def looks(redis, game_id: str) -> list:
    """The looks at the game's deadline (`expiry-<game>-<deadline ms>`: the relay's, and any one asked for
    again later), earliest first, once run."""
    def found():
        return sorted(name.decode()[len("rq:job:"):] for name in redis.scan_iter(f"rq:job:expiry-{game_id}-1*"))
    wait_for(found, what="the look scheduled")
    jobs = [find_job(redis, job_id) for job_id in found()]
    for job in jobs:
        wait_for(lambda job=job: job.get_status(refresh=True) == "finished", what="the look run")
    return jobs


def test_the_accounts_of_an_expired_challenge_are_told_once_and_those_of_games_settled_in_time_never(
        served, relay, worker, redis_server):
    client, redis = Api(served), redis_server.client()
    (ada, ada_key), (bob, bob_key), (cy, cy_key) = (new_account(client, name=n, kind="human") for n in ("Ada", "Bob", "Cy"))
    hook = client.post("/v1/me/webhooks", headers=bearer(cy_key),  # (nothing listens there: its log is read)
                       json={"url": "http://127.0.0.1:9/hooks", "events": ["game_expired"]})
    assert hook.status_code == 201, hook.text
    made_at = time.time()
    lapsed = challenge(client, ada_key, [{"account": ada["id"]}, {"account": bob["id"]}, {"open": True}])
    assert client.post(f"/v1/games/{lapsed['id']}/seats/2/join", headers=bearer(cy_key)).status_code == 200
    started = challenge(client, ada_key, [{"account": ada["id"]}, {"account": bob["id"]}])
    assert client.post(f"/v1/challenges/{started['id']}/accept", headers=bearer(bob_key)).status_code == 200
    declined = challenge(client, ada_key, [{"account": ada["id"]}, {"account": cy["id"]}])
    assert client.post(f"/v1/challenges/{declined['id']}/decline", headers=bearer(cy_key)).status_code == 200

    # Bob, a bot waiting for the challenge's start, hears it expired (live: the stream is open before)
    event = next_event(served.url, bob_key, "game_expired")
    assert time.time() >= made_at + WAIT_S
    assert client.get(f"/v1/challenges/{lapsed['id']}").json()["code"] == "game_expired"
    seats = [{"seat": 0, "state": "taken", "account": ada["id"], "name": "Ada", "kind": "human", "account_kind": "human"},
             {"seat": 1, "state": "invited", "account": bob["id"], "name": "Bob", "kind": "human",
              "account_kind": "human"},
             {"seat": 2, "state": "taken", "account": cy["id"], "name": "Cy", "kind": "human", "account_kind": "human"}]
    assert event["data"] == {"game": lapsed["id"], "rules": TTR, "seat": 1, "seats": seats, "challenger": ada["id"],
                             "created_at": lapsed["created_at"]}
    for account in (ada, cy):  # the challenger, and the account that took the open seat
        wait_for(lambda account=account: told(redis, account), what=f"{account['name']} told")
    time.sleep(2)  # (room for anything told twice, and for the other games' looks at their deadline)
    for account, seat in ((ada, 0), (bob, 1), (cy, 2)):
        assert [(e["game"], e["seat"]) for e in told(redis, account)] == [(lapsed["id"], seat)], account["name"]
    deliveries = client.get(f"/v1/me/webhooks/{hook.json()['id']}/deliveries", headers=bearer(cy_key)).json()
    assert [d["type"] for d in deliveries["deliveries"]] == ["game_expired"]  # (and to the webhooks, once)
    assert client.get(f"/v1/challenges/{started['id']}").json()["status"] == "started"
    assert client.get(f"/v1/challenges/{declined['id']}").json()["status"] == "declined"
    assert [[j.return_value() for j in looks(redis, g["id"])] for g in (lapsed, started, declined)] == [
        [{"outcome": "told"}], [{"outcome": "settled"}], [{"outcome": "settled"}]]


def test_a_look_at_the_deadline_run_twice_tells_once(served, relay, worker, redis_server):
    client, redis = Api(served), redis_server.client()
    (ada, ada_key), (bob, _) = new_account(client, name="Ada", kind="human"), new_account(client, name="Bob")
    made = challenge(client, ada_key, [{"account": ada["id"]}, {"account": bob["id"]}])
    at_ms = int((time.time() + WAIT_S) * 1000) + 500
    again = [enqueue_once(redis, f"expiry-{made['id']}-again-{n}", "workers.jobs.lobby_expiry", made["id"],
                          kind="expiry", at_ms=at_ms) for n in range(2)]  # (as RQ delivering the look twice)
    for job in again:
        wait_for(lambda job=job: job.get_status(refresh=True) == "finished", what="the look run again")
    every = [*looks(redis, made["id"]), *again]  # the relay's and the two more
    assert sorted(job.return_value()["outcome"] for job in every) == ["none", "none", "told"]
    wait_for(lambda: told(redis, ada) and told(redis, bob), what="both told")
    time.sleep(1.5)  # (room for anything told twice)
    assert [len(told(redis, account)) for account in (ada, bob)] == [1, 1]


def test_a_deadline_put_off_is_looked_at_again_and_told_only_once_past(served, relay, worker, redis_server):
    """(Nothing puts a deadline off yet but the store: the look trusts the lobby's own TTL, not its entry.)"""
    client, redis = Api(served), redis_server.client()
    (ada, ada_key), (bob, bob_key) = new_account(client, name="Ada", kind="human"), new_account(client, name="Bob")
    made = challenge(client, ada_key, [{"account": ada["id"]}, {"account": bob["id"]}])
    redis.pexpire(f"{{g:{made['id']}}}:lobby", int((WAIT_S + 3) * 1000))
    time.sleep(WAIT_S + 1.5)  # past the first deadline: the look finds it waiting, and looks again later
    assert client.get(f"/v1/challenges/{made['id']}").json()["status"] == "waiting"
    assert told(redis, ada) == [] and told(redis, bob) == []
    event = next_event(served.url, bob_key, "game_expired")
    assert event["data"]["game"] == made["id"] and event["data"]["seat"] == 1
    wait_for(lambda: told(redis, ada), what="the challenger told")
    assert client.get(f"/v1/challenges/{made['id']}").json()["code"] == "game_expired"
    assert [job.return_value()["outcome"] for job in looks(redis, made["id"])] == ["waiting", "told"]
    assert [len(told(redis, account)) for account in (ada, bob)] == [1, 1]


@pytest.fixture
def cluster_served_quick(local_cluster, queue_server):  # noqa: F811
    """The API on a cluster, its games waiting WAIT_S for their seats."""
    served = ServedApp(create_app(cluster_settings(local_cluster.url, queue_server.url, waiting_hours=WAIT_S / 3600)))
    yield served
    served.stop()


@pytest.mark.cluster
def test_an_expired_challenge_is_told_on_a_cluster(cluster_served_quick, cluster_parts):  # noqa: F811
    """(The lobby, its marker and the outbox stream its expiry goes to share the game's slot; the jobs are
    on the queue's own Redis.)"""
    served = cluster_served_quick
    client = Api(served)
    (ada, ada_key), (bob, bob_key) = new_account(client, name="Ada", kind="human"), new_account(client, name="Bob")
    made = challenge(client, ada_key, [{"account": ada["id"]}, {"account": bob["id"]}])
    for key, seat in ((bob_key, 1), (ada_key, 0)):
        event = next_event(served.url, key, "game_expired")
        assert (event["data"]["game"], event["data"]["seat"]) == (made["id"], seat)
    assert client.get(f"/v1/challenges/{made['id']}").json()["code"] == "game_expired"
