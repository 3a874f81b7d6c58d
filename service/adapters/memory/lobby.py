"""The games waiting for their seats, in memory: the LobbyStore port (service/app/ports.py) as
service/adapters/redis/lobby.py keeps it in Redis. A lobby (its record and revision) expires after its wait
unless settled; its marker outlives it by EXPIRED_TTL and holds the outbox entry its expiry writes; the
open games' listing sits beside the games' own listings; each account has its games. The caps' sets (an
owner's waiting games, an account's invitations under each sender) map each game to when it was held and
expire keep_s after their last place, as the Redis sorted sets do; each account has whom it accepts
challenges from and whom it has played."""
from __future__ import annotations

import time

import orjson

from domain.core.canonical import canonical_json
from service.adapters.memory.shared import MemoryPort, newest_first
from service.adapters.redis.keys import index_name, keys
from service.adapters.redis.lobby import (
    EXPIRED_TTL,
    MAX_PLAYED,
    REMATCH_TTL,
    account_consent,
    account_games,
    account_invited,
    account_played,
    expiry_entry,
    invited_by,
    waiting_of_owner,
)

MOST_WAITING_READ = 500  # as the Redis adapter reads an owner's waiting games


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
        expiry's outbox entry now written, once) or `none` (service/adapters/redis/lobby.py)."""
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

    def hold(self, account_id: str, game_id: str) -> None:
        with self.lock:
            self.memory.indexes[account_games(account_id)].add(game_id)

    def forget(self, account_id: str, game_id: str) -> None:
        with self.lock:
            self.memory.indexes[account_games(account_id)].discard(game_id)

    def reserve(self, owner: str, game_id: str, cap: int | None, keep_s: float) -> int:
        return self._reserve([waiting_of_owner(owner)], game_id, cap, keep_s)

    def release(self, owner: str, game_id: str) -> None:
        self._drop(waiting_of_owner(owner), game_id)

    def waiting_of(self, owner: str) -> list[tuple[str, int]]:
        return self._held(waiting_of_owner(owner), MOST_WAITING_READ)

    def invite(self, account_id: str, sender: str, game_id: str, cap: int | None, keep_s: float) -> int:
        return self._reserve([invited_by(account_id, sender), account_invited(account_id)], game_id, cap, keep_s)

    def uninvite(self, account_id: str, sender: str, game_id: str) -> None:
        for name in (invited_by(account_id, sender), account_invited(account_id)):
            self._drop(name, game_id)

    def invitations(self, account_id: str, limit: int, sender: str | None = None) -> list[tuple[str, int]]:
        return self._held(account_invited(account_id) if sender is None else invited_by(account_id, sender), limit)

    def accepts_from(self, account_id: str) -> str | None:
        return self.memory.get(account_consent(account_id))

    def set_accepts_from(self, account_id: str, whom: str) -> None:
        self.memory.put(account_consent(account_id), whom)

    def played(self, account_id: str, other_id: str) -> bool:
        return other_id in (self.memory.get(account_played(account_id)) or {})

    def record_played(self, account_ids: list[str], at_ms: int) -> None:
        with self.lock:
            for account_id in account_ids:
                played = {**(self.memory.get(account_played(account_id)) or {}),
                          **{other: at_ms for other in account_ids if other != account_id}}
                latest = sorted(played.items(), key=lambda item: (item[1], item[0].encode()))[-MAX_PLAYED:]
                self.memory.put(account_played(account_id), dict(latest))

    def _reserve(self, names: list[str], game_id: str, cap: int | None, keep_s: float) -> int:
        """As the Redis adapter's RESERVE: 1 held now, 2 held already, 0 the first set is full."""
        with self.lock:
            held = self.memory.get(names[0]) or {}
            if game_id in held:
                return 2
            if cap is not None and len(held) >= cap:
                return 0
            now = int(time.time() * 1000)
            for name in names:
                self.memory.put(name, {**(self.memory.get(name) or {}), game_id: now}, keep_s)
            return 1

    def _drop(self, name: str, game_id: str) -> None:
        with self.lock:
            held = self.memory.get(name)
            if held and game_id in held:
                self.memory.put(name, {g: at for g, at in held.items() if g != game_id}, keep_ttl=True)

    def _held(self, name: str, limit: int) -> list[tuple[str, int]]:
        """Oldest first, ties by id, as ZRANGE reads a sorted set."""
        held = self.memory.get(name) or {}
        return sorted(held.items(), key=lambda item: (item[1], item[0].encode()))[:limit]

    def games_of(self, account_id: str, before: str | None, limit: int) -> list[str]:
        with self.lock:
            return newest_first(self.memory.indexes.get(account_games(account_id), ()), before, limit)

    def rematch(self, game_id: str, new_id: str) -> str:
        name = keys(game_id)["rematch"]
        with self.lock:
            if self.memory.put_new(name, new_id, REMATCH_TTL):
                return new_id
            return self.memory.get(name) or new_id
