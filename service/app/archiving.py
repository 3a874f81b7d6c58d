"""Finished games move from Redis to the archive store (the ArchiveStore port) in the background, each exactly
once: the relay runs a step every few seconds (workers/relay.py), each step a bounded batch of the games
finished more than TRACKSIDE_ARCHIVE_AFTER_S ago, oldest first (the live store's queue of finished games,
filled where a game is moved to the finished listings).

The steps run on a thread of their own beside the relay's loop, one at a time. A game moves in five steps, each of which may be the last before a crash, and each done again harmlessly
by the next run:
1. put: the whole game (log, meta, snapshots, turn index, Idempotency-Key records) written to the archive
   in one transaction, with its listing entries there (by id, rules, status, tournament, its accounts;
   the same log put again is a "duplicate": nothing written);
2. verify: the archive's head (last version and state hash, and its last event's hash in the chain) is
   the live head, or the game stays in Redis;
3. route: the move counted (one counter for every game: each process's memory of the ids found in
   neither store goes out of date; service/app/tiered.py);
4. remove: every key of the game deleted at once, only while its log is still the one archived (from
   then on tiered.py, finding no game of the id in Redis, reads it from the archive);
5. unlist: its entries in Redis's listing indexes (all games, by rules, by status, its accounts' games)
   deleted; then it leaves the queue.
A crash before 4 leaves the game live (the next put is a duplicate); after 4 it is read from the archive,
and the next run finds it gone, unlists it and takes it off the queue. From 1 on the game is listed by
both stores, each listing page merging them (tiered.py `merged`), so it is listed exactly once
throughout. Redis then keeps nothing of an archived game.

With the archive away, a step stops at the first game it cannot put (Unavailable) and the next step
tries again: live play never waits for the archive."""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

import orjson

from service.app import errors
from service.app.errors import Unavailable
from service.app.games import GameService
from service.app.lookup import now_ms
from service.app.ports import ArchivedGame, ArchiveStore
from service.app.tiered import LiveStore, Tiered

log = logging.getLogger("trackside.archiving")

BATCH = 20  # games moved per step: a step stays well under a second beside the relay's other work
STEP_EVERY_S = 5.0  # seconds between steps (the relay calls step_if_due on every pass)
STEP_BUDGET_S = 2.0  # a step starts no new game after this long (the next step goes on)
ARCHIVE_AFTER_S = 24 * 3600


class ArchivingStore(LiveStore, Protocol):
    """What the archiving needs of the live store besides its reads (service/adapters/redis/store.py)."""

    def due(self, before_ms: int, limit: int) -> list[str]: ...
    def postpone(self, game_id: str, until_ms: int) -> None: ...
    def dequeue(self, game_id: str) -> None: ...
    def route(self, game_id: str) -> None: ...
    def unlist(self, game_id: str, rules: Iterable[str], accounts: Iterable[str] = ()) -> None: ...
    def whole(self, game_id: str) -> ArchivedGame | None: ...
    def remove(self, game_id: str, version: int, state_hash: str) -> str: ...


@dataclass(frozen=True)
class Moved:
    game_id: str
    # "archived"; "gone" (archived by an earlier run, which died before taking it off the queue);
    # "postponed" (not old enough yet, or its tournament round still hides its deal); "conflict" (the
    # archive keeps another log under its id: left live, off the queue, logged); "unverified" (the copy
    # read back is not the live head: left live, tried again later); "moved" (its log changed while it
    # was archived: left live); "missing" (nothing of it anywhere: taken off the queue)
    what: str


