"""Webhook deliveries per second from one worker to a fast local receiver through the real path (the
listener records the deliveries and queues their attempts; a `trackside worker` claims, signs, sends over
the SSRF-guarded adapter and records each answer) against plain `requests.post` of the same signed bodies
from one process, one after another, side by side in one run.

    python bench/webhooks.py [--quick] [--events N] [--workers W] [--fsync everysec]

The receiver (a threaded http.server in this process, HTTP/1.1 with keep-alive) answers 204 and notes when
each webhook-id first came. The deliveries are all queued before the workers start (the listener's own
rate is printed apart: it is the relay's work, not the workers'); the workers' rate runs from the first
delivery received to the last, and their CPU a delivery is measured over the same span.
Figures: docs/operations.md ("Webhooks at network speed").
"""
from __future__ import annotations

import argparse
import json
import os
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

from tests.support import RedisServer, start_part, stop_part, wait_for  # noqa: E402

ENV = {"TRACKSIDE_WEBHOOK_ALLOW": "127.0.0.1", "TRACKSIDE_WEBHOOK_ALLOW_ONLY": "1"}
ACCOUNTS = 20  # each with a webhook to the receiver: a webhook keeps 1,000 deliveries (MAX_DELIVERIES), all pending here


def cpu_seconds(pid: int) -> float:
    """The CPU time of a process so far, with that of the children it has waited for (its work-horses)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return sum(int(tick) for tick in fields[11:15]) / os.sysconf("SC_CLK_TCK")  # utime stime cutime cstime


class Receiver:
    def __init__(self) -> None:
        self.ids: set[str] = set()
        self.first: dict[str, float] = {}  # webhook-id: when it first came
        self.workers: list[int] = []  # the pids whose CPU is read when the first and the last come
        self.cpu: list[float] = []
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self):  # noqa: N802
                self.rfile.read(int(self.headers["Content-Length"]))
                receiver.received(self.headers["webhook-id"])
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler, bind_and_activate=False)
        self.server.daemon_threads = True
        self.server.request_queue_size = 128  # its listen backlog (5 would drop a pool's connections coming at once)
        self.server.server_bind()
        self.server.server_activate()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def received(self, webhook_id: str) -> None:
        with self.lock:
            if webhook_id not in self.ids:
                self.ids.add(webhook_id)
                self.first[webhook_id] = time.perf_counter()
                self.cpu.append(sum(cpu_seconds(pid) for pid in self.workers))


def event(number: int) -> dict:
    return {"id": f"1764150000000-{number}", "type": "your_turn", "data": {"game": "9f3a0c", "seat": number % 4},
            "at": "2026-11-26T10:00:00.000Z"}


def through_workers(url: str, receiver: Receiver, events: int, workers: int) -> tuple[float, float, float]:
    """The workers' deliveries a second and their CPU milliseconds a delivery; the listener's a second."""
    os.environ.update({"TRACKSIDE_REDIS_URL": url, "TRACKSIDE_QUEUE_URL": url, **ENV})
    from workers import webhooks

    hooks = webhooks.webhooks()
    accounts = [f"{number:016x}" for number in range(ACCOUNTS)]
    for account in accounts:
        hooks.register(account, receiver.url, ["your_turn"])
    started = time.perf_counter()
    for number in range(events):
        hooks.deliver(accounts[number % ACCOUNTS], event(number))
    listener = events / (time.perf_counter() - started)
    parts = [start_part("worker", url, **ENV) for _ in range(workers)]
    receiver.workers = [part.pid for part in parts]
    try:
        wait_for(lambda: len(receiver.ids) == events, timeout=900, interval=0.01, what="every delivery")
    finally:
        for part in parts:
            stop_part(part)
    times = sorted(receiver.first.values())
    return (events - 1) / (times[-1] - times[0]), (receiver.cpu[-1] - receiver.cpu[0]) * 1000 / (events - 1), listener


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
    events = args.events or (300 if args.quick else 2000)
    os.environ["NO_PROXY"] = "127.0.0.1,localhost"  # plain requests.post would otherwise go to a proxy set here
    server = RedisServer(Path(tempfile.mkdtemp(prefix="trackside-bench-webhooks-")), fsync=args.fsync)
    receiver = Receiver()
    try:
        real, real_ms, listener = through_workers(server.url, receiver, events, args.workers)
        receiver.workers = []
        plain = plain_posts(receiver, events)
    finally:
        receiver.server.shutdown()
        server.stop()
    print(f"{events} deliveries, {args.workers} worker(s), Redis appendfsync {args.fsync or 'always'}: "
          f"{real:.1f}/s through the workers ({real_ms:.2f} ms of the workers' CPU a delivery); plain "
          f"requests.post from one process: {plain:.1f}/s; ratio {real / plain:.2f} (the listener queued "
          f"{listener:.0f}/s)")


if __name__ == "__main__":
    main()
