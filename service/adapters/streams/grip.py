"""The live streams on Pushpin (TRACKSIDE_STREAMS=grip; docs/streams.md): the channels a stream is held
on, and the relay's publishing of every appended event to every Pushpin node.

The channels (one per viewer class) and frames are service/adapters/streams/stream_frames.py's. Each event is
redacted and encoded once per viewer class (not per stream) and published as ready SSE bytes, with `id` = its version and `prev-id` = the one before, so
that a node missing one (a publish lost, or made before the stream was held) sees the gap and asks the
API for what follows the last one it sent (GRIP's reliable mode: the hold's Grip-Link).

Publishing is GRIP's HTTP publish (POST <node>/publish/ with {"items": [...]}) to each configured node; a
node that does not answer is logged and counted, never retried here: the next event's prev-id makes
its streams recover from the store."""
from __future__ import annotations

import logging
from collections.abc import Iterable

import orjson
import requests
from prometheus_client import Counter

from service.adapters.streams.stream_frames import appended
from service.app.games import GameService
from service.app.live import account_channel, account_frame

log = logging.getLogger("trackside.grip")

PUBLISH_TIMEOUT_S = 5.0

PUBLISH_FAILURES = Counter("trackside_grip_publish_failures_total",
                           "Publishes a Pushpin node did not take (its streams recover at the next event)")


def item(channel: str, event_id: str, prev_id: str, content: bytes) -> dict:
    return {"channel": channel, "id": event_id, "prev-id": prev_id,
            "formats": {"http-stream": {"content": content.decode()}}}


def close(channel: str) -> dict:
    """Ends the channel's held streams (a finished game's, after its `event: end`)."""
    return {"channel": channel, "formats": {"http-stream": {"action": "close"}}}


class GripPublisher:
    """Publishes items to every Pushpin node (their push_in_http URLs)."""

    def __init__(self, urls: Iterable[str], timeout_s: float = PUBLISH_TIMEOUT_S) -> None:
        self.urls = [f"{url.rstrip('/')}/publish/" for url in urls]
        self.timeout_s = timeout_s
        self.http = requests.Session()

    def publish(self, items: list[dict]) -> None:
        if not items:
            return
        body = orjson.dumps({"items": items})
        for url in self.urls:
            try:
                response = self.http.post(url, data=body, timeout=self.timeout_s,
                                          headers={"Content-Type": "application/json"})
                if response.status_code >= 300:
                    raise requests.HTTPError(f"{response.status_code} {response.text[:200]}")
            except requests.RequestException as exc:
                PUBLISH_FAILURES.inc()
                log.warning("publishing %d items to %s failed: %s", len(items), url, exc)


class StreamPublisher:
    """What the relay publishes: an append's events to each of its game's viewer classes, an account's
    new event to its channel."""

    def __init__(self, service: GameService, publisher: GripPublisher) -> None:
        self.service = service
        self.publisher = publisher

    def appended(self, game_id: str, first: int, last: int) -> None:
        """The events `first`..`last` of a game (one append), each once per viewer class; after the last
        of a finished game, `event: end` and the streams closed."""
        items = []
        for channel in appended(self.service, game_id, first, last):
            for version, frame in channel.frames:
                # (an event hidden from this seat is an empty publish: the chain of ids stays whole)
                items.append(item(channel.channel, str(version), str(version - 1), frame or b""))
            if channel.ended:
                items.append(close(channel.channel))
        self.publisher.publish(items)

    def told(self, account: str, event: dict, previous: str) -> None:
        self.publisher.publish([item(account_channel(account), event["id"], previous, account_frame(event))])
