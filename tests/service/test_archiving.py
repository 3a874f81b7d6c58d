"""Finished games move from Redis to the archive store in the background (service/app/archiving.py, run by a
real relay process) and every read answers as before: the whole read surface of a finished Ticket to Ride
game (hidden hands) for every seat, the spectator and the admin, before and after, over a real socket."""
from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest
import redis
import requests

from service.adapters.archive import archive_from_url
from service.adapters.redis.keys import DUE, keys
from service.http.app import create_app
from tests.postgres import PostgresServer
from tests.service.archiving_support import ADMIN, archive_with_a_relay, forked_states, read_surface, scored
from tests.service.play import auth, create, play_randomly
from tests.support import ServedApp, start_part, stop_part, wait_for


@pytest.fixture
def archive_url(tmp_path):
    return f"sqlite:///{tmp_path / 'archive.sqlite3'}"


@pytest.fixture
def archived_settings(settings, archive_url):
    from dataclasses import replace

    return replace(settings, archive_url=archive_url, archive_after_s=0)


def test_every_read_of_a_game_answers_the_same_after_it_moved_to_the_archive(archived_settings, redis_url,
                                                                           archive_url):
    served = ServedApp(create_app(archived_settings))
    http, base = served.http, served.url
    worker = None
    try:
        created = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Bob"}], seed="archive-me")
        game_id = created["game"]["id"]
        tokens = [seat["token"] for seat in created["seats"]]
        play_randomly(http, base, created, seed=7)
        # Read first by the API that created it (its seats held in the store's order, as every process
        # reads them), then, once archived, by it and by one started since.
        before = read_surface(http, base, game_id, tokens)
        last = http.get(f"{base}/v1/games/{game_id}").json()["version"]
        versions = sorted({1, 33, last - 1})
        forks_before = forked_states(http, base, game_id, versions)
        worker = start_part("worker", redis_url, TRACKSIDE_ARCHIVE_URL=archive_url)
        scored_before = scored(http, base, game_id)

        archive_with_a_relay(redis_url, archive_url, game_id)
        assert archive_from_url(archive_url).version(game_id) == last

        # The API that read it live (its caches warm) and one started since (cold) answer alike.
        fresh = ServedApp(create_app(archived_settings))
        try:
            for server in (served, fresh):
                after = read_surface(server.http, server.url, game_id, tokens)
                assert after.keys() == before.keys()
                different = [name for name in before if before[name] != after[name]]
                assert not different, (different[:5], _first_difference(before, after, different))
            assert forked_states(fresh.http, fresh.url, game_id, versions) == forks_before
            scored_after = scored(fresh.http, fresh.url, game_id)
            assert scored_after["status"] == "finished" and scored_after["result"] == scored_before["result"]
            stop_part(worker)
            # Its event stream gives its events and ends at once; from its last version, 204: nothing follows.
            stream = requests.get(f"{fresh.url}/v1/games/{game_id}/events/stream", timeout=10)
            assert stream.status_code == 200 and f"id: {last}\nevent: end\n" in stream.text, stream.text[-300:]
            assert requests.get(f"{fresh.url}/v1/games/{game_id}/events/stream", params={"after": last},
                                timeout=10).status_code == 204
            # A command to the archived game is refused as to the finished game it is.
            refused = fresh.http.post(f"{fresh.url}/v1/games/{game_id}/commands", headers=auth(tokens[0]),
                                      json={"type": "resign"})
            assert refused.status_code == 409, refused.text
        finally:
            fresh.stop()
    finally:
        if worker is not None:  # (stopped already where the test got that far; not left running where it failed)
            stop_part(worker)
        served.stop()


@pytest.fixture
def postgres():
    """A PostgreSQL server of this test's own (it is stopped and started again)."""
    server = PostgresServer()
    yield server
    server.stop()


def finished(http: requests.Session, base: str) -> str:
    created = create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bob"}])
    game_id = created["game"]["id"]
    assert http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(created["seats"][0]["token"]),
                     json={"type": "resign"}).status_code == 201
    return game_id


def test_with_the_archive_database_stopped_archived_reads_answer_503_live_play_goes_on_archiving_resumes(
        settings, redis_url, postgres):
    from dataclasses import replace

    served = ServedApp(create_app(replace(settings, archive_url=postgres.url, archive_after_s=0)))
    http, base, client = served.http, served.url, redis.Redis.from_url(redis_url)
    relay = None
    try:
        game_id = finished(http, base)
        exported = http.get(f"{base}/v1/games/{game_id}/export", headers=ADMIN).json()
        archive_with_a_relay(redis_url, postgres.url, game_id)
        postgres.halt()
        relay = start_part("relay", redis_url, TRACKSIDE_ARCHIVE_URL=postgres.url, TRACKSIDE_ARCHIVE_AFTER_S="0")
        away = http.get(f"{base}/v1/games/{game_id}/export", headers=ADMIN)
        assert away.status_code == 503 and away.json()["code"] == "store_unavailable", away.text
        assert int(away.headers["Retry-After"]) >= 1 and away.headers["Content-Type"] == "application/problem+json"
        # Live play goes on, and a game that finishes meanwhile stays in Redis, readable, until the archive is back.
        waiting = finished(http, base)
        wait_for(lambda: client.zscore(DUE, waiting) is not None, what="the finished game queued")
        time.sleep(6)  # a step of the relay, which finds the archive away
        assert client.exists(keys(waiting)["meta"]) and http.get(f"{base}/v1/games/{waiting}").status_code == 200
        postgres.start()
        wait_for(lambda: not client.exists(keys(waiting)["meta"]), timeout=60, what="archiving resumed")
        assert http.get(f"{base}/v1/games/{game_id}/export", headers=ADMIN).json() == exported
        assert http.get(f"{base}/v1/games/{waiting}/verify").status_code == 200
    finally:
        if relay is not None:
            stop_part(relay)
        served.stop()


