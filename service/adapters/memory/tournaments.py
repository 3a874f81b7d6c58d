"""The tournaments in memory: the TournamentStore port (service/app/tournaments.py) as
service/adapters/redis/tournaments.py keeps it in Redis: each a record with a revision, changed only by
compare-and-set; listed by status, newest first."""
from __future__ import annotations

import orjson

from service.adapters.memory.shared import MemoryPort, newest_first
from service.adapters.redis.tournaments import listing, record_key


class InMemoryTournamentStore(MemoryPort):
    def open_tournament(self, tournament_id: str, record: dict) -> None:
        with self.lock:
            self.memory.put(record_key(tournament_id), (orjson.dumps(record), 1))
            self._list(tournament_id, None, record["status"])

    def tournament(self, tournament_id: str) -> tuple[dict, int] | None:
        found = self.memory.get(record_key(tournament_id))
        return (orjson.loads(found[0]), found[1]) if found is not None else None

    def update_tournament(self, tournament_id: str, revision: int, record: dict, status_was: str) -> bool:
        with self.lock:
            found = self.memory.get(record_key(tournament_id))
            if found is None or found[1] != revision:
                return False
            self.memory.put(record_key(tournament_id), (orjson.dumps(record), revision + 1))
            if record["status"] != status_was:
                self._list(tournament_id, status_was, record["status"])
            return True

    def _list(self, tournament_id: str, was: str | None, status: str) -> None:
        self.memory.indexes[listing(None)].add(tournament_id)
        self.memory.indexes[listing(status)].add(tournament_id)
        if was is not None:
            self.memory.indexes[listing(was)].discard(tournament_id)

    def list_tournaments(self, status: str | None, before: str | None, limit: int) -> list[str]:
        with self.lock:
            return newest_first(self.memory.indexes.get(listing(status), ()), before, limit)

    def reveal_seed(self, game_id: str) -> None:
        """The game's seed is published: its meta's hidden mark goes."""
        with self.lock:
            game = self.memory.games.get(game_id)
            if game is not None:
                game.meta.pop("seed_hidden", None)
