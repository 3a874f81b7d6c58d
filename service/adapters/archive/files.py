"""Retention: finished games leave Redis for files, and may come back (`trackside archive`, `restore`).

Each finished game last updated before a given time is written to `<dir>/<id>.json`: its full export
(what GET /v1/games/{id}/export answers the admin; import, `trackside replay` and `trackside score`
read it) and an `archive` section with what the store keeps beside the log and no export shows (format
2: the seats' token hashes, so that a restored game keeps its tokens, and the first answers to its
Idempotency-Keys, so that a command retried after a restore gets its first answer). The file is fsynced, renamed into
place and its directory fsynced; only then does the game leave the store, in three steps any of which
may be the last before a crash:
1. a tombstone (`trackside:archived:at`, the game's id dated; each run forgets those older than
   TRACKSIDE_TOMBSTONE_DAYS), so the API answers 410 once the game is gone;
2. every key of the game, at once, in one Function call in its slot that checks the log is still the
   one the file holds;
3. its entries in the listing indexes (global keys, so never in the same step on a cluster).
The next run finds a game stopped before 2 still stored, and archives it again (its file rewritten);
one stopped before 3 gone and tombstoned, and unlists it. A game is always stored, or in an fsynced
file, or both until the run that finishes it."""
from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import orjson

from domain.core.registry import all_rules
from service.app.errors import ApplicationError
from service.app.games import ARCHIVE_FORMAT, GameService, now_ms
from service.app.tiered import Tiered, live_of

PAGE = 100  # finished games read per page of the listing index


class Busy(Exception):
    """Another run is archiving into the same directory."""


@dataclass(frozen=True)
class Outcome:
    game_id: str
    # "archived"; "unlisted" (removed by an earlier run); "kept" (active or too recent); "moved" (its log
    # changed while it was archived); "missing" (listed, not stored, not archived: listings skip it)
    what: str
    rules: str | None = None
    version: int = 0
    path: Path | None = None
    size: int = 0


def archive_finished(service: GameService, directory: Path, updated_before: str) -> Iterator[Outcome]:
    """Archive every finished game last updated before `updated_before` (an ISO time as the store
    writes them), newest first, a page of the finished games' index at a time."""
    directory.mkdir(parents=True, exist_ok=True)
    with alone_in(directory):
        cursor = None
        while True:
            page = live_of(service.store).list_games(cursor, PAGE, status="finished")  # (not the archive store's)
            for game_id in page:
                try:
                    yield archive_game(service, game_id, directory, updated_before)
                finally:
                    service.forget(game_id)  # the run's memory stays bounded by a page
            if len(page) < PAGE:
                return
            cursor = page[-1]


@contextmanager
def alone_in(directory: Path) -> Iterator[None]:
    """One run at a time per directory (a lock on the directory itself, released by the kernel if the
    run dies): two runs writing one game's file at once could rename a torn one into place."""
    handle = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    try:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise Busy(f"another trackside archive is writing to {directory}") from None
        yield
    finally:
        os.close(handle)


def archive_game(service: GameService, game_id: str, directory: Path, updated_before: str) -> Outcome:
    store = service.store
    if isinstance(store, Tiered) and store.archived_here(game_id):
        return Outcome(game_id, "kept")  # (in the archive store: read from there, not written to files)
    try:
        game = service.game(game_id)
        summary = service.summary(game)
    except ApplicationError:
        if not store.archived(game_id):
            return Outcome(game_id, "missing")
        store.unlist(game_id, all_rules())  # an earlier run died after removing the game (whose rules went with it)
        return Outcome(game_id, "unlisted")
    rules = game.rules.name
    if summary["status"] != "finished" or not summary["seed_public"] or summary["updated_at"] >= updated_before:
        return Outcome(game_id, "kept", rules)  # (finished, its seed not public: a duplicate round still played)
    export = service.export(game, None, admin=True)
    path = directory / f"{game_id}.json"
    section = {"format": ARCHIVE_FORMAT, "token_hashes": game.token_hashes, "commands": store.command_records(game_id),
               **({"lane": game.lane} if game.lane else {})}  # (whose lane its machine moves wait in)
    size = write_durably(path, orjson.dumps({**export, "archive": section}))
    last = export["events"][-1]
    store.tombstone(game_id, now_ms())
    if store.remove(game_id, last["version"], last["state_hash"]) == "moved":
        # The log is not the one just written (a rollback of the store since): the game stays, its file goes.
        store.unarchive(game_id)
        path.unlink()
        return Outcome(game_id, "moved", rules, last["version"])
    store.unlist(game_id, [rules])
    return Outcome(game_id, "archived", rules, last["version"], path, size)


def write_durably(path: Path, data: bytes) -> int:
    """`path` holds `data` on disk when this returns, or is as it was: written under a temporary name,
    fsynced, renamed over `path`, and the directory fsynced so that the rename is on disk too."""
    partial = path.with_name(f".{path.name}.partial")
    with open(partial, "wb") as file:
        file.write(data)
        file.flush()
        os.fsync(file.fileno())
    os.replace(partial, path)
    directory = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(directory)
    finally:
        os.close(directory)
    return len(data)
