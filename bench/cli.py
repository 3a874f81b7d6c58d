"""The command line as a whole process: `trackside --help`, `route-income` on every 18xx benchmark position
(tests/data/route-benchmarks), `replay` and `score` of an 18 Lilliput game's export and `score` of a Railroad
Ink board, each timed side by side with `python -c pass` (the interpreter's own start, the floor), the runs
interleaved round by round so that the machine's load falls on all alike. Per command: the median and the
fastest wall time, the median CPU time (user + system: a command is one thread that reads a file or two, so
on a quiet machine its wall time is its CPU time, which other load on the machine changes far less than
the wall's), and what the command adds to the floor. The goal (issue 42): each under 100 ms as a whole
process, judged on the median CPU time.

--starts times instead the long-running parts' starts (`trackside worker`, `relay` and `serve` with one
gunicorn worker), which the test suite makes hundreds of: each started on a private Redis, left IDLE_S
seconds (long enough to be up and waiting for work), stopped with SIGTERM as the tests stop them, and its
CPU time from start to exit taken (its children's included: gunicorn's worker, RQ's scheduler), the median
of the rounds. Each checkout's modules are compiled first, as a second start finds them.

    .venv/bin/python bench/cli.py [--rounds N] [--starts] [--checkout DIR [--checkout DIR]]

--checkout runs that checkout's command line (its service/cli, with this virtualenv); twice, both side by
side in every round: main's for the "before" figures beside this branch's.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PARTS = {"worker": (), "relay": (), "serve": ("--workers", "1")}
IDLE_S = 4.0
POSITIONS = sorted((ROOT / "tests" / "data" / "route-benchmarks").glob("*.json"))
GOAL_MS = 100


def inputs(directory: Path) -> dict[str, Path]:
    """An 18 Lilliput game played to its end (in memory, through the application, as the API would) and
    exported as the admin's, and the board of a finished Railroad Ink game, as files."""
    from domain.core import SeatSpec, random_playout
    from domain.railroad_ink import RULES
    from service.adapters.memory import InMemoryEventStore
    from service.app.games import GameService
    from tests.support import finished_game

    service = GameService(InMemoryEventStore())
    game = service.game(finished_game(service, "lilliput", 3, "bench-cli"))
    export = directory / "lilliput.json"
    export.write_bytes(orjson.dumps(service.export(game, None, admin=True)))
    board = directory / "board.json"
    played = random_playout(RULES, [SeatSpec("a")], seed="bench-cli")
    board.write_bytes(orjson.dumps({"rules": "railroad-ink", "board": RULES.view(played.state, None)["boards"][0]}))
    return {"export": export, "board": board}


def commands(files: dict[str, Path]) -> dict[str, list[list[str]]]:
    """Each measure's command lines (route-income: one a position, all in every round)."""
    me = [sys.executable, "-m", "service.cli"]
    return {"python -c pass": [[sys.executable, "-c", "pass"]],
            "trackside --help": [[*me, "--help"]],
            "route-income (each position)": [[*me, "route-income", str(p)] for p in POSITIONS],
            "replay (18 Lilliput export)": [[*me, "replay", str(files["export"])]],
            "score (18 Lilliput export)": [[*me, "score", str(files["export"])]],
            "score (Railroad Ink board)": [[*me, "score", str(files["board"])]]}


