"""A body over the limit on the plain gevent path (`trackside serve` exposed directly, with no Pushpin or
nginx in front to cut it off), issue 39 §3. Before, a 100 MiB body was read whole before its 413 (or a
chunked one read to the limit, answered as if that were all of it, and the rest read anyway), and the
worker answered nothing else meanwhile: /healthz took seconds. Now a Content-Length over the limit is
refused 413 `body_too_large` before a byte of the body is read, a chunked body is refused as it passes
the limit, and either way the connection closes after the answer so that the rest is never read."""
from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterable, Iterator

import orjson
import pytest
import requests

from tests.support import RedisServer, free_port, start_part, stop_part, wait_for

MIB = 1 << 20
HUGE = 100 * MIB
FAST_S = 1.0  # /healthz's bound while a huge body is sent (it took seconds, up to 30, before)


@pytest.fixture(scope="module")
def serve(tmp_path_factory):
    """`trackside serve` (gunicorn, gevent workers) on its own Redis: its port."""
    redis = RedisServer(tmp_path_factory.mktemp("redis"))
    port = free_port()
    process = start_part("serve", redis.url, "--port", str(port), TRACKSIDE_ADDRESS_LIMIT="100000/second",
                         TRACKSIDE_RATE_LIMIT="100000/second", TRACKSIDE_CREATE_LIMIT="100000/second",
                         TRACKSIDE_ADDRESS_CREATE_LIMIT="100000/second")
    wait_for(lambda: _healthz_s(port) is not None, what="trackside serve")
    yield port
    stop_part(process)
    redis.stop()


def _healthz_s(port: int) -> float | None:
    started = time.monotonic()
    try:
        requests.get(f"http://127.0.0.1:{port}/healthz", timeout=30).raise_for_status()
    except requests.RequestException:
        return None
    return time.monotonic() - started


class Upload:
    """One request sent over a raw socket, its body as fast as the server takes it, while another thread
    keeps every byte the server answers (before its close may reset the connection)."""

    def __init__(self, port: int, head: bytes) -> None:
        self.socket = socket.create_connection(("127.0.0.1", port))
        self.socket.sendall(head)
        self.answer, self.sent, self.done = b"", 0, threading.Event()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        try:
            while data := self.socket.recv(65536):
                self.answer += data
        except OSError:
            pass

    def send(self, chunks) -> None:
        def go() -> None:
            try:
                for chunk in chunks:
                    self.socket.sendall(chunk)
                    self.sent += len(chunk)
            except OSError:  # the server closed the connection: the rest is not read
                pass
            self.done.set()
        threading.Thread(target=go, daemon=True).start()

    def problem(self) -> tuple[bytes, dict]:
        """The answer's head and its JSON body."""
        wait_for(lambda: b"\r\n\r\n" in self.answer, timeout=30, what="the answer")
        head, length = self.answer.partition(b"\r\n\r\n")[0], _length(self.answer)
        wait_for(lambda: len(self.answer.partition(b"\r\n\r\n")[2]) >= length, timeout=10, what="its body")
        return head, orjson.loads(self.answer.partition(b"\r\n\r\n")[2][:length])


def _length(answer: bytes) -> int:
    head = answer.partition(b"\r\n\r\n")[0]
    return next(int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:"))


def _head(path: str, framing: str) -> bytes:
    return (f"POST {path} HTTP/1.1\r\nHost: trackside\r\nContent-Type: application/json\r\n{framing}\r\n\r\n").encode()


def _plain(total: int, size: int = 64 * 1024) -> Iterator[bytes]:
    for _ in range(total // size):
        yield b" " * size


def _chunked(body: Iterable[bytes]) -> Iterator[bytes]:
    for part in body:
        yield b"%x\r\n" % len(part) + part + b"\r\n"
    yield b"0\r\n\r\n"


def _while_sending(port: int, upload: Upload) -> list[float]:
    """/healthz's times, a few while the body goes on."""
    wait_for(lambda: upload.sent >= MIB or upload.done.is_set(), what="the body under way")
    return [_healthz_s(port) for _ in range(5)]


def _refused_too_large(head: bytes, problem: dict) -> None:
    assert head.startswith(b"HTTP/1.1 413 "), head
    assert b"Connection: close" in head and b"Content-Type: application/problem+json" in head, head
    assert problem["code"] == "body_too_large", problem


def test_a_100_mib_body_by_content_length_is_refused_before_it_is_read_and_health_stays_fast(serve):
    upload = Upload(serve, _head("/v1/games", f"Content-Length: {HUGE}"))
    _refused_too_large(*upload.problem())  # answered on the head alone: no byte of the body was sent
    upload.send(_plain(HUGE))
    times = _while_sending(serve, upload)
    assert upload.done.wait(30)
    assert all(t is not None and t < FAST_S for t in times), times
    assert upload.sent < HUGE // 4  # the connection closed: most of the body never left the client


def test_a_100_mib_chunked_body_is_cut_off_at_the_limit_and_health_stays_fast(serve):
    upload = Upload(serve, _head("/v1/accounts", "Transfer-Encoding: chunked"))
    upload.send(_chunked(_plain(HUGE)))
    times = _while_sending(serve, upload)
    assert upload.done.wait(30)
    _refused_too_large(*upload.problem())  # (was 400 malformed_json: the first MiB taken as all of it)
    assert all(t is not None and t < FAST_S for t in times), times
    assert upload.sent < HUGE // 4


def test_a_chunked_body_padded_past_the_limit_is_refused_not_taken_cut_short(serve):
    account = orjson.dumps({"name": "Rocket", "kind": "bot"})
    upload = Upload(serve, _head("/v1/accounts", "Transfer-Encoding: chunked"))
    upload.send(_chunked([account, b" " * (MIB - len(account)), b" " * 1024]))
    _refused_too_large(*upload.problem())  # (was 201: the body cut at the limit was valid JSON)
    fits = Upload(serve, _head("/v1/accounts", "Transfer-Encoding: chunked"))
    fits.send(_chunked([account, b" " * 1024]))
    wait_for(lambda: fits.answer.startswith(b"HTTP/1.1 201 "), timeout=30, what="the account made")
