"""The archive of finished games: the ArchiveStore port (service/app/ports.py) on SQLite (sqlite.py, the
embedded default) or PostgreSQL (postgres.py), both on sql.py, with the codec and the reads every adapter
shares (codec.py, reads.py); and the archive files of `trackside archive` (files.py)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from service.adapters.archive.guarded import Guarded
from service.app.ports import ArchiveStore
from service.config import Settings

if TYPE_CHECKING:
    from service.adapters.archive.sql import SqlArchive

DEFAULT_PATH = Path("var") / "archive.sqlite3"  # beside the private Redis (./var/redis)


def engine(url: str) -> type[SqlArchive] | None:
    """The adapter of the archive `url` names, its module imported (psycopg only where it is used), or None for
    a URL of neither engine. A worker imports its archive's before it forks the work-horses, which each make
    their job's store."""
    if url.startswith(("postgresql://", "postgres://")):
        from service.adapters.archive.postgres import PostgresArchive

        return PostgresArchive
    if url == "" or url.startswith("sqlite:///"):
        from service.adapters.archive.sqlite import SqliteArchive

        return SqliteArchive
    return None


def archive_from_url(url: str) -> ArchiveStore:
    """The archive `url` names: postgresql://... (or postgres://), sqlite:///<path>, or "" for the
    default SQLite file."""
    store = engine(url)
    if store is None:
        raise ValueError(f"TRACKSIDE_ARCHIVE_URL: not postgresql://... nor sqlite:///<path>: {url[:60]!r}")
    if url == "":
        return store(DEFAULT_PATH)
    return store(url.removeprefix("sqlite:///"))  # (a PostgreSQL URL as it is)


def archive_of(settings: Settings) -> ArchiveStore | None:
    """The archive store TRACKSIDE_ARCHIVE_URL names, its database away answered as Unavailable (None:
    unset, no archive store). Guarded is imported with this module, not here: a worker's work-horse, which
    builds its job's services, imports nothing more for them."""
    return Guarded(archive_from_url(settings.archive_url)) if settings.archive_url else None
