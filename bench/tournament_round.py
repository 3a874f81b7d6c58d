"""Tournament service bench (issue 28), on a private Redis: a 1,000-player Swiss round of 4-player
Ticket to Ride (250 tables) paired, created and announced, and the standings of 1,000 players after 9
rounds recomputed as the service stores them.

1. 1,000 accounts enter a tournament; its start pairs round 1 and creates its 250 games through
   GameService.create (service/app/tournaments.py, as the API's start does); then an in-process relay
   relays (workers/relay.py, RELAYS of them, running as a deployment's do) hand every game's outbox entry on
   until each of the 1,000 accounts has its game_started on its stream. The goal: all of it within 10 s.
2. A record holding 9 rounds of results of 1,000 players (random results, seeded:
   tests/domain/tournaments/play.py) has its standings projection recomputed (history from the record,
   the pure standings, the rows as JSON: what each recorded result costs the relay). The goal: < 1 s.

    .venv/bin/python bench/tournament_round.py [--quick]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from domain.tournaments.model import History, Settings  # noqa: E402
from service.adapters.redis.accounts import AccountStore  # noqa: E402
from service.adapters.redis.lobby import LobbyStore  # noqa: E402
from service.adapters.redis.store import EventStore  # noqa: E402
from service.adapters.redis.tournaments import TournamentStore  # noqa: E402
from service.adapters.streams.account_events import stream_key  # noqa: E402
from service.app.accounts import Accounts  # noqa: E402
from service.app.games import GameService  # noqa: E402
from service.app.tournaments import Tournaments, projected, result_json  # noqa: E402
from tests.domain.tournaments.play import rounds  # noqa: E402
from tests.support import RedisServer  # noqa: E402
from workers.relay import Relay  # noqa: E402

PLAYERS = 1000
ROUND_GOAL_S = 10.0
RELAYS = 4  # relays share the outbox's consumer group (docs/operations.md): the announcing is theirs
STANDINGS_GOAL_S = 1.0


def one_round(url: str, players: int) -> dict:
    import redis

    client = redis.Redis.from_url(url)
    store = EventStore(client)
    store.prepare()
    accounts = Accounts(AccountStore(client))
    games = GameService(store, lobbies=LobbyStore(client), accounts=accounts)
    tournaments = Tournaments(TournamentStore(client), games, accounts)
    organiser, _ = accounts.create("Organiser", "human")
    field = [accounts.create(f"Player {i}", "bot")[0] for i in range(players)]
    body = {"name": "Bench open", "rules": "ticket-to-ride", "options": {}, "format": "swiss", "rounds": 9,
            "table_size": 4, "duplicate": True, "clock": {"base_s": 600, "increment_s": 0, "on_timeout": "automa"},
            "rated": False, "players": [{"account": a.id} for a in field]}
    created = tournaments.create(organiser, body)
    for account in field:  # (an account enters only by joining, with its own key)
        tournaments.join(account, created["id"])
    done = threading.Event()

    def relaying(name: str) -> None:
        relay = Relay(redis.Redis.from_url(url), redis.Redis.from_url(url), name=name)
        while not done.is_set():
            relay.run_once(block_ms=100)

    relays = [threading.Thread(target=relaying, args=(f"bench-{i}",)) for i in range(RELAYS)]
    for thread in relays:  # (running already, as a deployment's relays are)
        thread.start()
    waiting, deadline = [a.id for a in field], time.monotonic() + 120
    try:
        started = time.perf_counter()
        tournament = tournaments.start(organiser, created["id"])
        paired_created = time.perf_counter() - started
        while waiting and time.monotonic() < deadline:
            time.sleep(0.1)
            pipe = client.pipeline(transaction=False)
            for account in waiting:  # (only those not told yet: the reading must not slow the relays)
                pipe.exists(stream_key(account))
            waiting = [account for account, told in zip(waiting, pipe.execute(), strict=True) if not told]
    finally:
        done.set()
        for thread in relays:
            thread.join()
    announced = time.perf_counter() - started
    tables = tournament["rounds"][0]["tables"]
    return {"players": players, "tables": len(tables), "repeats": tournament["rounds"][0]["repeats"],
            "paired_and_created_s": round(paired_created, 2), "announced_s": round(announced, 2),
            "accounts_told": players - len(waiting), "goal_s": ROUND_GOAL_S,
            "ok": not waiting and announced < ROUND_GOAL_S}


def standings_projection(players: int, repeat: int) -> dict:
    settings = Settings("swiss", 4, 9, seed="bench")
    *_, (_, history) = rounds(settings, History(tuple(f"p{i:04d}" for i in range(players))), seed=28)
    record = {"id": "bench", "format": "swiss", "table_size": 4, "rounds": 9, "withdrawn": [],
              "players": [{"id": p} for p in history.players], "rounds_played": []}
    for number in range(1, 10):
        results = [r for r in history.results if r.round == number]
        record["rounds_played"].append({"number": number, "byes": [b.player for b in history.byes if b.round == number],
                                        "tables": [{"result": result_json(r)} for r in results]})
    record = orjson.loads(orjson.dumps(record))  # (as the store gives it back)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        stored = projected(record)
        times.append(time.perf_counter() - start)
    return {"players": players, "rounds": 9, "seats": sum(len(r.seats) for r in history.results),
            "median_s": round(statistics.median(times), 3), "max_s": round(max(times), 3),
            "first": stored["standings"][0], "goal_s": STANDINGS_GOAL_S, "ok": max(times) < STANDINGS_GOAL_S}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="one run of each (else three of the round)")
    args = parser.parse_args()
    results: dict = {"round": []}
    for _ in range(1 if args.quick else 3):
        server = RedisServer(Path(tempfile.mkdtemp(prefix="trackside-bench-tournament-")))
        try:
            results["round"].append(one_round(server.url, PLAYERS))
        finally:
            server.stop()
    results["standings"] = standings_projection(PLAYERS, 3 if args.quick else 10)
    print(orjson.dumps(results, option=orjson.OPT_INDENT_2).decode())


if __name__ == "__main__":
    main()
