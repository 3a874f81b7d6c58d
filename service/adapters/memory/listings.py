"""The in-memory listings of games and the archive's tombstones, as service/adapters/redis/store.py keeps them
in Redis: one set of ids a filter (all games, a rules, a status, both), read newest first by id."""
from __future__ import annotations

from collections.abc import Iterable

import orjson

from service.adapters.memory.shared import MemoryPort, newest_first
from service.adapters.redis.keys import GAMES_INDEX, filtered_indexes, index_name
from service.adapters.redis.lobby import account_games


class Listings(MemoryPort):
    def add_to_index(self, game_id: str, rules: str, status: str = "active") -> None:
        with self.lock:
            for name in (GAMES_INDEX, *filtered_indexes(rules, status)):
                self.memory.indexes[name].add(game_id)

    def mark_finished(self, game_id: str, rules: str) -> None:
        with self.lock:
            for name in filtered_indexes(rules, "active")[1:]:
                self.memory.indexes[name].discard(game_id)
            for name in filtered_indexes(rules, "finished")[1:]:
                self.memory.indexes[name].add(game_id)

    def repair_index(self, game_id: str) -> None:
        """List the game as its meta says (the relay's repair; a finished game stays finished)."""
        with self.lock:
            log = self.memory.games.get(game_id)
            rules = log.meta.get("rules") if log else None
            if rules is None:
                return
            status = orjson.loads(log.meta.get("progress") or b"{}").get("status", "active")
            self.add_to_index(game_id, rules, status)
            if status == "finished":
                self.mark_finished(game_id, rules)

    def unlist(self, game_id: str, rules: Iterable[str], accounts: Iterable[str] = ()) -> None:
        with self.lock:
            for one in rules:
                for name in (GAMES_INDEX, *filtered_indexes(one, "active"), *filtered_indexes(one, "finished")):
                    self.memory.indexes[name].discard(game_id)
            for account_id in accounts:
                self.memory.indexes[account_games(account_id)].discard(game_id)

    def list_games(self, before: str | None, limit: int, rules: str | None = None,
                   status: str | None = None) -> list[str]:
        with self.lock:
            return newest_first(self.memory.indexes.get(index_name(rules, status), ()), before, limit)

    # --- the tombstones -------------------------------------------------------------------------
    def tombstone(self, game_id: str, at_ms: int) -> None:
        with self.lock:
            self.memory.tombstones[game_id] = at_ms

    def forget_tombstones(self, before_ms: int, now_ms: int) -> int:
        """Forget the tombstones dated before `before_ms`; how many (none here is undated: `now_ms` unused)."""
        with self.lock:
            old = [game_id for game_id, at_ms in self.memory.tombstones.items() if at_ms < before_ms]
            for game_id in old:
                del self.memory.tombstones[game_id]
            return len(old)

    def archived(self, game_id: str) -> bool:
        with self.lock:
            return game_id in self.memory.tombstones

    def unarchive(self, game_id: str) -> None:
        with self.lock:
            self.memory.tombstones.pop(game_id, None)
