"""Outbound HTTP to addresses that clients name (webhooks), guarded against reaching the server's own
network (SSRF): the name is resolved once, every address it resolves to is checked (Destinations), and
the connection goes to the checked address, with the name as Host header, TLS server name and the name the
certificate must match, so that the name cannot resolve elsewhere between the check and the connection
(DNS rebinding). No redirects are followed (a 3xx is an answer like any other) and no proxy is used.

An attempt has one deadline, `timeout` seconds from the name's lookup to the answer's last byte read: a
socket's timeout bounds each read, not their sum, so a receiver trickling its answer a byte at a time
would hold the worker for as long as it liked; at the deadline a timer shuts the socket down (a TLS
handshake's too). Only the answer's status line and headers are read, at most HEAD_BYTES of them, 1xx
answers before it included; its body is not read."""
from __future__ import annotations

import http.client
import ipaddress
import socket
import ssl
import threading
import time
from email.utils import parsedate_to_datetime
from functools import cache
from urllib.parse import urlsplit

import certifi

from service.app.webhooks import Answer, Destinations

HEAD_BYTES = 16384  # an answer's status line and headers (http.client alone would take 100 lines of 64 KB)


def resolve(host: str, port: int) -> list[ipaddress.IPv4Address | ipaddress.IPv6Address]:
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(ipaddress.ip_address(info[4][0].partition("%")[0]) for info in infos))


def retry_after(value: str | None) -> float | None:
    """Retry-After in seconds: delta-seconds or an HTTP date (None if absent or unreadable)."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        return max(0.0, parsedate_to_datetime(value).timestamp() - time.time())
    except (TypeError, ValueError, IndexError, OverflowError):
        return None


class Deadline:
    """An attempt's deadline: the time left for each blocking call, and a timer that shuts the watched
    socket down when none is left, which wakes a read blocked in another thread to an end of stream."""

    def __init__(self, seconds: float) -> None:
        self.at = time.monotonic() + seconds
        self.lock = threading.Lock()
        self.sock: socket.socket | None = None
        self.passed = False
        self.timer: threading.Timer | None = None

    def __enter__(self) -> Deadline:
        self.timer = threading.Timer(max(0.0, self.at - time.monotonic()), self.expire)
        self.timer.daemon = True
        self.timer.start()
        return self

    def __exit__(self, *exc) -> None:
        if self.timer is not None:
            self.timer.cancel()
        self.watch(None)  # let go of the socket before its owner closes it

    def left(self) -> float:
        left = self.at - time.monotonic()
        if left <= 0:
            raise TimeoutError("no time left")
        return left

    def watch(self, sock: socket.socket | None) -> None:
        with self.lock:
            self.sock = sock
            if self.passed and sock is not None:
                shut(sock)

    def expire(self) -> None:
        with self.lock:
            self.passed = True
            if self.sock is not None:
                shut(self.sock)


def shut(sock: socket.socket) -> None:
    try:
        # the plain socket's shutdown: a TLS socket's own would drop its TLS state under the reading thread
        socket.socket.shutdown(sock, socket.SHUT_RDWR)
    except OSError:
        pass  # not connected, or no longer


class CappedHead:
    """The answer's stream as http.client reads its head (line by line), failing past `left` bytes."""

    def __init__(self, stream, left: int) -> None:
        self.stream, self.left = stream, left

    def readline(self, limit: int = -1) -> bytes:
        line = self.stream.readline(self.left + 1 if limit < 0 else min(limit, self.left + 1))
        self.left -= len(line)
        if self.left < 0:
            raise http.client.HTTPException(f"the answer's head is longer than {HEAD_BYTES} bytes")
        return line

    def flush(self) -> None:
        self.stream.flush()

    def close(self) -> None:
        self.stream.close()


class CappedResponse(http.client.HTTPResponse):
    def __init__(self, sock: socket.socket, *args, **kwargs) -> None:
        super().__init__(sock, *args, **kwargs)
        self.fp = CappedHead(self.fp, HEAD_BYTES)


@cache
def tls_context(cafile: str) -> ssl.SSLContext:
    return ssl.create_default_context(cafile=cafile)  # certificates required, and their names checked


class Connection(http.client.HTTPConnection):
    """HTTP, or HTTPS with `server_name` for SNI and the certificate, to one checked address, its socket
    under the attempt's deadline from its first byte."""

    response_class = CappedResponse

    def __init__(self, address: str, port: int, server_name: str | None, deadline: Deadline) -> None:
        super().__init__(address, port)
        self.server_name, self.deadline = server_name, deadline

    def connect(self) -> None:
        self.sock = socket.create_connection((self.host, self.port), timeout=self.deadline.left())
        self.deadline.watch(self.sock)
        if self.server_name is not None:
            self.sock = tls_context(certifi.where()).wrap_socket(self.sock, server_hostname=self.server_name,
                                                                 do_handshake_on_connect=False)
            self.deadline.watch(self.sock)
            self.sock.do_handshake()


def post(url: str, headers: dict[str, str], body: bytes, destinations: Destinations, timeout: float) -> Answer:
    """POST `body` to `url` if the destinations allow every address its host resolves to, all within
    `timeout` seconds."""
    refusal = destinations.refusal(url)
    if refusal is not None:
        return Answer(None, f"refused: {refusal}")
    parts = urlsplit(url)
    host, port = parts.hostname or "", parts.port or (443 if parts.scheme == "https" else 80)
    deadline = Deadline(timeout)
    try:
        addresses = resolve(host, port)  # the resolver's own timeouts bound it; its time counts
    except (OSError, UnicodeError, ValueError) as exc:
        return Answer(None, f"{host} does not resolve: {exc}")
    refused = [a for a in addresses if not destinations.address_allowed(host, a)]
    if refused or not addresses:
        return Answer(None, f"refused: {host} resolves to {refused[0] if refused else 'nothing'}, not a public "
                            "address, and the operator's allow-list does not name it")
    connection = Connection(str(addresses[0]), port, host if parts.scheme == "https" else None, deadline)
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    try:
        with deadline:
            connection.request("POST", target, body=body, headers={
                **headers, "Host": parts.netloc.rpartition("@")[2], "Content-Type": "application/json",
                "User-Agent": "Trackside-Webhooks/1"})
            response = connection.getresponse()
        return Answer(response.status, "", retry_after(response.getheader("Retry-After")))
    except (OSError, http.client.HTTPException, ValueError) as exc:
        if deadline.passed or isinstance(exc, TimeoutError):
            return Answer(None, f"timed out: no whole answer within {timeout:g} s")
        return Answer(None, f"{type(exc).__name__}: {exc}"[:200])
    finally:
        connection.close()
