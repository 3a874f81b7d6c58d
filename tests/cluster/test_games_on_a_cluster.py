"""Whole games over HTTP on a real three-primary Redis Cluster (the one cluster test of the default
suite; the failover tests are opt-in: pytest -m cluster)."""
from __future__ import annotations

import threading
import time

import requests

from domain.core.registry import all_rules
from service.adapters.redis.keys import keys, slot_outbox
from service.adapters.streams import feed_reader as feeds_module
from tests.service.play import auth, create, play_randomly
from tests.service.test_stream import read_events

TOP_UP = 60  # games created at most to find one on every primary: all miss one with odds 3 * (2/3)**60


def watch(base: str, game_id: str) -> list[dict]:
    with requests.get(f"{base}/v1/games/{game_id}/events/stream", stream=True, timeout=60) as response:
        return read_events(response)


def test_every_game_and_an_automa_game_over_http_spread_over_all_primaries(local_cluster, cluster_served,
                                                                            cluster_parts):
    http, base = cluster_served.http, cluster_served.url
    ids = []
    for name, rules in sorted(all_rules().items()):
        players = max(3, rules.min_players) if rules.max_players >= 3 else rules.min_players
        created = create(http, base, name, [{"name": f"P{i}"} for i in range(players)], seed=f"cluster-{name}")
        summary = play_randomly(http, base, created, seed=players)
        assert summary["status"] == "finished" and len(summary["scores"]) == players
        assert http.get(f"{base}/v1/games/{summary['id']}/verify").json() == {"ok": True,
                                                                              "checked_events": summary["version"]}
        export = http.get(f"{base}/v1/games/{summary['id']}/export").json()
        imported = http.post(f"{base}/v1/games/import", json=export)
        assert imported.status_code == 201, imported.text
        assert imported.json()["game"]["scores"] == summary["scores"]
        ids += [summary["id"], imported.json()["game"]["id"]]

    # Against the automa: every automa turn goes through the outbox stream of the game's slot, the
    # relay and a real RQ worker.
    name = sorted(n for n, rules in all_rules().items() if rules.automa)[0]
    created = create(http, base, name, [{"name": "Ada"}, {"name": "Automa", "kind": "automa"}], seed="cluster-solo")
    streamed: list[dict] = []  # a live event stream watches the game as it is played
    watcher = threading.Thread(target=lambda: streamed.extend(watch(base, created["game"]["id"])), daemon=True)
    watcher.start()
    solo = play_randomly(http, base, created, seed=2)
    watcher.join(60)
    assert solo["status"] == "finished"
    events = http.get(f"{base}/v1/games/{solo['id']}/events", params={"limit": 5000}).json()["events"]
    assert [e["id"] for e in streamed] == [*(e["version"] for e in events), solo["version"]], "live, in order"
    assert streamed[-1]["event"] == "end"
    assert sum(event["seat"] == 1 for event in events) > 8, "the automa played, turn after turn"
    assert http.get(f"{base}/v1/games/{solo['id']}/verify").json()["ok"] is True
    ids.append(solo["id"])
    outbox = slot_outbox(local_cluster.nodes[0].client().execute_command("CLUSTER", "KEYSLOT",
                                                                         keys(solo["id"])["events"]))
    home = local_cluster.primary_of(keys(solo["id"])["events"])
    assert local_cluster.primary_of(outbox) is home, "the game's outbox stream lives with the game"
    assert home.client().xinfo_groups(outbox)[0]["entries-read"] > 8, "the relay read the automa's turns there"

    for _ in range(TOP_UP):  # fresh games until every primary holds one
        if len({local_cluster.primary_of(keys(game)["events"]).port for game in ids}) == 3:
            break
        ids.append(create(http, base, "railroad-ink", [{"name": "Solo"}])["game"]["id"])

    # Each game lives whole on exactly one primary (its slot's), and every primary holds games.
    holders = {}
    for game in ids:
        slot = local_cluster.nodes[0].client().execute_command("CLUSTER", "KEYSLOT", keys(game)["events"])
        found = [node.port for node in local_cluster.primaries()
                 if {k.encode() for k in keys(game).values()} & set(node.client().execute_command(
                     "CLUSTER", "GETKEYSINSLOT", slot, 10000))]
        assert found == [local_cluster.primary_of(keys(game)["events"]).port], game
        holders.setdefault(found[0], []).append(game)
    assert len(holders) == 3, holders

    # A primary without the function library (as a node new to the cluster is) gets it at the first append.
    created = create(http, base, "railroad-ink", [{"name": "Solo"}])
    bare = local_cluster.primary_of(keys(created["game"]["id"])["events"])
    bare.client().function_delete("trackside")
    token = created["seats"][0]["token"]
    command = http.get(f"{base}/v1/games/{created['game']['id']}/legal-commands", headers=auth(token)).json()
    played = http.post(f"{base}/v1/games/{created['game']['id']}/commands", headers=auth(token),
                       json=command["commands"][0])
    assert played.status_code == 201 and bare.client().function_list(library="trackside")
    ids.append(created["game"]["id"])

    # The listing, read page by page, covers the games of every primary exactly once.
    listed, cursor = [], None
    for _ in range(100):
        page = http.get(f"{base}/v1/games", params={"limit": 10, **({"cursor": cursor} if cursor else {})}).json()
        listed += [game["id"] for game in page["games"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert sorted(listed) == sorted(set(listed)) and set(ids) <= set(listed)
    finished = {game["id"] for game in http.get(f"{base}/v1/games", params={"status": "finished",
                                                                           "limit": 100}).json()["games"]}
    assert set(ids[:11]) <= finished


def _xreads(cluster) -> int:
    return sum(node.client().info("commandstats").get("cmdstat_xread", {}).get("calls", 0)
               for node in cluster.nodes)


def test_a_live_stream_on_a_cluster_reads_its_game_when_it_rings_not_on_every_pass(local_cluster, cluster_served,
                                                                                   monkeypatch):
    """Each append publishes on its stream's shard channel: the feed reader reads a watched game's
    stream when it rang (here no sweep would read it for an hour), and leaves the cluster alone between."""
    monkeypatch.setattr(feeds_module, "CLUSTER_SWEEP_S", 3600.0)
    http, base = cluster_served.http, cluster_served.url
    created = create(http, base, "railroad-ink", [{"name": "Solo"}], seed="doorbell")
    game, token = created["game"]["id"], created["seats"][0]["token"]
    with requests.get(f"{base}/v1/games/{game}/events/stream", stream=True, timeout=30) as response:
        lines = response.iter_lines(decode_unicode=True)
        history = read_events(response, count=created["game"]["version"], lines=lines)
        before = _xreads(local_cluster)
        time.sleep(1.0)  # quiet: a reader that polled every 50 ms would have read 20 times
        assert _xreads(local_cluster) - before <= 1
        command = http.get(f"{base}/v1/games/{game}/legal-commands", headers=auth(token)).json()["commands"][0]
        played = http.post(f"{base}/v1/games/{game}/commands", json=command, headers=auth(token)).json()
        live = read_events(response, count=played["version"] - created["game"]["version"], lines=lines)
    assert [e["id"] for e in history + live] == list(range(1, played["version"] + 1))
