"""The services a worker process uses, built once per process from the environment."""
from __future__ import annotations

from functools import cache

from service.adapters.archive import archive_of
from service.adapters.lobby import LobbyStore
from service.adapters.store import EventStore
from service.app.games import GameService
from service.app.refusals import answer
from service.config import Settings


@cache
def lobby_store() -> LobbyStore:
    return LobbyStore.of(Settings(), "worker")


@cache
def game_service() -> GameService:
    settings = Settings()
    return GameService(EventStore.of(settings, "worker"), settings.bot_seconds, answer, bot_nodes=settings.bot_nodes,
                       archive=archive_of(settings))
