"""Retention: `trackside archive` moves finished games from Redis to fsynced files (a real CLI process on a
private redis-server), the API answers 410 for them, `trackside restore` brings them back byte for byte;
a run killed at its worst moment loses and duplicates nothing."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys

import pytest
import redis
import requests

from service.app import create_app
from service.store import ARCHIVED, keys
from tests.service.play import auth, create, play_randomly
from tests.support import ROOT, env_for, wait_for

ADMIN = auth("admin-secret")


def trackside(redis_url: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "service.cli", *args], cwd=ROOT, env=env_for(redis_url),
                          capture_output=True, text=True, timeout=120)


def tagged(client: redis.Redis, game_id: str) -> list[bytes]:
    """Every key under the game's hash tag."""
    return list(client.scan_iter(match=f"{{g:{game_id}}}*"))


def stored(client: redis.Redis, game_id: str) -> dict:
    """Every key of the game, byte for byte (the short-lived replication barrier aside)."""
    k = keys(game_id)
    return {"events": client.xrange(k["events"]), "meta": client.hgetall(k["meta"]),
            "commands": client.hgetall(k["commands"]), "snapshots": client.hgetall(k["snapshots"]),
            "index": client.hgetall(k["index"])}


def listed(http: requests.Session, base: str, **filters: str) -> set[str]:
    return {game["id"] for game in http.get(f"{base}/v1/games", params={"limit": 200, **filters}).json()["games"]}


def play_one(http: requests.Session, base: str, created: dict, seed: int, key: str | None = None) -> None:
    """One random legal command of the first seat that may act."""
    game_id = created["game"]["id"]
    summary = http.get(f"{base}/v1/games/{game_id}").json()
    token = created["seats"][summary["active_seats"][0]]["token"]
    legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()
    headers = {**auth(token), **({"Idempotency-Key": key} if key else {})}
    command = random.Random(seed).choice([c for c in legal["commands"] if c["type"] not in ("resign", "undo")])
    assert http.post(f"{base}/v1/games/{game_id}/commands", headers=headers, json=command).status_code == 201


