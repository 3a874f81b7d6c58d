"""The event store: one Redis stream per game, every key of a game under the hash tag {g:<id>}.

Appends go through the `trackside_append` Redis Function (store.lua), so the idempotency check, the
version check, the events, the command record, the meta update, snapshots, turn/round indexes and
the outbox entry are one atomic step. Nothing here knows game rules.

On a Redis Cluster a Function may touch one slot only, so a game's outbox entry goes to the outbox
stream of the game's slot (outbox_key), which the relay reads on every primary; the listing indexes
are written after the append and repaired by the relay from the outbox (repair_index).

Where keys live: service/adapters/redis/keys.py; the client, start-up and the Function calls: service/adapters/redis/connection.py."""
from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any

import orjson

from domain.core.canonical import canonical_json
from service.adapters.redis.connection import StoreConnection
from service.adapters.redis.keys import (
    ARCHIVED,
    CREATION_KEY_TTL,
    CREATIONS,
    DUE,
    DUE_BUILT,
    GAMES_INDEX,
    INDEXED,
    MOVES,
    OUTBOX_BELL,
    STEP,
    UNDATED,
    filtered_indexes,
    index_name,
    keys,
)
from service.adapters.redis.lobby import account_games
from service.app.errors import Unavailable
from service.app.ports import SNAPSHOT_EVERY, AppendResult, ArchivedGame, Head, Reading, Tally

BARRIER_TTL_MS = 60_000
"""The replication barrier key of a game (confirm_replicated) lives no longer than this."""


