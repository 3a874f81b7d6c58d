"""The stores of both kinds for the contract suites (tests/service/test_*contract*.py): the Redis adapters
on the private redis-server (a clean database each test) or their in-memory fakes, each set made beside
one event store (one Redis, or one shared memory), and a way to read the outbox they write."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from service.adapters.memory import (
    InMemoryAccountStore,
    InMemoryEventStore,
    InMemoryLobbyStore,
    InMemoryRatingStore,
    InMemoryTournamentStore,
    MemoryOutboxReader,
)
from service.adapters.memory.queue import MemoryJobQueue
from service.adapters.memory.streams import MemoryAccountEvents, MemoryStreamLeases
from service.adapters.memory.webhooks import InMemoryWebhookStore
from service.adapters.redis.accounts import AccountStore
from service.adapters.redis.lobby import LobbyStore
from service.adapters.redis.outbox_reader import OutboxReader
from service.adapters.redis.queue import JobQueue
from service.adapters.redis.ratings import RatingStore
from service.adapters.redis.store import EventStore
from service.adapters.redis.tournaments import TournamentStore
from service.adapters.redis.webhooks import WebhookStore
from service.adapters.streams.account_events import AccountEvents
from service.adapters.streams.stream_leases import StreamLeases

KINDS = ["memory", "redis"]


@dataclass
class Stores:
    events: Any
    accounts: Any
    lobbies: Any
    ratings: Any
    tournaments: Any
    reader: Any  # (name, handle) -> a reader of the outbox
    webhooks: Any
    queue: Any
    leases: Any
    account_events: Any

    def outbox(self) -> list[dict]:
        """Every outbox entry not yet read, read now."""
        entries: list[dict] = []
        reader = self.reader("contract", entries.append)
        while reader.read(10):
            pass
        return entries


def stores_of(request) -> Stores:
    """The stores of the kind `request.param` names (a fixture parametrised over KINDS)."""
    if request.param == "memory":
        events = InMemoryEventStore()
        return Stores(events, InMemoryAccountStore.beside(events), InMemoryLobbyStore.beside(events),
                      InMemoryRatingStore.beside(events), InMemoryTournamentStore.beside(events),
                      partial(MemoryOutboxReader, events), InMemoryWebhookStore.beside(events),
                      MemoryJobQueue.beside(events), MemoryStreamLeases.beside(events), MemoryAccountEvents.beside(events))
    request.getfixturevalue("redis_url")  # (a clean database)
    events = EventStore(request.getfixturevalue("redis_server").client())
    events.prepare()
    return Stores(events, AccountStore.beside(events), LobbyStore.beside(events), RatingStore.beside(events),
                  TournamentStore.beside(events), partial(OutboxReader, events), WebhookStore.beside(events),
                  JobQueue(events.redis), StreamLeases(events.redis), AccountEvents(events))
