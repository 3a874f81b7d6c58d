"""A command retried with its Idempotency-Key while its game moves to the archive store (issue 41): the
first answer is given again, byte for byte, at every step of the move (copied; marked; gone from Redis) and
after it, and nothing is applied twice; a finished game takes no new command, archived or not, and an
archived game's refusal writes nothing to Redis. On SQLite and on PostgreSQL."""
from __future__ import annotations

import threading
import time
from dataclasses import replace

import orjson
import pytest
import redis

from service.adapters.archive import archive_of
from service.adapters.redis.keys import keys
from service.adapters.redis.store import EventStore
from service.app.games import GameService
from service.http.app import create_app
from tests.postgres import PostgresServer
from tests.service.archiving_support import ADMIN
from tests.service.play import auth, create
from tests.support import ServedApp, start_part, stop_part, wait_for


def post(http, base: str, game_id: str, token: str, key: str, command: dict) -> tuple[int, bytes]:
    answer = http.post(f"{base}/v1/games/{game_id}/commands", json=command,
                       headers={**auth(token), "Idempotency-Key": key}, timeout=30)
    return answer.status_code, answer.content


@pytest.fixture(scope="module")
def postgres():
    server = PostgresServer()
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgres"])
def archive_url(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'archive.sqlite3'}"
    return request.getfixturevalue("postgres").url  # (the one test of this module on it: its own server)


def test_a_retried_command_gets_its_first_answer_at_every_step_of_the_move_and_after(settings, redis_url, archive_url):
    settings = replace(settings, archive_url=archive_url)
    served = ServedApp(create_app(settings))
    http, base = served.http, served.url
    client = redis.Redis.from_url(redis_url)
    try:
        created = create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bob"}])
        game_id = created["game"]["id"]
        ada, bob = (seat["token"] for seat in created["seats"])
        # Three first answers: a refusal kept (the table refuses to undo what was never done), a
        # conflict not kept (a stale expected version), and the command that ended the game.
        undo, stale = {"type": "undo"}, {"type": "resign", "expected_version": 99}
        refused = post(http, base, game_id, ada, "undo", undo)
        conflict = post(http, base, game_id, ada, "stale", stale)
        resign = {"type": "resign"}
        ended = post(http, base, game_id, bob, "last", resign)
        assert refused[0] == 422 and conflict[0] == 409 and ended[0] == 201, (refused, conflict, ended)
        last = http.get(f"{base}/v1/games/{game_id}").json()["version"]
        exported = http.get(f"{base}/v1/games/{game_id}/export", headers=ADMIN).content

        def retries() -> dict[str, tuple[int, bytes]]:
            """Each command sent again with its key, a key's command changed, and a new command."""
            return {"last": post(http, base, game_id, bob, "last", resign),
                    "undo": post(http, base, game_id, ada, "undo", undo),
                    "stale": post(http, base, game_id, ada, "stale", stale),
                    "reused": post(http, base, game_id, bob, "last", {"type": "resign", "expected_version": last}),
                    "new": post(http, base, game_id, ada, "new", resign),
                    "version": (200, str(http.get(f"{base}/v1/games/{game_id}").json()["version"]).encode())}

        live = retries()
        assert live["last"] == ended and live["undo"] == refused and live["version"] == (200, str(last).encode())
        assert live["stale"][0] == 409 and b"version_conflict" in live["stale"][1]  # (not kept: answered anew)
        assert live["reused"][0] == 422 and b"idempotency_key_reused" in live["reused"][1]
        assert live["new"][0] == 409 and b"game_over" in live["new"][1]

        def retried_alike(where: str) -> None:
            again = retries()
            assert again == live, (where, {name: again[name] for name in live if again[name] != live[name]})

        # The archiving's steps one by one (service/app/archiving.py), a retry after each.
        service = GameService(EventStore.of(settings, "test"), archive=archive_of(settings))
        tiered = service.games.store
        assert tiered.archive.put(tiered.live.whole(game_id)) == "stored"
        retried_alike("copied")
        tiered.live.route(game_id)
        retried_alike("counted")
        assert tiered.live.remove(game_id, last, tiered.archive.head(game_id).state_hash) == "removed"
        retried_alike("gone from Redis")
        # Nothing of the game came back to Redis (a refusal of the archived game wrote no record there),
        # nothing was applied twice, and an API started since answers alike.
        assert not any(client.exists(key) for name, key in keys(game_id).items() if name != "replicated")
        assert tiered.archive.version(game_id) == last
        assert http.get(f"{base}/v1/games/{game_id}/export", headers=ADMIN).content == exported
        served.stop()
        served = ServedApp(create_app(settings))
        http, base = served.http, served.url
        retried_alike("read by a fresh API")
    finally:
        served.stop()


def test_retries_racing_the_relays_archiving_all_get_the_first_answer(settings, redis_url, tmp_path):
    archive_url = f"sqlite:///{tmp_path / 'archive.sqlite3'}"
    served = ServedApp(create_app(replace(settings, archive_url=archive_url)))
    http, base = served.http, served.url
    client = redis.Redis.from_url(redis_url)
    answers: list[tuple[int, bytes]] = []
    relay = None
    try:
        created = create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bob"}])
        game_id, bob = created["game"]["id"], created["seats"][1]["token"]
        ended = post(http, base, game_id, bob, "last", {"type": "resign"})
        assert ended[0] == 201
        archived = threading.Event()

        def retry() -> None:
            deadline = time.monotonic() + 90  # (the relay's first step comes within a few seconds)
            while not archived.is_set() and time.monotonic() < deadline:
                answers.append(post(http, base, game_id, bob, "last", {"type": "resign"}))
                time.sleep(0.005)

        retrying = threading.Thread(target=retry)
        retrying.start()
        relay = start_part("relay", redis_url, TRACKSIDE_ARCHIVE_URL=archive_url, TRACKSIDE_ARCHIVE_AFTER_S="0")
        wait_for(lambda: not client.exists(keys(game_id)["meta"]), timeout=60, what="the game archived")
        archived.set()
        retrying.join(60)
        answers.append(post(http, base, game_id, bob, "last", {"type": "resign"}))
        assert len(answers) > 1 and set(answers) == {ended}, {status for status, _ in answers}
        assert archive_of(replace(settings, archive_url=archive_url)).version(game_id) == orjson.loads(ended[1])["version"]
    finally:
        if relay is not None:
            stop_part(relay)
        served.stop()
