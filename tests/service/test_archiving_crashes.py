"""kill -9 of the archiving at each of its steps (a real process, killed by SIGKILL right after the step),
then another run: the game is archived exactly once, reads the same, is listed exactly once at every
point, and Redis keeps nothing of it at the end."""
from __future__ import annotations

import signal
import subprocess
import sys
from dataclasses import replace

import pytest
import redis

from service.adapters.archive import archive_from_url, archive_of
from service.adapters.redis.keys import DUE, index_name
from service.adapters.redis.store import EventStore
from service.app.archiving import Archiving
from service.app.games import GameService
from tests.support import ROOT, env_for, finished_game

# Runs one archiving step, killed by SIGKILL as soon as the live store's method `sys.argv[1]` has returned.
DIE_AFTER = """
import os, signal, sys
from service.adapters.archive import archive_of
from service.adapters.redis.store import EventStore
from service.app.archiving import Archiving
from service.app.games import GameService
from service.config import Settings

settings = Settings()
store = EventStore.of(settings, "test")
service = GameService(store, archive=archive_of(settings))
step = sys.argv[1]
target = service.games.store.archive if step == "put" else store
done = getattr(target, step)

def then_die(*args, **kwargs):
    done(*args, **kwargs)
    os.kill(os.getpid(), signal.SIGKILL)

setattr(target, step, then_die)
Archiving(service, after_s=0).step()
sys.exit(3)  # (not reached: the step always comes to the method)
"""


LISTINGS = ((None, None), ("railroad-ink", None), (None, "finished"), ("railroad-ink", "finished"))


def listed(service: GameService, game_id: str) -> list[int]:
    """How often each listing (by rules, status, both, neither) names the game, paged to its end."""
    counts = []
    for rules, status in LISTINGS:
        ids, cursor = [], None
        for _ in range(20):  # (a handful of games: one page, two with the one being archived)
            page = service.list_games(rules, status, 2, cursor)
            ids += [game["id"] for game in page["games"]]
            cursor = page["next_cursor"]
            if cursor is None:
                break
        counts.append(ids.count(game_id))
    return counts


@pytest.mark.parametrize("step", ["put", "route", "remove", "unlist", "dequeue"])
def test_archiving_killed_after_each_step_is_finished_by_the_next_run_exactly_once(settings, redis_url, tmp_path,
                                                                                 step):
    url = f"sqlite:///{tmp_path / 'archive.sqlite3'}"
    settings = replace(settings, archive_url=url)
    live = GameService(EventStore.of(settings, "test"))
    game_id = finished_game(live, "railroad-ink", 2, seed="crash")
    live.store.mark_finished(game_id, "railroad-ink")  # (the relay's repair, which queues it)
    export = live.export(live.game(game_id), None, admin=True)
    killed = subprocess.run([sys.executable, "-c", DIE_AFTER, step], cwd=ROOT, capture_output=True, text=True,
                            env=env_for(redis_url, TRACKSIDE_ARCHIVE_URL=url), timeout=120)
    assert killed.returncode == -signal.SIGKILL, killed.stderr

    # Readable and listed once at every point, by a service that has never seen it.
    fresh = GameService(EventStore.of(settings, "test"), archive=archive_of(settings))
    assert fresh.export(live.game(game_id), None, admin=True) == export
    assert listed(fresh, game_id) == [1, 1, 1, 1]
    service = GameService(EventStore.of(settings, "test"), archive=archive_of(settings))
    outcomes = [(moved.game_id, moved.what) for moved in Archiving(service, after_s=0).step()]
    assert outcomes == {"put": [(game_id, "archived")], "route": [(game_id, "archived")],
                        "remove": [(game_id, "gone")], "unlist": [(game_id, "gone")], "dequeue": []}[step]
    assert Archiving(service, after_s=0).step() == []

    client = redis.Redis.from_url(redis_url)
    assert list(client.scan_iter(match=f"{{g:{game_id}}}*")) == []
    indexes = [index_name(rules, status) for rules in (None, "railroad-ink") for status in (None, "active", "finished")]
    assert [name for name in (*indexes, DUE) if client.zscore(name, game_id) is not None] == []
    assert listed(service, game_id) == [1, 1, 1, 1]
    archive = archive_from_url(url)
    assert [game.game_id for game in archive.page().games] == [game_id]  # one copy
    assert service.export(service.game(game_id), None, admin=True) == export
