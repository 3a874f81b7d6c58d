"""Heavy reads off the event loop. An API process serves every request on one gevent loop: CPU work
in a request (re-deciding a whole log for /verify or an import, serialising a long export) stops
every other request of the process. Such work runs in a bounded pool of processes of its own
(threads would share the interpreter lock), each with its own GameService; the request waits for
its answer without blocking the loop (under gevent's patched threading, a future's wait is a
greenlet's). A full pool answers 429 `busy` at once. A verify answer is kept per log head (game,
version, state hash): a client asking again gets it without any replay, and verifies of one head
under way at once share one run."""
from __future__ import annotations

import multiprocessing
import os
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import orjson
from flask import current_app
from prometheus_client import Counter

from service.app.games import Game, GameService, Recent
from service.bootstrap import StoreUnavailable, heavy_games
from service.config import Settings
from service.http.exchange import parse_json
from service.http.problems import Problem
from service.http.schemas import Import

HEAVY_READS = frozenset({"games.verify", "games.export", "games.archived_games"})
"""Their endpoints: a client may ask them TRACKSIDE_HEAVY_READ_LIMIT times (10 a second by default), over
both. A cached verify is cheap for the loop but not free (a head read and an answer, as any read):
clients looping it at the general rate would keep the API's one event loop busy and delay every
other request (issue 24); its answer changes only with the log, so a tighter rate costs no client."""

VERIFIED_CACHE_SIZE = 4096  # verify answers kept per process (each a few hundred bytes)

READS = Counter("trackside_heavy_reads_total", "Heavy reads (kind: the task) by outcome: run in the pool, "
                "answered from the verify cache, or refused busy (429)", ["kind", "outcome"])

_service: GameService | None = None  # a pool process's own
_pools: dict[Settings, ProcessPoolExecutor] = {}  # one per process and settings: apps made anew (tests) share it
_pools_lock = threading.Lock()


def _start(make: Callable[[Settings], GameService], settings: Settings, parent: int) -> None:
    """A pool process's initializer: its own service (`make`, the composition root's), and an end with its
    API process."""
    global _service
    _service = make(settings)
    threading.Thread(target=_end_with, args=(parent,), daemon=True).start()


def _end_with(parent: int) -> None:
    """Exit once `parent` is gone. A pool process waiting for its next task holds both ends of the task
    pipe, so it would wait for good after its API process was killed. (Not PR_SET_PDEATHSIG: the kernel
    sends that when the thread that started the process ends, and a request's thread may start it.)"""
    while os.getppid() == parent:
        time.sleep(1)
    os._exit(0)


def _guarded(task: Callable, *args: Any) -> tuple:
    """Run `task` in a pool process. An application error or a Problem pickles whole and is raised again
    in the API process; a Redis error may not pickle, and goes back as a plain value."""
    try:
        return ("ok", task(_service, *args))
    except StoreUnavailable as exc:
        return ("store", str(exc))


def _kind(task: Callable) -> str:
    return task.__name__.removesuffix("_task").removesuffix("_file")


def _answer(outcome: tuple) -> Any:
    if outcome[0] == "store":
        raise StoreUnavailable(outcome[1])
    return outcome[1]


def verify_task(service: GameService, game_id: str, version: int) -> dict:
    return service.verify(service.game(game_id), upto=version)


def export_task(service: GameService, game_id: str, seat: int | None, admin: bool) -> bytes:
    return orjson.dumps(service.export(service.game(game_id), seat, admin))  # bytes cross the pipe cheaply


def import_task(service: GameService, body: bytes) -> dict:
    return service.import_game(parse_json(body, Import))  # parsing a long export is heavy too


def import_file_task(service: GameService, path: str) -> dict:
    return import_task(service, Path(path).read_bytes())


