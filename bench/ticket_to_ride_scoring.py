"""Ticket to Ride bulk-scoring bench: final scorings per second per core, and the longest path's worst case.

1. Finished 4-player games made by random legal play (random_playout) are turned into raw boards
   `{"players": [{"routes", "tickets"}]}` and scored with score_board in one process (one core), over and
   over for a fixed time: prints scorings per second and the median / max time of one scoring.
2. The longest path on the densest networks of 45 trains we can build: greedy networks of the shortest
   routes grown from every city, a network found by a random search for the slowest one (also in the
   tests), and, without --quick, a fresh hill-climbing search for slower ones, from the slowest of those
   and against the checkout's own search. Prints the slowest.

    .venv/bin/python bench/ticket_to_ride_scoring.py [--quick] [--seed N] [--steps N] [--checkout DIR --checkout DIR]

--checkout: the whole bench once per checkout (main's beside this branch's), both at once (bench/checkouts.py):
the before and after of a change (the search before issue 42, a search over (city, routes used) from every
odd city, is tests/domain/ticket_to_ride/test_ttr_scoring_oracle.py's reference).
Scorings are timed in CPU time (process time), which other load on the machine changes less than the wall's.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.checkouts import checkout_root, side_by_side  # noqa: E402

REPO = checkout_root(Path(__file__).resolve().parents[1])

from domain.core import SeatSpec, random_playout  # noqa: E402
from domain.ticket_to_ride import RULES  # noqa: E402
from domain.ticket_to_ride.board import CITIES, DOUBLE_PARTNER, MAP, ROUTES  # noqa: E402
from domain.ticket_to_ride.scoring import longest_path  # noqa: E402

TRAINS = MAP["trains_per_player"]
SEARCHED = ["atl-chr", "ltr-stl", "chi-pit-2", "ksc-stl-2", "pit-wsh", "chr-ral", "chi-stl-1", "ltr-nsh",
            "atl-ral-2", "nyc-wsh-2", "ksc-okc-1", "nsh-stl", "nsh-pit", "ral-wsh-1", "nyc-pit-2", "pit-ral",
            "ltr-okc", "nsh-ral", "ksc-omh-1", "dul-omh-1", "atl-nsh"]


def finished_boards(count: int) -> list[dict]:
    boards = []
    for seed in range(count):
        game = random_playout(RULES, [SeatSpec(f"p{i}") for i in range(4)], seed=f"bench-{seed}", chooser_seed="b")
        boards.append({"players": [{"routes": p["routes"], "tickets": p["tickets"]} for p in game.state["players"]]})
    return boards


def scoring_rate(boards: list[dict], seconds: float) -> tuple[float, float, list[float]]:
    """Score every board, round after round, for `seconds`: (scorings per second over the median round,
    over all rounds, the time of each scoring). The median round is robust to a busy machine's pauses."""
    rounds, times, started = [], [], time.process_time()
    while time.process_time() - started < seconds:
        begin = time.process_time()
        for board in boards:
            one = time.process_time()
            RULES.score_board(board)
            times.append(time.process_time() - one)
        rounds.append(time.process_time() - begin)
    return len(boards) / statistics.median(rounds), len(times) / sum(rounds), times


def legal(network: list[str]) -> bool:
    return (sum(ROUTES[r]["length"] for r in network) <= TRAINS
            and not any(DOUBLE_PARTNER.get(r) in network for r in network))


def greedy(city: str) -> list[str]:
    """Grow a network from `city` by the shortest route touching it (closing loops first) while trains last."""
    network, reached = [], {city}
    while True:
        options = sorted((ROUTES[r]["length"], not {ROUTES[r]["a"], ROUTES[r]["b"]} <= reached, r)
                         for r in ROUTES if r not in network and {ROUTES[r]["a"], ROUTES[r]["b"]} & reached
                         and legal(network + [r]))
        if not options:
            return network
        network.append(options[0][2])
        reached |= {ROUTES[network[-1]]["a"], ROUTES[network[-1]]["b"]}


def timed(network: list[str], repeat: int = 3) -> float:
    runs = []
    for _ in range(repeat):
        started = time.process_time()
        longest_path(network)
        runs.append(time.process_time() - started)
    return statistics.median(runs)


def climb(start: list[str], steps: int, rng: Random) -> list[str]:
    """Hill-climb towards slower legal networks: drop a few routes, add random adjacent ones."""
    best, best_time = start, timed(start, 1)
    for _ in range(steps):
        network = list(best)
        for _ in range(rng.randint(1, 3)):
            network.pop(rng.randrange(len(network)))
        reached = {ROUTES[r][end] for r in network for end in ("a", "b")}
        for route in rng.sample(sorted(ROUTES), len(ROUTES)):
            if route not in network and {ROUTES[route]["a"], ROUTES[route]["b"]} & reached and legal(network + [route]):
                network.append(route)
                reached |= {ROUTES[route]["a"], ROUTES[route]["b"]}
        seconds = timed(network, 1)
        if seconds > best_time:
            best, best_time = network, seconds
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few seconds instead of about a minute")
    parser.add_argument("--seed", type=int, default=1, help="of the hill-climb's random steps")
    parser.add_argument("--steps", type=int, default=300, help="of each of the three hill-climbs")
    parser.add_argument("--checkout", type=Path, action="append", default=[])
    args = parser.parse_args()
    if args.checkout:
        return side_by_side(__file__, args.checkout, [*(["--quick"] if args.quick else []), "--seed", str(args.seed),
                                                      "--steps", str(args.steps)])
    quick = args.quick

    boards = finished_boards(10 if quick else 100)
    routes = statistics.mean(len(p["routes"]) for b in boards for p in b["players"])
    print(f"final scoring, finished 4-player games ({len(boards)} boards, {routes:.1f} routes per player):")
    rate, overall, times = scoring_rate(boards, 1.0 if quick else 10.0)
    print(f"  {rate:,.0f} scorings per second per core (median round; {overall:,.0f} over all rounds);"
          f" one scoring median {statistics.median(times) * 1e3:.2f} ms, max {max(times) * 1e3:.2f} ms;"
          f" goal 5,000/s: {'met' if rate >= 5_000 else 'NOT met'}")

    networks = {f"greedy from {city}": greedy(city) for city in sorted(CITIES)}
    networks["searched (tests)"] = SEARCHED
    if not quick:
        rng = Random(args.seed)
        slowest = max(networks.values(), key=timed)
        for round_ in range(3):
            networks[f"hill-climbed {round_}"] = climb(slowest, args.steps, rng)
    print(f"longest path, worst case of {TRAINS} trains ({len(networks)} dense networks tried), median of 5:")
    results = sorted(((timed(n, 5), label, n) for label, n in networks.items()), reverse=True)
    seconds, label, network = results[0]
    print(f"  slowest {label}: {len(network)} routes, {sum(ROUTES[r]['length'] for r in network)} trains, longest"
          f" path {longest_path(network)}, {seconds * 1e3:.2f} ms; median over the networks"
          f" {statistics.median(r[0] for r in results) * 1e3:.2f} ms; goal 5 ms: {'met' if seconds <= 5e-3 else 'NOT met'}")
    if not quick:
        print(f"  routes: {sorted(network)}")


if __name__ == "__main__":
    main()
