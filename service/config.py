"""Configuration by environment (see API.md, "Command line")."""
from __future__ import annotations

import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Settings:
    redis_url: str = field(default_factory=lambda: os.environ.get("TRACKSIDE_REDIS_URL", "redis://127.0.0.1:6379/0"))
    queue_url: str = field(default_factory=lambda: os.environ.get("TRACKSIDE_QUEUE_URL", ""))
    admin_token: str = field(default_factory=lambda: os.environ.get("TRACKSIDE_ADMIN_TOKEN", ""))
    port: int = field(default_factory=lambda: int(os.environ.get("TRACKSIDE_PORT", "8080")))
    # Generous by default: a bot playing as fast as it can stays far below it.
    rate_limit: str = field(default_factory=lambda: os.environ.get("TRACKSIDE_RATE_LIMIT", "200/second"))
    # Creating and importing games, per client address (a game costs storage for good).
    create_limit: str = field(default_factory=lambda: os.environ.get("TRACKSIDE_CREATE_LIMIT", "60/minute"))
    # How many proxies in front of the API append to X-Forwarded-For (0: the peer address is the client).
    trusted_proxies: int = field(default_factory=lambda: int(os.environ.get("TRACKSIDE_TRUSTED_PROXIES", "0")))
    # Browser origins allowed to call the API (comma-separated; empty: no CORS headers at all).
    cors_origins: tuple[str, ...] = field(default_factory=lambda: tuple(
        o.strip() for o in os.environ.get("TRACKSIDE_CORS_ORIGINS", "").split(",") if o.strip()))
    # Live event streams each API process holds open, in all and per client address.
    max_streams: int = field(default_factory=lambda: int(os.environ.get("TRACKSIDE_MAX_STREAMS", "10000")))
    max_streams_per_client: int = field(
        default_factory=lambda: int(os.environ.get("TRACKSIDE_MAX_STREAMS_PER_CLIENT", "1000")))
    max_body_bytes: int = 1 << 20
    max_import_bytes: int = 64 << 20

    @property
    def rq_url(self) -> str:
        return self.queue_url or self.redis_url
