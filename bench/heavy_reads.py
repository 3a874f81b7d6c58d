"""/healthz while clients loop /verify: the heavy-read pool keeps the API's event loop free.

The real `trackside serve` (gunicorn, one gevent worker) on a private Redis holding the longest game
measured (bench/import_limit.py: Ticket to Ride, five seats, 800-odd events). One client times
/healthz alone (quiet), then again while four clients (processes of their own) loop /verify on that
game (loaded): with the rate limits lifted, once with the pool off (TRACKSIDE_HEAVY_WORKERS=0: every
verify replays the log on the event loop, as before the pool) and once with it on (the default, 2),
and, for reference, the same clients looping the game's summary (a cheap read: what any read costs
the loop); then as `trackside up` runs it (the pool on, the default rate limits), the four clients
calling from one address and from four (127.0.0.2-5: each its own limits); all in one run. With each
row, the CPU the API's worker spent in the quiet windows (answering /healthz alone) and in the loaded ones
(a share of a core: the difference is what the clients take from the loop /healthz waits on; unlike a
latency, the machine's other load moves it little unless it starves the worker). Quiet and loaded seconds
alternate, so that the machine's other load weighs on both alike. The API process (and its pool) runs
on one core and the clients on the other, as clients elsewhere on the network would: on a 2-core machine
four client processes sharing the API's core would measure the clients. Prints the p99 of each and the
loaded / quiet ratio.

    python bench/heavy_reads.py [--quick]     (--quick: 3 quiet and 3 loaded seconds a phase, not 10)
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time
from http.client import HTTPConnection, RemoteDisconnected
from pathlib import Path
from urllib.parse import urlsplit

import requests

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from service.adapters.redis.store import EventStore  # noqa: E402
from service.app.games import GameService  # noqa: E402
from service.config import Settings  # noqa: E402
from tests.support import RedisServer, answering, finished_game, free_port, start_part, stop_part, wait_for  # noqa: E402

CLIENTS = 4


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def worker_of(server) -> int:
    """The one gunicorn worker of a `trackside serve` started by start_part."""
    return int(subprocess.run(["pgrep", "-P", str(server.pid)], capture_output=True, text=True,
                              check=True).stdout.split()[0])


def p99(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=100)[98] if len(samples) > 1 else samples[0]


def healthz_for(base: str, seconds: float) -> list[float]:
    times = []
    with requests.Session() as http:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            start = time.perf_counter()
            assert http.get(base + "/healthz", timeout=60).status_code == 200
            times.append(time.perf_counter() - start)
    return times


def loop_verify(url: str, looping, done, verified, source: str | None = None) -> None:
    """One client, in a process of its own (so that its work does not hold the timing thread's GIL), niced
    and on plain http.client: the clients stand for other machines, so on this one they must not delay
    the timing process that shares their core. `source`: the loopback address it calls from (None: 127.0.0.1)."""
    os.nice(10)
    address = urlsplit(url)
    http = HTTPConnection(address.hostname, address.port, timeout=60,
                          source_address=(source, 0) if source else None)
    while not done.is_set():
        if not looping.wait(0.1):
            continue
        try:
            http.request("GET", address.path)
            answer = http.getresponse()
        except (RemoteDisconnected, ConnectionError):  # the server closed the connection while it was idle
            http.close()
            continue
        body = answer.read()
        assert answer.status in (200, 429), body
        if answer.status == 200:
            with verified.get_lock():
                verified.value += 1
    http.close()


def phase(redis_url: str, game_id: str, workers: int, windows: int, read: str = "/verify",
          shipped_limits: bool = False, addresses: int = 1) -> dict:
    """Quiet and loaded windows of a second each, alternated, so that the machine's other load falls on both.
    Rate limits: none to speak of, unless the shipped ones are asked for (their 429s are answers too);
    `addresses`: the clients call from this many loopback addresses (each its own limits), else all from one."""
    port = free_port()
    cores = sorted(os.sched_getaffinity(0))
    os.sched_setaffinity(0, cores[:1])  # the API process and its pool inherit the first core
    limits = {} if shipped_limits else {"TRACKSIDE_RATE_LIMIT": "1000000/second",
                                         "TRACKSIDE_HEAVY_READ_LIMIT": "1000000/second"}
    server = start_part("serve", redis_url, "--port", str(port), "--workers", "1",
                        TRACKSIDE_HEAVY_WORKERS=str(workers), **limits)
    os.sched_setaffinity(0, cores[1:] or cores)  # the clients (and this timing process) the others
    base = f"http://127.0.0.1:{port}"
    quiet, loaded = [], []
    looping, done, verified = multiprocessing.Event(), multiprocessing.Event(), multiprocessing.Value("i", 0)
    clients = [multiprocessing.Process(target=loop_verify, args=(f"{base}/v1/games/{game_id}{read}", looping, done,
                                                                 verified, f"127.0.0.{2 + n % addresses}"))
               for n in range(CLIENTS)]
    try:
        wait_for(lambda: answering(base + "/healthz"), what="the API")
        requests.get(f"{base}/v1/games/{game_id}/verify", timeout=60).raise_for_status()  # the pool started
        worker = worker_of(server)
        for client in clients:
            client.start()
        busy = {"quiet": [0.0, 0.0], "loaded": [0.0, 0.0]}  # the worker's CPU seconds and the seconds timed

        def timed(window: str) -> list[float]:
            cpu, started = cpu_seconds(worker), time.monotonic()
            times = healthz_for(base, 1.0)
            busy[window][0] += cpu_seconds(worker) - cpu
            busy[window][1] += time.monotonic() - started
            return times

        for _ in range(windows):
            quiet += timed("quiet")
            looping.set()
            time.sleep(0.2)  # every client's verify under way
            loaded += timed("loaded")
            looping.clear()
            time.sleep(0.2 if workers else 1.5)  # the verifies in flight answered (inline ones block the loop)
    finally:
        done.set()
        for client in clients:
            if client.pid is not None:
                client.join()
        stop_part(server)
        os.sched_setaffinity(0, cores)
    return {"quiet_p50_ms": statistics.median(quiet) * 1000, "loaded_p50_ms": statistics.median(loaded) * 1000,
            "quiet_p99_ms": p99(quiet) * 1000, "loaded_p99_ms": p99(loaded) * 1000,
            "ratio": p99(loaded) / p99(quiet), "verifies": verified.value, "healthz_loaded": len(loaded),
            **{f"{window}_cpu": cpu / seconds * 100 for window, (cpu, seconds) in busy.items()}}



def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    windows = 3 if args.quick else 10
    server = RedisServer(Path(tempfile.mkdtemp(prefix="trackside-bench-heavy-")))
    try:
        store = EventStore.of(Settings(redis_url=server.url), "bench")
        store.prepare()
        game_id = finished_game(GameService(store), "ticket-to-ride", 5, "heavy-reads")
        events = store.version(game_id)
        rows = {"/verify, pool off, no limits (before the pool)": phase(server.url, game_id, 0, windows),
                "/verify, pool on, no limits": phase(server.url, game_id, 2, windows),
                "the summary, no limits (reference: any read)": phase(server.url, game_id, 2, windows, read=""),
                "/verify, as shipped (pool on, the default limits), one address":
                    phase(server.url, game_id, 2, windows, shipped_limits=True),
                f"/verify, as shipped, {CLIENTS} addresses":
                    phase(server.url, game_id, 2, windows, shipped_limits=True, addresses=CLIENTS)}
    finally:
        server.stop()
    print(f"/healthz p99, quiet and while {CLIENTS} clients loop a read of a {events}-event game "
          f"({windows} windows of 1 s each)\n")
    print("| clients loop | quiet p50 | loaded p50 | quiet p99 | loaded p99 | loaded / quiet (p99) | reads answered "
          "| /healthz answered | the worker's CPU, quiet / loaded |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, row in rows.items():
        print(f"| {name} | {row['quiet_p50_ms']:.1f} ms | {row['loaded_p50_ms']:.1f} ms | {row['quiet_p99_ms']:.1f} ms | {row['loaded_p99_ms']:.1f} ms | {row['ratio']:.2f} | "
              f"{row['verifies']} | {row['healthz_loaded']} | {row['quiet_cpu']:.0f} / {row['loaded_cpu']:.0f} % of a core |")


if __name__ == "__main__":
    main()
