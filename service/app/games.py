"""The application layer: games as event logs. Flask stays above it (service/http), Redis below it
(the EventStore port, service/app/ports.py). GameService is the one entry its callers hold: a facade
over the parts, each of which does one kind of work."""
from __future__ import annotations

from domain.core.search import LEVELS
from service.app.commands import Commands
from service.app.creation import Creation
from service.app.imports import ARCHIVE_FORMAT, Imports
from service.app.lookup import Game, Games, Recent, iso, now_ms, public_event
from service.app.ports import Answer, EventStore
from service.app.reads import Reads

__all__ = ["ARCHIVE_FORMAT", "Game", "GameService", "Recent", "iso", "now_ms"]


class GameService:
    """`answer`: how the API answers a refusal, which an Idempotency-Key keeps as a seat command's first
    answer (service/http/problems.py); without it a refused command is raised and not kept."""

    def __init__(self, store: EventStore, bot_seconds: float = LEVELS["strong"].seconds,
                 answer: Answer | None = None) -> None:
        self.games = Games(store)
        self.reads = Reads(self.games)
        self.commands = Commands(self.games, bot_seconds, answer)
        self.creation = Creation(self.games, self.reads, self.commands)
        self.imports = Imports(self.games, self.reads, self.commands, self.creation)
        # What the callers use, each a part's own (the parts' other methods are theirs alone).
        self.game = self.games.game
        self.current = self.games.current
        self.state_at = self.games.state_at
        self.resolve_version = self.games.resolve_version
        self.forget = self.games.forget
        self.public_event = public_event
        self.summary = self.reads.summary
        self.list_games = self.reads.list_games
        self.state = self.reads.state
        self.events = self.reads.events
        self.legal_commands = self.reads.legal_commands
        self.export = self.reads.export
        self.verify = self.reads.verify
        self.submit = self.commands.submit
        self.play_automa = self.commands.play_automa
        self.expire_clock = self.commands.expire_clock
        self.create = self.creation.create
        self.fork = self.creation.fork
        self.import_game = self.imports.import_game
        self.restore = self.imports.restore

    @property
    def store(self) -> EventStore:
        return self.games.store