def test_archive_moves_finished_games_to_files_answers_410_and_restore_brings_them_back(served, redis_url, tmp_path):
    http, base, client = served.http, served.url, redis.Redis.from_url(redis_url)
    ink = create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bob"}])
    play_one(http, base, ink, seed=1, key="first-route")  # an Idempotency-Key record to remove too
    fork = http.post(f"{base}/v1/games/{ink['game']['id']}/fork", json={"at_version": ink["game"]["version"] + 1})
    assert fork.status_code == 201, fork.text
    express = create(http, base, "mini-express", [{"name": "Cy"}, {"name": "Di"}], options={"clock": {
        "base_s": 3600, "increment_s": 5, "on_timeout": "lose"}})
    finished = [play_randomly(http, base, created, seed=seed)["id"]
                for seed, created in enumerate((ink, fork.json(), express))]
    active = create(http, base, "ticket-to-ride", [{"name": "Ed"}, {"name": "Flo"}])
    active_id = active["game"]["id"]
    play_one(http, base, active, seed=2)
    tokens = {game_id: created["seats"][0]["token"]
              for game_id, created in zip(finished, (ink, fork.json(), express), strict=True)}
    before = {game_id: stored(client, game_id) for game_id in [*finished, active_id]}
    exports = {game_id: http.get(f"{base}/v1/games/{game_id}/export", headers=ADMIN).json() for game_id in finished}
    summaries = {game_id: http.get(f"{base}/v1/games/{game_id}").json() for game_id in finished}

    kept = trackside(redis_url, "archive", "--to", str(tmp_path / "none"), "--finished-before", "1")
    assert kept.returncode == 0, kept.stderr
    assert "0 games archived" in kept.stdout and "3 kept" in kept.stdout, kept.stdout
    run = trackside(redis_url, "archive", "--to", str(tmp_path / "archive"), "--finished-before", "0")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert sorted(line.split()[1] for line in lines[:-1]) == sorted(finished), run.stdout
    assert lines[-1].startswith("3 games archived to"), run.stdout

    files = {game_id: tmp_path / "archive" / f"{game_id}.json" for game_id in finished}
    assert sorted(os.listdir(tmp_path / "archive")) == sorted(f"{game_id}.json" for game_id in finished)
    for game_id, path in files.items():
        archived = json.loads(path.read_text())
        assert archived.pop("archive") == {"format": 2, "token_hashes": json.loads(before[game_id]["meta"][b"token_hashes"]),
                                           "commands": {key.decode(): json.loads(record) for key, record
                                                        in before[game_id]["commands"].items()}}
        assert archived == exports[game_id], "the file holds what GET /export answers the admin"
        replayed = trackside(redis_url, "replay", str(path))
        assert replayed.returncode == 0 and json.loads(replayed.stdout)["ok"], replayed.stdout
        scored = trackside(redis_url, "score", str(path))
        assert json.loads(scored.stdout)["scores"] == summaries[game_id]["scores"], scored.stdout
        assert tagged(client, game_id) == [], "the game's keys left Redis"
    assert stored(client, active_id) == before[active_id], "the active game is untouched"
    assert client.hlen(ARCHIVED) == 3
    assert listed(http, base) == listed(http, base, status="active") == {active_id}
    assert listed(http, base, status="finished") == listed(http, base, rules="railroad-ink") == set()

    gone = http.get(f"{base}/v1/games/{finished[0]}")
    assert gone.status_code == 410 and gone.headers["Content-Type"] == "application/problem+json"
    assert gone.json()["code"] == "game_archived" and "operator archived" in gone.json()["detail"], gone.json()
    assert http.get(f"{base}/v1/games/{'f' * 22}").status_code == 404, "a game never stored is still not found"
    # The file imports as any export does (under a new id).
    imported = http.post(f"{base}/v1/games/import", data=files[finished[2]].read_bytes(),
                         headers={"Content-Type": "application/json"})
    assert imported.status_code == 201, imported.text

    restored = trackside(redis_url, "restore", *map(str, files.values()))
    assert restored.returncode == 0, restored.stderr
    assert [line.split(": ok, restored: ")[0] for line in restored.stdout.splitlines()] == list(map(str, files.values()))
    for game_id in finished:
        assert stored(client, game_id) == before[game_id], "the log, meta, key records, snapshots, index"
        assert http.get(f"{base}/v1/games/{game_id}").json() == summaries[game_id]
        assert http.get(f"{base}/v1/games/{game_id}/verify").json() == {"ok": True,
                                                                       "checked_events": summaries[game_id]["version"]}
        seat = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(tokens[game_id]))
        assert seat.status_code == 200 and seat.json()["commands"] == [], "the seat tokens hold"
    assert client.hlen(ARCHIVED) == 0
    assert set(finished) <= listed(http, base, status="finished")
    again = trackside(redis_url, "restore", str(files[finished[0]]))
    assert again.returncode == 0 and f": ok, stored already: {finished[0]}" in again.stdout, again.stdout


ROUTES = (  # every per-game route: (method, path, who asks, body)
    ("get", "/v1/games/{id}", None, None), ("get", "/v1/games/{id}/state?at_version=2", None, None),
    ("get", "/v1/games/{id}/state", "seat", None), ("get", "/v1/games/{id}/events", None, None),
    ("get", "/v1/games/{id}/events/stream", None, None), ("get", "/v1/games/{id}/export", "admin", None),
    ("get", "/v1/games/{id}/verify", None, None), ("get", "/v1/games/{id}/picture.svg", None, None),
    ("get", "/v1/games/{id}/legal-commands", "seat", None), ("post", "/v1/games/{id}/commands", "seat", {"type": "resign"}),
    ("post", "/v1/games/{id}/fork", None, {"at_version": 1}), ("get", "/v1/rules/railroad-ink/games/{id}/events", None, None),
    ("get", "/games/{id}", None, None),
)


