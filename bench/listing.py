"""Listing stays fast with a million games: `GET /v1/games?rules=X&status=Y&limit=10` served from
its own index, timed side by side on a store with 10 games and on one with 10^6 index entries
(generated: the newest games are real, the rest are index entries of older games).

    python bench/listing.py [--quick]     (--quick: 10^5 entries instead of 10^6)
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from service.adapters.redis.store import GAMES_INDEX, EventStore, filtered_indexes  # noqa: E402
from service.app.games import GameService  # noqa: E402
from tests.support import RedisServer, scratch  # noqa: E402

RULES = ("ticket-to-ride", "railroad-ink", "lilliput", "mini-express", "tinners-trail")
REAL, PAGE = 150, 10  # every filtered page is made of real games, on the small and the large store
FILTERS = [{"rules": "ticket-to-ride"}, {"rules": "lilliput", "status": "finished"}, {"status": "active"}, {}]


def fill(store: EventStore, entries: int) -> None:
    """`entries` index entries of games older than every real one, spread over rules and statuses."""
    batch = 50_000
    for start in range(0, entries, batch):
        pipe = store.redis.pipeline(transaction=False)
        members: dict[str, dict[str, int]] = {}
        for n in range(start, min(start + batch, entries)):
            game_id = f"{n:012x}old"
            rules, status = RULES[n % len(RULES)], ("active", "finished")[n % 3 == 0]
            for name in (GAMES_INDEX, *filtered_indexes(rules, status)):
                members.setdefault(name, {})[game_id] = 0
        for name, chunk in members.items():
            pipe.zadd(name, chunk)
        pipe.execute()


def timed_pages(service: GameService, repeats: int) -> dict[str, float]:
    out = {}
    for query in FILTERS:
        samples = []
        for _ in range(repeats):
            started = time.perf_counter()
            page = service.list_games(query.get("rules"), query.get("status"), PAGE, None)
            samples.append(time.perf_counter() - started)
            assert len(page["games"]) == PAGE, query
        out[orjson.dumps(query).decode()] = statistics.median(samples) * 1000
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    server = RedisServer(scratch("trackside-listing-"), fsync="no")
    try:
        store = EventStore(server.client())
        store.prepare()
        service = GameService(store)
        for n in range(REAL):  # the newest games are real: 30 of each rules, every third finished
            rules = RULES[n % len(RULES)]
            players = [{"name": f"P{i}"} for i in range(3 if rules != "railroad-ink" else 1)]
            game_id = service.create(rules, players, {}, None)["game"]["id"]
            if n % 3 == 0:
                store.mark_finished(game_id, rules)
        # A finished game's summary says so (progress), as the listing checks.
        for game_id in store.list_games(None, 1000, status="finished"):
            meta = store.meta(game_id)
            progress = {**orjson.loads(meta["progress"]), "status": "finished"}
            store.redis.hset(f"{{g:{game_id}}}:meta", "progress", orjson.dumps(progress))
        small = timed_pages(GameService(store), 200)
        entries = 100_000 if args.quick else 1_000_000
        fill(store, entries)
        large = timed_pages(GameService(store), 200)
        print(orjson.dumps({
            "entries": {"small": REAL, "large": REAL + entries},
            "page_ms_median": {q: {"small": round(small[q], 3), "large": round(large[q], 3),
                                   "ratio": round(large[q] / small[q], 3)} for q in small},
        }, option=orjson.OPT_INDENT_2).decode())
    finally:
        server.stop()


if __name__ == "__main__":
    main()
