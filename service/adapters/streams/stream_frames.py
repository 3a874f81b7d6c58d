"""What the engines holding the live streams are given (Pushpin: service/adapters/streams/grip.py; nginx with
nchan: service/adapters/streams/nchan.py; docs/streams.md): the channels, one per viewer class, and each
appended event's ready SSE frame for each of them, redacted and encoded once per class (not per stream).

A game has one channel per viewer class, `g-<game>-s` for its spectators and `g-<game>-<seat>` for each
seat, and an account one, `a-<account>`."""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from service.app.games import GameService
from service.app.live import PAGE, end_frame, event_frame, game_channel


@dataclass
class ChannelFrames:
    """One viewer class's frames of an append: (version, frame), the frame None where the event is hidden
    from the class (the last one of a finished game carries `event: end` too); `ended`: the game finished."""
    channel: str
    frames: list[tuple[int, bytes | None]]
    ended: bool


def appended(service: GameService, game_id: str, first: int, last: int) -> Iterator[ChannelFrames]:
    """The events `first`..`last` of a game (one append), framed once per viewer class."""
    game = service.game(game_id)
    envelopes: list[dict] = []
    while len(envelopes) < last - first + 1:
        page = service.store.events(game_id, after=first - 1 + len(envelopes), limit=PAGE)
        if not page:
            break
        envelopes.extend(page)
    envelopes = [e for e in envelopes if e["version"] <= last]
    if not envelopes:
        return
    summary = service.summary(game)
    ended = summary["status"] == "finished" and summary["version"] == last
    for seat in (None, *range(len(game.seats))):
        frames: list[tuple[int, bytes | None]] = []
        for envelope in envelopes:
            version = envelope["version"]
            frame = event_frame(service.public_event(game, envelope, seat))
            if ended and version == last:
                frame = (frame or b"") + end_frame(version)
            frames.append((version, frame))
        yield ChannelFrames(game_channel(game_id, seat), frames, ended)
