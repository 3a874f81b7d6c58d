"""Accounts' event streams on a Redis Cluster (-m cluster): the relay writes each account's stream in its
own slot ({a:<id>}) once per fact, and the API's reader learns of new events by the stream's doorbell."""
from __future__ import annotations

import collections

import pytest

from tests.cluster.conftest import cluster_parts, cluster_served, local_cluster, queue_server  # noqa: F401
from tests.platform.account_players import StreamPlayer, owed_turns, told
from tests.platform.support import new_account

pytestmark = pytest.mark.cluster


def test_accounts_play_a_game_from_their_streams_on_a_cluster(cluster_served, cluster_parts):  # noqa: F811
    served = cluster_served
    (a, a_key), (b, b_key) = new_account(served.http, served.url, "A"), new_account(served.http, served.url, "B")
    service = served.app.extensions["trackside.services"].games
    game_id = service.create("tinners-trail", players=[{"name": "A", "account": a["id"]},
                                                       {"name": "b", "kind": "bot", "level": "easy"},
                                                       {"name": "B", "account": b["id"]}], options=None,
                             seed="cluster")["game"]["id"]
    players = [StreamPlayer(served.url, key, {game_id}, seed=n) for n, key in enumerate((a_key, b_key))]
    for player in players:
        player.start()
    for player in players:
        player.done(180)
    owed = owed_turns(service, game_id)
    for player, seat in zip(players, (0, 2), strict=True):
        facts = told(player.events)
        assert [f for f, n in collections.Counter(facts).items() if n > 1] == []
        assert {f for f in facts if f[2] == "your_turn"} == {f for f in owed if f[3] == seat}
        assert [f[2] for f in facts][0] == "game_started" and [f[2] for f in facts][-1] == "game_finished"
