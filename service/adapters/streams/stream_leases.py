"""Leases on the stream caps held by Pushpin or nginx with nchan (docs/streams.md, "Caps and heartbeats").

The API sees a stream's opening request, not its close: the engine holds it. So that a burst of opens
cannot pass a cap before anyone has counted them, each opening request takes a lease on its capped
channel (`p-<client address>`, `a-<account>`) in one script, which refuses when the leases and the
streams the nodes last told of (service/adapters/streams/stream_counts.py, Pushpin's) are at the cap.
- nchan: a lease lasts as long as its stream; nginx tells the API when nchan lets the stream go (its
  unsubscribe request), and a lease not let go (a node killed) lapses after NCHAN_LEASE_S.
- Pushpin: a lease stands for a stream its node has not told of yet; the counter drops one lease for
  each stream a node newly tells it holds, and a lease lapses after GRIP_LEASE_S (the node tells of a new
  stream at once, a count change within about a second).
A lease for a stream that is not held after all (the answer was a finite one) is let go at once."""
from __future__ import annotations

import secrets
import time

from service.adapters.redis.resilience import Client

NCHAN_LEASE_S = 3600  # a lease nginx never let go (its node was killed) lapses after this
GRIP_LEASE_S = 10  # a lease for a hold no node told of (the client left first) lapses after this


def leases_key(channel: str) -> str:
    """The sorted set of a capped channel's leases (lease id -> when it lapses, ms): beside its counts."""
    return f"trackside:leases:{{{channel}}}"


def counts_key(channel: str) -> str:
    """The hash of the streams each Pushpin node told it holds on a capped channel (stream_counts.py)."""
    return f"trackside:streams:{{{channel}}}"


# KEYS: the leases, the nodes' counts; ARGV: now (ms), the cap, the new lease, when it lapses (ms).
# 1 and the lease taken, or 0 when the leases and the counts not lapsed are at the cap.
RESERVE = """
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local held = redis.call('ZCARD', KEYS[1])
for _, value in ipairs(redis.call('HVALS', KEYS[2])) do
  local count, until_ms = string.match(value, '^(%d+) (%d+)$')
  if tonumber(until_ms) > now then held = held + tonumber(count) end
end
if held >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[3])
local latest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], latest[2])
return 1
"""


def now_ms() -> int:
    return int(time.time() * 1000)


class StreamLeases:
    """The leases of the capped channels, in Redis (`client`: the event store's)."""

    def __init__(self, client: Client) -> None:
        self.redis = client
        self._reserve = client.register_script(RESERVE)

    def take(self, channel: str, cap: int, lasts_s: float) -> str | None:
        """A lease on `channel` for `lasts_s`, or None when `cap` streams are held or leased on it."""
        lease, now = secrets.token_hex(16), now_ms()
        taken = self._reserve(keys=[leases_key(channel), counts_key(channel)],
                              args=[now, cap, lease, now + int(lasts_s * 1000)])
        return lease if taken else None

    def release(self, channel: str, lease: str) -> None:
        self.redis.zrem(leases_key(channel), lease)

    def leased(self, channel: str) -> int:
        """The leases on `channel` not lapsed."""
        return self.redis.zcount(leases_key(channel), now_ms() + 1, "+inf")
