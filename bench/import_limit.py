"""The import body limit (TRACKSIDE_MAX_IMPORT_BYTES): how large is the export of the longest game?

Every title at its most seats (a mode made for fewer at its own), under each option set that
lengthens it, played to its end by random legal commands through the service on a private Redis,
every command sent with the largest Idempotency-Key a client may give (200 four-byte characters:
its record is in every event's `command_id`); the export of the finished game as `GET /export`
serves it. Prints the longest per title and the limit it suggests: the largest export four times
over (play longer than random play's, the undos a table allows), rounded up to a whole MiB.

    python bench/import_limit.py [--quick]     (--quick: one seed per option set, not four)
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from service.adapters.redis.resilience import connect  # noqa: E402
from service.adapters.redis.store import EventStore  # noqa: E402
from service.app.games import GameService  # noqa: E402
from tests.support import RedisServer, finished_game, scratch  # noqa: E402

# (options, seats): the title's most seats, but for a mode made for fewer
OPTION_SETS = {
    "railroad-ink": [({}, 6), ({"expansions": ["meteor", "lava"]}, 6)],
    "lilliput": [({}, 4), ({"advanced": True}, 4), ({"advanced": True, "variant": "laputa"}, 4)],
    "ticket-to-ride": [({}, 5)],
    "mini-express": [({}, 5), ({"map": "europe", "map_variant": True}, 5), ({"mode": "expert"}, 2)],
    "tinners-trail": [({}, 4)],
}
MAX_COMMANDS = 20_000  # far beyond any game played here
MARGIN = 4
MIB = 1 << 20


def longest_key(chooser) -> str:
    """An Idempotency-Key of the most bytes a client may send: 200 characters of four UTF-8 bytes each."""
    return "".join(chr(0x1F600 + chooser.randrange(64)) for _ in range(200))


def play(service: GameService, name: str, options: dict, seats: int, seed: int) -> dict:
    game_id = finished_game(service, name, seats, f"import-limit-{name}-{seed}", options, key=longest_key,
                            max_commands=MAX_COMMANDS)
    export = service.export(service.game(game_id), None, admin=False)
    return {"options": options, "seed": seed, "events": len(export["events"]), "bytes": len(orjson.dumps(export))}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    seeds = range(1) if args.quick else range(4)
    server = RedisServer(scratch("trackside-bench-import-"), fsync="no")
    try:
        store = EventStore(connect(server.url, "bench"))
        store.prepare()
        service = GameService(store)
        longest = {}
        for name, option_sets in OPTION_SETS.items():
            games = [play(service, name, options, seats, seed) for options, seats in option_sets for seed in seeds]
            longest[name] = max(games, key=lambda g: g["bytes"])
            print(f"{name}: longest export {longest[name]['bytes']:,} B, {longest[name]['events']} events "
                  f"(options {longest[name]['options']}, of {len(games)} games)", flush=True)
    finally:
        server.stop()
    largest = max(g["bytes"] for g in longest.values())
    limit = -(-largest * MARGIN // MIB) * MIB
    print(f"\nlargest export {largest:,} B; x{MARGIN}, rounded up to a MiB: {limit:,} B ({limit // MIB} MiB)")


if __name__ == "__main__":
    main()
