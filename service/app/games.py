"""The application layer: games as event logs. Flask stays above it (service/http), Redis below it
(the EventStore port, service/app/ports.py). GameService is the one entry its callers hold: a facade
over the parts, each of which does one kind of work."""
from __future__ import annotations

from domain.core.search import LEVELS
from service.app import errors
from service.app.accounts import Account, Accounts
from service.app.analysis import Analyses
from service.app.commands import Commands
from service.app.creation import Creation
from service.app.imports import ARCHIVE_FORMAT, Imports
from service.app.lobby import WAITING_SECONDS, Lobby, waits
from service.app.lobby_listings import Listings
from service.app.lookup import Game, Games, Recent, iso, now_ms, public_event
from service.app.ports import ArchiveStore, ErrorAnswer, EventStore, LobbyStore
from service.app.reads import Reads
from service.app.tiered import Tiered

__all__ = ["ARCHIVE_FORMAT", "Game", "GameService", "Recent", "iso", "now_ms"]


class GameService:
    """`answer`: how the API answers a refusal, which an Idempotency-Key keeps as a seat command's first
    answer (service/http/problems.py); without it a refused command is raised and not kept. `archive`:
    where finished games go once they leave Redis (service/app/archiving.py), read from there as if they
    had not (service/app/tiered.py)."""

    def __init__(self, store: EventStore, bot_seconds: float = LEVELS["strong"].seconds,
                 answer: ErrorAnswer | None = None, lobbies: LobbyStore | None = None,
                 accounts: Accounts | None = None, bot_nodes: float | None = None,
                 waiting_s: float = WAITING_SECONDS, archive: ArchiveStore | None = None) -> None:
        self.games = Games(Tiered(store, archive) if archive is not None else store)
        self.archive = archive
        self.reads = Reads(self.games)
        self.commands = Commands(self.games, bot_seconds, answer, bot_nodes)
        self.creation = Creation(self.games, self.reads, self.commands)
        self.imports = Imports(self.games, self.reads, self.commands, self.creation)
        self.analyses = Analyses(self.games, self.reads)  # (the workers run its jobs; the API checks who may ask)
        # Seats for accounts (service/app/lobby.py), where the caller has accounts (the API; not the workers).
        self.lobby = (Lobby(lobbies, accounts, self.games, self.reads, self.creation, waiting_s)
                      if lobbies and accounts else None)
        self.listings = Listings(self.lobby) if self.lobby is not None else None
        if self.lobby is not None:
            self.games.resume = self.lobby.resume
        # What the callers use, each a part's own (the parts' other methods are theirs alone).
        self.game = self.games.game
        self.current = self.games.current
        self.state_at = self.games.state_at
        self.resolve_version = self.games.resolve_version
        self.forget = self.games.forget
        self.public_event = public_event
        self.summary = self.reads.summary
        self.state = self.reads.state
        self.events = self.reads.events
        self.legal_commands = self.reads.legal_commands
        self.export = self.reads.export
        self.watch = self.reads.watch
        self.verify = self.reads.verify
        self.submit = self.commands.submit
        self.play_automa = self.commands.play_automa
        self.expire_clock = self.commands.expire_clock
        self.import_game = self.imports.import_game
        self.restore = self.imports.restore

    def create(self, rules_name: str, players: list[dict], options: dict | None = None, seed: str | None = None,
               *args, challenger: Account | None = None, **kwargs) -> dict:
        """A new game (Creation.create); one with seats for accounts to fill (`{"account": id}` or
        `{"open": true}`), or a challenger's, waits for them in its lobby (Lobby.open)."""
        if self.lobby is not None and (challenger is not None or any(waits(p) for p in players)):
            return self.lobby.open(rules_name, players, options, seed, challenger,
                                   idempotency_key=kwargs.get("idempotency_key"), client=kwargs.get("client", ""),
                                   rated=kwargs.get("rated", False))
        return self._held(self.creation.create(rules_name, players, options, seed, *args, **kwargs))

    def fork(self, parent: Game, at_version: int, players: list[dict] | None, options: dict | None,
             seed: str | None, may_see_all: bool, caller: Account | None = None, client: str = "") -> dict:
        """A fork (Creation.fork); a seat may be the caller's own account (`{"account": id}`), taken at
        once: the fork is then the account's game as any it was seated at."""
        if players is not None and any("account" in p for p in players):
            if self.lobby is None:
                raise errors.Refused("no_accounts", "This service has no accounts to seat.")
            players = self.lobby.seated_now(players, caller)
        return self._held(self.creation.fork(parent, at_version, players, options, seed, may_see_all, client))

    def _held(self, created: dict) -> dict:
        """A game started with its seats taken: each account's seat lists it among the account's games."""
        if self.lobby is not None:
            for seat in created["game"]["seats"]:
                if seat.get("account"):
                    self.lobby.store.hold(seat["account"], created["game"]["id"])
        return created

    def list_games(self, rules: str | None, status: str | None, limit: int, cursor: str | None) -> dict:
        if status == "waiting":
            return self.listings.open_games(rules, limit, cursor) if self.listings else {"games": [], "next_cursor": None}
        return self.reads.list_games(rules, status, limit, cursor)

    def summary_of(self, game_id: str) -> dict:
        """A game's summary by its id: a game waiting for its seats has one too (status waiting)."""
        waiting = self.lobby.summary_of(game_id) if self.lobby is not None else None
        return waiting if waiting is not None else self.reads.summary(self.games.game(game_id))

    @property
    def store(self) -> EventStore:
        return self.games.store
