"""The live streams on nginx with nchan (TRACKSIDE_STREAMS=nchan; docs/streams.md, "The nchan path").

Each nginx node's nchan keeps each channel's last BUFFER messages in its own memory and names each with
an id of its own (`<time>:<tag>`). (nchan's Redis storage would share messages and ids between nodes,
but in nchan 1.3.6 a node that did not take the publish resumes a stream from an id only once: later
resumes on it get nothing; see docs/streams.md.) So the relay publishes each message to every node,
as to Pushpin, and keeps, per node and channel, a bounded map from our ids (a game event's version, an
account event's id) to that node's ids (`NchanMap`): the API answers a resuming request through a node
with a redirect to that node's nchan after the mapped id, or from the store when the client is older
than the map.

The relay publishes each viewer class's ready SSE frame (service/adapters/streams/stream_frames.py) and maps it.
An event hidden from a class is not published: its version maps to the class's last message (to resume
after it is to resume after that one). A relay killed between a publish and its mapping handles the
entry again: the map's pending mark (written before each publish, with the channel's last id then) tells
that the channel's last message is that version's. Events the map misses before the one published (an
entry a dead relay left, handled after later ones; an account event written by a relay that died before
publishing it) are published first, from the store. A node that restarted (its channels empty) has its
maps started afresh at its next publish."""
from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import quote

import requests
from prometheus_client import Counter

from service.adapters.redis.resilience import Client
from service.adapters.streams.account_events import AccountEvents
from service.adapters.streams.stream_frames import appended
from service.app.games import GameService
from service.app.live import account_channel, account_frame, game_channel, parse_id

log = logging.getLogger("trackside.nchan")

BUFFER = 200  # messages a node keeps per channel (deploy/nchan/nginx.conf: nchan_message_buffer_length)
# Our ids each channel's map keeps: every nchan id it names is still in nchan's buffer (an id nchan no
# longer holds would send nothing), with a margin for the hidden events mapped to an older message. Fewer
# (TRACKSIDE_NCHAN_MAPPED, the relay's NchanMap's `kept`) send more resuming clients to the store.
MAPPED = BUFFER - 10
KEPT_S = 86400  # how long nchan keeps a message (nchan_message_timeout); a map outlives its channel's
# What a channel's map starts at when nchan holds nothing on it: a message that is an SSE comment (an
# EventSource ignores it), so that the map's first id is one nchan holds. (nchan 1.3.6 can also start a
# stream at its oldest message, given no id, but did so unreliably: some streams got nothing.)
MARK = b": keep-alive\n\n"
PUBLISH_TIMEOUT_S = 5.0
SUBSCRIBER_TIMEOUT_S = 1.0  # the API's requests to a node's publisher location (a stream's answer waits for them)
RESTARTS = 3  # tries at one publish whose map another changed meanwhile

PUBLISH_FAILURES = Counter("trackside_nchan_publish_failures_total",
                           "Requests to an nchan node's publisher that failed (its map starts afresh at its next publish)")

# KEYS: the channel's map (hash: our id -> nchan id, and ~last, ~nchan, ~pending), its order (list of our
# ids, oldest first). ARGV: our id, nchan id, ids kept, ttl, "1" to start the map afresh if its last id
# is still ARGV[6] (none: ""), "2" to start it only if there is none. Returns 0 when it did not.
MAP = """
if ARGV[5] == '1' then
  if (redis.call('HGET', KEYS[1], '~last') or '') ~= ARGV[6] then
    return 0
  end
  redis.call('DEL', KEYS[1], KEYS[2])
elseif ARGV[5] == '2' and redis.call('EXISTS', KEYS[1]) == 1 then
  return 0
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2], '~last', ARGV[1], '~nchan', ARGV[2])
redis.call('HDEL', KEYS[1], '~pending')
redis.call('RPUSH', KEYS[2], ARGV[1])
local extra = redis.call('LLEN', KEYS[2]) - tonumber(ARGV[3])
for _ = 1, extra do
  redis.call('HDEL', KEYS[1], redis.call('LPOP', KEYS[2]))
end
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[4])
return 1
"""


def _keys(node: str, channel: str) -> list[str]:
    return [f"nchan:{{{channel}}}:{node}:ids", f"nchan:{{{channel}}}:{node}:order"]


