"""The application layer: games as event logs. Flask stays above it, Redis below it (EventStore)."""
from __future__ import annotations

import base64
import hashlib
import hmac
import logging
import secrets
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cached_property
from typing import Any, Generic, TypeVar

import orjson
from marshmallow import ValidationError

from domain.core import match
from domain.core import replay as replaying
from domain.core import table as tables
from domain.core.bots import bot_command, determiniser
from domain.core.canonical import state_hash
from domain.core.game import CommandInvalid, automa_command, load_options, redeal_events, setup_events
from domain.core.registry import get_rules
from domain.core.rng import derived_seed, seed_commitment
from domain.core.rules import Event, RuleEngineLimit, Rules, RuleViolation, SeatSpec, Status
from domain.core.search import LEVELS, timed
from domain.core.table import MACHINE_KINDS
from service.adapters.store import SNAPSHOT_EVERY, EventStore, Head, dumps
from service.app import errors, outbox
from service.app.errors import ApplicationError, invalid, not_found
from service.app.players import NewGame
from service.app.ports import Answer

log = logging.getLogger("trackside")

STATE_CACHE_SIZE = 2048
GAME_CACHE_SIZE = 20_000  # a game's fixed facts take a kilobyte or two
T = TypeVar("T")
APPEND_ATTEMPTS = 5
LIST_READS = 4  # index reads per listing page
ARCHIVE_FORMAT = 2  # `trackside archive`'s files: 1 kept the token hashes; 2 adds the Idempotency-Key records
FUTURE_SKEW_MS = 5 * 60 * 1000  # an imported event may be timed this far past our clock (clocks drift apart)


def now_ms() -> int:
    return time.time_ns() // 1_000_000


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def now_iso() -> str:
    return iso(now_ms())


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def seat_token(game_id: str, salt: str, idempotency_key: str | None, seat: int) -> str:
    """A seat's secret token. A creation with an idempotency key derives the tokens from the key and
    a random salt (so a retry can answer them again while only their hashes are stored); otherwise
    they are simply random."""
    if idempotency_key is None:
        return f"{game_id}.{secrets.token_urlsafe(24)}"
    mac = hmac.new(bytes.fromhex(salt), f"{idempotency_key}\0{seat}".encode(), hashlib.sha256).digest()
    return f"{game_id}.{base64.urlsafe_b64encode(mac[:24]).decode()}"


def body_hash(value: Any) -> str:
    return hashlib.sha256(dumps(value)).hexdigest()


class FirstAnswer(Exception):
    """An idempotency key already has an answer (another request with it got there first)."""

    def __init__(self, record: dict) -> None:
        super().__init__("first answer")
        self.record = record


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

    @property
    def kinds(self) -> list[str]:
        return [seat["kind"] for seat in self.seats]

    @cached_property
    def setting(self) -> match.Setting:
        return match.Setting(self.rules, self.options, tuple(self.kinds), self.seed, self.rules_version)

    def seat_of(self, token: str) -> int | None:
        digest = token_hash(token)
        found = None
        for seat, stored in enumerate(self.token_hashes):
            if hmac.compare_digest(digest, stored):  # constant time, and no early exit over seats
                found = seat
        return found


@dataclass(frozen=True)
class Checked:
    """An export that passed an import's checks (GameService._checked_export)."""

    rules: Rules
    summary: dict
    envelopes: list[dict]
    seed: str
    players: list[dict]  # the set-up's seats, as a create request names them
    options: dict | None  # the set-up's options
    report: replaying.ReplayReport


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


