"""A legal command listed with ranges (issue 44) over a real socket: GET legal-commands carries
`ranges`, and the command is POSTable as it is listed (its `ranges` ignored), as a client that knows
nothing of ranges sends it."""
from __future__ import annotations

import random

import pytest
import requests

from tests.service.play import auth, create

pytestmark = pytest.mark.memory  # (the API on the in-memory fakes: tests/conftest.py)


def test_a_ranged_legal_command_is_posted_as_listed(served):
    http = requests.Session()
    created = create(http, served.url, "lilliput", [{"name": "A"}, {"name": "B"}], seed="ranges-http")
    game_id, tokens = created["game"]["id"], {s["seat"]: s["token"] for s in created["seats"]}
    chooser = random.Random(4)
    for _ in range(2000):
        summary = http.get(f"{served.url}/v1/games/{game_id}", timeout=10).json()
        assert summary["status"] != "finished", "no command with ranges was listed in a whole game"
        seat = summary["active_seats"][0]
        legal = http.get(f"{served.url}/v1/games/{game_id}/legal-commands", headers=auth(tokens[seat]),
                         timeout=10).json()
        ranged = [c for c in legal["commands"] if "ranges" in c]
        command = ranged[0] if ranged else chooser.choice(legal["commands"])
        response = http.post(f"{served.url}/v1/games/{game_id}/commands", headers=auth(tokens[seat]),
                             json={**command, "expected_version": legal["version"]}, timeout=10)
        assert response.status_code == 201, response.text
        if ranged:
            (spec,) = command["ranges"].values()
            assert 1 <= spec["min"] <= spec["max"]
            return
    raise AssertionError("the game did not reach a command with ranges")


def test_a_submitted_command_with_too_many_ranges_is_a_400(served):
    """`ranges` is only read as JSON and dropped, and bounded like every other field of a body."""
    http = requests.Session()
    created = create(http, served.url, "lilliput", [{"name": "A"}, {"name": "B"}])
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    legal = http.get(f"{served.url}/v1/games/{game_id}/legal-commands", headers=auth(token), timeout=10).json()
    many = {f"/x{i}": {"min": 1, "max": 2} for i in range(9)}
    response = http.post(f"{served.url}/v1/games/{game_id}/commands", headers=auth(token),
                         json={**legal["commands"][0], "ranges": many}, timeout=10)
    assert response.status_code == 400 and response.headers["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "validation_error" and "ranges" in response.json()["errors"]


def test_a_submitted_command_with_a_range_unlike_the_documents_is_a_400_and_appends_nothing(served):
    """Each range is `{"min", "max", "balance"?}` as the API document's CommandRanges says (schemathesis
    found a boolean `balance` accepted)."""
    http = requests.Session()
    created = create(http, served.url, "lilliput", [{"name": "A"}, {"name": "B"}])
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    legal = http.get(f"{served.url}/v1/games/{game_id}/legal-commands", headers=auth(token), timeout=10).json()
    for wrong in ({"min": 1, "max": 2, "balance": False}, {"min": 1}, {"min": 1, "max": 2, "step": 1},
                  {"min": True, "max": 2}, 7):
        response = http.post(f"{served.url}/v1/games/{game_id}/commands", headers=auth(token),
                             json={**legal["commands"][0], "ranges": {"/x": wrong}}, timeout=10)
        assert response.status_code == 400 and response.json()["code"] == "validation_error", (wrong, response.text)
    assert http.get(f"{served.url}/v1/games/{game_id}", timeout=10).json()["version"] == legal["version"]
