"""The layers' import contracts (pyproject.toml, [tool.importlinter]), checked by import-linter as CI runs it."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.support import ROOT

LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def lint(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(LINT_IMPORTS), "--no-cache", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


def test_every_layer_contract_is_kept():
    result = lint()
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_a_contract_the_code_breaks_is_reported(tmp_path):
    """The checker sees the real imports: the domain does use marshmallow (its command schemas), so a
    contract forbidding it must break, naming the import."""
    config = tmp_path / "contracts.toml"
    config.write_text('[tool.importlinter]\nroot_packages = ["domain"]\ninclude_external_packages = true\n\n'
                      '[[tool.importlinter.contracts]]\nname = "no marshmallow"\ntype = "forbidden"\n'
                      'source_modules = ["domain"]\nforbidden_modules = ["marshmallow"]\n')
    result = lint("--config", str(config))
    assert result.returncode != 0
    assert "no marshmallow BROKEN" in result.stdout and "-> marshmallow" in result.stdout
