"""Real parts for the tests: a private redis-server (free port, temp dir, AOF on), a served app on a
real socket, and worker/relay processes."""
from __future__ import annotations

import atexit
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import redis
import requests
from werkzeug.serving import make_server

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"  # everything the tests read lives in the repository (a bare clone passes)
ROUTE_BENCHMARKS = DATA / "route-benchmarks"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def scratch(prefix: str) -> Path:
    """A temporary directory for a bench's run, removed when the process exits (a private Redis's
    append-only files can be large)."""
    directory = Path(tempfile.mkdtemp(prefix=prefix))
    atexit.register(shutil.rmtree, directory, True)
    return directory


class RedisServer:
    """A private redis-server with the shipped configuration (deploy/redis.conf: AOF, fsync before
    every answer, no eviction), unless `fsync` names another appendfsync policy; `preload` adds
    environment such as a shared library to LD_PRELOAD (the power-loss tests log fsyncs so)."""

    def __init__(self, directory: Path, fsync: str | None = None, preload: dict[str, str] | None = None) -> None:
        self.directory = directory
        self.port = free_port()
        self.fsync = fsync
        self.preload = preload or {}
        self.process: subprocess.Popen | None = None
        self.start()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        server = shutil.which("redis-server")
        assert server, "redis-server must be installed (make test installs it)"
        self.directory.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            [server, str(ROOT / "deploy" / "redis.conf"), "--port", str(self.port), "--bind", "127.0.0.1",
             "--dir", str(self.directory), *(["--appendfsync", self.fsync] if self.fsync else []),
             "--logfile", str(self.directory / "redis.log")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, **self.preload})
        client = redis.Redis.from_url(self.url)
        for _ in range(200):
            try:
                if client.ping():
                    return
            except redis.ConnectionError:
                time.sleep(0.02)
        raise RuntimeError("redis-server did not start")

    def kill(self) -> None:
        """SIGKILL: no shutdown, no final fsync."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)

    def client(self) -> redis.Redis:
        return redis.Redis.from_url(self.url)


class ServedApp:
    """The Flask app served on a real socket by a threaded werkzeug server."""

    def __init__(self, app) -> None:
        self.app = app
        self.port = free_port()
        self.server = make_server("127.0.0.1", self.port, app, threaded=True)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.port}"
        self.http = requests.Session()
        self.http.trust_env = False  # (no proxy or .netrc for 127.0.0.1: reading them was a tenth of a request's CPU)

    def stop(self) -> None:
        self.server.shutdown()
        for name in ("trackside.feeds", "trackside.account_streams"):  # (their readers, before their Redis goes)
            if name in self.app.extensions:
                self.app.extensions[name].close()


def env_for(redis_url: str, **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"TRACKSIDE_REDIS_URL": redis_url, "TRACKSIDE_QUEUE_URL": redis_url, "PYTHONPATH": str(ROOT),
                "TRACKSIDE_LOG_LEVEL": "WARNING"})
    env.update(extra)
    return env


def start_part(part: str, redis_url: str, *args: str, **env: str) -> subprocess.Popen:
    """`trackside worker|relay|serve` as a real process."""
    return subprocess.Popen([sys.executable, "-m", "service.cli", part, *args], cwd=ROOT,
                            env=env_for(redis_url, **env), start_new_session=True)


def stop_part(process: subprocess.Popen) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def wait_for(predicate, timeout: float = 30.0, interval: float = 0.05, what: str = "condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out waiting for {what}")


def answering(url: str, timeout: float = 2.0) -> bool:
    """Whether `url` answers 200 now (a part not up yet, or too slow to answer on a loaded machine: False)."""
    try:
        return requests.get(url, timeout=timeout).status_code == 200
    except requests.RequestException:
        return False


def running(pid: int) -> bool:
    """Whether the process exists and is not a zombie (an orphan's new parent may never reap it)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def descendants(pid: int) -> dict[int, str]:
    """The running processes under `pid` (children, grandchildren...), with their command lines."""
    parents = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and running(int(entry.name)):
            try:
                parents[int(entry.name)] = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (FileNotFoundError, ProcessLookupError):
                continue
    found, frontier = {}, [pid]
    while frontier:
        parent = frontier.pop()
        for child, its_parent in parents.items():
            if its_parent == parent and child not in found:
                try:
                    found[child] = Path(f"/proc/{child}/cmdline").read_bytes().replace(b"\0", b" ").decode()
                except (FileNotFoundError, ProcessLookupError):
                    continue
                frontier.append(child)
    return found


def metric(url: str, name: str, **labels: str) -> float:
    """A sample of a counter served at `url` in the Prometheus text format (0 when absent)."""
    from prometheus_client.parser import text_string_to_metric_families

    for family in text_string_to_metric_families(requests.get(url, timeout=5).text):
        for sample in family.samples:
            if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()):
                return sample.value
    return 0.0


