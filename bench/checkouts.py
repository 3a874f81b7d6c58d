"""Benches of the domain side by side: a bench script run once per checkout (`--checkout DIR`, e.g. main's
beside this branch's), the runs at the same time, so that the machine's load falls on each alike (they
measure CPU time, not the wall's). Each run imports its checkout's domain (BENCH_CHECKOUT) with this
virtualenv; its output is printed under the checkout's name once all have ended."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def checkout_root(default: Path) -> Path:
    """The checkout whose code this run measures: put first on sys.path by the bench that calls this."""
    root = Path(os.environ.get("BENCH_CHECKOUT") or default).resolve()
    sys.path.insert(0, str(root))
    return root


def side_by_side(script: str, checkouts: list[Path], argv: list[str]) -> None:
    """Run `script` with `argv` once per checkout, all at once, and print each one's output."""
    runs = [(checkout, subprocess.Popen([sys.executable, script, *argv], stdout=subprocess.PIPE, text=True,
                                        env={**os.environ, "BENCH_CHECKOUT": str(checkout.resolve())}))
            for checkout in checkouts]
    for checkout, run in runs:
        output, _ = run.communicate()
        print(f"== checkout {checkout.resolve()} (exit {run.returncode})\n{output}", flush=True)
