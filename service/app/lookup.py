"""The games as the store holds them and this process knows them: a game's fixed facts, its state at a
version (from the cache, or a snapshot and a few events), and the helpers every part shares."""
from __future__ import annotations

import hashlib
import hmac
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cached_property
from typing import Any, Generic, TypeVar

import orjson

from domain.core import match
from domain.core import table as tables
from domain.core.canonical import canonical_json, state_hash
from domain.core.registry import get_rules
from domain.core.rules import Event, Rules
from service.app import errors
from service.app.errors import ApplicationError, not_found
from service.app.ports import EventStore, Head

STATE_CACHE_SIZE = 2048
GAME_CACHE_SIZE = 20_000  # a game's fixed facts take a kilobyte or two
T = TypeVar("T")


def now_ms() -> int:
    return time.time_ns() // 1_000_000


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def now_iso() -> str:
    return iso(now_ms())


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def body_hash(value: Any) -> str:
    return hashlib.sha256(canonical_json(value)).hexdigest()


def event_of(envelope: dict) -> Event:
    return Event(envelope["type"], envelope["data"], envelope["seat"])


def valid_id(game_id: str) -> bool:
    return 1 <= len(game_id) <= 64 and all(c in "0123456789abcdef" for c in game_id)


@dataclass(frozen=True)
class Game:
    """What never changes about a game once created (cached per process)."""

    id: str
    rules: Rules
    rules_version: str
    options: dict
    seats: list[dict]
    token_hashes: list[str]
    seed: str
    seed_commitment: str
    seed_given: bool
    created_at: str
    forked_from: dict | None = None  # {"game", "version"}: the parent whose first events this log copies
    tournament: dict | None = None  # {"id", "round", "table"}: the tournament table this game is
    rated: bool = False  # its result moves its players' ratings once it ends (service/app/ratings.py)
    lane: str = ""  # whose lane its machine moves wait in (creation.lane_of; '': the shared lane)

    @property
    def kinds(self) -> list[str]:
        return [seat["kind"] for seat in self.seats]

    @cached_property
    def setting(self) -> match.Setting:
        return match.Setting(self.rules, self.options, tuple(self.kinds), self.seed, self.rules_version)

    def seat_of_account(self, account_id: str) -> int | None:
        """The seat the account holds at this game (an account holds at most one), or None."""
        return next((seat["seat"] for seat in self.seats if seat.get("account") == account_id), None)

    def seat_of(self, token: str) -> int | None:
        digest = token_hash(token)
        found = None
        for seat, stored in enumerate(self.token_hashes):
            if hmac.compare_digest(digest, stored):  # constant time, and no early exit over seats
                found = seat
        return found


@dataclass(frozen=True)
class Known:
    """A state this process built, after `version`, with its hash: used only while the log's hash at
    that version is still `state_hash` (after a rollback the log may have other events there). `table`
    is the game's table after `version` when that is the log's last version (else None)."""

    version: int
    state_hash: str
    state: Any
    table: dict | None = None


class Recent(Generic[T]):
    """What this process knows of the games it used last, at most `size` of them (what it holds is never
    mutated): a client reading game after game costs a bounded memory."""

    def __init__(self, size: int) -> None:
        self._items: OrderedDict[str, T] = OrderedDict()
        self._lock = threading.Lock()
        self._size = size

    def get(self, game_id: str) -> T | None:
        with self._lock:
            item = self._items.get(game_id)
            if item is not None:
                self._items.move_to_end(game_id)
            return item

    def put(self, game_id: str, item: T) -> None:
        with self._lock:
            self._items[game_id] = item
            self._items.move_to_end(game_id)
            while len(self._items) > self._size:
                self._items.popitem(last=False)

    def drop(self, game_id: str) -> None:
        with self._lock:
            self._items.pop(game_id, None)


def public_event(game: Game, envelope: dict, seat: int | None, full: bool = False) -> dict | None:
    """An event as `seat` (None: a spectator) may see it, None when it is hidden from them all; `full`:
    as it is."""
    event = event_of(envelope)
    if not full:
        event = tables.redact(game.rules, event, seat)
        if event is None:
            return None
    return {"version": envelope["version"], "type": event.type, "seat": event.seat, "turn": envelope["turn"],
            "round": envelope["round"], "data": event.data, "at": envelope["at"]}


