"""Every message the relay handles, and the one codec table between a message and its outbox wire fields.

A message is an intent of the domain's (domain/core/match.py: what a game's decision asks for) or one of
the application's below (what the lobby, the tournaments and the ratings ask for). Each has one codec here,
its wire fields; service/app/handlers.py says what it causes. The wire fields are those entries always had
(`automa`, `listed`, `deadline_ms`, ...), so that an entry written by an older process and read by a newer
relay, or the other way round, means the same: a new kind of message gets a field of its own.

The codecs are in the order the relay handles an entry's messages (a new game is listed and its accounts told
it started before whose turn it is)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from domain.core.match import (
    ClockCheckDue,
    ClockLow,
    GameFinished,
    GameListed,
    Intent,
    MachineMoveOwed,
    SeatsTakenOver,
    SeatsToAct,
)


@dataclass(frozen=True)
class ChallengeIssued:
    """The lobby's: accounts invited to a challenge (as the API shows it) are to be told."""

    challenge: dict
    invited: tuple[str, ...]


@dataclass(frozen=True)
class ExpiryDue:
    """The lobby's: a game waits for its seats until `deadline_ms` (epoch ms); then, if it expired, its
    accounts are to be told."""

    deadline_ms: int


@dataclass(frozen=True)
class GameExpired:
    """A game expired waiting for its seats: the accounts seated at or invited to it are to be told.
    `lobby`: its rules, seats, challenger and creation, as its lobby had them at the end."""

    lobby: dict


@dataclass(frozen=True)
class GameStarted:
    """A new game with account seats: its accounts are to be told (the listing is GameListed's)."""


@dataclass(frozen=True)
class TableFinished:
    """A tournament's table ended: its result is to be recorded (and the next round paired after the last)."""

    tournament: str


@dataclass(frozen=True)
class RatedGameFinished:
    """A rated game ended: its players' ratings are to move."""


Told = ChallengeIssued | ExpiryDue | GameExpired | GameStarted | TableFinished | RatedGameFinished
Message = Intent | Told
LOBBY = (ChallengeIssued, ExpiryDue, GameExpired)  # the lobby's messages, in entries of no game's append


@dataclass(frozen=True)
class Codec:
    """A kind of message on the wire: `encode` gives its fields, `decode` reads it back from an entry's
    (None when the entry holds none)."""

    kind: type
    encode: Callable[[Any], dict]
    decode: Callable[[dict], Message | None]


def _flag(name: str, message: Message) -> Codec:
    """A message without fields, as `name: true`."""
    return Codec(type(message), lambda _: {name: True}, lambda entry: message if entry.get(name) else None)


def _value(kind: type, name: str, attribute: str) -> Codec:
    """A message of one field, `name`, present when it is not null."""
    return Codec(kind, lambda m: {name: getattr(m, attribute)},
                 lambda entry: kind(entry[name]) if entry.get(name) is not None else None)


def _seats(kind: type, name: str) -> Codec:
    """A message of seats, each with a value (`[[seat, value], ...]`), present when there are any."""
    return Codec(kind, lambda m: {name: [list(pair) for pair in zip(*vars(m).values(), strict=True)]},
                 lambda entry: kind(*(tuple(column) for column in zip(*entry[name], strict=True)))
                 if entry.get(name) else None)


CODECS: tuple[Codec, ...] = (
    _flag("listed", GameListed()),  # (a new game, and one that finished: the listing follows both)
    Codec(MachineMoveOwed, lambda m: {"automa": list(m.seats)},
          lambda entry: MachineMoveOwed(tuple(entry["automa"])) if entry.get("automa") else None),
    _value(ClockCheckDue, "deadline_ms", "deadline_ms"),
    _flag("started", GameStarted()),
    _seats(SeatsTakenOver, "taken"),
    _seats(SeatsToAct, "act"),
    _seats(ClockLow, "low"),
    Codec(GameFinished, lambda m: {"finished": list(m.winners)},
          lambda entry: GameFinished(tuple(entry["finished"])) if entry.get("finished") is not None else None),
    _value(TableFinished, "tournament", "tournament"),
    Codec(ChallengeIssued, lambda m: {"challenge": m.challenge, "invited": list(m.invited)},
          lambda entry: ChallengeIssued(entry["challenge"], tuple(entry.get("invited") or ()))
          if entry.get("challenge") is not None else None),
    _value(ExpiryDue, "expires_ms", "deadline_ms"),
    _value(GameExpired, "expired", "lobby"),
    _flag("rate", RatedGameFinished()),
)
CODEC = {codec.kind: codec for codec in CODECS}


def encode(messages: list[Message]) -> dict:
    """The wire fields of `messages`."""
    out: dict = {}
    for message in messages:
        out |= CODEC[type(message)].encode(message)
    return out


def decode(entry: dict) -> list[Message]:
    """The messages an outbox entry holds, in the order they are handled."""
    return [message for codec in CODECS if (message := codec.decode(entry)) is not None]


def of_lobby(entry: dict) -> bool:
    """Whether an outbox entry is the lobby's, not an append's."""
    return any(isinstance(message, LOBBY) for message in decode(entry))
