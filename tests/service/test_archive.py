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

from domain.core import table as tables
from domain.core.canonical import state_hash
from domain.core.registry import get_rules
from domain.core.rules import Event
from service.adapters.redis.store import ARCHIVED, UNDATED, keys
from service.http.app import create_app
from tests.service.play import auth, create, play_randomly
from tests.support import ROOT, env_for, wait_for

ADMIN = auth("admin-secret")


def trackside(redis_url: str, *args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "service.cli", *args], cwd=ROOT, env=env_for(redis_url, **env),
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
        lane = before[game_id]["meta"][b"lane"].decode()  # (whose lane its machine moves waited in: issue 39)
        assert archived.pop("archive") == {"format": 2, "token_hashes": json.loads(before[game_id]["meta"][b"token_hashes"]),
                                           "commands": {key.decode(): json.loads(record) for key, record
                                                        in before[game_id]["commands"].items()}, "lane": lane}
        assert archived == exports[game_id], "the file holds what GET /export answers the admin"
        replayed = trackside(redis_url, "replay", str(path))
        assert replayed.returncode == 0 and json.loads(replayed.stdout)["ok"], replayed.stdout
        scored = trackside(redis_url, "score", str(path))
        assert json.loads(scored.stdout)["scores"] == summaries[game_id]["scores"], scored.stdout
        assert tagged(client, game_id) == [], "the game's keys left Redis"
    assert stored(client, active_id) == before[active_id], "the active game is untouched"
    assert client.zcard(ARCHIVED) == 3
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
    assert client.zcard(ARCHIVED) == 0
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
              "export.json": {key: value for key, value in archived.items() if key != "archive"},
              "format.json": {**archived, "archive": {**archived["archive"], "format": 3}},
              # a first answer naming events the log does not have
              "records.json": {**archived, "archive": {**archived["archive"], "commands": {
                  "seat:0:retry": {"status": 201, "first": 2, "last": 99, "body_hash": ""}}}}}
    for name, content in broken.items():
        (tmp_path / name).write_text(json.dumps(content))
        result = trackside(redis_url, "restore", str(tmp_path / name))
        code, why = {"tampered.json": ("import_divergence", "the state hash differs"),
                     "export.json": ("validation_error", "token hashes"), "format.json": ("validation_error", '"format"'),
                     "records.json": ("validation_error", '"seat:0:retry"')}[name]
        assert result.returncode == 1 and result.stdout.startswith(f"{tmp_path / name}: refused: {code}: "), result.stdout
        assert why in result.stdout, result.stdout
    assert http.get(f"{base}/v1/games/{game_id}").json()["code"] == "game_archived"


def test_a_run_that_died_between_the_removal_and_the_listing_is_finished_by_the_next(settings, redis_url, tmp_path,
                                                                                    monkeypatch):
    service = create_app(settings).extensions["trackside.services"].games
    created = service.create("railroad-ink", [{"name": "Ada"}, {"name": "Bob"}], None, None)
    game_id = created["game"]["id"]
    service.submit(service.game(game_id), 1, {"type": "resign", "data": {}})

    def die(*_):
        raise SystemExit("killed")

    from service.adapters.archive.files import archive_finished

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
    service = create_app(settings).extensions["trackside.services"].games
    for _ in range(2):
        game = service.game(service.create("railroad-ink", [{"name": "Ada"}, {"name": "Bob"}], None, None)["game"]["id"])
        service.submit(game, 0, {"type": "resign", "data": {}})
    from service.adapters.archive.files import archive_finished

    running = archive_finished(service, tmp_path, "9999")
    assert next(running).what == "archived"  # a run under way, holding the directory
    second = trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0")
    assert second.returncode == 1 and "another trackside archive is writing to" in second.stderr, second.stderr
    assert [done.what for done in running] == ["archived"]
    assert trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0").returncode == 0


def finished_games(settings, count: int) -> dict[str, list]:
    """`count` finished games made quickly in process (a few random commands, then a seat resigns), with
    their events as stored."""
    service = create_app(settings).extensions["trackside.services"].games
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
    active = create_app(settings).extensions["trackside.services"].games.create("railroad-ink", [{"name": "Cy"}], None, None)
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


def finished_by_resigning(http: requests.Session, base: str, created: dict) -> str:
    game_id = created["game"]["id"]
    resigned = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(created["seats"][0]["token"]),
                         json={"type": "resign"})
    assert resigned.status_code == 201, resigned.text
    return game_id


