"""Every registered game, played to the end through real HTTP, then verified, exported and imported."""
from __future__ import annotations

import pytest

from domain.core.registry import all_rules
from tests.service.play import create, play_randomly


@pytest.mark.memory
@pytest.mark.parametrize("name", sorted(all_rules()))
def test_a_whole_game_over_http_verifies_and_imports(served, name):
    rules = all_rules()[name]
    http, base = served.http, served.url
    players = max(3, rules.min_players) if rules.max_players >= 3 else rules.min_players
    created = create(http, base, name, [{"name": f"P{i}"} for i in range(players)], seed=f"every-{name}")
    summary = play_randomly(http, base, created, seed=players)
    assert summary["status"] == "finished" and len(summary["scores"]) == players
    assert summary["winner"] in summary["winners"] or summary["winner"] is None
    assert http.get(f"{base}/v1/games/{summary['id']}/verify").json() == {"ok": True,
                                                                          "checked_events": summary["version"]}
    export = http.get(f"{base}/v1/games/{summary['id']}/export").json()
    imported = http.post(f"{base}/v1/games/import", json=export)
    assert imported.status_code == 201, imported.text
    assert imported.json()["game"]["scores"] == summary["scores"]


@pytest.mark.parametrize("name", sorted(name for name, rules in all_rules().items() if rules.automa))
def test_a_whole_solo_game_against_the_automa_over_http(served, worker, relay, name):
    """The player over HTTP; every automa turn comes from a real RQ worker, through the relay."""
    http, base = served.http, served.url
    created = create(http, base, name, [{"name": "Ada"}, {"name": "Automa", "kind": "automa"}], seed=f"solo-{name}")
    summary = play_randomly(http, base, created, seed=2)
    assert summary["status"] == "finished" and len(summary["scores"]) == 2
    events = http.get(f"{base}/v1/games/{summary['id']}/events").json()["events"]
    assert sum(event["seat"] == 1 for event in events) > 8, "the automa played, turn after turn"
    assert http.get(f"{base}/v1/games/{summary['id']}/verify").json()["ok"] is True
