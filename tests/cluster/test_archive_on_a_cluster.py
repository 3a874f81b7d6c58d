"""`trackside archive` and `restore` on a three-primary Redis Cluster (opt-in: pytest -m cluster): each
game's keys leave its own primary in one Function call, the listing indexes (other slots) after; and the
relay's moves to the archive store."""
from __future__ import annotations

import subprocess
import sys

import pytest

from service.adapters.archive import archive_from_url
from service.adapters.redis.store import ARCHIVED, keys
from service.http.app import create_app
from tests.cluster.conftest import cluster_settings
from tests.service.archiving_support import ADMIN
from tests.service.play import auth, create
from tests.support import ROOT, ServedApp, env_for, start_part, stop_part, wait_for

pytestmark = pytest.mark.cluster


def resigned_games(http, base: str, seed: str) -> list[str]:
    """Six finished two-seat games (a seat resigned), spread over the primaries by their ids."""
    games = []
    for n in range(6):
        created = create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bob"}], seed=f"{seed}-{n}")
        game_id = created["game"]["id"]
        assert http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(created["seats"][n % 2]["token"]),
                         json={"type": "resign"}).status_code == 201
        games.append(game_id)
    return games


def test_archive_and_restore_on_a_cluster(local_cluster, queue_server, cluster_served, tmp_path):
    http, base = cluster_served.http, cluster_served.url
    store = cluster_served.app.extensions["trackside.services"].games.store
    games = resigned_games(http, base, "archive")
    active = create(http, base, "railroad-ink", [{"name": "Cy"}])["game"]["id"]
    assert len({local_cluster.primary_of(keys(game_id)["events"]).port for game_id in games}) > 1

    def stored(game_id: str) -> dict:
        k, node = keys(game_id), local_cluster.primary_of(keys(game_id)["events"]).client()
        return {"events": node.xrange(k["events"]), "meta": node.hgetall(k["meta"]),
                "snapshots": node.hgetall(k["snapshots"]), "index": node.hgetall(k["index"])}

    before = {game_id: stored(game_id) for game_id in games}
    env = env_for(local_cluster.url, TRACKSIDE_QUEUE_URL=queue_server.url)
    run = subprocess.run([sys.executable, "-m", "service.cli", "archive", "--to", str(tmp_path), "--finished-before",
                          "0"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert all(tagged(local_cluster, game_id) == [] for game_id in games)
    assert tagged(local_cluster, active) != [] and store.redis.zcard(ARCHIVED) == len(games)
    assert {g["id"] for g in http.get(f"{base}/v1/games").json()["games"]} == {active}
    assert http.get(f"{base}/v1/games/{games[0]}").json()["code"] == "game_archived"

    restore = subprocess.run([sys.executable, "-m", "service.cli", "restore", *(str(tmp_path / f"{g}.json") for g in games)],
                             cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert restore.returncode == 0, restore.stderr
    for game_id in games:
        assert stored(game_id) == before[game_id]
        assert http.get(f"{base}/v1/games/{game_id}/verify").json()["ok"] is True
    assert store.redis.zcard(ARCHIVED) == 0
    assert {g["id"] for g in http.get(f"{base}/v1/games", params={"status": "finished"}).json()["games"]} == set(games)


def test_finished_games_move_to_the_archive_store_from_a_cluster_and_read_the_same(local_cluster, queue_server,
                                                                                  tmp_path):
    """The relay's archiving (issue 41) on the cluster: each game's keys leave its own primary, its routing
    mark and the queue (other slots) are kept apart, and every read answers as before from the store."""
    archive_url = f"sqlite:///{tmp_path / 'archive.sqlite3'}"
    settings = cluster_settings(local_cluster.url, queue_server.url, archive_url=archive_url)
    served = ServedApp(create_app(settings))
    http, base = served.http, served.url
    try:
        games = resigned_games(http, base, "store")
        assert len({local_cluster.primary_of(keys(game_id)["events"]).port for game_id in games}) > 1
        reads = [f"/v1/games/{game_id}{path}" for game_id in games for path in ("", "/export", "/state?at_version=1")]
        before = [http.get(base + path, headers=ADMIN).content for path in reads]
        relay = start_part("relay", local_cluster.url, TRACKSIDE_QUEUE_URL=queue_server.url,
                           TRACKSIDE_ARCHIVE_URL=archive_url, TRACKSIDE_ARCHIVE_AFTER_S="0")
        try:
            wait_for(lambda: all(tagged(local_cluster, game_id) == [] for game_id in games), timeout=60,
                     what="the games moved to the archive store")
        finally:
            stop_part(relay)
        assert archive_from_url(archive_url).version(games[0]) == http.get(f"{base}/v1/games/{games[0]}").json()["version"]
        fresh = ServedApp(create_app(settings))
        try:
            for server in (served, fresh):
                assert [server.http.get(server.url + path, headers=ADMIN).content for path in reads] == before
                assert all(server.http.get(f"{server.url}/v1/games/{g}/verify").json()["ok"] for g in games)
        finally:
            fresh.stop()
    finally:
        served.stop()


def tagged(cluster, game_id: str) -> list:
    """Every key of the game on any primary."""
    return [key for node in cluster.primaries() for key in node.client().scan_iter(match=f"{{g:{game_id}}}*")]
