"""18 Lilliput over real HTTP: whole 2-, 3- and 4-player games, and route-income analyses on a worker."""
from __future__ import annotations

import pytest

from domain.core import Event
from domain.core.game import fold
from domain.core.registry import get_rules
from domain.lilliput.routes import best
from tests.domain.lilliput.test_lilliput_landscape import LANDSCAPE
from tests.service.play import create, play_randomly
from tests.support import wait_for


@pytest.mark.memory
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


@pytest.mark.parametrize("options", [
    {"variant": "laputa", "two_characters": True, "landscape": LANDSCAPE},
    {"variant": "brobdingnag", "advanced": True},
    {"variant": "allenbeck-tottenham-express", "landscape": LANDSCAPE},
])
@pytest.mark.memory
def test_whole_lilliput_game_with_variants_over_http(served, options):
    http, base = served.http, served.url
    created = create(http, base, "lilliput", [{"name": "A"}, {"name": "B"}], options=options, seed="variants")
    summary = play_randomly(http, base, created, seed=5)
    assert summary["status"] == "finished" and summary["round"] == 8
    export = http.get(f"{base}/v1/games/{summary['id']}/export").json()
    assert export["events"][0]["data"]["options"] == {"advanced": False, "two_characters": False, "landscape": []} | options
    view = http.get(f"{base}/v1/games/{summary['id']}/state").json()["view"]
    assert view["variant"] == options["variant"]
    assert http.get(f"{base}/v1/games/{summary['id']}/verify").json()["ok"]


@pytest.mark.memory
def test_lilliput_options_are_checked_at_creation(served):
    http, base = served.http, served.url
    for options in ({"variant": "lava"}, {"two_characters": "maybe"}, {"landscape": [{"square": "0,0", "tile": "sea",
                                                                                      "rotation": 0}]}):
        response = http.post(f"{base}/v1/games", json={"rules": "lilliput", "players": [{"name": "A"}, {"name": "B"}],
                                                       "options": options})
        assert response.status_code in (400, 422), response.text
        assert response.headers["Content-Type"].startswith("application/problem+json")
    three = [{"name": "A"}, {"name": "B"}, {"name": "C"}]
    response = http.post(f"{base}/v1/games", json={"rules": "lilliput", "players": three,
                                                   "options": {"two_characters": True}})
    assert response.status_code == 422 and response.json()["code"] == "lilliput.two_characters"


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
