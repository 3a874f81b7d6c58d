"""The processes of a Trackside: `serve` (the HTTP API), `worker` (an RQ worker) and `relay` (the outbox
relay), each built by the composition root (service/bootstrap.py); `up` (every part on one machine) is in
service/cli/up.py, the stream nodes (`pushpin`, `nchan`) in service/cli/nodes.py."""
from __future__ import annotations

import atexit
import gc
import logging
import os
import resource
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from functools import cache
from pathlib import Path

import orjson

from service.config import Settings

METRICS_DIR = "PROMETHEUS_MULTIPROC_DIR"


def metrics_directory(named: str) -> Path:
    """The directory where every API process of this run keeps its metrics (prometheus-client's
    multiprocess mode; /metrics sums them). Set before prometheus-client is imported, which reads it
    once. The operator's PROMETHEUS_MULTIPROC_DIR is emptied of an earlier run's files; otherwise a
    fresh temporary directory, removed at exit."""
    if named:
        directory = Path(named)
        directory.mkdir(parents=True, exist_ok=True)
        for stale in directory.glob("*.db"):
            stale.unlink()
    else:
        directory = Path(tempfile.mkdtemp(prefix="trackside-metrics-"))
        atexit.register(_remove_in, os.getpid(), directory)
        os.environ[METRICS_DIR] = str(directory)
    return directory


def _remove_in(owner: int, directory: Path) -> None:
    """At exit of `owner` only: a gunicorn worker inherits the atexit hook, and exits while the others run."""
    if os.getpid() == owner:
        shutil.rmtree(directory, ignore_errors=True)


@contextmanager
def starting() -> Iterator[None]:
    """A long-running part's start: the modules it imports and the parts it makes live as long as it does. No
    collection of the garbage runs while they are made (a worker's start ran a hundred, about 5 % of its CPU),
    and none looks at them again (gc.freeze): neither while the part runs, nor as it exits (an interpreter's
    exit collects: a fifth of a second of CPU for a worker or an API process, which the test suite starts by
    the hundred), nor in its forks (RQ's scheduler and work-horses, gunicorn's workers), whose pages a
    collection would copy."""
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.enable()


def serve(args, settings: Settings) -> None:
    metrics = metrics_directory(settings.metrics_dir)
    with starting():
        # Patched here, once, before the app's modules (and redis, which imports ssl: this module imports it
        # only where it is used) are imported: every gevent worker forks patched (its
        # own patch_all is then a no-op) and answers as soon as it is up; left to the worker, patching takes
        # a second or more on a busy machine (gevent asks every installed package for plugins).
        _patch_for_gevent()
        from gunicorn import util
        from gunicorn.app.base import BaseApplication

        from service.bootstrap import api_services, use
        from service.cli.bounded_worker import closing_large_bodies
        from service.http.app import create_app

    util.write_error = _problem_error  # gunicorn has no setting for the body of its own error answers

    settings = use(replace(settings, metrics_dir=str(metrics)))
    _wait_for_redis(settings.redis_url, "serve")
    # Every connection is a file: let the process open as many as its hard limit allows.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and (hard == resource.RLIM_INFINITY or soft < hard):
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))

    class Server(BaseApplication):
        def load_config(self):
            self.cfg.set("bind", f"{args.host}:{args.port or settings.port}")
            self.cfg.set("workers", args.workers)
            # Evented: an open event stream costs a greenlet, not a thread. A body over the limit is
            # never read: its connection closes after the 413.
            self.cfg.set("worker_class", closing_large_bodies(settings.max_body_bytes))
            self.cfg.set("worker_connections", args.connections)
            self.cfg.set("timeout", 60)
            # Open streams never end by themselves: a stopping worker waits this long for requests in
            # flight, then closes them (their clients resume with Last-Event-ID elsewhere).
            self.cfg.set("graceful_timeout", 10)
            self.cfg.set("accesslog", "-" if args.access_log else None)
            self.cfg.set("child_exit", worker_exited)
            # A worker's app, made once it forked, kept as the master's modules are (starting, above).
            self.cfg.set("post_worker_init", lambda _worker: gc.freeze())
            # gunicorn 27 listens for gunicornc on ~/.gunicorn/gunicorn.ctl, one path for every server of
            # the account (the tests run dozens at once): nothing here uses it.
            if "control_socket_disable" in self.cfg.settings:
                self.cfg.set("control_socket_disable", True)

        def load(self):
            return create_app(api_services(settings))

    def worker_exited(_server, worker) -> None:
        # Its counters stay in the sums (a restart must not lower a total); its live gauges go.
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid, str(metrics))

    Server().run()


