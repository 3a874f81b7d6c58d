"""clients/python is exactly what `make client` generates from openapi.yaml: the spec and the client
cannot drift apart (and the generator gives no warning)."""
from __future__ import annotations

import filecmp
import fnmatch
import shutil
import subprocess
import sys

import pytest

from tests.support import ROOT

COMMITTED = ROOT / "clients" / "python"


# Not the generator's: caches, and what `pip install ./clients/python` leaves beside the sources.
NOT_GENERATED = ("__pycache__", ".ruff_cache", "build", "dist", "*.egg-info")


def generated(name: str) -> bool:
    return not any(fnmatch.fnmatch(name, pattern) for pattern in NOT_GENERATED)


def differences(left, right, where="") -> list[str]:
    """Every file the generator writes that is only on one side or differs, recursively (byte for byte)."""
    compared = filecmp.dircmp(left, right, ignore=[])
    out = [f"{where}{name}" for name in compared.left_only + compared.right_only if generated(name)]
    _, mismatch, errors = filecmp.cmpfiles(left, right, compared.common_files, shallow=False)
    out += [f"{where}{name}" for name in mismatch + errors]
    for name in filter(generated, compared.common_dirs):
        out += differences(left / name, right / name, f"{where}{name}/")
    return out


@pytest.mark.slow
def test_the_committed_client_is_what_the_generator_makes_of_openapi_yaml(tmp_path):
    generated = tmp_path / "python"
    run = subprocess.run(["bash", str(ROOT / "clients" / "generate.sh"), str(generated)], capture_output=True,
                         text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "warning" not in (run.stdout + run.stderr).lower(), run.stdout + run.stderr
    assert not differences(COMMITTED, generated), "run: make client"


@pytest.mark.slow
def test_pip_install_of_the_client_leaves_nothing_the_drift_test_counts(tmp_path):
    """`pip install ./clients/python`, as docs/clients.md says, builds in place (build/, *.egg-info):
    the client still equals what the generator makes."""
    client = tmp_path / "python"
    shutil.copytree(COMMITTED, client, ignore=shutil.ignore_patterns(*NOT_GENERATED))
    install = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps",
                              "--target", str(tmp_path / "site"), str(client)], capture_output=True, text=True,
                             timeout=600)
    assert install.returncode == 0, install.stdout + install.stderr
    assert {p.name for p in client.iterdir()} >= {"build", "trackside_client.egg-info"}  # what it left
    assert not differences(COMMITTED, client)
