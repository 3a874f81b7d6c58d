"""The event store: one Redis stream per game, every key of a game under the hash tag {g:<id>}.

Appends go through the `trackside_append` Redis Function (store.lua), so the idempotency check, the
version check, the events, the command record, the meta update, snapshots, turn/round indexes and
the outbox entry are one atomic step. Nothing here knows game rules."""
from __future__ import annotations

import logging
from dataclasses import dataclass
from importlib import resources
from typing import Any

import orjson
import redis

log = logging.getLogger("trackside.store")

OUTBOX = "trackside:outbox"
GAMES_INDEX = "trackside:games"  # sorted set, all scores 0: game ids, which sort by creation time
INDEXED = "trackside:games:indexed"  # set once the per-rules and per-status indexes cover every game
SNAPSHOT_EVERY = 32
CREATIONS = "trackside:creations"  # per game-creation Idempotency-Key (hashed): the first request's plan
CREATION_KEY_TTL = 24 * 3600


class StoreError(Exception):
    pass


class EvictingRedis(StoreError):
    """The Redis may evict keys: an event store on it could lose games."""


@dataclass(frozen=True)
class AppendResult:
    outcome: str  # "ok" | "duplicate" | "conflict" | "stale" (decided on a state the log does not have)
    value: str  # new version | the first command record | the current version


@dataclass(frozen=True)
class Reading:
    start: int  # the version the state to fold onto stands after (0: from nothing)
    snapshot: Any  # that state, read from a snapshot (None: from nothing, or the caller's cached one)
    envelopes: list[dict]  # the events after `start`, up to the version asked for
    current: int  # the game's last version


@dataclass(frozen=True)
class Head:
    """A game's last version and the state hash after it (None for a log older than the chain)."""

    version: int
    state_hash: str | None


def keys(game_id: str) -> dict[str, str]:
    tag = f"{{g:{game_id}}}"
    return {
        "events": f"{tag}:events",
        "meta": f"{tag}:meta",
        "commands": f"{tag}:commands",
        "snapshots": f"{tag}:snapshots",
        "index": f"{tag}:index",
    }


def index_name(rules: str | None, status: str | None) -> str:
    return GAMES_INDEX + (f":r:{rules}" if rules else "") + (f":s:{status}" if status else "")


def filtered_indexes(rules: str, status: str) -> tuple[str, ...]:
    """The indexes a game of `rules` in `status` belongs to besides the index of all games: its
    status, its rules, and both (the first is the one a status change leaves alone)."""
    return (index_name(rules, None), index_name(None, status), index_name(rules, status))


def dumps(value: Any) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)


class EventStore:
    def __init__(self, client: redis.Redis) -> None:
        self.redis = client

    # --- start-up -------------------------------------------------------------------------------
    def prepare(self) -> None:
        """Refuse an evicting Redis and (re)load the function library; safe to run on every start."""
        policy = self.redis.config_get("maxmemory-policy").get("maxmemory-policy", "noeviction")
        if policy != "noeviction":
            raise EvictingRedis(f"Redis maxmemory-policy is {policy!r}; the event store needs 'noeviction'")
        code = resources.files("service").joinpath("store.lua").read_text()
        self.redis.function_load(code, replace=True)
        self.build_indexes()

    def durability(self) -> str:
        """What a 2xx promises on this Redis: "always" (every acknowledged event was fsynced), or the
        policy that can lose acknowledged events when the host loses power ("everysec", "no", "off")."""
        config = self.redis.config_get("append*")
        return config.get("appendfsync", "no") if config.get("appendonly") == "yes" else "off"

    def functions_loaded(self) -> bool:
        libraries = self.redis.function_list(library="trackside")
        return bool(libraries)

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
    ) -> AppendResult:
        k = keys(game_id)
        args: list[Any] = [expected_version, command_key, orjson.dumps(command_record or {}), decided_on]
        args.append(len(envelopes))
        args.extend(map(orjson.dumps, envelopes))
        meta = meta or {}
        args.append(len(meta))
        for field, value in meta.items():
            args.extend([field, value if isinstance(value, (str, bytes, int)) else dumps(value)])
        snapshots = snapshots or {}
        args.append(len(snapshots))
        for version, state in snapshots.items():
            # Key order kept as evolve built it (not sorted): a state rebuilt from a snapshot must be the
            # very state a full replay builds, dict order included, so decisions cannot differ.
            args.extend([version, orjson.dumps(state)])
        index = index or {}
        args.append(len(index))
        for field, version in index.items():
            args.extend([field, version])
        args.append(dumps(outbox) if outbox else "")
        key_list = [k["events"], k["meta"], k["commands"], k["snapshots"], k["index"], OUTBOX]
        try:
            outcome, value = self.redis.fcall("trackside_append", len(key_list), *key_list, *args)
        except redis.ResponseError as exc:
            if "function not found" not in str(exc).lower():
                raise
            # A Redis restored from nothing (or flushed) has lost the library: load it, append once more.
            log.warning("the trackside_append function was missing from Redis; loading it again")
            self.prepare()
            outcome, value = self.redis.fcall("trackside_append", len(key_list), *key_list, *args)
        return AppendResult(outcome.decode(), value.decode())

    def add_to_index(self, game_id: str, rules: str, status: str = "active") -> None:
        """List the game in every index a listing can filter by (all, its rules, its status, both)."""
        pipe = self.redis.pipeline()
        for name in (GAMES_INDEX, *filtered_indexes(rules, status)):
            pipe.zadd(name, {game_id: 0})
        pipe.execute()

    def mark_finished(self, game_id: str, rules: str) -> None:
        pipe = self.redis.pipeline()
        for name in filtered_indexes(rules, "active")[1:]:
            pipe.zrem(name, game_id)
        for name in filtered_indexes(rules, "finished")[1:]:
            pipe.zadd(name, {game_id: 0})
        pipe.execute()

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

    def creation_plan(self, key_digest: str, plan: dict) -> dict:
        """The plan of the first game creation with this idempotency key (stored for a day), or
        `plan` when this is the first."""
        name = f"{CREATIONS}:{key_digest}"
        for _ in range(2):  # the only way round twice: the stored plan expired between SET and GET
            if self.redis.set(name, dumps(plan), nx=True, ex=CREATION_KEY_TTL):
                return plan
            stored = self.redis.get(name)
            if stored is not None:
                return orjson.loads(stored)
        return plan

    def remember_result(self, game_id: str, command_key: str, record: dict) -> dict:
        """Store the first answer to an idempotency key that appended nothing; returns the stored one."""
        k = keys(game_id)["commands"]
        self.redis.hsetnx(k, command_key, dumps(record))
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
        version, digest = self.redis.hmget(keys(game_id)["meta"], ["version", "state_hash"])
        return Head(int(version or 0), digest.decode() if digest else None)

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