class Archiving:
    def __init__(self, service: GameService, after_s: float = ARCHIVE_AFTER_S, batch: int = BATCH) -> None:
        tiered = service.games.store
        if not isinstance(tiered, Tiered):
            raise ValueError("archiving needs a GameService built with an archive store")
        self.games = service.games
        self.live: ArchivingStore = tiered.live  # type: ignore[assignment]
        self.archive: ArchiveStore = tiered.archive
        self.after_ms = int(after_s * 1000)
        self.batch = batch
        self.last_step = 0.0
        self.running = threading.Event()  # a step runs (step_if_due)

    def step_if_due(self) -> None:
        """Start a step on a thread of its own, if STEP_EVERY_S have passed since the last and none runs (the
        relay's loop calls this on every pass): the relay never waits for the archive, even a frozen one."""
        if self.running.is_set() or time.monotonic() - self.last_step < STEP_EVERY_S:
            return
        self.last_step = time.monotonic()
        self.running.set()
        threading.Thread(target=self._step_aside, name="archiving", daemon=True).start()

    def _step_aside(self) -> None:
        try:
            self.step()
        except Exception:  # noqa: BLE001 (Redis away, say: the next step tries again)
            log.exception("archiving step failed; the next step tries again")
        finally:
            self.running.clear()

    def step(self, now: int | None = None) -> list[Moved]:
        """Move a batch of the games due, for STEP_BUDGET_S at most; with the archive away, stop (the next
        step tries again)."""
        now = now_ms() if now is None else now
        moved: list[Moved] = []
        started = time.monotonic()
        for game_id in self.live.due(now - self.after_ms, self.batch):
            if time.monotonic() - started > STEP_BUDGET_S:
                break
            try:
                moved.append(self.move(game_id, now))
            except Unavailable as exc:
                log.warning("archiving paused: %s", exc.detail)
                break
            finally:
                self.games.forget(game_id)
        return moved

    def move(self, game_id: str, now: int) -> Moved:
        game = self.live.whole(game_id)
        if game is None:
            kept = self.archive.meta(game_id)
            if kept is not None:  # (an earlier run died after the removal: its listing entries may be left)
                self.unlist(game_id, kept)
            self.live.dequeue(game_id)
            return Moved(game_id, "gone" if kept is not None else "missing")
        progress = orjson.loads(game.meta.get("progress") or "{}")
        if progress.get("status") != "finished":  # (queued only once finished; a game never starts again)
            self.live.dequeue(game_id)
            return Moved(game_id, "missing")
        updated = _ms(progress.get("updated_at") or game.meta.get("created_at", ""))
        if updated + self.after_ms > now or game.meta.get("seed_hidden") == "1":
            # Too recent (queued before its age was known), or a duplicate round's table whose tournament
            # will still change its meta (the mark that hides its deal).
            self.live.postpone(game_id, max(updated, now) + self.after_ms)
            return Moved(game_id, "postponed")
        if self.archive.put(game) == "conflict":
            log.error("game %s: the archive keeps another log under its id; it stays in Redis", game_id)
            self.live.dequeue(game_id)
            return Moved(game_id, "conflict")
        last = game.events[-1]
        if not self.verified(game, last):
            self.live.postpone(game_id, now + self.after_ms)
            return Moved(game_id, "unverified")
        self.live.route(game_id)
        if self.live.remove(game_id, last["version"], last["state_hash"]) == "moved":
            # The store rolled back under us: the live log is the game (the archive's copy is never read
            # while Redis holds it, and its listing entries merge with the live ones).
            return Moved(game_id, "moved")
        self.unlist(game_id, game.meta)
        self.live.dequeue(game_id)
        return Moved(game_id, "archived")

    def unlist(self, game_id: str, meta: dict[str, str]) -> None:
        """The game off Redis's listing indexes: its rules' and its accounts' (the archive lists it now)."""
        seats = orjson.loads(meta.get("seats") or "[]")
        self.live.unlist(game_id, [meta["rules"]], sorted({seat["account"] for seat in seats if seat.get("account")}))

    def verified(self, game: ArchivedGame, last: dict) -> bool:
        """The archive's copy, read back, ends where the live log ends: the same head, the same last event."""
        head = self.archive.head(game.game_id)
        kept = self.archive.events(game.game_id, after=last["version"] - 1)
        return (head.version == last["version"] and head.state_hash == (game.meta.get("state_hash") or None)
                and len(kept) == 1 and kept[0] == last)


def archived_exports(service: GameService, rules: str | None = None, since: str | None = None,
                     until: str | None = None, tournament: str | None = None, cursor: str = "", limit: int = 20,
                     admin: bool = False) -> tuple[list[dict], str]:
    """The bulk export: a page of the archived games matching, in the order archived, each as its single
    export answers it (the admin's: whole; anyone else's: as a spectator's, a finished game's seed being
    public), and the cursor the next page starts from (the same while nothing new is archived). A game
    whose deal its tournament still hides is left out, as its single export refuses it."""
    if service.archive is None:
        raise errors.NotFound("no_archive", "This service keeps no archive of finished games.")
    try:
        page = service.archive.page(rules, since, until, tournament, cursor, limit)
    except ValueError:
        raise errors.invalid({"cursor": ["Not a cursor of this export."]}, "The query parameters are not valid.") \
            from None
    exports = []
    for archived in page.games:
        try:
            game = service.game(archived.game_id)
            exports.append(service.export(game, None, admin))
        except errors.Forbidden:  # (deal_hidden)
            continue
        finally:
            service.forget(archived.game_id)  # (a page's games are read once: the caches stay for the live)
    return exports, page.cursor


def _ms(at: str) -> int:
    """An ISO time as the store writes them (…Z), in ms; 0 when there is none."""
    if not at:
        return 0
    return int(datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp() * 1000)
