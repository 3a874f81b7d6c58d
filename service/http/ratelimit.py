"""Rate limits with one Redis round trip per request, and no wait for the disk.

flask-limiter's stock fixed window counts a hit (INCRBY and EXPIRE in a script), then reads the window
back for the X-RateLimit headers every answer carries (GET, then TTL); and it hits each limit of a
request in a round trip of its own. Here one Function of the event store's library (store.lua
`count_windows`) counts every window a request counts against, in order, stopping at the first one
breached (as flask-limiter does), and answers each count with its window's time to live: the headers
are made from that answer. A seat's command counts its windows in the very call that appends it (issue
42: one round trip a command), and nothing is appended past a limit. The limits of every request (its
client's rate per route, its address's ceiling: `EveryRequestLimits`) are checked so, in one trip and
without flask-limiter's per-request bookkeeping, which cost as much CPU as the rest of an ordinary
request; flask-limiter keeps the creation budgets of the few routes that store new data
(`OneTripFixedWindow`, its strategy).

The event store's Redis fsyncs its append-only file before it answers a write (appendfsync always),
so the stock INCRBY made every request wait for a disk flush of its own. The counters live a second
or a minute and need no durability: the Function keeps its writes out of the append-only file and the
replication stream (REPL_NONE), so a Redis restarted or failed over simply starts fresh windows.

A refusal costs no round trip at all once the process knows the window is spent: a fixed window's
count only grows until it ends, so a key found over its limit is remembered (per process,
until the window's end) and the next requests counted in that window are answered 429 at once, with
the same headers (issue 24: clients looping past their limit kept the event loop as busy as served
reads). Such a refusal counts against none of the request's windows: it did no work. And a key
refused more than `ANSWERED_AT_ONCE` times in one window belongs to clients that do not read their
Retry-After (a client that does stops at the first): its further refusals are held until the window
ends (at most `HOLD_S`), so that however fast such clients loop, each of their connections costs the
event loop one refusal a window, not hundreds (a held request is a sleeping greenlet, no CPU)."""
from __future__ import annotations

import logging
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import lru_cache

from flask import Response, g, has_request_context, request
from limits import RateLimitItem, parse_many
from limits.storage import MemoryStorage
from limits.strategies import STRATEGIES, FixedWindowRateLimiter
from limits.util import WindowStats
from werkzeug.exceptions import TooManyRequests
from werkzeug.http import parse_date

from service.app.ports import Tally


class OneTripFixedWindow(FixedWindowRateLimiter):
    """Counts through the event store's Function library (service/adapters/redis/store.lua
    `count_windows`: `trackside_count` for a request that appends nothing, the append's own call for a
    command), which keeps the counters out of the append-only file."""

    def tally(self, hits: list[tuple[RateLimitItem, str, int]]) -> Tally:
        """The windows of `hits` (limit, key, cost), to count in order up to the first breached."""
        named = getattr(self.storage, "prefixed_key", str)  # (memory storage keys are as given)
        return Tally([(named(key), item.get_expiry(), cost, item.amount) for item, key, cost in hits])

    def settle(self, tally: Tally) -> list[tuple[int, int]]:
        """Count `tally` now, in a round trip of its own: (count, ms to live) of each window counted."""
        if isinstance(self.storage, MemoryStorage):  # (an API on memory: service/bootstrap.py memory_services)
            tally.settle(self._count_in_memory(tally))
            return tally.counted
        tally.settle(self.storage.get_connection().fcall("trackside_count", len(tally.windows),
                                                         *(key for key, *_ in tally.windows),
                                                         *(value for _, *window in tally.windows for value in window)))
        return tally.counted

    def _count_in_memory(self, tally: Tally) -> list[int]:
        """What store.lua's count_windows answers, counted in the limiter's memory storage."""
        answer: list[int] = []
        for key, length, cost, limit in tally.windows:
            count = self.storage.incr(key, length, amount=cost)
            answer += [count, max(0, int((self.storage.get_expiry(key) - time.time()) * 1000))]
            if count > limit:
                break
        return answer

    def hit(self, item: RateLimitItem, *identifiers: str, cost: int = 1) -> bool:
        key = item.key_for(*identifiers)
        [(count, ttl)] = self.settle(self.tally([(item, key, cost)]))
        if has_request_context():  # kept for this request's headers only
            g.setdefault("rate_windows", {})[key] = window_of(item, count, ttl)
        return count <= item.amount

    def get_window_stats(self, item: RateLimitItem, *identifiers: str) -> WindowStats:
        counted = g.get("rate_windows", {}).get(item.key_for(*identifiers)) if has_request_context() else None
        return counted if counted is not None else super().get_window_stats(item, *identifiers)


