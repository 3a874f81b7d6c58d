"""Many API processes: /metrics of `trackside serve` with two gunicorn workers counts every request
whichever worker answers, and API processes that share games decide on their own cached states
without ever answering on a state the log does not have."""
from __future__ import annotations

import os
import signal
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import redis
import requests

from service.config import Settings
from service.http.app import create_app
from tests.support import (
    ServedApp,
    answering,
    descendants,
    free_port,
    metric,
    start_part,
    stop_part,
    wait_for,
)

RULES_COUNT = "trackside_http_requests_total"
RULES_LABELS = {"endpoint": "catalogue.list_rules", "method": "GET", "status": "200"}


def _serve(redis_url: str, **env: str):
    port = free_port()
    server = start_part("serve", redis_url, "--port", str(port), "--workers", "2",
                        TRACKSIDE_RATE_LIMIT="100000/second",
                        TRACKSIDE_HEAVY_READ_LIMIT="100000/second", **env)
    base = f"http://127.0.0.1:{port}"
    wait_for(lambda: answering(base + "/healthz"), what="the API")
    wait_for(lambda: len(_workers(server)) == 2, what="two gunicorn workers")
    return server, base



def _workers(server) -> list[int]:
    return [pid for pid, command in descendants(server.pid).items() if "service.cli" in command]


def _answered_by(directory: Path, pids: list[int]) -> set[int]:
    """The workers that have counted a request: each writes its counters to counter_<pid>.db."""
    return {pid for pid in pids if (directory / f"counter_{pid}.db").exists()}


def _get_rules(base: str, count: int) -> None:
    """`count` requests, eight at a time, each on a new connection (the kernel hands them to either worker)."""
    def one(_):
        assert requests.get(base + "/v1/rules", headers={"Connection": "close"}, timeout=10).status_code == 200

    with ThreadPoolExecutor(8) as pool:
        list(pool.map(one, range(count)))


def _every_scrape(base: str, name: str, scrapes: int = 8, **labels: str) -> set[float]:
    """The values `name` has in `scrapes` scrapes of /metrics, each on a new connection."""
    return {metric(base + "/metrics", name, **labels) for _ in range(scrapes)}


def test_metrics_of_two_workers_count_every_request_and_survive_a_killed_worker(redis_url, tmp_path):
    directory = tmp_path / "metrics"
    server, base = _serve(redis_url, PROMETHEUS_MULTIPROC_DIR=str(directory))
    try:
        made = 0
        for _ in range(20):  # until both workers have answered some
            _get_rules(base, 24)
            made += 24
            if len(_answered_by(directory, _workers(server))) == 2:
                break
        assert len(_answered_by(directory, _workers(server))) == 2, "one worker answered every request"
        assert _every_scrape(base, RULES_COUNT, **RULES_LABELS) == {made}
        # A worker killed outright is replaced by gunicorn; what it counted stays counted.
        os.kill(_workers(server)[0], signal.SIGKILL)
        wait_for(lambda: len(_workers(server)) == 2 and answering(base + "/healthz"), what="gunicorn to replace the worker")
        _get_rules(base, 16)
        assert _every_scrape(base, RULES_COUNT, **RULES_LABELS) == {made + 16}
    finally:
        stop_part(server)
    # The next run starts from nothing in the same directory, not from the last run's counts.
    server, base = _serve(redis_url, PROMETHEUS_MULTIPROC_DIR=str(directory))
    try:
        _get_rules(base, 8)
        assert _every_scrape(base, RULES_COUNT, **RULES_LABELS) == {8}
    finally:
        stop_part(server)


def test_without_a_named_directory_serve_keeps_one_for_the_run_that_outlives_a_stopping_worker(redis_url,
                                                                                               tmp_path):
    server, base = _serve(redis_url, TMPDIR=str(tmp_path), HOME=str(tmp_path / "home"))
    try:
        _get_rules(base, 16)
        [directory] = tmp_path.glob("trackside-metrics-*")
        # A worker told to stop exits cleanly (running its exit hooks), and gunicorn starts another.
        os.kill(_workers(server)[0], signal.SIGTERM)
        wait_for(lambda: len(_workers(server)) == 2 and answering(base + "/healthz"), what="gunicorn to replace the worker")
        _get_rules(base, 16)
        assert _every_scrape(base, RULES_COUNT, **RULES_LABELS) == {32}
        assert directory.exists()
    finally:
        stop_part(server)
    assert not directory.exists()
    assert not (tmp_path / "home").exists()  # nothing in the account's home (gunicorn's control socket is off)


