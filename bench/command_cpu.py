"""What a seat's command costs the API itself, without gunicorn and gevent: the Flask app called as a WSGI
application (as gunicorn's worker calls it: an environ, a body stream) on a private Redis, CPU time
(`time.process_time`) per POST /v1/games/{id}/commands (every command of four Railroad Ink games, played
by seeded random legal commands) vs per GET /readyz, the median of the rounds. Less noisy than the served
bench (bench/service.py), so it tells apart cuts of tens of µs; `--profile` writes a cProfile (CPU time)
of one round's commands.

`--gap MS` plays a command and a /readyz in turn, each after MS ms of idling (a sleep), and prints the CPU
(`time.thread_time`) of each: both then start as a served request does, after a wait (the worker idles
between a client's requests, a command for its fsync), rather than a /readyz straight after another.
`--fsync everysec` runs the private Redis without the flush before each answer (not a deployment's
setting), so that a command waits for nothing either.

`--served` compares checkouts as `trackside serve` runs them instead: each checkout's server up at once
(one gevent worker, a private Redis each), the same client processes playing Railroad Ink games on all
of them, ten commands to one then ten to the next, so that whatever else the machine runs falls on each
alike; each round prints each worker's CPU time per command.

    python bench/command_cpu.py [--rounds 5] [--profile FILE] [--checkout DIR --checkout DIR]
    python bench/command_cpu.py --gap MS [--fsync everysec] [--rounds 5]
    python bench/command_cpu.py --served --checkout DIR --checkout DIR [--rounds 5]
"""
from __future__ import annotations

import argparse
import cProfile
import io
import os
import random
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

import orjson
import requests

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.checkouts import checkout_root, side_by_side  # noqa: E402

checkout_root(Path(__file__).resolve().parents[1])
from bench.heavy_reads import cpu_seconds, worker_of  # noqa: E402
from bench.service import summed  # noqa: E402
from domain.core import LocalGame, SeatSpec  # noqa: E402
from domain.core.registry import get_rules  # noqa: E402
from service.config import Settings  # noqa: E402
from service.http.app import create_app  # noqa: E402
from tests.support import RedisServer, answering, env_for, free_port, scratch, wait_for  # noqa: E402

GAMES = 4


def environ(method: str, path: str, headers: dict[str, str], body: dict | None = None) -> dict:
    """A request as gunicorn hands it over (python-requests' headers)."""
    raw = orjson.dumps(body) if body is not None else b""
    env = {"REQUEST_METHOD": method, "SCRIPT_NAME": "", "PATH_INFO": path, "QUERY_STRING": "",
           "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1",
           "REMOTE_ADDR": "127.0.0.1", "REMOTE_PORT": "50000", "HTTP_HOST": "127.0.0.1:8000",
           "HTTP_USER_AGENT": "python-requests/2.32", "HTTP_ACCEPT_ENCODING": "gzip, deflate", "HTTP_ACCEPT": "*/*",
           "HTTP_CONNECTION": "keep-alive", "wsgi.version": (1, 0), "wsgi.url_scheme": "http",
           "wsgi.input": io.BytesIO(raw), "wsgi.errors": sys.stderr, "wsgi.multithread": True,
           "wsgi.multiprocess": True, "wsgi.run_once": False, "wsgi.input_terminated": True}
    if body is not None:
        env.update(CONTENT_TYPE="application/json", CONTENT_LENGTH=str(len(raw)))
    env.update({"HTTP_" + name.upper().replace("-", "_"): value for name, value in headers.items()})
    return env


def commands(app, tag: str) -> list[dict]:
    """Every command of GAMES new games, in an order that plays them."""
    rules, client, out = get_rules("railroad-ink"), app.test_client(), []
    for g in range(GAMES):
        seed = f"command-cpu-{tag}-{g}"
        created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}],
                                                 "seed": seed}).get_json()
        headers = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
        local, chooser = LocalGame(rules, [SeatSpec("a")], {}, seed), random.Random(seed)
        while not local.status().finished:
            command = chooser.choice(rules.legal_commands(local.state, 0))
            local.play(0, command)
            out.append(environ("POST", f"/v1/games/{created['game']['id']}/commands", headers, command))
    return out


def answer(app, env: dict, status: str) -> None:
    """The app called as gunicorn calls it; its answer must have `status`."""
    said: list[str] = []
    body = b"".join(app(env, lambda line, headers, exc_info=None: said.append(line)))
    assert said[0].startswith(status), body


def cpu_each(app, environs: list[dict], status: str) -> float:
    """µs of CPU per request of `environs` (each answered `status`)."""
    started = time.process_time()
    for env in environs:
        answer(app, env, status)
    return (time.process_time() - started) / len(environs) * 1e6


def cpu_after_gap(app, command_environs: list[dict], gap_s: float) -> tuple[float, float]:
    """µs of CPU (this thread's) per command and per /readyz, played in turn, each after `gap_s` of sleep."""
    spent = {"201": 0.0, "200": 0.0}
    for env in command_environs:
        for request, status in ((env, "201"), (environ("GET", "/readyz", {}), "200")):
            time.sleep(gap_s)
            started = time.thread_time()
            answer(app, request, status)
            spent[status] += time.thread_time() - started
    return spent["201"] / len(command_environs) * 1e6, spent["200"] / len(command_environs) * 1e6


