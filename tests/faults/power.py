"""Emulated host power loss for a private redis-server: a preloaded library logs what each fsync made
durable (fsync_log.c); after a SIGKILL, every file fsync touched is cut back to its last durable size."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

SOURCE = Path(__file__).with_name("fsync_log.c")


def build_fsync_logger(directory: Path) -> Path:
    compiler = shutil.which("cc") or shutil.which("gcc")
    assert compiler, "a C compiler is needed for the power-loss tests (make test installs one)"
    library = directory / "fsync_log.so"
    subprocess.run([compiler, "-shared", "-fPIC", "-O2", "-o", str(library), str(SOURCE), "-ldl"], check=True)
    return library


def durable_sizes(log: Path) -> dict[Path, int]:
    sizes: dict[Path, int] = {}
    for line in log.read_text().splitlines() if log.exists() else []:
        size, path = line.split(" ", 1)
        sizes[Path(path)] = max(sizes.get(Path(path), 0), int(size))
    return sizes


def lose_power(directory: Path, log: Path) -> int:
    """Cut every append-only file under `directory` back to what its last fsync made durable (a file
    never fsynced loses everything); returns how many bytes were lost."""
    sizes = durable_sizes(log)
    lost = 0
    for path in sorted(directory.rglob("*.aof")):
        keep = sizes.get(path.resolve(), 0)
        size = path.stat().st_size
        if size > keep:
            with path.open("r+b") as file:
                file.truncate(keep)
            lost += size - keep
    return lost
