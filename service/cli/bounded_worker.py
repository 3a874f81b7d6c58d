"""The API's gunicorn worker (`trackside serve`): gunicorn's gevent worker, except that it never reads
the rest of a large request body the app left unread (issue 39 §3).

Before the next request on a kept-alive connection, gunicorn's evented workers read and discard whatever
the last request's body still held, without bound and without yielding while the bytes keep coming: a
100 MiB body refused 413 before it was read still held the worker, and every request it served, for
seconds. So a connection whose request may carry more than the API reads (chunked, whose length is not
known, or a Content-Length over the body limit) is closed after its answer (`Connection: close`), and
the bytes left are never read; a body within the limit is at most that much to skip."""
from __future__ import annotations

from gunicorn.workers.ggevent import GeventWorker


def closing_large_bodies(limit: int) -> type[GeventWorker]:
    """The gevent worker closing, after its answer, a connection whose request body may exceed `limit`."""

    class BoundedBodyWorker(GeventWorker):
        def handle_request(self, listener_name, req, sock, addr):
            if any(name == "TRANSFER-ENCODING" or (name == "CONTENT-LENGTH" and int(value) > limit)
                   for name, value in req.headers):  # (gunicorn checked both as it parsed them)
                req.must_close = True
            return super().handle_request(listener_name, req, sock, addr)

    return BoundedBodyWorker
