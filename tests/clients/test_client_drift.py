"""clients/python is exactly what `make client` generates from openapi.yaml: the spec and the client
cannot drift apart (and the generator gives no warning)."""
from __future__ import annotations

import filecmp
import subprocess

import pytest

from tests.support import ROOT

COMMITTED = ROOT / "clients" / "python"


def differences(left, right, where="") -> list[str]:
    """Every file that is only on one side or differs, recursively (byte for byte)."""
    compared = filecmp.dircmp(left, right, ignore=["__pycache__", ".ruff_cache"])  # caches, never committed
    out = [f"{where}{name}" for name in compared.left_only + compared.right_only]
    _, mismatch, errors = filecmp.cmpfiles(left, right, compared.common_files, shallow=False)
    out += [f"{where}{name}" for name in mismatch + errors]
    for name in compared.common_dirs:
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
