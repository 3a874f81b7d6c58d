"""The relay's reading of the in-memory outbox, as service/adapters/redis/outbox_reader.py reads Redis': each
entry given to one reader's `handle` and removed once handled; one the handler fails on with the store
away is read again on the next pass (Redis' reader claims it back once idle CLAIM_IDLE_MS), one it fails
on otherwise is logged, counted and dead-lettered."""
from __future__ import annotations

import logging
from collections.abc import Callable

import orjson

from service.adapters.memory.shared import MemoryPort
from service.adapters.redis.outbox_reader import BATCH, DEAD_LETTERS
from service.adapters.redis.resilience import STORE_ERRORS

log = logging.getLogger("trackside.relay")


class MemoryOutboxReader:
    """Reads the outbox of `store` (any in-memory store: they share it) as the reader `name`."""

    def __init__(self, store: MemoryPort, name: str, handle: Callable[[dict], None]) -> None:
        self.memory = store.memory
        self.name = name
        self.handle = handle

    def read(self, block_ms: int) -> int:
        """One pass: up to BATCH entries no other reader holds, waiting up to `block_ms` for the first;
        how many were handled."""
        memory = self.memory
        with memory.lock:
            memory.lock.wait_for(lambda: self._free(), timeout=block_ms / 1000)
            batch = self._free()[:BATCH]
            memory.claimed.update(number for number, _ in batch)
        handled = 0
        try:
            for number, entry in batch:
                try:
                    self.handle(orjson.loads(entry))
                except STORE_ERRORS:
                    raise  # the store away: the entry stays, and is read again
                except Exception as exc:  # noqa: BLE001 (one bad entry must not stop every game's moves)
                    DEAD_LETTERS.inc()
                    log.error("relay %s: outbox entry %s cannot be handled (%r); dead-lettered", self.name, number, exc)
                    with memory.lock:
                        memory.dead_letters.append((entry, repr(exc)[:1000]))
                with memory.lock:
                    del memory.outbox[number]
                handled += 1
        finally:
            with memory.lock:
                memory.claimed.difference_update(number for number, _ in batch)
        return handled

    def _free(self) -> list[tuple[int, bytes]]:
        return [(number, entry) for number, entry in self.memory.outbox.items() if number not in self.memory.claimed]
