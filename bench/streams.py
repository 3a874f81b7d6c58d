"""Open event streams against one `trackside serve` (one gevent worker) while a player posts commands.

For each step N (bounded; loopback only), N streams are opened, either all on the game being played
(the default: the worst case, every event goes to all N) or with --per-game K spread over N/K games (as
streams are in play: a few players and spectators per game) with the played game one of them. A player
posts COMMANDS commands (one each 200 ms) while a prober reads the played game's summary over and over.
Reported per step:
- get_p99_ms: the p99 of `GET /v1/games/{id}`; the step passes (a) while it stays within 2x the N=0 one;
- delivery_p99_ms: the p99, over the commands, of the time from the command's 201 to its last event
  reaching the last stream of the played game (0 when the event got there before the 201 did); the
  step passes (b) while it stays under 250 ms.
The answer is the largest N passing both. The streams (one epoll loop), the prober and the player are
three processes on this machine, beside the server (one gevent worker) and Redis.

    python bench/streams.py [--steps 0,500,1000,2000,5000] [--commands 20] [--per-game K] [--workers W]

Figures, 2026-11-23, on this 2-core machine while other work ran on it (load average 6-10); open-file
limit 20000 soft and hard (the bench and `trackside serve` raise the soft one to the hard one):

    --per-game 4 (5000 streams over 1250 games)      N     GET p99   delivery p99
                                                     0     49 ms     -
                                                  1000     42 ms     77 ms
                                                  5000     70 ms     38 ms      -> largest N: 5000
    all streams on the game played                   0     73 ms     -
                                                   250     88 ms     68 ms
                                                   500    118 ms    174 ms      -> largest N: 500
                                                  1000    135 ms    383 ms
                                                  2000    250 ms   1641 ms
                                                  5000    301 ms   3205 ms (every event still reached all 5000)

One game watched by thousands is bound by the server's CPU per stream per event: each is a greenlet
wake-up, a pass through the WSGI response iterator and one send() on its socket (py-spy: the send about
half of it), on a core shared with the bench's own readers and everything else here; more worker
processes (--workers) spread it where there are idle cores to spread it to.
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import resource
import select
import socket
import sys
import tempfile
import time
from pathlib import Path

import orjson
import requests

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support import RedisServer, free_port, start_part, stop_part, wait_for  # noqa: E402

GET_FACTOR = 2.0
DELIVERY_MS = 250.0
READY_TIMEOUT_S = 300
DELIVERY_TIMEOUT_S = 10


def raise_open_files() -> tuple[int, int]:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)


def subscribers(port: int, game_ids: list[str], count: int, ready, stop, out) -> None:
    """`count` streams in one epoll loop, stream i on game i mod len(game_ids); reports when each
    version of the first game (the one played) reached the last of its streams."""
    raise_open_files()
    poll = select.epoll()
    sockets: dict[int, socket.socket] = {}
    played: set[int] = set()  # the streams on the game being played
    tails: dict[int, bytes] = {}
    seen: dict[int, int] = {}  # version -> how many streams of the played game have it
    complete: dict[int, float] = {}  # version -> when the last of them got it
    opened = 0  # streams that have their game's first event
    for i in range(count):
        sock = socket.create_connection(("127.0.0.1", port))
        sock.sendall(f"GET /v1/games/{game_ids[i % len(game_ids)]}/events/stream HTTP/1.1\r\nHost: bench\r\n\r\n"
                     .encode())
        sock.setblocking(False)
        sockets[sock.fileno()] = sock
        tails[sock.fileno()] = b""
        if i % len(game_ids) == 0:
            played.add(sock.fileno())
        poll.register(sock.fileno(), select.EPOLLIN)
    signalled = False
    while not stop.is_set():
        for fd, _ in poll.poll(0.05):
            try:
                data = sockets[fd].recv(65536)
            except BlockingIOError:
                continue
            if not data:
                poll.unregister(fd)
                continue
            text = tails[fd] + data
            lines = text.split(b"\n")
            tails[fd] = lines.pop()
            now = time.monotonic()
            for line in lines:
                if line.startswith(b"id: "):
                    version = int(line[4:])
                    opened += version == 1
                    if fd in played:
                        seen[version] = seen.get(version, 0) + 1
                        if seen[version] == len(played):
                            complete[version] = now
        if not signalled and opened == count:
            ready.set()
            signalled = True
    out.send({"complete": complete, "ready": signalled})
    for sock in sockets.values():
        sock.close()


def prober(base: str, game_id: str, stop, out) -> None:
    http = requests.Session()
    latencies = []
    while not stop.is_set():
        started = time.perf_counter()
        assert http.get(f"{base}/v1/games/{game_id}", timeout=30).status_code == 200
        latencies.append(time.perf_counter() - started)
        time.sleep(0.01)
    out.send(latencies)


def server_cpu_s(pid: int) -> float:
    """CPU seconds used so far by `trackside serve` (pid) and its workers: unlike latencies, this
    hardly depends on what else the machine is doing."""
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(stat.parent.name) == pid or int(fields[1]) == pid:  # (fields[1]: the parent's pid)
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def step(base: str, port: int, server: int, count: int, commands: int, per_game: int) -> dict:
    http = requests.Session()
    created = [http.post(f"{base}/v1/games", json={"rules": "railroad-ink", "players": [{"name": "p"}],
                                                    "seed": f"bench-{count}-{i}"}).json()
               for i in range(max(1, count // per_game) if per_game else 1)]
    game_id, token = created[0]["game"]["id"], created[0]["seats"][0]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    ready, stop, stop_probing = multiprocessing.Event(), multiprocessing.Event(), multiprocessing.Event()
    sub_out, sub_in = multiprocessing.Pipe(duplex=False)
    probe_out, probe_in = multiprocessing.Pipe(duplex=False)
    opened = time.monotonic()
    watcher = multiprocessing.Process(target=subscribers, args=(port, [c["game"]["id"] for c in created], count, ready, stop,
                                                               sub_in))
    watcher.start()
    if not ready.wait(READY_TIMEOUT_S):
        stop.set()
        watcher.join()
        return {"streams": count, "error": "the streams did not all open"}
    open_s = time.monotonic() - opened
    probe = multiprocessing.Process(target=prober, args=(base, game_id, stop_probing, probe_in))
    probe.start()
    time.sleep(1)
    answered: dict[int, float] = {}
    cpu_before = server_cpu_s(server)
    for _ in range(commands):
        command = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth).json()["commands"][0]
        response = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth, json=command)
        answered[response.json()["version"]] = time.monotonic()
        time.sleep(0.2)
    time.sleep(1)
    stop_probing.set()  # the same window at every step: while the commands are played, and 1 s on
    cpu_s = server_cpu_s(server) - cpu_before
    latencies = probe_out.recv()
    time.sleep(DELIVERY_TIMEOUT_S if count else 0)  # time for the last deliveries (later counts as lost)
    stop.set()
    complete = sub_out.recv()["complete"]
    watcher.join()
    probe.join()
    delivery = [max(0.0, complete.get(v, answered[v] + float("inf")) - t) for v, t in answered.items()]
    return {"streams": count, "games": len(created), "open_s": round(open_s, 1), "gets": len(latencies),
            "get_p50_ms": round(sorted(latencies)[len(latencies) // 2] * 1000, 1),
            "get_p99_ms": round(p99(latencies) * 1000, 1),
            "delivery_p50_ms": round(sorted(delivery)[len(delivery) // 2] * 1000, 1) if count else None,
            "delivery_p99_ms": round(p99(delivery) * 1000, 1) if count else None,
            "undelivered": sum(1 for d in delivery if d == float("inf")) if count else None,
            "server_cpu_s": round(cpu_s, 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", default="0,500,1000,2000,5000")
    parser.add_argument("--commands", type=int, default=20)
    parser.add_argument("--per-game", type=int, default=0,
                        help="streams per game, over count/per-game games (default 0: all on the game played)")
    parser.add_argument("--workers", type=int, default=1, help="trackside serve --workers (each has its reader)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: steps 0,200 and 5 commands")
    args = parser.parse_args()
    if args.quick:
        args.steps, args.commands = "0,200", 5
    steps = [int(n) for n in args.steps.split(",")]
    assert steps[0] == 0, "the first step is the baseline without streams"
    soft, hard = raise_open_files()
    assert 2 * max(steps) + 200 <= soft, f"open-file limit {soft} is too low for {max(steps)} streams"
    print(orjson.dumps({"open_files": {"soft": soft, "hard": hard}}).decode(), flush=True)
    with tempfile.TemporaryDirectory() as directory:
        redis = RedisServer(Path(directory))
        port = free_port()
        server = start_part("serve", redis.url, "--port", str(port), "--workers", str(args.workers),
                            "--connections", str(sum(steps) + 1000),
                            TRACKSIDE_RATE_LIMIT="1000000/second", TRACKSIDE_CREATE_LIMIT="1000000/second",
                            # (the sum: a step's streams are noticed gone only at their next write)
                            TRACKSIDE_MAX_STREAMS=str(sum(steps)),
                            TRACKSIDE_MAX_STREAMS_PER_CLIENT=str(sum(steps)))
        base = f"http://127.0.0.1:{port}"
        try:
            wait_for(lambda: _answers(f"{base}/healthz"), timeout=60, what="trackside serve")
            results = []
            for count in steps:
                results.append(step(base, port, server.pid, count, args.commands, args.per_game))
                print(orjson.dumps(results[-1]).decode(), flush=True)
        finally:
            stop_part(server)
            redis.stop()
    baseline = results[0]["get_p99_ms"]
    passing = [r["streams"] for r in results[1:] if "error" not in r
               and r["get_p99_ms"] <= GET_FACTOR * baseline and r["delivery_p99_ms"] < DELIVERY_MS]
    # The server's CPU per open stream per command, beyond what the same commands and probes cost
    # without streams: the figure to compare implementations by on a machine that is not quiet.
    per_stream = {str(r["streams"]): round((r["server_cpu_s"] - results[0]["server_cpu_s"]) * 1e6 / (r["streams"] * args.commands))
                  for r in results[1:] if "error" not in r}
    print(orjson.dumps({"baseline_get_p99_ms": baseline, "largest_n_within_both": max(passing, default=0),
                        "server_cpu_us_per_stream_per_command": per_stream}).decode(), flush=True)


def _answers(url: str) -> bool:
    try:
        return requests.get(url, timeout=1).status_code == 200
    except requests.RequestException:
        return False


if __name__ == "__main__":
    main()
