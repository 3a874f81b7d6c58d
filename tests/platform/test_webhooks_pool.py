"""One worker makes many webhook attempts at once (issue 42), never more than its pool's CONCURRENCY, each
delivery once under its own webhook-id."""
from __future__ import annotations

import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.platform.support import Api, new_account
from tests.platform.test_webhooks_delivery import event, listener, log_of, register, start_worker  # noqa: F401
from tests.support import serving, stop_serving, wait_for
from workers.webhooks import CONCURRENCY


class Server(ThreadingHTTPServer):
    request_queue_size = 2 * CONCURRENCY  # its listen backlog (5 would drop connections coming at once)


class HoldingReceiver:
    """Holds every request until `release` is set, and notes how many it holds at most at once."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.lock = threading.Lock()
        self.holding, self.most = 0, 0
        self.ids: list[str] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self):  # noqa: N802 (http.server's name)
                self.rfile.read(int(self.headers["Content-Length"]))
                with receiver.lock:
                    receiver.ids.append(self.headers["webhook-id"])
                    receiver.holding += 1
                    receiver.most = max(receiver.most, receiver.holding)
                receiver.release.wait(60)
                with receiver.lock:
                    receiver.holding -= 1
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = serving(Handler, Server)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks"


@pytest.fixture
def holding():
    made = HoldingReceiver()
    yield made
    made.release.set()
    stop_serving(made.server)


def test_one_worker_makes_its_pools_worth_of_attempts_at_once_and_no_more(served, holding, listener, start_worker):  # noqa: F811
    client = Api(served)
    account, key = new_account(client)
    webhook = register(client, key, holding.url)
    events = CONCURRENCY + 6
    for number in range(events):
        listener(account["id"], event(number))
    start_worker(TRACKSIDE_WEBHOOK_TIMEOUT_SECONDS="60")
    wait_for(lambda: holding.holding == CONCURRENCY, timeout=60, what="a pool's worth of attempts held at once")
    time.sleep(1.0)  # the rest wait for a free place in the pool
    assert holding.holding == holding.most == CONCURRENCY
    holding.release.set()

    def recorded():
        records = log_of(client, key, webhook["id"])
        return records if len(records) == events and all(d["state"] == "delivered" for d in records) else None

    records = wait_for(recorded, timeout=60, what="every delivery recorded")
    assert sorted(holding.ids) == sorted(d["id"] for d in records)  # each sent once, under its own id
    assert all([a.get("status") for a in d["attempts"]] == [204] for d in records), records
