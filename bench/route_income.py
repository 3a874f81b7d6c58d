"""Route-income optimiser bench: domain.core.routes.best_routes against the exhaustive oracle.

Runs every position of ../shared/content/route-benchmarks and seeded generated positions
(square-grid 18xx-like maps, 1-4 trains incl. D, express and obsolete), and prints, per group,
the optimiser's median / p95 / max time (load_graph + best_routes, the call a game makes), its
peak traced memory (tracemalloc), the oracle's median time and the speed ratio (median of the
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

from domain.core.routes import best_routes, exhaustive_best_routes, load_graph  # noqa: E402
from domain.core.routes.generated import random_position  # noqa: E402

BENCHMARKS = REPO / ".." / "shared" / "content" / "route-benchmarks"


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
    return out


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
    parser.add_argument("--oracle-limit", type=float, default=None,
                        help="seconds before an oracle run is abandoned (default 10, quick 5)")
    args = parser.parse_args()
    repeat = 3 if args.quick else 5
    limit = args.oracle_limit or (5.0 if args.quick else 10.0)
    rows: dict[str, list[tuple[float, float, int]]] = {}
    wrong, abandoned = [], []
    for group, name, data in positions(args.quick):
        fast_time, fast = timed(best_routes, data, repeat)
        oracle_time, oracle_income = oracle_run(data, limit)
        if oracle_income is None:
            abandoned.append(f"{group} {name}")
        if fast["income"] != fast["upper_bound"] or oracle_income not in (None, fast["income"]):
            wrong.append(f"{group} {name}: optimiser {fast['income']} (bound {fast['upper_bound']}), "
                         f"oracle {oracle_income}")
        rows.setdefault(group, []).append((fast_time, oracle_time, peak_bytes(data)))
        if group.startswith("1867"):
            rows.setdefault(f"  {name}", []).append((fast_time, oracle_time, rows[group][-1][2]))
    header = (f"{'group':28} {'n':>4} {'median ms':>10} {'p95 ms':>8} {'max ms':>8} {'peak MB':>8} "
              f"{'oracle ms':>10} {'ratio med':>10} {'ratio tot':>10}")
    print(header)
    print("-" * len(header))
    for group, found in rows.items():
        fast = [f * 1000 for f, _o, _m in found]
        oracle = [o * 1000 for _f, o, _m in found]
        ratios = [o / f for f, o, _m in found]
        print(f"{group:28} {len(found):>4} {statistics.median(fast):>10.2f} {percentile(fast, 0.95):>8.2f} "
              f"{max(fast):>8.2f} {max(m for _f, _o, m in found) / 2**20:>8.2f} {statistics.median(oracle):>10.2f} "
              f"{statistics.median(ratios):>9.1f}x {sum(oracle) / sum(fast):>9.1f}x")
    everything = [f * 1000 for group, found in rows.items() if not group.startswith(" ") for f, _o, _m in found]
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