class NchanMap:
    """Per node and channel, our last MAPPED ids -> the node's message ids, and the last one mapped. A node
    is named by its publisher URL, as the relay is given it (TRACKSIDE_NCHAN_PUBLISH) and as the node
    tells the API (deploy/nchan/nginx.conf: X-Trackside-Node)."""

    def __init__(self, redis: Client, kept: int = MAPPED, ttl_s: int = KEPT_S + 3600) -> None:
        self.redis = redis
        self.kept, self.ttl_s = kept, ttl_s
        self._map = redis.register_script(MAP)

    def lookup(self, node: str, channel: str, ours: list[str]) -> tuple[list[str | None], str | None]:
        """The nchan ids of `ours` (None: not mapped), and our last id mapped (None: no map)."""
        found = [v.decode() if v is not None else None
                 for v in self.redis.hmget(_keys(node, channel)[0], [*ours, "~last"])]
        return found[:-1], found[-1]

    def state(self, node: str, channel: str, ours: str) -> tuple[bool, str | None, str | None, str | None]:
        """Whether `ours` is mapped; the last id mapped, its nchan id; the pending mark."""
        mapped, last, nchan, pending = (v.decode() if v is not None else None for v in self.redis.hmget(
            _keys(node, channel)[0], [ours, "~last", "~nchan", "~pending"]))
        return mapped is not None, last, nchan, pending

    def pend(self, node: str, channel: str, ours: str, before: str) -> None:
        """`ours` is about to be published; the channel's last message is `before`."""
        self.redis.hset(_keys(node, channel)[0], "~pending", f"{ours} {before}")

    def put(self, node: str, channel: str, ours: str, nchan_id: str) -> None:
        self._map(keys=_keys(node, channel), args=[ours, nchan_id, self.kept, self.ttl_s, "0", ""])

    def restart(self, node: str, channel: str, ours: str, nchan_id: str, last: str | None) -> bool:
        """Start the map afresh at `ours` -> `nchan_id`, if our last id mapped is still `last`."""
        return bool(self._map(keys=_keys(node, channel), args=[ours, nchan_id, self.kept, self.ttl_s, "1", last or ""]))

    def start(self, node: str, channel: str, ours: str, nchan_id: str) -> None:
        """Map `ours` to `nchan_id` if the channel has no map (the API, for a client at a quiet channel's end)."""
        self._map(keys=_keys(node, channel), args=[ours, nchan_id, self.kept, self.ttl_s, "2", ""])

    def drop(self, node: str, channel: str) -> None:
        self.redis.delete(*_keys(node, channel))


class NodeFailed(Exception):
    pass


class NchanNodes:
    """The nodes' publisher locations (`<url>/pub/<channel>`, a loopback port of each nginx)."""

    def __init__(self, urls: Iterable[str], timeout_s: float = PUBLISH_TIMEOUT_S) -> None:
        self.urls = [url.rstrip("/") for url in urls]
        self.timeout_s = timeout_s
        self.http = {url: requests.Session() for url in self.urls}  # (one a node: each its own thread)

    def ask(self, node: str, method: str, channel: str, body: bytes | None = None) -> dict | None:
        """Channel info after the request (None: no such channel) from `node`."""
        try:
            response = self.http.get(node, requests).request(method, f"{node}/pub/{quote(channel, safe='')}", data=body,
                                         headers={"Accept": "application/json"}, timeout=self.timeout_s)
        except requests.RequestException as exc:
            PUBLISH_FAILURES.inc()
            raise NodeFailed(f"{node}: {exc}") from exc
        if response.status_code == 404:
            return None
        if response.status_code >= 300:
            PUBLISH_FAILURES.inc()
            raise NodeFailed(f"{node}: {response.status_code} {response.text[:200]}")
        return response.json() if response.content.strip() else None


def held_last(info: dict | None) -> str | None:
    """The channel's last message held (None: none)."""
    if not info or not info.get("messages"):
        return None
    return str(info["last_message_id"])


class NchanSubscribers:
    """What the API asks of the nodes for the streams it hands to nchan (ports.StreamNodes): the map, read
    and started, and the nodes' channels."""

    def __init__(self, nodes: NchanNodes, ids: NchanMap) -> None:
        self.nodes, self.ids, self.urls = nodes, ids, nodes.urls

    def lookup(self, node: str, channel: str, ours: list[str]) -> tuple[list[str | None], str | None]:
        return self.ids.lookup(node, channel, ours)

    def start(self, node: str, channel: str, ours: str, nchan_id: str) -> None:
        self.ids.start(node, channel, ours, nchan_id)

    def last_held(self, node: str, channel: str) -> str | None:
        """The channel's last message on `node`, or, where it holds none, a comment published to start it
        (None: the node failed)."""
        try:
            return held_last(self.nodes.ask(node, "GET", channel)) or held_last(self.nodes.ask(node, "POST", channel, MARK))
        except (NodeFailed, ValueError):
            return None

    def close(self, channel: str) -> None:
        for node in self.urls:
            try:
                self.nodes.ask(node, "DELETE", channel)
            except NodeFailed:
                continue  # (a node away: its streams end at their idle timeout)


