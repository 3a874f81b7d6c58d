"""Route-income optimiser bench: domain.routes.best_routes against the exhaustive oracle.

Runs every position of tests/data/route-benchmarks, seeded generated positions
(square-grid 18xx-like maps, 1-4 trains incl. D, express and obsolete) and boards of seeded
random 18 Lilliput games under the real rules (mid-game boards with the companies' own trains;
late-game boards filled with every tile the rules still let anyone lay, each company running
two trains including a D train), and prints, per group, the optimiser's median / p95 / max time (load_graph + best_routes, the call a game makes), its
peak traced memory (tracemalloc), its median search steps (`stats.nodes`: the same on any
machine, unlike the timings), the oracle's median time and the speed ratio (median of the
per-position oracle/optimiser ratios, and total oracle time over total optimiser time). Every
position is also checked: optimiser income == oracle income == upper bound.

    .venv/bin/python bench/route_income.py [--quick]
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from domain.core.canonical import clone  # noqa: E402
from domain.core.game import fold  # noqa: E402
from domain.core.local import random_playout  # noqa: E402
from domain.core.registry import get_rules  # noqa: E402
from domain.core.rng import Rng  # noqa: E402
from domain.core.rules import SeatSpec  # noqa: E402
from domain.lilliput import content as lilliput_content  # noqa: E402
from domain.lilliput.board import (  # noqa: E402
    candidate_squares,
    company_token_squares,
    distinct_rotations,
    lay_error,
    reach,
)
from domain.lilliput.routes import graph_for  # noqa: E402
from domain.routes import best_routes, exhaustive_best_routes, load_graph  # noqa: E402
from domain.routes.generated import random_position  # noqa: E402

BENCHMARKS = REPO / "tests" / "data" / "route-benchmarks"
LATE_GAME_TRAINS = (["5", "4D"], ["3D", "4D"], ["4D", "4D"])  # two trains, at least one D (phase 7)


def lilliput_games(count: int, options: dict):
    """(name, finished game) of seeded random games of the real 18 Lilliput rules."""
    rules = get_rules("lilliput")
    for seed in range(count):
        for players in (3, 4):
            seats = [SeatSpec(f"p{i}") for i in range(players)]
            yield f"{players}p seed {seed}", random_playout(rules, seats, options, seed=f"bench-{seed}",
                                                            chooser_seed=f"bench-{players}-{seed}")


def full_board(state: dict, seed: str) -> dict:
    """The board with every tile the rules still let anyone lay (a random game ends with about
    20 of the manifest's tiles on the board; this lays most of the rest): phase 7, then one
    seeded random legal lay (new track or an upgrade, for any company) after another until no
    lay is legal or the supply is empty."""
    state = clone(state)
    state["phase"] = max(lilliput_content.phases())
    rng = Rng(f"lilliput-full-board-{seed}", "lays")
    colours = ["yellow", "green", "brown"]
    while True:
        lays = []
        for company in sorted(state["companies"]):
            reached = reach(state, company)
            for sq in candidate_squares(state, company):
                for tile_id, left in sorted(state["supply"].items()):
                    for rotation in distinct_rotations(tile_id) if left else ():
                        if lay_error(state, company, tile_id, sq, rotation, colours, reached) is None:
                            lays.append((sq, tile_id, rotation))
        if not lays:
            return state
        sq, tile_id, rotation = rng.choice(lays)
        old = state["board"].get(sq)
        if old is not None:  # an upgrade returns the old tile to the supply, as in the game
            state["supply"][old["tile"]] += 1
        state["supply"][tile_id] -= 1
        state["board"][sq] = {"tile": tile_id, "rotation": rotation, "tokens": old["tokens"] if old else [],
                              "home": old["home"] if old else None}


def lilliput_positions(count: int, variant: str | None = None) -> list[tuple[str, str, dict]]:
    """Mid-game boards (the state half-way and two thirds through a random game; every company
    with trains, running its own trains) and full late-game boards (every company with a
    station token, running each pair of LATE_GAME_TRAINS). With a variant: its full boards with
    the first pair only."""
    out = []
    for name, game in lilliput_games(count, {"variant": variant} if variant else {}):
        for version in (len(game.events) // 2, len(game.events) * 2 // 3) if variant is None else ():
            state = fold(game.rules, game.events[:version])
            for company, owned in sorted(state["companies"].items()):
                if owned["trains"]:
                    out.append(("lilliput mid-game", f"{name} v{version} {company}", graph_for(state, company)))
        board = full_board(game.state, name)
        for company in sorted(c for c in board["companies"] if company_token_squares(board, c)):
            for trains in LATE_GAME_TRAINS if variant is None else LATE_GAME_TRAINS[:1]:
                board["companies"][company]["trains"] = [f"{kind}#{i}" for i, kind in enumerate(trains)]
                group = f"lilliput full board, {'+'.join(trains)}" + (f", {variant}" if variant else "")
                out.append((group, f"{name} {company} ({len(board['board'])} tiles)", graph_for(board, company)))
    return out


def positions(quick: bool) -> list[tuple[str, str, dict]]:
    """(group, name, graph dict) for every position of the run."""
    out = []
    for path in sorted(BENCHMARKS.glob("*.json")):
        group = "1867-bc (largest files)" if path.name.startswith("1867-bc") else "other benchmark files"
        out.append((group, path.stem, json.loads(path.read_text())))
    for group, count, size, lines in (("generated 5x5", 60 if quick else 300, (5, 5), None),
                                      ("generated 8x8 (largest)", 12 if quick else 60, (8, 8), 14)):
        for seed in range(count):
            out.append((group, f"seed {seed}", random_position(seed, *size, lines=lines)))
    # the named-city set bonus of the Allenbeck-Tottenham-Express variant on full boards
    return out + lilliput_positions(2 if quick else 4) + lilliput_positions(1 if quick else 2, "allenbeck-tottenham-express")


def timed(function, data: dict, repeat: int) -> tuple[float, dict]:
    runs = []
    for _ in range(repeat):
        started = time.perf_counter()
        result = function(load_graph(data))
        runs.append(time.perf_counter() - started)
    return statistics.median(runs), result


def _oracle_child(data: dict, out) -> None:
    started = time.perf_counter()
    income = exhaustive_best_routes(load_graph(data))["income"]
    out.put((time.perf_counter() - started, income))


def oracle_run(data: dict, limit: float) -> tuple[float, int | None]:
    """(seconds, income) of the oracle, run in a child process; (limit, None) when it needs more
    than `limit` seconds (the oracle has no limit of its own: it may take hours)."""
    out = multiprocessing.get_context("fork").Queue()
    child = multiprocessing.get_context("fork").Process(target=_oracle_child, args=(data, out))
    child.start()
    child.join(limit)
    if child.is_alive():
        child.terminate()
        child.join()
        return limit, None
    return out.get()


def peak_bytes(data: dict) -> int:
    tracemalloc.start()
    best_routes(load_graph(data))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer generated positions (under a minute)")
    parser.add_argument("--oracle-limit", type=float, default=10.0,
                        help="seconds before an oracle run is abandoned (default 10)")
    args = parser.parse_args()
    repeat = 3 if args.quick else 5
    limit = args.oracle_limit
    rows: dict[str, list[tuple[float, float, int, int]]] = {}
    wrong, abandoned = [], []
    for group, name, data in positions(args.quick):
        fast_time, fast = timed(best_routes, data, repeat)
        oracle_time, oracle_income = oracle_run(data, limit)
        if oracle_income is None:
            abandoned.append(f"{group} {name}")
        if fast["income"] != fast["upper_bound"] or oracle_income not in (None, fast["income"]):
            wrong.append(f"{group} {name}: optimiser {fast['income']} (bound {fast['upper_bound']}), "
                         f"oracle {oracle_income}")
        rows.setdefault(group, []).append((fast_time, oracle_time, peak_bytes(data), fast["stats"]["nodes"]))
        if group.startswith("1867"):
            rows.setdefault(f"  {name}", []).append(rows[group][-1])
    header = (f"{'group':28} {'n':>4} {'median ms':>10} {'p95 ms':>8} {'max ms':>8} {'steps med':>10} {'peak MB':>8} "
              f"{'oracle ms':>10} {'ratio med':>10} {'ratio tot':>10}")
    print(header)
    print("-" * len(header))
    for group, found in rows.items():
        fast = [f * 1000 for f, _o, _m, _s in found]
        oracle = [o * 1000 for _f, o, _m, _s in found]
        ratios = [o / f for f, o, _m, _s in found]
        print(f"{group:28} {len(found):>4} {statistics.median(fast):>10.2f} {percentile(fast, 0.95):>8.2f} "
              f"{max(fast):>8.2f} {statistics.median(s for _f, _o, _m, s in found):>10.0f} "
              f"{max(m for _f, _o, m, _s in found) / 2**20:>8.2f} {statistics.median(oracle):>10.2f} "
              f"{statistics.median(ratios):>9.1f}x {sum(oracle) / sum(fast):>9.1f}x")
    everything = [f * 1000 for group, found in rows.items() if not group.startswith(" ") for f, _o, _m, _s in found]
    checked = len(everything) - len(abandoned)
    print(f"\nall {len(everything)} positions: median {statistics.median(everything):.2f} ms, "
          f"p95 {percentile(everything, 0.95):.2f} ms; optimiser == oracle on "
          f"{checked - len(wrong)}/{checked} (oracle abandoned after {limit:g} s on {len(abandoned)}, "
          "counted at that time in the ratios, which are then lower bounds)")
    for line in abandoned:
        print("oracle abandoned:", line)
    for line in wrong:
        print("MISMATCH", line)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
