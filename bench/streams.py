"""Open event streams on one game while a player posts commands, served both ways side by side in one run:
`gevent` (one `trackside serve`, one gevent worker, holding the streams itself), `grip` (the same API
answering GRIP, the relay publishing every append, and --nodes Pushpin nodes holding the streams, spread
evenly over them; docs/streams.md) and `nchan` (the same with --nodes nginx nodes with nchan, the API
handing each stream to its node's nchan).

For each path and each step N, N streams are opened, either all on the game being played (the default:
the worst case, every event goes to all N) or with --per-game K spread over N/K games with the played
game one of them. A player posts COMMANDS commands (one each 200 ms) while a prober reads the played
game's summary from the API over and over. Reported per step:
- get_p99_ms: the p99 of `GET /v1/games/{id}` on the API; the step passes (a) while it stays within 2x
  the N=0 one;
- delivery_p99_ms: the p99, over the commands, of the time from the command's 201 to its last event
  reaching the last stream of the played game (0 when the event got there before the 201 did); the
  step passes (b) while it stays under 250 ms;
- cpu_s: the CPU seconds of each server part (the API; with grip and nchan also the relay and each node)
  over the commands, and from them, in each path's summary, the servers' CPU per stream per command;
- memory_kb_per_stream: the growth of the resident memory of what holds the streams (the API, or the
  Pushpin or nginx nodes), per stream.
The streams are held by up to --clients processes (one epoll loop each, each from its own source
address 127.0.0.x, pinned to the last core unless --no-pin); the prober and the player are processes
of their own. Redis, the API, the relay and the nodes share the machine with them.

    python bench/streams.py [--quick] [--steps 0,1000,5000,10000] [--commands 20] [--paths gevent,grip,nchan]
                            [--per-game K] [--nodes 2] [--clients 4]

Figures: docs/operations.md, "Live streams: gevent and Pushpin".
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import resource
import secrets
import select
import socket
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import orjson
import redis
import requests

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from service.adapters.redis.keys import OUTBOX  # noqa: E402
from tests.support import (  # noqa: E402
    NchanNode,
    PushpinNode,
    RedisServer,
    free_port,
    start_part,
    stop_part,
    wait_for,
)

GET_FACTOR = 2.0
DELIVERY_MS = 250.0
READY_TIMEOUT_S = 300
DELIVERY_TIMEOUT_S = 10
LIMITS = {"TRACKSIDE_RATE_LIMIT": "1000000/second", "TRACKSIDE_CREATE_LIMIT": "1000000/second"}
NODES = ("pushpin", "nginx")  # the parts that hold the streams, but for gevent's
NCHAN_IDLE_S = 600  # an nchan stream quiet this long ends (and is made again): longer than a step


def raise_open_files() -> tuple[int, int]:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)


def subscribers(targets: list[tuple[str, int]], game_ids: list[str], first: int, count: int, source: str,
                cpu: int | None, ready, stop, out) -> None:
    """`count` streams in one epoll loop from address `source`, stream i on game i mod len(game_ids)
    through targets[i mod len(targets)] (host, port); reports when each version of the first game
    (the one played) reached the last of its streams here. As an EventSource does, an open answered
    with an error (a burst of opens may meet a full backlog) is made again, and a stream that ends
    resumes with Last-Event-ID; both are counted. Pinned to `cpu` when given."""
    if cpu is not None:
        os.sched_setaffinity(0, {cpu})
    raise_open_files()
    poll = select.epoll()
    sockets: dict[int, socket.socket] = {}
    number: dict[int, int] = {}  # fd -> the stream's number
    tails: dict[int, bytes] = {}
    last: dict[int, int] = {}  # stream number -> the last version it got
    played = sum(1 for i in range(first, first + count) if i % len(game_ids) == 0)  # streams of the played game
    seen: dict[int, int] = {}  # version -> how many streams of the played game have it
    complete: dict[int, float] = {}  # version -> when the last of them got it
    retried = resumed = 0

    def connect(i: int) -> None:
        sock = socket.socket()
        sock.bind((source, 0))
        sock.connect(targets[i % len(targets)])
        resume = f"Last-Event-ID: {last[i]}\r\n" if i in last else ""
        sock.sendall(f"GET /v1/games/{game_ids[i % len(game_ids)]}/events/stream HTTP/1.1\r\nHost: bench\r\n"
                     f"{resume}\r\n".encode())
        sock.setblocking(False)
        sockets[sock.fileno()], number[sock.fileno()], tails[sock.fileno()] = sock, i, b""
        poll.register(sock.fileno(), select.EPOLLIN)

    for i in range(first, first + count):
        connect(i)
    signalled = False
    while not stop.is_set():
        for fd, _ in poll.poll(0.05):
            try:
                data = sockets[fd].recv(65536)
            except (BlockingIOError, ConnectionResetError):
                continue
            i = number[fd]
            if not data or (data.startswith(b"HTTP/1.1 ") and data[9:12] != b"200"):
                if i in last:
                    resumed += 1
                else:
                    retried += 1
                poll.unregister(fd)
                sockets.pop(fd).close()
                del number[fd], tails[fd]
                time.sleep(0.01)
                connect(i)
                continue
            text = tails[fd] + data
            lines = text.split(b"\n")
            tails[fd] = lines.pop()
            now = time.monotonic()
            for line in lines:
                if line.startswith(b"id: "):
                    version = int(line[4:])
                    last[i] = version
                    if i % len(game_ids) == 0:
                        seen[version] = seen.get(version, 0) + 1
                        if seen[version] == played:
                            complete[version] = now
        if not signalled and len(last) == count:
            ready.set()
            signalled = True
    newest = max(seen, default=0)
    behind = sum(1 for i in range(first, first + count) if i % len(game_ids) == 0 and last.get(i, 0) < newest)
    usage = resource.getrusage(resource.RUSAGE_SELF)
    out.send({"complete": complete, "ready": signalled, "retried": retried, "resumed": resumed, "behind": behind,
              "cpu_s": usage.ru_utime + usage.ru_stime})
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


def tree(pid: int) -> list[int]:
    """`pid` and every process under it."""
    parents = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            parents[int(stat.parent.name)] = int(stat.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError):
            continue
    found, frontier = [pid], [pid]
    while frontier:
        parent = frontier.pop()
        children = [child for child, its_parent in parents.items() if its_parent == parent]
        found += children
        frontier += children
    return found


def cpu_s(pids: list[int]) -> float:
    """CPU seconds used so far by the processes `pids` and their children: unlike latencies, this hardly
    depends on what else the machine is doing."""
    total = 0.0
    for pid in [p for root in pids for p in tree(root)]:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def pin_threads(pids: list[int], core: int) -> None:
    """Every thread of `pids` and of the processes under them on `core` (threads started later inherit it)."""
    for pid in [p for root in pids for p in tree(root)]:
        for task in Path(f"/proc/{pid}/task").glob("*"):
            try:
                os.sched_setaffinity(int(task.name), {core})
            except OSError:
                continue


def rss_mb(pids: list[int]) -> float:
    total = 0
    for pid in [p for root in pids for p in tree(root)]:
        try:
            total += next(int(line.split()[1]) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
                          if line.startswith("VmRSS:"))
        except (OSError, StopIteration):
            continue
    return total / 1024


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


@dataclass
class Serving:
    """One way of serving the streams, up for a run: where the API answers, where the streams connect,
    and which processes' CPU and memory are the streams' servers."""

    name: str
    api: str
    targets: list[tuple[str, int]]
    parts: dict[str, int]  # part -> pid (the streams' servers and what feeds them)
    stop: object

    @property
    def holders(self) -> list[int]:
        """The processes holding the streams (their memory is the streams')."""
        return [pid for part, pid in self.parts.items() if part.startswith(NODES if self.name != "gevent" else "api")]


def gevent_path(redis_url: str, steps: list[int], workers: int) -> Serving:
    port = free_port()
    server = start_part("serve", redis_url, "--port", str(port), "--workers", str(workers),
                        "--connections", str(sum(steps) + 1000), **LIMITS,
                        # (the sum: a step's streams are noticed gone only at their next write)
                        TRACKSIDE_MAX_STREAMS=str(sum(steps)), TRACKSIDE_MAX_STREAMS_PER_CLIENT=str(sum(steps)))
    base = f"http://127.0.0.1:{port}"
    wait_for(lambda: answers(f"{base}/healthz"), timeout=60, what="trackside serve")
    return Serving("gevent", base, [("127.0.0.1", port)], {"api": server.pid}, lambda: stop_part(server))


def engine_path(name: str, redis_url: str, workers: int, settings: dict[str, str], publish: str,
                start_node: Callable[[str, int], PushpinNode | NchanNode], count: int) -> Serving:
    """The API with `settings`, `count` nodes of an engine in front of it (`start_node(api, n)`), and the
    relay publishing to them (their publish URLs in its setting `publish`)."""
    port = free_port()
    server = start_part("serve", redis_url, "--port", str(port), "--workers", str(workers), **LIMITS, **settings)
    base = f"http://127.0.0.1:{port}"
    wait_for(lambda: answers(f"{base}/healthz"), timeout=60, what="trackside serve")
    nodes = [start_node(f"127.0.0.1:{port}", n) for n in range(count)]
    relay = start_part("relay", redis_url, **settings, **{publish: ",".join(node.publish_url for node in nodes)})

    def stop() -> None:
        stop_part(relay)
        for node in nodes:
            node.stop()
        stop_part(server)

    label = "pushpin" if name == "grip" else "nginx"
    return Serving(name, base, [("127.0.0.1", node.port) for node in nodes],
                   {"api": server.pid, "relay": relay.pid,
                    **{f"{label} {n}": node.process.pid for n, node in enumerate(nodes)}}, stop)


# Each load client holds thousands of streams from one address: the API's cap per client is raised to the
# nodes' (nginx takes less than 65,536), as the gevent path raises it to its steps' sum.
ONE_CLIENT = {"TRACKSIDE_MAX_STREAMS_PER_CLIENT": "50000"}


def grip_path(redis_url: str, directory: Path, nodes: int, workers: int) -> Serving:
    key = secrets.token_urlsafe(16)
    return engine_path("grip", redis_url, workers, {"TRACKSIDE_STREAMS": "grip", "TRACKSIDE_GRIP_KEY": key, **ONE_CLIENT},
                       "TRACKSIDE_GRIP_PUBLISH", lambda api, n: PushpinNode(directory / f"pushpin-{n}", api, key), nodes)


def nchan_path(redis_url: str, directory: Path, nodes: int, workers: int) -> Serving:
    secret = secrets.token_urlsafe(16)

    def node(api: str, n: int) -> NchanNode:
        (directory / f"nginx-{n}").mkdir(parents=True, exist_ok=True)
        # (per_client: each load client holds thousands of streams from one address)
        return NchanNode(directory / f"nginx-{n}", api, secret, idle_s=NCHAN_IDLE_S, per_client=50_000)

    return engine_path("nchan", redis_url, workers, {"TRACKSIDE_STREAMS": "nchan", "TRACKSIDE_NCHAN_SECRET": secret,
                                                     **ONE_CLIENT},
                       "TRACKSIDE_NCHAN_PUBLISH", node, nodes)


def relay_settled(store: redis.Redis) -> float:
    """Seconds until the relay has handled every outbox entry so far (the step's new games, thousands with
    --per-game), at most READY_TIMEOUT_S: the commands' events are then timed, not a backlog before them.
    No outbox (the gevent path has no relay): at once."""
    started = time.monotonic()
    while time.monotonic() - started < READY_TIMEOUT_S:
        try:
            groups = store.xinfo_groups(OUTBOX)
        except redis.ResponseError:  # (no such stream)
            break
        if all(group["pending"] + (group["lag"] or 0) == 0 for group in groups):
            break
        time.sleep(0.2)
    return round(time.monotonic() - started, 1)


def step(path: Serving, count: int, commands: int, per_game: int, clients: int, pin: int | None,
         interval: float = 0.2, store: redis.Redis | None = None) -> dict:
    base = path.api
    http = requests.Session()
    created = [http.post(f"{base}/v1/games", json={"rules": "railroad-ink", "players": [{"name": "p"}],
                                                    "seed": f"bench-{path.name}-{count}-{i}"}).json()
               for i in range(max(1, count // per_game) if per_game else 1)]
    game_id, token = created[0]["game"]["id"], created[0]["seats"][0]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    stop, stop_probing = multiprocessing.Event(), multiprocessing.Event()
    probe_out, probe_in = multiprocessing.Pipe(duplex=False)
    memory_before = rss_mb(path.holders)
    opened = time.monotonic()
    watchers = []
    processes = min(clients, max(1, count // 100)) if count else 0
    for n in range(processes):
        share = count // processes + (n < count % processes)
        first = sum(count // processes + (m < count % processes) for m in range(n))
        ready, (out, into) = multiprocessing.Event(), multiprocessing.Pipe(duplex=False)
        # (each client process its own source address: ephemeral ports are per address)
        process = multiprocessing.Process(target=subscribers, args=(
            path.targets, [c["game"]["id"] for c in created], first, share, f"127.0.0.{2 + n}", pin, ready, stop,
            into))
        process.start()
        watchers.append((process, ready, out))
    deadline = time.monotonic() + READY_TIMEOUT_S
    if not all(ready.wait(max(0.0, deadline - time.monotonic())) for _, ready, _ in watchers):
        stop.set()
        for process, _, _ in watchers:
            process.join()
        return {"path": path.name, "streams": count, "error": "the streams did not all open"}
    open_s = time.monotonic() - opened
    settle_s = relay_settled(store) if store is not None else None
    time.sleep(1)
    memory = rss_mb(path.holders) - memory_before
    probe = multiprocessing.Process(target=prober, args=(base, game_id, stop_probing, probe_in))
    probe.start()
    time.sleep(1)
    answered: dict[int, float] = {}
    cpu_before = {part: cpu_s([pid]) for part, pid in path.parts.items()}
    for _ in range(commands):
        command = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth).json()["commands"][0]
        response = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth, json=command)
        answered[response.json()["version"]] = time.monotonic()
        time.sleep(interval)
    time.sleep(1)
    stop_probing.set()  # the same window at every step: while the commands are played, and 1 s on
    cpu = {part: round(cpu_s([pid]) - cpu_before[part], 2) for part, pid in path.parts.items()}
    latencies = probe_out.recv()
    time.sleep(DELIVERY_TIMEOUT_S if count else 0)  # time for the last deliveries (later counts as lost)
    stop.set()
    complete: dict[int, float] = {}
    retried = resumed = behind = 0
    client_cpu = 0.0
    for process, _, out in watchers:
        report = out.recv()
        client_cpu += report["cpu_s"]
        retried, resumed = retried + report["retried"], resumed + report["resumed"]
        behind += report["behind"]
        for version, moment in report["complete"].items():
            complete[version] = max(complete.get(version, 0.0), moment)
        process.join()
    probe.join()
    delivery = [max(0.0, complete.get(v, answered[v] + float("inf")) - t) for v, t in answered.items()]
    return {"path": path.name, "streams": count, "games": len(created), "client_processes": processes,
            "open_s": round(open_s, 1), "relay_settle_s": settle_s, "opens_retried": retried, "streams_resumed": resumed, "gets": len(latencies),
            "get_p50_ms": round(sorted(latencies)[len(latencies) // 2] * 1000, 1),
            "get_p99_ms": round(p99(latencies) * 1000, 1),
            "delivery_p50_ms": round(sorted(delivery)[len(delivery) // 2] * 1000, 1) if count else None,
            "delivery_p99_ms": round(p99(delivery) * 1000, 1) if count else None,
            "undelivered": sum(1 for d in delivery if d == float("inf")) if count else None,
            # (streams of the played game without its last event at the end)
            "streams_behind": behind if count else None,
            "cpu_s": cpu, "server_cpu_s": round(sum(cpu.values()), 2),
            # (the client processes' whole life, opens included: are they the bottleneck?)
            "client_cpu_s": round(client_cpu, 2), "load_average": os.getloadavg()[0],
            "memory_kb_per_stream": round(memory * 1024 / count, 1) if count else None}


def summary(results: list[dict], commands: int) -> dict:
    baseline = results[0]["get_p99_ms"]
    passing = [r["streams"] for r in results[1:] if "error" not in r
               and r["get_p99_ms"] <= GET_FACTOR * baseline and r["delivery_p99_ms"] < DELIVERY_MS]
    # The servers' CPU per open stream per command, beyond what the same commands and probes cost
    # without streams: the figure to compare implementations by on a machine that is not quiet.
    per_stream = {str(r["streams"]): round((r["server_cpu_s"] - results[0]["server_cpu_s"]) * 1e6
                                           / (r["streams"] * commands), 1)
                  for r in results[1:] if "error" not in r}
    return {"path": results[0]["path"], "baseline_get_p99_ms": baseline,
            "largest_n_within_both": max(passing, default=0), "server_cpu_us_per_stream_per_command": per_stream}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", default="0,1000,5000,10000")
    parser.add_argument("--commands", type=int, default=20)
    parser.add_argument("--paths", default="gevent,grip",
                        help="which of gevent, grip and nchan to measure, in this order")
    parser.add_argument("--per-game", type=int, default=0,
                        help="streams per game, over count/per-game games (default 0: all on the game played)")
    parser.add_argument("--workers", type=int, default=1, help="trackside serve --workers")
    parser.add_argument("--nodes", type=int, default=2,
                        help="Pushpin nodes (grip) or nginx nodes (nchan), the streams spread over them")
    parser.add_argument("--clients", type=int, default=4, help="client processes holding the streams (at most)")
    parser.add_argument("--no-pin", action="store_true", help="leave the client processes unpinned")
    parser.add_argument("--interval", type=float, default=0.2, help="seconds between the player's commands")
    parser.add_argument("--pin-servers", action="store_true",
                        help="the API, Redis and the relay on the first core, the Pushpin nodes on the last (with the "
                             "clients): the engine kept off the API's core, as on a box of its own")
    parser.add_argument("--quick", action="store_true", help="a smoke run: steps 0,200 and 5 commands")
    parser.add_argument("--keep", default=None, metavar="DIR",
                        help="keep the run files here (each Pushpin node's pushpin.log: its requests to the API)")
    args = parser.parse_args()
    if args.quick:
        args.steps, args.commands = "0,200", 5
    steps = [int(n) for n in args.steps.split(",")]
    assert steps[0] == 0, "the first step is the baseline without streams"
    soft, hard = raise_open_files()
    # (what one process holds: the gevent API every stream, a Pushpin node and a client process a share)
    paths, most = args.paths.split(","), max(steps)
    one_holds = max(most if "gevent" in paths else 0, -(-most // args.nodes) if {"grip", "nchan"} & set(paths) else 0,
                    -(-most // args.clients))
    assert one_holds + 500 <= soft, f"open-file limit {soft} is too low for {one_holds} streams in one process"
    # The clients on the last core, the servers wherever the scheduler puts them (here: the rest).
    pin = None if args.no_pin or (os.cpu_count() or 1) < 2 else (os.cpu_count() or 1) - 1
    print(orjson.dumps({"open_files": {"soft": soft, "hard": hard}, "cpus": os.cpu_count(), "clients_pinned_to": pin,
                        "load_average": os.getloadavg()}).decode(), flush=True)
    summaries = []
    with tempfile.TemporaryDirectory() as scratch:
        directory = args.keep or scratch
        Path(directory).mkdir(parents=True, exist_ok=True)
        server = RedisServer(Path(directory) / "redis")
        try:
            for name in paths:
                server.client().flushall()
                path = (gevent_path(server.url, steps, args.workers) if name == "gevent"
                        else grip_path(server.url, Path(directory), args.nodes, args.workers) if name == "grip"
                        else nchan_path(server.url, Path(directory), args.nodes, args.workers))
                if args.pin_servers:
                    first, last = 0, (os.cpu_count() or 1) - 1
                    pin_threads([server.process.pid], first)
                    for part, pid in path.parts.items():
                        pin_threads([pid], last if part.startswith(NODES) else first)
                try:
                    results = []
                    for count in steps:
                        results.append(step(path, count, args.commands, args.per_game, args.clients, pin,
                                            args.interval, server.client()))
                        print(orjson.dumps(results[-1]).decode(), flush=True)
                finally:
                    path.stop()
                summaries.append(summary(results, args.commands))
                print(orjson.dumps(summaries[-1]).decode(), flush=True)
        finally:
            server.stop()


def answers(url: str, status: int | None = 200) -> bool:
    """Whether `url` answers (with `status`; with anything when None), its body unread (it may be a held
    stream's)."""
    try:
        with requests.get(url, timeout=1, stream=True) as response:
            return status is None or response.status_code == status
    except requests.RequestException:
        return False


if __name__ == "__main__":
    main()