WAITING_HELPS = frozenset({429, 503})
"""The answers that carry Retry-After: waiting helps only a refusal for a rate or a store away or full."""


@lru_cache(maxsize=4096)
def window_key(item: RateLimitItem, prefix: str, client: str, scope: str) -> str:
    """limits' key of a client's window, kept for the clients seen lately: the same few for every request
    of theirs, and limits' making of one (each part checked and escaped) cost as much as the rest of a check."""
    return item.key_for(prefix, client, scope)


def window_of(item: RateLimitItem, count: int, ttl_ms: int) -> WindowStats:
    return WindowStats(time.time() + max(ttl_ms, 0) / 1000, max(0, item.amount - count))


SPENT_KEPT = 10_000
"""Spent windows an API process remembers at once (each a key, a time and a count)."""
ANSWERED_AT_ONCE = 10
"""Refusals of one spent window answered at once; later ones wait for its end."""
HOLD_S = 1.0
"""The longest a refusal is held (the per-second windows' length: a longer window's refusals are
held this long, not until its end)."""

STRATEGY = "trackside-one-trip-fixed-window"
STRATEGIES[STRATEGY] = OneTripFixedWindow  # limits' registry of strategies, which flask-limiter reads by name


@dataclass(frozen=True)
class RequestLimit:
    """One limit every request counts against: `key` names its client, `scope` its bucket (None: the
    request's endpoint, a budget per route); `shared` ones are the ceilings over all routes; `exempt`
    requests (e.g. the admin's) skip it; with `endpoints`, only requests to those count."""

    item: RateLimitItem
    key: Callable[[], str]
    scope: str | None
    shared: bool
    message: Callable[[], str] | str
    exempt: Callable[[], bool] | None = None
    endpoints: Collection[str] | None = None

    def refusal(self) -> TooManyRequests:
        return TooManyRequests(self.message() if callable(self.message) else self.message)


