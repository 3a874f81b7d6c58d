"""The listing indexes are written after the append (on a cluster they cannot be written inside one
slot's Function), so a process may die between the two: the relay repairs the listing from the
outbox entry the append wrote atomically. Runs on a single Redis, and on a cluster with -m cluster."""
from __future__ import annotations

import random

import pytest

from service.adapters.redis.resilience import connect
from service.http.app import create_app
from tests.cluster.conftest import cluster_settings
from workers.relay import Relay


class Crash(BaseException):
    """The process dies here."""


@pytest.fixture(params=["single", pytest.param("cluster", marks=pytest.mark.cluster)])
def service_and_relay(request, settings):
    if request.param == "single":
        app = create_app(settings)
        relay = Relay(connect(settings.redis_url, "relay"), connect(settings.rq_url, "relay"))
    else:
        cluster, queue = request.getfixturevalue("local_cluster"), request.getfixturevalue("queue_server")
        app = create_app(cluster_settings(cluster.url, queue.url))
        relay = Relay(connect(cluster.url, "relay"), connect(queue.url, "relay"))
    return app.extensions["trackside.services"].games, relay


def listed(service, status=None) -> set[str]:
    return {game["id"] for game in service.list_games(None, status, 200, None)["games"]}


def repaired(relay, service, game_id: str, status: str | None) -> bool:
    for _ in range(20):  # a few passes: the first sweeps every outbox stream
        relay.run_once(block_ms=50)
        if game_id in listed(service, status):
            return True
    return False


def test_a_crash_between_an_append_and_its_listing_is_repaired_by_the_relay(service_and_relay, monkeypatch):
    service, relay = service_and_relay
    store = service.store
    died_with = []

    def die(game_id, *args):
        died_with.append(game_id)
        raise Crash

    # Created, then dead before the game was listed.
    monkeypatch.setattr(store, "add_to_index", die)
    with pytest.raises(Crash):
        service.create("railroad-ink", [{"name": "Solo"}], None, "crash-window")
    monkeypatch.undo()
    game_id = died_with.pop()
    assert service.summary(service.game(game_id))["version"] >= 1, "the game was stored"
    assert game_id not in listed(service)
    assert repaired(relay, service, game_id, None) and game_id in listed(service, "active")

    # Its last command appended, then dead before the game was listed as finished.
    game, chooser = service.game(game_id), random.Random(5)
    monkeypatch.setattr(store, "mark_finished", lambda game_id, rules: die(game_id))
    with pytest.raises(Crash):
        for _ in range(1000):
            command = chooser.choice(service.legal_commands(game, 0)["commands"])
            service.submit(game, 0, command)
    monkeypatch.undo()
    assert service.summary(game)["status"] == "finished"
    assert game_id not in listed(service, "finished")
    assert repaired(relay, service, game_id, "finished")
    assert game_id not in listed(service, "active")
