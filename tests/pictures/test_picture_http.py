"""GET /v1/games/{id}/picture.svg and /v1/jobs/{id}/picture.svg over a real socket."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from domain.core.registry import all_rules
from domain.core.rules import Pictured
from domain.core.svg import MAX_BYTES, NS
from tests.pictures.positions import create_over_http
from tests.pictures.renderers import echoed_names, echoed_view, install, uninstall
from tests.service.play import auth, create
from tests.support import wait_for


@pytest.fixture
def echo(monkeypatch):
    install(monkeypatch, "ticket-to-ride")


@pytest.mark.memory
def test_the_picture_is_drawn_from_the_view_that_state_gives_the_caller(served, echo):
    http, base = served.http, served.url
    created = create_over_http(http, base, "ticket-to-ride", steps=12, seat_count=2)
    game_id = created["game"]["id"]
    tokens = [seat["token"] for seat in created["seats"]]
    names = [seat["name"] for seat in http.get(f"{base}/v1/games/{game_id}").json()["seats"]]
    for headers in ({}, auth(tokens[0]), auth(tokens[1])):
        for at in ("", "?at_version=3", "?at_turn=2", "?at_round=1"):
            picture = http.get(f"{base}/v1/games/{game_id}/picture.svg{at}", headers=headers)
            assert picture.status_code == 200, picture.text
            assert picture.headers["Content-Type"] == "image/svg+xml; charset=utf-8"
            state = http.get(f"{base}/v1/games/{game_id}/state{at}", headers=headers).json()
            assert echoed_view(picture.text) == state["view"]
            assert echoed_names(picture.text) == names == ["Player 1", "Player 2"], "the table's seats' names"
    seat0 = echoed_view(http.get(f"{base}/v1/games/{game_id}/picture.svg", headers=auth(tokens[0])).text)
    spectator = echoed_view(http.get(f"{base}/v1/games/{game_id}/picture.svg").text)
    assert "hand" in seat0["players"][0] and "hand" not in seat0["players"][1], "a seat sees its own hand only"
    assert all("hand" not in player for player in spectator["players"]), "a spectator sees no hand"


def test_an_unchanged_picture_is_revalidated_and_a_seats_is_kept_private(served, echo):
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", [{"name": "A"}, {"name": "B"}], seed="etag")
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    url = f"{base}/v1/games/{game_id}/picture.svg"
    first = http.get(url)
    etag = first.headers["ETag"]
    assert first.headers["Cache-Control"] == "no-cache" and "Authorization" in first.headers["Vary"]
    again = http.get(url, headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.content == b"" and again.headers["ETag"] == etag
    seat = http.get(url, headers=auth(token))
    assert seat.headers["Cache-Control"] == "private, no-cache" and seat.headers["ETag"] != etag
    legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()["commands"]
    assert http.post(f"{base}/v1/games/{game_id}/commands", json=legal[0], headers=auth(token)).status_code == 201
    moved = http.get(url, headers={"If-None-Match": etag})
    assert moved.status_code == 200 and moved.headers["ETag"] != etag


@pytest.mark.memory
def test_bad_reads_of_a_picture_are_problems(served, echo, monkeypatch):
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", [{"name": "A"}, {"name": "B"}], seed="bad")
    other = create(http, base, "ticket-to-ride", [{"name": "C"}, {"name": "D"}], seed="other")
    url = f"{base}/v1/games/{created['game']['id']}/picture.svg"
    cases = [
        (url, {"Authorization": "Bearer made-up"}, 401, "unauthorized"),
        (url, auth(other["seats"][0]["token"]), 403, "wrong_game"),
        (url + "?at_version=999", {}, 404, "version_not_found"),
        (url + "?at_round=999", {}, 404, "round_not_found"),
        (url + "?at_version=zero", {}, 400, "validation_error"),
        (f"{base}/v1/games/0123abcd/picture.svg", {}, 404, "not_found"),
    ]
    for target, headers, status, code in cases:
        response = http.get(target, headers=headers)
        assert response.status_code == status and response.json()["code"] == code, (target, response.text)
        assert response.headers["Content-Type"] == "application/problem+json"
    uninstall(monkeypatch, "ticket-to-ride")
    unpictured = create(http, base, "ticket-to-ride", [{"name": "E"}, {"name": "F"}], seed="none")
    response = http.get(f"{base}/v1/games/{unpictured['game']['id']}/picture.svg")
    assert response.status_code == 404 and response.json()["code"] == "no_picture"


@pytest.mark.memory
@pytest.mark.parametrize("name", sorted(all_rules()))
def test_every_pictured_game_draws_for_every_seat_and_the_spectator_over_http(served, name):
    """The picture of the very view /state gives the caller, with the seats' names of the summary."""
    rules = all_rules()[name]
    assert isinstance(rules, Pictured), f"{name} has no renderer"
    http, base = served.http, served.url
    created = create_over_http(http, base, name)
    game_id = created["game"]["id"]
    names = [seat["name"] for seat in http.get(f"{base}/v1/games/{game_id}").json()["seats"]]
    assert names[0] == "Player 1"
    for headers in ({}, *(auth(seat["token"]) for seat in created["seats"])):
        picture = http.get(f"{base}/v1/games/{game_id}/picture.svg", headers=headers)
        assert picture.status_code == 200 and len(picture.content) < MAX_BYTES
        root = ET.fromstring(picture.content)
        assert root.tag == f"{{{NS}}}svg"
        view = http.get(f"{base}/v1/games/{game_id}/state", headers=headers).json()["view"]
        assert picture.text == rules.picture(view, names=names)
        shown = "\n".join(root.itertext())
        assert all(name in shown for name in names), "every seat's name is on the picture"