class GameService:
    def __init__(self, store: EventStore, bot_seconds: float = LEVELS["strong"].seconds,
                 answer: Answer | None = None) -> None:
        self.store = store
        self.bot_seconds = bot_seconds  # the strong bots' time a move; the other levels think a share of it
        self.answer = answer  # how the API answers a refusal: kept as a seat command's first answer to its key
        self._games: Recent[Game] = Recent(GAME_CACHE_SIZE)  # the games' fixed facts (seats, options, seed)
        self._states: Recent[Known] = Recent(STATE_CACHE_SIZE)

    # --- loading --------------------------------------------------------------------------------
    def game(self, game_id: str) -> Game:
        cached = self._games.get(game_id)
        if cached is not None:
            return cached
        meta = self.store.meta(game_id) if _valid_id(game_id) else None
        if meta is None:
            raise self._missing(game_id)
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
        )
        self._games.put(game_id, game)
        return game

    def _missing(self, game_id: str) -> ApplicationError:
        """The answer for a game the store does not hold: 410 for one the operator archived, else 404.
        Asked only once a read has found nothing, so reads of stored games pay nothing for it. The game
        leaves this process's caches: it may have been archived since they took it."""
        self.forget(game_id)
        if _valid_id(game_id) and self.store.archived(game_id):
            return errors.Gone("game_archived", "The operator archived this finished game; it is no longer "
                           "served here (the operator can restore it from its archive file).")
        return not_found("game")

    def forget(self, game_id: str) -> None:
        """Drop the game from this process's caches (it has left the store)."""
        self._games.drop(game_id)
        self._states.drop(game_id)

    def _head(self, game: Game) -> Head:
        """The log's last version and hash; a log that is gone (every stored game has its set-up event) is
        a game archived since this process cached it."""
        head = self.store.head(game.id)
        if head.version == 0:
            raise self._missing(game.id)
        return head

    def state_at(self, game: Game, version: int, head: Head | None = None, memo: dict[int, Any] | None = None) -> Any:
        """State after event `version`: one round trip for a snapshot plus at most SNAPSHOT_EVERY events,
        none when this process knows the state and `head` (the log's last version and hash) shows it
        is still the log's. `memo`: states already built by the read that asks (an undo goes back to one)."""
        if memo is not None and version in memo:
            return memo[version]
        return self._known(game, version, head, memo).state

    def current(self, game: Game) -> Known:
        """The game's state after its last event, as the log has it."""
        head = self._head(game)
        return self._known(game, head.version, head)

    def _known(self, game: Game, version: int, head: Head | None, memo: dict[int, Any] | None = None) -> Known:
        cached = self._states.get(game.id)
        if (cached is not None and head is not None and version == head.version == cached.version
                and cached.state_hash == head.state_hash):
            return cached
        reading = self.store.read_at(game.id, version, (cached.version, cached.state_hash) if cached else None)
        if reading.current == 0:
            raise self._missing(game.id)
        state = cached.state if cached is not None and reading.start == cached.version else reading.snapshot
        memo = {} if memo is None else memo
        for envelope in reading.envelopes:  # every state kept: an undo later in the read goes back to one
            state = tables.advance(game.rules, state, _event(envelope),
                                   lambda v: self.state_at(game, v, memo=memo))
            memo[envelope["version"]] = state
        if reading.envelopes:
            digest = reading.envelopes[-1]["state_hash"]
        else:
            digest = cached.state_hash if cached is not None and reading.start == cached.version else state_hash(state)
        known = Known(version, digest, state, head.table if head is not None and version == head.version else None)
        if version == reading.current and known.table is not None:
            self._states.put(game.id, known)
        return known

    def resolve_version(self, game: Game, at_version=None, at_turn=None, at_round=None) -> tuple[int, Head | None]:
        """The version a read names, with the log's head when that is the current version."""
        head = self._head(game)
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

    # --- creating -------------------------------------------------------------------------------
    def create(self, rules_name: str, players: list[dict], options: dict | None, seed: str | None,
               rules_version: str | None = None, idempotency_key: str | None = None, imported: bool = False,
               copy: tuple[Game, list[dict]] | None = None, table_version: int = tables.TABLE_VERSION,
               client: str = "") -> dict:
        """A new game under the newest rules and table rules (an import keeps the versions its log was
        played under).
        With an idempotency key, a retry of the same request by the same `client` (who asked, as the
        caller names it) answers the game the first one created; the key of another client is another key.
        `copy`: a fork's parent and the events it copies, whole commands, instead of a new set-up."""
        rules = get_rules(rules_name)
        if rules is None:
            raise errors.Refused("unknown_rules", f"There are no rules named {rules_name!r}.")
        rules_version = rules_version or rules.rules_version
        digest = body_hash({"rules": rules_name, "players": players, "options": options, "seed": seed})
        try:
            options = load_options(rules, options, table_version)
        except CommandInvalid as exc:
            raise invalid(exc.errors, "The game options are not valid.") from exc
        seeds = [SeatSpec(p["name"], p.get("kind", "human")) for p in players]
        plan = {"game_id": f"{int(time.time() * 1000):012x}{secrets.token_hex(5)}", "salt": secrets.token_hex(16),
                "seed": seed if seed is not None else secrets.token_hex(32), "body_hash": digest}
        if idempotency_key:
            # The first request with the key fixes the game's id, seed and token salt: every retry
            # builds the very same game, and only one of them can append its first events.
            scoped = f"{client}\0{idempotency_key}"  # else anyone replaying a key would get its seat tokens
            plan = self.store.creation_plan(hashlib.sha256(scoped.encode()).hexdigest(), plan)
            if plan["body_hash"] != digest:
                raise errors.Refused("idempotency_key_reused",
                              "This Idempotency-Key was used before with a different request.")
        game_id, game_seed = plan["game_id"], plan["seed"]
        command = {"type": "setup", "options": options, "table_version": table_version,
                   "seats": [{"name": s.name, "kind": s.kind, **_bot_level(p)} for s, p in zip(seeds, players, strict=True)]}
        if copy is not None:
            parent, envelopes = copy
            if [s.kind == "automa" for s in seeds] != [seat["kind"] == "automa" for seat in parent.seats]:
                raise errors.Refused("fork.seats", "A fork keeps the game's seats: as many, and the rulebook automa "
                              "where it was; a player's seat may go to a bot and back.")
            batches = [(batch[0]["command"], [_event(e) for e in batch]) for batch in replaying.batches(envelopes)]
            # The fork's own set-up command (its seats and options) opens its log: replay reads the table from it.
            batches[0] = (command, batches[0][1])
            # What the copied log hid is dealt again from the fork's own seed (the parent's export shows it all).
            redealt = redeal_events(rules, [event for _, events in batches for event in events], game_seed)
            batches += [({"type": tables.REDEAL_COMMAND}, redealt)] if redealt else []
        else:
            try:
                batches = [(command, setup_events(rules, options, seeds, game_seed, rules_version))]
            except RuleViolation as exc:
                raise errors.Refused(exc.code, exc.message, **exc.details) from exc
        tokens = [seat_token(game_id, plan["salt"], idempotency_key, seat) for seat in range(len(seeds))]
        game = Game(
            id=game_id, rules=rules, rules_version=rules_version, options=options, seats=_seats(players),
            token_hashes=[token_hash(t) for t in tokens], seed=game_seed,
            seed_commitment=seed_commitment(game_seed), seed_given=seed is not None, created_at=now_iso(),
            forked_from={"game": copy[0].id, "version": len(copy[1])} if copy is not None else None,
        )
        moment = now_ms()
        decision = match.record(game.setting, match.Position(0, None), batches, lambda v: self.state_at(game, v),
                                moment)
        if self._append(game, None, decision, "", static_meta=_static_meta(game, imported), at_ms=moment) is None:
            game = self.game(game_id)  # a retry: the first request with this key created the game
            self.store.confirm_replicated(game_id)
        self.store.add_to_index(game_id, rules.name)
        self._games.put(game_id, game)
        return {"game": self.summary(game), "seats": [{**seat, "token": tokens[seat["seat"]]} for seat in game.seats]}

    def import_game(self, export: dict) -> dict:
        checked = self._checked_export(export)
        created = self.create(checked.rules.name, checked.players, checked.options, checked.seed,
                              checked.summary["rules_version"], imported=True,
                              table_version=tables.setup_version(checked.envelopes[0]["command"]))
        game = self.game(created["game"]["id"])
        # The new game re-plays the imported commands through the ordinary append path.
        for batch in replaying.batches(checked.envelopes)[1:]:
            command = batch[0]["command"]
            self._submit(game, command["seat"], {"type": command["type"], "data": command["data"]},
                         expected_version=batch[0]["version"] - 1, by=command.get("by"), at_ms=replaying.at_ms(batch[0]))
        return {"game": self.summary(game)}

    def restore(self, archived: dict) -> dict:
        """An archived game back under its own id and seat tokens (the file's `archive` section keeps the
        tokens' hashes, which an export does not show, and from format 2 the first answers to its
        Idempotency-Keys), after an import's checks: every command decided again, every event and state
        hash compared (a fork's copied events against its stored parent). The log is stored as it was,
        byte for byte, with the meta, snapshots and turn index its appends wrote. A game already stored
        with this very log (a restore run twice) is left as it is, its missing key records added."""
        section = archived.get("archive")
        if isinstance(section, dict) and section.get("format", 1) not in (1, ARCHIVE_FORMAT):
            raise invalid({"archive": {"format": [f"1 or {ARCHIVE_FORMAT}, as `trackside archive` writes it"]}})
        checked = self._checked_export(archived, forks=True, keep_every=SNAPSHOT_EVERY)
        summary, envelopes, rules = checked.summary, checked.envelopes, checked.rules
        token_hashes = section.get("token_hashes") if isinstance(section, dict) else None
        if not _valid_id(str(summary.get("id"))) or not _token_hashes(token_hashes, len(checked.players)):
            raise invalid({"archive": ["needs the game's id and its seats' token hashes, as `trackside archive` "
                                       "writes them (an export without them can be imported, under a new id)"]})
        records = _command_records(section.get("commands", {}), envelopes, len(checked.players))
        game = Game(id=summary["id"], rules=rules, rules_version=summary["rules_version"],
                    options=load_options(rules, checked.options, tables.setup_version(envelopes[0]["command"])),
                    seats=_seats(checked.players),
                    token_hashes=token_hashes, seed=checked.seed, seed_commitment=summary["seed_commitment"],
                    # (an archive older than `seed_chosen` said it in `seed_public`)
                    seed_given=summary.get("seed_chosen", summary.get("seed_public")) is True,
                    created_at=str(summary.get("created_at")),
                    forked_from=summary.get("forked_from") or None)
        last = envelopes[-1]
        meta = {**_static_meta(game, summary.get("imported") is True), "state_hash": last["state_hash"],
                "progress": _progress(checked.report.status(rules), str(summary.get("updated_at"))),
                "table": checked.report.table}
        fresh = self.store.head(game.id).version == 0
        if fresh:  # (listed by the relay too, from the outbox entry, should this process die before it lists it)
            self.store.append(game.id, 0, envelopes, meta=meta, snapshots=checked.report.snapshots,
                              index=_first_versions(envelopes),
                              outbox=outbox.entry(game.id, len(envelopes), (match.GameListed(),)))
        head = self.store.head(game.id)
        if (head.version, head.state_hash) != (len(envelopes), last["state_hash"]):
            raise errors.Conflict("restore.id_taken", f"Game {game.id} is stored with another log; it was left as it is.")
        self.store.keep_command_records(game.id, records)
        self.store.add_to_index(game.id, rules.name, "finished")
        self.store.unarchive(game.id)
        return {"game": self.summary(self.game(game.id)), "restored": fresh}

    def _checked_export(self, export: dict, forks: bool = False, keep_every: int = 0) -> Checked:
        """An export that passes an import's checks: known rules and rules version, the seed of its
        commitment, a set-up a new game may have, a log that replays (every command decided again, every
        event and state hash compared) to a finished game. What costs nothing is checked before the replay
        (_check_claims). `forks`: a fork is welcome when its copied events are its stored parent's (they
        were decided with the parent's seed, so only the parent can vouch for them); an import refuses
        one. `keep_every`: as replay's."""
        summary = export.get("game")
        envelopes = export.get("events")
        seed = export.get("seed") or (summary or {}).get("seed")
        if not isinstance(summary, dict) or not isinstance(envelopes, list) or not isinstance(seed, str):
            raise invalid({"export": ["needs game, events and the revealed seed of a finished game"]})
        rules = get_rules(str(summary.get("rules")))
        if rules is None:
            raise errors.Refused("unknown_rules", f"There are no rules named {summary.get('rules')!r}.")
        if summary.get("rules_version") not in rules.rules_versions:
            raise errors.Refused("rules_version_mismatch",
                          f"The export was played with rules {summary.get('rules_version')}, this server decides "
                          f"{', '.join(rules.rules_versions)}.")
        if summary.get("status", "finished") != "finished":  # an export's summary says; a hand-made one may not
            raise errors.Refused("game_not_finished", "Only finished games can be imported.")
        forked_from = summary.get("forked_from")
        if forked_from and not forks:
            raise errors.Refused("import.fork", "A fork's first events were decided with its parent's seed; "
                          "import the parent instead.")
        copied = forked_from.get("version") if isinstance(forked_from, dict) else 0
        if forked_from and not (isinstance(copied, int) and not isinstance(copied, bool) and 1 <= copied <= len(envelopes)
                                and _valid_id(str(forked_from.get("game"))) and forked_from["game"] != summary.get("id")):
            raise invalid({"game": {"forked_from": ["the parent game and the version forked at"]}})
        if seed_commitment(seed) != summary.get("seed_commitment"):
            raise errors.Refused("seed_mismatch", "The seed does not match the game's published seed commitment.")
        if not envelopes or not all(isinstance(e, dict) for e in envelopes):
            raise invalid({"events": ["a non-empty list of event objects"]})
        setup = envelopes[0].get("command")
        if not isinstance(setup, dict) or setup.get("type") != "setup":
            raise invalid({"events": ["the first event must carry the setup command"]})
        try:  # the seats and options pass the very checks a new game's do
            players = NewGame().load({"players": setup.get("seats"), "options": setup.get("options") or {},
                                      "seed": seed})["players"]
        except ValidationError as exc:
            raise invalid(exc.messages, "The export's setup is not one a new game may have.") from exc
        _check_claims(envelopes, len(players))
        if forked_from:
            self._check_copied(forked_from["game"], copied, envelopes)
        report = replaying.replay(rules, seed, envelopes, copied=copied, keep_every=keep_every)
        if not report.ok:
            raise errors.Refused("import_divergence", "The log does not replay: " + report.first_divergence["reason"],
                          version=report.first_divergence["version"])
        if not report.status(rules).finished:
            raise errors.Refused("game_not_finished", "Only finished games can be imported.")
        return Checked(rules, summary, envelopes, seed, players, setup.get("options"), report)

    def _check_copied(self, parent_id: str, copied: int, envelopes: list[dict]) -> None:
        """A fork's first `copied` events must be its parent's, as the store holds them: the same events,
        state hashes and commands (but the fork's own set-up, which may change the seats' players and the
        table's options, not the automa's seats nor the game's own options)."""
        parent = self.store.events(parent_id, upto=copied)
        if len(parent) < copied:
            raise errors.Refused("restore.fork_unchecked",
                          f"This game is a fork of game {parent_id} at version {copied}: its first {copied} events "
                          "were decided with that game's seed, and only that game, stored here, can vouch for them. "
                          "Restore that game first (or give its archive file in the same run).",
                          parent=parent_id)
        own, theirs = envelopes[0]["command"], parent[0]["command"]
        same_setup = (tables.split_options(own.get("options") or {})[0] == tables.split_options(theirs["options"])[0]
                      and [s.get("kind") == "automa" for s in own["seats"]]
                      == [s.get("kind") == "automa" for s in theirs["seats"]])
        fields = ("version", "type", "data", "seat", "state_hash")
        for mine, stored in zip(envelopes, parent, strict=False):
            if ([mine.get(f) for f in fields] != [stored[f] for f in fields] or not same_setup
                    or (stored["version"] > 1 and mine.get("command") != stored["command"])):
                raise errors.Refused("restore.fork_mismatch", f"This game is a fork of game {parent_id} at version "
                              f"{copied}, but its event {stored['version']} is not that game's.",
                              parent=parent_id, version=stored["version"])

    # --- reading --------------------------------------------------------------------------------
    def summary(self, game: Game) -> dict:
        meta = self.store.meta(game.id)
        if meta is None:
            raise self._missing(game.id)
        progress = orjson.loads(meta.get("progress", "{}"))
        finished = progress.get("status") == "finished"
        winners = progress.get("winners", [])
        table = orjson.loads(meta["table"]) if meta.get("table") else {}
        return {
            "id": game.id,
            "rules": game.rules.name,
            "rules_version": game.rules_version,
            "options": game.options,
            "seats": [_seat_now(table, seat) for seat in game.seats],
            "clocks": _clocks(game, table, finished),
            "forked_from": game.forked_from,
            "version": int(meta.get("version", 0)),
            "turn": progress.get("turn", 0),
            "round": progress.get("round", 0),
            "status": progress.get("status", "active"),
            "active_seats": progress.get("active_seats", []),
            "scores": progress.get("scores") if finished else None,
            "winner": winners[0] if finished and len(winners) == 1 else None,
            "winners": winners if finished else [],
            "seed_commitment": game.seed_commitment,
            # Every seed, the creator's own too, is secret until the end: it deals every hidden card.
            "seed": game.seed if finished else None,
            "seed_public": finished,
            "seed_chosen": game.seed_given,
            "created_at": game.created_at,
            "updated_at": progress.get("updated_at", game.created_at),
            "imported": meta.get("imported") == "1",
        }

    def list_games(self, rules: str | None, status: str | None, limit: int, cursor: str | None) -> dict:
        found: list[dict] = []
        before = cursor
        for _ in range(LIST_READS):  # more than one read only where an index entry was out of date
            want = limit - len(found)
            ids = self.store.list_games(before, want, rules, status)
            for game_id in ids:
                before = game_id
                try:
                    summary = self.summary(self.game(game_id))
                except (errors.NotFound, errors.Gone):  # (left the store since the index named it)
                    continue
                if status is not None and summary["status"] != status:
                    # The append that finished the game was made, its index move was not (a crash
                    # in between): move it now.
                    self.store.mark_finished(game_id, summary["rules"])
                    continue
                found.append(summary)
            if len(ids) < want or len(found) == limit:
                break
        more = before is not None and bool(self.store.list_games(before, 1, rules, status))
        return {"games": found, "next_cursor": before if more else None}

    def state(self, game: Game, seat: int | None, version: int, head: Head | None = None) -> dict:
        known = self._known(game, version, head)
        state = known.state
        status = match.status(game.rules, state, known.table or {})
        return {
            "version": version,
            "turn": status.turn,
            "round": status.round,
            "status": "finished" if status.finished else "active",
            "state_hash": state_hash(state),
            "seed_public": self._seed_public(game, status, head),
            "view": game.rules.view(state, seat),
            # The table (clocks) is kept for the log's last version only.
            "clocks": _clocks(game, known.table, status.finished) if known.table is not None else None,
        }

    def _seed_public(self, game: Game, status: Status, head: Head | None) -> bool:
        """Whether the game's seed is published: the game has ended (by the version shown, or since,
        which only the meta tells of a version before the last)."""
        if status.finished or head is not None:
            return status.finished
        return orjson.loads(self.store.meta(game.id).get("progress", "{}")).get("status") == "finished"

    def events(self, game: Game, seat: int | None, after: int, limit: int, full: bool = False) -> dict:
        envelopes = self.store.events(game.id, after=after, limit=limit)
        last = self.store.version(game.id)
        if last == 0:
            raise self._missing(game.id)
        return {"events": [e for e in (self.public_event(game, env, seat, full) for env in envelopes) if e],
                "last_version": last}

    def public_event(self, game: Game, envelope: dict, seat: int | None, full: bool = False) -> dict | None:
        event = _event(envelope)
        if not full:
            event = tables.redact(game.rules, event, seat)
            if event is None:
                return None
        return {"version": envelope["version"], "type": event.type, "seat": event.seat, "turn": envelope["turn"],
                "round": envelope["round"], "data": event.data, "at": envelope["at"]}

    def legal_commands(self, game: Game, seat: int) -> dict:
        known = self.current(game)
        version, state, table = known.version, known.state, known.table or {}
        if match.status(game.rules, state, table).finished or game.seats[seat]["kind"] in MACHINE_KINDS:
            return {"version": version, "commands": []}
        own = tables.seat_commands(table, game.options, game.kinds, seat)
        if tables.controller(table, game.kinds, seat) != "human" or seat in table.get("out", ()):
            return {"version": version, "commands": own}
        return {"version": version, "commands": game.rules.legal_commands(state, seat) + own}

    def export(self, game: Game, seat: int | None, admin: bool) -> dict:
        summary = self.summary(game)
        full = admin or summary["status"] == "finished"
        envelopes = self.store.events(game.id)
        if full:
            out = {"game": summary, "events": envelopes}
            if summary["status"] == "finished" or admin:
                out["seed"] = game.seed
            return out
        events = []
        for envelope in envelopes:
            public = self.public_event(game, envelope, seat)
            if public is None:
                continue
            command = envelope.get("command")
            own = command is not None and seat is not None and command.get("seat") == seat
            events.append({**public, "command": command if own else None})
        return {"game": summary, "events": events, "redacted": True}

    def verify(self, game: Game, upto: int | None = None) -> dict:
        """Re-decide the log (up to version `upto`). A fork's first events are the parent's, decided with
        the parent's secret seed: they are checked by their state hashes, every later command is decided again."""
        copied = game.forked_from["version"] if game.forked_from else 0
        envelopes = self.store.events(game.id, upto=upto)
        if not envelopes:
            raise self._missing(game.id)
        return replaying.replay(game.rules, game.seed, envelopes, copied=copied).as_dict()

    # --- playing --------------------------------------------------------------------------------
    def submit(self, game: Game, seat: int, command: dict, expected_version: int | None = None,
               idempotency_key: str | None = None, if_match: int | None = None) -> tuple[int, dict]:
        key = f"seat:{seat}:{idempotency_key}" if idempotency_key else ""
        digest = body_hash({"command": command, "expected_version": expected_version, "if_match": if_match})
        if key:
            record = self.store.command_record(game.id, key)
            if record is not None:
                return self._replayed(game, seat, record, digest)
        try:
            current = self.store.version(game.id) if if_match is not None else None
            if current is not None and if_match != current:
                raise errors.PreconditionFailed("precondition_failed", f"If-Match names version {if_match}; the game is at "
                              f"{current}.", current_version=current)
            return 201, self._submit(game, seat, command, expected_version if if_match is None else if_match,
                                     key=key, digest=digest)
        except FirstAnswer as first:
            return self._replayed(game, seat, first.record, digest)
        except (errors.Conflict, errors.PreconditionFailed):
            # A duplicate of a request that has just appended finds the version moved on: the key's
            # first answer wins over the version check.
            record = self.store.command_record(game.id, key) if key else None
            if record is not None:
                return self._replayed(game, seat, record, digest)
            raise
        except errors.Refused as refusal:
            if key and self.answer is not None:  # a refused command keeps its first answer too
                status, body = self.answer(refusal)
                stored = self.store.remember_result(game.id, key, {"status": status, "body": body, "body_hash": digest})
                return self._replayed(game, seat, stored, digest)
            raise

    def play_automa(self, game_id: str, version: int) -> dict:
        """Run the automa or bot seat that must act at `version` (a bot also plays a seat its player
        left); a stale or repeated job changes nothing."""
        game = self.game(game_id)
        known = self.current(game)
        if known.version != version:
            return self._moved_on(game, version, f"automa:{version}")
        state, table = known.state, known.table or {}
        status = match.status(game.rules, state, table)
        automa_seats = [s for s in status.active_seats if tables.controller(table, game.kinds, s) in MACHINE_KINDS]
        if status.finished or not automa_seats:
            return {"outcome": "nothing_to_do", "version": version}
        seat = automa_seats[0]
        by = tables.controller(table, game.kinds, seat)
        if by == "bot":
            # The bot sees the seat's view and redacted history only (bot_command redacts); its time budget
            # makes the choice machine-dependent, so verify re-decides it like a player's command.
            events = [_event(envelope) for envelope in self.store.events(game.id)]
            level = game.seats[seat].get("level", tables.TAKE_OVER_LEVEL)
            budget = timed(determiniser(game.rules).LEVELS[level], self.bot_seconds)
            command = bot_command(game.rules, events, state, seat, budget, derived_seed(game.seed, f"bot/{version}"),
                                  clock=time.monotonic)
        else:
            command = automa_command(game.rules, state, version, seat, game.seed)
        return self._machine_move(game, seat, command, version, f"automa:{version}", by)

    def expire_clock(self, game_id: str, version: int) -> dict:
        """The clock job at `version`: if a running clock has reached zero, the table acts on it (the
        seat loses, or a bot takes it over, as the game was created to say); a stale, early or
        repeated job changes nothing."""
        game = self.game(game_id)
        known = self.current(game)
        table = known.table or {}
        deadline = tables.deadline_ms(table)
        if known.version != version or deadline is None:
            return self._moved_on(game, version, f"clock:{version}")
        ran_out = tables.run_out(table, now_ms())
        if not ran_out:
            return {"outcome": "early", "version": version, "deadline_ms": deadline}
        return self._machine_move(game, ran_out[0], {"type": tables.CLOCK_COMMAND, "data": {}}, version,
                                  f"clock:{version}", "clock")

    def _machine_move(self, game: Game, seat: int, command: dict, version: int, key: str, by: str) -> dict:
        try:
            body = self._submit(game, seat, command, expected_version=version, key=key, digest=body_hash(command),
                                by=by)
        except FirstAnswer:
            return self._moved_on(game, version, key)
        except errors.Conflict as conflict:
            if conflict.code == "version_conflict":
                return self._moved_on(game, version, key)
            raise
        return {"outcome": "played" if by != "clock" else "acted", "version": body["version"], "command": command}

    def _moved_on(self, game: Game, version: int, key: str) -> dict:
        """A machine's job finds the game past `version`. When that was its own move (`key` recorded), the
        move must be on the replicas asked for before the job may end (503 not_replicated, and the job is
        tried again): a failover could otherwise take the move back, and no job would be left to play it."""
        if self.store.wait_replicas and self.store.command_record(game.id, key) is not None:
            self.store.confirm_replicated(game.id)
        return {"outcome": "stale", "version": version}

    def fork(self, parent: Game, at_version: int, players: list[dict] | None, options: dict | None,
             seed: str | None, may_see_all: bool) -> dict:
        """A new game whose log is the parent's first `at_version` events (a whole number of commands),
        played on from there with new seats and its own new seed: the parent's future dice are not the
        fork's. Forking a game whose log so far hides anything from a spectator needs someone who may
        see it all (the game is finished, or the admin): the copied log holds the hidden parts."""
        head = self._head(parent)
        if not 1 <= at_version <= head.version:  # (the game is there: the body names what it does not have)
            raise errors.Refused("fork.no_such_version", f"This game has versions 1 to {head.version}.")
        envelopes = self.store.events(parent.id, upto=at_version)
        following = self.store.events(parent.id, after=at_version, limit=1)
        if following and following[0].get("command") is None:
            raise errors.Refused("fork.mid_command", f"Version {at_version} is in the middle of a command's events; "
                          "fork at the last event of a command.")
        rules = parent.rules
        known = self.current(parent)
        finished = match.status(rules, known.state, known.table or {}).finished
        if not (may_see_all or finished) and any(tables.redact(rules, _event(e), None) != _event(e) for e in envelopes):
            raise errors.Forbidden("fork.hidden_information",
                          "This game hides information from spectators; only the admin may fork it before it ends.")
        own_options, table_options = tables.split_options(options or {})
        if own_options:
            raise invalid({"options": ["a fork keeps the game's own options; only undo and clock may change"]})
        return self.create(rules.name, players or [_player(seat) for seat in parent.seats],
                           {**parent.options, **table_options}, seed, parent.rules_version, copy=(parent, envelopes))

    def _replayed(self, game: Game, seat: int, record: dict, digest: str) -> tuple[int, dict]:
        if record.get("body_hash") != digest:
            raise errors.Refused("idempotency_key_reused",
                          "This Idempotency-Key was used before with a different request.")
        if record["status"] != 201:
            return record["status"], record["body"]
        self.store.confirm_replicated(game.id)  # the first 201 was given only once the replicas had it
        envelopes = self.store.events(game.id, after=record["first"] - 1, upto=record["last"])
        events = [e for e in (self.public_event(game, env, seat) for env in envelopes) if e]
        return 201, {"version": record["last"], "events": events}

    def _submit(self, game: Game, seat: int, command: dict, expected_version: int | None, key: str = "",
                digest: str = "", by: str | None = None, at_ms: int | None = None) -> dict:
        # Decided first on the state this process last saw, without reading the log's head: the append
        # refuses it ("conflict", "stale") if the log has moved on. Only a refusal of our own (a 409 or
        # 422) waits for the head, so that every answer but a 201 is given on the log's own state.
        known = self._states.get(game.id)
        fresh = known is None or (expected_version is not None and known.version != expected_version)
        if fresh:
            known = self.current(game)
        for _ in range(APPEND_ATTEMPTS):
            moment = at_ms if at_ms is not None else now_ms()
            try:
                decision = self._decide(game, known, seat, command, expected_version, by, moment)
            except ApplicationError:
                if fresh:
                    raise
                known, fresh = self.current(game), True
                continue
            outcome = self._append(game, known, decision, key, digest=digest, at_ms=moment)
            if outcome is not None:
                envelopes, record_version = outcome
                events_out = [e for e in (self.public_event(game, env, seat) for env in envelopes) if e]
                return {"version": record_version, "events": events_out}
            record = self.store.command_record(game.id, key) if key else None
            if record is not None:  # the same key won a race with us: its first answer stands
                raise FirstAnswer(record)
            was_fresh, (known, fresh) = fresh, (self.current(game), True)
            if was_fresh and expected_version is not None and known.version != expected_version:
                raise errors.Conflict("version_conflict", "Another command was appended first.",
                              current_version=known.version)
        current = self.store.version(game.id)
        raise errors.Conflict("version_conflict", "The game is too busy; try again.", current_version=current)

    def _decide(self, game: Game, known: Known, seat: int, command: dict, expected_version: int | None,
                by: str | None, moment: int) -> match.Decision:
        """The decision on `command` at `known`, or the application error that refuses it."""
        version = known.version
        position = match.Position(version, known.state, known.table or {})
        try:
            return match.decide(game.setting, position, seat, command, lambda v: self.state_at(game, v), by, moment,
                                expected_version)
        except CommandInvalid as exc:
            raise invalid(exc.errors, "The command does not match its schema.") from exc
        except match.Conflict as exc:
            raise errors.Conflict(exc.code, exc.message, current_version=version) from exc
        except RuleViolation as exc:
            if isinstance(exc, RuleEngineLimit):
                log.error("rule engine limit: game %s v%d seat %d %s", game.id, version, seat, command["type"])
            raise errors.Refused(exc.code, exc.message, **exc.details) from exc

    def _append(self, game: Game, before: Known | None, decision: match.Decision, key: str, digest: str = "",
                static_meta: dict | None = None, at_ms: int | None = None) -> tuple[list[dict], int] | None:
        """Append a decision's events, with their states' hashes, onto the state `before` (None for a new
        game) atomically, and its intents to the outbox; None when another writer got there first, or the
        log is not at `before` any more."""
        version = before.version if before is not None else 0
        at = iso(at_ms if at_ms is not None else now_ms())
        envelopes = decision.envelopes(game.setting, key, at)
        new_version, status, table = decision.version, decision.status, decision.table
        meta = dict(static_meta or {})
        meta["state_hash"] = envelopes[-1]["state_hash"]
        meta["progress"] = _progress(status, at)
        meta["table"] = table
        # The outbox holds the appends that need work done (the decision's intents: an automa or bot seat
        # that must move now, a clock that will run out, the listing of a game created or finished),
        # handed to the relay atomically with the append.
        record = {"status": 201, "first": version + 1, "last": new_version, "body_hash": digest}
        result = self.store.append(game.id, version, envelopes, decided_on=before.state_hash if before else "",
                                   command_key=key, command_record=record, meta=meta,
                                   snapshots=decision.snapshots(SNAPSHOT_EVERY),
                                   index=_first_versions(envelopes, decision.before),
                                   outbox=outbox.entry(game.id, new_version, decision.intents))
        if result.outcome == "stale":
            log.warning("game %s: the log at v%d is not the state this process decided on; reading it again",
                        game.id, version)
            self._states.drop(game.id)
        if result.outcome != "ok":
            return None
        self._states.put(game.id, Known(new_version, meta["state_hash"], decision.state, table))
        if any(isinstance(intent, match.GameFinished) for intent in decision.intents):
            self.store.mark_finished(game.id, game.rules.name)
        return envelopes, new_version


