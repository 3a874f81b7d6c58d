"""What a request costs the API's event loop: CPU seconds of the one gevent worker of the real
`trackside serve` per request answered, while four clients (processes of their own, on the other
core) loop a read of the longest game measured (bench/heavy_reads.py's set-up); and the share of a
core the worker spent meanwhile (how much of the event loop the looping clients take: /healthz waits
behind it). Unlike a latency, a process's CPU time per request barely moves with the machine's other
load, so it compares commits on a busy machine (issue 24: /healthz waits behind the handling of every
other request).

    python bench/request_cpu.py [--seconds 4] [--rounds 3]
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

import requests
from prometheus_client.parser import text_string_to_metric_families

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.heavy_reads import CLIENTS, cpu_seconds, loop_verify, worker_of  # noqa: E402
from service.adapters.redis.store import EventStore  # noqa: E402
from service.app.games import GameService  # noqa: E402
from service.config import Settings  # noqa: E402
from tests.support import (  # noqa: E402
    RedisServer,
    answering,
    finished_game,
    free_port,
    scratch,
    start_part,
    stop_part,
    wait_for,
)

READS = {"/verify (cached)": "/verify", "the summary": ""}
LIMITS = {"no limit to speak of": "1000000/second", "the shipped rate limits": ""}
"""TRACKSIDE_RATE_LIMIT and TRACKSIDE_HEAVY_READ_LIMIT both (empty: the defaults, as `trackside up` runs)."""


def answers(base: str) -> float:
    """Requests the API has answered (its own count: 200s and 429s alike)."""
    metrics = requests.get(base + "/metrics", timeout=10).text
    return sum(sample.value for family in text_string_to_metric_families(metrics)
               if family.name == "trackside_http_requests" for sample in family.samples
               if sample.name == "trackside_http_requests_total")


def per_request(redis_url: str, game_id: str, read: str, rate_limit: str, seconds: float) -> tuple[float, float]:
    """Microseconds of the worker's CPU per request answered over `seconds` of looping, and the share of
    a core it took (%)."""
    port = free_port()
    cores = sorted(os.sched_getaffinity(0))
    os.sched_setaffinity(0, cores[:1])  # the API process and its pool on the first core
    limits = {"TRACKSIDE_RATE_LIMIT": rate_limit, "TRACKSIDE_HEAVY_READ_LIMIT": rate_limit} if rate_limit else {}
    server = start_part("serve", redis_url, "--port", str(port), "--workers", "1", **limits)
    os.sched_setaffinity(0, cores[1:] or cores)
    base = f"http://127.0.0.1:{port}"
    looping, done, answered = multiprocessing.Event(), multiprocessing.Event(), multiprocessing.Value("i", 0)
    clients = [multiprocessing.Process(target=loop_verify, args=(f"{base}/v1/games/{game_id}{read}", looping, done,
                                                                 answered)) for _ in range(CLIENTS)]
    try:
        wait_for(lambda: answering(base + "/healthz"), what="the API")
        requests.get(f"{base}/v1/games/{game_id}/verify", timeout=60).raise_for_status()  # the pool started
        worker = worker_of(server)
        for client in clients:
            client.start()
        looping.set()
        time.sleep(0.5)
        cpu, count, started = cpu_seconds(worker), answers(base), time.monotonic()
        time.sleep(seconds)
        used, answered = cpu_seconds(worker) - cpu, answers(base) - count
        return used / answered * 1e6, used / (time.monotonic() - started) * 100
    finally:
        done.set()
        for client in clients:
            if client.pid is not None:
                client.join()
        stop_part(server)
        os.sched_setaffinity(0, cores)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="a smoke run for `make bench`: one run of half a second")
    args = parser.parse_args()
    if args.quick:
        args.seconds, args.rounds = 0.5, 1
    server = RedisServer(scratch("trackside-bench-cpu-"))
    try:
        store = EventStore.of(Settings(redis_url=server.url), "bench")
        store.prepare()
        game_id = finished_game(GameService(store), "ticket-to-ride", 5, "heavy-reads")
        rows = {(read, limit): [per_request(server.url, game_id, READS[read], LIMITS[limit], args.seconds)
                                for _ in range(args.rounds)]
                for read in READS for limit in LIMITS}
    finally:
        server.stop()
    print(f"CPU of the API's worker per request answered, {CLIENTS} clients looping ({args.rounds} runs of "
          f"{args.seconds:g} s: median, then each)\n")
    print("| clients loop | limit | µs a request | runs | share of a core | runs |\n|---|---|---|---|---|---|")
    for (read, limit), runs in rows.items():
        cost, share = zip(*runs, strict=True)
        print(f"| {read} | {limit} | {statistics.median(cost):.0f} | {', '.join(f'{run:.0f}' for run in cost)} "
              f"| {statistics.median(share):.0f} % | {', '.join(f'{run:.0f}' for run in share)} |")


if __name__ == "__main__":
    main()
