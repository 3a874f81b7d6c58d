"""Following a game live: its event stream (`GET /v1/games/{game_id}/events/stream`, Server-Sent Events)
read event by event, and resumed with `Last-Event-ID` after a dropped connection; and an account's
event stream (`GET /v1/me/events`: its turns, games and challenges) the same way.

Written by hand, not generated: the generated `stream_events` reads the answer whole, which for a live
game only ends with the game. Committed, and put beside the generated client by `clients/generate.sh`.
It imports nothing generated, so that it works from a clone where `make client` has not run.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from time import sleep  # the module's own name for it: a test may replace it here alone
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

import httpx

if TYPE_CHECKING:  # the generated client (`make client`); this module itself needs only httpx
    from .client import AuthenticatedClient, Client

# A stream silent this long is taken for a dead connection: the server sends a keep-alive comment on
# every quiet stream (TRACKSIDE_STREAM_HEARTBEAT_SECONDS, 15 s unless its operator changed it).
READ_TIMEOUT_S = 60.0
# The wait before a reconnection starts at the server's `retry:` and doubles after each failed attempt
# in a row, up to MAX_DELAY_S; MAX_ATTEMPTS failures in a row (no event between them) raise.
FIRST_DELAY_S = 1.0
MAX_DELAY_S = 30.0
MAX_ATTEMPTS = 8


class StreamEnded(Exception):
    """The server closed the stream before its `event: end` (as it does to a reader too slow to keep up)."""


def iter_events(client: Client | AuthenticatedClient, game_id: str, after: int | None = None, *,
                read_timeout: float = READ_TIMEOUT_S, max_delay: float = MAX_DELAY_S,
                max_attempts: int = MAX_ATTEMPTS) -> Iterator[dict[str, Any]]:
    """Yield each event of the game after version `after` (from the first when None) as `/events` gives
    it, redacted for the client's seat token if it has one: a dict whose `version` is its event id.
    Ends when the stream says the game ended. A connection that drops, goes silent for `read_timeout`
    or is answered 429 or 5xx is opened again with `Last-Event-ID`, so that no event is missed or
    seen twice; the wait between attempts doubles up to `max_delay`, and `max_attempts` failures with
    no event between them raise the last one."""
    url = f"/v1/games/{quote(game_id, safe='')}/events/stream"

    def request(last_event_id: str | None) -> dict[str, Any]:
        if last_event_id is None:
            return {"method": "get", "url": url, "params": {} if after is None else {"after": str(after)}}
        return {"method": "get", "url": url, "headers": {"Last-Event-ID": last_event_id}}

    for frame in _resumed(client.get_httpx_client(), request, None, read_timeout, max_delay, max_attempts):
        yield json.loads(frame["data"])


def iter_account_events(client_or_base_url: Client | AuthenticatedClient | str, key: str,
                        last_event_id: str | None = None, *, read_timeout: float = READ_TIMEOUT_S,
                        max_delay: float = MAX_DELAY_S, max_attempts: int = MAX_ATTEMPTS) -> Iterator[dict[str, Any]]:
    """Yield each event of the account whose key is `key` (`GET /v1/me/events`) after `last_event_id`
    (every event its stream holds when None), for as long as the caller reads: dicts `{"id", "type",
    "data", "at"}` (`challenge`, `game_started`, `your_turn`, `game_finished`, `seat_taken_over`,
    `game_expired`). When
    events after `last_event_id` have left the account's stream (it keeps the last thousand or so), a
    `{"id": None, "type": "gap", ...}` comes first. Reconnects as `iter_events` does, with
    `Last-Event-ID`: no event is missed or seen twice."""
    http = httpx.Client(base_url=client_or_base_url) if isinstance(client_or_base_url, str) \
        else client_or_base_url.get_httpx_client()
    authorization = {"Authorization": f"Bearer {key}"}

    def request(last: str | None) -> dict[str, Any]:
        return {"method": "get", "url": "/v1/me/events",
                "headers": {**authorization, **({"Last-Event-ID": last} if last is not None else {})}}

    for frame in _resumed(http, request, last_event_id, read_timeout, max_delay, max_attempts):
        yield json.loads(frame["data"])


def _resumed(http: httpx.Client, request: Callable[[str | None], dict[str, Any]], last_event_id: str | None,
             read_timeout: float, max_delay: float, max_attempts: int) -> Iterator[dict[str, Any]]:
    """The frames with data of an event stream, opened again after the last `id:` seen when its
    connection drops (see iter_events); ends at a 204 or an `event: end`."""
    timeout = httpx.Timeout(10.0, read=read_timeout)
    delay, failures = FIRST_DELAY_S, 0
    while True:
        wait = 0.0
        failed: Exception
        try:
            with http.stream(**request(last_event_id), timeout=timeout) as response:
                if response.status_code == 204:  # (a finished game: nothing follows the position)
                    return
                if response.status_code == 429 or response.status_code >= 500:
                    retry_after = response.headers.get("Retry-After", "")
                    wait = float(retry_after) if retry_after.isdigit() else 0.0
                    failed = httpx.HTTPStatusError(f"{response.status_code} from the event stream",
                                                   request=response.request, response=response)
                else:
                    response.raise_for_status()  # another 4xx (a wrong token or game): asking again cannot help
                    for frame in frames(response.iter_lines()):
                        delay = frame.get("retry", delay)
                        if "data" not in frame:
                            continue
                        if frame.get("event") == "end":
                            return
                        last_event_id, failures = frame.get("id", last_event_id), 0
                        yield frame
                    failed = StreamEnded("the event stream closed before its end")
        except httpx.TransportError as exc:
            failed = exc
        failures += 1
        if failures >= max_attempts:
            raise failed
        sleep(max(wait, min(delay * 2 ** (failures - 1), max_delay)))


def frames(lines: Iterable[str]) -> Iterator[dict[str, Any]]:
    """The Server-Sent Events framing (the WHATWG HTML standard's parsing): each frame as its fields,
    `data` lines joined, `retry` in seconds; a frame only once its blank line came, so a connection
    cut in the middle of one never gives half an event. Comments (the keep-alives) give nothing."""
    frame: dict[str, Any] = {}
    for line in lines:
        if not line:
            if frame:
                yield frame
            frame = {}
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "data":
            frame["data"] = f"{frame['data']}\n{value}" if "data" in frame else value
        elif name in ("id", "event") and "\0" not in value:
            frame[name] = value
        elif name == "retry" and value.isdigit():
            frame["retry"] = int(value) / 1000
