"""The API's gunicorn worker (`trackside serve`): gunicorn's gevent worker, except that it never reads
the rest of a large request body the app left unread (issue 39 §3), and sends an answer's head with its
body (issue 42).

Before the next request on a kept-alive connection, gunicorn's evented workers read and discard whatever
the last request's body still held, without bound and without yielding while the bytes keep coming: a
100 MiB body refused 413 before it was read still held the worker, and every request it served, for
seconds. So a connection whose request may carry more than the API reads (chunked, whose length is not
known, or a Content-Length over the body limit) is closed after its answer (`Connection: close`), and
the bytes left are never read; a body within the limit is at most that much to skip.

gunicorn sends an answer's head in a send of its own, then its body in another: two system calls, each
with gevent's wait around it, and two packets for the client to read (py-spy put the sends at 17-25 % of
a worker's samples). An answer whose head states its Content-Length has its body written at once
(Flask's answers but the streams'): its head is held and goes in the body's send."""
from __future__ import annotations

from gunicorn.workers.ggevent import GeventWorker

HEAD_WITH_BODY_BYTES = 64 * 1024
"""A held head is joined to a body of at most this size (a copy); before a larger one, sent on its own."""


class OneSend:
    """A connection's socket for one answer: its head, when it states a Content-Length, is held until the
    body's first bytes and sent with them; any other use of the socket (sendfile, a 100 Continue) sends a
    held head first, as does `flush` at the answer's end (a HEAD request's or a 304's has no body)."""

    def __init__(self, sock) -> None:
        self._sock = sock
        self._first = True
        self._held = b""

    def sendall(self, data: bytes) -> None:
        first, self._first = self._first, False
        if self._held:
            held, self._held = self._held, b""
            if len(data) <= HEAD_WITH_BODY_BYTES:
                return self._sock.sendall(held + data)
            self._sock.sendall(held)
        elif first and data.startswith(b"HTTP/") and b"\r\nContent-Length: " in data:
            self._held = data
            return None
        return self._sock.sendall(data)

    def flush(self) -> None:
        held, self._held = self._held, b""
        if held:
            self._sock.sendall(held)

    def __getattr__(self, name: str):
        self.flush()
        return getattr(self._sock, name)


def closing_large_bodies(limit: int) -> type[GeventWorker]:
    """The gevent worker closing, after its answer, a connection whose request body may exceed `limit`,
    and sending each answer's head with its body."""

    class BoundedBodyWorker(GeventWorker):
        def handle_request(self, listener_name, req, sock, addr):
            if any(name == "TRANSFER-ENCODING" or (name == "CONTENT-LENGTH" and int(value) > limit)
                   for name, value in req.headers):  # (gunicorn checked both as it parsed them)
                req.must_close = True
            answer = OneSend(sock)
            try:
                return super().handle_request(listener_name, req, answer, addr)
            finally:
                answer.flush()

    return BoundedBodyWorker
