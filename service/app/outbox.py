"""The outbox entry of an append: the messages its decision's intents make (service/app/messages.py
encodes them), as the relay reads them.

What the accounts seated at a game are told (whose turn it is, who a machine took over, whose clock is
low, that it started or finished) is written only for games with an account seat: a game without one writes
no more entries, and no larger, than before. A finished game is listed again, like a new one; a tournament's
table that ends tells its tournament, and a rated game that ends is rated (once however often the entry is
handled). The lobby writes entries of its own, with version 0 (service/app/lobby.py,
service/adapters/redis/lobby.py)."""
from __future__ import annotations

from domain.core.match import ClockLow, GameFinished, GameListed, Intent, SeatsTakenOver, SeatsToAct
from service.app import messages
from service.app.messages import GameStarted, Message, RatedGameFinished, TableFinished

TOLD = (SeatsToAct, SeatsTakenOver, ClockLow)  # the intents that only tell a game's accounts


def entry(game_id: str, version: int, intents: tuple[Intent, ...], accounts: bool = False,
          tournament: str | None = None, rated: bool = False) -> dict | None:
    """The outbox entry of an append that leaves `intents` (None when there is nothing to do);
    `accounts`: whether the game has account seats, whose accounts are told what happened; `tournament`:
    the tournament whose table the game is, told when it ends; `rated`: whether the game is rated."""
    written = [message for intent in intents for message in _written(intent, accounts, tournament, rated)]
    if not written:
        return None
    return {"game": game_id, "version": version, "automa": [], **messages.encode(written)}


def _written(intent: Intent, accounts: bool, tournament: str | None, rated: bool) -> list[Message]:
    """What one intent of an append makes the relay do (see the module's comment)."""
    if isinstance(intent, TOLD):
        return [intent] if accounts else []
    if isinstance(intent, GameListed):
        return [intent, *([GameStarted()] if accounts else [])]
    if isinstance(intent, GameFinished):
        return [GameListed(), *([intent] if accounts else []),
                *([TableFinished(tournament)] if tournament is not None else []),
                *([RatedGameFinished()] if rated else [])]
    return [intent]


def intents(entry: dict) -> list[Message]:
    """What an outbox entry asks for (a finished game and a new one alike ask to be listed)."""
    return messages.decode(entry)
