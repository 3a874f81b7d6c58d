"""Nodes killed mid-play (opt-in: pytest -m cluster). A primary of a Redis Cluster with WAIT 1: its
replica is promoted, no acknowledged event is lost, play resumes, the automa moves exactly once per
turn and the relay reads the promoted node's outbox. The queue's Redis under Sentinel: its primary
killed mid-game, jobs go on after the failover."""
from __future__ import annotations

import time

import pytest
import requests

from domain.core.registry import all_rules
from service.adapters.redis.keys import game_slot, keys, slot_outbox
from service.http.app import create_app
from tests.cluster.conftest import cluster_settings
from tests.cluster.nodes import LocalCluster, SentinelSetup
from tests.cluster.resilient import Player
from tests.service.play import create
from tests.support import RedisServer, ServedApp, start_part, stop_part, wait_for

pytestmark = pytest.mark.cluster

AUTOMA_RULES = sorted(n for n, rules in all_rules().items() if rules.automa)[0]
SAME_NODE_TRIES = 60


def automa_batches(export: dict) -> list[dict]:
    return [e for e in export["events"] if e.get("command") and e["command"].get("by") == "automa"]


def check_game(http: requests.Session, base: str, player: Player) -> dict:
    """Every acknowledged event is in the log as it was acknowledged; the log replays."""
    assert player.error is None, repr(player.error)
    export = http.get(f"{base}/v1/games/{player.game}/export", headers={"Authorization": "Bearer admin-secret"}).json()
    stored = {e["version"]: (e["type"], e["at"]) for e in export["events"]}
    lost = [e for e in player.acknowledged if stored.get(e["version"]) != (e["type"], e["at"])]
    assert not lost, f"acknowledged events lost: {lost[:3]}"
    assert http.get(f"{base}/v1/games/{player.game}/verify").json()["ok"] is True
    return export


@pytest.fixture
def replicated_cluster(tmp_path):
    """Three primaries with two replicas each: after a failover the promoted primary still has a
    replica to WAIT for."""
    cluster = LocalCluster(tmp_path / "cluster", primaries=3, replicas=2)
    yield cluster
    cluster.stop()


def test_a_primary_killed_mid_play_loses_no_acknowledged_event(replicated_cluster, tmp_path):
    cluster = replicated_cluster
    queue = RedisServer(tmp_path / "queue")
    settings = cluster_settings(cluster.url, queue.url, wait_replicas=1, wait_timeout_ms=2000)
    served = ServedApp(create_app(settings))
    parts = [start_part(part, cluster.url, TRACKSIDE_QUEUE_URL=queue.url, TRACKSIDE_WAIT_REPLICAS="1",
                        TRACKSIDE_WAIT_TIMEOUT_MS="2000", TRACKSIDE_BACKOFF_CAP="0.5")
             for part in ("worker", "relay")]
    http, base = served.http, served.url
    try:
        solo = create(http, base, AUTOMA_RULES, [{"name": "Ada"}, {"name": "Automa", "kind": "automa"}],
                      seed="failover-solo")
        victim = cluster.primary_of(keys(solo["game"]["id"])["events"])
        games = [solo]
        for _ in range(SAME_NODE_TRIES):  # a game of humans on the same primary, and others anywhere
            created = create(http, base, "railroad-ink", [{"name": "A"}, {"name": "B"}])
            games.append(created)
            if cluster.primary_of(keys(created["game"]["id"])["events"]) is victim and len(games) >= 4:
                break
        players = [Player(base, created, seed) for seed, created in enumerate(games)]
        for player in players:
            player.start()
        wait_for(lambda: players[0].version >= 12, timeout=120, what="the solo game to get going")
        automa_before = len(automa_batches(http.get(f"{base}/v1/games/{solo['game']['id']}/export", headers={
            "Authorization": "Bearer admin-secret"}).json()))

        victim.kill()
        wait_for(lambda: cluster.healthy(primaries=3, replicas=5), timeout=60, interval=0.2,
                 what="a replica to be promoted")
        promoted = cluster.primary_of(keys(solo["game"]["id"])["events"])
        assert promoted is not victim and promoted.alive

        for player in players:
            player.join(300)
            assert not player.is_alive(), "a game did not finish"
        for player in players:
            check_game(http, base, player)

        export = check_game(http, base, players[0])
        batches = automa_batches(export)
        assert len(batches) > automa_before, "the automa went on moving after the failover"
        # Exactly once: each automa batch was decided at the version its job was queued for.
        assert [b["command_id"] for b in batches] == [f"automa:{b['version'] - 1}" for b in batches]
        assert len({b["version"] for b in batches}) == len(batches)
        outbox = cluster_outbox(solo)
        group = promoted.client().xinfo_groups(outbox)[0]
        assert group["pending"] == group["lag"] == promoted.client().xlen(outbox) == 0, \
            "the relay read, handled and deleted every entry of the promoted node's outbox"
    finally:
        for part in parts:
            stop_part(part)
        served.stop()
        queue.stop()


