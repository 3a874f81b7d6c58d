"""A rated game counts exactly once (issue 28), however often the relay handles its outbox entry: a
relay that rated it and died before acknowledging, or relays killed with SIGKILL while bots play."""
from __future__ import annotations

import os
import signal
import threading

import orjson
import pytest
import redis

from service.adapters.redis.keys import OUTBOX
from service.adapters.redis.outbox_reader import GROUP
from service.adapters.redis.ratings import RatingStore
from tests.platform.account_players import until
from tests.platform.support import Api, bearer, new_account
from tests.platform.test_ratings import (
    more_bots,  # noqa: F401 (a fixture)
    moved,
)
from tests.support import start_part, stop_part
from workers.relay import Relay

INK = "railroad-ink"


def test_a_game_rated_by_a_relay_that_died_before_acknowledging_counts_once(app, served, redis_url):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    made = client.post("/v1/challenges", headers=bearer(ada_key), json={
        "rules": INK, "players": [{"account": ada["id"]}, {"name": "Brass", "kind": "bot", "level": "easy"}],
        "rated": True}).json()
    moved(client, made["game"], ada_key)
    assert client.post(f"/v1/games/{made['game']}/commands", json={"type": "resign"},
                       headers=bearer(ada_key)).status_code == 201
    connection = redis.Redis.from_url(redis_url)
    doomed = Relay(connection, connection, name="doomed")
    read = connection.xreadgroup(GROUP, "doomed", {OUTBOX: ">"}, count=10)
    entries = [orjson.loads(fields[b"entry"]) for _, messages in read for _, fields in messages]
    assert [entry.get("rate") for entry in entries if entry["game"] == made["game"]][-1] is True
    for entry in entries:  # handled, never acknowledged: the relay "dies" here
        doomed.handle(entry)
    ratings = RatingStore(connection)
    once = ratings.ratings(INK, [ada["id"], "bot:easy"])
    assert [rating.games for rating in once.values()] == [1, 1]
    doomed.handle(entries[-1])  # handled twice in one process: nothing moves
    relay = start_part("relay", redis_url)
    try:  # the live relay claims the entries the dead one left, and handles them again
        until(lambda: connection.xpending(OUTBOX, GROUP)["pending"] == 0, 30, "the live relay to claim the entries")
    finally:
        stop_part(relay)
    assert ratings.ratings(INK, [ada["id"], "bot:easy"]) == once


@pytest.mark.usefixtures("more_bots")
def test_relays_killed_while_bots_play_rated_games_count_each_game_once(app, served, redis_url):
    client = Api(served)
    games = [client.post("/v1/games", json={
        "rules": INK, "rated": True, "seed": f"killed-{n}",
        "players": [{"name": level, "kind": "bot", "level": level}
                    for level in (("easy", "normal") if n % 2 else ("normal", "easy"))]}).json()["game"]["id"]
             for n in range(GAMES)]
    store = app.extensions["trackside.services"].games.store
    ratings = RatingStore(store.redis)
    relays = [start_part("relay", redis_url)]
    kills, stop = [], threading.Event()

    def kill_repeatedly() -> None:  # SIGKILL the relay a few times mid-run, a new one at once
        while len(kills) < 3 and not stop.wait(1.0):
            os.killpg(relays[-1].pid, signal.SIGKILL)
            relays[-1].wait()
            kills.append(sum(ratings.result(INK, game) is not None for game in games))
            relays.append(start_part("relay", redis_url))

    killer = threading.Thread(target=kill_repeatedly, daemon=True)
    killer.start()
    try:
        until(lambda: all(ratings.result(INK, game) for game in games), 120, "every game to be rated")
    finally:
        stop.set()
        killer.join(30)
        stop_part(relays[-1])
    assert len(kills) == 3, kills
    assert all(client.get(f"/v1/games/{game}").json()["status"] == "finished" for game in games)
    counted = ratings.ratings(INK, ["bot:easy", "bot:normal"])
    assert {entity: rating.games for entity, rating in counted.items()} == {"bot:easy": GAMES, "bot:normal": GAMES}
    board = client.get(f"/v1/ratings/{INK}").json()
    assert sorted(row["games"] for row in board["ratings"]) == [GAMES, GAMES]


GAMES = 4