def _patch_for_gevent() -> None:
    """gevent's monkey.patch_all, its plugins looked up once a kind of event: gevent asks importlib.metadata for
    them at each of the 25 events of a patch_all, and each ask reads every installed package's metadata anew
    (about 70 of its 115 ms of CPU)."""
    from importlib import metadata

    from gevent import monkey

    asked = metadata.entry_points
    metadata.entry_points = cache(asked)  # (the same packages are installed from the first ask to the last)
    try:
        monkey.patch_all()
    finally:
        metadata.entry_points = asked


def _wait_for_redis(url: str, part: str) -> None:
    """Wait, as the parts' clients do, until the Redis at `url` answers: a part started while it is away
    (down, or mid-failover) would fail at once with a traceback (the API's gunicorn workers would not
    boot, and RQ's worker registers itself as it is made)."""
    from service.adapters.redis.resilience import STORE_ERRORS, backoff, connect

    pause, failures = backoff(), 0
    while True:
        try:
            connect(url, part, retries=0).ping()
            return
        except STORE_ERRORS as exc:
            failures += 1
            wait = pause.compute(failures)
            print(f"trackside {part}: no Redis at {url} yet ({exc}); trying again in {wait:.1f} s",
                  file=sys.stderr, flush=True)
            time.sleep(wait)  # (SIGTERM meanwhile ends the process, as nothing is running yet)


def _problem_error(sock, status: int, reason: str, message: str) -> None:
    """gunicorn's answer to a request it cannot even parse (a 400, 414 or 431: header fields too
    large, a bad request line...) as problem+json, like every answer of the API."""
    from gunicorn.util import write_nonblock

    from service.http.problems import Problem

    code = {414: "uri_too_long", 431: "headers_too_large", 500: "internal_error"}.get(status, "bad_request")
    body = orjson.dumps(Problem(status, code, message or reason).body())
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n")
    write_nonblock(sock, head.encode("latin-1") + body)


def _serve_metrics(args) -> None:
    """A worker or relay has no HTTP API: its counters get a /metrics endpoint of their own (one
    process: not in the API's multiprocess directory, which the API empties when it starts)."""
    os.environ.pop(METRICS_DIR, None)
    if args.metrics_port:
        from prometheus_client import start_http_server

        start_http_server(args.metrics_port, addr=args.metrics_host)


def worker(args, settings: Settings) -> None:
    with starting():
        _serve_metrics(args)
        # RQ sets its worker's logger to INFO on import unless it has a level: its lines of every job follow
        # TRACKSIDE_LOG_LEVEL, as every other line of the process does (its scheduler takes the same level).
        logging.getLogger("rq.worker").setLevel(settings.log_level.upper())
        import workers.jobs  # noqa: F401 (imported once here, before the first job: a work-horse inherits it)
        import workers.webhooks  # noqa: F401 (likewise)
        from domain.core.title import titles

        titles()  # every game's rules, spec and bot imported here once, not in a job (nor in each work-horse)
        from service.adapters.archive import engine

        if settings.archive_url:  # (likewise its archive's adapter, which each work-horse's services open)
            engine(settings.archive_url)
        from service.adapters.redis.queue import EVERY_QUEUE, QUEUE_NAMES
        from service.adapters.redis.resilience import connect
        from service.adapters.redis.worker import make_worker

    names = tuple(args.queues.split(",")) if args.queues else EVERY_QUEUE
    if not set(names) <= set(EVERY_QUEUE):
        raise SystemExit(f"trackside worker: --queues names some of {', '.join(QUEUE_NAMES)}")
    from service.bootstrap import use

    url = use(settings).rq_url  # (the jobs' services: workers/context.py, on their first use)
    _wait_for_redis(url, "worker")
    make_worker(connect(url, "worker"), name=args.name, queue_names=names).work_until_stopped()


def relay(args, settings: Settings) -> None:
    with starting():
        _serve_metrics(args)
        from service.bootstrap import relay_clients, stream_counter, use
        from workers.relay import Relay

        use(settings)
        relay = Relay(*relay_clients(settings), name=args.name, settings=settings)
    counter = stream_counter(settings)
    if counter is not None:
        counter.start()
    relay.run()