def forged_fork(archived: dict, parent: str, ended: dict) -> dict:
    """`archived` (a Railroad Ink game's file) made a fork of all its own events, as a forger would write it: its
    set-up's two events, then a `game_ended` with `ended` as its data under a command of seat 0, every state hash
    computed for them (a fork's copied events were checked by their hashes alone)."""
    rules = get_rules("railroad-ink")
    events = [*archived["events"][:2], {**archived["events"][2], "version": 3, "type": "game_ended", "data": ended,
                                         "seat": None, "command": {"seat": 0, "type": "place_route", "data": {}}}]
    state, table = None, {}
    for envelope in events:
        try:
            state, table = tables.apply(rules, state, table, Event(envelope["type"], envelope["data"], envelope["seat"]),
                                        {}.__getitem__)
            envelope["state_hash"] = state_hash(state)
        except KeyError:
            pass  # data its evolve cannot take: the hash does not matter
    return {**archived, "game": {**archived["game"], "version": 3, "forked_from": {"game": parent, "version": 3}},
            "events": events}


def test_restore_refuses_a_fork_it_cannot_check_against_its_parent_and_restores_a_genuine_one(served, redis_url,
                                                                                                 tmp_path):
    """A fork's copied events were decided with its parent's seed: a restore believes them only once they are the
    stored parent's. A forged file calling itself a fork of all its own events (a winner with 999 points) is
    refused, whatever parent it names; a genuine fork restores once its parent is stored, its parent's file
    restored first when it is given in the same run."""
    http, base = served.http, served.url
    ink = create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bob"}])
    play_one(http, base, ink, seed=1)
    fork = http.post(f"{base}/v1/games/{ink['game']['id']}/fork", json={"at_version": 3})
    assert fork.status_code == 201, fork.text
    parent, child = finished_by_resigning(http, base, ink), finished_by_resigning(http, base, fork.json())
    assert trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0").returncode == 0
    files = {game_id: tmp_path / f"{game_id}.json" for game_id in (parent, child)}
    archived = json.loads(files[parent].read_text())
    winner = {"results": [{"total": 999}, {"total": 0}], "winners": [0]}
    forged = {"forged.json": forged_fork(archived, "ab" * 11, winner),  # a parent never stored
              "named.json": forged_fork(json.loads(files[child].read_text()), parent, winner),  # the real parent
              "broken.json": forged_fork(archived, "ab" * 11, {})}  # data the game's evolve cannot take
    for name, content in forged.items():
        (tmp_path / name).write_text(json.dumps(content))
    # Offline, nothing can vouch for copied events: the replay reports what it can, and no traceback.
    offline = trackside(redis_url, "replay", str(tmp_path / "broken.json"))
    assert offline.returncode == 1 and json.loads(offline.stdout) == {"ok": False, "checked_events": 2, "first_divergence": {
        "version": 3, "reason": "the event cannot be applied: KeyError: 'results'"}}, offline.stdout + offline.stderr

    alone = trackside(redis_url, "restore", str(files[child]), str(tmp_path / "forged.json"), str(tmp_path / "broken.json"))
    assert alone.returncode == 1 and alone.stderr == "", alone.stderr
    lines = alone.stdout.splitlines()
    assert len(lines) == 3, alone.stdout
    assert lines[0].startswith(f"{files[child]}: refused: restore.fork_unchecked: This game is a fork of game {parent} "
                               "at version 3"), lines[0]
    for line, name in zip(lines[1:], ("forged.json", "broken.json"), strict=True):
        assert line.startswith(f"{tmp_path / name}: refused: restore.fork_unchecked: This game is a fork of game "
                               f"{'ab' * 11}"), line
    assert http.get(f"{base}/v1/games/{child}").json()["code"] == "game_archived"

    # Given with its parent (after it, even), the fork restores after its parent; the parent's file made format 1.
    files[parent].write_text(json.dumps({**archived, "archive": {"token_hashes": archived["archive"]["token_hashes"]}}))
    both = trackside(redis_url, "restore", str(files[child]), str(files[parent]))
    assert both.returncode == 0, both.stdout + both.stderr
    assert both.stdout.splitlines() == [f"{files[parent]}: ok, restored: {parent} (railroad-ink, 5 events)",
                                        f"{files[child]}: ok, restored: {child} (railroad-ink, 5 events)"]
    assert http.get(f"{base}/v1/games/{child}/verify").json() == {"ok": True, "checked_events": 5}
    named = trackside(redis_url, "restore", str(tmp_path / "named.json"))
    assert named.returncode == 1 and named.stdout.startswith(
        f"{tmp_path / 'named.json'}: refused: restore.fork_mismatch: This game is a fork of game {parent} at version 3, "
        "but its event 3 is not that game's."), named.stdout
    assert http.get(f"{base}/v1/games/{archived['game']['id']}").json()["scores"] != [999, 0]


