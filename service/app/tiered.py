"""The one place that decides where a game is read: in the live store (Redis) or, once it has moved there, in
the archive store (service/app/archiving.py). Every read of the application goes through Games (lookup.py)
to its store; with an archive that store is a Tiered one, so every read path answers an archived game as
it answered the live one, unchanged.

A game is read live first; only where the live store holds nothing of it is its routing mark asked for
(one lookup in Redis), and the archive read then. A game that is marked is read from the archive from then
on by this process (a mark is never taken back but where the store rolled back under the archiving, a
case the archiving step settles). The mark is set once the archive's copy is verified and before the game
leaves Redis, so a read never finds it in neither."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from service.app.lookup import Recent
from service.app.ports import ArchiveStore, EventStore, Head, Reading

ROUTES_CACHED = 20_000  # the ids this process knows to be archived (a few dozen bytes each)


class RoutedStore(EventStore, Protocol):
    """The live store, with the routing marks of the games moved to the archive (service/adapters/redis/store.py)."""

    def routed(self, game_id: str) -> bool: ...


class Tiered:
    """The live store's reads and writes, with an archived game's reads answered by the archive. What a
    Tiered store does not read itself (the writes, the listings) is the live store's."""

    def __init__(self, live: RoutedStore, archive: ArchiveStore) -> None:
        self.live = live
        self.archive = archive
        self.known_routed: Recent[bool] = Recent(ROUTES_CACHED)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.live, name)

    def archived_here(self, game_id: str) -> bool:
        """Whether the game's reads go to the archive (its mark asked once, then remembered)."""
        if self.known_routed.get(game_id):
            return True
        if self.live.routed(game_id):
            self.known_routed.put(game_id, True)
            return True
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


def _none(value: Any) -> bool:
    return value is None


def _zero(value: int) -> bool:
    return value == 0


def _falsy(value: Any) -> bool:
    return not value
