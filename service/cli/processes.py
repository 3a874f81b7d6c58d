"""The processes of a Trackside: `up` (every part on one machine, restarted as they exit), `serve` (the
HTTP API), `worker` (an RQ worker) and `relay` (the outbox relay)."""
from __future__ import annotations

import atexit
import hashlib
import os
import resource
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from urllib.parse import urlparse

import orjson

from service.config import CLUSTER, SENTINEL, RedisLocation, Settings

ROOT = Path(__file__).resolve().parents[2]

METRICS_DIR = "PROMETHEUS_MULTIPROC_DIR"


def metrics_directory() -> Path:
    """The directory where every API process of this run keeps its metrics (prometheus-client's
    multiprocess mode; /metrics sums them). Set before prometheus-client is imported, which reads it
    once. The operator's PROMETHEUS_MULTIPROC_DIR is emptied of an earlier run's files; otherwise a
    fresh temporary directory, removed at exit."""
    named = os.environ.get(METRICS_DIR)
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


def serve(args) -> None:
    metrics = metrics_directory()
    # Patched here, once, before the app's modules (and redis, which imports ssl: this module imports it
    # only where it is used) are imported: every gevent worker forks patched (its
    # own patch_all is then a no-op) and answers as soon as it is up; left to the worker, patching takes
    # a second or more on a busy machine (gevent asks every installed package for plugins).
    from gevent import monkey

    monkey.patch_all()
    from gunicorn import util
    from gunicorn.app.base import BaseApplication

    from service.cli.bounded_worker import closing_large_bodies
    from service.http.app import create_app

    util.write_error = _problem_error  # gunicorn has no setting for the body of its own error answers

    settings = Settings()
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

        def load(self):
            return create_app(settings)

    def worker_exited(_server, worker) -> None:
        # Its counters stay in the sums (a restart must not lower a total); its live gauges go.
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid, str(metrics))

    Server().run()


def _wait_for_redis(url: str, part: str) -> None:
    """Wait, as the parts' clients do, until the Redis at `url` answers: a part started while it is away
    (down, or mid-failover) would fail at once with a traceback (the API's gunicorn workers would not
    boot, and RQ's worker registers itself as it is made)."""
    from service.adapters.resilience import STORE_ERRORS, backoff, connect

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


def worker(args) -> None:
    _serve_metrics(args)
    import workers.jobs  # noqa: F401 (imported once here, before the first job: a work-horse inherits it)
    import workers.webhooks  # noqa: F401 (likewise)
    from domain.core.title import titles

    titles()  # every game's rules, spec and bot imported here once, not in a job (nor in each work-horse)
    from service.adapters.queue import EVERY_QUEUE, QUEUE_NAMES
    from service.adapters.resilience import connect
    from service.adapters.worker import make_worker

    names = tuple(args.queues.split(",")) if args.queues else EVERY_QUEUE
    if not set(names) <= set(EVERY_QUEUE):
        raise SystemExit(f"trackside worker: --queues names some of {', '.join(QUEUE_NAMES)}")
    url = Settings().rq_url
    _wait_for_redis(url, "worker")
    make_worker(connect(url, "worker"), name=args.name, queue_names=names).work_until_stopped()


def relay(args) -> None:
    _serve_metrics(args)
    from service.adapters.archive import archive_of
    from service.adapters.resilience import connect
    from workers.relay import Relay
    from workers.webhooks import deliver_later

    settings = Settings()
    relay = Relay(connect(settings.redis_url, "relay"), connect(settings.rq_url, "relay"), name=args.name,
                  publish_to=settings.grip_publish if settings.streams == "grip" else (),
                  nchan_to=settings.nchan_publish if settings.streams == "nchan" else (),
                  archive=archive_of(settings), archive_after_s=settings.archive_after_s)
    relay.listeners.append(deliver_later)  # each new account event to the account's webhooks
    if settings.streams == "grip" and settings.grip_stats:
        from service.adapters.stream_counts import StreamCounter, StreamCounts

        # (the streams the nodes hold for each capped client, which the API sums on an opening request)
        StreamCounter(StreamCounts(connect(settings.redis_url, "relay")), settings.grip_stats).start()
    relay.run()


