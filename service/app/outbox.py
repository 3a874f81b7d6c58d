"""The outbox entry of an append: its decision's intents, as the relay reads them.

The entry keeps the fields it had before intents were named (`automa`, `listed`, `deadline_ms`), so
that entries written by an older process and read by a newer relay, or the other way round, mean the
same. A new kind of intent gets a field of its own here and a handler in workers/relay.py.

What the accounts seated at a game are told (`act`, `taken`, `started`, `finished`) is written only for
games with an account seat: a game without one writes no more entries, and no larger, than before. The
lobby writes entries of its own, with version 0: `"challenge", "invited"`, a challenge to tell the
invited accounts (ChallengeIssued); `"expires_ms"`, the deadline of a game waiting for its seats, when to
look whether it expired (ExpiryDue); `"expired"`, what a game that expired waiting is to tell its
accounts (GameExpired, written by the look at the deadline).

A rated game that ends writes `"rate": true` (RatedGameFinished), with or without account seats: the
relay rates it (service/app/ratings.py), once however often the entry is handled."""
from __future__ import annotations

from dataclasses import dataclass

from domain.core.match import (
    ClockCheckDue,
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
LOBBY_FIELDS = ("challenge", "expires_ms", "expired")  # an entry of the lobby's (no game's append) has one


def entry(game_id: str, version: int, intents: tuple[Intent, ...], accounts: bool = False,
          tournament: str | None = None, rated: bool = False) -> dict | None:
    """The outbox entry of an append that leaves `intents` (None when there is nothing to do);
    `accounts`: whether the game has account seats, whose accounts are told what happened; `tournament`:
    the tournament whose table the game is, told when it ends; `rated`: whether the game is rated."""
    told = _told(intents) if accounts else {}
    if any(isinstance(i, GameFinished) for i in intents):
        told |= {**({"tournament": tournament} if tournament is not None else {}), **({"rate": True} if rated else {})}
    if not intents or (not told and _only_told(intents)):
        return None
    machines = next((list(i.seats) for i in intents if isinstance(i, MachineMoveOwed)), [])
    listed = any(isinstance(i, GameListed | GameFinished) for i in intents)
    deadline = next((i.deadline_ms for i in intents if isinstance(i, ClockCheckDue)), None)
    return {"game": game_id, "version": version, "automa": machines, **({"listed": True} if listed else {}),
            **({"deadline_ms": deadline} if deadline is not None else {}), **told}


def _only_told(intents: tuple[Intent, ...]) -> bool:
    return all(isinstance(i, SeatsToAct | SeatsTakenOver) for i in intents)


def _told(intents: tuple[Intent, ...]) -> dict:
    """The fields that tell a game's accounts (see the module's comment)."""
    out: dict = {}
    for intent in intents:
        if isinstance(intent, SeatsToAct):
            out["act"] = [[seat, left] for seat, left in zip(intent.seats, intent.left_ms, strict=True)]
        elif isinstance(intent, SeatsTakenOver):
            out["taken"] = [[seat, reason] for seat, reason in zip(intent.seats, intent.reasons, strict=True)]
        elif isinstance(intent, GameListed):
            out["started"] = True
        elif isinstance(intent, GameFinished):
            out["finished"] = list(intent.winners)
    return out


def intents(entry: dict) -> list[Intent | Told]:
    """What an outbox entry asks for (a finished game and a new one alike ask to be listed)."""
    out: list[Intent | Told] = []
    if entry.get("listed"):
        out.append(GameListed())
    if entry.get("automa"):
        out.append(MachineMoveOwed(tuple(entry["automa"])))
    if entry.get("deadline_ms") is not None:
        out.append(ClockCheckDue(entry["deadline_ms"]))
    if entry.get("started"):
        out.append(GameStarted())
    if entry.get("taken"):
        out.append(SeatsTakenOver(*(tuple(column) for column in zip(*entry["taken"], strict=True))))
    if entry.get("act"):
        out.append(SeatsToAct(*(tuple(column) for column in zip(*entry["act"], strict=True))))
    if entry.get("finished") is not None:
        out.append(GameFinished(tuple(entry["finished"])))
    if entry.get("tournament") is not None:
        out.append(TableFinished(entry["tournament"]))
    if entry.get("challenge") is not None:
        out.append(ChallengeIssued(entry["challenge"], tuple(entry.get("invited") or ())))
    if entry.get("expires_ms") is not None:
        out.append(ExpiryDue(entry["expires_ms"]))
    if entry.get("expired") is not None:
        out.append(GameExpired(entry["expired"]))
    if entry.get("rate"):
        out.append(RatedGameFinished())
    return out


def of_lobby(entry: dict) -> bool:
    """Whether an outbox entry is the lobby's, not an append's."""
    return any(name in entry for name in LOBBY_FIELDS)
