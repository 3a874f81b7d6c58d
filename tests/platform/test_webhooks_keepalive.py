"""Webhook connections kept alive between attempts (issue 42), with the SSRF guard as exact as for a new
one: an attempt takes a kept connection only to the address it has just resolved and checked."""
from __future__ import annotations

import socket
import threading
import time
from http.server import BaseHTTPRequestHandler

import pytest

from service.adapters import outbound
from service.app.webhooks import Destinations
from tests.platform.test_webhooks_deadline import read_request, trickler_of  # noqa: F401
from tests.support import serving, stop_serving

pytestmark = pytest.mark.memory  # (the API on the in-memory fakes: tests/conftest.py)

LOCAL = Destinations.of(("127.0.0.1",), True)


class Receiver:
    """HTTP/1.1 on 127.0.0.1 (keep-alive), answering 204; counts the connections and the requests."""

    def __init__(self) -> None:
        self.connections, self.requests = 0, 0
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def setup(self):
                super().setup()
                receiver.connections += 1

            def do_POST(self):  # noqa: N802 (http.server's name)
                self.rfile.read(int(self.headers["Content-Length"]))
                receiver.requests += 1
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = serving(Handler)
        self.port = self.server.server_address[1]


@pytest.fixture
def receiver():
    made = Receiver()
    yield made
    stop_serving(made.server)


@pytest.fixture(autouse=True)
def no_kept_connections():
    outbound.KEPT.__init__()  # each test from none kept (the process's one pool)
    yield
    outbound.KEPT.__init__()


def post(url: str, destinations: Destinations = LOCAL, timeout: float = 5) -> outbound.Answer:
    return outbound.post(url, {"webhook-id": "msg_1_0"}, b'{"a":1}', destinations, timeout)


def test_attempts_to_one_receiver_share_one_connection(receiver):
    answers = [post(f"http://127.0.0.1:{receiver.port}/hooks") for _ in range(5)]
    assert [a.status for a in answers] == [204] * 5
    assert receiver.requests == 5 and receiver.connections == 1


def test_a_kept_connection_serves_only_the_address_just_checked(receiver, monkeypatch):
    resolved = ["127.0.0.1"]
    monkeypatch.setattr(outbound, "resolve", lambda host, port: [outbound.ipaddress.ip_address(resolved[0])])
    loopback = Destinations.of(("127.0.0.0/8",), False)  # the loopback network, and public addresses
    url = f"http://hooks.test:{receiver.port}/hooks"
    assert post(url, loopback).status == 204
    resolved[0] = "127.0.0.2"  # the name now resolves elsewhere (allowed): a new connection there, where
    elsewhere = post(url, loopback)  # nothing listens (the receiver is on 127.0.0.1 only)
    assert elsewhere.status is None and "ConnectionRefused" in elsewhere.error, elsewhere
    resolved[0] = "10.1.2.3"  # and to an address the guard refuses: refused, though a connection is kept
    refused = post(url, loopback)
    assert refused.status is None and refused.error.startswith("refused: hooks.test resolves to 10.1.2.3"), refused
    assert receiver.requests == 1 and receiver.connections == 1
    resolved[0] = "127.0.0.1"  # back: the kept connection again
    assert post(url, loopback).status == 204 and receiver.connections == 1


def test_a_connection_the_receiver_closed_after_its_answer_is_replaced():
    """A receiver that answers without `Connection: close` and then closes: each attempt still answered."""
    listener = socket.create_server(("127.0.0.1", 0))
    accepted = []

    def serve():
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            accepted.append(conn)
            with conn:
                read_request(conn)
                conn.sendall(b"HTTP/1.1 204 No Content\r\nContent-Length: 0\r\n\r\n")

    threading.Thread(target=serve, daemon=True).start()
    try:
        answers = [post(f"http://127.0.0.1:{listener.getsockname()[1]}/hooks") for _ in range(3)]
    finally:
        listener.close()
    assert [a.status for a in answers] == [204] * 3 and len(accepted) == 3


def test_an_answers_body_trickled_after_its_head_ends_the_attempt_at_its_deadline(trickler_of):  # noqa: F811
    """The head is the answer; its body is read (to keep the connection) only within the same deadline."""
    trickler = trickler_of(b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n", prefix_at_once=True)
    started = time.monotonic()
    answer = post(f"http://127.0.0.1:{trickler.port}/hooks", timeout=2)
    assert answer.status == 200 and time.monotonic() - started < 3.0, answer
    assert outbound.KEPT.count == 0