class NchanPublisher:
    """What the relay publishes on nchan: an append's events to each of its game's viewer classes, an
    account's new event to its channel; each mapped."""

    def __init__(self, service: GameService, events: AccountEvents, nodes: NchanNodes, ids: NchanMap) -> None:
        self.service, self.events, self.nodes, self.ids = service, events, nodes, ids
        self.pool = ThreadPoolExecutor(max(1, len(nodes.urls)), thread_name_prefix="nchan-publish")

    def appended(self, game_id: str, first: int, last: int) -> None:
        """The events `first`..`last` of a game, framed once, published to the nodes side by side (a node
        writes a message to all its streams before it answers); after the last of a finished game (its
        frame carries `event: end`) the channels are closed: their streams end, their messages and maps
        go (the API answers a finished game from the store)."""
        starts = {}
        for node in self.nodes.urls:
            starts[node] = first
            _, mapped = self.ids.lookup(node, game_channel(game_id, None), [])
            if mapped is not None and first - self.ids.kept <= int(mapped) < first - 1:
                # (an entry a dead relay left, claimed after later ones are handled: its events go first)
                starts[node] = int(mapped) + 1
        channels = list(appended(self.service, game_id, min(starts.values(), default=first), last))

        def publish(node: str) -> None:
            for channel in channels:
                for version, frame in channel.frames:
                    if version >= starts[node]:
                        self.put(node, channel.channel, str(version), str(version - 1), frame)
                if channel.ended:
                    self.nodes.ask(node, "DELETE", channel.channel)
                    self.ids.drop(node, channel.channel)

        self._on_every_node(publish, f"game {game_id} v{first}..{last}")

    def told(self, account: str, event: dict, previous: str) -> None:
        channel = account_channel(account)

        def publish(node: str) -> None:
            _, mapped = self.ids.lookup(node, channel, [])
            if mapped is not None and mapped != previous:
                # (events written by a relay that died before publishing them: the fact is told, so no
                # entry publishes them again; they go first)
                for missed in self.events.after(account, mapped, self.ids.kept):
                    if parse_id(missed["id"]) >= parse_id(event["id"]):
                        break
                    self.put(node, channel, missed["id"], mapped, account_frame(missed))
                    mapped = missed["id"]
            self.put(node, channel, event["id"], previous, account_frame(event))

        self._on_every_node(publish, f"{event['id']} on {channel}")

    def _on_every_node(self, publish: Callable[[str], None], what: str) -> None:
        """`publish` for each node, side by side; a node that fails is logged (its next publish finds the
        gap: its map starts afresh)."""
        for node, outcome in zip(self.nodes.urls, self.pool.map(self._caught(publish), self.nodes.urls),
                                 strict=True):
            if outcome is not None:
                log.warning("publishing %s to %s: %s", what, node, outcome)

    @staticmethod
    def _caught(publish: Callable[[str], None]) -> Callable[[str], NodeFailed | None]:
        def run(node: str) -> NodeFailed | None:
            try:
                publish(node)
            except NodeFailed as exc:
                return exc
            return None
        return run

    def put(self, node: str, channel: str, ours: str, previous: str, frame: bytes | None) -> None:
        """Publish `frame` as our id `ours` (after `previous`) on `node`'s `channel` and map it, once."""
        for _ in range(RESTARTS):
            if self._put(node, channel, ours, previous, frame):
                return
        log.warning("the map of %s on %s kept changing; %s not published there", channel, node, ours)

    def _put(self, node: str, channel: str, ours: str, previous: str, frame: bytes | None) -> bool:
        """As put(); False when the map changed under it (another relay, or the API starting it)."""
        mapped, last, last_nchan, pending = self.ids.state(node, channel, ours)
        if mapped or (last is not None and parse_id(ours) <= parse_id(last)):
            return True  # (an id the map is past: its clients read the store)
        if pending is not None and pending.partition(" ")[0] == ours:
            # An earlier try at this very id did not end (a relay killed, a node that did not answer):
            # if the channel has a message newer than the one before it, that try was published.
            held = held_last(self.nodes.ask(node, "GET", channel))
            if held is not None and held != pending.partition(" ")[2]:
                self.ids.put(node, channel, ours, held)
                return True
        if last != previous or last_nchan is None:
            # No map (a new channel, or one idle past its ttl), or a gap (a publish the node missed):
            # the map starts afresh at what the channel holds now (the mark, if nothing); clients older
            # than it read the store.
            held = held_last(self.nodes.ask(node, "GET", channel))
            if held is None:
                held = held_last(self.nodes.ask(node, "POST", channel, MARK))
            if not self.ids.restart(node, channel, previous, str(held), last):
                return False
            last_nchan = str(held)
        if frame is None:  # (hidden from this class: after it is after the class's last message)
            self.ids.put(node, channel, ours, last_nchan)
            return True
        self.ids.pend(node, channel, ours, last_nchan)
        info = self.nodes.ask(node, "POST", channel, frame)
        if info is not None and info.get("messages") == 1:
            # (the only message: the node restarted, its buffer empty; the map's older ids name nothing)
            self.ids.restart(node, channel, ours, str(held_last(info)), last)
        else:
            self.ids.put(node, channel, ours, str(held_last(info)))
        return True
