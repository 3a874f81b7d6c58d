"""The repository stands alone: a copy of its tracked files, with nothing beside it, collects every
test, and no tracked file reaches outside the tree."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys

from tests.support import ROOT

# Reaching out of the tree: a sibling checkout, or a parent directory joined as a path; or a path of one
# machine. (Spelled in pieces, so that this file does not name what it looks for.)
SIBLING = re.escape("..") + "/" + "shared"
MACHINE = "|".join(re.escape(f"/{top}/") for top in ("work", "root")) + "|" + re.escape("/home/") + r"\w"
OUTSIDE = re.compile(SIBLING + r"|parents\[\d\]\s*/\s*[\"']\.\.[\"']|ROOT\.parent|" + MACHINE)


def tracked_files() -> list[str]:
    listing = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT, check=True, capture_output=True).stdout
    return [name for name in listing.decode().split("\0") if name and (ROOT / name).is_file()]


def test_no_tracked_file_reaches_outside_the_repository():
    offenders = []
    for name in tracked_files():
        if name == "tests/test_standalone.py":
            continue
        text = (ROOT / name).read_bytes().decode("utf-8", "replace")
        offenders += [f"{name}:{n}" for n, line in enumerate(text.splitlines(), 1) if OUTSIDE.search(line)]
    assert offenders == []


def test_a_bare_copy_of_the_tracked_files_collects_every_test(tmp_path):
    bare = tmp_path / "clone" / "trackside"  # nothing beside it: no sibling folders
    for name in tracked_files():
        (bare / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, bare / name)
    here = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist", "-p", "no:cacheprovider"],
                          cwd=ROOT, capture_output=True, text=True)
    there = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist", "-p", "no:cacheprovider"],
                           cwd=bare, capture_output=True, text=True)
    assert there.returncode == 0, there.stdout[-3000:] + there.stderr[-3000:]
    assert collected(there.stdout) == collected(here.stdout) != []


def collected(output: str) -> list[str]:
    return re.findall(r"^([\d/]+) tests? collected", output, re.MULTILINE)
