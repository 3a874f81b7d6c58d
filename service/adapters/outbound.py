"""Outbound HTTP to addresses that clients name (webhooks), guarded against reaching the server's own
network (SSRF): the name is resolved once, every address it resolves to is checked (Destinations), and
the connection goes to the checked address, with the name as Host header, TLS server name and the name the
certificate must match, so that the name cannot resolve elsewhere between the check and the connection
(DNS rebinding). No redirects are followed (a 3xx is an answer like any other) and no proxy is used.

An attempt has one deadline, `timeout` seconds from the name's lookup to the answer's last byte read: a
socket's timeout bounds each read, not their sum, so a receiver trickling its answer a byte at a time
would hold the worker for as long as it liked; at the deadline a timer shuts the socket down (a TLS
handshake's too). The answer's status line and headers are read, at most HEAD_BYTES of them, 1xx
answers before it included, and a body of at most BODY_BYTES, within the same deadline, only so that
the connection can carry the next attempt: its status is the answer whatever becomes of its body.

Connections are kept alive between attempts (KeptAlive), by the address each was made to: an attempt
resolves and checks its host first, as ever, and takes a kept connection only to the address it has just
checked (with the same TLS server name), so that a kept connection is as pinned as a new one. A kept
connection the receiver closed meanwhile is tried once and then replaced by a new one, within the same
deadline (the webhook-id lets a receiver count a repeat once)."""
from __future__ import annotations

import http.client
import ipaddress
import select
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
BODY_BYTES = 65536  # an answer's body read (and dropped) to keep its connection; a longer one closes it
IDLE_SECONDS = 30.0  # a connection unused this long is closed (receivers close theirs after 5 to 75 s, or never)
IDLE_MOST = 256  # idle connections kept in all (beyond, one is closed rather than kept)


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

    def begin(self) -> None:
        super().begin()
        if isinstance(self.fp, CappedHead):  # the head read: the body (its length its own) from the stream itself
            self.fp = self.fp.stream


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

    def under(self, deadline: Deadline) -> Connection:
        """This kept connection, its socket under another attempt's deadline."""
        self.deadline = deadline
        deadline.watch(self.sock)
        self.sock.settimeout(deadline.left())
        return self

    def connect(self) -> None:
        self.sock = socket.create_connection((self.host, self.port), timeout=self.deadline.left())
        self.deadline.watch(self.sock)
        # as http.client's own connect: the body's segment, sent after the head's, goes at once (Nagle's
        # algorithm would hold it until the receiver acknowledged the head, which it may delay by 40 ms)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if self.server_name is not None:
            self.sock = tls_context(certifi.where()).wrap_socket(self.sock, server_hostname=self.server_name,
                                                                 do_handshake_on_connect=False)
            self.deadline.watch(self.sock)
            self.sock.do_handshake()


Destination = tuple[str, str, int, "str | None"]  # scheme, checked address, port, TLS server name


def closed_by_peer(sock: socket.socket) -> bool:
    """Whether an idle connection's receiver closed it (or sent what no request asked for)."""
    poller = select.poll()  # (not select.select: a worker's descriptors may number over 1024)
    poller.register(sock, select.POLLIN)
    return bool(poller.poll(0))


class KeptAlive:
    """The idle connections, by destination; the most recently used is taken first (the likeliest still
    open), and one idle for IDLE_SECONDS is closed."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.idle: dict[Destination, list[tuple[float, Connection]]] = {}
        self.count = 0
        self.swept = time.monotonic()

    def take(self, destination: Destination) -> Connection | None:
        stale = []
        found = None
        with self.lock:
            kept = self.idle.get(destination, [])
            while kept and found is None:
                since, connection = kept.pop()
                self.count -= 1
                if time.monotonic() - since < IDLE_SECONDS and not closed_by_peer(connection.sock):
                    found = connection
                else:
                    stale.append(connection)
            if not kept:
                self.idle.pop(destination, None)
        for connection in stale:
            connection.close()
        return found

    def give(self, destination: Destination, connection: Connection) -> None:
        now = time.monotonic()
        stale = []
        with self.lock:
            if now - self.swept > IDLE_SECONDS / 2:  # an endpoint no longer sent to lets go of its connections
                self.swept = now
                for key, kept in list(self.idle.items()):
                    stale += [c for since, c in kept if now - since >= IDLE_SECONDS]
                    kept[:] = [(since, c) for since, c in kept if now - since < IDLE_SECONDS]
                    if not kept:
                        del self.idle[key]
                self.count -= len(stale)
            if self.count < IDLE_MOST:
                self.idle.setdefault(destination, []).append((now, connection))
                self.count += 1
            else:
                stale.append(connection)
        for old in stale:
            old.close()


KEPT = KeptAlive()


def exchange(destination: Destination, target: str, body: bytes, headers: dict[str, str],
             deadline: Deadline) -> tuple[http.client.HTTPResponse, Connection]:
    """The answer's head, on a kept connection to the destination or a new one (also when the kept one
    turns out closed: a receiver may close an idle connection as the request goes out)."""
    kept = KEPT.take(destination)
    if kept is not None:
        try:
            kept.under(deadline).request("POST", target, body=body, headers=headers)
            return kept.getresponse(), kept
        except ConnectionError:  # reset, or closed before the status line (RemoteDisconnected)
            kept.close()
            if deadline.passed:
                raise
        except BaseException:
            kept.close()
            raise
    _, address, port, server_name = destination
    connection = Connection(address, port, server_name, deadline)
    try:
        connection.request("POST", target, body=body, headers=headers)
        return connection.getresponse(), connection
    except BaseException:
        connection.close()
        raise


def keep(destination: Destination, response: http.client.HTTPResponse, connection: Connection) -> None:
    """Keep the connection for the next attempt if the answer's body, read within the deadline, ends in
    BODY_BYTES and the receiver did not close it; otherwise close it."""
    try:
        if not response.will_close and connection.sock is not None:
            response.read(BODY_BYTES)
            if response.isclosed() and connection.sock is not None and not connection.deadline.passed:
                connection.deadline.watch(None)
                KEPT.give(destination, connection)
                return
    except (OSError, http.client.HTTPException, ValueError):
        pass  # its status is the answer: only the connection is lost
    connection.close()


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
    destination = (parts.scheme, str(addresses[0]), port, host if parts.scheme == "https" else None)
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    try:
        with deadline:
            response, connection = exchange(destination, target, body, {
                **headers, "Host": parts.netloc.rpartition("@")[2], "Content-Type": "application/json",
                "User-Agent": "Trackside-Webhooks/1"}, deadline)
            if deadline.passed:
                # the timer's shutdown reads as the end of the stream: http.client takes a head cut off there
                # (a header line trickled without end) for a whole one
                connection.close()
                raise TimeoutError("the head was cut off at the deadline")
            keep(destination, response, connection)
        return Answer(response.status, "", retry_after(response.getheader("Retry-After")))
    except (OSError, http.client.HTTPException, ValueError) as exc:
        if deadline.passed or isinstance(exc, TimeoutError):
            return Answer(None, f"timed out: no whole answer within {timeout:g} s")
        return Answer(None, f"{type(exc).__name__}: {exc}"[:200])
