"""How every archive adapter encodes a finished game (service/app/ports.py ArchivedGame) into rows, and back.

The events are kept in compressed batches of SNAPSHOT_EVERY (batch b holds versions b*32+1 .. b*32+32),
so a batch begins right after a snapshot: the state at any version is one snapshot and one batch, as the
live store reads it. zlib over the batch's JSON: a batch's envelopes repeat their keys and most values,
which compression takes out (bench/archive.py measures it). The listing columns are taken from the meta."""
from __future__ import annotations

import hashlib
import zlib
from dataclasses import dataclass
from typing import Any

import orjson

from domain.core.canonical import canonical_json
from service.app.ports import SNAPSHOT_EVERY, ArchivedGame

BATCH = SNAPSHOT_EVERY
LEVEL = 9  # written once, read for ever: the smallest is worth the CPU


@dataclass(frozen=True)
class Rows:
    """A game as an archive adapter writes it: the columns its listings and checks read, and the blobs."""

    game_id: str
    rules: str
    status: str
    finished_at: str  # when it was last updated (an ISO time as the store writes them)
    tournament: str | None
    accounts: tuple[str, ...]
    version: int
    state_hash: str | None
    digest: str  # of the whole log: the same log written again is a duplicate, another one a conflict
    head: bytes  # the meta and the turn/round index
    commands: bytes
    batches: dict[int, bytes]
    snapshots: dict[int, bytes]


def pack(value: Any) -> bytes:
    return zlib.compress(orjson.dumps(value), LEVEL)


def unpack(blob: bytes | memoryview) -> Any:
    return orjson.loads(zlib.decompress(bytes(blob)))


def log_digest(events: list[dict]) -> str:
    return hashlib.sha256(canonical_json(events)).hexdigest()


def rows_of(game: ArchivedGame) -> Rows:
    """The rows of `game`; a ValueError where it is not a whole log its meta describes."""
    events, meta = game.events, game.meta
    if not events or [e.get("version") for e in events] != list(range(1, len(events) + 1)):
        raise ValueError(f"game {game.game_id}: its events are not versions 1 to n")
    if int(meta.get("version", 0)) != len(events) or "rules" not in meta:
        raise ValueError(f"game {game.game_id}: its meta is not of its log")
    progress = orjson.loads(meta.get("progress") or b"{}")
    tournament = orjson.loads(meta["tournament"]).get("id") if meta.get("tournament") else None
    seats = orjson.loads(meta.get("seats") or b"[]")
    accounts = tuple(sorted({seat["account"] for seat in seats if seat.get("account")}))
    batches = {b: pack(events[b * BATCH:(b + 1) * BATCH]) for b in range((len(events) + BATCH - 1) // BATCH)}
    return Rows(game.game_id, meta["rules"], progress.get("status", "active"),
                progress.get("updated_at") or meta.get("created_at", ""), tournament, accounts, len(events),
                meta.get("state_hash") or None, log_digest(events),
                pack({"meta": meta, "index": game.index}), pack(game.commands), batches,
                {int(version): pack(state) for version, state in game.snapshots.items()})


def batch_span(after: int, upto: int) -> tuple[int, int]:
    """The first and last batch holding the versions after `after` up to `upto` (upto > after)."""
    return after // BATCH, (upto - 1) // BATCH


def slice_of(batches: list[bytes], first_batch: int, after: int, upto: int) -> list[dict]:
    """The envelopes after `after` up to `upto` of the consecutive batches from `first_batch`."""
    envelopes = [envelope for blob in batches for envelope in unpack(blob)]
    offset = first_batch * BATCH
    return envelopes[after - offset:upto - offset]


def parse_cursor(cursor: str) -> int:
    """A page's cursor (the last game's place in the archive's order; "" before the first)."""
    if cursor == "":
        return 0
    if not cursor.isdigit() or len(cursor) > 18:
        raise ValueError(f"not an archive cursor: {cursor[:40]!r}")
    return int(cursor)
