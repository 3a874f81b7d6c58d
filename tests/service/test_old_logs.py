"""Logs played under earlier rules versions still replay under the rules they were played with."""
import json
from pathlib import Path

import pytest
import requests

from domain.core.registry import get_rules
from domain.core.replay import replay
from domain.core.rng import seed_commitment
from domain.core.rules import MAX_EVENTS_PER_COMMAND, Event

pytestmark = pytest.mark.memory  # (the API on the in-memory fakes: tests/conftest.py)

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


def test_an_old_version_export_imports_over_http_and_keeps_its_rules_version(served):
    """A tournament archive of games played before a rules change still imports and verifies."""
    log = json.loads(next(p for p in LOGS if p.name.startswith("lilliput-v4")).read_text())
    export = {"game": {"rules": log["rules"], "rules_version": log["rules_version"],
                       "seed_commitment": seed_commitment(log["seed"])},
              "seed": log["seed"], "events": log["events"]}
    response = requests.post(f"{served.url}/v1/games/import", json=export, timeout=60)
    assert response.status_code == 201, response.text
    game = response.json()["game"]
    assert game["rules_version"] == "4" and game["status"] == "finished"
    assert game["version"] == len(log["events"])
    verified = requests.get(f"{served.url}/v1/games/{game['id']}/verify", timeout=60).json()
    assert verified == {"ok": True, "checked_events": len(log["events"])}
    fresh = requests.post(f"{served.url}/v1/games", json={"rules": "lilliput", "players": [{"name": "A"}, {"name": "B"}]},
                          timeout=10).json()
    assert fresh["game"]["rules_version"] == get_rules("lilliput").rules_version == "10"


def test_a_rules_bug_that_floods_events_is_a_refusal_not_a_crash(served, monkeypatch, caplog):
    """No command may produce more than MAX_EVENTS_PER_COMMAND events: a runaway decide is refused
    with `rule_engine_limit`, logged, and nothing is appended."""
    created = requests.post(f"{served.url}/v1/games", json={"rules": "railroad-ink", "players": [{"name": "A"}]},
                            timeout=10).json()
    token, game_id = created["seats"][0]["token"], created["game"]["id"]
    headers = {"Authorization": f"Bearer {token}"}
    command = requests.get(f"{served.url}/v1/games/{game_id}/legal-commands", headers=headers, timeout=10).json()
    rules = get_rules("railroad-ink")
    flood = [Event("route_placed", {})] * (MAX_EVENTS_PER_COMMAND + 1)
    monkeypatch.setattr(type(rules), "decide", lambda self, state, seat, cmd, rng: flood)
    response = requests.post(f"{served.url}/v1/games/{game_id}/commands", headers=headers,
                             json=command["commands"][0], timeout=10)
    assert response.status_code == 422 and response.headers["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "rule_engine_limit"
    assert requests.get(f"{served.url}/v1/games/{game_id}", timeout=10).json()["version"] == created["game"]["version"]
    assert "rule engine limit" in caplog.text


TABLE_V1 = Path(__file__).parents[1] / "data" / "logs" / "table-v1" / "railroad-ink-undo-loops.json"


def test_a_log_set_up_before_the_table_versions_replays_with_its_undos_hand_overs_and_short_clock():
    """Table version 1 had no limits: 6 undos in a round by one seat, 3 hand-overs by another, and a
    1-second clock still replay; the same log set up under version 2 is refused at the fourth undo."""
    log = json.loads(TABLE_V1.read_text())
    setup = log["events"][0]["command"]
    assert "table_version" not in setup and setup["options"]["clock"]["base_s"] == 1
    assert sum(e["type"] == "undone" for e in log["events"]) == 6
    rules = get_rules(log["rules"])
    report = replay(rules, log["seed"], log["events"])
    assert report.ok, report.first_divergence
    assert report.checked_events == len(log["events"]) and rules.status(report.state).finished
    assert "version" not in report.table and "turn" not in report.table
    as_version_2 = [{**log["events"][0], "command": {**setup, "options": {}, "table_version": 2}}, *log["events"][1:]]
    refused = replay(rules, log["seed"], as_version_2)
    fourth_undo = [e["version"] for e in log["events"] if e["type"] == "undone"][3]
    assert refused.first_divergence["version"] == fourth_undo
    assert refused.first_divergence["reason"].startswith("the command is refused now: undo.limit: ")
