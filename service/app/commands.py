"""Playing: a seat's command (with its Idempotency-Key's first answer), the moves the machines make
(an automa's or a bot's turn, a clock that runs out), and the one append every decision goes through."""
from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

import orjson

from domain.core import match
from domain.core import table as tables
from domain.core.bots import bot_command, determiniser
from domain.core.game import CommandInvalid, automa_command
from domain.core.rng import derived_seed
from domain.core.rules import RuleEngineLimit, RuleViolation, Status
from domain.core.search import counted, timed
from domain.core.table import MACHINE_KINDS
from service.app import errors, outbox
from service.app.errors import ApplicationError, invalid
from service.app.lookup import Game, Games, Known, body_hash, event_of, iso, now_ms, public_event
from service.app.ports import SNAPSHOT_EVERY, ErrorAnswer, Tally

log = logging.getLogger("trackside")

APPEND_ATTEMPTS = 5


NOTHING_WAITS, JOB_WAITS, DEADLINE_WAITS = "", "job", "deadline"  # what a chain's `waiting()` answers


@dataclass(frozen=True)
class Chain:
    """How far a machine's move job goes on (workers/jobs.py automa_turn): after its own move, the moves
    of the machine seats that act next, while `waiting()` says no clock's deadline waits for a worker,
    for `seconds` while other jobs wait and up to `most_seconds` while none does, and `moves` at most."""

    moves: int
    seconds: float
    most_seconds: float
    waiting: Callable[[], str] = lambda: NOTHING_WAITS

    def goes_on(self, played: int, elapsed: float) -> bool:
        """Whether the job plays one more move after the `played` it has, `elapsed` seconds in."""
        if played >= self.moves or elapsed >= self.most_seconds:
            return False
        waiting = self.waiting()
        return waiting == NOTHING_WAITS or (waiting == JOB_WAITS and elapsed < self.seconds)


class FirstAnswer(Exception):
    """An idempotency key already has an answer (another request with it got there first)."""

    def __init__(self, record: dict) -> None:
        super().__init__("first answer")
        self.record = record