def _progress(status: Status, at: str) -> dict:
    """One meta field, written with every append: the summary's moving parts."""
    return {"updated_at": at, "turn": status.turn, "round": status.round,
            "status": "finished" if status.finished else "active", "active_seats": list(status.active_seats),
            "scores": list(status.scores) if status.scores is not None else None, "winners": list(status.winners)}


def _seats(players: list[dict]) -> list[dict]:
    """The seats of a game created for `players` (as a create request names them)."""
    return [{"seat": i, "name": p["name"], "kind": p.get("kind", "human"), **_bot_level(p)}
            for i, p in enumerate(players)]


def _static_meta(game: Game, imported: bool) -> dict:
    """The meta fields that never change: what game() reads back into a Game."""
    static = {
        "id": game.id, "rules": game.rules.name, "rules_version": game.rules_version, "options": game.options,
        "seats": game.seats, "token_hashes": game.token_hashes, "seed": game.seed,
        "seed_commitment": game.seed_commitment, "seed_given": "1" if game.seed_given else "0",
        "created_at": game.created_at, "imported": "1" if imported else "0",
    }
    if game.forked_from is not None:
        static["forked_from"] = dumps(game.forked_from)
    return static


def _first_versions(envelopes: list[dict], before: Status | None = None) -> dict[str, int]:
    """The turn and round index of `envelopes` (following `before`, the status after the event before
    them): the version of each event that begins a turn `t:<n>` or a round `r:<n>`, the first of each.
    The store keeps the first it is given for a name (HSETNX), a turn gone back to by an undo included."""
    index: dict[str, int] = {}
    turn, round_ = (before.turn, before.round) if before is not None else (None, None)
    for envelope in envelopes:
        if envelope["turn"] != turn:
            index.setdefault(f"t:{envelope['turn']}", envelope["version"])
        if envelope["round"] != round_:
            index.setdefault(f"r:{envelope['round']}", envelope["version"])
        turn, round_ = envelope["turn"], envelope["round"]
    return index


