"""Rating updates per second, through the real store (a private Redis):

1. `Ratings.rate(game)` as the relay calls it, for finished rated two-player games (Railroad Ink, each
   between two of `--players` accounts, decided by a resignation): it reads the game's facts, state and
   log, rates it with openskill and records it with the new ratings in one Lua call; `--threads` at once
   on one title (their compare-and-set updates meet on the same ratings);
2. the update alone for four-player results among the same accounts: read the four ratings, openskill's
   Plackett-Luce, the Lua record.

    python bench/ratings.py [--quick] [--games N] [--players P] [--threads T]

Figures, 2026-11-26, this 2-core machine shared with other runs: see docs/ratings.md."""
from __future__ import annotations

import argparse
import secrets
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import redis  # noqa: E402

from service.adapters.redis.ratings import RatingStore  # noqa: E402
from service.adapters.redis.store import EventStore  # noqa: E402
from service.app.games import GameService  # noqa: E402
from service.app.ratings import MIN_MOVES, Ratings, updated  # noqa: E402
from tests.support import RedisServer  # noqa: E402

RULES = "railroad-ink"


def finished_games(service: GameService, accounts: list[str], count: int) -> list[str]:
    """`count` rated two-player games, each decided by its first seat resigning once both seats have made
    MIN_MOVES moves (fewer would abort it: docs/ratings.md)."""
    chooser = secrets.SystemRandom()
    games = []
    for n in range(count):
        pair = chooser.sample(accounts, 2)
        created = service.create(RULES, [{"name": f"p{a[:4]}", "account": a} for a in pair], None, f"bench-{n}",
                                 rated=True)
        game = service.game(created["game"]["id"])
        for seat in (0, 1):
            for _ in range(MIN_MOVES):
                service.submit(game, seat, game.rules.legal_commands(service.current(game).state, seat)[0])
        service.submit(game, 0, {"type": "resign"})
        games.append(game.id)
    return games


def rate_all(ratings: Ratings, games: list[str], threads: int) -> float:
    """Seconds to rate every game, `threads` at once."""
    shares = [games[i::threads] for i in range(threads)]
    workers = [threading.Thread(target=lambda share=share: [ratings.rate(g) for g in share]) for share in shares]
    started = time.perf_counter()
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return time.perf_counter() - started


def four_player_updates(store: RatingStore, accounts: list[str], count: int) -> float:
    """Seconds for `count` four-player updates (read, rate, record), one after another."""
    chooser = secrets.SystemRandom()
    started = time.perf_counter()
    for n in range(count):
        seats = chooser.sample(accounts, 4)
        places = [1 + chooser.randrange(4) for _ in seats]
        before = store.ratings("ticket-to-ride", seats)
        outcome = store.record("ticket-to-ride", f"four-{n}", before, updated(before, seats, places), {"game": n})
        assert outcome == "ok", outcome
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--games", type=int, default=None)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    count = args.games or (200 if args.quick else 2000)
    server = RedisServer(Path(tempfile.mkdtemp(prefix="trackside-bench-ratings-")))
    try:
        client = redis.Redis.from_url(server.url)
        store = EventStore(client)
        store.prepare()
        service = GameService(store)
        accounts = [secrets.token_hex(8) for _ in range(args.players)]
        started = time.perf_counter()
        games = finished_games(service, accounts, count)
        print(f"{count} finished rated games created in {time.perf_counter() - started:.1f} s")
        ratings = Ratings(RatingStore(client), GameService(store).games)  # (a cold cache, as a relay's)
        seconds = rate_all(ratings, games, args.threads)
        rated = RatingStore(client).ratings(RULES, accounts)
        assert sum(r.games for r in rated.values() if r) == 2 * count, "every game counted once"
        print(f"Ratings.rate, two-player games, {args.threads} thread(s): {count / seconds:.0f} games/s "
              f"({seconds / count * 1000:.2f} ms a game)")
        seconds = four_player_updates(RatingStore(client), accounts, count)
        print(f"four-player updates (read, openskill, Lua record): {count / seconds:.0f}/s "
              f"({seconds / count * 1000:.2f} ms each)")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