class Games:
    """Finds the games in the store, and keeps the fixed facts and last states of those used last."""

    def __init__(self, store: EventStore) -> None:
        self.store = store
        self.facts: Recent[Game] = Recent(GAME_CACHE_SIZE)  # the games' fixed facts (seats, options, seed)
        self.states: Recent[Known] = Recent(STATE_CACHE_SIZE)
        # Asked about an id the store holds no game of (service/app/lobby.py Lobby.resume): 409
        # game_waiting while its seats wait, True once it has just started it (read it again).
        self.resume: Callable[[str], bool] | None = None

    def game(self, game_id: str) -> Game:
        cached = self.facts.get(game_id)
        if cached is not None:
            return cached
        meta = self.store.meta(game_id) if valid_id(game_id) else None
        if meta is None and valid_id(game_id) and self.resume is not None and self.resume(game_id):
            meta = self.store.meta(game_id)
        if meta is None:
            raise self.missing(game_id)
        rules = get_rules(meta["rules"])
        if rules is None:
            raise errors.NotFound("rules_not_found", f"This server no longer has the rules {meta['rules']!r}.")
        game = Game(
            id=game_id,
            rules=rules,
            rules_version=meta["rules_version"],
            options=orjson.loads(meta["options"]),
            seats=orjson.loads(meta["seats"]),
            token_hashes=orjson.loads(meta["token_hashes"]),
            seed=meta["seed"],
            seed_commitment=meta["seed_commitment"],
            seed_given=meta["seed_given"] == "1",
            created_at=meta["created_at"],
            forked_from=orjson.loads(meta["forked_from"]) if meta.get("forked_from") else None,
            tournament=orjson.loads(meta["tournament"]) if meta.get("tournament") else None,
            rated=meta.get("rated") == "1",
            lane=meta.get("lane", ""),
        )
        self.facts.put(game_id, game)
        return game

    def missing(self, game_id: str) -> ApplicationError:
        """The answer for a game the store does not hold: Gone for one the operator archived, else
        NotFound. Asked only once a read has found nothing, so reads of stored games pay nothing for it.
        The game leaves this process's caches: it may have been archived since they took it."""
        self.forget(game_id)
        if valid_id(game_id) and self.store.archived(game_id):
            return errors.Gone("game_archived", "The operator archived this finished game; it is no longer "
                               "served here (the operator can restore it from its archive file).")
        return not_found("game")

    def forget(self, game_id: str) -> None:
        """Drop the game from this process's caches (it has left the store)."""
        self.facts.drop(game_id)
        self.states.drop(game_id)

    def head(self, game: Game) -> Head:
        """The log's last version and hash; a log that is gone (every stored game has its set-up event) is
        a game archived since this process cached it."""
        head = self.store.head(game.id)
        if head.version == 0:
            raise self.missing(game.id)
        return head

    def state_at(self, game: Game, version: int, head: Head | None = None, memo: dict[int, Any] | None = None) -> Any:
        """State after event `version`: one round trip for a snapshot plus at most SNAPSHOT_EVERY events,
        none when this process knows the state and `head` (the log's last version and hash) shows it
        is still the log's. `memo`: states already built by the read that asks (an undo goes back to one)."""
        if memo is not None and version in memo:
            return memo[version]
        return self.known(game, version, head, memo).state

    def current(self, game: Game) -> Known:
        """The game's state after its last event, as the log has it."""
        head = self.head(game)
        return self.known(game, head.version, head)

    def known(self, game: Game, version: int, head: Head | None, memo: dict[int, Any] | None = None) -> Known:
        cached = self.states.get(game.id)
        if (cached is not None and head is not None and version == head.version == cached.version
                and cached.state_hash == head.state_hash):
            return cached
        reading = self.store.read_at(game.id, version, (cached.version, cached.state_hash) if cached else None)
        if reading.current == 0:
            raise self.missing(game.id)
        state = cached.state if cached is not None and reading.start == cached.version else reading.snapshot
        memo = {} if memo is None else memo
        for envelope in reading.envelopes:  # every state kept: an undo later in the read goes back to one
            state = tables.advance(game.rules, state, event_of(envelope),
                                   lambda v: self.state_at(game, v, memo=memo))
            memo[envelope["version"]] = state
        if reading.envelopes:
            digest = reading.envelopes[-1]["state_hash"]
        else:
            digest = cached.state_hash if cached is not None and reading.start == cached.version else state_hash(state)
        known = Known(version, digest, state, head.table if head is not None and version == head.version else None)
        if version == reading.current and known.table is not None:
            self.states.put(game.id, known)
        return known

    def inside_command(self, game: Game, version: int) -> bool:
        """Whether event `version` is followed by another of the same command: a state between a command's
        events, which no seat ever chose from (a fork or a move's analysis is refused there)."""
        following = self.store.events(game.id, after=version, limit=1)
        return bool(following) and following[0].get("command") is None

    def resolve_version(self, game: Game, at_version=None, at_turn=None, at_round=None) -> tuple[int, Head | None]:
        """The version a read names, with the log's head when that is the current version."""
        head = self.head(game)
        current = head.version
        if at_version is not None:
            if not 1 <= at_version <= current:
                raise errors.NotFound("version_not_found", f"This game has versions 1 to {current}.")
            return at_version, head if at_version == current else None
        for field, value in (("t", at_turn), ("r", at_round)):
            if value is not None:
                version = self.store.index_version(game.id, f"{field}:{value}")
                if version is None:
                    word = "turn" if field == "t" else "round"
                    raise errors.NotFound(f"{word}_not_found", f"This game has not reached {word} {value}.")
                return version, head if version == current else None
        return current, head
