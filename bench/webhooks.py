"""Webhook deliveries per second to a local receiver through the real path (the listener records the
deliveries and queues their jobs; RQ workers claim, sign, send over the SSRF-guarded adapter and record
each answer) against plain `requests.post` of the same signed bodies from one process, one after another.

    python bench/webhooks.py [--quick] [--events N] [--workers W] [--fsync everysec]

The receiver (a threaded http.server in this process) answers 204 and counts distinct webhook-ids; the
time runs from the first event handed to the listener to the last id received.

Figures, 2026-11-26, --quick (200 deliveries, one worker), this 2-core machine shared with other runs
(load average 2-3): 8.8 to 11.8 deliveries/s through the workers against 440 to 520/s of plain
requests.post (ratio 0.017 to 0.027); 2 workers: 11.5/s. A job's cost is RQ's fork of a work-horse per
job (a job doing nothing: 23/s on one worker here) plus, in each work-horse, importing workers.webhooks
(urllib3, standardwebhooks) and connecting to Redis; the listener's part is 1.4 ms an event. With
`import workers.webhooks` beside `import workers.jobs` in `trackside worker` (imported once before the
forks, as the games are): 22.4/s, ratio 0.068.

Since then a worker sends each attempt in its own process (service/adapters/redis/worker.py IN_PROCESS); the
bench runs the same deliveries through a worker forking for each job too, one after the other, and
reports both, with the workers' CPU a delivery (theirs and their work-horses'). 2026-11-26, --quick,
load average 0.2 to 1.5: 32.3/s (11.8 ms) against 19.3/s forked (36.9 ms); --fsync everysec (Redis no
longer waits for the shared disk at each write): 93.8/s (7.5 ms) against 27.5/s (32.7 ms). Under other
runs' load (load average 5 to 9): 13.4/s (11.9 ms) against 5.9/s (37.9 ms), and 74.6/s (8.4 ms) against
26.8/s (31.8 ms).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import requests
from standardwebhooks import Webhook

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support import RedisServer, env_for, start_part, stop_part, wait_for  # noqa: E402

ENV = {"TRACKSIDE_WEBHOOK_ALLOW": "127.0.0.1", "TRACKSIDE_WEBHOOK_ALLOW_ONLY": "1"}
# `trackside worker` forking a work-horse for every job, as every worker did before it ran the cheap kinds
# in its own process (service/adapters/redis/worker.py IN_PROCESS)
FORKING_WORKER = ("import service.adapters.redis.worker as worker; worker.IN_PROCESS = frozenset(); "
                  "from service.cli import main; main(['worker'])")


def cpu_seconds(pid: int) -> float:
    """The CPU time of a process so far, with that of the children it has waited for (its work-horses)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return sum(int(tick) for tick in fields[11:15]) / os.sysconf("SC_CLK_TCK")  # utime stime cutime cstime


def start_worker(url: str, fork: bool, **env: str) -> subprocess.Popen:
    """`trackside worker`, or with `fork` one that forks for every job."""
    if not fork:
        return start_part("worker", url, **env)
    return subprocess.Popen([sys.executable, "-c", FORKING_WORKER], cwd=ROOT, env=env_for(url, **env),
                            start_new_session=True)


class Receiver:
    def __init__(self) -> None:
        self.ids: set[str] = set()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self):  # noqa: N802
                self.rfile.read(int(self.headers["Content-Length"]))
                receiver.ids.add(self.headers["webhook-id"])
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


def event(number: int) -> dict:
    return {"id": f"1764150000000-{number}", "type": "your_turn", "data": {"game": "9f3a0c", "seat": number % 4},
            "at": "2026-11-26T10:00:00.000Z"}


def through_workers(url: str, receiver: Receiver, events: int, workers: int, fork: bool) -> tuple[float, float]:
    """Deliveries a second, and the workers' CPU milliseconds a delivery."""
    os.environ.update({"TRACKSIDE_REDIS_URL": url, "TRACKSIDE_QUEUE_URL": url, **ENV})
    from workers import webhooks

    hooks = webhooks.webhooks()
    account = ("f" if fork else "0") + "123456789abcdef"  # an account of each run: its events are new to it
    hooks.register(account, receiver.url, ["your_turn"])
    parts = [start_worker(url, fork, **ENV) for _ in range(workers)]
    before = len(receiver.ids)
    try:
        hooks.deliver(account, event(-1))  # the workers warmed up: their first job done
        wait_for(lambda: len(receiver.ids) == before + 1, timeout=60, what="the first delivery")
        started, cpu = time.perf_counter(), sum(cpu_seconds(part.pid) for part in parts)
        for number in range(events):
            hooks.deliver(account, event(number))
        wait_for(lambda: len(receiver.ids) == before + events + 1, timeout=600, interval=0.01,
                 what="every delivery")
        seconds = time.perf_counter() - started
        return events / seconds, (sum(cpu_seconds(part.pid) for part in parts) - cpu) * 1000 / events
    finally:
        for part in parts:
            stop_part(part)


def plain_posts(receiver: Receiver, events: int) -> float:
    signer = Webhook("whsec_" + "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")
    before = len(receiver.ids)
    started = time.perf_counter()
    for number in range(events):
        sent = event(number)
        body = json.dumps({"type": sent["type"], "timestamp": sent["at"],
                           "data": {**sent["data"], "event_id": f"plain-{number}"}}, separators=(",", ":"))
        now = datetime.now(UTC)
        headers = {"webhook-id": f"plain-{number}", "webhook-timestamp": str(int(now.timestamp())),
                   "webhook-signature": signer.sign(f"plain-{number}", now, body),
                   "Content-Type": "application/json"}
        assert requests.post(receiver.url, data=body, headers=headers, timeout=15).status_code == 204
    assert len(receiver.ids) == before + events
    return events / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--events", type=int)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--fsync", default=None, help="Redis's appendfsync (default: deploy/redis.conf's, always)")
    args = parser.parse_args()
    events = args.events or (200 if args.quick else 1000)
    os.environ["NO_PROXY"] = "127.0.0.1,localhost"  # plain requests.post would otherwise go to a proxy set here
    server = RedisServer(Path(tempfile.mkdtemp(prefix="trackside-bench-webhooks-")), fsync=args.fsync)
    receiver = Receiver()
    try:
        forked, forked_ms = through_workers(server.url, receiver, events, args.workers, fork=True)
        real, real_ms = through_workers(server.url, receiver, events, args.workers, fork=False)
        plain = plain_posts(receiver, events)
    finally:
        receiver.server.shutdown()
        server.stop()
    print(f"{events} deliveries, {args.workers} worker(s): {real:.1f}/s through the workers, each attempt in "
          f"the worker's process ({real_ms:.1f} ms of the workers' CPU a delivery); {forked:.1f}/s with a "
          f"work-horse forked for each ({forked_ms:.1f} ms); ratios {real / forked:.1f} and "
          f"{forked_ms / real_ms:.1f}; plain requests.post from one process: {plain:.1f}/s (ratio {real / plain:.3f})")


if __name__ == "__main__":
    main()
