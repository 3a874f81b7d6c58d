"""The `trackside` command line: up (and its parts failing, or up itself killed), replay, score,
route-income, openapi."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from contextlib import suppress
from pathlib import Path
from urllib.parse import urlparse

import pytest
import redis
import requests
from rq import Worker

from domain.core import SeatSpec, random_playout
from domain.core.registry import get_rules
from service.cli.nodes import nginx_with_nchan
from tests.service.play import create, play_randomly
from tests.support import (
    ROOT,
    ROUTE_BENCHMARKS,
    RedisServer,
    descendants,
    env_for,
    free_port,
    running,
    wait_for,
)


def trackside(*args: str, env: dict | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "service.cli", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def start_up(var: Path, *args: str, stderr=None, **env: str) -> tuple[subprocess.Popen, str, str]:
    """`trackside up [args]` on free ports with a private Redis under `var`, restarting parts quickly."""
    redis_url, api_port = f"redis://127.0.0.1:{free_port()}/0", free_port()
    up = subprocess.Popen([sys.executable, "-m", "service.cli", "up", "--var", str(var), *args], cwd=ROOT, stderr=stderr,
                          env=env_for(redis_url, TRACKSIDE_PORT=str(api_port), TRACKSIDE_BACKOFF_BASE="0.05",
                                      TRACKSIDE_BACKOFF_CAP="0.5", **env), start_new_session=True)
    return up, f"http://127.0.0.1:{api_port}", redis_url


def end_up(up: subprocess.Popen) -> None:
    """SIGTERM to `up` and its parts, as Ctrl-C does; SIGKILL to whatever is left of the group."""
    with suppress(ProcessLookupError):
        os.killpg(up.pid, signal.SIGTERM)
        up.wait(30)
        os.killpg(up.pid, signal.SIGKILL)


def test_up_starts_a_private_redis_api_worker_and_relay_and_stops_them(tmp_path):
    up, base, redis_url = start_up(tmp_path / "var")
    try:
        wait_for(lambda: _ready(base), timeout=60, what="trackside up")
        assert (tmp_path / "var" / "redis").is_dir()
        # the streams held by nginx with nchan in front, where it is installed (the default since issue 42)
        assert (tmp_path / "var" / "nchan" / "nginx.conf").is_file() == (nginx_with_nchan() is not None)
        # a worker for the moves alone, and one for every queue, the moves first
        queues = wait_for(lambda: len(w := Worker.all(connection=redis.Redis.from_url(redis_url))) == 2 and w,
                          what="up's two workers")
        assert sorted(w.queue_names() for w in queues) == [["moves"], ["moves", "trackside", "analysis", "notifications"]]
        http = requests.Session()
        created = create(http, base, "mini-express", [{"name": "Ada"}, {"name": "Automa", "kind": "automa"}])
        summary = play_randomly(http, base, created, seed=1)  # the automa moves come from up's worker
        assert summary["status"] == "finished"
    finally:
        end_up(up)
    assert not _ready(base)
    aof = list((tmp_path / "var" / "redis").rglob("*.aof*"))
    assert aof, "the private Redis kept an append-only file"


def _part(up: subprocess.Popen, name: str) -> int | None:
    return next((pid for pid, command in descendants(up.pid).items() if command.split()[-1:] == [name]), None)


def test_up_restarts_a_part_that_dies(tmp_path):
    up, base, _ = start_up(tmp_path / "var")
    try:
        wait_for(lambda: _ready(base), timeout=60, what="trackside up")
        relay = _part(up, "relay")
        os.kill(relay, signal.SIGKILL)
        wait_for(lambda: _part(up, "relay") not in (None, relay), timeout=20, what="a new relay")
        assert up.poll() is None and _ready(base)
    finally:
        end_up(up)


def test_up_killed_with_sigkill_leaves_no_part_running(tmp_path):
    up, base, redis_url = start_up(tmp_path / "var")
    try:
        wait_for(lambda: _ready(base), timeout=60, what="trackside up")
        parts = descendants(up.pid)
        titles = " | ".join(parts.values())
        # As the parts name themselves (gunicorn and RQ retitle their processes where setproctitle is installed).
        names = (("redis-server",), ("gunicorn: master", "cli serve"), ("rq:worker", "cli worker"), ("cli relay",))
        assert all(any(name in titles for name in part) for part in names), titles
        up.send_signal(signal.SIGKILL)
        up.wait()
        wait_for(lambda: not any(running(pid) for pid in parts), timeout=30, what="every part to die with up")
        for url in (base, redis_url):  # the next `up` finds its ports free (closed connections may linger)
            with socket.socket() as s:
                s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                s.bind(("127.0.0.1", urlparse(url).port))
    finally:
        end_up(up)


def test_up_gives_up_on_a_part_that_keeps_failing(tmp_path):
    with open(tmp_path / "up.err", "w") as stderr:
        up, _, redis_url = start_up(tmp_path / "var", stderr=stderr, TRACKSIDE_QUEUE_URL="nowhere://")
        try:
            assert up.wait(90) == 1
        finally:
            end_up(up)
    assert "failed 5 times within 60 s" in (tmp_path / "up.err").read_text()
    with pytest.raises(redis.ConnectionError):
        redis.Redis.from_url(redis_url).ping()  # its private Redis stopped with it


@pytest.mark.parametrize("redis_url, queue_url, said", [
    ("redis+cluster://127.0.0.1:7001", "", "where RQ cannot run: set TRACKSIDE_QUEUE_URL"),
    ("redis+sentinel://127.0.0.1/events/0", "", "every node must be host:port"),
    ("redis://127.0.0.1:6390/0", "redis+cluster://127.0.0.1:7001", "names a Redis Cluster"),
])
def test_up_refuses_redis_urls_it_cannot_use_in_one_line(tmp_path, redis_url, queue_url, said):
    done = trackside("up", "--var", str(tmp_path), env=env_for(redis_url, TRACKSIDE_QUEUE_URL=queue_url), timeout=30)
    assert done.returncode == 1
    assert said in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "redis").exists()  # nothing was started


@pytest.mark.parametrize("command", [["up", "--streams", "nchan"],
                                     ["nchan", "--api", "127.0.0.1:1", "--node", "http://127.0.0.1:2"]])
def test_a_stream_cap_nginx_cannot_take_is_refused_before_anything_starts(tmp_path, command):
    """nginx refuses a limit_conn of 65,536 or more: `up` used to start it anyway, restart it five times and
    stop; now the setting is refused at once, by name, and nothing is started (nor a private Redis)."""
    redis_url, port = f"redis://127.0.0.1:{free_port()}/0", free_port()
    for per_client in ("65536", "0"):
        done = trackside(*command, "--var", str(tmp_path / "var"), timeout=30,
                         env=env_for(redis_url, TRACKSIDE_PORT=str(port), TRACKSIDE_NCHAN_SECRET="s",
                                     TRACKSIDE_MAX_STREAMS_PER_CLIENT=per_client))
        assert done.returncode == 1, done.stderr
        assert f"TRACKSIDE_MAX_STREAMS_PER_CLIENT is {per_client}" in done.stderr and "65,535" in done.stderr
        assert "Traceback" not in done.stderr and "no Redis at" not in done.stdout
        assert not (tmp_path / "var").exists()  # no private Redis, no nginx configuration
    with pytest.raises(redis.ConnectionError):
        redis.Redis.from_url(redis_url).ping()


def test_up_refuses_a_redis_holding_keys_that_are_not_tracksides(tmp_path):
    """The default address is where another program's Redis usually is: up writes nothing into one that
    holds keys not Trackside's (even beside Trackside's own), says which setting to change, starts nothing."""
    store = RedisServer(tmp_path / "redis")
    try:
        client = redis.Redis.from_url(store.url)
        client.set("session:42", "someone else's")
        client.set("trackside:games:indexed", "1")
        done = trackside("up", "--var", str(tmp_path / "var"), timeout=60,
                         env=env_for(store.url, TRACKSIDE_PORT=str(free_port())))
        assert done.returncode == 1, done.stderr
        assert "holds keys that are not Trackside's ('session:42')" in done.stderr
        assert "Set TRACKSIDE_REDIS_URL to a Redis of Trackside's own" in done.stderr
        assert "Traceback" not in done.stderr
        assert sorted(client.keys()) == [b"session:42", b"trackside:games:indexed"]  # nothing written
        assert not client.function_list()  # (not even the store's functions)
        assert not (tmp_path / "var").exists()  # nothing started
    finally:
        store.stop()


@pytest.mark.parametrize("options", [[], ["--streams", "grip"], ["--streams", "grip", "--verbose"]])
def test_up_says_up_once_its_port_is_ready_and_logs_every_job_and_request_only_when_verbose(tmp_path, options):
    """On a Redis holding Trackside's keys alone (a game of an earlier run), up starts; it says "up" only
    once its public port answers /readyz 200 (a newcomer used to get 502s for seconds after it); and at
    the default log level the workers' lines of every job and Pushpin's of every request are left out
    (12,500 lines in 15 minutes), unless --verbose."""
    from service.adapters.redis.store import EventStore
    from service.app.games import GameService

    store = RedisServer(tmp_path / "redis")
    console = tmp_path / "up.out"
    try:
        events = EventStore(redis.Redis.from_url(store.url))
        events.prepare()
        kept = GameService(events).create("mini-express", [{"name": "a"}, {"name": "b"}], {}, "kept")["game"]["id"]
        base = f"http://127.0.0.1:{(port := free_port())}"
        with open(console, "w") as out:
            up = subprocess.Popen([sys.executable, "-m", "service.cli", "up", "--var", str(tmp_path / "var"), *options],
                                  cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                  env=env_for(store.url, TRACKSIDE_PORT=str(port), TRACKSIDE_LOG_LEVEL="INFO"),
                                  start_new_session=True)
            try:
                wait_for(lambda: "trackside is up" in console.read_text(), timeout=120, interval=0.02, what="up")
                assert _ready(base)  # at once
                http = requests.Session()
                assert http.get(f"{base}/v1/games/{kept}").status_code == 200
                created = create(http, base, "mini-express", [{"name": "Ada"}, {"name": "Automa", "kind": "automa"}])
                assert play_randomly(http, base, created, seed=3)["status"] == "finished"  # automa moves: jobs
            finally:
                end_up(up)
    finally:
        store.stop()
    lines, verbose = console.read_text(), "--verbose" in options
    assert ("Successfully completed workers.jobs" in lines) == verbose
    if "grip" in options:  # (nginx logs no request: access_log off)
        assert ("[proxy] POST" in lines) == verbose


def test_serve_waits_for_its_event_store_and_answers_once_it_is_there(tmp_path):
    store = RedisServer(tmp_path / "redis")
    store.stop()  # its port is known, and nothing answers on it yet
    api_port = free_port()
    with open(tmp_path / "serve.err", "w") as stderr:
        serve = subprocess.Popen([sys.executable, "-m", "service.cli", "serve", "--port", str(api_port)], cwd=ROOT,
                                 env=env_for(store.url, TRACKSIDE_BACKOFF_BASE="0.05", TRACKSIDE_BACKOFF_CAP="0.2"),
                                 stderr=stderr, start_new_session=True)
        try:
            wait_for(lambda: "trackside serve: no Redis at" in (tmp_path / "serve.err").read_text(), what="serve to wait")
            assert serve.poll() is None
            store.start()
            wait_for(lambda: _ready(f"http://127.0.0.1:{api_port}"), what="the API once its store is up")
        finally:
            end_up(serve)
            store.stop()
    assert "Traceback" not in (tmp_path / "serve.err").read_text()


def _ready(base: str) -> bool:
    try:
        return requests.get(f"{base}/readyz", timeout=1).status_code == 200
    except (requests.ConnectionError, requests.Timeout):  # behind Pushpin, an API still starting may not answer
        return False


def documents(text: str) -> list:
    """The JSON documents a tool printed one after another."""
    decoder, out, at = json.JSONDecoder(), [], 0
    while text[at:].strip():
        document, at = decoder.raw_decode(text, at + len(text[at:]) - len(text[at:].lstrip()))
        out.append(document)
    return out


def test_replay_and_score_check_an_export_offline(served, tmp_path):
    http, base = served.http, served.url
    (tmp_path / "board.json").write_text(json.dumps({"rules": "railroad-ink", "board": []}))
    created = create(http, base, "railroad-ink", [{"name": "a"}, {"name": "b"}])
    summary = play_randomly(http, base, created, seed=2)
    export = http.get(f"{base}/v1/games/{summary['id']}/export").json()
    good = tmp_path / "game.json"
    good.write_text(json.dumps(export))
    result = trackside("replay", str(good))
    assert result.returncode == 0 and json.loads(result.stdout) == {"ok": True, "checked_events": summary["version"]}
    scored = trackside("score", str(good))
    assert scored.returncode == 0 and json.loads(scored.stdout)["scores"] == summary["scores"]
    others = ["domain.lilliput", "domain.mini_express", "domain.ticket_to_ride", "domain.tinners_trail"]
    for command in ("replay", "score"):  # the one game's package, not every title's (restore's checks too)
        assert imported(command, str(good), watched=[*others, "domain.railroad_ink"]) == ["domain.railroad_ink"]
    export["events"][-1]["state_hash"] = "0" * 64
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(export))
    result = trackside("replay", str(bad))
    assert result.returncode == 1
    assert json.loads(result.stdout)["first_divergence"]["version"] == summary["version"]

    # many games in one process: a page of the archive's exports (a line each) and files beside it
    page = tmp_path / "page.ndjson"
    sealed = {**json.loads(good.read_text()), "seed": None}  # (as an export of a game still played)
    sealed["game"].pop("seed", None)
    page.write_text("".join(json.dumps(item) + "\n" for item in (json.loads(good.read_text()), export, sealed)))
    result = trackside("replay", str(page), str(good), str(tmp_path / "board.json"))
    reports = documents(result.stdout)
    assert result.returncode == 1
    assert [(r["file"], r["game"], r["ok"]) for r in reports] == [
        (str(page), summary["id"], True), (str(page), summary["id"], False), (str(page), summary["id"], False),
        (str(good), summary["id"], True), (str(tmp_path / "board.json"), None, False)]
    assert reports[1]["first_divergence"]["version"] == summary["version"]
    assert reports[2]["error"] == "not a finished game's export: it has no revealed seed"
    assert reports[4]["error"].startswith("not a game's export")
    assert trackside("replay", str(page), str(good)).returncode == 1
    assert trackside("replay", str(good), str(good)).returncode == 0


def test_score_scores_raw_boards(tmp_path):
    rules = get_rules("railroad-ink")
    game = random_playout(rules, [SeatSpec("a")], seed="cli-board")
    board = rules.view(game.state, None)["boards"][0]
    path = tmp_path / "board.json"
    path.write_text(json.dumps({"rules": "railroad-ink", "board": board}))
    result = trackside("score", str(path))
    assert result.returncode == 0
    assert json.loads(result.stdout)["score"]["total"] == game.status().scores[0]


def test_score_reports_each_bad_file_and_scores_the_rest(tmp_path):
    rules = get_rules("railroad-ink")
    game = random_playout(rules, [SeatSpec("a")], seed="cli-board")
    board = tmp_path / "board.json"
    board.write_text(json.dumps({"rules": "railroad-ink", "board": rules.view(game.state, None)["boards"][0]}))
    (tmp_path / "cut.json").write_text('{"rules": "railroad-ink", "bo')
    (tmp_path / "list.json").write_text("[1, 2]")
    names = [str(tmp_path / name) for name in ("cut.json", "list.json", "gone.json", "board.json")]
    result = trackside("score", *names)
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    cut, listed, gone, scored = documents(result.stdout)
    assert (cut["error"], listed["error"]) == ("not JSON", "not a JSON object")
    assert gone["error"].startswith("cannot be read")
    assert scored["score"]["total"] == game.status().scores[0]


def test_route_income_prints_the_certified_optimum_of_a_public_position():
    result = trackside("route-income", str(ROUTE_BENCHMARKS / "1867-bc-GW.json"))
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["income"] == answer["upper_bound"] == 840


IMPORTED = """
import json, runpy, sys
watched = set(json.loads(sys.argv[2]))
sys.argv = ["trackside", *json.loads(sys.argv[1])]
try:
    runpy.run_module("service.cli", run_name="__main__")
