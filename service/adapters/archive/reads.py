"""What every archive adapter answers the same way, on the few primitives each provides (the rows of
codec.py, read and written): the EventStore's reads of a finished game, the whole game, and the bulk
export's pages. A read of a past state costs one snapshot and one batch of events (codec.py), never the log."""
from __future__ import annotations

from typing import Any

import orjson

from service.adapters.archive.codec import Rows, batch_span, parse_cursor, rows_of, slice_of, unpack
from service.adapters.reading import reading
from service.app.lookup import Recent
from service.app.ports import ArchivedGame, ArchivePage, Head, Reading

MAX_LISTED = 1000  # ids a listing answers at most
MAX_PAGE = 20  # whole games a page of the bulk export answers at most (each up to a few MB)
HEADERS_KEPT = 2048  # games' meta and turn index a process keeps once read (a few kilobytes each)


class ArchiveReads:
    # --- what each adapter provides -------------------------------------------------------------
    def _write(self, rows: Rows) -> str:
        """Write the rows in one transaction unless the game is kept: "stored", "duplicate", "conflict"."""
        raise NotImplementedError

    def _head(self, game_id: str) -> bytes | None:
        raise NotImplementedError

    def _commands(self, game_id: str) -> bytes | None:
        raise NotImplementedError

    def _batches(self, game_id: str, first: int, last: int) -> list[bytes]:
        """The batches numbered `first` to `last`, in order."""
        raise NotImplementedError

    def _snapshot(self, game_id: str, version: int) -> bytes | None:
        raise NotImplementedError

    def _snapshots(self, game_id: str) -> dict[int, bytes]:
        raise NotImplementedError

    def _listed(self, column: str, value: str | None, status: str | None, before: str | None,
                limit: int) -> list[str]:
        """Ids newest first, strictly before `before`, of the games whose `column` ("rules", "account",
        "tournament"; None: any game) is `value` and whose status is `status` (None: any)."""
        raise NotImplementedError

    def _ordered(self, rules: str | None, since: str | None, until: str | None, tournament: str | None,
                 after: int, limit: int) -> list[tuple[int, str]]:
        """(place, id) of the games matching, in the order archived, after the place `after`."""
        raise NotImplementedError

    # --- writing --------------------------------------------------------------------------------
    def put(self, game: ArchivedGame) -> str:
        return self._write(rows_of(game))

    # --- a game ---------------------------------------------------------------------------------
    def _header(self, game_id: str) -> dict:
        """The game's meta and turn index, kept by this process once read (a stored game never changes:
        a read of a past state asks for it several times)."""
        headers = self.__dict__.setdefault("_headers", Recent(HEADERS_KEPT))
        found = headers.get(game_id)
        if found is None:
            blob = self._head(game_id)
            if blob is None:
                return {"meta": {}, "index": {}}
            found = unpack(blob)
            headers.put(game_id, found)
        return found

    def meta(self, game_id: str) -> dict[str, str] | None:
        return dict(self._header(game_id)["meta"]) or None  # (a copy: the header is kept)

    def version(self, game_id: str) -> int:
        return int(self._header(game_id)["meta"].get("version", 0))

    def head(self, game_id: str) -> Head:
        meta = self._header(game_id)["meta"]
        table = meta.get("table")
        return Head(int(meta.get("version", 0)), meta.get("state_hash") or None, orjson.loads(table) if table else {})

    def index_version(self, game_id: str, field: str) -> int | None:
        return self._header(game_id)["index"].get(field)

    def command_records(self, game_id: str) -> dict[str, Any]:
        blob = self._commands(game_id)
        return unpack(blob) if blob is not None else {}

    def command_record(self, game_id: str, command_key: str) -> dict | None:
        return self.command_records(game_id).get(command_key)

    def events(self, game_id: str, after: int = 0, upto: int | None = None, limit: int | None = None) -> list[dict]:
        after = max(after, 0)
        last = self.version(game_id) if upto is None else min(max(upto, 0), self.version(game_id))
        if limit is not None:
            last = min(last, after + max(limit, 0))
        if last <= after:
            return []
        first, final = batch_span(after, last)
        return slice_of(self._batches(game_id, first, final), first, after, last)

    def read_at(self, game_id: str, version: int, cached: tuple[int, str] | None = None,
                snapshots: bool = True) -> Reading:
        """As the live store reads it (service/adapters/redis/store.py): the snapshot at or before `version` (or
        the caller's cached state, where the log's hash there is its hash), the events after it, and the
        game's last version."""
        def hash_at(at: int) -> str | None:
            there = self.events(game_id, at - 1, at)
            return there[0].get("state_hash") if there else None

        def snapshot_at(at: int) -> Any:
            blob = self._snapshot(game_id, at)
            return unpack(blob) if blob is not None else None

        return reading(version, cached, snapshots, hash_at, snapshot_at, lambda after, upto: self.events(
            game_id, after, upto), lambda: self.version(game_id))

    def game(self, game_id: str) -> ArchivedGame | None:
        header = self._head(game_id)
        if header is None:
            return None
        stored = unpack(header)
        return ArchivedGame(game_id, stored["meta"], self.events(game_id),
                            {version: unpack(blob) for version, blob in sorted(self._snapshots(game_id).items())},
                            stored["index"], self.command_records(game_id))

    # --- the listings and the bulk export ------------------------------------------------------
    def list_games(self, before: str | None, limit: int, rules: str | None = None,
                   status: str | None = None) -> list[str]:
        return self._listed("rules" if rules else None, rules, status, before, bounded(limit, MAX_LISTED))

    def games_of(self, account_id: str, before: str | None, limit: int) -> list[str]:
        return self._listed("account", account_id, None, before, bounded(limit, MAX_LISTED))

    def tournament_games(self, tournament_id: str, before: str | None, limit: int) -> list[str]:
        return self._listed("tournament", tournament_id, None, before, bounded(limit, MAX_LISTED))

    def page(self, rules: str | None = None, since: str | None = None, until: str | None = None,
             tournament: str | None = None, cursor: str = "", limit: int = 20) -> ArchivePage:
        """Whole games, `limit` at most, in the order archived (a game archived while an export runs comes
        after every game before it: resuming from the last cursor misses none and repeats none); `since`
        and `until` bound when each was last updated (ISO times, `until` excluded)."""
        after = parse_cursor(cursor)
        found = self._ordered(rules, since, until, tournament, after, bounded(limit, MAX_PAGE))
        games = [game for _, game_id in found if (game := self.game(game_id)) is not None]
        return ArchivePage(games, str(found[-1][0]) if found else cursor)


def bounded(limit: int, most: int) -> int:
    return max(0, min(limit, most))
