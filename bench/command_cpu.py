"""What a seat's command costs the API itself, without gunicorn and gevent: the Flask app called as a WSGI
application (as gunicorn's worker calls it: an environ, a body stream) on a private Redis, CPU time
(`time.process_time`) per POST /v1/games/{id}/commands (every command of four Railroad Ink games, played
by seeded random legal commands) vs per GET /readyz, the median of the rounds. Less noisy than the served
bench (bench/service.py), so it tells apart cuts of tens of µs; `--profile` writes a cProfile (CPU time)
of one round's commands.

    python bench/command_cpu.py [--rounds 5] [--profile FILE] [--checkout DIR --checkout DIR]
"""
from __future__ import annotations

import argparse
import cProfile
import io
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.checkouts import checkout_root, side_by_side  # noqa: E402

checkout_root(Path(__file__).resolve().parents[1])
from domain.core import LocalGame, SeatSpec  # noqa: E402
from domain.core.registry import get_rules  # noqa: E402
from service.config import Settings  # noqa: E402
from service.http.app import create_app  # noqa: E402
from tests.support import RedisServer  # noqa: E402

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


def cpu_each(app, environs: list[dict], status: str) -> float:
    """µs of CPU per request of `environs` (each answered `status`)."""
    said: list[str] = []

    def start_response(line: str, headers: list, exc_info=None) -> None:
        said.append(line)

    started = time.process_time()
    for env in environs:
        body = b"".join(app(env, start_response))
        assert said.pop().startswith(status), body
    return (time.process_time() - started) / len(environs) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--profile", type=Path)
    parser.add_argument("--checkout", type=Path, action="append", default=[])
    args = parser.parse_args()
    if args.checkout:
        return side_by_side(__file__, args.checkout, ["--rounds", str(args.rounds)])
    server = RedisServer(Path(tempfile.mkdtemp(prefix="trackside-bench-command-cpu-")))
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
            command.append(cpu_each(app, environs, "201"))
            readyz.append(cpu_each(app, [environ("GET", "/readyz", {}) for _ in environs], "200"))
        print(orjson.dumps({"commands_per_round": len(environs), "cpu_us_per_command": round(statistics.median(command)),
                            "cpu_us_per_readyz": round(statistics.median(readyz)),
                            "rounds_us_per_command": [round(c) for c in command]}).decode())
    finally:
        server.stop()


if __name__ == "__main__":
    main()
