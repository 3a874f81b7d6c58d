"""The repository stands alone: a copy of its tracked files, with nothing beside it, collects every
test, and no tracked file reaches outside the tree."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.support import ROOT

# Reaching out of the tree: a sibling checkout, or a parent directory joined as a path; or a path of one
# machine. (Spelled in pieces, so that this file does not name what it looks for.)
SIBLING = re.escape("..") + "/" + "shared"
MACHINE = "|".join(re.escape(f"/{top}/") for top in ("work", "root")) + "|" + re.escape("/home/") + r"\w"
OUTSIDE = re.compile(SIBLING + r"|parents\[\d\]\s*/\s*[\"']\.\.[\"']|ROOT\.parent|" + MACHINE)


def tracked_files(root: Path = ROOT) -> list[str]:
    """The repository's files, and those `git add` would take (not ignored). In a plain copy (a source
    archive: no .git), every file .gitignore does not exclude, as git lists them with an empty
    repository of its own beside the tree."""
    with tempfile.TemporaryDirectory() as scratch:
        if (root / ".git").exists():
            git = ["git"]
        else:
            subprocess.run(["git", "init", "-q", "--bare", scratch], check=True, capture_output=True)
            git = ["git", f"--git-dir={scratch}", f"--work-tree={root}"]
        listing = subprocess.run([*git, "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=root,
                                 check=True, capture_output=True).stdout
    return sorted(name for name in listing.decode().split("\0") if name and (root / name).is_file())


def copy_of_the_tracked_files(to: Path) -> Path:
    for name in tracked_files():
        (to / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, to / name)
    return to


def test_no_tracked_file_reaches_outside_the_repository():
    offenders = []
    for name in tracked_files():
        if name == "tests/test_standalone.py":
            continue
        text = (ROOT / name).read_bytes().decode("utf-8", "replace")
        offenders += [f"{name}:{n}" for n, line in enumerate(text.splitlines(), 1) if OUTSIDE.search(line)]
    assert offenders == []


def test_a_bare_copy_of_the_tracked_files_collects_every_test(tmp_path, request):
    bare = copy_of_the_tracked_files(tmp_path / "clone" / "trackside")  # nothing beside it: no sibling folders
    there = collect(bare)
    assert there.returncode == 0, there.stdout[-3000:] + there.stderr[-3000:]
    # What this run collected is what a collection here gives when this run is the whole default suite
    # (make test: no paths, -k or -m of its own); otherwise this tree is collected again to compare.
    if this_run_is_the_default_suite(request.config):
        here = sorted(item.nodeid for item in request.session.items)
    else:
        here = node_ids(collect(ROOT).stdout)
    assert node_ids(there.stdout) == here != []


def collect(where: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist", "-p",
                           "no:cacheprovider"], cwd=where, capture_output=True, text=True)


def this_run_is_the_default_suite(config) -> bool:
    addopts = config.getini("addopts")  # (pyproject.toml's, split as a command line)
    return (not config.option.keyword and config.option.markexpr == addopts[addopts.index("-m") + 1]
            and [(ROOT / arg).resolve() for arg in config.args] in ([ROOT / "tests"], [ROOT]))


def node_ids(output: str) -> list[str]:
    return sorted(line for line in output.splitlines() if line.startswith("tests/"))


def test_a_plain_copy_without_git_lists_the_same_files_and_passes_the_check(tmp_path):
    """A source archive has no .git: the check runs there too, on the very same files."""
    plain = copy_of_the_tracked_files(tmp_path / "archive" / "trackside")
    assert not (plain / ".git").exists() and tracked_files(plain) == tracked_files()
    (plain / "var").mkdir()
    (plain / "var" / "left-behind.txt").write_text("an ignored file is no file of the repository")
    assert tracked_files(plain) == tracked_files()
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:cacheprovider",
                          "tests/test_standalone.py::test_no_tracked_file_reaches_outside_the_repository"],
                         cwd=plain, capture_output=True, text=True)
    assert run.returncode == 0 and "1 passed" in run.stdout, run.stdout[-3000:] + run.stderr[-3000:]