except SystemExit as done:
    assert not done.code, done.code
names = {name.split(".")[0] for name in sys.modules} | {".".join(name.split(".")[:2]) for name in sys.modules}
print(json.dumps(sorted(names & watched)), file=sys.stderr)
"""
SERVERS = ["flask", "werkzeug", "limits", "redis", "rq", "gevent", "gunicorn", "prometheus_client"]


def imported(*command: str, watched: list[str]) -> list[str]:
    """Which of the packages `watched` (top-level, or one level below: domain.lilliput) the whole process of
    `trackside <command>` imported."""
    done = subprocess.run([sys.executable, "-c", IMPORTED, json.dumps(command), json.dumps(watched)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stderr.splitlines()[-1])


def test_the_quick_commands_import_nothing_of_a_server(tmp_path):
    """`--help` and the offline tools (route-income, score, replay) are whole processes of a few tens of
    milliseconds (bench/cli.py): they import neither a server's packages nor the settings (whose rate
    limits import limits, and it asyncio), route-income, --help and a board's score no rules' schemas either."""
    watched = [*SERVERS, "marshmallow"]
    assert imported("--help", watched=watched) == []
    assert imported("route-income", str(ROUTE_BENCHMARKS / "1867-bc-GW.json"), watched=watched) == []
    rules = get_rules("railroad-ink")
    board = rules.view(random_playout(rules, [SeatSpec("a")], seed="cli-quick").state, None)["boards"][0]
    (tmp_path / "board.json").write_text(json.dumps({"rules": "railroad-ink", "board": board}))
    assert imported("score", str(tmp_path / "board.json"), watched=watched) == []  # nor any game's command schemas
    # (and the watch sees what a command does import: openapi reads the settings, and draws the schemas)
    assert imported("openapi", watched=watched) == ["limits", "marshmallow"]


def test_openapi_prints_the_committed_document():
    assert trackside("openapi").stdout == (ROOT / "openapi.yaml").read_text()


