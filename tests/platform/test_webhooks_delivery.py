"""Webhook deliveries through a real worker to a local receiver that verifies every signature with the
reference implementation of Standard Webhooks: retries keep the webhook-id (one effect), 410 disables the
endpoint, Retry-After is honoured, an address the operator does not allow is refused at delivery."""
from __future__ import annotations

import os
import signal
import threading
import time
from datetime import datetime
from http.server import BaseHTTPRequestHandler

import pytest
from standardwebhooks import Webhook

from service.adapters.redis.worker import reap
from tests.platform.support import Api, bearer, new_account
from tests.support import descendants, serving, start_part, stop_part, stop_serving, wait_for
from workers import webhooks as worker_webhooks

QUICK = "0,0.2,0.2,0.2,0.2,0.2,0.2,0.2"  # the spec's schedule, shrunk


class Receiver:
    """A threaded HTTP server on 127.0.0.1 answering each request as `answers` says (by the number of
    requests of its webhook-id so far: 1, 2, ...), verifying every signature once `secret` is known."""

    def __init__(self, answers) -> None:
        self.answers, self.secret, self.received = answers, "", []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 (http.server's name)
                body = self.rfile.read(int(self.headers["Content-Length"]))
                headers = dict(self.headers.items())
                payload = Webhook(receiver.secret).verify(body, headers)  # raises unless signed right
                seen = sum(1 for r in receiver.received if r["id"] == headers["webhook-id"]) + 1
                receiver.received.append({"id": headers["webhook-id"], "at": time.time(), "payload": payload,
                                          "timestamp": int(headers["webhook-timestamp"])})
                status, extra = receiver.answers(seen)
                receiver.received[-1]["status"] = status
                self.send_response(status)
                for name, value in extra.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = serving(Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks?from=trackside"

    def effects(self) -> int:
        """What a receiver that acts once a webhook-id does: one effect per id it accepted."""
        return len({r["id"] for r in self.received if 200 <= r.get("status", 0) < 300})


@pytest.fixture
def receiver_of():
    made = []

    def make(answers):
        made.append(Receiver(answers))
        return made[-1]

    yield make
    for receiver in made:
        stop_serving(receiver.server)


@pytest.fixture
def listener(redis_url, monkeypatch):
    """The workers' webhooks' delivery of an account event, as the relay's handlers call it (its settings
    from the environment, as in the relay's process)."""
    monkeypatch.setenv("TRACKSIDE_REDIS_URL", redis_url)
    monkeypatch.setenv("TRACKSIDE_QUEUE_URL", redis_url)
    for cached in (worker_webhooks.settings, worker_webhooks.destinations, worker_webhooks.webhooks):
        cached.cache_clear()
    yield lambda account, event: worker_webhooks.webhooks().deliver(account, event)
    for cached in (worker_webhooks.settings, worker_webhooks.destinations, worker_webhooks.webhooks):
        cached.cache_clear()


@pytest.fixture
def start_worker(redis_url):
    started = []

    def start(**env):
        started.append(start_part("worker", redis_url, **{"TRACKSIDE_WEBHOOK_RETRY_SECONDS": QUICK, **env}))

    start.started = started
    yield start
    for process in started:
        stop_part(process)


def event(number: int, kind: str = "your_turn") -> dict:
    return {"id": f"1764150000000-{number}", "type": kind, "data": {"game": "9f3a", "seat": 1},
            "at": "2026-11-26T10:00:00.000Z"}


def register(client: Api, key: str, url: str, events=("your_turn",)) -> dict:
    answer = client.post("/v1/me/webhooks", json={"url": url, "events": list(events)}, headers=bearer(key))
    assert answer.status_code == 201, answer.text
    return answer.json()


def log_of(client: Api, key: str, webhook: str) -> list[dict]:
    answer = client.get(f"/v1/me/webhooks/{webhook}/deliveries", headers=bearer(key))
    assert answer.status_code == 200, answer.text
    return answer.json()["deliveries"]


def test_failed_attempts_are_retried_with_the_same_webhook_id_and_the_delivery_has_one_effect(
        served, receiver_of, listener, start_worker):
    receiver = receiver_of(lambda seen: (500, {}) if seen <= 2 else (200, {}))
    client = Api(served)
    account, key = new_account(client)
    webhook = register(client, key, receiver.url)
    assert webhook["secret"].startswith("whsec_") and webhook["state"] == "enabled"
    receiver.secret = webhook["secret"]
    start_worker()
    listener(account["id"], event(1))
    listener(account["id"], event(1))  # the relay handing the same event again queues nothing
    listener(account["id"], event(2, "game_finished"))  # a type the endpoint did not ask for
    [delivery] = wait_for(lambda: [d for d in log_of(client, key, webhook["id"]) if d["state"] == "delivered"],
                          what="the delivery")
    time.sleep(0.5)
    assert [r["id"] for r in receiver.received] == [delivery["id"]] * 3
    assert delivery["id"] == f"msg_1764150000000-1_{webhook['id']}"
    assert [a["status"] for a in delivery["attempts"]] == [500, 500, 200]
    assert delivery["type"] == "your_turn" and delivery["next_attempt_at"] is None
    payload = receiver.received[-1]["payload"]
    assert payload == {"type": "your_turn", "timestamp": "2026-11-26T10:00:00.000Z",
                       "data": {"game": "9f3a", "seat": 1, "event_id": "1764150000000-1"}}
    assert abs(receiver.received[-1]["timestamp"] - time.time()) < 30
    assert receiver.effects() == 1

    # sent again on request: the same webhook-id, one more attempt in the log
    again = client.post(f"/v1/me/webhooks/{webhook['id']}/deliveries/{delivery['id']}/retry", headers=bearer(key))
    assert again.status_code == 202, again.text
    wait_for(lambda: len(receiver.received) == 4, what="the retry")
    [after] = wait_for(lambda: [d for d in log_of(client, key, webhook["id"])
                                if d["state"] == "delivered" and len(d["attempts"]) == 4], what="its record")
    assert receiver.received[-1]["id"] == delivery["id"] and after["attempts"][-1]["attempt"] == 4
    assert receiver.effects() == 1
    assert datetime.fromisoformat(after["attempts"][-1]["at"]) >= datetime.fromisoformat(delivery["attempts"][-1]["at"])
    for path in (f"{webhook['id']}/deliveries/msg_1_{'0' * 16}/retry", f"{'0' * 16}/deliveries/{delivery['id']}/retry",
                 f"{webhook['id']}/deliveries/nonsense/retry"):
        assert client.post(f"/v1/me/webhooks/{path}", headers=bearer(key)).status_code == 404


def test_a_receiver_answering_410_disables_its_endpoint(served, receiver_of, listener, start_worker):
    receiver = receiver_of(lambda seen: (410, {}))
    client = Api(served)
    account, key = new_account(client)
    webhook = register(client, key, receiver.url)
    receiver.secret = webhook["secret"]
    start_worker()
    listener(account["id"], event(1))
    [listed] = wait_for(lambda: [w for w in client.get("/v1/me/webhooks", headers=bearer(key)).json()["webhooks"]
                                 if w["state"] == "disabled"], what="the endpoint disabled")
    assert listed["disabled"]["status"] == 410 and "secret" not in listed
    [delivery] = log_of(client, key, webhook["id"])
    assert delivery["state"] == "failed" and [a["status"] for a in delivery["attempts"]] == [410]
    listener(account["id"], event(2))
    time.sleep(1.0)
    assert len(receiver.received) == 1 and len(log_of(client, key, webhook["id"])) == 1
    retried = client.post(f"/v1/me/webhooks/{webhook['id']}/deliveries/{delivery['id']}/retry", headers=bearer(key))
    assert retried.status_code == 422 and retried.json()["code"] == "webhook_disabled"


def test_retry_after_of_a_429_is_honoured(served, receiver_of, listener, start_worker):
    receiver = receiver_of(lambda seen: (429, {"Retry-After": "1"}) if seen == 1 else (200, {}))
    client = Api(served)
    account, key = new_account(client)
    webhook = register(client, key, receiver.url)
    receiver.secret = webhook["secret"]
    start_worker()
    listener(account["id"], event(1))
    [delivery] = wait_for(lambda: [d for d in log_of(client, key, webhook["id"]) if d["state"] == "delivered"],
                          what="the delivery")
    first, second = receiver.received
    assert first["id"] == second["id"] and second["at"] - first["at"] >= 1.0
    assert [a["status"] for a in delivery["attempts"]] == [429, 200]
    assert (datetime.fromisoformat(delivery["attempts"][1]["at"])
            - datetime.fromisoformat(delivery["attempts"][0]["at"])).total_seconds() >= 1.0


def test_an_address_the_workers_do_not_allow_is_refused_at_delivery(served, receiver_of, listener, start_worker):
    """Registered while allowed, sent by workers whose allow-list no longer names it: nothing is sent."""
    receiver = receiver_of(lambda seen: (200, {}))
    client = Api(served)
    account, key = new_account(client)
    webhook = register(client, key, receiver.url)
    start_worker(TRACKSIDE_WEBHOOK_ALLOW="10.9.9.9", TRACKSIDE_WEBHOOK_RETRY_SECONDS="0")
    listener(account["id"], event(1))
    [delivery] = wait_for(lambda: [d for d in log_of(client, key, webhook["id"]) if d["state"] == "failed"],
                          what="the refusal")
    assert delivery["attempts"][0]["error"].startswith("refused") and receiver.received == []


def test_a_worker_killed_while_it_sends_leaves_the_attempt_to_the_next_with_the_same_webhook_id(
        served, redis_server, receiver_of, listener, start_worker):
    hold = threading.Event()

    def answers(seen):
        if seen == 1:
            hold.wait(10)  # the first worker dies while it waits for this answer
        return 200, {}

    receiver = receiver_of(answers)
    client = Api(served)
    account, key = new_account(client)
    webhook = register(client, key, receiver.url)
    receiver.secret = webhook["secret"]
    start_worker()
    first = start_worker.started[-1]
    listener(account["id"], event(1))
    wait_for(lambda: receiver.received, what="the first request")
    for pid in [*descendants(first.pid), first.pid]:  # the worker (which sends in its own process) and its scheduler
        os.kill(pid, signal.SIGKILL)
    first.wait()
    hold.set()
    wait_for(lambda: reap(redis_server.client()), timeout=15, what="the dead worker's job re-queued")
    start_worker()
    [delivery] = wait_for(lambda: [d for d in log_of(client, key, webhook["id"]) if d["state"] == "delivered"],
                          what="the delivery")
    assert [r["id"] for r in receiver.received] == [delivery["id"]] * 2 and receiver.effects() == 1
    assert [(a["attempt"], a["status"]) for a in delivery["attempts"]] == [(1, 200)]  # one attempt, one record