def test_every_route_of_an_archived_game_answers_410_also_where_the_api_had_it_cached(served, redis_url, tmp_path):
    http, base = served.http, served.url
    games = []
    for _ in ROUTES:  # a game for each route, finished by a resignation, its state cached by the API
        created = create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bob"}])
        game_id, token = created["game"]["id"], created["seats"][0]["token"]
        assert http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(token), json={"type": "resign"}).ok
        assert http.get(f"{base}/v1/games/{game_id}/state", headers=auth(token)).json()["status"] == "finished"
        games.append((game_id, token))
    assert trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0").returncode == 0
    for (method, path, who, body), (game_id, token) in [*zip(ROUTES, games, strict=True),
                                                       *((route, games[0]) for route in ROUTES)]:
        headers = {"seat": auth(token), "admin": ADMIN, None: {}}[who]
        response = http.request(method, base + path.format(id=game_id), headers=headers, json=body)
        assert response.status_code == 410, (path, response.status_code, response.text)
        assert response.headers["Content-Type"] == "application/problem+json"
        assert response.json()["code"] == "game_archived", response.json()


def test_restore_refuses_a_file_that_does_not_replay_or_lacks_the_token_hashes(served, redis_url, tmp_path):
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bob"}])
    game_id = created["game"]["id"]
    assert http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(created["seats"][0]["token"]),
                     json={"type": "resign"}).status_code == 201
    assert trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0").returncode == 0
    archived = json.loads((tmp_path / f"{game_id}.json").read_text())
    broken = {"tampered.json": {**archived, "events": [*archived["events"][:-1],
                                                       {**archived["events"][-1], "state_hash": "0" * 64}]},
              "export.json": {key: value for key, value in archived.items() if key != "archive"}}
    for name, content in broken.items():
        (tmp_path / name).write_text(json.dumps(content))
        result = trackside(redis_url, "restore", str(tmp_path / name))
        code = {"tampered.json": "import_divergence", "export.json": "validation_error"}[name]
        assert result.returncode == 1 and result.stdout.startswith(f"{tmp_path / name}: refused: {code}: "), result.stdout
    assert http.get(f"{base}/v1/games/{game_id}").json()["code"] == "game_archived"


def test_a_run_that_died_between_the_removal_and_the_listing_is_finished_by_the_next(settings, redis_url, tmp_path,
                                                                                    monkeypatch):
    service = create_app(settings).extensions["trackside.games"]
    created = service.create("railroad-ink", [{"name": "Ada"}, {"name": "Bob"}], None, None)
    game_id = created["game"]["id"]
    service.submit(service.game(game_id), 1, {"type": "resign", "data": {}})

    def die(*_):
        raise SystemExit("killed")

    from service.archive import archive_finished

    monkeypatch.setattr(service.store, "unlist", die)
    with pytest.raises(SystemExit):
        list(archive_finished(service, tmp_path, "9999"))
    monkeypatch.undo()
    assert tagged(service.store.redis, game_id) == [] and (tmp_path / f"{game_id}.json").exists()
    assert service.store.list_games(None, 10) == [game_id], "removed, still listed"
    assert service.list_games(None, None, 10, None) == {"games": [], "next_cursor": None}, "the listing skips it"
    run = trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0")
    assert run.returncode == 0 and run.stdout.startswith(f"unlisted {game_id}"), run.stdout
    assert service.store.list_games(None, 10) == []


def test_one_archive_run_at_a_time_into_a_directory(settings, redis_url, tmp_path):
    service = create_app(settings).extensions["trackside.games"]
    for _ in range(2):
        game = service.game(service.create("railroad-ink", [{"name": "Ada"}, {"name": "Bob"}], None, None)["game"]["id"])
        service.submit(game, 0, {"type": "resign", "data": {}})
    from service.archive import archive_finished

    running = archive_finished(service, tmp_path, "9999")
    assert next(running).what == "archived"  # a run under way, holding the directory
    second = trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0")
    assert second.returncode == 1 and "another trackside archive is writing to" in second.stderr, second.stderr
    assert [done.what for done in running] == ["archived"]
    assert trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0").returncode == 0