def _check_claims(envelopes: list[dict], seats: int) -> None:
    """What an export says that costs nothing to check, checked before it is replayed: every command's
    seat and every event's is one of the game's `seats`, and no event is timed later than now (give or
    take FUTURE_SKEW_MS). The first event at fault is named."""
    latest = now_ms() + FUTURE_SKEW_MS
    for index, envelope in enumerate(envelopes):
        errors: dict[str, Any] = {}
        command = envelope.get("command")
        if index > 0 and command is not None and not (isinstance(command, dict) and _seat_in(command.get("seat"), seats)):
            errors["command"] = {"seat": [f"a seat of this game: 0 to {seats - 1}"]}
        if envelope.get("seat") is not None and not _seat_in(envelope["seat"], seats):
            errors["seat"] = [f"a seat of this game (0 to {seats - 1}) or null"]
        try:
            moment = replaying.at_ms(envelope)
            if envelope.get("at") is not None and moment is None:
                raise ValueError
        except (ValueError, OverflowError):
            moment = None
            errors["at"] = ["a time in ISO 8601"]
        if moment is not None and moment > latest:
            errors["at"] = [f"a time no later than now ({iso(now_ms())})"]
        if errors:
            raise invalid({"events": {str(index): errors}}, f"Event {index + 1} of the export is not valid.")


