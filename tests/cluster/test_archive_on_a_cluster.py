"""`trackside archive` and `restore` on a three-primary Redis Cluster (opt-in: pytest -m cluster): each
game's keys leave its own primary in one Function call, the listing indexes (other slots) after."""
from __future__ import annotations

import subprocess
import sys

import pytest

from service.adapters.redis.store import ARCHIVED, keys
from tests.service.play import auth, create
from tests.support import ROOT, env_for

pytestmark = pytest.mark.cluster


def test_archive_and_restore_on_a_cluster(local_cluster, queue_server, cluster_served, tmp_path):
    http, base = cluster_served.http, cluster_served.url
    store = cluster_served.app.extensions["trackside.services"].games.store
    games = []
    for n in range(6):  # spread over the primaries
        created = create(http, base, "railroad-ink", [{"name": "Ada"}, {"name": "Bob"}], seed=f"archive-{n}")
        game_id = created["game"]["id"]
        assert http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(created["seats"][n % 2]["token"]),
                         json={"type": "resign"}).status_code == 201
        games.append(game_id)
    active = create(http, base, "railroad-ink", [{"name": "Cy"}])["game"]["id"]
    assert len({local_cluster.primary_of(keys(game_id)["events"]).port for game_id in games}) > 1

    def stored(game_id: str) -> dict:
        k, node = keys(game_id), local_cluster.primary_of(keys(game_id)["events"]).client()
        return {"events": node.xrange(k["events"]), "meta": node.hgetall(k["meta"]),
                "snapshots": node.hgetall(k["snapshots"]), "index": node.hgetall(k["index"])}

    def tagged(game_id: str) -> list:
        return [key for node in local_cluster.primaries() for key in node.client().scan_iter(match=f"{{g:{game_id}}}*")]

    before = {game_id: stored(game_id) for game_id in games}
    env = env_for(local_cluster.url, TRACKSIDE_QUEUE_URL=queue_server.url)
    run = subprocess.run([sys.executable, "-m", "service.cli", "archive", "--to", str(tmp_path), "--finished-before",
                          "0"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert all(tagged(game_id) == [] for game_id in games)
    assert tagged(active) != [] and store.redis.zcard(ARCHIVED) == len(games)
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
