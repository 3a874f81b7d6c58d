"""Memory per game in Redis: a finished game of every title (four players, or the title's most if
fewer), played to its end by random legal commands through the service, on a private Redis; then
MEMORY USAGE (every element counted) of each of the game's keys (its events stream, meta, the
records of its commands' Idempotency-Keys (every command here has one), snapshots every 32 events,
turn and round index), and the cost of its four entries in the
listing indexes, measured on a large index; and what a game archived by `trackside archive` leaves
behind (its tombstone), measured on as many tombstones. Beside each, what the creation budget charges
for (service/http/quotas.py): a new game of the title, and a fork of the finished game per event it copies.

    python bench/memory.py [--quick]     (--quick: the listing entry measured on 10^4 games, not 10^5)
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import orjson
import redis

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from domain.core.registry import all_rules, get_rules  # noqa: E402
from service.adapters.redis.store import EventStore, filtered_indexes, keys  # noqa: E402
from service.app.games import GameService  # noqa: E402
from tests.support import RedisServer, scratch  # noqa: E402

PLAYERS = 4
MAX_COMMANDS = 20_000  # far beyond any game played here; a game still running then is reported as such


def play_to_the_end(service: GameService, name: str, seed: int) -> tuple[str, int, bool]:
    """A finished game of `name`: (its id, the commands played, whether it finished)."""
    rules = get_rules(name)
    players = min(PLAYERS, rules.max_players)
    created = service.create(name, [{"name": f"P{i}"} for i in range(players)], {}, f"memory-{name}-{seed}")
    game = service.game(created["game"]["id"])
    chooser = random.Random(seed)
    for played in range(MAX_COMMANDS):
        known = service.current(game)
        status = rules.status(known.state)
        if status.finished:
            return game.id, played, True
        seat = chooser.choice(status.active_seats)
        # Every command with an Idempotency-Key, as a careful client sends it: its record is kept too.
        service.submit(game, seat, chooser.choice(rules.legal_commands(known.state, seat)),
                       idempotency_key=f"{chooser.getrandbits(128):032x}")
    return game.id, MAX_COMMANDS, False


def usage(store: EventStore, key: str) -> int:
    return store.redis.memory_usage(key, samples=0) or 0


def entry_bytes(store: EventStore, games: int, add) -> float:
    """Bytes one game adds to a key that holds an entry per game (`add(pipe, key, ids)` writes them), on
    a key of `games` entries."""
    name = "bench:memory:entries"
    pipe = store.redis.pipeline(transaction=False)
    for start in range(0, games, 10_000):
        add(pipe, name, [f"{n:012x}{n % 997:010x}" for n in range(start, min(start + 10_000, games))])
    pipe.execute()
    size = usage(store, name) / games
    store.redis.delete(name)
    return size


def game_bytes(store: EventStore, game_id: str) -> int:
    return sum(usage(store, key) for key in keys(game_id).values())


def index_entry_bytes(store: EventStore, games: int) -> float:
    """One game in one listing index (a sorted set of ids)."""
    return entry_bytes(store, games, lambda pipe, name, ids: pipe.zadd(name, dict.fromkeys(ids, 0)))


def tombstone_bytes(store: EventStore, games: int) -> float:
    """What an archived game leaves in Redis until its tombstone is forgotten: its id in the tombstones, a
    sorted set scored by the time it was archived (ms)."""
    now = 1_800_000_000_000
    return entry_bytes(store, games, lambda pipe, name, ids: pipe.zadd(name, {i: now + n for n, i in enumerate(ids)}))


def measure(url: str, index_games: int) -> dict:
    store = EventStore(redis.Redis.from_url(url))
    store.prepare()
    service = GameService(store)
    entry = index_entry_bytes(store, index_games)
    indexes = 1 + len(filtered_indexes("x", "finished"))
    rows = {}
    for name in sorted(all_rules()):
        game_id, commands, finished = play_to_the_end(service, name, seed=1)
        parts = {part: usage(store, key) for part, key in keys(game_id).items()}
        tagged = sum(usage(store, key.decode()) for key in store.redis.scan_iter(match=f"{{g:{game_id}}}*"))
        assert tagged == sum(parts.values()), "a key under the game's hash tag that keys() does not name"
        events = store.version(game_id)
        total = tagged + indexes * entry
        rows[name] = {"players": len(service.game(game_id).seats), "finished": finished, "commands": commands,
                      "events": events, "snapshots": store.redis.hlen(keys(game_id)["snapshots"]),
                      **{f"{part}_bytes": size for part, size in parts.items()},
                      "listing_bytes": round(indexes * entry), "total_bytes": round(total),
                      "bytes_per_event": round(total / events)}
        new = service.create(name, [{"name": f"P{i}"} for i in range(rows[name]["players"])], {}, None)["game"]["id"]
        fork = service.fork(service.game(game_id), events, None, None, None, may_see_all=True)["game"]["id"]
        rows[name].update(new_game_bytes=game_bytes(store, new),
                          fork_bytes_per_event=round(game_bytes(store, fork) / events))
    return {"games": rows, "listing_entry_bytes": round(entry, 1), "listing_indexes_per_game": indexes,
            "archived_game_bytes": round(tombstone_bytes(store, index_games), 1), "index_size_measured_on": index_games}


def table(result: dict) -> str:
    head = ("title", "players", "commands", "events", "snapshots", "events", "meta", "commands", "snapshots",
            "index", "listing", "total KiB", "B/event")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, row in result["games"].items():
        cells = [name + ("" if row["finished"] else " (unfinished)"), row["players"], row["commands"], row["events"],
                 row["snapshots"], row["events_bytes"], row["meta_bytes"], row["commands_bytes"],
                 row["snapshots_bytes"], row["index_bytes"], row["listing_bytes"],
                 f"{row['total_bytes'] / 1024:.1f}", row["bytes_per_event"]]
        lines.append("| " + " | ".join(map(str, cells)) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    server = RedisServer(scratch("trackside-bench-memory-"))
    try:
        result = measure(server.url, 10_000 if args.quick else 100_000)
    finally:
        server.stop()
    print(orjson.dumps(result, option=orjson.OPT_INDENT_2).decode())
    print("\nBytes in Redis per finished game (MEMORY USAGE, key overhead included):\n")
    print(table(result))
    print(f"\nAn archived game leaves {result['archived_game_bytes']} B in Redis (its tombstone, "
          f"on {result['index_size_measured_on']} tombstones).")
    print("\nWhat the creation budget charges for: " + "; ".join(
        f"{name} new {row['new_game_bytes']} B, forked {row['fork_bytes_per_event']} B/event"
        for name, row in result["games"].items()))


if __name__ == "__main__":
    main()