def cluster_outbox(created: dict) -> str:
    return slot_outbox(game_slot(created["game"]["id"]))


def test_the_queue_primary_killed_mid_game_jobs_go_on_after_the_sentinel_failover(tmp_path):
    events = RedisServer(tmp_path / "events")
    sentinel = SentinelSetup(tmp_path / "queue")
    queue_url = sentinel.url()
    settings = cluster_settings(events.url, queue_url)
    served = ServedApp(create_app(settings))
    parts = [start_part(part, events.url, TRACKSIDE_QUEUE_URL=queue_url, TRACKSIDE_BACKOFF_CAP="0.5")
             for part in ("worker", "relay")]
    http, base = served.http, served.url
    try:
        solo = create(http, base, AUTOMA_RULES, [{"name": "Ada"}, {"name": "Automa", "kind": "automa"}],
                      seed="sentinel-solo")
        player = Player(base, solo, seed=7)
        player.start()
        wait_for(lambda: player.version >= 12, timeout=120, what="the game to get going")
        old_port = sentinel.current_primary_port()
        sentinel.primary.kill()
        wait_for(lambda: sentinel.current_primary_port() != old_port, timeout=60, interval=0.2,
                 what="the Sentinels to promote the replica")
        at_failover = player.version
        player.join(300)
        assert not player.is_alive(), "the game did not finish"
        export = check_game(http, base, player)
        after = [b for b in automa_batches(export) if b["version"] > at_failover]
        assert after, "automa jobs ran after the failover"
        assert sentinel.replica.client().info("replication")["role"] == "master"
    finally:
        for part in parts:
            stop_part(part)
        served.stop()
        sentinel.stop()
        events.stop()


def test_a_game_whose_slot_is_resharded_mid_play_plays_on(tmp_path, caplog):
    """Its slot moves to another primary key by key while a client plays: appends meet ASK, TRYAGAIN
    and then MOVED, and follow them; nothing acknowledged is lost."""
    cluster = LocalCluster(tmp_path / "cluster", primaries=3)
    queue = RedisServer(tmp_path / "queue")
    served = ServedApp(create_app(cluster_settings(cluster.url, queue.url)))
    http, base = served.http, served.url
    try:
        created = create(http, base, "railroad-ink", [{"name": "A"}, {"name": "B"}])
        game_keys = keys(created["game"]["id"])
        source = cluster.primary_of(game_keys["events"])
        target = next(node for node in cluster.primaries() if node is not source)
        player = Player(base, created, seed=3)
        player.start()
        wait_for(lambda: player.version >= 10, timeout=120, what="the game to get going")

        slot = source.client().execute_command("CLUSTER", "KEYSLOT", game_keys["events"])
        source_id, target_id = (node.client().execute_command("CLUSTER", "MYID").decode() for node in (source, target))
        target.client().execute_command("CLUSTER", "SETSLOT", slot, "IMPORTING", source_id)
        source.client().execute_command("CLUSTER", "SETSLOT", slot, "MIGRATING", target_id)
        for _ in range(100):  # one key at a time, so that appends meet the slot half moved
            moving = source.client().execute_command("CLUSTER", "GETKEYSINSLOT", slot, 1)
            if not moving:
                break
            source.client().execute_command("MIGRATE", "127.0.0.1", target.port, "", 0, 5000, "KEYS", *moving)
            time.sleep(0.3)  # (the client plays on meanwhile)
        for node in cluster.primaries():
            node.client().execute_command("CLUSTER", "SETSLOT", slot, "NODE", target_id)

        player.join(300)
        assert not player.is_alive(), "the game did not finish"
        check_game(http, base, player)
        assert cluster.primary_of(game_keys["events"]) is target
        assert any("trying again" in r.getMessage() for r in caplog.records if r.name == "trackside.store"), \
            "appends met the slot half moved, and followed"
        assert target.client().xlen(game_keys["events"]) == player.summary["version"]
    finally:
        served.stop()
        queue.stop()
        cluster.stop()
