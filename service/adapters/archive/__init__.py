"""The archive of finished games: the ArchiveStore port (service/app/ports.py) on SQLite (sqlite.py, the
embedded default) or PostgreSQL (postgres.py), both on sql.py, with the codec and the reads every adapter
shares (codec.py, reads.py); and the archive files of `trackside archive` (files.py)."""
from __future__ import annotations

from pathlib import Path

from service.adapters.archive.guarded import Guarded
from service.app.ports import ArchiveStore
from service.config import Settings

DEFAULT_PATH = Path("var") / "archive.sqlite3"  # beside the private Redis (./var/redis)


def archive_from_url(url: str) -> ArchiveStore:
    """The archive `url` names: postgresql://... (or postgres://), sqlite:///<path>, or "" for the
    default SQLite file."""
    if url.startswith(("postgresql://", "postgres://")):
        from service.adapters.archive.postgres import PostgresArchive  # (psycopg only where it is used)

        return PostgresArchive(url)
    from service.adapters.archive.sqlite import SqliteArchive

    if url == "":
        return SqliteArchive(DEFAULT_PATH)
    if url.startswith("sqlite:///"):
        return SqliteArchive(url.removeprefix("sqlite:///"))
    raise ValueError(f"TRACKSIDE_ARCHIVE_URL: not postgresql://... nor sqlite:///<path>: {url[:60]!r}")


def archive_of(settings: Settings) -> ArchiveStore | None:
    """The archive store TRACKSIDE_ARCHIVE_URL names, its database away answered as Unavailable (None:
    unset, no archive store). Guarded is imported with this module, not here: a worker's work-horse, which
    builds its job's services, imports nothing more for them."""
    return Guarded(archive_from_url(settings.archive_url)) if settings.archive_url else None
