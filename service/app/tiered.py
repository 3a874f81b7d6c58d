"""The one place that decides where a game is read: in the live store (Redis) or, once it has moved there, in
the archive store (service/app/archiving.py). Every read of the application goes through Games (lookup.py)
to its store; with an archive that store is a Tiered one, so every read path answers an archived game as
it answered the live one, unchanged, and every listing merges the two stores' entries.

A game is read live first; only where that read finds nothing and Redis holds no game of that id (one
round trip: the game's version and the count of moves to the archive, as cheap as the per-game routing
mark it replaces) is the archive asked (one lookup by primary key). Redis keeps nothing of an archived
game: the move is counted and the archive's copy verified before the game leaves Redis, so a read never
finds it in neither. A process remembers the ids it found archived (a game never comes back) and those it
found in neither store, each with the count of moves then: while no game has moved since, an id asked for
again costs that one round trip to Redis alone (a hostile client probing ids pays the archive one indexed
lookup an id, and nothing for an id again)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from service.app.lookup import Recent
from service.app.ports import ArchiveStore, EventStore, Head, Reading

ROUTES_CACHED = 20_000  # the ids this process knows to be archived (a few dozen bytes each)
ABSENT_CACHED = 20_000  # the ids this process found in neither store lately


class LiveStore(EventStore, Protocol):
    """The live store, with the count of the games moved to the archive (service/adapters/redis/store.py)."""

    def presence(self, game_id: str) -> tuple[int, int]: ...  # (the game's version here, 0: none; moves so far)


class Tiered:
    """The live store's reads and writes, with an archived game's reads answered by the archive. What a
    Tiered store does not read itself (the writes, the lobby's listings) is the live store's."""

    def __init__(self, live: LiveStore, archive: ArchiveStore) -> None:
        self.live = live
        self.archive = archive
        self.known_routed: Recent[bool] = Recent(ROUTES_CACHED)
        self.absent: Recent[int] = Recent(ABSENT_CACHED)  # id -> the count of moves when it was found in neither

    def __getattr__(self, name: str) -> Any:
        return getattr(self.live, name)

    def archived_here(self, game_id: str) -> bool:
        """Whether the game's reads go to the archive: Redis holds no game of the id, and the archive does."""
        if self.known_routed.get(game_id):
            return True
        version, moves = self.live.presence(game_id)
        if version > 0 or self.absent.get(game_id) == moves:  # (live; or in neither, and no game moved since)
            return False
        if self.archive.version(game_id) > 0:
            self.known_routed.put(game_id, True)
            return True
        self.absent.put(game_id, moves)
        return False

    def _read(self, game_id: str, read: Callable[[Any], Any], empty: Callable[[Any], bool]) -> Any:
        if self.known_routed.get(game_id):
            return read(self.archive)
        found = read(self.live)
        if empty(found) and self.archived_here(game_id):
            return read(self.archive)
        return found

    def meta(self, game_id: str) -> dict[str, str] | None:
        return self._read(game_id, lambda store: store.meta(game_id), _none)

    def version(self, game_id: str) -> int:
        return self._read(game_id, lambda store: store.version(game_id), _zero)

    def head(self, game_id: str) -> Head:
        return self._read(game_id, lambda store: store.head(game_id), lambda head: head.version == 0)

    def events(self, game_id: str, after: int = 0, upto: int | None = None, limit: int | None = None) -> list[dict]:
        return self._read(game_id, lambda store: store.events(game_id, after, upto, limit), _falsy)

    def read_at(self, game_id: str, version: int, cached: tuple[int, str] | None = None,
                snapshots: bool = True) -> Reading:
        return self._read(game_id, lambda store: store.read_at(game_id, version, cached, snapshots),
                          lambda reading: reading.current == 0)

    def index_version(self, game_id: str, field: str) -> int | None:
        return self._read(game_id, lambda store: store.index_version(game_id, field), _none)

    def command_record(self, game_id: str, command_key: str) -> dict | None:
        return self._read(game_id, lambda store: store.command_record(game_id, command_key), _none)

    def command_records(self, game_id: str) -> dict[str, Any]:
        return self._read(game_id, lambda store: store.command_records(game_id), _falsy)

    # --- the listings: Redis's entries and the archive's, one order -------------------------------
    def list_games(self, before: str | None, limit: int, rules: str | None = None,
                   status: str | None = None) -> list[str]:
        live = self.live.list_games(before, limit, rules, status)
        if status not in (None, "finished"):  # (only finished games are archived)
            return live
        return merged(live, self.archive.list_games(before, limit, rules, status), limit)


def merged(live: list[str], archived: list[str], limit: int) -> list[str]:
    """A listing page of both stores, each newest id first strictly before one cursor: their first `limit`
    ids together, newest first, each once (a game being moved is in both until its Redis entries go).
    The ids are ASCII, so Python's order is Redis's byte order and the archive's (COLLATE "C")."""
    return sorted({*live, *archived}, reverse=True)[:limit]


def with_archived(store: Any, live: list[str], listed: Callable[[ArchiveStore], list[str]], limit: int) -> list[str]:
    """A listing page of `live` ids merged with what `listed` finds in `store`'s archive (none without one)."""
    return merged(live, listed(store.archive), limit) if isinstance(store, Tiered) else live


def live_of(store: Any) -> EventStore:
    """The live store (Redis) behind `store`: what a walk over the games still in Redis pages through."""
    return store.live if isinstance(store, Tiered) else store


def _none(value: Any) -> bool:
    return value is None


def _zero(value: int) -> bool:
    return value == 0


def _falsy(value: Any) -> bool:
    return not value
