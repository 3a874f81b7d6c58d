"""What each message (service/app/messages.py) causes: one handler a kind, a function of the ports the relay
is given (Ports), called with the message's game and version. workers/relay.py reads the outbox and calls
them; a new side effect is a message and its handler here.

Every handler may run again for the same entry (a relay that died before acknowledging it): jobs are
queued with deterministic ids, an account is told each fact once (its stream remembers the fact), and a
game is rated and a tournament's table recorded once."""
from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from domain.core.match import (
    ClockCheckDue,
    ClockLow,
    GameFinished,
    GameListed,
    MachineMoveOwed,
    SeatsTakenOver,
    SeatsToAct,
)
from service.app.errors import ApplicationError
from service.app.lookup import Games
from service.app.messages import (
    ChallengeIssued,
    ExpiryDue,
    GameExpired,
    GameStarted,
    RatedGameFinished,
    TableFinished,
)
from service.app.notices import Notice, Notices
from service.app.ports import AccountStreams, Deliveries, Jobs, Listing, LiveAccounts
from service.app.ratings import Ratings
from service.app.tournaments import Tournaments

log = logging.getLogger("trackside.relay")


@dataclass
class Ports:
    listing: Listing
    jobs: Jobs
    games: Games  # a game's fixed facts (its lane)
    notices: Notices
    account_streams: AccountStreams
    webhooks: Deliveries
    tournaments: Tournaments
    ratings: Ratings
    live: LiveAccounts | None = None
    name: str = "relay"  # (the relay's, in its logs)
    # Called with (account id, event) after each event newly written to an account's stream, after its
    # webhooks; an event written before, by a relay that died, is not passed again.
    listeners: list[Callable[[str, dict], None]] = field(default_factory=list)


def list_game(ports: Ports, game: str, version: int, message: GameListed) -> None:
    """A game was created or finished: its listing must follow."""
    ports.listing.repair_index(game)


def queue_machine_move(ports: Ports, game: str, version: int, message: MachineMoveOwed) -> None:
    """One machine move per version (the first seat's), in the lane of the client who created the game
    (service/adapters/redis/queue.py); the next append asks again. An append by a move job that plays on
    (workers/jobs.py automa_turn) owes the relay no move: its entry has none, so no job is ever queued
    for a move that job plays (service/app/commands.py Commands.append)."""
    ports.jobs.machine_move(lane(ports, game), game, version)
    log.info("automa seat %s of game %s at v%s queued", message.seats[0], game, version)


def lane(ports: Ports, game: str) -> str:
    """The game's lane ('' for the shared one), from its facts (cached): a game gone since (archived)
    still has its move queued, which finds it gone."""
    try:
        return ports.games.game(game).lane
    except ApplicationError:
        return ""


def schedule_clock_check(ports: Ports, game: str, version: int, message: ClockCheckDue) -> None:
    """Where a clock runs, a check when it would run out, queued by RQ's scheduler on a worker."""
    ports.jobs.clock_check(game, version, message.deadline_ms)


def schedule_expiry(ports: Ports, game: str, version: int, message: ExpiryDue) -> None:
    """A game waiting for its seats: a look at its deadline, whether it expired."""
    ports.jobs.expiry_look(game, message.deadline_ms)


def game_finished(ports: Ports, game: str, version: int, message: GameFinished) -> None:
    """A game with account seats ended (its listing is GameListed's, which the entry holds too)."""
    tell(ports, ports.notices.finished(game, message))


def game_started(ports: Ports, game: str, version: int, message: GameStarted) -> None:
    tell(ports, ports.notices.started(game))


def seats_to_act(ports: Ports, game: str, version: int, message: SeatsToAct) -> None:
    tell(ports, ports.notices.to_act(game, version, message))


def seats_taken_over(ports: Ports, game: str, version: int, message: SeatsTakenOver) -> None:
    tell(ports, ports.notices.taken_over(game, version, message))


def clock_low(ports: Ports, game: str, version: int, message: ClockLow) -> None:
    tell(ports, ports.notices.clock_low(game, version, message))


def challenge_issued(ports: Ports, game: str, version: int, message: ChallengeIssued) -> None:
    tell(ports, ports.notices.challenge(message))


def game_expired(ports: Ports, game: str, version: int, message: GameExpired) -> None:
    tell(ports, ports.notices.expired(game, message))


def table_finished(ports: Ports, game: str, version: int, message: TableFinished) -> None:
    """A tournament's table ended: its result recorded, and after the round's last the next round
    paired and created (each once, however often the entry is handled)."""
    ports.tournaments.table_finished(message.tournament, game)


def rate_game(ports: Ports, game: str, version: int, message: RatedGameFinished) -> None:
    """A rated game ended: its players' ratings move, once (the store records the game with them)."""
    ports.ratings.rate(game)


def tell(ports: Ports, notices: list[Notice]) -> None:
    """Each notice to its account's stream, once; each newly written to the live streams, to the account's
    webhooks and to the listeners."""
    for notice in notices:
        told = ports.account_streams.tell_after(notice.account, notice.type, notice.data, notice.fact)
        if told is None:
            continue
        event, previous = told
        if ports.live is not None:
            ports.live.told(notice.account, event, previous)
        for listener in (ports.webhooks.deliver, *ports.listeners):
            try:
                listener(notice.account, event)
            except Exception:  # noqa: BLE001 (the event is written: the other accounts' must be too)
                log.exception("relay %s: a listener failed on event %s of account %s", ports.name, event["id"],
                              notice.account)


# One handler a kind of message: a new side effect is one more message and one more handler.
HANDLERS: dict[type, Callable[[Ports, str, int, Any], None]] = {
    GameListed: list_game, MachineMoveOwed: queue_machine_move, ClockCheckDue: schedule_clock_check,
    GameFinished: game_finished, GameStarted: game_started, SeatsToAct: seats_to_act,
    SeatsTakenOver: seats_taken_over, ClockLow: clock_low, ChallengeIssued: challenge_issued,
    ExpiryDue: schedule_expiry, GameExpired: game_expired, TableFinished: table_finished, RatedGameFinished: rate_game}