def finished_games(settings, count: int) -> dict[str, list]:
    """`count` finished games made quickly in process (a few random commands, then a seat resigns), with
    their events as stored."""
    service = create_app(settings).extensions["trackside.games"]
    out = {}
    for n in range(count):
        name = ("railroad-ink", "ticket-to-ride", "mini-express")[n % 3]
        game = service.game(service.create(name, [{"name": "Ada"}, {"name": "Bob"}], None, None)["game"]["id"])
        chooser = random.Random(n)
        for _ in range(chooser.randint(1, 6)):
            known = service.current(game)
            seat = chooser.choice(game.rules.status(known.state).active_seats)
            service.submit(game, seat, chooser.choice(game.rules.legal_commands(known.state, seat)))
        seat = service.summary(game)["active_seats"][0]
        service.submit(game, seat, {"type": "resign", "data": {}})
        assert service.summary(game)["status"] == "finished"
        out[game.id] = service.store.events(game.id)
    return out


def done_in(output: str) -> list[str]:
    """The games a run reports done: archived, or unlisted after an earlier run archived them and died."""
    return [line.split()[1] for line in output.splitlines() if line.split()[0] in ("archived", "unlisted")]


def test_archive_killed_at_its_worst_moment_loses_and_duplicates_no_game(settings, redis_url, tmp_path):
    """kill -9 once a game's file is on disk and before its keys leave Redis (Redis holds the run's writes
    back: CLIENT PAUSE WRITE), round after round; every game stays stored or in a whole file, and the run
    after the last kill archives each game once."""
    client, directory = redis.Redis.from_url(redis_url), tmp_path / "archive"
    games = finished_games(settings, 20)
    active = create_app(settings).extensions["trackside.games"].create("railroad-ink", [{"name": "Cy"}], None, None)
    active_keys = stored(client, active["game"]["id"])
    reported: list[str] = []

    def state(game_id: str) -> tuple[bool, bool, bool]:
        path = directory / f"{game_id}.json"
        filed = path.exists() and json.loads(path.read_text())["events"] == games[game_id]
        assert filed or not path.exists(), "a file is whole or absent"
        return bool(tagged(client, game_id)), filed, bool(client.zscore("trackside:games", game_id) is not None)

    def audit() -> list[tuple[bool, bool, bool]]:
        states = [state(game_id) for game_id in games]
        assert all(in_redis or filed for in_redis, filed, _ in states), "a game neither in Redis nor in a file"
        return states

    for _ in range(3):
        run = subprocess.Popen([sys.executable, "-m", "service.cli", "archive", "--to", str(directory),
                                "--finished-before", "0"], cwd=ROOT, env=env_for(redis_url), stdout=subprocess.PIPE,
                               text=True, start_new_session=True)
        try:
            first = run.stdout.readline()  # one game done: the run is past its start
            client.client_pause(60_000, all=False)  # writes wait, reads go on
            wait_for(lambda: any((in_redis and filed) or (filed and listed and not in_redis)
                                 for in_redis, filed, listed in audit()), timeout=30, what="a file written")
            os.killpg(run.pid, signal.SIGKILL)
            run.wait()
        finally:
            client.client_unpause()
        reported += done_in(first + run.stdout.read())
        states = audit()
        assert sum(in_redis and filed for in_redis, filed, _ in states) + sum(
            filed and listed and not in_redis for in_redis, filed, listed in states) == 1, "killed at its worst moment"

    last = trackside(redis_url, "archive", "--to", str(directory), "--finished-before", "0")
    assert last.returncode == 0, last.stderr
    reported += done_in(last.stdout)
    assert sorted(reported) == sorted(games), "each game archived once"
    assert all(state(game_id) == (False, True, False) for game_id in games)
    assert sorted(os.listdir(directory)) == sorted(f"{game_id}.json" for game_id in games), "no partial file left"
    assert stored(client, active["game"]["id"]) == active_keys