class EveryRequestLimits:
    """The limits of every request but those of `exempt` endpoints (and those routed nowhere, as with
    flask-limiter), counted in one round trip, in flask-limiter's order (by window length, ceilings
    first: the first one breached is the 429 and the later ones are not counted), and its X-RateLimit-*
    headers and Retry-After from the same answer (those of the breached limit, else of the first limit
    per route). Counted before the view, but for the `with_the_append` endpoints (a seat's command): their
    count goes with the append the view makes, in its Function call (`pending_tally`), so that a command
    costs one round trip; one whose view appends nothing (a refusal, a replay, a bad body) is counted
    after the view (`settle`), and answered 429 then if it was over. Either way each request is counted
    once, and nothing is appended past a limit. Fails open: a store that does not answer lets the request
    through without headers, and is logged as an error on `logger` (which counts it)."""

    def __init__(self, strategy: OneTripFixedWindow, key_prefix: str, limits: list[RequestLimit],
                 exempt: Collection[str], logger: logging.Logger, with_the_append: Collection[str] = ()) -> None:
        self.limiter = strategy
        self.key_prefix = key_prefix
        self.limits = sorted(limits, key=lambda limit: limit.item)  # stable: ceilings stay ahead of their window
        self.exempt = exempt
        self.with_the_append = with_the_append
        self.logger = logger
        self._spent: dict[str, list] = {}  # key -> [when its window, found spent, ends (time.time()), refusals]

    @staticmethod
    def each(limit: str, **kwargs) -> list[RequestLimit]:
        return [RequestLimit(item, **kwargs) for item in parse_many(limit)]

    def check(self) -> None:
        """A before-request hook: 429 once a limit is breached (or known to be: no round trip)."""
        endpoint = request.endpoint
        if not endpoint or endpoint in self.exempt or endpoint.rpartition(".")[2] == "static":
            return
        try:
            limits = [limit for limit in self.limits if (limit.endpoints is None or endpoint in limit.endpoints)
                      and not (limit.exempt and limit.exempt())]
            hits = [(limit.item, window_key(limit.item, self.key_prefix, limit.key(), limit.scope or endpoint), 1)
                    for limit in limits]
            spent = next(((limit, window) for limit, (_, key, _) in zip(limits, hits, strict=True)
                          if (window := self._spent_window(key)) is not None), None)
            if spent is None and hits:
                tally = self.limiter.tally(hits)
                if endpoint in self.with_the_append:
                    g.rate_pending = limits, hits, tally
                    return
                self.limiter.settle(tally)
        except Exception:  # noqa: BLE001 (fail open: whatever the store or a key raised, the request goes on)
            self.logger.exception("Failed to rate limit. Swallowing error")
            return
        if spent is not None:  # refused without a trip (and counted against no window)
            limit, window = spent
            window[1] += 1
            if window[1] > ANSWERED_AT_ONCE:  # a client looping past its Retry-After: it waits for the window
                time.sleep(max(0.0, min(window[0] - time.time(), HOLD_S)))
            g.rate_window = WindowStats(window[0], 0), limit.item.amount
            raise limit.refusal()
        breached = self._judged(limits, hits, tally.counted) if hits else None
        if breached is not None:
            raise breached.refusal()

    def settle(self) -> RequestLimit | None:
        """An after-request hook's part, for a request counted with its append: its count made now if its
        view appended nothing, and the limit it breached, if any (the caller answers 429 instead)."""
        pending = g.pop("rate_pending", None)
        if pending is None:
            return None
        limits, hits, tally = pending
        try:
            counted = tally.counted if tally.counted is not None else self.limiter.settle(tally)
        except Exception:  # noqa: BLE001 (fail open, as check)
            self.logger.exception("Failed to rate limit. Swallowing error")
            return None
        return self._judged(limits, hits, counted)

    def _judged(self, limits: list[RequestLimit], hits: list[tuple], counted: list[tuple[int, int]]) -> RequestLimit | None:
        """The headers' window of a request counted (`counted` of `hits`), its spent window remembered,
        and the limit it breached (None: within them all)."""
        windows = [(limit, count, ttl) for limit, (count, ttl) in zip(limits, counted, strict=False)]
        breached = windows[-1] if windows and windows[-1][1] > windows[-1][0].item.amount else None
        shown = breached or next((w for w in windows if not w[0].shared), windows[0] if windows else None)
        if shown is not None:
            g.rate_window = window_of(shown[0].item, shown[1], shown[2]), shown[0].item.amount
        if breached is None:
            return None
        if breached[2] > 0:  # a window with its end set (the script sets it with the first count)
            self._remember(hits[len(windows) - 1][1], g.rate_window[0].reset_time)
        self.logger.info("ratelimit %s (%s) exceeded at endpoint: %s", breached[0].item, breached[0].key(),
                         request.endpoint)
        return breached[0]

    def _spent_window(self, key: str) -> list | None:
        """[its end, its refusals from memory] if the window of `key` is known to be spent (None: not
        known so, or ended)."""
        window = self._spent.get(key)
        if window is not None and window[0] <= time.time():
            self._spent.pop(key, None)
            return None
        return window

    def _remember(self, key: str, ends: float) -> None:
        if len(self._spent) >= SPENT_KEPT:  # many clients over their limits at once: keep the live windows only
            now = time.time()
            self._spent = {known: window for known, window in self._spent.items() if window[0] > now}
            if len(self._spent) >= SPENT_KEPT:
                self._spent.clear()  # each is looked up in Redis again, as before
        self._spent[key] = [ends, 0]

    @staticmethod
    def add_headers(response: Response, shown: tuple[WindowStats, int]) -> None:
        """X-RateLimit-Limit, -Remaining and -Reset of the window `shown` (its stats and amount), and on an
        answer in WAITING_HELPS (no other keeps one: service/http/app.py) Retry-After: the seconds until it
        resets, or the answer's own Retry-After if that is later."""
        window, amount = shown
        reset_at = int(window.reset_time + 1)
        response.headers.add("X-RateLimit-Limit", str(amount))
        response.headers.add("X-RateLimit-Remaining", str(window.remaining))
        response.headers.add("X-RateLimit-Reset", str(reset_at))
        if response.status_code not in WAITING_HELPS:
            return
        existing = response.headers.get("Retry-After")
        if existing is not None:
            retry_at = parse_date(existing)
            reset_at = max(int(retry_at.timestamp() if retry_at else time.time() + int(existing)), reset_at)
        response.headers["Retry-After"] = str(int(reset_at - time.time()))


def pending_tally() -> Tally | None:
    """The request's rate windows, when its count is to go with its append (EveryRequestLimits.check)."""
    pending = g.get("rate_pending")
    return pending[2] if pending is not None else None
