"""The ratings in memory: the RatingStore port (service/app/ratings.py) as service/adapters/redis/ratings.py keeps
it in Redis. Per title, each entity's rating (as the bytes the Redis script compares) and the leaderboard
by ordinal; per game, what rating it did, which is also the mark that it was rated; per pair of accounts,
the finishing times of its recent rated games, expiring a window after the last."""
from __future__ import annotations

from dataclasses import dataclass, field

import orjson

from service.adapters.memory.shared import MemoryPort
from service.adapters.redis.ratings import RESULT_TTL_S, decoded, encoded, game_key, pair_game_key
from service.app.ratings import PAIR_WINDOW_MS, Rating


@dataclass
class Title:
    ratings: dict[str, bytes] = field(default_factory=dict)
    board: dict[str, float] = field(default_factory=dict)  # entity -> ordinal

    def best_first(self) -> list[str]:
        """As ZREVRANGE orders the board: by ordinal, ties by name, greatest first."""
        return sorted(self.board, key=lambda entity: (self.board[entity], entity.encode()), reverse=True)


class InMemoryRatingStore(MemoryPort):
    def _title(self, rules: str) -> Title:
        return self.memory.titles.setdefault(rules, Title())

    def ratings(self, rules: str, entities: list[str]) -> dict[str, Rating | None]:
        with self.lock:
            stored = self._title(rules).ratings
            return {entity: decoded(stored.get(entity)) for entity in entities}

    def pairs(self, rules: str, pairs: list[str]) -> dict[str, list[int]]:
        return {pair: orjson.loads(self.memory.get(pair_game_key(rules, pair)) or b"[]") for pair in pairs}

    def record(self, rules: str, game_id: str, before: dict[str, Rating | None], after: dict[str, Rating],
               result: dict, pairs_before: dict[str, list[int]] | None = None,
               pairs_after: dict[str, list[int]] | None = None) -> str:
        """"ok" (`after`, `pairs_after` and `result` stored), "rated" (the game was recorded before) or
        "moved" (a rating is no longer `before`, or a pair's games no longer `pairs_before`)."""
        with self.lock:
            title = self._title(rules)
            if self.memory.get(game_key(rules, game_id)) is not None:
                return "rated"
            if any(title.ratings.get(entity, b"") != encoded(before.get(entity)) for entity in after):
                return "moved"
            if any(self.pairs(rules, [pair])[pair] != (pairs_before or {}).get(pair, []) for pair in pairs_after or {}):
                return "moved"
            for pair, games in (pairs_after or {}).items():
                self.memory.put(pair_game_key(rules, pair), orjson.dumps(games), PAIR_WINDOW_MS / 1000)
            for entity, rating in after.items():
                title.ratings[entity] = encoded(rating)
                title.board[entity] = rating.ordinal
            self.memory.put(game_key(rules, game_id), orjson.dumps(result), RESULT_TTL_S)
            return "ok"

    def result(self, rules: str, game_id: str) -> dict | None:
        raw = self.memory.get(game_key(rules, game_id))
        return orjson.loads(raw) if raw else None

    def board(self, rules: str, offset: int, limit: int) -> tuple[list[tuple[str, Rating]], int]:
        with self.lock:
            title = self._title(rules)
            names = title.best_first()[offset:offset + limit]
            return [(name, decoded(title.ratings[name])) for name in names if name in title.ratings], len(title.board)

    def rank(self, rules: str, entity: str) -> tuple[Rating, int] | None:
        with self.lock:
            title = self._title(rules)
            rating = decoded(title.ratings.get(entity))
            if rating is None or entity not in title.board:
                return None
            return rating, title.best_first().index(entity) + 1