def _command_records(value: Any, envelopes: list[dict], seats: int) -> dict[str, bytes]:
    """An archive's Idempotency-Key records (key -> first answer, as the store keeps them), checked: a
    201 names whole commands of the log, a refusal is a 4xx problem of its own status, a key is a seat's
    (`seat:<n>:...`) or a machine's (`automa:<v>`, `clock:<v>`)."""
    if not isinstance(value, dict):
        raise invalid({"archive": {"commands": ["an object: Idempotency-Key -> its first answer"]}})
    starts = {e["version"] for e in envelopes if e.get("command") is not None} | {len(envelopes) + 1}
    out = {}
    for key, record in value.items():
        owner = key.split(":")
        valid = (isinstance(record, dict) and isinstance(record.get("body_hash"), str)
                 and (owner[0] in ("automa", "clock") or (owner[0] == "seat" and len(owner) > 2
                                                          and owner[1] in map(str, range(seats)))))
        if valid and record.get("status") == 201:
            first, last = record.get("first"), record.get("last")
            valid = type(first) is int and type(last) is int and first <= last and first in starts and last + 1 in starts
        elif valid:
            status, body = record.get("status"), record.get("body")
            valid = type(status) is int and 400 <= status < 500 and isinstance(body, dict) and body.get("status") == status
        if not valid:
            raise invalid({"archive": {"commands": {key: ["a first answer, as the store keeps it"]}}})
        out[key] = orjson.dumps(record)
    return out


