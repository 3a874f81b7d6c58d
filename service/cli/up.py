"""`trackside up`: every part on one machine (a private Redis if none answers, the API, two workers, the
relay and, with grip or nchan, the stream node in front), each restarted as it exits."""
from __future__ import annotations

import contextlib
import logging
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from urllib.parse import urlparse

from service.cli.nodes import (
    PUSHPIN_INFO,
    PUSHPIN_WARNING,
    ROOT,
    nchan_command,
    nginx_with_nchan,
    pushpin_command,
    pushpin_stats_spec,
    remove_pushpin_rundir,
)
from service.config import CLUSTER, SENTINEL, RedisLocation, Settings


def _wait_reachable(url: str, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    from service.adapters.redis.resilience import answers

    while not answers(url):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True


def private_redis_command(url: str, directory: Path) -> list[str]:
    """A redis-server with AOF under `directory`, on the port of `url`."""
    server = shutil.which("redis-server")
    if server is None:
        raise SystemExit("redis-server is not installed (make up installs it)")
    directory.mkdir(parents=True, exist_ok=True)
    conf = ROOT / "deploy" / "redis.conf"  # in a checkout; the flags below carry what matters anyway
    return [server, *([str(conf)] if conf.exists() else []), "--dir", str(directory),
            "--port", str(urlparse(url).port or 6379), "--appendonly", "yes", "--appendfsync", "always",
            "--maxmemory-policy", "noeviction"]


def free_local_ports(avoid: int) -> tuple[int, int]:
    """Two distinct free local ports, neither `avoid` (the public port, not bound yet: the kernel may
    hand it out)."""
    ports: list[int] = []
    for _ in range(20):
        port = free_local_port()
        if port != avoid and port not in ports:
            ports.append(port)
        if len(ports) == 2:
            return ports[0], ports[1]
    raise SystemExit("trackside up: no two free local ports")


def free_local_port() -> int:
    """A port nothing listens on at 127.0.0.1 now (the kernel's pick), for a part only the others reach."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class Part:
    """A process that `up` keeps running."""
    name: str
    command: list[str]
    env: dict[str, str] = field(default_factory=dict)  # over up's own environment
    process: subprocess.Popen | None = None
    failures: list[float] = field(default_factory=list)  # when it exited, within FAILURE_WINDOW

    def start(self) -> None:
        from service.adapters.redis.resilience import die_with_parent

        self.process = subprocess.Popen(self.command, env={**os.environ, **self.env} if self.env else None,
                                        preexec_fn=partial(die_with_parent, os.getpid()))


GIVE_UP_AFTER = 5  # failures of one part within FAILURE_WINDOW seconds
FAILURE_WINDOW = 60


def restart_exited(parts: list[Part]) -> None:
    """Restart every part that has exited, after a backoff; give up (non-zero exit) on a part that keeps
    failing."""
    from service.adapters.redis.resilience import backoff

    for part in parts:
        status = part.process.poll()
        if status is None:
            continue
        moment = time.monotonic()
        part.failures = [t for t in part.failures if moment - t < FAILURE_WINDOW] + [moment]
        if len(part.failures) >= GIVE_UP_AFTER:
            raise SystemExit(f"trackside {part.name} failed {len(part.failures)} times within "
                             f"{FAILURE_WINDOW} s (last status {status}); stopping trackside")
        wait = backoff().compute(len(part.failures))
        print(f"trackside {part.name} exited with status {status}; restarting it in {wait:.1f} s",
              file=sys.stderr, flush=True)
        time.sleep(wait)
        part.start()


def supervise(parts: list[Part]) -> None:
    """Keep every part running (restart_exited) until up is stopped."""
    while True:
        time.sleep(0.2)
        restart_exited(parts)


READY_WITHIN_S = 180  # for every part to start on a busy machine; a part failing meanwhile is restarted


def wait_ready(parts: list[Part], port: int) -> None:
    """Until the public port answers /readyz 200 (the API up, its Redis reachable with the store's functions
    loaded, and the stream node in front passing it on): a newcomer told "up" before that got 502s."""
    import http.client
    import urllib.request

    url, deadline = f"http://127.0.0.1:{port}/readyz", time.monotonic() + READY_WITHIN_S
    while True:
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                if answer.status == 200:
                    return
        except (OSError, http.client.HTTPException):  # (not listening yet, 502/503 as an HTTPError, cut short)
            pass
        if time.monotonic() > deadline:
            raise SystemExit(f"trackside up: {url} did not answer 200 within {READY_WITHIN_S} s; stopping trackside")
        time.sleep(0.2)
        restart_exited(parts)


def foreign_keys(url: str) -> list[str]:
    """A few keys of the Redis at `url` that are not Trackside's (a bounded SCAN: keys.py foreign_keys)."""
    from service.adapters.redis.keys import foreign_keys as scanned
    from service.adapters.redis.resilience import STORE_ERRORS, connect

    client = connect(url, "up", retries=0)
    try:
        return scanned(client)
    except STORE_ERRORS as exc:
        raise SystemExit(f"trackside up: the Redis at {url} cannot be read: {exc}") from None
    finally:
        client.close()


def stop_parts(parts: list[Part]) -> None:
    """Pushpin, the API, worker and relay first (a worker finishes its job), then the Redis they write to."""
    last = [part for part in parts if part.name == "redis"]
    for group in ([part for part in parts if part not in last], last):
        running = [part.process for part in group if part.process and part.process.poll() is None]
        for process in running:
            process.terminate()
        for process in running:
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def quieter(level: str) -> str:
    """`level`, or WARNING if it is lower (a part's lines of every job or request hidden)."""
    number = logging.getLevelName(level.upper())
    return level if isinstance(number, int) and number > logging.WARNING else "WARNING"


def _stop_requested(*_) -> None:
    raise SystemExit(0)


def up(args, settings: Settings) -> None:
    from service.adapters.redis.queue import MOVES
    from service.adapters.redis.resilience import answers
    from service.bootstrap import use

    use(settings)
    try:
        scheme = RedisLocation.parse(settings.redis_url).scheme
        RedisLocation.parse(settings.rq_url)  # the queue's Redis (never a cluster)
    except ValueError as exc:
        raise SystemExit(f"trackside up: {exc}") from None
    # A single Redis that answers is written into only if it is Trackside's (or empty): the default address
    # is where another program's Redis usually is. (A cluster or a Sentinel's primary is the operator's.)
    redis_answers = scheme not in (CLUSTER, SENTINEL) and answers(settings.redis_url)
    checked = [("TRACKSIDE_REDIS_URL", settings.redis_url)] if redis_answers else []
    if settings.queue_url not in ("", settings.redis_url) and RedisLocation.parse(settings.queue_url).scheme not in (
            CLUSTER, SENTINEL):
        with contextlib.suppress(ValueError):  # (a URL redis-py cannot read: the workers fail on it, and up says so)
            if answers(settings.queue_url):
                checked.append(("TRACKSIDE_QUEUE_URL", settings.queue_url))
    for name, url in checked:
        if found := foreign_keys(url):
            raise SystemExit(
                f"trackside up: the Redis at {url} holds keys that are not Trackside's ({', '.join(map(repr, found))}): "
                f"another program's data, which Trackside would write beside. Set {name} to a Redis of Trackside's "
                "own: an empty database (redis://127.0.0.1:6379/1, say) or a port where none answers (up then "
                "starts a private one under ./var/redis).")
    # The workers log a few lines a job and Pushpin one or more a request: at warning unless --verbose.
    quiet = {} if args.verbose else {"TRACKSIDE_LOG_LEVEL": quieter(settings.log_level)}
    me = [sys.executable, "-m", "service.cli"]
    api_port = settings.port
    # nginx with nchan where it is installed: it held 10,000 streams of one game where Pushpin dropped opens
    # (docs/streams.md, "The default of trackside up"); else Pushpin; else the API itself.
    streams = args.streams or ("nchan" if nginx_with_nchan() else "grip" if shutil.which("pushpin") else "gevent")
    if streams == "grip":
        # Pushpin takes the public port and holds the live streams; the API answers behind it, and the
        # relay publishes, on free local ports (not fixed ones beside the public port, which another
        # program may hold). Every part reads its settings from the environment set here.
        api_port, publish_port = free_local_ports(avoid=settings.port)
        secret = settings.grip_key or secrets.token_urlsafe(32)
        os.environ.update({"TRACKSIDE_STREAMS": "grip", "TRACKSIDE_GRIP_PUBLISH": f"http://127.0.0.1:{publish_port}",
                           # (the relay counts the node's streams for the caps from its stats socket)
                           "TRACKSIDE_GRIP_STATS": pushpin_stats_spec(Path(args.var) / "pushpin"),
                           "TRACKSIDE_GRIP_KEY": secret,
                           "TRACKSIDE_TRUSTED_PROXIES": str(max(1, settings.trusted_proxies))})
    elif streams == "nchan":
        # nginx takes the public port and holds the streams (nchan); the API behind it and the publisher
        # port on free local ports, as with Pushpin.
        api_port, publish_port = free_local_ports(avoid=settings.port)
        secret = settings.nchan_secret or secrets.token_urlsafe(32)
        os.environ.update({"TRACKSIDE_STREAMS": "nchan", "TRACKSIDE_NCHAN_PUBLISH": f"http://127.0.0.1:{publish_port}",
                           "TRACKSIDE_NCHAN_SECRET": secret,
                           "TRACKSIDE_TRUSTED_PROXIES": str(max(1, settings.trusted_proxies))})
    # Finished games move to an SQLite archive beside the private Redis unless another is named.
    os.environ.setdefault("TRACKSIDE_ARCHIVE_URL", f"sqlite:///{(Path(args.var) / 'archive.sqlite3').resolve()}")
    # Two workers: one for the moves games wait for alone, never busy with an analysis, and one for
    # every queue (the moves first), so the analyses never hold up a move (service/adapters/redis/queue.py).
    # With grip the API holds no stream: a second process answers the opens (and everything else) while
    # the first is busy, as a burst of opens through Pushpin is one request each (docs/streams.md).
    api_workers = "1" if streams == "gevent" else "2"
    parts = [Part("api", [*me, "serve", "--port", str(api_port), "--workers", api_workers]),
             Part("moves worker", [*me, "worker", "--queues", MOVES], quiet), Part("worker", [*me, "worker"], quiet),
             Part("relay", [*me, "relay"])]
    if streams == "grip":
        parts.append(Part("pushpin", pushpin_command(Path(args.var) / "pushpin", settings.port, publish_port,
                                                     f"127.0.0.1:{api_port}", secret,
                                                     log_level=PUSHPIN_INFO if args.verbose else PUSHPIN_WARNING)))
    elif streams == "nchan":
        parts.append(Part("nginx", nchan_command(Path(args.var) / "nchan", settings.port, publish_port,
                                                 f"127.0.0.1:{api_port}", secret, f"http://127.0.0.1:{publish_port}",
                                                 3 * settings.stream_heartbeat_seconds,
                                                 settings.max_streams_per_client)))
    # A cluster or a Sentinel-managed primary is the operator's to run; a single Redis is started if absent.
    if scheme not in (CLUSTER, SENTINEL) and not redis_answers:
        print(f"no Redis at {settings.redis_url}: starting a private one under ./var/redis (AOF on)", flush=True)
        parts.insert(0, Part("redis", private_redis_command(settings.redis_url, Path(args.var) / "redis")))
    signal.signal(signal.SIGTERM, _stop_requested)
    signal.signal(signal.SIGINT, _stop_requested)
    try:
        for part in parts:
            part.start()
            if part.name == "redis" and not _wait_reachable(settings.redis_url, seconds=10):
                raise SystemExit(f"the private redis-server did not start at {settings.redis_url}")
        wait_ready(parts, settings.port)
        print(f"trackside is up: http://127.0.0.1:{settings.port}/docs (Ctrl-C stops it)", flush=True)
        supervise(parts)
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        stop_parts(parts)
        if streams == "grip":
            remove_pushpin_rundir(Path(args.var) / "pushpin")
