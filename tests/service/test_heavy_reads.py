"""Heavy reads (verify, import, long exports) run in a process pool off the API's event loop: a served
`trackside serve` (gunicorn + gevent) keeps answering /healthz while clients verify long games; a
full pool answers 429 busy with Retry-After; a verify answer is the inline one, and is kept per log
head. The import body limit is what the longest game needs (bench/import_limit.py)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import orjson
import pytest
import requests

from service.adapters.redis.store import EventStore
from service.app.games import GameService
from service.config import Settings
from service.http.app import create_app
from service.http.heavy import heavy
from tests.support import (
    ROOT,
    RedisServer,
    ServedApp,
    answering,
    descendants,
    env_for,
    finished_game,
    free_port,
    metric,
    running,
    start_part,
    stop_part,
    wait_for,
)

LONG_GAMES = 6  # Ticket to Ride, five seats: 800-odd events each, the longest title
HEAVY_READS = "trackside_heavy_reads_total"


@pytest.fixture(scope="module")
def long_games(tmp_path_factory):
    """A private Redis (no fsync: the games are made fast) holding finished games of the longest title."""
    server = RedisServer(tmp_path_factory.mktemp("heavy-redis"), fsync="no")
    store = EventStore.of(Settings(redis_url=server.url), "test")
    store.prepare()
    service = GameService(store)
    ids = [finished_game(service, "ticket-to-ride", 5, f"heavy-{n}") for n in range(LONG_GAMES)]
    yield server.url, service, ids
    server.stop()


def _hold(_service, path: str) -> str:
    """A task that keeps its pool place until `path` exists (at most a minute)."""
    for _ in range(600):
        if Path(path).exists():
            return "released"
        time.sleep(0.1)
    return "timed out"


def test_healthz_keeps_answering_while_clients_verify_long_games(long_games):
    url, service, ids = long_games
    port = free_port()
    server = start_part("serve", url, "--port", str(port), "--workers", "1", TRACKSIDE_RATE_LIMIT="100000/second",
                        TRACKSIDE_HEAVY_READ_LIMIT="100000/second")
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(lambda: answering(base + "/healthz"), what="the API")
        answered, verifying = [], threading.Event()
        verifying.set()

        def poll_healthz():
            with requests.Session() as http:
                while verifying.is_set():
                    assert http.get(base + "/healthz", timeout=30).status_code == 200
                    answered.append(1)

        poller = threading.Thread(target=poll_healthz)
        poller.start()
        try:
            with ThreadPoolExecutor(4) as clients:  # four clients, each game verified once: nothing cached
                answers = list(clients.map(lambda game_id: requests.get(f"{base}/v1/games/{game_id}/verify",
                                                                        timeout=120), ids))
        finally:
            verifying.clear()
            poller.join()
        assert [a.status_code for a in answers] == [200] * LONG_GAMES
        assert [a.json() for a in answers] == [service.verify(service.game(game_id)) for game_id in ids]
        assert all(a.json()["ok"] and a.json()["checked_events"] > 700 for a in answers)
        # Inline, each verify stops the loop for its whole replay: /healthz is answered between verifies
        # only, a handful of times (18 for these six, measured on main). Off the loop it is answered all along.
        assert len(answered) >= 100, f"/healthz answered {len(answered)} times while {LONG_GAMES} long games verified"
        # The pool's processes end with their API process, even one killed outright.
        worker = [pid for pid, command in descendants(server.pid).items() if "service.cli" in command]
        pool = [pid for pid, command in descendants(worker[0]).items() if "spawn_main" in command]
        assert len(worker) == 1 and len(pool) == 2
        os.kill(worker[0], signal.SIGKILL)
        wait_for(lambda: not any(running(pid) for pid in pool), what="the pool's processes to end")
    finally:
        stop_part(server)



@pytest.fixture
def one_place(long_games):
    """The app on the long games' Redis with one pool process and no place to wait, exports of more than
    100 events in the pool, on a real socket."""
    url, service, ids = long_games
    app = create_app(Settings(redis_url=url, queue_url=url, rate_limit="100000/second",
                              create_limit="100000/second", heavy_workers=1, heavy_waiting=0,
                              heavy_export_events=100))
    served = ServedApp(app)
    yield served, service, ids
    served.stop()


def test_a_full_pool_answers_busy_with_retry_after(one_place, tmp_path):
    served, service, ids = one_place
    release = tmp_path / "release"
    with served.app.app_context():
        held = heavy().submit(_hold, str(release))  # the one place, taken until released
    verify = served.http.get(f"{served.url}/v1/games/{ids[0]}/verify")
    assert verify.status_code == 429
    assert verify.headers["Retry-After"] == "1"
    assert verify.headers["Content-Type"] == "application/problem+json"
    assert verify.json()["code"] == "busy"
    export = served.http.get(f"{served.url}/v1/games/{ids[0]}/export").json()
    imported = served.http.post(f"{served.url}/v1/games/import", json=export)
    assert (imported.status_code, imported.json()["code"]) == (429, "busy")
    # A short read is never refused: the summary and /healthz answer as ever.
    assert served.http.get(f"{served.url}/v1/games/{ids[0]}").status_code == 200
    release.touch()
    assert held.result(timeout=60) == ("ok", "released")
    wait_for(lambda: served.http.get(f"{served.url}/v1/games/{ids[0]}/verify").status_code == 200,
             what="the place to be free")


def test_a_verify_answer_is_the_inline_one_and_is_kept_per_head(one_place):
    served, service, ids = one_place
    game = service.game(ids[1])
    url = f"{served.url}/v1/games/{game.id}/verify"
    runs = lambda: metric(served.url + "/metrics", HEAVY_READS, kind="verify", outcome="pool")  # noqa: E731
    cached = lambda: metric(served.url + "/metrics", HEAVY_READS, kind="verify", outcome="cached")  # noqa: E731
    ran, kept = runs(), cached()
    first = served.http.get(url)
    assert first.status_code == 200
    assert first.json() == service.verify(game) == {"ok": True, "checked_events": service.store.version(game.id)}
    assert (runs(), cached()) == (ran + 1, kept)
    for _ in range(3):  # the same head: the kept answer, no replay
        assert served.http.get(url).json() == first.json()
    assert (runs(), cached()) == (ran + 1, kept + 3)
    # A game that moves on is verified again.
    active = service.game(service.create("ticket-to-ride", [{"name": "A"}, {"name": "B"}], {}, "moves")["game"]["id"])
    url = f"{served.url}/v1/games/{active.id}/verify"
    assert served.http.get(url).json() == served.http.get(url).json() == {"ok": True, "checked_events": service.store.version(active.id)}
    assert (runs(), cached()) == (ran + 2, kept + 4)
    known = service.current(active)
    seat = active.rules.status(known.state).active_seats[0]
    service.submit(active, seat, active.rules.legal_commands(known.state, seat)[0])
    moved = served.http.get(url).json()
    assert moved == {"ok": True, "checked_events": service.store.version(active.id)} and moved["checked_events"] > 1
    assert (runs(), cached()) == (ran + 3, kept + 4)


def test_an_import_over_the_limit_is_refused_413(one_place):
    served, _, _ = one_place
    too_large = b'{"events": "' + b"x" * (4 << 20) + b'"}'
    refused = served.http.post(f"{served.url}/v1/games/import", data=too_large,
                               headers={"Content-Type": "application/json"})
    assert refused.status_code == 413
    assert refused.json()["code"] == "body_too_large"


def test_a_long_export_is_served_from_the_pool_as_it_is_inline(one_place):
    served, service, ids = one_place
    exports = lambda: metric(served.url + "/metrics", HEAVY_READS, kind="export", outcome="pool")  # noqa: E731
    before = exports()
    long = served.http.get(f"{served.url}/v1/games/{ids[2]}/export")
    assert long.status_code == 200
    assert long.json() == orjson.loads(orjson.dumps(service.export(service.game(ids[2]), None, admin=False)))
    assert len(long.json()["events"]) > 700
    assert exports() == before + 1
    short = service.create("ticket-to-ride", [{"name": "A"}, {"name": "B"}], {}, "short")["game"]["id"]
    assert served.http.get(f"{served.url}/v1/games/{short}/export").json()["game"]["id"] == short
    assert exports() == before + 1  # 1 event: inline


UNDER_GEVENT = """
from gevent import monkey
monkey.patch_all()
import sys, gevent
from service.config import Settings
from service.http.heavy import HeavyReads
from service.http.problems import Problem
from tests.service.test_heavy_reads import _hold

