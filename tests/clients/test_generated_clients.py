"""The generated clients are not committed (docs/clients.md): `make client` writes them where git ignores
them, beside the hand-written files, which are committed and work without them."""
from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from tests.clients.generated import HAND_WRITTEN, python_client
from tests.support import ROOT

pytestmark = pytest.mark.memory  # (the API on the in-memory fakes: tests/conftest.py)


def test_git_ignores_what_make_client_writes_and_tracks_the_hand_written_files():
    made = python_client()
    written = [f"clients/python/{path.relative_to(made)}" for path in made.rglob("*")
               if path.is_file() and "__pycache__" not in path.parts]
    paths = written + ["clients/typescript/src/schema.d.ts"]
    checked = subprocess.run(["git", "check-ignore", "--no-index", "--stdin"], input="\n".join(paths), cwd=ROOT,
                             capture_output=True, text=True, timeout=30)
    assert checked.returncode in (0, 1), checked.stderr  # (1: none ignored)
    assert sorted(set(paths) - set(checked.stdout.splitlines())) == sorted(HAND_WRITTEN)


def test_the_stream_helper_and_the_bot_work_from_a_clone_where_make_client_has_not_run(tmp_path):
    """tests/platform and examples/bot.py import trackside_client.streams from clients/python as committed."""
    for name in HAND_WRITTEN:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, tmp_path / name)
    python = tmp_path / "clients" / "python"
    bot = subprocess.run([sys.executable, str(python / "examples" / "bot.py"), "--help"], capture_output=True,
                         text=True, timeout=60, env={"PYTHONPATH": str(python)})
    assert bot.returncode == 0 and "usage" in bot.stdout, bot.stderr
    helper = subprocess.run([sys.executable, "-c", "from trackside_client.streams import frames, iter_events; "
                             "print(list(frames(['id: 3', 'data: {}', ''])))"], capture_output=True, text=True,
                            timeout=60, env={"PYTHONPATH": str(python)})
    assert helper.returncode == 0 and helper.stdout.strip() == "[{'id': '3', 'data': '{}'}]", helper.stderr


@pytest.mark.slow
def test_pip_installs_the_client_make_client_writes(tmp_path):
    """`make client`, then `pip install ./clients/python`, as docs/clients.md says."""
    client = shutil.copytree(python_client(), tmp_path / "python")
    install = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--target", str(tmp_path / "site"),
                              str(client)], capture_output=True, text=True, timeout=600)
    assert install.returncode == 0, install.stdout + install.stderr
    package = tmp_path / "site" / "trackside_client"
    assert (package / "client.py").exists() and (package / "streams.py").exists() and (package / "py.typed").exists()
