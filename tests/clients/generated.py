"""The generated Python client is not committed (docs/clients.md): the tests make it from openapi.yaml with
clients/generate.sh, as `make client` does, once for as long as what it is made from stays the same. It is
made in the system's temporary directory, under a name hashed from openapi.yaml, the generator's version
and configuration, the script and the hand-written files, so the test processes of a run (and the runs
after) share it; a lock lets one process make it while the others wait."""
from __future__ import annotations

import fcntl
import hashlib
import shutil
import subprocess
import sys
import tempfile
from importlib.metadata import version
from pathlib import Path

from tests.support import ROOT

MADE_FROM = ("openapi.yaml", "clients/openapi-python-client.yaml", "clients/generate.sh")
# Committed: clients/generate.sh puts them beside what the generator writes.
HAND_WRITTEN = ("clients/python/README.md", "clients/python/ruff.toml", "clients/python/examples/bot.py",
                "clients/python/trackside_client/streams.py")


def python_client() -> Path:
    """The directory `clients/generate.sh` made of the current sources: setup.py and the package
    trackside_client (generated, with the hand-written streams.py), as `make client` makes clients/python."""
    digest = hashlib.sha256(version("openapi-python-client").encode())
    for name in MADE_FROM + HAND_WRITTEN:
        digest.update(name.encode() + b"\0" + (ROOT / name).read_bytes() + b"\0")
    made = Path(tempfile.gettempdir()) / f"trackside-client-{digest.hexdigest()[:16]}"
    with open(f"{made}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not made.exists():
            run = subprocess.run(["bash", str(ROOT / "clients" / "generate.sh"), str(made)], capture_output=True,
                                 text=True, timeout=600)
            output = run.stdout + run.stderr
            if run.returncode != 0 or "warning" in output.lower():  # (it warns of what it leaves out, and goes on)
                shutil.rmtree(made, ignore_errors=True)
                raise RuntimeError(f"clients/generate.sh failed or warned:\n{output}")
    return made


def import_python_client() -> None:
    """Puts the generated client first on sys.path. A test module collected earlier may have imported
    trackside_client.streams from clients/python (where only the hand-written files may be): that
    package is forgotten, so that `trackside_client` is the generated one from here on."""
    made = python_client()
    sys.path.insert(0, str(made))
    package = sys.modules.get("trackside_client")
    if package is not None and Path(list(package.__path__)[0]).parent != made:
        for name in [name for name in sys.modules if name.split(".")[0] == "trackside_client"]:
            del sys.modules[name]
