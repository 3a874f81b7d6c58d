"""The services a worker process uses, built once per process by the composition root (RQ imports each job
function by its dotted path in the worker's process, which asks here)."""
from __future__ import annotations

from functools import cache

from service.adapters.redis.lobby import LobbyStore
from service.app.games import GameService
from service.bootstrap import WorkerServices, read_settings, worker_services
from service.config import Settings


@cache
def settings() -> Settings:
    return read_settings()


@cache
def services() -> WorkerServices:
    return worker_services(settings())


def lobby_store() -> LobbyStore:
    return services().lobbies


def game_service() -> GameService:
    return services().games
