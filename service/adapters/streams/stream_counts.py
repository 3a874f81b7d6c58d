"""How many streams Pushpin holds for each capped client (TRACKSIDE_STREAMS=grip; docs/streams.md, "Caps").

Every hold the API makes is also on a channel naming who is capped: `p-<client address>` for a game's
stream, `a-<account>` (its own channel) for an account's. Each node's handler tells on its stats socket
(ZeroMQ PUB, JSON) who is subscribed: a `sub` packet when a channel gets its first subscriber, when its
count changes (within about a second), again every three quarters of its `ttl`, and one marked
`unavailable` when its last subscriber leaves. The counter (run by the relay) subscribes to every node's
stats and keeps, per capped channel, a hash of each node's count with the time it stops holding if not
refreshed; an opening request takes a lease against it and the cap (service/adapters/streams/stream_leases.py),
and each stream a node newly tells of stands for one of those leases, which is dropped."""
from __future__ import annotations

import logging
import threading
from collections.abc import Iterable

import orjson
import zmq

from service.adapters.redis.resilience import STORE_ERRORS, Client, backoff
from service.adapters.streams.stream_leases import counts_key, leases_key, now_ms

log = logging.getLogger("trackside.stream_counts")

CAPPED = ("p-", "a-")  # the channels that name who is capped: a client address, an account
QUEUED = 100_000  # stats packets a node's socket may queue for the counter (a burst of opens)

# Sets (or, with no count, removes) one node's count of a channel (KEYS[1]: node -> "<subscribers> <until,
# ms>"), drops as many of the channel's leases (KEYS[2]) as the node holds streams more than it last told
# (those streams were leased at their open), drops the counts their nodes stopped refreshing, and lets the
# hash expire with its last count.
COUNT = """
local key, now = KEYS[1], tonumber(ARGV[3])
local told = string.match(redis.call('HGET', key, ARGV[1]) or '', '^(%d+) ')
local more = (tonumber(ARGV[2]) or 0) - (tonumber(told) or 0)
if more > 0 then
  redis.call('ZPOPMIN', KEYS[2], more)
end
if ARGV[2] == '' then
  redis.call('HDEL', key, ARGV[1])
else
  redis.call('HSET', key, ARGV[1], ARGV[2] .. ' ' .. (now + tonumber(ARGV[4])))
end
local counts, latest = redis.call('HGETALL', key), 0
for i = 1, #counts, 2 do
  local until_ms = tonumber(string.match(counts[i + 1], ' (%d+)$'))
  if until_ms <= now then
    redis.call('HDEL', key, counts[i])
  elseif until_ms > latest then
    latest = until_ms
  end
end
if latest > 0 then
  redis.call('PEXPIREAT', key, latest)
end
"""


class StreamCounts:
    """The streams the Pushpin nodes hold on each capped channel, in Redis (`client`: the event store's)."""

    def __init__(self, client: Client) -> None:
        self.redis = client
        self._count = client.register_script(COUNT)

    def open_streams(self, channel: str) -> int:
        """The streams held on `channel` over every node, as the nodes last told (about a second behind)."""
        now = now_ms()
        total = 0
        for value in self.redis.hgetall(counts_key(channel)).values():
            count, _, until_ms = value.decode().partition(" ")
            if int(until_ms) > now:
                total += int(count)
        return total

    def held(self, node: str, channel: str, subscribers: int, ttl_s: float) -> None:
        """`node` holds `subscribers` streams on `channel` for `ttl_s` unless it says so again."""
        self._count(keys=[counts_key(channel), leases_key(channel)],
                    args=[node, subscribers, now_ms(), int(ttl_s * 1000)])

    def gone(self, node: str, channel: str) -> None:
        """`node` holds no stream on `channel` any more."""
        self._count(keys=[counts_key(channel), leases_key(channel)], args=[node, "", now_ms(), 0])


class StreamCounter:
    """Reads the stats of the Pushpin nodes at `specs` (their handlers' stats_spec, ZeroMQ) into `counts`.
    A node is named by its spec; a node that restarted (its packets come from another handler instance)
    has its earlier counts forgotten, as its streams went with it."""

    def __init__(self, counts: StreamCounts, specs: Iterable[str]) -> None:
        self.counts = counts
        self.specs = tuple(specs)
        self._instances: dict[str, str] = {}  # node -> the handler instance its packets came from
        self._channels: dict[str, set[str]] = {}  # node -> the capped channels it was last seen holding

    def heard(self, node: str, message: bytes) -> None:
        """One stats packet of `node`: `sub J{...}` counts, others are not ours."""
        kind, _, body = message.partition(b" ")
        if kind != b"sub" or not body.startswith(b"J"):
            return
        packet = orjson.loads(body[1:])
        channel = packet.get("channel", "")
        if packet.get("mode") != "stream" or not channel.startswith(CAPPED):
            return
        instance = packet.get("from", "")
        if self._instances.setdefault(node, instance) != instance:
            self.forget(node)
            self._instances[node] = instance
        held = self._channels.setdefault(node, set())
        if packet.get("unavailable"):
            held.discard(channel)
            self.counts.gone(node, channel)
        else:
            held.add(channel)
            self.counts.held(node, channel, int(packet["subscribers"]), float(packet["ttl"]))

    def forget(self, node: str) -> None:
        for channel in self._channels.pop(node, set()):
            self.counts.gone(node, channel)

    def run(self, stop: threading.Event) -> None:
        """Count until `stop` is set. A packet lost meanwhile (Redis away) is made good by the node's
        next refresh of that channel (within 45 s); an unsubscribe lost, by the count's expiry."""
        context = zmq.Context.instance()
        sockets: dict[zmq.Socket, str] = {}
        poller = zmq.Poller()
        for spec in self.specs:
            socket = context.socket(zmq.SUB)
            socket.setsockopt(zmq.RCVHWM, QUEUED)
            socket.setsockopt(zmq.LINGER, 0)
            socket.setsockopt(zmq.SUBSCRIBE, b"sub ")
            socket.connect(spec)
            poller.register(socket, zmq.POLLIN)
            sockets[socket] = spec
        pause, failures = backoff(), 0
        try:
            while not stop.is_set():
                for socket, _ in poller.poll(500):
                    try:
                        while True:
                            self.heard(sockets[socket], socket.recv(zmq.NOBLOCK))
                    except zmq.Again:
                        failures = 0
                    except STORE_ERRORS as exc:
                        failures += 1
                        log.error("stream counter: Redis did not take a count (%s); going on", exc)
                        stop.wait(pause.compute(failures))
                    except (ValueError, KeyError, TypeError) as exc:
                        log.warning("stream counter: a stats packet of %s not understood: %s", sockets[socket], exc)
        finally:
            for socket in sockets:
                socket.close()

    def start(self) -> tuple[threading.Thread, threading.Event]:
        """run() on a daemon thread; set the event to stop it."""
        stop = threading.Event()
        thread = threading.Thread(target=self.run, args=(stop,), name="stream-counter", daemon=True)
        thread.start()
        return thread, stop
