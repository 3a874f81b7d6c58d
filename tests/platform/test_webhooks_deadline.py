"""A webhook attempt ends at its deadline however its receiver answers (issue 39): one trickling its
status line and headers, or its TLS handshake, a byte every 0.5 s; one sending 1xx answers without end."""
from __future__ import annotations

import socket
import threading
import time

import pytest

from service.adapters import outbound
from service.app.webhooks import Destinations
from tests.platform.support import Api, new_account
from tests.platform.test_webhooks_delivery import event, listener, log_of, register, start_worker  # noqa: F401
from tests.support import wait_for

TRICKLE_SECONDS = 15  # a trickler gives up after this, so that an attempt without a deadline fails, not hangs
LOCAL = Destinations.of(("127.0.0.1",), True)


class Trickler:
    """A TCP server on 127.0.0.1 that reads a request, then sends `prefix` and after it `filler`, a byte
    every `interval` seconds (no pause: as fast as it goes, up to `most` bytes), and records how long each
    connection lasted until its client went away."""

    def __init__(self, prefix: bytes, filler: bytes = b"a", interval: float = 0.5, most: int = 1 << 30,
                 prefix_at_once: bool = False) -> None:
        self.prefix, self.filler, self.interval, self.most = prefix, filler, interval, most
        self.prefix_at_once = prefix_at_once
        self.lasted: list[float] = []
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self) -> None:
        while True:
            try:
                conn, _ = self.listener.accept()
            except OSError:
                return  # closed
            threading.Thread(target=self.trickle, args=(conn,), daemon=True).start()

    def trickle(self, conn: socket.socket) -> None:
        started = time.monotonic()
        with conn:
            conn.settimeout(1)
            read_request(conn)
            sent = 0
            try:
                if self.prefix_at_once:
                    conn.sendall(self.prefix)
                    sent = len(self.prefix)
                while time.monotonic() - started < TRICKLE_SECONDS and sent < self.most:
                    chunk = self.prefix[sent:sent + 1] if self.interval else self.prefix + self.filler * 1024
                    conn.sendall(chunk or self.filler)
                    sent += len(chunk or self.filler)
                    if self.interval and self.gone(conn):
                        break
            except OSError:
                pass  # the client went away
        self.lasted.append(time.monotonic() - started)

    def gone(self, conn: socket.socket) -> bool:
        """Whether the client closed the connection, after waiting `interval` seconds for it to."""
        conn.settimeout(self.interval)
        try:
            return conn.recv(1) == b""
        except TimeoutError:
            return False

    def close(self) -> None:
        self.listener.close()


def read_request(conn: socket.socket) -> None:
    """The whole request (its head, then its Content-Length of body), or a TLS client hello: a part left
    unread would answer `gone`'s wait at once, a byte of it at a time, and the trickle would run at full
    speed (http.client sends the head and the body in two writes, which a loaded machine may deliver apart)."""
    try:
        data = conn.recv(65536)
        if not data[:1].isalpha():
            return  # TLS
        while b"\r\n\r\n" not in data and len(data) < 65536:
            data += conn.recv(65536) or b"\r\n\r\n"
        head, _, body = data.partition(b"\r\n\r\n")
        length = next((int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                       if line.lower().startswith(b"content-length:")), 0)
        while len(body) < length:
            body += conn.recv(65536) or b"\0" * length
    except OSError:
        pass


@pytest.fixture
def trickler_of():
    made = []

    def make(*args, **kwargs) -> Trickler:
        made.append(Trickler(*args, **kwargs))
        return made[-1]

    yield make
    for trickler in made:
        trickler.close()


def test_headers_trickled_a_byte_at_a_time_end_the_attempt_at_its_deadline_on_a_worker(
        served, trickler_of, listener, start_worker):  # noqa: F811
    trickler = trickler_of(b"HTTP/1.1 200 OK\r\nX-Slow: ")
    client = Api(served)
    account, key = new_account(client)
    webhook = register(client, key, f"http://127.0.0.1:{trickler.port}/hooks")
    start_worker(TRACKSIDE_WEBHOOK_TIMEOUT_SECONDS="2", TRACKSIDE_WEBHOOK_RETRY_SECONDS="0")
    listener(account["id"], event(1))
    [delivery] = wait_for(lambda: [d for d in log_of(client, key, webhook["id"]) if d["state"] == "failed"],
                          what="the attempt's end")
    [attempt] = delivery["attempts"]
    assert attempt["error"] == "timed out: no whole answer within 2 s" and attempt["took_ms"] < 3000, attempt
    wait_for(lambda: trickler.lasted, timeout=5, what="the receiver to see the connection end")
    assert trickler.lasted == [pytest.approx(2, abs=1)]


def test_a_header_line_trickled_without_end_is_no_answer_at_the_deadline(trickler_of):
    # the status line and a header's name at once, then its value a byte at a time: the deadline's shutdown
    # ends the stream, which must not pass for the end of a whole head (a 200 here)
    trickler = trickler_of(b"HTTP/1.1 200 OK\r\nX-Slow: ", prefix_at_once=True)
    started = time.monotonic()
    answer = outbound.post(f"http://127.0.0.1:{trickler.port}/x", {}, b"{}", LOCAL, 2)
    assert answer.status is None and answer.error == "timed out: no whole answer within 2 s", answer
    assert time.monotonic() - started < 3.0


def test_a_tls_handshake_trickled_a_byte_at_a_time_ends_at_the_deadline(trickler_of):
    # a TLS record header (a handshake of 16 KB to come), then its bytes one at a time
    trickler = trickler_of(b"\x16\x03\x03\x40\x00")
    started = time.monotonic()
    answer = outbound.post(f"https://127.0.0.1:{trickler.port}/x", {}, b"{}", LOCAL, 2)
    took = time.monotonic() - started
    assert answer.status is None and answer.error == "timed out: no whole answer within 2 s", answer
    assert took < 3.0, took
    wait_for(lambda: trickler.lasted, timeout=5, what="the receiver to see the connection end")
    assert trickler.lasted == [pytest.approx(2, abs=1)]


def test_a_silent_receiver_times_out_at_the_deadline(trickler_of):
    trickler = trickler_of(b"", filler=b"", interval=0.5)
    started = time.monotonic()
    answer = outbound.post(f"http://127.0.0.1:{trickler.port}/x", {}, b"{}", LOCAL, 1)
    assert answer.error == "timed out: no whole answer within 1 s" and time.monotonic() - started < 2.0, answer


def test_an_answer_of_endless_1xx_answers_is_cut_off_after_the_heads_limit(trickler_of):
    trickler = trickler_of(b"", filler=b"HTTP/1.1 100 Continue\r\n\r\n", interval=0, most=4 << 20)
    started = time.monotonic()
    answer = outbound.post(f"http://127.0.0.1:{trickler.port}/x", {}, b"{}", LOCAL, 10)
    assert answer.status is None and answer.error == \
        f"HTTPException: the answer's head is longer than {outbound.HEAD_BYTES} bytes", answer
    assert time.monotonic() - started < 2.0
