"""The outbox relay: turns appended batches into RQ jobs (clock checks scheduled at their deadline, as is the
look at a waiting game's deadline), repairs the game listing, tells accounts what happened at their games
(their event streams), publishes every append's events to the Pushpin nodes holding the live streams
(TRACKSIDE_STREAMS=grip) or to nchan (nchan), and rates the rated games that end (service/app/ratings.py) and runs the
tournaments' rounds (service/app/tournaments.py).

It reads the outbox (service/adapters/outbox_reader.py: a consumer group, entries acknowledged only
once handled, a dead relay's claimed, a bad one moved to a dead-letter stream), gives each intent of an
entry to its one handler (HANDLERS), which enqueues jobs with deterministic ids or writes accounts'
events once per fact (so an entry handled twice does nothing twice), and each pass also runs the
reaper. The relay never exits on a Redis error: its clients retry dropped connections, and a pass
that fails otherwise is logged, counted and tried again after a backoff."""
from __future__ import annotations

import logging
import os
import socket
import time
from collections.abc import Callable

from domain.core.match import (
    ClockCheckDue,
    GameFinished,
    GameListed,
    MachineMoveOwed,
    SeatsTakenOver,
    SeatsToAct,
)
from service.adapters.account_events import AccountEvents
from service.adapters.accounts import AccountStore
from service.adapters.grip import GripPublisher, StreamPublisher
from service.adapters.lobby import LobbyStore
from service.adapters.nchan import NchanMap, NchanNodes, NchanPublisher
from service.adapters.outbox_reader import OutboxReader
from service.adapters.queue import (
    automa_job_id,
    clock_job_id,
    confirm_queued,
    enqueue_in_lane,
    enqueue_once,
    expiry_job_id,
    feed_moves,
    supersede_clock_checks,
)
from service.adapters.ratings import RatingStore
from service.adapters.resilience import REDIS_ERRORS, Client, StoreUnavailable, backoff
from service.adapters.store import EventStore
from service.adapters.tournaments import TournamentStore
from service.adapters.worker import reap
from service.app import outbox
from service.app.accounts import Accounts
from service.app.archiving import ARCHIVE_AFTER_S, Archiving
from service.app.errors import ApplicationError
from service.app.games import GameService
from service.app.notices import Notice, Notices
from service.app.outbox import (
    ChallengeIssued,
    ExpiryDue,
    GameExpired,
    GameStarted,
    RatedGameFinished,
    TableFinished,
)
from service.app.ports import ArchiveStore
from service.app.ratings import Ratings
from service.app.tournaments import Tournaments

log = logging.getLogger("trackside.relay")