class Commands:
    def __init__(self, games: Games, bot_seconds: float, answer: ErrorAnswer | None, bot_nodes: float | None = None) -> None:
        self.games = games
        self.store = games.store
        self.bot_seconds = bot_seconds  # the strong bots' time a move; the other levels think a share of it
        self.bot_nodes = bot_nodes  # else: a share of each level's iterations, searched with no time cap
        # How the API answers a refusal, kept as a seat command's first answer to its key (None: kept not).
        self.answer = answer

    def submit(self, game: Game, seat: int, command: dict, expected_version: int | None = None,
               idempotency_key: str | None = None, if_match: int | None = None,
               tally: Tally | None = None) -> tuple[int, dict]:
        """A seat's command, answered 201 with its events, or its key's first answer (status, body). A
        `tally` (the client's rate windows) is counted by the append, in its round trip; a window over its
        limit appends nothing (Busy rate_limited). A key's first answer is found by the append itself (its
        Function answers "duplicate" with it), or, for a command refused before it, by the refusal's path:
        a command with a key costs no read of its own. `if_match` is checked as the expected version is
        (by the decision, on the state the append finds), and its version conflict is a precondition's."""
        key = f"seat:{seat}:{idempotency_key}" if idempotency_key else ""
        # (Kept only in a key's record: a command without one is never compared with another.)
        digest = body_hash({"command": command, "expected_version": expected_version, "if_match": if_match}) if key else ""
        try:
            return 201, self.play(game, seat, command, expected_version if if_match is None else if_match,
                                  key=key, digest=digest, tally=tally)
        except FirstAnswer as first:
            return self._replayed(game, seat, first.record, digest)
        except (errors.Conflict, errors.Refused) as refusal:
            # A duplicate of a request that has appended finds the game moved on, and is refused by its
            # checks now (the version, the rules): the key's first answer wins over them.
            record = self.store.command_record(game.id, key) if key else None
            if record is None and key and self.answer is not None and isinstance(refusal, errors.Refused):
                status, body = self.answer(refusal)  # a refused command keeps its first answer too
                record = self.store.remember_result(game.id, key, {"status": status, "body": body, "body_hash": digest})
            if record is not None:
                return self._replayed(game, seat, record, digest)
            if if_match is not None and refusal.code == "version_conflict":  # checked as the expected version
                current = refusal.extra["current_version"]
                raise errors.PreconditionFailed("precondition_failed", f"If-Match names version {if_match}; the "
                                                f"game is at {current}.", current_version=current) from refusal
            raise

    def _replayed(self, game: Game, seat: int, record: dict, digest: str) -> tuple[int, dict]:
        if record.get("body_hash") != digest:
            raise errors.Refused("idempotency_key_reused",
                                 "This Idempotency-Key was used before with a different request.")
        if record["status"] != 201:
            return record["status"], record["body"]
        self.store.confirm_replicated(game.id)  # the first 201 was given only once the replicas had it
        envelopes = self.store.events(game.id, after=record["first"] - 1, upto=record["last"])
        events = [e for e in (public_event(game, env, seat) for env in envelopes) if e]
        return 201, {"version": record["last"], "events": events}

    def play(self, game: Game, seat: int, command: dict, expected_version: int | None, key: str = "",
             digest: str = "", by: str | None = None, at_ms: int | None = None, tally: Tally | None = None,
             chain: str = "") -> dict:
        """Decide `command` and append what it decides, trying again while other writers come first
        (`chain`: see append)."""
        # Decided first on the state this process last saw, without reading the log's head: the append
        # refuses it ("conflict", "stale") if the log has moved on. Only a refusal of our own (a 409 or
        # 422) waits for the head, so that every answer but a 201 is given on the log's own state.
        known = self.games.states.get(game.id)
        fresh = known is None or (expected_version is not None and known.version != expected_version)
        if fresh:
            known = self.games.current(game)
        for _ in range(APPEND_ATTEMPTS):
            moment = at_ms if at_ms is not None else now_ms()
            try:
                decision = self._decide(game, known, seat, command, expected_version, by, moment)
            except ApplicationError:
                if fresh:
                    raise
                known, fresh = self.games.current(game), True
                continue
            outcome = self.append(game, known, decision, key, digest=digest, at_ms=moment, tally=tally, chain=chain)
            if outcome is not None:
                envelopes, record_version = outcome
                events_out = [e for e in (public_event(game, env, seat) for env in envelopes) if e]
                return {"version": record_version, "events": events_out}
            was_fresh, (known, fresh) = fresh, (self.games.current(game), True)
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
            return match.decide(game.setting, position, seat, command, lambda v: self.games.state_at(game, v), by,
                                moment, expected_version)
        except CommandInvalid as exc:
            raise invalid(exc.errors, "The command does not match its schema.") from exc
        except match.Conflict as exc:
            raise errors.Conflict(exc.code, exc.message, current_version=version) from exc
        except RuleViolation as exc:
            if isinstance(exc, RuleEngineLimit):
                log.error("rule engine limit: game %s v%d seat %d %s", game.id, version, seat, command["type"])
            raise errors.Refused(exc.code, exc.message, **exc.details) from exc

    def append(self, game: Game, before: Known | None, decision: match.Decision, key: str, digest: str = "",
               static_meta: dict | None = None, at_ms: int | None = None,
               tally: Tally | None = None, chain: str = "") -> tuple[list[dict], int] | None:
        """Append a decision's events, with their states' hashes, onto the state `before` (None for a new
        game) atomically, and its intents to the outbox; None when another writer got there first, or the
        log is not at `before` any more. FirstAnswer when `key` has one; Busy when `tally` is over a limit.
        `chain`: the name of a move job that plays the machine move this decision owes next itself; the
        outbox then asks the relay for no job for it, and the game's meta names the job (`chain`, ""
        after any other append) so that the job, run again after its worker died, goes on from there."""
        version = before.version if before is not None else 0
        at = iso(at_ms if at_ms is not None else now_ms())
        envelopes = decision.envelopes(game.setting, key, at)
        new_version, status, table = decision.version, decision.status, decision.table
        meta = dict(static_meta or {})
        meta["state_hash"] = envelopes[-1]["state_hash"]
        meta["progress"] = progress(status, at)
        meta["table"] = table
        owed = [intent for intent in decision.intents if isinstance(intent, match.MachineMoveOwed)]
        meta["chain"] = chain if owed else ""
        intents = tuple(i for i in decision.intents if not (chain and i in owed))
        # The outbox holds the appends that need work done (the decision's intents: an automa or bot seat
        # that must move now, a clock that will run out, the listing of a game created or finished, and
        # what a game's accounts are told), handed to the relay atomically with the append.
        record = {"status": 201, "first": version + 1, "last": new_version, "body_hash": digest}
        result = self.store.append(game.id, version, envelopes, decided_on=before.state_hash if before else "",
                                   command_key=key, command_record=record, meta=meta,
                                   snapshots=decision.snapshots(SNAPSHOT_EVERY),
                                   index=first_versions(envelopes, decision.before),
                                   outbox=outbox.entry(game.id, new_version, intents,
                                                      accounts=any(seat.get("account") for seat in game.seats),
                                                      tournament=game.tournament and game.tournament["id"],
                                                      rated=game.rated),
                                   tally=tally)
        if result.outcome == "duplicate":
            raise FirstAnswer(orjson.loads(result.value))
        if result.outcome == "limited":
            raise errors.Busy("rate_limited", "Too many requests from this client; slow down.")
        if result.outcome == "stale":
            log.warning("game %s: the log at v%d is not the state this process decided on; reading it again",
                        game.id, version)
            self.games.states.drop(game.id)
        if result.outcome != "ok":
            return None
        self.games.states.put(game.id, Known(new_version, meta["state_hash"], decision.state, table))
        if any(isinstance(intent, match.GameFinished) for intent in decision.intents):
            self.store.mark_finished(game.id, game.rules.name)
        return envelopes, new_version

    # --- the machines' moves ----------------------------------------------------------------------
    def play_automa(self, game_id: str, version: int, chain: Chain | None = None) -> dict:
        """Run the automa or bot seat that must act at `version` (a bot also plays a seat its player
        left); a stale or repeated job changes nothing. With a `chain`, go on with the machine seats
        that act after it, each move appended at the version it was decided on under its own key
        (`automa:<version>`, as its own job's would be): a command of a player's in between makes the
        next append fail, and the chain ends there. Run again (its worker died), a chain the game's
        meta names goes on from the game's last version; its moves already appended stay as they are."""
        game = self.games.game(game_id)
        known = self.games.current(game)
        name = f"automa:{version}"
        if known.version != version and not (chain is not None and self._owed_to(game, name)):
            return self._moved_on(game, version, name)
        started, played, outcome = time.monotonic(), 0, {"outcome": "nothing_to_do", "version": known.version}
        history: list = []  # the events so far, for the bots: read once, then only what the chain appended
        while True:
            state, table = known.state, known.table or {}
            status = match.status(game.rules, state, table)
            automa_seats = [s for s in status.active_seats if tables.controller(table, game.kinds, s) in MACHINE_KINDS]
            if status.finished or not automa_seats:
                return outcome
            seat = automa_seats[0]
            by = tables.controller(table, game.kinds, seat)
            if by == "bot":
                history += [event_of(e) for e in self.store.events(game.id, after=len(history), upto=known.version)]
                command = self._bot_command(game, history, state, seat, known.version)
            else:
                command = automa_command(game.rules, state, known.version, seat, game.seed)
            going_on = chain is not None and chain.goes_on(played + 1, time.monotonic() - started)
            key = f"automa:{known.version}"
            outcome = self._machine_move(game, seat, command, known.version, key, by, name if going_on else "")
            if outcome["outcome"] == "stale":
                return outcome if not played else {**outcome, "outcome": "played", "moves": played}
            played += 1
            outcome = {**outcome, "moves": played}
            if not going_on:
                return outcome
            known = self.games.states.get(game.id) or self.games.current(game)

    def _bot_command(self, game: Game, history: list, state, seat: int, version: int) -> dict:
        """The bot's choice at `version`: it sees the seat's view and redacted history only (bot_command
        redacts); a time budget makes the choice machine-dependent, so verify re-decides it like a player's
        command."""
        level = game.seats[seat].get("level", tables.TAKE_OVER_LEVEL)
        searched = determiniser(game.rules).LEVELS[level]
        budget = timed(searched, self.bot_seconds) if self.bot_nodes is None else counted(searched, self.bot_nodes)
        return bot_command(game.rules, history, state, seat, budget, derived_seed(game.seed, f"bot/{version}"),
                           clock=time.monotonic)

    def _owed_to(self, game: Game, name: str) -> bool:
        """Whether the game's last append left its next machine move to the chain `name`."""
        return (self.store.meta(game.id) or {}).get("chain") == name

    def expire_clock(self, game_id: str, version: int) -> dict:
        """The clock job at `version`: if a running clock has reached zero, the table acts on it (the
        seat loses, or a bot takes it over, as the game was created to say); a stale, early or
        repeated job changes nothing."""
        game = self.games.game(game_id)
        known = self.games.current(game)
        table = known.table or {}
        deadline = tables.deadline_ms(table)
        if known.version != version or deadline is None:
            return self._moved_on(game, version, f"clock:{version}")
        ran_out = tables.run_out(table, now_ms())
        if not ran_out:
            return {"outcome": "early", "version": version, "deadline_ms": deadline}
        return self._machine_move(game, ran_out[0], {"type": tables.CLOCK_COMMAND, "data": {}}, version,
                                  f"clock:{version}", "clock")

    def _machine_move(self, game: Game, seat: int, command: dict, version: int, key: str, by: str,
                      chain: str = "") -> dict:
        try:
            body = self.play(game, seat, command, expected_version=version, key=key, digest=body_hash(command), by=by,
                             chain=chain)
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


def progress(status: Status, at: str) -> dict:
    """One meta field, written with every append: the summary's moving parts."""
    return {"updated_at": at, "turn": status.turn, "round": status.round,
            "status": "finished" if status.finished else "active", "active_seats": list(status.active_seats),
            "scores": list(status.scores) if status.scores is not None else None, "winners": list(status.winners)}


def first_versions(envelopes: list[dict], before: Status | None = None) -> dict[str, int]:
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
