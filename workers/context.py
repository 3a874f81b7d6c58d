"""The services a worker process uses, built once per process from the environment."""
from __future__ import annotations

from functools import cache

from service.config import Settings
from service.games import GameService
from service.store import EventStore


@cache
def game_service() -> GameService:
    settings = Settings()
    return GameService(EventStore.of(settings, "worker"), settings.bot_seconds)