release, redis_url = sys.argv[1], sys.argv[2]
heavy = HeavyReads(Settings(redis_url=redis_url, heavy_workers=1, heavy_waiting=1), service=None)
held = heavy.submit(_hold, release)  # the one pool process busy
def import_():
    try:
        heavy.import_game(b'{"events": "' + b"x" * (2 << 20) + b'"}')  # queued behind it
    except Problem as problem:
        return problem.status
importing = gevent.spawn(import_)
for tick in range(50):  # the loop runs on while the import waits: it ticks, then frees the pool process
    gevent.sleep(0.01)
open(release, "w").close()
print(held.result(), importing.get(timeout=60), tick + 1)
"""


def test_an_import_waiting_for_a_busy_pool_leaves_the_event_loop_running(redis_url, tmp_path):
    # Down the pool's pipe, a body larger than its buffer would block the loop until the pool process
    # is free, and it is freed only by the loop: the run would never end.
    ran = subprocess.run([sys.executable, "-c", UNDER_GEVENT, str(tmp_path / "release"), redis_url],
                         cwd=ROOT, env=env_for(redis_url), capture_output=True, text=True, timeout=120)
    assert ran.stdout.split() == ["('ok',", "'released')", "400", "50"], ran.stderr


def test_through_gunicorn_a_full_pool_is_busy_and_a_head_answered_is_kept(long_games):
    url, service, ids = long_games
    port = free_port()
    server = start_part("serve", url, "--port", str(port), "--workers", "1", TRACKSIDE_RATE_LIMIT="100000/second",
                        TRACKSIDE_HEAVY_READ_LIMIT="100000/second", TRACKSIDE_HEAVY_WORKERS="1", TRACKSIDE_HEAVY_WAITING="0")
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(lambda: answering(base + "/healthz"), what="the API")
        # Six at once, one place: the first starts the pool process and replays, the rest find it taken.
        with ThreadPoolExecutor(LONG_GAMES) as clients:
            answers = list(clients.map(lambda game_id: requests.get(f"{base}/v1/games/{game_id}/verify",
                                                                    timeout=120), ids))
        busy = [a for a in answers if a.status_code == 429]
        assert busy and all(a.json()["code"] == "busy" and a.headers["Retry-After"] == "1" for a in busy)
        done = {game_id: a.json() for game_id, a in zip(ids, answers, strict=True) if a.status_code == 200}
        assert done and all(answer == service.verify(service.game(game_id)) for game_id, answer in done.items())
        game_id = next(iter(done))
        cached = metric(base + "/metrics", HEAVY_READS, kind="verify", outcome="cached")
        assert requests.get(f"{base}/v1/games/{game_id}/verify", timeout=60).json() == done[game_id]
        assert metric(base + "/metrics", HEAVY_READS, kind="verify", outcome="cached") == cached + 1
    finally:
        stop_part(server)