def finished_game(service, name: str, seats: int, seed: str, options: dict | None = None,
                  key=None, max_commands: int = 20_000) -> str:
    """The id of a game of `name` played to its end through `service` (a GameService) by random legal
    commands; `key(chooser)`, if given, makes each command's Idempotency-Key."""
    import random

    from domain.core.registry import get_rules

    rules = get_rules(name)
    players = [{"name": f"Player {i} " + "x" * 54} for i in range(seats)]  # names of 64 characters
    game = service.game(service.create(name, players, options or {}, seed)["game"]["id"])
    chooser = random.Random(seed)
    for _ in range(max_commands):
        known = service.current(game)
        status = rules.status(known.state)
        if status.finished:
            return game.id
        seat = chooser.choice(status.active_seats)
        service.submit(game, seat, chooser.choice(rules.legal_commands(known.state, seat)),
                       idempotency_key=key(chooser) if key else None)
    raise AssertionError(f"{name} did not finish in {max_commands} commands")


class PushpinNode:
    """A private Pushpin (deploy/pushpin/pushpin.conf under `directory`, free ports) in front of the API at
    `api` (host:port), checking its requests with `key`: clients on `url`, publishes to `publish_url`,
    who is subscribed told on `stats_spec` (ZeroMQ)."""

    def __init__(self, directory: Path, api: str, key: str, max_connections: int = 50_000) -> None:
        from service.cli.nodes import pushpin_command, pushpin_stats_spec

        self.directory = directory
        self.port, self.publish_port = free_port(), free_port()
        self.stats_spec = pushpin_stats_spec(directory)
        command = pushpin_command(directory, self.port, self.publish_port, api, key, max_connections,
                                  host="127.0.0.1")
        self.log = open(directory / "pushpin.log", "wb")  # noqa: SIM115 (open while the node runs)
        self.process = subprocess.Popen(command, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        self.url, self.publish_url = f"http://127.0.0.1:{self.port}", f"http://127.0.0.1:{self.publish_port}"
        try:
            wait_for(self._ready, timeout=30, what="pushpin")
        except BaseException:
            self.stop()
            raise
        # Its proxy reaches its handler over ZeroMQ, connected a moment after both answer: a held
        # request before that is a 500 (accept service unavailable).
        time.sleep(1)

    def _ready(self) -> bool:
        assert self.process.poll() is None, f"pushpin exited: {self.process.returncode}"
        try:
            requests.post(f"{self.publish_url}/publish/", json={"items": []}, timeout=1).raise_for_status()
            return requests.get(f"{self.url}/healthz", timeout=1).status_code == 200  # (through it to the API)
        except requests.RequestException:
            return False

    def stop(self) -> None:
        from service.cli.nodes import remove_pushpin_rundir

        stop_part(self.process)
        self.log.close()
        remove_pushpin_rundir(self.directory)


def nchan_installed() -> bool:
    from service.cli.nodes import NCHAN_MODULES

    return bool(shutil.which("nginx") or Path("/usr/sbin/nginx").exists()) and any(p.exists() for p in NCHAN_MODULES)


class NchanNode:
    """A private nginx with nchan (deploy/nchan/nginx.conf under `directory`, free ports) in front of the
    API at `api` (host:port): clients on `url`, the relay's publishes to `publish_url`; a stream silent
    for `idle_s` ends."""

    def __init__(self, directory: Path, api: str, secret: str, idle_s: float = 3,
                 max_connections: int = 50_000, per_client: int = 1_000) -> None:
        from service.cli.nodes import nchan_command

        self.port, self.publish_port = free_port(), free_port()
        self.url, self.publish_url = f"http://127.0.0.1:{self.port}", f"http://127.0.0.1:{self.publish_port}"
        command = nchan_command(directory, self.port, self.publish_port, api, secret, self.publish_url, idle_s,
                                per_client, host="127.0.0.1", max_connections=max_connections)
        self.log = open(directory / "nginx.out", "wb")  # noqa: SIM115 (open while the node runs)
        self.process = subprocess.Popen(command, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            wait_for(self._ready, timeout=30, what="nginx")
        except BaseException:
            self.stop()
            raise

    def _ready(self) -> bool:
        assert self.process.poll() is None, f"nginx exited: {self.process.returncode}"
        try:
            return (requests.get(f"{self.publish_url}/pub/ready", timeout=1).status_code == 404
                    and requests.get(f"{self.url}/healthz", timeout=1).status_code == 200)  # (through it to the API)
        except requests.RequestException:
            return False

    def stop(self) -> None:
        stop_part(self.process)
        self.log.close()


def shut_down(*ends: socket.socket) -> None:
    """Close a proxy's two sockets, each shut down first: the other pump may be blocked reading it."""
    for end in ends:
        try:
            end.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        end.close()


def serving(handler: type[BaseHTTPRequestHandler], server_class: type[ThreadingHTTPServer] = ThreadingHTTPServer
            ) -> ThreadingHTTPServer:
    """A receiver: `handler` answering on a free port of 127.0.0.1, each request on a daemon thread, the
    server on a thread of its own until `stop_serving`."""
    server = server_class(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def stop_serving(server: ThreadingHTTPServer) -> None:
    server.shutdown()
    server.server_close()