def test_one_bad_file_does_not_stop_a_restore(served, redis_url, tmp_path):
    http, base = served.http, served.url
    games = [finished_by_resigning(http, base, create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bob"}]))
             for _ in range(2)]
    assert trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0").returncode == 0
    (tmp_path / "torn.json").write_text('{"game": ')
    (tmp_path / "list.json").write_text("[1, 2]")
    names = [str(tmp_path / f"{games[0]}.json"), str(tmp_path / "torn.json"), str(tmp_path / "absent.json"),
             str(tmp_path / "list.json"), str(tmp_path / f"{games[1]}.json")]
    run = trackside(redis_url, "restore", *names)
    assert run.returncode == 1 and run.stderr == "", run.stderr
    lines = run.stdout.splitlines()
    assert [line.split(": ", 2)[:2] for line in lines] == [[name, verdict] for name, verdict in zip(
        names, ("ok, restored", "refused", "refused", "refused", "ok, restored"), strict=True)], run.stdout
    assert lines[1].startswith(f"{names[1]}: refused: JSONDecodeError: "), lines[1]
    assert lines[2].startswith(f"{names[2]}: refused: FileNotFoundError: "), lines[2]
    assert lines[3] == f"{names[3]}: refused: ValueError: not a JSON object", lines[3]
    assert all(http.get(f"{base}/v1/games/{game_id}").json()["status"] == "finished" for game_id in games)


def test_a_command_retried_after_a_restore_gets_its_first_answer(served, redis_url, tmp_path):
    """The Idempotency-Key records of an archived game go into its file (format 2) and back into the store."""
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bob"}])
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()["commands"]
    move = next(command for command in legal if command["type"] == "place_route")
    posts = {"placed": move, "refused": {**move, "data": {**move["data"], "row": 3, "col": 3}}}  # not at an exit
    first = {key: http.post(f"{base}/v1/games/{game_id}/commands", headers={**auth(token), "Idempotency-Key": key},
                            json=command) for key, command in posts.items()}
    assert [first[key].status_code for key in posts] == [201, 422], first["refused"].text
    finished_by_resigning(http, base, created)
    assert trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0").returncode == 0
    assert trackside(redis_url, "restore", str(tmp_path / f"{game_id}.json")).returncode == 0
    for key, command in posts.items():
        again = http.post(f"{base}/v1/games/{game_id}/commands", headers={**auth(token), "Idempotency-Key": key},
                          json=command)
        assert (again.status_code, again.json()) == (first[key].status_code, first[key].json()), again.text
    fresh = http.post(f"{base}/v1/games/{game_id}/commands", headers={**auth(token), "Idempotency-Key": "new"},
                      json=move)
    assert (fresh.status_code, fresh.json()["code"]) == (409, "game_over")


def test_tombstones_are_forgotten_after_the_configured_days(served, redis_url, tmp_path):
    """An archived game answers 410 for TRACKSIDE_TOMBSTONE_DAYS (90 by default), then, forgotten by the next
    archive run, 404; a tombstone written before tombstones were dated is dated by that run, and kept."""
    http, base, client = served.http, served.url, redis.Redis.from_url(redis_url)
    games = [finished_by_resigning(http, base, create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bob"}]))
             for _ in range(3)]
    assert trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0").returncode == 0
    day = 24 * 3600 * 1000
    dated = {game_id: int(client.zscore(ARCHIVED, game_id)) for game_id in games}
    client.zadd(ARCHIVED, {games[0]: dated[games[0]] - 91 * day, games[1]: dated[games[1]] - 2 * day})
    client.zrem(ARCHIVED, games[2])
    client.hset(UNDATED, games[2], "railroad-ink")  # as an older server wrote it: no date
    assert http.get(f"{base}/v1/games/{games[2]}").status_code == 410

    kept = trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0")
    assert kept.returncode == 0 and kept.stdout.startswith(
        "forgot 1 tombstones of games archived more than 90 days ago"), kept.stdout
    assert [http.get(f"{base}/v1/games/{game_id}").status_code for game_id in games] == [404, 410, 410]
    assert client.zscore(ARCHIVED, games[2]) is not None and client.zcard(ARCHIVED) == 2 and not client.exists(UNDATED)
    shorter = trackside(redis_url, "archive", "--to", str(tmp_path), "--finished-before", "0",
                        TRACKSIDE_TOMBSTONE_DAYS="1")
    assert shorter.returncode == 0 and shorter.stdout.startswith("forgot 1 tombstones"), shorter.stdout
    assert [http.get(f"{base}/v1/games/{game_id}").status_code for game_id in games] == [404, 404, 410]
    restored = trackside(redis_url, "restore", str(tmp_path / f"{games[0]}.json"))
    assert restored.returncode == 0, restored.stdout
    assert http.get(f"{base}/v1/games/{games[0]}").json()["status"] == "finished"
