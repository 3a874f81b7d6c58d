"""Mutation testing of each game's rules and scoring modules with mutmut (opt-in: `make mutation`).

    python bench/mutation.py [GAME ...] [--module domain/<game>/<file>.py ...] [--max-children N]

For each game it copies the tracked files into a temporary directory, names that game's modules and
tests in the copy's `[tool.mutmut]` section, runs `mutmut run` there and prints, per module, how
many mutants the game's tests killed. Survivors are listed so that a person can tell a mutant that
changes play (a missing test) from one that changes nothing a player sees (an error message's
wording, an equivalent expression)."""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# The modules that hold each game's rules (decide, legal commands) and its scoring.
MODULES = {
    "railroad_ink": ["rules.py", "scoring.py", "bitboard.py", "longest_route.py", "expansions.py"],
    "ticket_to_ride": ["turns.py", "scoring.py"],
    "tinners_trail": ["actions.py", "auction.py", "rounds.py", "scoring.py"],
    "mini_express": ["actions.py", "turns.py", "variants.py", "scoring.py"],
    "lilliput": ["trading.py", "actions.py", "market.py", "scoring.py"],
}


def tracked_copy(into: Path) -> None:
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True).stdout
    for name in filter(None, files.decode().split("\0")):
        source, target = ROOT / name, into / name
        if source.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(source.read_bytes())


def mutmut_section(game: str, modules: list[str]) -> str:
    quoted = ", ".join(f'"{m}"' for m in modules)
    return (
        "\n[tool.mutmut]\n"
        'source_paths = ["domain"]\n'
        f"only_mutate = [{quoted}]\n"
        'also_copy = ["service", "workers"]\n'
        f'pytest_add_cli_args_test_selection = ["tests/domain/{game}", "tests/domain/test_contract.py"]\n'
        'pytest_add_cli_args = ["-p", "no:xdist", "-m", "not soak"]\n'
    )


def run_game(game: str, modules: list[str], max_children: int) -> dict[str, Counter]:
    with tempfile.TemporaryDirectory(prefix=f"mutation-{game}-") as tmp:
        work = Path(tmp)
        tracked_copy(work)
        with (work / "pyproject.toml").open("a") as pyproject:
            pyproject.write(mutmut_section(game, modules))
        mutmut = Path(sys.executable).with_name("mutmut")
        subprocess.run([str(mutmut), "run", "--max-children", str(max_children)], cwd=work,
                       stdout=subprocess.DEVNULL, check=False)
        listing = subprocess.run([str(mutmut), "results", "--all", "true"], cwd=work, capture_output=True,
                                 text=True, check=True).stdout
    counts: dict[str, Counter] = defaultdict(Counter)
    survivors: dict[str, list[str]] = defaultdict(list)
    for line in listing.splitlines():
        found = re.match(r"\s*(domain\.[\w.]+?)\.(?:x_|xǁ)[^:]*: (.+)$", line.strip())
        if not found:
            continue
        module, status = found.groups()
        counts[module][status] += 1
        if status == "survived":
            survivors[module].append(line.strip().split(":")[0])
    for module, names in sorted(survivors.items()):
        print(f"  survivors in {module}: {' '.join(sorted(names))}")
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=sorted(MODULES))
    parser.add_argument("--module", action="append", default=[], help="only these files (domain/<game>/<file>.py)")
    parser.add_argument("--max-children", type=int, default=2)
    args = parser.parse_args()
    rows = []
    for game in args.games:
        modules = [m for m in args.module if m.startswith(f"domain/{game}/")] or [
            f"domain/{game}/{name}" for name in MODULES[game]]
        for module, counts in sorted(run_game(game, modules, args.max_children).items()):
            tested = counts["killed"] + counts["survived"] + counts["timeout"]
            killed = counts["killed"] + counts["timeout"]
            rows.append((module, killed, tested, dict(counts)))
    print(f"{'module':45} {'killed':>7} {'of':>5} {'rate':>6}")
    for module, killed, tested, counts in rows:
        print(f"{module:45} {killed:>7} {tested:>5} {killed / max(tested, 1):>6.1%}  {counts}")


if __name__ == "__main__":
    main()