def lilliput_analysis(http, base: str) -> tuple[str, dict]:
    """A Lilliput position with companies running trains, and its first company's analysis request."""
    created = create_over_http(http, base, "lilliput", steps=80, seat_count=2)
    game_id = created["game"]["id"]
    company = sorted(c["id"] for c in http.get(f"{base}/v1/games/{game_id}/state").json()["view"]["companies"])[0]
    response = http.post(f"{base}/v1/games/{game_id}/analyses/route-income", json={"company": company})
    assert response.status_code in (200, 202), response.text
    return game_id, response.json()["job"]


def test_a_route_income_job_links_the_picture_of_its_routes(served, worker):
    http, base = served.http, served.url
    _, job = lilliput_analysis(http, base)
    done = wait_for(lambda: (j := http.get(f"{base}/v1/jobs/{job['id']}").json())["status"] == "finished" and j,
                    what="route-income job")
    result = done["result"]
    assert result["picture"] == f"/v1/jobs/{job['id']}/picture.svg" and result["routes"]
    picture = http.get(base + result["picture"])
    assert picture.status_code == 200 and picture.headers["Content-Type"].startswith("image/svg+xml")
    root = ET.fromstring(picture.content)
    svg = f"{{{NS}}}"
    assert len(root.findall(f".//{svg}g[@class='route']")) == len(result["routes"])
    labels = sorted(int(t.text) for t in root.findall(f".//{svg}g[@class='stops']/{svg}text"))
    assert labels == sorted(v for route in result["routes"] for v in route["stop_revenues"])
    assert f"income {result['income']}" in " ".join(root.itertext())
    assert http.get(base + result["picture"]).content == picture.content, "deterministic"


def test_only_a_finished_route_income_job_has_a_picture(served):
    http, base = served.http, served.url
    _, job = lilliput_analysis(http, base)  # no worker: the job waits in the queue
    waiting = http.get(f"{base}/v1/jobs/{job['id']}/picture.svg")
    assert waiting.status_code == 409 and waiting.json()["code"] == "job_not_finished"
    scoring = http.post(f"{base}/v1/scoring-jobs", json={"games": ["0123abcd"]}).json()["job"]
    other = http.get(f"{base}/v1/jobs/{scoring['id']}/picture.svg")
    assert other.status_code == 404 and other.json()["code"] == "no_picture"
    assert http.get(f"{base}/v1/jobs/no-such-job/picture.svg").json()["code"] == "not_found"
    assert http.get(f"{base}/v1/jobs/bad%20id/picture.svg").status_code == 404
