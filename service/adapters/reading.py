"""A past state's reading as every store answers it (service/adapters/redis/store.py's rule): the snapshot at or
before the version asked for, or the caller's cached state where the log's hash there is still its hash,
then the events after it, and the game's last version. The archive and the in-memory fake give the parts."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.app.ports import SNAPSHOT_EVERY, Reading


def reading(version: int, cached: tuple[int, str] | None, snapshots: bool, hash_at: Callable[[int], str | None],
            snapshot_at: Callable[[int], Any], events: Callable[[int, int], list[dict]],
            current: Callable[[], int]) -> Reading:
    """`hash_at(v)`: the state hash after version v (None: no such version); `snapshot_at(v)`: the state
    snapshotted at v (None: none there, an imported log, say: then from nothing); `events(after, upto)`."""
    start = version - version % SNAPSHOT_EVERY if snapshots else 0
    snapshot = None
    if cached is not None and start <= cached[0] <= version and (cached[0] == 0 or hash_at(cached[0]) == cached[1]):
        start = cached[0]
    elif start > 0:
        snapshot = snapshot_at(start)
        if snapshot is None:
            start = 0
    return Reading(start, snapshot, events(start, max(version, start)), current())