def run(command: list[str], cwd: Path) -> tuple[float, float]:
    """Wall and CPU seconds (user + system) of one whole process."""
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    error = process.stderr.read().decode()
    process.stderr.close()
    # (replay and score exit 0 on a good file; --help and route-income too)
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({process.returncode}): {error}")
    return wall, usage.ru_utime + usage.ru_stime


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def start(part: str, checkout: Path, redis_url: str) -> float:
    """CPU seconds of one start of `part` until it has been idle IDLE_S seconds, and its stop (every process
    of its group, reaped: gunicorn reaps its worker before it exits)."""
    from tests.support import env_for, free_port, stop_part

    args = (*PARTS[part], "--port", str(free_port())) if part == "serve" else PARTS[part]
    before = children_cpu()
    process = subprocess.Popen([sys.executable, "-m", "service.cli", part, *args], cwd=checkout,
                               env=env_for(redis_url, PYTHONPATH=str(checkout)), start_new_session=True,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(IDLE_S)
    if process.poll() is not None:
        raise SystemExit(f"trackside {part} of {checkout} ended ({process.returncode}) before it was idle")
    stop_part(process)
    return children_cpu() - before


def starts(checkouts: list[Path], rounds: int) -> None:
    """Each part's start, the checkouts side by side in every round, on one private Redis."""
    from tests.support import RedisServer

    for checkout in checkouts:  # (the bytecode a process would otherwise compile on its first start)
        subprocess.run([sys.executable, "-m", "compileall", "-q", "domain", "service", "workers"], cwd=checkout,
                       check=True, stdout=subprocess.DEVNULL)
    cpus = {(checkout, part): [] for checkout in checkouts for part in PARTS}
    with tempfile.TemporaryDirectory(prefix="trackside-bench-starts-") as directory:
        redis = RedisServer(Path(directory))
        try:
            for _ in range(rounds):
                for part in PARTS:
                    for checkout in checkouts:
                        cpus[checkout, part].append(start(part, checkout, redis.url))
        finally:
            redis.stop()
    print(f"{rounds} rounds, each part idle {IDLE_S:.0f} s, load average {os.getloadavg()[0]:.1f}")
    for checkout in checkouts:
        print(f"\ncheckout {checkout}")
        print(f"{'part':8} {'CPU median ms':>13} {'fastest':>8}")
        for part in PARTS:
            times = cpus[checkout, part]
            print(f"{part:8} {statistics.median(times) * 1000:13.0f} {min(times) * 1000:8.0f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--starts", action="store_true", help="time the parts' starts (worker, relay, serve)")
    parser.add_argument("--checkout", type=Path, action="append", default=[],
                        help="a checkout whose command line runs (default this one; given twice, e.g. main's and "
                             "this one, both run side by side in every round)")
    parser.add_argument("--quick", action="store_true", help="a smoke run for `make bench`: one round")
    args = parser.parse_args()
    if args.quick:
        args.rounds = 1
    if not 1 <= args.rounds <= 100:
        raise SystemExit("--rounds: 1 to 100")
    checkouts = [path.resolve() for path in args.checkout] or [ROOT]
    if args.starts:
        starts(checkouts, args.rounds)
        return
    with tempfile.TemporaryDirectory(prefix="trackside-bench-cli-") as directory:
        measures = commands(inputs(Path(directory)))
        walls = {(checkout, name): [] for checkout in checkouts for name in measures}
        cpus = {(checkout, name): [] for checkout in checkouts for name in measures}
        for _ in range(args.rounds):
            for name, lines in measures.items():
                for line in lines:
                    for checkout in checkouts:
                        wall, cpu = run(line, checkout)
                        walls[checkout, name].append(wall)
                        cpus[checkout, name].append(cpu)
    print(f"{args.rounds} rounds, {len(POSITIONS)} route-income positions, load average {os.getloadavg()[0]:.1f}")
    for checkout in checkouts:
        print(f"\ncheckout {checkout}")
        cpu_floor = statistics.median(cpus[checkout, "python -c pass"])
        print(f"{'command':32} {'wall median ms':>14} {'fastest':>8} {'p95':>6} {'CPU ms':>7} {'CPU over floor':>14}  goal")
        for name in measures:
            times, cpu = walls[checkout, name], statistics.median(cpus[checkout, name])
            p95 = sorted(times)[int(0.95 * (len(times) - 1))]
            goal = "" if name == "python -c pass" else ("met" if cpu * 1000 < GOAL_MS else "missed")
            print(f"{name:32} {statistics.median(times) * 1000:14.1f} {min(times) * 1000:8.1f} {p95 * 1000:6.1f} "
                  f"{cpu * 1000:7.1f} {(cpu - cpu_floor) * 1000:14.1f}  {goal}")


if __name__ == "__main__":
    main()