def serve(checkout: Path, redis_url: str) -> tuple[subprocess.Popen, str]:
    """`trackside serve` of `checkout` (its code, this virtualenv), one worker, limits out of the way."""
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "service.cli", "serve", "--port", str(port), "--workers", "1"],
                               cwd=checkout, start_new_session=True, stderr=subprocess.DEVNULL,
                               env=env_for(redis_url, PYTHONPATH=str(checkout), TRACKSIDE_RATE_LIMIT="1000000/second",
                                           TRACKSIDE_CREATE_LIMIT="1000000/second"))
    base = f"http://127.0.0.1:{port}"
    wait_for(lambda: answering(base + "/healthz"), timeout=60, what=f"the server of {checkout}")
    return process, base


def play_on_each(bases: list[str], tag: str, out) -> None:
    """A client: GAMES games on every server, ten commands to each in turn (who goes first alternating)."""
    rules, sessions, lists = get_rules("railroad-ink"), [requests.Session() for _ in bases], []
    for base in bases:
        jobs = []
        for g in range(GAMES):
            seed = f"command-cpu-served-{tag}-{g}"
            created = requests.post(base + "/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}],
                                                              "seed": seed}, timeout=30).json()
            headers = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
            local, chooser = LocalGame(rules, [SeatSpec("a")], {}, seed), random.Random(seed)
            while not local.status().finished:
                command = chooser.choice(rules.legal_commands(local.state, 0))
                local.play(0, command)
                jobs.append((f"{base}/v1/games/{created['game']['id']}/commands", headers, command))
        lists.append(jobs)
    for start in range(0, len(lists[0]), 10):
        turn = list(range(len(bases)))
        for i in turn[::-1] if start % 20 else turn:
            for url, headers, command in lists[i][start:start + 10]:
                assert sessions[i].post(url, headers=headers, json=command, timeout=30).status_code == 201
    out.put(len(lists[0]))


def served(checkouts: list[Path], rounds: int, clients: int = 3) -> None:
    stores = [RedisServer(scratch("trackside-bench-command-cpu-served-")) for _ in checkouts]
    servers = []
    try:
        servers = [serve(checkout.resolve(), store.url) for checkout, store in zip(checkouts, stores, strict=True)]
        workers = [worker_of(process) for process, _ in servers]
        for r in range(rounds):
            before = [cpu_seconds(pid) for pid in workers]
            played = summed(play_on_each, [([base for _, base in servers], f"{r}-{c}") for c in range(clients)])
            print(f"round {r}: {played} commands each;", "; ".join(
                f"{checkout}: {(cpu_seconds(pid) - spent) / played * 1000:.3f} ms CPU a command"
                for checkout, pid, spent in zip(checkouts, workers, before, strict=True)), flush=True)
    finally:
        for process, _ in servers:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(20)
        for store in stores:
            store.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--profile", type=Path)
    parser.add_argument("--checkout", type=Path, action="append", default=[])
    parser.add_argument("--served", action="store_true")
    parser.add_argument("--gap", type=float, help="ms of idling before each request, commands and /readyz in turn")
    parser.add_argument("--fsync", choices=("always", "everysec"), default="always")
    parser.add_argument("--quick", action="store_true", help="a smoke run for `make bench`: one round")
    args = parser.parse_args()
    if args.quick:
        args.rounds = 1
    if args.served:
        return served(args.checkout or [Path(".")], args.rounds)
    if args.checkout:
        return side_by_side(__file__, args.checkout, ["--rounds", str(args.rounds), "--fsync", args.fsync,
                                                      *(["--gap", str(args.gap)] if args.gap is not None else [])])
    server = RedisServer(scratch("trackside-bench-command-cpu-"), fsync=args.fsync)
    try:
        app = create_app(Settings(redis_url=server.url, queue_url=server.url, rate_limit="1000000/second",
                                  create_limit="1000000/second"))
        cpu_each(app, commands(app, "warm"), "201")
        if args.profile:
            profile = cProfile.Profile(time.process_time)
            profile.runcall(cpu_each, app, commands(app, "profile"), "201")
            profile.dump_stats(args.profile)
        command, readyz = [], []
        for r in range(args.rounds):
            environs = commands(app, str(r))
            if args.gap is None:
                spent = (cpu_each(app, environs, "201"),
                         cpu_each(app, [environ("GET", "/readyz", {}) for _ in environs], "200"))
            else:
                spent = cpu_after_gap(app, environs, args.gap / 1000)
            command.append(spent[0])
            readyz.append(spent[1])
        print(orjson.dumps({"commands_per_round": len(environs), "cpu_us_per_command": round(statistics.median(command)),
                            "cpu_us_per_readyz": round(statistics.median(readyz)),
                            "rounds_us_per_command": [round(c) for c in command],
                            "rounds_us_per_readyz": [round(c) for c in readyz]}).decode())
    finally:
        server.stop()


if __name__ == "__main__":
    main()
