"""The services a worker process uses, built once per process from the environment."""
from __future__ import annotations

from functools import cache

from service.config import Settings
from service.games import GameService
from service.store import EventStore
from workers.resilience import connect


@cache
def game_service() -> GameService:
    settings = Settings()
    return GameService(EventStore(connect(settings.redis_url, "worker"), settings.wait_replicas,
                                  settings.wait_timeout_ms), settings.bot_seconds)
