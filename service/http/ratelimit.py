"""flask-limiter's fixed window, with one Redis round trip per request instead of three, and no wait
for the disk.

The stock strategy counts the hit (INCRBY and EXPIRE in a script), then reads the window back for
the X-RateLimit headers every answer carries (GET, then TTL). Here the hit's script answers the
count and the window's time to live together, and the headers are made from that answer.

The event store's Redis fsyncs its append-only file before it answers a write (appendfsync always),
so the stock INCRBY made every request wait for a disk flush of its own. The counters live a second
or a minute and need no durability: the script keeps its writes out of the append-only file and the
replication stream (REPL_NONE), so a Redis restarted or failed over simply starts fresh windows."""
from __future__ import annotations

import time

from flask import g, has_request_context
from limits import RateLimitItem
from limits.storage import RedisStorage
from limits.strategies import STRATEGIES, FixedWindowRateLimiter
from limits.util import WindowStats

# The stock incr_expire script, unlogged, answering the window's TTL beside the count.
INCR_WITH_TTL = """
redis.set_repl(redis.REPL_NONE)
local current = redis.call('INCRBY', KEYS[1], ARGV[2])
if tonumber(current) == tonumber(ARGV[2]) then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
end
return {current, redis.call('TTL', KEYS[1])}
"""


class OneTripFixedWindow(FixedWindowRateLimiter):
    def __init__(self, storage: RedisStorage) -> None:
        super().__init__(storage)
        self._incr = storage.get_connection().register_script(INCR_WITH_TTL)

    def hit(self, item: RateLimitItem, *identifiers: str, cost: int = 1) -> bool:
        key = item.key_for(*identifiers)
        count, ttl = self._incr([self.storage.prefixed_key(key)], [item.get_expiry(), cost])
        if has_request_context():  # kept for this request's headers only
            g.setdefault("rate_windows", {})[key] = WindowStats(time.time() + max(ttl, 0),
                                                                max(0, item.amount - count))
        return count <= item.amount

    def get_window_stats(self, item: RateLimitItem, *identifiers: str) -> WindowStats:
        counted = g.get("rate_windows", {}).get(item.key_for(*identifiers)) if has_request_context() else None
        return counted if counted is not None else super().get_window_stats(item, *identifiers)


STRATEGY = "trackside-one-trip-fixed-window"
STRATEGIES[STRATEGY] = OneTripFixedWindow  # limits' registry of strategies, which flask-limiter reads by name