def test_open_event_streams_are_summed_over_the_workers(redis_url):
    # A stream sees its client gone when a heartbeat's write fails (the second after the close).
    server, base = _serve(redis_url, TRACKSIDE_STREAM_HEARTBEAT_SECONDS="0.5")
    streams: list[requests.Response] = []
    try:
        game = requests.post(base + "/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]},
                             timeout=10).json()["game"]["id"]
        for _ in range(6):  # each on a connection of its own, so on either worker
            streams.append(requests.get(f"{base}/v1/games/{game}/events/stream", stream=True, timeout=10))
            assert streams[-1].status_code == 200
        wait_for(lambda: _every_scrape(base, "trackside_event_streams_open") == {6}, what="six open streams")
        for response in streams[:4]:
            response.close()
        wait_for(lambda: _every_scrape(base, "trackside_event_streams_open") == {2}, what="two open streams")
    finally:
        for response in streams:
            response.close()
        stop_part(server)


def _command(url: str, game: dict, body: dict) -> requests.Response:
    return requests.post(f"{url}/v1/games/{game['game']['id']}/commands", json=body, timeout=10,
                         headers={"Authorization": f"Bearer {game['seats'][0]['token']}"})


def _legal(url: str, game: dict) -> dict:
    return requests.get(f"{url}/v1/games/{game['game']['id']}/legal-commands", timeout=10,
                        headers={"Authorization": f"Bearer {game['seats'][0]['token']}"}).json()


def test_two_api_processes_playing_one_game_answer_on_the_logs_own_state(settings):
    """Each process decides on the state it saw last; when the other has appended since, its answer
    must still be the one the log's state gives: 201 with the right version, or a 409 naming it."""
    first, second = ServedApp(create_app(settings)), ServedApp(create_app(settings))
    try:
        game = requests.post(f"{first.url}/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]},
                             timeout=10).json()
        version = game["game"]["version"]
        for turn in range(6):  # alternate processes: each one's cached state is a command behind
            url, other = (first.url, second.url)[::1 if turn % 2 else -1]
            legal = _legal(other, game)
            assert legal["version"] == version
            answer = _command(url, game, legal["commands"][0])
            assert answer.status_code == 201, answer.text
            assert answer.json()["version"] > version
            version = answer.json()["version"]
        # The first process saw the state at `version`; the second plays on. A command legal only on
        # the log's new state (a route joining the one just placed) is played through the first.
        seen = _legal(first.url, game)["commands"]
        for _ in range(10):
            played = _command(second.url, game, _legal(second.url, game)["commands"][0])
            assert played.status_code == 201, played.text
            new_only = [c for c in _legal(second.url, game)["commands"] if c not in seen]
            if new_only:
                break
            seen = _legal(first.url, game)["commands"]
        answer = _command(first.url, game, {**new_only[0], "expected_version": played.json()["version"]})
        assert answer.status_code == 201, answer.text
        # The second process is now behind: a command expecting the version it saw is refused, naming the log's.
        stale = _command(second.url, game, {**seen[-1], "expected_version": played.json()["version"]})
        assert stale.status_code == 409 and stale.json()["current_version"] == answer.json()["version"]
        # Played through either process, the log replays.
        assert requests.get(f"{first.url}/v1/games/{game['game']['id']}/verify", timeout=30).json()["ok"]
    finally:
        first.stop()
        second.stop()


def test_rate_limit_headers_count_down_from_the_limit_and_reads_write_nothing_to_disk(redis_url):
    served = ServedApp(create_app(Settings(redis_url=redis_url, rate_limit="3/minute")))
    store = redis.Redis.from_url(redis_url)
    try:
        logged = store.info("persistence")["aof_current_size"]
        answers = [requests.get(f"{served.url}/v1/rules", timeout=10) for _ in range(4)]
        # The limiter's counters stay out of the append-only file: a read waits for no fsync.
        assert store.info("persistence")["aof_current_size"] == logged
        assert [a.status_code for a in answers] == [200, 200, 200, 429]
        assert [a.headers["X-RateLimit-Limit"] for a in answers] == ["3"] * 4
        assert [a.headers["X-RateLimit-Remaining"] for a in answers] == ["2", "1", "0", "0"]
        resets = {int(a.headers["X-RateLimit-Reset"]) for a in answers}
        assert len(resets) == 1  # one window
        assert 0 <= int(answers[-1].headers["Retry-After"]) <= 60
    finally:
        served.stop()

