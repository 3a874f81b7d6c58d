"""18 Lilliput over real HTTP: whole 2-, 3- and 4-player games, and route-income analyses on a worker."""
from __future__ import annotations

import pytest

from domain.core import Event
from domain.core.game import fold
from domain.core.registry import get_rules
from domain.lilliput.routes import best
from tests.service.play import create, play_randomly
from tests.support import wait_for


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_lilliput_game_over_http(served, players):
    http, base = served.http, served.url
    created = create(http, base, "lilliput", [{"name": f"P{i}"} for i in range(players)])
    summary = play_randomly(http, base, created, seed=players)
    assert summary["status"] == "finished" and len(summary["scores"]) == players
    assert summary["round"] == (9 if players == 3 else 8)
    assert http.get(f"{base}/v1/games/{summary['id']}/verify").json()["ok"]
    view = http.get(f"{base}/v1/games/{summary['id']}/state").json()["view"]
    assert view and http.get(f"{base}/v1/games/{summary['id']}/state?at_round=4").json()["round"] == 4


def test_route_income_analysis_runs_on_a_worker_and_is_cached(served, worker):
    http, base = served.http, served.url
    created = create(http, base, "lilliput", [{"name": "A"}, {"name": "B"}], seed="routes")
    summary = play_randomly(http, base, created, seed=7)
    export = http.get(f"{base}/v1/games/{summary['id']}/export").json()
    rules = get_rules("lilliput")
    version = summary["version"] * 2 // 3
    state = fold(rules, (Event(e["type"], e["data"], e["seat"]) for e in export["events"][:version]))
    company = sorted(state["companies"])[0]
    url = f"{base}/v1/games/{summary['id']}/analyses/route-income"
    first = http.post(url, json={"company": company, "at_version": version})
    assert first.status_code == 202, first.text
    job_id = first.json()["job"]["id"]
    done = wait_for(lambda: (j := http.get(f"{base}/v1/jobs/{job_id}").json())["status"] == "finished" and j,
                    what="route-income job")
    result = done["result"]
    assert result["company"] == company and result["version"] == version
    assert result["income"] == result["upper_bound"] == best(state, company)["income"]
    assert sum(route["income"] for route in result["routes"]) == result["income"]
    again = http.post(url, json={"company": company, "at_version": version})
    assert again.status_code == 200 and again.json()["job"]["result"] == result
    refused = http.post(url, json={"company": "NOPE", "at_version": version})
    assert refused.status_code == 422 and refused.json()["code"] == "lilliput.unknown_company"
    railroad = create(http, base, "railroad-ink", [{"name": "x"}])
    assert http.post(f"{base}/v1/games/{railroad['game']['id']}/analyses/route-income",
                     json={"company": "X"}).json()["code"] == "no_route_income"
