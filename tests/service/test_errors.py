"""Bad input gets a clear 4xx problem+json and loses nothing."""
from __future__ import annotations

import pytest

from tests.service.play import auth, create

PROBLEM_FIELDS = {"type", "title", "status", "detail", "code"}


@pytest.fixture
def game(served):
    return create(served.http, served.url, "railroad-ink", [{"name": "A"}, {"name": "B"}], seed="errors")


@pytest.fixture
def other_game(served):
    return create(served.http, served.url, "railroad-ink", [{"name": "C"}])


def assert_problem(response, status, code):
    assert response.status_code == status, response.text
    assert response.headers["Content-Type"] == "application/problem+json"
    body = response.json()
    assert PROBLEM_FIELDS <= set(body) and body["status"] == status and body["code"] == code, body
    return body


def version(served, game):
    return served.http.get(f"{served.url}/v1/games/{game['game']['id']}").json()["version"]


def legal(served, game, seat=0):
    token = game["seats"][seat]["token"]
    return served.http.get(f"{served.url}/v1/games/{game['game']['id']}/legal-commands", headers=auth(token)).json()


@pytest.mark.memory
def test_bad_requests_get_the_right_problem_and_append_nothing(served, game, other_game):
    http, base = served.http, served.url
    url = f"{base}/v1/games/{game['game']['id']}/commands"
    mine, theirs = game["seats"][0]["token"], other_game["seats"][0]["token"]
    command = legal(served, game)["commands"][0]
    before = version(served, game)

    assert_problem(http.post(url, json=command), 401, "unauthorized")
    assert_problem(http.post(url, json=command, headers=auth("nonsense")), 401, "unauthorized")
    assert_problem(http.post(url, json=command, headers=auth(theirs)), 403, "wrong_game")
    as_json = {**auth(mine), "Content-Type": "application/json"}
    assert_problem(http.post(url, data="{not json", headers=as_json), 400, "malformed_json")
    assert_problem(http.post(url, data="[1, 2]", headers=as_json), 400, "validation_error")
    assert_problem(http.post(url, data=b'{"type": "end_round"}', headers={**auth(mine), "Content-Type": "text/plain"}),
                   415, "unsupported_media_type")
    body = assert_problem(http.post(url, json={"type": "place_route", "data": {"die": 9}}, headers=auth(mine)),
                          400, "validation_error")
    assert "data" in body["errors"]
    assert_problem(http.post(url, json={**command, "surprise": 1}, headers=auth(mine)), 400, "validation_error")
    assert_problem(http.post(url, data=b"x" * (2 << 20), headers=as_json), 413, "body_too_large")
    assert_problem(http.post(f"{base}/v1/games/abc/commands", json=command, headers=auth(mine)), 404, "not_found")
    assert_problem(http.post(url, json={**command, "expected_version": before + 5}, headers=auth(mine)),
                   409, "version_conflict")
    assert_problem(http.post(url, json=command, headers={**auth(mine), "If-Match": f'"{before + 1}"'}),
                   412, "precondition_failed")
    # A rule violation names the rule: ending the round while dice can still be placed.
    body = assert_problem(http.post(url, json={"type": "end_round", "data": {}}, headers=auth(mine)), 422,
                          "railroad_ink.dice_left")
    assert body["detail"]
    assert version(served, game) == before


@pytest.mark.parametrize("square, rotation", [(1.3473358459465631e+190, 0), (-1.7976931348623157e+308, 0),
                                              ("a1", 1e300)])
@pytest.mark.memory
def test_a_whole_number_too_large_to_store_is_a_bad_request(served, square, rotation):
    """JSON's 2.0 is read as the integer 2, but 1e190 is no integer the service can hash or store (found
    by schemathesis: it answered 500)."""
    body = {"rules": "lilliput", "players": [{"name": "A"}, {"name": "B"}],
            "options": {"landscape": [{"tile": "terrain-30", "square": square, "rotation": rotation}]}}
    assert_problem(served.http.post(f"{served.url}/v1/games", json=body), 400, "validation_error")


