"""Instructions (valgrind callgrind) one `load_graph` + `best_routes` costs on a few route-income
positions: a measure that, unlike the timings of bench/route_income.py, does not move with what
else the machine is doing, so two versions of the search can be compared across runs and days.

    .venv/bin/python bench/route_instructions.py [--root CHECKOUT]

--root: measure the search of another checkout (e.g. `git worktree add var/old <commit>`); the
positions always come from this one. Each position costs two valgrind runs (one call and none,
subtracted, so start-up and imports are left out): about 4 minutes in all.
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
from domain.routes import best_routes, load_graph
data = json.load(open(sys.argv[2]))
for _ in range(int(sys.argv[3])):
    best_routes(load_graph(data))
"""


def positions() -> list[tuple[str, dict]]:
    from route_income import BENCHMARKS, lilliput_positions

    from domain.routes.generated import random_position

    out = [(path.stem, json.loads(path.read_text())) for path in sorted(BENCHMARKS.glob("1867-bc-*.json"))]
    out += [(f"generated 8x8 seed {seed}", random_position(seed, 8, 8, lines=14)) for seed in (8, 58)]
    full = [(f"{group}: {name}", data) for group, name, data in lilliput_positions(1)
            if group.startswith("lilliput full board")]
    return out + full[:3]


def instructions(root: Path, path: Path, calls: int) -> int:
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                          "-c", CHILD, str(root), str(path), str(calls)], capture_output=True, text=True, check=True)
    return int(re.search(r"Collected : (\d+)", run.stderr).group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=REPO, help="checkout whose search is measured")
    parser.add_argument("--quick", action="store_true", help="the first position only")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder:
        print(f"{'position':60} {'M instructions':>15}")
        for name, data in positions()[:1] if args.quick else positions():
            path = Path(folder) / "position.json"
            path.write_text(json.dumps(data))
            cost = instructions(args.root, path, 1) - instructions(args.root, path, 0)
            print(f"{name:60} {cost / 1e6:>15.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