def _wait_reachable(url: str, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    from service.adapters.resilience import answers

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


# In a checkout; an installed package (the image) finds it in the working directory's deploy/.
PUSHPIN_CONF = next((path for path in (ROOT / "deploy" / "pushpin" / "pushpin.conf",
                                       Path.cwd() / "deploy" / "pushpin" / "pushpin.conf") if path.exists()),
                    ROOT / "deploy" / "pushpin" / "pushpin.conf")
PUSHPIN_MESSAGE_RATE = 1_000_000  # messages a second to held streams (Pushpin's default, 2,500, paces a crowd)
ZURL_MAX_OPEN = 2_000  # requests a node makes to the API at once (the package's figure)


def _pushpin_libdir(server: str, directory: Path, waiting: int) -> Path:
    """Pushpin's library directory for one node: the package's internal.conf and runner templates, with
    our zurl template (deploy/pushpin/zurl.conf.template: `waiting` requests may queue for the API)."""
    package = next((path for path in (Path(server).resolve().parents[1] / "lib" / "pushpin", Path("/usr/lib/pushpin"))
                    if (path / "internal.conf").exists()), None)
    if package is None:
        raise SystemExit(f"pushpin's internal.conf was not found beside {server}")
    libdir = directory / "lib"
    shutil.rmtree(libdir, ignore_errors=True)
    shutil.copytree(package, libdir)
    template = (PUSHPIN_CONF.parent / "zurl.conf.template").read_text()
    (libdir / "runner" / "zurl.conf.template").write_text(
        template.replace("@ZURL_MAX_OPEN@", str(ZURL_MAX_OPEN)).replace("@ZURL_HWM@", str(waiting)))
    return libdir


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


def pushpin_rundir(directory: Path) -> Path:
    """Where a node's processes meet (their IPC sockets): a short folder of the temporary directory, one
    per node folder, because a Unix socket's path may not pass about 100 bytes and `directory` may be
    deep (a checkout's var/, a test's temporary folder)."""
    rundir = Path(tempfile.gettempdir()) / f"trackside-pushpin-{hashlib.sha256(str(directory).encode()).hexdigest()[:12]}"
    rundir.mkdir(mode=0o700, exist_ok=True)
    return rundir


def pushpin_stats_spec(directory: Path) -> str:
    """Where a node under `directory` publishes its stats by default: an IPC socket in its run directory."""
    return f"ipc://{pushpin_rundir(directory.resolve())}/pushpin-stats"


def pushpin_command(directory: Path, port: int, publish_port: int, api: str, key: str,
                    max_connections: int = 50_000, host: str = "0.0.0.0", publish_host: str = "127.0.0.1",
                    stats: str | None = None) -> list[str]:
    """A Pushpin node (deploy/pushpin/pushpin.conf filled in under `directory`): clients on `port`, every
    request routed to the API at `api` (host:port) and signed with `key`, publishes taken on
    `publish_host`:`publish_port`, its stats (who is subscribed: the stream counter's) on the ZeroMQ
    spec `stats` (default pushpin_stats_spec)."""
    server = shutil.which("pushpin")
    if server is None:
        raise SystemExit("pushpin is not installed (deploy/bootstrap.sh installs it)")
    directory.mkdir(parents=True, exist_ok=True)
    # (every stream the node may hold may be opening at once: a restart, or a crowd arriving)
    libdir = _pushpin_libdir(server, directory, waiting=max_connections)
    values = {"RUNDIR": str(pushpin_rundir(directory.resolve())), "LOGDIR": str(directory.resolve()),
              "LIBDIR": str(libdir.resolve()),
              "HTTP_PORT": f"{host}:{port}" if host != "0.0.0.0" else str(port),
              "MAX_CONNECTIONS": str(max_connections), "SIG_KEY": key, "PUBLISH_HOST": publish_host,
              "PUBLISH_PORT": str(publish_port), "MESSAGE_RATE": str(PUSHPIN_MESSAGE_RATE),
              "MESSAGE_HWM": str(PUSHPIN_MESSAGE_RATE),
              "STATS_SPEC": stats or pushpin_stats_spec(directory)}
    text = PUSHPIN_CONF.read_text()
    for name, value in values.items():
        text = text.replace(f"@{name}@", value)
    (directory / "pushpin.conf").write_text(text)
    (directory / "routes").write_text(f"* {api}\n")
    return [server, "--config", str(directory / "pushpin.conf"), "--merge-output"]


def pushpin(args) -> None:
    """One Pushpin node in front of the API at --api (a deployment's; `up` starts its own): the GRIP key
    is TRACKSIDE_GRIP_KEY, as the API's."""
    settings = Settings()
    if not settings.grip_key:
        raise SystemExit("trackside pushpin: set TRACKSIDE_GRIP_KEY (the API's, with TRACKSIDE_STREAMS=grip)")
    command = pushpin_command(Path(args.var), args.port or settings.port, args.publish_port, args.api,
                              settings.grip_key, args.max_connections, args.host, args.publish_host,
                              args.stats or None)
    os.execv(command[0], command)


NGINX_CONF = next((path for path in (ROOT / "deploy" / "nchan" / "nginx.conf",
                                     Path.cwd() / "deploy" / "nchan" / "nginx.conf") if path.exists()),
                  ROOT / "deploy" / "nchan" / "nginx.conf")
NCHAN_MODULES = (Path("/usr/lib/nginx/modules/ngx_nchan_module.so"),  # (Debian's libnginx-mod-nchan)
                 Path("/usr/share/nginx/modules/ngx_nchan_module.so"))


def nchan_command(directory: Path, port: int, publish_port: int, api: str, secret: str, node: str,
                  idle_s: float, per_client: int, host: str = "0.0.0.0", publish_host: str = "127.0.0.1",
                  max_connections: int = 50_000) -> list[str]:
    """An nginx node with nchan (deploy/nchan/nginx.conf filled in under `directory`): clients on `port`,
    every request passed to the API at `api` (host:port) with `secret`, the relay's publishes taken on
    `publish_host`:`publish_port`, named `node` (its publisher URL as the relay has it: the API finds
    the node's ids by it); a stream silent for `idle_s` ends (the client reconnects: nchan's raw stream
    has no keep-alive); a client address holds at most `per_client` game streams on it."""
    from service.adapters.feeds import RETRY_AFTER_S

    server = shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",) if Path(p).exists()), None)
    module = next((path for path in NCHAN_MODULES if path.exists()), None)
    if server is None or module is None:
        raise SystemExit("nginx with the nchan module is not installed (deploy/bootstrap.sh installs it)")
    directory = directory.resolve()
    directory.mkdir(parents=True, exist_ok=True)
    values = {"MODULE": str(module), "DIR": str(directory), "FILES": str(max_connections),
              "NODE": node, "API": api, "HOST": host, "PORT": str(port), "PUBLISH_HOST": publish_host,
              "PUBLISH_PORT": str(publish_port), "SECRET": secret, "IDLE": str(max(1, round(idle_s))),
              "PER_CLIENT": str(per_client), "RETRY_AFTER": str(RETRY_AFTER_S)}
    text = NGINX_CONF.read_text()
    for name, value in values.items():
        text = text.replace(f"@{name}@", value)
    (directory / "nginx.conf").write_text(text)
    return [server, "-p", str(directory), "-c", str(directory / "nginx.conf"), "-e", str(directory / "error.log")]


def nchan(args) -> None:
    """One nginx node with nchan in front of the API at --api (a deployment's; `up --streams nchan` starts
    its own): the secret is TRACKSIDE_NCHAN_SECRET, as the API's."""
    settings = Settings()
    if not settings.nchan_secret:
        raise SystemExit("trackside nchan: set TRACKSIDE_NCHAN_SECRET (the API's, with TRACKSIDE_STREAMS=nchan)")
    command = nchan_command(Path(args.var), args.port or settings.port, args.publish_port, args.api,
                            settings.nchan_secret, args.node, 3 * settings.stream_heartbeat_seconds,
                            settings.max_streams_per_client, args.host, args.publish_host, args.max_connections)
    os.execv(command[0], command)


@dataclass
class Part:
    """A process that `up` keeps running."""
    name: str
    command: list[str]
    process: subprocess.Popen | None = None
    failures: list[float] = field(default_factory=list)  # when it exited, within FAILURE_WINDOW

    def start(self) -> None:
        from service.adapters.resilience import die_with_parent

        self.process = subprocess.Popen(self.command, preexec_fn=partial(die_with_parent, os.getpid()))


GIVE_UP_AFTER = 5  # failures of one part within FAILURE_WINDOW seconds
FAILURE_WINDOW = 60


def supervise(parts: list[Part]) -> None:
    """Restart every part that exits, after a backoff; give up (non-zero exit) on a part that keeps failing."""
    from service.adapters.resilience import backoff

    pause = backoff()
    while True:
        time.sleep(0.2)
        for part in parts:
            status = part.process.poll()
            if status is None:
                continue
            moment = time.monotonic()
            part.failures = [t for t in part.failures if moment - t < FAILURE_WINDOW] + [moment]
            if len(part.failures) >= GIVE_UP_AFTER:
                raise SystemExit(f"trackside {part.name} failed {len(part.failures)} times within "
                                 f"{FAILURE_WINDOW} s (last status {status}); stopping trackside")
            wait = pause.compute(len(part.failures))
            print(f"trackside {part.name} exited with status {status}; restarting it in {wait:.1f} s",
                  file=sys.stderr, flush=True)
            time.sleep(wait)
            part.start()


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


def _stop_requested(*_) -> None:
    raise SystemExit(0)


def up(args) -> None:
    from service.adapters.queue import MOVES
    from service.adapters.resilience import answers

    try:
        settings = Settings()
        scheme = RedisLocation.parse(settings.redis_url).scheme
        RedisLocation.parse(settings.rq_url)  # the queue's Redis (never a cluster)
    except ValueError as exc:
        raise SystemExit(f"trackside up: {exc}") from None
    me = [sys.executable, "-m", "service.cli"]
    api_port = settings.port
    # Finished games move to an SQLite archive beside the private Redis unless another is named.
    os.environ.setdefault("TRACKSIDE_ARCHIVE_URL", f"sqlite:///{(Path(args.var) / 'archive.sqlite3').resolve()}")
    streams = args.streams or ("grip" if shutil.which("pushpin") else "gevent")
    if streams == "grip":
        # Pushpin takes the public port and holds the live streams; the API answers behind it, and the
        # relay publishes, on free local ports (not fixed ones beside the public port, which another
        # program may hold). Every part reads the settings.
        api_port, publish_port = free_local_ports(avoid=settings.port)
        os.environ.update({"TRACKSIDE_STREAMS": "grip", "TRACKSIDE_GRIP_PUBLISH": f"http://127.0.0.1:{publish_port}",
                           # (the relay counts the node's streams for the caps from its stats socket)
                           "TRACKSIDE_GRIP_STATS": pushpin_stats_spec(Path(args.var) / "pushpin"),
                           "TRACKSIDE_GRIP_KEY": settings.grip_key or secrets.token_urlsafe(32),
                           "TRACKSIDE_TRUSTED_PROXIES": str(max(1, settings.trusted_proxies))})
    elif streams == "nchan":
        # nginx takes the public port and holds the streams (nchan); the API behind it and the publisher
        # port on free local ports, as with Pushpin.
        api_port, publish_port = free_local_ports(avoid=settings.port)
        os.environ.update({"TRACKSIDE_STREAMS": "nchan", "TRACKSIDE_NCHAN_PUBLISH": f"http://127.0.0.1:{publish_port}",
                           "TRACKSIDE_NCHAN_SECRET": settings.nchan_secret or secrets.token_urlsafe(32),
                           "TRACKSIDE_TRUSTED_PROXIES": str(max(1, settings.trusted_proxies))})
    # Two workers: one for the moves games wait for alone, never busy with an analysis, and one for
    # every queue (the moves first), so the analyses never hold up a move (service/adapters/queue.py).
    # With grip the API holds no stream: a second process answers the opens (and everything else) while
    # the first is busy, as a burst of opens through Pushpin is one request each (docs/streams.md).
    api_workers = "1" if streams == "gevent" else "2"
    parts = [Part("api", [*me, "serve", "--port", str(api_port), "--workers", api_workers]),
             Part("moves worker", [*me, "worker", "--queues", MOVES]), Part("worker", [*me, "worker"]),
             Part("relay", [*me, "relay"])]
    if streams == "grip":
        parts.append(Part("pushpin", pushpin_command(Path(args.var) / "pushpin", settings.port, publish_port,
                                                     f"127.0.0.1:{api_port}", os.environ["TRACKSIDE_GRIP_KEY"])))
    elif streams == "nchan":
        parts.append(Part("nginx", nchan_command(Path(args.var) / "nchan", settings.port, publish_port,
                                                 f"127.0.0.1:{api_port}", os.environ["TRACKSIDE_NCHAN_SECRET"],
                                                 os.environ["TRACKSIDE_NCHAN_PUBLISH"],
                                                 3 * settings.stream_heartbeat_seconds,
                                                 settings.max_streams_per_client)))
    # A cluster or a Sentinel-managed primary is the operator's to run; a single Redis is started if absent.
    if scheme not in (CLUSTER, SENTINEL) and not answers(settings.redis_url):
        print(f"no Redis at {settings.redis_url}: starting a private one under ./var/redis (AOF on)", flush=True)
        parts.insert(0, Part("redis", private_redis_command(settings.redis_url, Path(args.var) / "redis")))
    signal.signal(signal.SIGTERM, _stop_requested)
    signal.signal(signal.SIGINT, _stop_requested)
    try:
        for part in parts:
            part.start()
            if part.name == "redis" and not _wait_reachable(settings.redis_url, seconds=10):
                raise SystemExit(f"the private redis-server did not start at {settings.redis_url}")
        print(f"trackside is up: http://127.0.0.1:{settings.port}/docs (Ctrl-C stops it)", flush=True)
        supervise(parts)
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        stop_parts(parts)