@pytest.mark.memory
def test_unknown_paths_methods_and_queries_are_problems_too(served, game):
    http, base = served.http, served.url
    gid = game["game"]["id"]
    assert_problem(http.get(f"{base}/v1/nothing"), 404, "not_found")
    assert_problem(http.delete(f"{base}/v1/games/{gid}"), 405, "method_not_allowed")
    assert_problem(http.get(f"{base}/v1/games/{gid}/state?at_version=999"), 404, "version_not_found")
    assert_problem(http.get(f"{base}/v1/games/{gid}/state?at_version=x"), 400, "validation_error")
    # More than one past point: at_version counts (the document says so; a query cannot say "one of").
    assert http.get(f"{base}/v1/games/{gid}/state?at_version=1&at_round=1").json()["version"] == 1
    assert_problem(http.get(f"{base}/v1/games/{gid}/state?at_round=5"), 404, "round_not_found")
    assert_problem(http.get(f"{base}/v1/games/{gid}/legal-commands"), 401, "unauthorized")
    assert_problem(http.get(f"{base}/v1/rules/chess"), 404, "not_found")
    assert_problem(http.get(f"{base}/v1/jobs/not:valid"), 404, "not_found")
    assert_problem(http.post(f"{base}/v1/games", json={"rules": "chess", "players": [{"name": "a"}]}), 422,
                   "unknown_rules")
    assert_problem(http.post(f"{base}/v1/games", json={"rules": "railroad-ink", "players": [{"name": f"{i}"}
                                                                                         for i in range(7)]}),
                   422, "game.player_count")
    assert_problem(http.post(f"{base}/v1/games", json={"rules": "railroad-ink", "players": []}), 400,
                   "validation_error")


@pytest.mark.memory
def test_a_seat_cannot_act_for_another(served, game):
    http, base = served.http, served.url
    gid = game["game"]["id"]
    seat_one = game["seats"][1]["token"]
    assert legal(served, game, 0)["commands"]
    # Railroad Ink seats act at the same time: each command is the caller's own, never another's.
    command = legal(served, game, 1)["commands"][0]
    response = http.post(f"{base}/v1/games/{gid}/commands", json=command, headers=auth(seat_one))
    assert response.status_code == 201
    assert all(event["seat"] in (1, None) for event in response.json()["events"])


def test_rate_limit_per_token(redis_url):
    from service.config import Settings
    from service.http.app import create_app

    client = create_app(Settings(redis_url=redis_url, rate_limit="5/minute")).test_client()
    created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]}).get_json()
    token = created["seats"][0]["token"]
    gid = created["game"]["id"]
    statuses = [client.get(f"/v1/games/{gid}/state", headers=auth(token)).status_code for _ in range(8)]
    assert statuses.count(429) >= 2 and statuses[0] == 200
    limited = client.get(f"/v1/games/{gid}/state", headers=auth(token))
    assert limited.headers["Content-Type"] == "application/problem+json" and limited.get_json()["code"] == "rate_limited"
    assert client.get("/healthz").status_code == 200


def test_every_kind_of_application_error_has_its_status_and_crosses_a_process_whole():
    """The application raises errors without HTTP (service/app/errors.py); the edge gives each kind its
    status, and a heavy read's pool process sends one back to its API process pickled."""
    import pickle

    from service.app import errors
    from service.http.problems import STATUS, problem_of

    kinds = set(errors.ApplicationError.__subclasses__())
    assert kinds == set(STATUS)
    refused = pickle.loads(pickle.dumps(errors.Refused("fork.seats", "A fork keeps the seats.", seats=3)))
    assert (type(refused), refused.code, refused.detail, refused.extra) == (
        errors.Refused, "fork.seats", "A fork keeps the seats.", {"seats": 3})
    assert problem_of(refused).body() | {"type": ""} == {"type": "", "title": "Unprocessable Content", "status": 422,
                                                         "detail": "A fork keeps the seats.", "code": "fork.seats",
                                                         "seats": 3}