def test_a_game_too_recent_stays_in_redis(settings, redis_url, archive_url):
    http_app = ServedApp(create_app(settings))
    try:
        game_id = finished(http_app.http, http_app.url)
        relay = start_part("relay", redis_url, TRACKSIDE_ARCHIVE_URL=archive_url, TRACKSIDE_ARCHIVE_AFTER_S="3600")
        try:
            client = redis.Redis.from_url(redis_url)
            wait_for(lambda: client.zscore(DUE, game_id) is not None, what="the finished game queued")
            time.sleep(6)  # a step or two of the relay
            assert client.exists(keys(game_id)["meta"]) and client.zscore(DUE, game_id) is not None
        finally:
            stop_part(relay)
    finally:
        http_app.stop()


def _first_difference(before: dict, after: dict, names: list[str]) -> str:
    """Where the first differing answer differs (a JSON body: the fields that differ)."""
    import json

    name = names[0]
    try:
        old, new = json.loads(before[name][1]), json.loads(after[name][1])
    except ValueError:
        return f"{name}: {before[name][1][:200]!r} / {after[name][1][:200]!r}"
    if old == new:
        at = next(i for i, (a, b) in enumerate(zip(before[name][1], after[name][1], strict=False)) if a != b)
        return f"{name}: order: {before[name][1][at - 80:at + 80]!r} / {after[name][1][at - 80:at + 80]!r}"
    old, new = old.get("game", old), new.get("game", new)
    return f"{name}: " + repr({key: (old.get(key), new.get(key)) for key in {*old, *new} if old.get(key) != new.get(key)})


def test_an_accounts_games_list_its_archived_game_as_before(archived_settings, redis_url, archive_url):
    from tests.platform.support import bearer, new_account

    served = ServedApp(create_app(archived_settings))
    http, base = served.http, served.url
    try:
        ada, key = new_account(http, base, name="Ada", kind="human")
        parent = create(http, base, "railroad-ink", [{"name": "Cy"}, {"name": "Di"}])["game"]
        fork = http.post(f"{base}/v1/games/{parent['id']}/fork", headers=bearer(key), json={
            "at_version": parent["version"], "players": [{"account": ada["id"]}, {"name": "Bob"}]})
        assert fork.status_code == 201, fork.text
        game_id = fork.json()["game"]["id"]
        assert http.post(f"{base}/v1/games/{game_id}/commands", headers=bearer(key),
                         json={"type": "resign"}).status_code == 201
        reads = ("/v1/me/games", "/v1/me/games?status=finished", f"/v1/games/{game_id}/state",
                 f"/v1/games/{game_id}/legal-commands")
        before = [http.get(base + path, headers=bearer(key)).content for path in reads]
        assert game_id in before[0].decode()
        archive_with_a_relay(redis_url, archive_url, game_id)
        fresh = ServedApp(create_app(archived_settings))
        try:
            assert [fresh.http.get(fresh.url + path, headers=bearer(key)).content for path in reads] == before
        finally:
            fresh.stop()
    finally:
        served.stop()


def postgres_processes(server: PostgresServer) -> list[int]:
    """The server's postmaster and every process it started (its backends among them)."""
    postmaster = int((server.data / "postmaster.pid").read_text().split()[0])
    children = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == postmaster:
            children.append(int(stat.parent.name))
    return [postmaster, *children]


def test_with_the_archive_database_frozen_an_archived_read_answers_503_in_bounded_time(
        settings, redis_url, postgres, monkeypatch):
    from dataclasses import replace

    from service.adapters.archive import postgres as adapter

    monkeypatch.setattr(adapter, "QUERY_TIMEOUT_S", 1.0)
    served = ServedApp(create_app(replace(settings, archive_url=postgres.url, archive_after_s=0)))
    http, base = served.http, served.url
    try:
        game_id = finished(http, base)
        archive_with_a_relay(redis_url, postgres.url, game_id)
        assert http.get(f"{base}/v1/games/{game_id}/verify").status_code == 200  # (a connection made, idle)
        served.app.extensions["trackside.services"].games.forget(game_id)
        frozen = postgres_processes(postgres)
        for pid in frozen:
            os.kill(pid, signal.SIGSTOP)
        try:
            started = time.monotonic()
            away = http.get(f"{base}/v1/games/{game_id}/events", timeout=30)
            assert away.status_code == 503 and away.json()["code"] == "store_unavailable", away.text
            assert time.monotonic() - started < 10 and away.headers["Retry-After"]
            live = create(http, base, "railroad-ink", [{"name": "Cy"}, {"name": "Di"}])
            assert http.get(f"{base}/v1/games/{live['game']['id']}/state").status_code == 200
        finally:
            for pid in frozen:
                os.kill(pid, signal.SIGCONT)
        wait_for(lambda: http.get(f"{base}/v1/games/{game_id}/events").status_code == 200, timeout=30,
                 what="the archive back")
    finally:
        served.stop()
