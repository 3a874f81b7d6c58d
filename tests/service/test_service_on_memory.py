"""The application on the in-memory store (service/adapters/memory): whole games played through GameService
verify, read back at every version from snapshots, and log the very events the same game logs on Redis."""
from __future__ import annotations

import pytest

from domain.core.registry import all_rules, get_rules
from service.adapters.memory import InMemoryAccountStore, InMemoryEventStore, InMemoryLobbyStore
from service.adapters.redis.store import EventStore
from service.app.accounts import Accounts
from service.app.games import GameService
from service.app.ports import SNAPSHOT_EVERY
from tests.support import finished_game


def seats_of(name: str) -> int:
    return min(4, get_rules(name).max_players)


@pytest.mark.parametrize("name", sorted(all_rules()))
def test_a_whole_game_on_the_memory_store_verifies_and_reads_back_at_every_version(name):
    store = InMemoryEventStore()
    service = GameService(store)
    game_id = finished_game(service, name, seats_of(name), f"memory-{name}")
    last = store.version(game_id)
    assert service.verify(service.game(game_id)) == {"ok": True, "checked_events": last}

    cold = GameService(store)  # no cached states: each from a snapshot and at most SNAPSHOT_EVERY events
    game = cold.game(game_id)
    hashes = [envelope["state_hash"] for envelope in store.events(game_id)]
    for version in range(1, last + 1, max(1, last // 40)):
        assert cold.state(game, None, version)["state_hash"] == hashes[version - 1]
        assert len(store.read_at(game_id, version).envelopes) < SNAPSHOT_EVERY
    assert store.list_games(None, 10, rules=name, status="finished") == [game_id]


def test_a_game_logs_the_same_events_on_memory_as_on_redis(redis_server, redis_url):
    redis_store = EventStore(redis_server.client())
    redis_store.prepare()
    logs = []
    for store in (InMemoryEventStore(), redis_store):
        game_id = finished_game(GameService(store), "mini-express", 3, "same-on-both",
                                key=lambda chooser: f"k{chooser.random()}")
        logs.append([{k: v for k, v in e.items() if k != "at"} for e in store.events(game_id)])
    assert logs[0] == logs[1]


def test_a_retried_command_gives_its_first_answer_on_the_memory_store():
    service = GameService(InMemoryEventStore())
    rules = get_rules("lilliput")
    game = service.game(service.create("lilliput", [{"name": "a"}, {"name": "b"}], {}, "retry")["game"]["id"])
    state = service.current(game).state
    seat = rules.status(state).active_seats[0]
    command = rules.legal_commands(state, seat)[0]
    first = service.submit(game, seat, command, idempotency_key="once")
    again = service.submit(game, seat, command, idempotency_key="once")
    assert again == first and first[0] == 201
    assert service.store.version(game.id) == first[1]["events"][-1]["version"]


def test_a_game_waiting_for_an_account_starts_when_it_takes_its_seat_on_the_memory_stores():
    store = InMemoryEventStore()
    accounts = Accounts(InMemoryAccountStore.beside(store))
    service = GameService(store, lobbies=InMemoryLobbyStore.beside(store), accounts=accounts)
    host, _ = accounts.create("Host", "human")
    guest, _ = accounts.create("Guest", "human")
    waiting = service.create("lilliput", [{"account": host.id}, {"open": True}], {}, "lobby", challenger=host)
    game_id = waiting["game"]["id"]
    assert service.list_games(None, "waiting", 10, None)["games"][0]["id"] == game_id
    service.lobby.join(game_id, 1, guest)
    assert service.summary_of(game_id)["status"] == "active"
    assert service.list_games(None, "waiting", 10, None)["games"] == []
    assert [game["id"] for game in service.listings.my_games(guest, "active", None, 10, None)["games"]] == [game_id]
