"""The live streams' ports in memory (service/app/ports.py), for an API of one process with no stream engine
(the HTTP tests on memory, service/bootstrap.py memory_services): the accounts' stored events (AccountStreams,
as service/adapters/streams/account_events.py keeps them: the last `kept`, a fact told once), the leases of
the capped channels (StreamLeases, as service/adapters/streams/stream_leases.py, without nodes' counts), and
no live feed: every open of a live stream is refused as at a full process (503 with Retry-After)."""
from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterator
from typing import Any

from service.adapters.memory.shared import MemoryPort
from service.adapters.streams.account_events import KEPT
from service.app.live import StreamsFull, parse_id
from service.app.lookup import now_iso
from service.app.ports import LiveFeeds


class MemoryAccountEvents(MemoryPort):
    kept = KEPT

    def _events(self, account: str) -> list[dict]:
        return self.memory.hashes.setdefault(f"account-events:{account}", {}).setdefault("events", [])

    def tell(self, account: str, kind: str, data: dict, fact: str) -> dict | None:
        told = self.tell_after(account, kind, data, fact)
        return told and told[0]

    def tell_after(self, account: str, kind: str, data: dict, fact: str) -> tuple[dict, str] | None:
        with self.lock:
            if not self.memory.put_new(f"told:{account}:{fact}", True):
                return None
            events = self._events(account)
            previous = events[-1]["id"] if events else "0-0"
            ms, seq = parse_id(previous)
            now = int(time.time() * 1000)
            event = {"id": f"{now}-0" if now > ms else f"{ms}-{seq + 1}", "type": kind, "data": data, "at": now_iso()}
            events.append(event)
            if len(events) > self.kept:
                del events[0]
                self.memory.hashes[f"account-events:{account}"]["trimmed"] = True
            return dict(event), previous

    def after(self, account: str, after: str, count: int) -> list[dict]:
        with self.lock:
            return [dict(e) for e in self._events(account) if parse_id(e["id"]) > parse_id(after)][:count]

    def last_id(self, account: str) -> str:
        with self.lock:
            events = self._events(account)
            return events[-1]["id"] if events else "0-0"

    def lost_after(self, account: str, after: str) -> bool:
        with self.lock:
            events = self._events(account)
            trimmed = self.memory.hashes[f"account-events:{account}"].get("trimmed", False)
            return bool(trimmed and events and parse_id(after) != (0, 0) and parse_id(events[0]["id"]) > parse_id(after))


class NoLiveFeeds:
    """An API with no stream engine holds no live stream (LiveFeeds, every open refused)."""

    def subscribe(self, *whom: Any) -> Any:
        raise StreamsFull("this server holds no live streams (an API on memory)")

    def stream(self, subscriber: Any, after: Any, key_holds: Callable[[], bool] | None = None) -> Iterator[bytes]:
        raise StreamsFull("this server holds no live streams (an API on memory)")

    def unsubscribe(self, subscriber: Any) -> None:
        return None


def no_live_feeds(_settings: Any) -> LiveFeeds:
    return NoLiveFeeds()


class MemoryStreamLeases(MemoryPort):
    """The leases of the capped channels (no stream node counts here: only the leases)."""

    def take(self, channel: str, cap: int, lasts_s: float) -> str | None:
        with self.lock:
            leases = self.memory.hashes.setdefault(f"leases:{channel}", {})
            now = time.monotonic()
            for lease, until in list(leases.items()):
                if until <= now:
                    del leases[lease]
            if len(leases) >= cap:
                return None
            lease = secrets.token_hex(16)
            leases[lease] = now + lasts_s
            return lease

    def release(self, channel: str, lease: str) -> None:
        with self.lock:
            self.memory.hashes.setdefault(f"leases:{channel}", {}).pop(lease, None)