class Relay:
    def __init__(self, events: Client, jobs: Client, name: str | None = None,
                 publish_to: tuple[str, ...] = (), nchan_to: tuple[str, ...] = (),
                 archive: ArchiveStore | None = None, archive_after_s: float = ARCHIVE_AFTER_S) -> None:
        # With Pushpin nodes (TRACKSIDE_STREAMS=grip) or nchan nodes (nchan) to publish to, every append has
        # an entry (also the tournaments' tables this relay creates) and its events go to the nodes' streams.
        self.store = EventStore(events, streamed=bool(publish_to or nchan_to))
        self.jobs = jobs
        self.name = name or f"{socket.gethostname()}-{os.getpid()}"
        self.outbox = OutboxReader(self.store, self.name, self.handle)
        # One service for every handler (one cache of the games), creating games as the API does
        # (a tournament's tables: account seats in their accounts' games).
        accounts = Accounts(AccountStore.beside(self.store))
        service = GameService(self.store, lobbies=LobbyStore.beside(self.store), accounts=accounts, archive=archive)
        # Finished games move to the archive store, a batch every few seconds (service/app/archiving.py).
        self.archiving = Archiving(service, archive_after_s) if archive is not None else None
        self.games = service.games
        self.notices = Notices(service)
        self.ratings = Ratings(RatingStore.beside(self.store), self.games)
        self.account_events = AccountEvents(self.store)
        self.tournaments = Tournaments(TournamentStore.beside(self.store), service, accounts)
        self.streams: StreamPublisher | NchanPublisher | None = None
        if publish_to:
            self.streams = StreamPublisher(service, GripPublisher(publish_to))
        elif nchan_to:
            self.streams = NchanPublisher(service, self.account_events, NchanNodes(nchan_to), NchanMap(events))
        # Called with (account id, event) after each event newly written to an account's stream (the
        # webhooks' delivery, say); an event written before, by a relay that died, is not passed again.
        self.listeners: list[Callable[[str, dict], None]] = []

    def handle(self, entry: dict) -> None:
        """Each intent of the append (service/app/outbox.py) to its handler; then the game's latest clock
        check is noted, whether this version has one or not (an earlier one is dropped)."""
        game, version = entry["game"], entry["version"]
        if self.streams is not None and "first" in entry:
            self.streams.appended(game, entry["first"], version)
        if entry.get("streams") == "only":  # (no intents: written for the streams alone)
            return
        for intent in outbox.intents(entry):
            HANDLERS[type(intent)](self, game, version, intent)
        if not outbox.of_lobby(entry):  # (the lobby's entries are no game's appends)
            supersede_clock_checks(self.jobs, game, version, entry.get("deadline_ms"))

    def list_game(self, game: str, version: int, intent: GameListed) -> None:
        """A game was created or finished: its listing must follow."""
        self.store.repair_index(game)

    def queue_machine_move(self, game: str, version: int, intent: MachineMoveOwed) -> None:
        """One machine move per version (the first seat's), in the lane of the client who created the game
        (service/adapters/queue.py); the next append asks again."""
        enqueue_in_lane(self.jobs, self.lane(game), automa_job_id(game, version), "workers.jobs.automa_turn", game,
                        version, kind="automa")
        confirm_queued(self.jobs)
        log.info("automa seat %s of game %s at v%s queued", intent.seats[0], game, version)

    def lane(self, game: str) -> str:
        """The game's lane ('' for the shared one), from its facts (cached): a game gone since (archived)
        still has its move queued, which finds it gone."""
        try:
            return self.games.game(game).lane
        except ApplicationError:
            return ""

    def schedule_clock_check(self, game: str, version: int, intent: ClockCheckDue) -> None:
        """Where a clock runs, a check when it would run out, queued by RQ's scheduler on a worker."""
        enqueue_once(self.jobs, clock_job_id(game, version), "workers.jobs.clock_check", game, version,
                     kind="clock", at_ms=intent.deadline_ms)
        confirm_queued(self.jobs)

    def game_finished(self, game: str, version: int, intent: GameFinished) -> None:
        """A game with account seats ended (its listing is GameListed's, which the entry holds too)."""
        self.tell(self.notices.finished(game, intent))

    def game_started(self, game: str, version: int, intent: GameStarted) -> None:
        self.tell(self.notices.started(game))

    def seats_to_act(self, game: str, version: int, intent: SeatsToAct) -> None:
        self.tell(self.notices.to_act(game, version, intent))

    def seats_taken_over(self, game: str, version: int, intent: SeatsTakenOver) -> None:
        self.tell(self.notices.taken_over(game, version, intent))

    def challenge_issued(self, game: str, version: int, intent: ChallengeIssued) -> None:
        self.tell(self.notices.challenge(intent))

    def schedule_expiry(self, game: str, version: int, intent: ExpiryDue) -> None:
        """A game waiting for its seats: a look at its deadline, whether it expired (workers.jobs.lobby_expiry)."""
        enqueue_once(self.jobs, expiry_job_id(game, intent.deadline_ms), "workers.jobs.lobby_expiry", game,
                     kind="expiry", at_ms=intent.deadline_ms)
        confirm_queued(self.jobs)

    def game_expired(self, game: str, version: int, intent: GameExpired) -> None:
        self.tell(self.notices.expired(game, intent))

    def table_finished(self, game: str, version: int, intent: TableFinished) -> None:
        """A tournament's table ended: its result recorded, and after the round's last the next round
        paired and created (each once, however often the entry is handled)."""
        self.tournaments.table_finished(intent.tournament, game)

    def rate_game(self, game: str, version: int, intent: RatedGameFinished) -> None:
        """A rated game ended: its players' ratings move, once (the store records the game with them)."""
        self.ratings.rate(game)

    def tell(self, notices: list[Notice]) -> None:
        """Each notice to its account's stream, once; the listeners hear of each newly written."""
        for notice in notices:
            told = self.account_events.tell_after(notice.account, notice.type, notice.data, notice.fact)
            if told is None:
                continue
            event, previous = told
            if self.streams is not None:
                self.streams.told(notice.account, event, previous)
            for listener in self.listeners:
                try:
                    listener(notice.account, event)
                except Exception:  # noqa: BLE001 (the event is written: the other accounts' must be too)
                    log.exception("relay %s: a listener failed on event %s of account %s", self.name,
                                  event["id"], notice.account)

    def run_once(self, block_ms: int = 1000) -> int:
        handled = self.outbox.read(block_ms)
        reap(self.jobs)
        feed_moves(self.jobs)  # (whatever a worker that died between two moves left in the lanes)
        if self.archiving is not None:
            self.archiving.step_if_due()
        return handled

    def run(self) -> None:
        log.info("relay %s reading the outbox", self.name)
        pause, failures = backoff(), 0
        while True:
            try:
                if failures:
                    self.outbox.create_group()  # a Redis that came back empty lost the group with the stream
                self.run_once()
                failures = 0
            except StoreUnavailable as exc:
                failures += 1
                REDIS_ERRORS.labels(part="relay").inc()
                log.error("relay %s: pass failed (%s); trying again", self.name, exc)
                time.sleep(pause.compute(failures))


# One handler a kind of intent: a new side effect of appends is one more intent and one more handler.
HANDLERS = {GameListed: Relay.list_game, MachineMoveOwed: Relay.queue_machine_move,
            ClockCheckDue: Relay.schedule_clock_check, GameFinished: Relay.game_finished,
            GameStarted: Relay.game_started, SeatsToAct: Relay.seats_to_act, SeatsTakenOver: Relay.seats_taken_over,
            ChallengeIssued: Relay.challenge_issued, ExpiryDue: Relay.schedule_expiry, GameExpired: Relay.game_expired,
            TableFinished: Relay.table_finished, RatedGameFinished: Relay.rate_game}
