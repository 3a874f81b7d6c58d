"""In-memory fakes of the application's ports (service/app/ports.py), with the Redis adapters' meaning,
for the tests that need no real Redis: tests/service/test_store_contract.py runs one suite on both.
The stores made `beside` one another share one state and one lock, as the Redis adapters share one Redis."""
from service.adapters.memory.accounts import InMemoryAccountStore
from service.adapters.memory.archive import InMemoryArchiveStore
from service.adapters.memory.events import InMemoryEventStore
from service.adapters.memory.lobby import InMemoryLobbyStore
from service.adapters.memory.outbox import MemoryOutboxReader
from service.adapters.memory.ratings import InMemoryRatingStore
from service.adapters.memory.shared import Memory
from service.adapters.memory.tournaments import InMemoryTournamentStore

__all__ = ["InMemoryAccountStore", "InMemoryArchiveStore", "InMemoryEventStore", "InMemoryLobbyStore",
           "InMemoryRatingStore", "InMemoryTournamentStore", "Memory", "MemoryOutboxReader"]