def _seat_in(value: Any, seats: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < seats


def _token_hashes(value: Any, seats: int) -> bool:
    return (isinstance(value, list) and len(value) == seats
            and all(isinstance(h, str) and len(h) == 64 and all(c in "0123456789abcdef" for c in h) for h in value))


def _player(seat: dict) -> dict:
    """A seat as the create request gave it."""
    return {"name": seat["name"], "kind": seat["kind"], **({"level": seat["level"]} if "level" in seat else {})}


def _seat_now(table: dict, seat: dict) -> dict:
    """A seat as the summary shows it: who plays it now, and whether it left."""
    number = seat["seat"]
    taken = table.get("controllers", {}).get(str(number))
    return {**seat, **({"played_by": taken} if taken else {}), **({"out": True} if number in table.get("out", ()) else {})}


def _clocks(game: Game, table: dict, finished: bool) -> dict | None:
    """The clocks as of now: the time left of every seat (a running clock counts down from its
    last start), which run, and when the first runs out."""
    clock = game.options.get("clock")
    clocks = table.get("clocks")
    if clock is None or clocks is None:
        return None
    running = [] if finished else clocks["running"]
    spent = now_ms() - clocks["since_ms"]
    deadline = tables.deadline_ms(table) if running else None
    return {**clock, "running": running,
            "remaining_ms": [max(0, left - spent) if s in running else left
                             for s, left in enumerate(clocks["remaining_ms"])],
            "deadline": iso(deadline) if deadline is not None else None}


def _bot_level(player: dict) -> dict:
    return {"level": player.get("level", "normal")} if player.get("kind") == "bot" else {}


def _event(envelope: dict) -> Event:
    return Event(envelope["type"], envelope["data"], envelope["seat"])


def _valid_id(game_id: str) -> bool:
    return 1 <= len(game_id) <= 64 and all(c in "0123456789abcdef" for c in game_id)
