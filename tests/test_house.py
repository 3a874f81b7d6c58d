"""The house rules docs/architecture.md promises (issue 40): every module of the domain, the service and
the workers is short enough to read in one sitting, and the page names each one of the service and the
workers, so that a module nobody described cannot slip in."""
from __future__ import annotations

import re

from tests.support import ROOT

MAX_LINES = 400
CHECKED = ("service", "workers")
SHORT = ("domain", *CHECKED)
ARCHITECTURE = ROOT / "docs" / "architecture.md"


def modules(packages: tuple[str, ...] = CHECKED) -> list[str]:
    return sorted(str(path.relative_to(ROOT)) for package in packages for path in (ROOT / package).rglob("*.py")
                  if path.name not in ("__init__.py", "__main__.py"))


def named_on_the_page(text: str) -> set[str]:
    """The modules the page names: by their whole path (`service/app/lobby.py`), or by their file name in
    backticks on a line that names their package (`service/app/`: `lobby.py` ...)."""
    named = set(re.findall(r"(?:service|workers)/[\w/]+\.py", text))
    for line in text.splitlines():
        for package in re.findall(r"`((?:service|workers)/(?:[\w]+/)*)`?", line):
            named.update(package + name for name in re.findall(r"`([\w]+\.py)`", line))
    return named


def test_no_module_of_the_domain_the_service_or_the_workers_is_over_the_limit():
    long = {path: n for path in modules(SHORT) if (n := len((ROOT / path).read_text().splitlines())) > MAX_LINES}
    assert not long, f"over {MAX_LINES} lines: {long}"


def test_the_architecture_page_names_every_module():
    unnamed = set(modules()) - named_on_the_page(ARCHITECTURE.read_text())
    assert not unnamed, f"docs/architecture.md does not name: {sorted(unnamed)}"


def test_the_page_check_sees_a_module_it_does_not_name():
    """The check can fail: a line naming only some of a package's modules leaves the others unnamed."""
    page = "| application | `service/app/`: `games.py` (the facade) |"
    assert named_on_the_page(page) == {"service/app/games.py"}
    assert "service/app/lobby.py" not in named_on_the_page(page)
