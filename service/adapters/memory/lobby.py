"""The games waiting for their seats, in memory: the LobbyStore port (service/app/ports.py) as
service/adapters/lobby.py keeps it in Redis. A lobby (its record and revision) expires after its wait
unless settled; its marker outlives it by EXPIRED_TTL and holds the outbox entry its expiry writes; the
open games' listing sits beside the games' own listings; each account has its games and its waiting ones."""
from __future__ import annotations

import orjson

from domain.core.canonical import canonical_json
from service.adapters.keys import index_name, keys
from service.adapters.lobby import EXPIRED_TTL, REMATCH_TTL, account_games, account_waiting, expiry_entry
from service.adapters.memory.shared import MemoryPort, newest_first

MOST_WAITING_READ = 500  # as the Redis adapter reads an account's waiting games


class InMemoryLobbyStore(MemoryPort):
    def open_lobby(self, game_id: str, record: dict, outbox: dict | None, waiting_s: float) -> bool:
        k, waiting = keys(game_id), max(1, round(waiting_s * 1000)) / 1000
        with self.lock:
            if self.memory.get(k["lobby"]) is not None:
                return False
            self.memory.put(k["lobby"], (canonical_json(record), 1), waiting)
            self.memory.put(k["expiry"], expiry_entry(record), waiting + EXPIRED_TTL)
            if outbox:
                self.memory.add_entry(canonical_json(outbox))
            return True

    def lobby(self, game_id: str) -> tuple[dict, int] | None:
        found = self.memory.get(keys(game_id)["lobby"])
        return (orjson.loads(found[0]), found[1]) if found is not None else None

    def update_lobby(self, game_id: str, revision: int, record: dict, settled: bool = False) -> bool:
        k = keys(game_id)
        with self.lock:
            found = self.memory.get(k["lobby"])
            if found is None or found[1] != revision:
                return False
            self.memory.put(k["lobby"], (canonical_json(record), revision + 1), keep_ttl=True)
            if settled:
                self.memory.persist(k["lobby"])
                self.memory.delete([k["expiry"]])
            elif self.memory.get(k["expiry"]) is not None:
                self.memory.put(k["expiry"], expiry_entry(record), keep_ttl=True)
            return True

    def expired(self, game_id: str) -> str | None:
        marker = self.memory.get(keys(game_id)["expiry"])
        return orjson.loads(marker)["expired"]["rules"] if isinstance(marker, bytes) else marker

    def tell_expiry(self, game_id: str) -> dict:
        """At a waiting game's deadline: `waiting` (with the milliseconds `left`), `settled`, `told` (its
        expiry's outbox entry now written, once) or `none` (service/adapters/lobby.py)."""
        k = keys(game_id)
        with self.lock:
            left = self.memory.left_ms(k["lobby"])
            if left >= 0:
                return {"outcome": "waiting", "left_ms": left}
            if left == -1:
                return {"outcome": "settled"}
            marker = self.memory.get(k["expiry"])
            if not isinstance(marker, bytes):  # (none, or its rules alone: told before)
                return {"outcome": "none"}
            self.memory.add_entry(marker)
            self.memory.put(k["expiry"], orjson.loads(marker)["expired"]["rules"], keep_ttl=True)
            return {"outcome": "told"}

    def list_open(self, game_id: str, rules: str | None, listed: bool) -> None:
        with self.lock:
            for name in (index_name(None, "waiting"), index_name(rules, "waiting")):
                self.memory.indexes[name].add(game_id) if listed else self.memory.indexes[name].discard(game_id)

    def open_games(self, before: str | None, limit: int, rules: str | None) -> list[str]:
        with self.lock:
            return newest_first(self.memory.indexes.get(index_name(rules, "waiting"), ()), before, limit)

    def hold(self, account_id: str, game_id: str, waiting: bool) -> None:
        with self.lock:
            self.memory.indexes[account_games(account_id)].add(game_id)
            if waiting:
                self.memory.indexes[account_waiting(account_id)].add(game_id)

    def release(self, account_id: str, game_id: str, keep: bool) -> None:
        with self.lock:
            self.memory.indexes[account_waiting(account_id)].discard(game_id)
            if not keep:
                self.memory.indexes[account_games(account_id)].discard(game_id)

    def waiting_of(self, account_id: str) -> list[str]:
        with self.lock:
            return sorted(self.memory.indexes.get(account_waiting(account_id), ()), key=str.encode)[:MOST_WAITING_READ]

    def games_of(self, account_id: str, before: str | None, limit: int) -> list[str]:
        with self.lock:
            return newest_first(self.memory.indexes.get(account_games(account_id), ()), before, limit)

    def rematch(self, game_id: str, new_id: str) -> str:
        name = keys(game_id)["rematch"]
        with self.lock:
            if self.memory.put_new(name, new_id, REMATCH_TTL):
                return new_id
            return self.memory.get(name) or new_id