class HeavyReads:
    """The pool of one API process (made at its first use, so in the gunicorn worker, not its master).
    `workers` 0: everything runs inline and uncached, as before the pool."""

    def __init__(self, settings: Settings, service: GameService,
                 make: Callable[[Settings], GameService] = heavy_games) -> None:
        self.settings = settings
        self.service = service
        self.make = make  # (a pool process's service: service/bootstrap.py)
        self.workers = settings.heavy_workers
        # Running plus waiting: past it a request is answered 429 at once instead of queueing for good.
        self._places = threading.BoundedSemaphore(max(1, settings.heavy_workers + settings.heavy_waiting))
        self._lock = threading.Lock()
        self._verified: Recent[tuple[int, str | None, dict]] = Recent(VERIFIED_CACHE_SIZE)
        self._verifying: dict[tuple[str, int, str | None], Future] = {}

    def run(self, task: Callable, *args: Any) -> Any:
        """`task(service, *args)` (a module-level function: it is pickled by name) in the pool, or 429."""
        return _answer(self._wait(self.submit(task, *args)))

    def submit(self, task: Callable, *args: Any) -> Future:
        """`task` on its way to the pool, holding a place until it ends; 429 when every place is taken."""
        if not self._places.acquire(blocking=False):
            READS.labels(_kind(task), "busy").inc()
            raise Problem(429, "busy", "The server is busy with other heavy reads (verify, import, long exports); "
                          "try again shortly.")
        try:
            future = self._executor().submit(_guarded, task, *args)
        except BaseException:
            self._places.release()
            raise
        future.add_done_callback(lambda _: self._places.release())
        READS.labels(_kind(task), "pool").inc()
        return future

    def _wait(self, future: Future) -> tuple:
        try:
            return future.result()
        except BrokenProcessPool as exc:
            with _pools_lock:  # a pool process died (killed, out of memory): the next read starts a new pool
                _pools.pop(self.settings, None)
            raise Problem(429, "busy", "A process for heavy reads ended under this request; try again "
                          "shortly.") from exc

    def _executor(self) -> ProcessPoolExecutor:
        with _pools_lock:
            if self.settings not in _pools:
                # spawn: a fresh interpreter, not a fork of this gevent-patched process
                _pools[self.settings] = ProcessPoolExecutor(
                    self.workers, mp_context=multiprocessing.get_context("spawn"), initializer=_start,
                    initargs=(self.make, self.settings, os.getpid()))
            return _pools[self.settings]

    def verify(self, game: Game, seat: int | None) -> dict:
        self.service.watch(game, seat)  # (before the cache: a verify answered once is no one else's)
        version, head = self.service.resolve_version(game)
        cached = self._verified.get(game.id)
        if cached is not None and cached[:2] == (version, head.state_hash):
            READS.labels("verify", "cached").inc()
            return cached[2]
        if not self.workers:
            return verify_task(self.service, game.id, version)
        key = (game.id, version, head.state_hash)
        with self._lock:
            future = self._verifying.get(key)
        if future is None:
            future = self.submit(verify_task, game.id, version)
            with self._lock:
                self._verifying[key] = future
            future.add_done_callback(lambda _: self._drop(key))
        answer = _answer(self._wait(future))
        self._verified.put(game.id, (version, head.state_hash, answer))
        return answer

    def _drop(self, key: tuple) -> None:
        with self._lock:
            self._verifying.pop(key, None)

    def export(self, game: Game, seat: int | None, admin: bool) -> bytes:
        version, _ = self.service.resolve_version(game)
        if not self.workers or version <= self.settings.heavy_export_events:
            return export_task(self.service, game.id, seat, admin)
        return self.run(export_task, game.id, seat, admin)

    def import_game(self, body: bytes) -> dict:
        if not self.workers:
            return import_task(self.service, body)
        # The body goes by a file, not down the pool's pipe: a task larger than the pipe's buffer, queued
        # while every pool process is busy, blocks the process in its write (the event loop with it).
        with tempfile.NamedTemporaryFile(prefix="trackside-import-") as file:
            file.write(body)
            file.flush()
            return self.run(import_file_task, file.name)


def heavy() -> HeavyReads:
    return current_app.extensions["trackside.heavy"]
