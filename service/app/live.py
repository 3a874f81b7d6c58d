"""What a live stream sends, whichever engine holds it (the API's own feeds, Pushpin, nginx with nchan:
docs/streams.md): the channels, one per viewer class of a game (`g-<game>-s` for its spectators,
`g-<game>-<seat>` for each seat) and one per account (`a-<account>`), and `p-<address>` naming a client
address whose game streams are capped; the Server-Sent Events frames of a game's and an account's events;
the stored events after a client's last one, a page at a time; and the refusals when streams are full."""
from __future__ import annotations

import re
from collections.abc import Iterator

import orjson

from service.app.games import Game, GameService
from service.app.lookup import now_iso
from service.app.ports import AccountStreams

PAGE = 500  # events read from the store at a time (an imported game's append holds them all)
RETRY_AFTER_S = 5  # a refused stream's Retry-After
MAX_STREAMS_PER_ACCOUNT = 5  # open /v1/me/events streams an account may have at once
EVENT_ID = re.compile(r"(0|[0-9]{1,20}-[0-9]{1,20})")


class StreamsFull(Exception):
    """This process (or this client address) has as many open streams as it takes."""


class TooManyForAccount(StreamsFull):
    """The account has as many event streams open as it may (its client's to close one)."""


def game_channel(game_id: str, seat: int | None) -> str:
    return f"g-{game_id}-{'s' if seat is None else seat}"


def account_channel(account: str) -> str:
    return f"a-{account}"


def client_channel(address: str) -> str:
    """The channel naming a client address: a game stream's cap is on it."""
    return f"p-{address}"


def event_frame(public: dict | None) -> bytes | None:
    if public is None:
        return None
    return b"id: %d\nevent: %s\ndata: %s\n\n" % (public["version"], public["type"].encode(), orjson.dumps(public))


def end_frame(version: int) -> bytes:
    # With the game's last version as its id, a client that reconnects anyway is answered 204 (see
    # service.http.api.feeds), which tells an EventSource to stop reconnecting.
    return b"id: %d\nevent: end\ndata: %s\n\n" % (version, orjson.dumps({"status": "finished", "version": version}))


def stored_events(service: GameService, game: Game, seat: int | None, last: int) -> Iterator[bytes]:
    """The frames of every stored event after `last` as `seat` sees them, a page at a time; returns the
    last version."""
    while True:
        envelopes = service.store.events(game.id, after=last, limit=PAGE)
        if envelopes:
            last = envelopes[-1]["version"]
            frames = b"".join(frame for envelope in envelopes
                              if (frame := event_frame(service.public_event(game, envelope, seat))))
            if frames:
                yield frames
        if len(envelopes) < PAGE:
            return last


def collected(frames: Iterator[bytes]) -> tuple[bytes, int | str]:
    """All the bytes of a stored_events() or stored_account_events() generator, and what it returned."""
    out = []
    while True:
        try:
            out.append(next(frames))
        except StopIteration as done:
            return b"".join(out), done.value


def is_event_id(text: str) -> bool:
    """Whether `text` is an id a stream may have given (each part below 2**64, as Redis reads it)."""
    return EVENT_ID.fullmatch(text) is not None and max(parse_id(text)) < 2 ** 64


def parse_id(event_id: str) -> tuple[int, int]:
    ms, _, seq = event_id.partition("-")
    return int(ms), int(seq or 0)


def account_frame(event: dict) -> bytes:
    return b"id: %s\nevent: %s\ndata: %s\n\n" % (event["id"].encode(), event["type"].encode(), orjson.dumps(event))


def stored_account_events(events: AccountStreams, account: str, last: str) -> Iterator[bytes]:
    """The frames of the stored events after `last` (after `event: gap` if some were trimmed away), a
    page at a time; returns the last id."""
    if events.lost_after(account, last):
        # (no `id:`: a client resuming later names the last event it had whole)
        yield b"event: gap\ndata: %s\n\n" % orjson.dumps({"id": None, "type": "gap", "data": {"after": last},
                                                          "at": now_iso()})
    while True:
        page = events.after(account, last, PAGE)
        if page:
            last = page[-1]["id"]
            yield b"".join(account_frame(event) for event in page)
        if len(page) < PAGE:
            return last
