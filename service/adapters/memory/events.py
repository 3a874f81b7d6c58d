"""The event store in memory: the EventStore port (service/app/ports.py) with the Redis adapter's meaning
(service/adapters/redis/store.py and the append Function in store.lua), for the tests of the application that
need no real Redis. One lock makes each call as atomic as the Function makes an append.

Not here: replicas (wait_replicas is 0, so confirm_replicated has nothing to wait for) and the live
streams' engines (no append writes an outbox entry for them)."""
from __future__ import annotations

from typing import Any

import orjson

from domain.core.canonical import canonical_json
from service.adapters.memory.listings import Listings
from service.adapters.memory.shared import GameLog, text
from service.adapters.reading import reading
from service.adapters.redis.keys import CREATION_KEY_TTL, CREATIONS, keys
from service.app.ports import AppendResult, Head, Reading, Tally


class InMemoryEventStore(Listings):
    counts_tallies = False  # the rate windows are the limiter's Redis's: it counts them on its own

    # --- writing --------------------------------------------------------------------------------
    def append(self, game_id: str, expected_version: int, envelopes: list[dict], *, decided_on: str = "",
               command_key: str = "", command_record: dict | None = None, meta: dict[str, Any] | None = None,
               snapshots: dict[int, Any] | None = None, index: dict[str, int] | None = None,
               outbox: dict | None = None, tally: Tally | None = None) -> AppendResult:
        # (`tally`: never given one, as counts_tallies says.) Everything encoded before the lock, as the
        # Redis adapter encodes its arguments before the call.
        encoded = [orjson.dumps(envelope) for envelope in envelopes]
        record = orjson.dumps(command_record or {})
        fields = {name: text(value) if isinstance(value, (str, bytes, int)) else canonical_json(value).decode()
                  for name, value in (meta or {}).items()}
        states = {int(version): orjson.dumps(state) for version, state in (snapshots or {}).items()}
        entry = canonical_json(outbox) if outbox else b""
        with self.lock:
            log = self.memory.games.get(game_id) or GameLog()
            if command_key and (prior := log.commands.get(command_key)) is not None:
                return AppendResult("duplicate", prior.decode())
            current = int(log.meta.get("version", 0))
            if current != expected_version:
                if encoded and 0 <= expected_version < len(log.events) and log.events[expected_version] == encoded[0]:
                    # This very batch was appended already (the Redis adapter's retry of an answer lost).
                    return AppendResult("ok", str(expected_version + len(encoded)))
                return AppendResult("conflict", str(current))
            # A log written before the chain has no state_hash yet: its first append starts it.
            if current > 0 and "state_hash" in log.meta and log.meta["state_hash"] != decided_on:
                return AppendResult("stale", str(current))
            version = expected_version + len(encoded)
            log.events.extend(encoded)
            if command_key:
                log.commands[command_key] = record
            log.meta.update({"version": str(version), **fields})
            log.snapshots.update(states)
            for name, at in (index or {}).items():
                log.index.setdefault(name, int(at))
            self.memory.games[game_id] = log
            if entry:
                self.memory.add_entry(entry)
            return AppendResult("ok", str(version))

    def confirm_replicated(self, game_id: str) -> None:
        """No replicas to wait for."""

    def remove(self, game_id: str, version: int, state_hash: str) -> str:
        """Delete the game's every key while its log is still at `version` with `state_hash`:
        "removed", "gone" or "moved" (store.lua's trackside_remove)."""
        with self.lock:
            log = self.memory.games.get(game_id)
            if log is None or "version" not in log.meta:
                return "gone"
            if log.meta["version"] != str(version) or log.meta.get("state_hash") != state_hash:
                return "moved"
            del self.memory.games[game_id]
            self.memory.delete(keys(game_id).values())  # (its lobby, marker and rematch too)
            return "removed"

    # --- the first answers to Idempotency-Keys --------------------------------------------------
    def creation_plan(self, key_digest: str, plan: dict) -> dict:
        with self.lock:
            name = f"{CREATIONS}:{key_digest}"
            if self.memory.put_new(name, canonical_json(plan), CREATION_KEY_TTL):
                return plan
            return orjson.loads(self.memory.get(name))

    def command_record(self, game_id: str, command_key: str) -> dict | None:
        with self.lock:
            log = self.memory.games.get(game_id)
            raw = log.commands.get(command_key) if log else None
        return orjson.loads(raw) if raw else None

    def command_records(self, game_id: str) -> dict[str, Any]:
        with self.lock:
            log = self.memory.games.get(game_id)
            stored = dict(log.commands) if log else {}
        return {key: orjson.loads(raw) for key, raw in stored.items()}

    def remember_result(self, game_id: str, command_key: str, record: dict) -> dict:
        with self.lock:
            commands = self.memory.games.setdefault(game_id, GameLog()).commands
            return orjson.loads(commands.setdefault(command_key, canonical_json(record)))

    def keep_command_records(self, game_id: str, records: dict[str, bytes]) -> None:
        with self.lock:
            commands = self.memory.games.setdefault(game_id, GameLog()).commands
            for key, record in records.items():
                commands.setdefault(key, text(record).encode())

    # --- reading --------------------------------------------------------------------------------
    def _log(self, game_id: str) -> GameLog:
        return self.memory.games.get(game_id) or GameLog()

    def meta(self, game_id: str) -> dict[str, str] | None:
        with self.lock:
            return dict(self._log(game_id).meta) or None

    def version(self, game_id: str) -> int:
        with self.lock:
            return int(self._log(game_id).meta.get("version", 0))

    def head(self, game_id: str) -> Head:
        with self.lock:
            meta = self._log(game_id).meta
            version, digest, table = meta.get("version"), meta.get("state_hash"), meta.get("table")
        return Head(int(version or 0), digest or None, orjson.loads(table) if table else {})

    def events(self, game_id: str, after: int = 0, upto: int | None = None, limit: int | None = None) -> list[dict]:
        with self.lock:
            stored = self._log(game_id).events[max(after, 0):None if upto is None else max(upto, 0)]
        if limit is not None:  # (at least 1: redis-py refuses a smaller count)
            stored = stored[:limit]
        return [orjson.loads(envelope) for envelope in stored]

    def read_at(self, game_id: str, version: int, cached: tuple[int, str] | None = None,
                snapshots: bool = True) -> Reading:
        """As the Redis adapter reads it: the snapshot at or before `version` (or the caller's cached state,
        where the log's hash there is still its hash), the events after it, and the current version."""
        with self.lock:
            log = self._log(game_id)
            return reading(
                version, cached, snapshots,
                lambda at: orjson.loads(log.events[at - 1])["state_hash"] if at <= len(log.events) else None,
                lambda at: orjson.loads(log.snapshots[at]) if at in log.snapshots else None,
                lambda after, upto: [orjson.loads(envelope) for envelope in log.events[after:upto]],
                lambda: int(log.meta.get("version", 0)))

    def index_version(self, game_id: str, field: str) -> int | None:
        with self.lock:
            return self._log(game_id).index.get(field)

    # --- the API's look at its store (as the Redis adapter's service/adapters/redis/connection.py) ---------
    def prepare(self) -> None:
        return None

    def durability(self) -> str:
        return "memory"  # (what a 2xx promises: nothing past this process; create_app says so in its log)

    def ping(self) -> None:
        return None

    def ping_queue(self, queue: object) -> None:
        return None

    def nearly_full(self, share: float, queue: object) -> bool:
        return False

    def functions_loaded(self) -> bool:
        return True  # (no function library to load: the append is this module's)
