"""Logs played under earlier rules versions still replay under the rules they were played with."""
import json
from pathlib import Path

import pytest

from domain.core.registry import get_rules
from service.replay import replay

LOGS = sorted((Path(__file__).parents[1] / "data" / "logs").glob("*.json"))


def test_there_is_an_old_log_of_every_game():
    assert {json.loads(p.read_text())["rules"] for p in LOGS} == {
        "lilliput", "ticket-to-ride", "mini-express", "tinners-trail", "railroad-ink"}


@pytest.mark.parametrize("path", LOGS, ids=[p.stem for p in LOGS])
def test_an_old_log_replays_under_its_own_rules_version(path):
    log = json.loads(path.read_text())
    rules = get_rules(log["rules"])
    assert log["rules_version"] != rules.rules_version  # really an older version than today's
    report = replay(rules, log["seed"], log["events"])
    assert report.ok, report.first_divergence
    assert report.checked_events == len(log["events"])
    assert rules.status(report.state).finished


@pytest.mark.parametrize("path", LOGS[:1], ids=[p.stem for p in LOGS[:1]])
def test_an_unknown_rules_version_is_a_divergence_not_a_crash(path):
    log = json.loads(path.read_text())
    events = [dict(log["events"][0], rules_version="99"), *log["events"][1:]]
    report = replay(get_rules(log["rules"]), log["seed"], events)
    assert not report.ok and report.first_divergence["version"] == 1
    assert "game.rules_version" in report.first_divergence["reason"]
