"""The archive as the services use it: a database away (stopped, unreachable, locked too long) is the
application's Unavailable store_unavailable, which the API answers 503 with Retry-After and the archiving
step takes as a pause (service/app/archiving.py). The adapters themselves raise their driver's errors."""
from __future__ import annotations

import functools
from typing import Any

from service.app.errors import Unavailable
from service.app.ports import ArchiveStore


class Guarded:
    def __init__(self, archive: ArchiveStore) -> None:
        self.archive = archive
        self.failures: tuple[type[BaseException], ...] = getattr(archive, "failures", ())

    def __getattr__(self, name: str) -> Any:
        found = getattr(self.archive, name)
        if not callable(found):
            return found

        @functools.wraps(found)
        def guarded(*args: Any, **kwargs: Any) -> Any:
            try:
                return found(*args, **kwargs)
            except self.failures as exc:
                raise Unavailable("store_unavailable", "The archive of finished games is not reachable; try "
                                  "again.", store="archive") from exc

        return guarded