class EventStore(StoreConnection):
    def prepare(self) -> None:
        """Start-up, safe to run on every start and again whenever a primary lacks the Function library:
        the library loaded (StoreConnection.prepare), then the listing indexes built once."""
        super().prepare()
        self.build_indexes()

    # --- writing --------------------------------------------------------------------------------
    def append(
        self,
        game_id: str,
        expected_version: int,
        envelopes: list[dict],
        *,
        decided_on: str = "",
        command_key: str = "",
        command_record: dict | None = None,
        meta: dict[str, Any] | None = None,
        snapshots: dict[int, Any] | None = None,
        index: dict[str, int] | None = None,
        outbox: dict | None = None,
        tally: Tally | None = None,
    ) -> AppendResult:
        """One Function call (and WAIT, when replicas are asked for). A `tally` not counted yet is counted
        first in the same call (its windows after the game's keys): one over its limit appends nothing
        ("limited"). A library older than the tallies appends without counting: the tally stays
        uncounted, and the limiter counts it on its own."""
        k = keys(game_id)
        args: list[Any] = [expected_version, command_key, orjson.dumps(command_record or {}), decided_on]
        args.append(len(envelopes))
        args.extend(map(orjson.dumps, envelopes))
        meta = meta or {}
        args.append(len(meta))
        for name, value in meta.items():
            args.extend([name, value if isinstance(value, (str, bytes, int)) else canonical_json(value)])
        snapshots = snapshots or {}
        args.append(len(snapshots))
        for version, state in snapshots.items():
            # Key order kept as evolve built it (not sorted): a state rebuilt from a snapshot must be the
            # very state a full replay builds, dict order included, so decisions cannot differ.
            args.extend([version, orjson.dumps(state)])
        index = index or {}
        args.append(len(index))
        for name, version in index.items():
            args.extend([name, version])
        if self.streamed and envelopes:
            # The relay publishes the append's events to the streams' engine: an entry for every append,
            # marked `streams` alone when it has no intents (the relay then does nothing else with it).
            outbox = {**(outbox or {"game": game_id, "version": expected_version + len(envelopes), "automa": [],
                                    "streams": "only"}), "first": expected_version + 1}
        args.append(canonical_json(outbox) if outbox else "")
        args.append(OUTBOX_BELL if self.cluster else "")
        key_list = [k["events"], k["meta"], k["commands"], k["snapshots"], k["index"], self.outbox_key(game_id)]
        windows = tally.windows if tally is not None and tally.counted is None else []
        for key, *window in windows:
            key_list.append(key)
            args.extend(window)
        (outcome, value, *counted), replicas = self._call("trackside_append", key_list, args)
        if windows and counted:
            tally.settle(counted[0])
        result = AppendResult(outcome.decode(), value.decode())
        if result.outcome == "conflict" and envelopes and self._landed(k["events"], expected_version, args[5]):
            # An attempt whose answer was lost (a dropped connection, a failover) had appended: the retry
            # found the version moved on by this very batch.
            self.confirm_replicated(game_id)
            return AppendResult("ok", str(expected_version + len(envelopes)))
        if result.outcome == "ok" and replicas is not None and replicas < self.wait_replicas:
            raise self._not_replicated(replicas)
        return result

    def confirm_replicated(self, game_id: str) -> None:
        """Before an answer given again without a write of its own (a retry finding the first answer):
        WAIT counts the replicas that have this connection's writes, so a write in the game's slot goes
        first, and the primary replicates in order, so a replica that has it has every earlier append.
        Raises Unavailable not_replicated, as the first answer did, while too few replicas have it."""
        if not self.wait_replicas:
            return
        barrier = keys(game_id)["replicated"]
        pipe = self.node_of(barrier).pipeline(transaction=False)
        pipe.set(barrier, 1, px=BARRIER_TTL_MS)
        pipe.wait(self.wait_replicas, self.wait_timeout_ms)
        replicas = pipe.execute()[1]
        if replicas < self.wait_replicas:
            raise self._not_replicated(replicas)

    def _not_replicated(self, replicas: int) -> Unavailable:
        return Unavailable("not_replicated",
                           f"The events were appended but reached {replicas} of the {self.wait_replicas} replicas "
                           "asked for in time; repeat the request with the same Idempotency-Key to learn the outcome.")

    def _landed(self, events_key: str, expected_version: int, first_envelope: bytes) -> bool:
        stored = self.redis.xrange(events_key, f"0-{expected_version + 1}", f"0-{expected_version + 1}")
        return bool(stored) and stored[0][1][b"e"] == first_envelope

    def add_to_index(self, game_id: str, rules: str, status: str = "active") -> None:
        """List the game in every index a listing can filter by (all, its rules, its status, both)."""
        pipe = self.redis.pipeline()
        for name in (GAMES_INDEX, *filtered_indexes(rules, status)):
            pipe.zadd(name, {game_id: 0})
        pipe.execute()

    def mark_finished(self, game_id: str, rules: str) -> None:
        """Move the game to the finished indexes, and into the archive's queue (dated now: the first
        repair after the append that finished it; a later one keeps that date)."""
        pipe = self.redis.pipeline()
        for name in filtered_indexes(rules, "active")[1:]:
            pipe.zrem(name, game_id)
        for name in filtered_indexes(rules, "finished")[1:]:
            pipe.zadd(name, {game_id: 0})
        pipe.zadd(DUE, {game_id: time.time_ns() // 1_000_000}, nx=True)
        pipe.execute()

    def repair_index(self, game_id: str) -> None:
        """List the game as its meta says. The relay runs this for every game created or finished, so a
        crash between an append and its index writes leaves no game unlisted for long; a stale repair
        never takes a finished game off the finished indexes (a game never becomes active again)."""
        rules, progress = self.redis.hmget(keys(game_id)["meta"], ["rules", "progress"])
        if rules is None:
            return
        status = orjson.loads(progress or b"{}").get("status", "active")
        self.add_to_index(game_id, rules.decode(), status)
        if status == "finished":
            self.mark_finished(game_id, rules.decode())

    def build_indexes(self) -> None:
        """Once per store: index the games listed before the per-rules and per-status indexes existed."""
        if self.redis.exists(INDEXED):
            return
        for game_id in self.redis.zrange(GAMES_INDEX, 0, -1):
            rules, progress = self.redis.hmget(keys(game_id.decode())["meta"], ["rules", "progress"])
            if rules is not None:
                status = orjson.loads(progress or b"{}").get("status", "active")
                self.add_to_index(game_id.decode(), rules.decode(), status)
        self.redis.set(INDEXED, "1")

    # --- retention ------------------------------------------------------------------------------
    def tombstone(self, game_id: str, at_ms: int) -> None:
        """Mark the game archived at `at_ms`. Written before the game's removal (a tombstone beside a stored
        game is never read: games answer from their meta first), so that a run that died after the removal
        can still take the game off its listing indexes."""
        self.redis.zadd(ARCHIVED, {game_id: at_ms})

    def forget_tombstones(self, before_ms: int, now_ms: int) -> int:
        """Forget the tombstones dated before `before_ms` (their ids answer 404 again), a page at a time;
        how many. Tombstones of older servers, undated, are dated `now_ms` first (once: they move)."""
        cursor = None
        while cursor != 0:
            cursor, page = self.redis.hscan(UNDATED, cursor or 0, count=STEP)
            if page:
                self.redis.zadd(ARCHIVED, dict.fromkeys(page, now_ms), nx=True)
                self.redis.hdel(UNDATED, *page)
        forgotten = 0
        while page := self.redis.zrangebyscore(ARCHIVED, "-inf", f"({before_ms}", start=0, num=STEP):
            forgotten += self.redis.zrem(ARCHIVED, *page)
        return forgotten

    def archived(self, game_id: str) -> bool:
        """Whether the operator archived the game (and has not restored it since, nor its tombstone expired)."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.zscore(ARCHIVED, game_id)
        pipe.hexists(UNDATED, game_id)
        dated, undated = pipe.execute()
        return dated is not None or bool(undated)

    def unarchive(self, game_id: str) -> None:
        self.redis.zrem(ARCHIVED, game_id)
        self.redis.hdel(UNDATED, game_id)

    def remove(self, game_id: str, version: int, state_hash: str) -> str:
        """Delete every key of the game at once (one Function call in its slot), only while its log is
        still at `version` with `state_hash`, the log its archive holds: "removed", "gone" (nothing
        left to remove) or "moved" (the log is not the archived one)."""
        k = keys(game_id)
        key_list = [k["meta"], *(key for name, key in k.items() if name != "meta")]
        outcome, _ = self._call("trackside_remove", key_list, [version, state_hash])
        return outcome.decode()

    def unlist(self, game_id: str, rules: Iterable[str], accounts: Iterable[str] = ()) -> None:
        """Take the game off every listing index it may be on under any of `rules` (under either status: a
        crash between an append and its index writes may have left it listed as active), and off the games
        of each of `accounts`."""
        pipe = self.redis.pipeline()
        for name in dict.fromkeys(name for one in rules for name in (
                GAMES_INDEX, *filtered_indexes(one, "active"), *filtered_indexes(one, "finished"))):
            pipe.zrem(name, game_id)
        for account_id in accounts:
            pipe.zrem(account_games(account_id), game_id)
        pipe.execute()

    # --- the archive store's queue (service/app/archiving.py) ------------------------------------------
    def due(self, before_ms: int, limit: int) -> list[str]:
        """Finished games still here that finished before `before_ms`, oldest first. The games finished
        before the queue existed are queued once first (dated 0: due at once; their age is checked)."""
        if not self.redis.exists(DUE_BUILT):
            cursor = None
            while True:
                page = self.redis.zrevrangebylex(index_name(None, "finished"), f"({cursor}" if cursor else "+", "-",
                                                 start=0, num=STEP)
                if page:
                    self.redis.zadd(DUE, dict.fromkeys(page, 0), nx=True)
                if len(page) < STEP:
                    break
                cursor = page[-1].decode()
            self.redis.set(DUE_BUILT, "1")
        return [member.decode() for member in self.redis.zrangebyscore(DUE, "-inf", f"({before_ms}", start=0,
                                                                       num=limit)]

    def postpone(self, game_id: str, until_ms: int) -> None:
        """Look at the queued game again once `until_ms` has passed."""
        self.redis.zadd(DUE, {game_id: until_ms}, xx=True)

    def dequeue(self, game_id: str) -> None:
        self.redis.zrem(DUE, game_id)

    def route(self, game_id: str) -> None:
        """Before the game leaves Redis for the archive store: count the move (one counter for every game),
        so that each process's memory of the ids found in neither store goes out of date (tiered.py)."""
        self.redis.incr(MOVES)

    def presence(self, game_id: str) -> tuple[int, int]:
        """The game's version here (0: Redis holds no game of the id) and the moves to the archive so far."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.hget(keys(game_id)["meta"], "version")
        pipe.get(MOVES)
        version, moves = pipe.execute()
        return int(version or 0), int(moves or 0)

    def whole(self, game_id: str) -> ArchivedGame | None:
        """Everything Redis keeps of the game, in one round trip (None: it keeps nothing)."""
        k = keys(game_id)
        pipe = self.redis.pipeline(transaction=False)
        pipe.hgetall(k["meta"])
        pipe.xrange(k["events"])
        pipe.hgetall(k["snapshots"])
        pipe.hgetall(k["index"])
        pipe.hgetall(k["commands"])
        meta, entries, snapshots, index, commands = pipe.execute()
        if not meta:
            return None
        return ArchivedGame(game_id, {key.decode(): value.decode() for key, value in meta.items()},
                            [orjson.loads(fields[b"e"]) for _, fields in entries],
                            {int(version): orjson.loads(state) for version, state in snapshots.items()},
                            {name.decode(): int(version) for name, version in index.items()},
                            {key.decode(): orjson.loads(raw) for key, raw in commands.items()})

    def creation_plan(self, key_digest: str, plan: dict) -> dict:
        """The plan of the first game creation with this idempotency key (stored for a day), or
        `plan` when this is the first."""
        name = f"{CREATIONS}:{key_digest}"
        for _ in range(2):  # the only way round twice: the stored plan expired between SET and GET
            if self.redis.set(name, canonical_json(plan), nx=True, ex=CREATION_KEY_TTL):
                return plan
            stored = self.redis.get(name)
            if stored is not None:
                return orjson.loads(stored)
        return plan

    def command_records(self, game_id: str) -> dict[str, Any]:
        """Every Idempotency-Key record of the game (key -> its first answer)."""
        return {key.decode(): orjson.loads(raw) for key, raw in self.redis.hgetall(keys(game_id)["commands"]).items()}

    def keep_command_records(self, game_id: str, records: dict[str, bytes]) -> None:
        """Put back records of a restored game, each unless its key has one already (a first answer stays)."""
        name, items = keys(game_id)["commands"], list(records.items())
        for start in range(0, len(items), STEP):
            pipe = self.redis.pipeline(transaction=False)
            for key, record in items[start:start + STEP]:
                pipe.hsetnx(name, key, record)
            pipe.execute()

    def remember_result(self, game_id: str, command_key: str, record: dict) -> dict:
        """Store the first answer to an idempotency key that appended nothing; returns the stored one."""
        k = keys(game_id)["commands"]
        self.redis.hsetnx(k, command_key, canonical_json(record))
        return orjson.loads(self.redis.hget(k, command_key))

    # --- reading --------------------------------------------------------------------------------
    def meta(self, game_id: str) -> dict[str, str] | None:
        raw = self.redis.hgetall(keys(game_id)["meta"])
        if not raw:
            return None
        return {key.decode(): value.decode() for key, value in raw.items()}

    def version(self, game_id: str) -> int:
        return int(self.redis.hget(keys(game_id)["meta"], "version") or 0)

    def head(self, game_id: str) -> Head:
        version, digest, table = self.redis.hmget(keys(game_id)["meta"], ["version", "state_hash", "table"])
        return Head(int(version or 0), digest.decode() if digest else None, orjson.loads(table) if table else {})

    def command_record(self, game_id: str, command_key: str) -> dict | None:
        raw = self.redis.hget(keys(game_id)["commands"], command_key)
        return orjson.loads(raw) if raw else None

    def events(self, game_id: str, after: int = 0, upto: int | None = None, limit: int | None = None) -> list[dict]:
        end = f"0-{upto}" if upto is not None else "+"
        entries = self.redis.xrange(keys(game_id)["events"], f"(0-{after}", end, count=limit)
        return [orjson.loads(fields[b"e"]) for _, fields in entries]

    def read_at(self, game_id: str, version: int, cached: tuple[int, str] | None = None,
                snapshots: bool = True) -> Reading:
        """What rebuilding the state after `version` needs, in one round trip: the newest snapshot at or
        before it (snapshots are taken every SNAPSHOT_EVERY events), the events after it, and the current
        version. A caller holding the state after `cached` = (version, state hash) between the snapshot
        and `version` reads only the events after it, if the log's hash there is still that hash."""
        k = keys(game_id)
        start = version - version % SNAPSHOT_EVERY if snapshots else 0
        use_cache = cached is not None and start <= cached[0] <= version
        if use_cache:
            start = cached[0]
        pipe = self.redis.pipeline(transaction=False)
        if start > 0:  # the snapshot, or the event the cached state stands after
            pipe.xrange(k["events"], f"0-{start}", f"0-{start}") if use_cache else pipe.hget(k["snapshots"], str(start))
        pipe.xrange(k["events"], f"(0-{start}", f"0-{version}")
        pipe.hget(k["meta"], "version")
        replies = pipe.execute()
        snapshot = None
        if start > 0:
            raw = replies.pop(0)
            if use_cache and (not raw or orjson.loads(raw[0][1][b"e"])["state_hash"] != cached[1]):
                return self.read_at(game_id, version, None, snapshots)  # the cached state is not the log's
            if not use_cache and raw is None:  # no snapshot there (an imported log, say)
                return self.read_at(game_id, version, None, snapshots=False)
            snapshot = None if use_cache else orjson.loads(raw)
        entries, current = replies
        return Reading(start, snapshot, [orjson.loads(fields[b"e"]) for _, fields in entries], int(current or 0))

    def index_version(self, game_id: str, field: str) -> int | None:
        raw = self.redis.hget(keys(game_id)["index"], field)
        return int(raw) if raw is not None else None

    def list_games(self, before: str | None, limit: int, rules: str | None = None,
                   status: str | None = None) -> list[str]:
        """Game ids newest first, strictly older than the cursor id `before`, of the rules and status
        asked (one index per filter, so a page costs the same among ten games or a million)."""
        top = f"({before}" if before else "+"
        name = index_name(rules, status)
        return [member.decode() for member in self.redis.zrevrangebylex(name, top, "-", start=0, num=limit)]
