"""The bulk export of archived games: the API's pages of NDJSON (one game's export a line, as its single
export answers it, resumable by the cursor) and `trackside dump`; and `trackside restore --into-archive`,
which loads a file of `trackside archive` into the archive store."""
from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

import redis

from service.adapters.archive import archive_of
from service.adapters.redis.keys import GAMES_INDEX, keys
from service.adapters.redis.store import EventStore
from service.app.archiving import Archiving
from service.app.games import GameService
from service.http.app import create_app
from tests.service.archiving_support import ADMIN
from tests.service.play import auth, create
from tests.support import ROOT, ServedApp, env_for


def lines(body: bytes) -> list[dict]:
    return [json.loads(line) for line in body.splitlines()]


def finish(http, base, rules: str) -> str:
    created = create(http, base, rules, [{"name": "Ada"}, {"name": "Bob"}])
    game_id = created["game"]["id"]
    assert http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(created["seats"][1]["token"]),
                     json={"type": "resign"}).status_code == 201
    return game_id


def cli(redis_url: str, archive_url: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "service.cli", *args], cwd=ROOT, capture_output=True,
                          env=env_for(redis_url, TRACKSIDE_ARCHIVE_URL=archive_url), timeout=120)


def test_the_bulk_export_pages_archived_games_as_their_exports_and_resumes_by_cursor(settings, redis_url, tmp_path):
    url = f"sqlite:///{tmp_path / 'archive.sqlite3'}"
    settings = replace(settings, archive_url=url)
    served = ServedApp(create_app(settings))
    http, base = served.http, served.url
    try:
        inks = [finish(http, base, "railroad-ink") for _ in range(3)]
        other = finish(http, base, "mini-express")
        live = finish(http, base, "railroad-ink")  # finished, not archived: not in the export
        service = GameService(EventStore.of(settings, "test"), archive=archive_of(settings))
        for game_id in [*inks, other]:
            service.store.mark_finished(game_id, service.game(game_id).rules.name)
            assert Archiving(service, after_s=0).move(game_id, 2**50).what == "archived"

        first = http.get(f"{base}/v1/archive/games", params={"rules": "railroad-ink", "limit": 2})
        assert first.status_code == 200 and first.headers["Content-Type"] == "application/x-ndjson"
        second = http.get(f"{base}/v1/archive/games", params={"rules": "railroad-ink", "limit": 2,
                                                              "cursor": first.headers["X-Next-Cursor"]})
        exported = lines(first.content) + lines(second.content)
        assert [export["game"]["id"] for export in exported] == inks  # in the order archived, each once
        assert exported == [http.get(f"{base}/v1/games/{game_id}/export").json() for game_id in inks]
        end = http.get(f"{base}/v1/archive/games", params={"rules": "railroad-ink",
                                                           "cursor": second.headers["X-Next-Cursor"]})
        assert end.content == b"" and end.headers["X-Next-Cursor"] == second.headers["X-Next-Cursor"]
        assert live not in {export["game"]["id"] for export in exported}

        whole = http.get(f"{base}/v1/archive/games", params={"rules": "mini-express"}, headers=ADMIN)
        assert lines(whole.content) == [http.get(f"{base}/v1/games/{other}/export", headers=ADMIN).json()]
        for bad in ({"cursor": "x"}, {"limit": 0}, {"limit": 21}, {"since": "yesterday"}):
            refused = http.get(f"{base}/v1/archive/games", params=bad)
            assert refused.status_code == 400 and refused.headers["Content-Type"] == "application/problem+json", bad

        dumped = cli(redis_url, url, "dump", "--rules", "railroad-ink")
        assert dumped.returncode == 0, dumped.stderr
        assert lines(dumped.stdout) == [http.get(f"{base}/v1/games/{g}/export", headers=ADMIN).json() for g in inks]
        cursor = dumped.stderr.decode().split()[-1]
        assert cli(redis_url, url, "dump", "--rules", "railroad-ink", "--cursor", cursor).stdout == b""
        since = cli(redis_url, url, "dump", "--since", "2000-01-01")
        assert [export["game"]["id"] for export in lines(since.stdout)] == [*inks, other]
        assert cli(redis_url, url, "dump", "--since", "2999-01-01").stdout == b""
    finally:
        served.stop()


def test_restore_into_the_archive_loads_a_file_of_trackside_archive(settings, redis_url, tmp_path):
    url = f"sqlite:///{tmp_path / 'archive.sqlite3'}"
    served = ServedApp(create_app(replace(settings, archive_url=url)))
    http, base = served.http, served.url
    try:
        game_id = finish(http, base, "railroad-ink")
        exported = http.get(f"{base}/v1/games/{game_id}/export", headers=ADMIN).json()
        files = tmp_path / "files"
        assert cli(redis_url, "", "archive", "--to", str(files), "--finished-before", "0").returncode == 0
        assert http.get(f"{base}/v1/games/{game_id}").status_code == 410
        restored = cli(redis_url, url, "restore", "--into-archive", str(files / f"{game_id}.json"))
        assert restored.returncode == 0 and b"moved into the archive" in restored.stdout, restored.stdout
        client = redis.Redis.from_url(redis_url)
        assert not client.exists(keys(game_id)["meta"]) and client.zscore(GAMES_INDEX, game_id) is None
        assert http.get(f"{base}/v1/games/{game_id}/export", headers=ADMIN).json() == exported
        again = cli(redis_url, url, "restore", "--into-archive", str(files / f"{game_id}.json"))
        assert b"in the archive already" in again.stdout, again.stdout
    finally:
        served.stop()
