"""Open to the internet: limits that a client cannot walk around, no input that hurts, HTTP as
clients expect it. Every test goes through a real socket."""
from __future__ import annotations

import json
import secrets
import socket

import pytest
import requests

from domain.core.rng import seed_commitment
from service.config import Settings
from service.http.app import create_app
from tests.service.play import auth, create
from tests.support import DATA, RedisServer, ServedApp, answering, free_port, start_part, stop_part, wait_for


def nested(depth: int) -> object:
    value: object = 1
    for _ in range(depth):
        value = [value]
    return value


@pytest.fixture
def limited(redis_url):
    """A served app with tight limits: 5 requests a minute per seat or address, 3 games a minute."""
    served = ServedApp(create_app(Settings(redis_url=redis_url, queue_url=redis_url, rate_limit="5/minute",
                                           create_limit="3/minute")))
    yield served
    served.stop()


def problem(response: requests.Response, status: int, code: str) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == code
    return response.json()


def test_deep_json_is_a_400_everywhere_a_body_is_read(served):
    """A command nested 300 deep broke the body hash (500); a scoring board 600 deep broke the job queue."""
    game = create(served.http, served.url, "railroad-ink", [{"name": "a"}])
    gid, token = game["game"]["id"], game["seats"][0]["token"]
    before = served.http.get(f"{served.url}/v1/games/{gid}").json()["version"]
    deep = {"type": "place_route", "data": {"die": nested(300)}}
    problem(served.http.post(f"{served.url}/v1/games/{gid}/commands", json=deep, headers=auth(token)),
            400, "json_too_deep")
    board = {"boards": [{"rules": "railroad-ink", "board": {"grid": nested(600)}}]}
    problem(served.http.post(f"{served.url}/v1/scoring-jobs", json=board), 400, "json_too_deep")
    problem(served.http.post(f"{served.url}/v1/games/import", json={"game": nested(100)}), 400, "json_too_deep")
    problem(served.http.post(f"{served.url}/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}],
                                                              "options": {"x": nested(65)}}), 400, "json_too_deep")
    # 64 deep is still read (and then judged by the schema as usual).
    assert served.http.post(f"{served.url}/v1/games/{gid}/commands", json={"type": "place_route",
                            "data": {"die": nested(62)}}, headers=auth(token)).json()["code"] == "validation_error"
    assert served.http.get(f"{served.url}/v1/games/{gid}").json()["version"] == before


def test_a_made_up_bearer_per_request_is_still_limited_by_address(limited):
    base = limited.url
    statuses = [requests.get(f"{base}/v1/rules", headers=auth(secrets.token_urlsafe(16))).status_code
                for _ in range(8)]
    assert statuses[:5] == [200] * 5 and statuses[5:] == [429] * 3, statuses
    limited_answer = requests.get(f"{base}/v1/rules", headers=auth("another-made-up"))
    body = problem(limited_answer, 429, "rate_limited")
    assert "token" not in body["detail"] and "address" in body["detail"]
    assert limited_answer.headers["Retry-After"]


def test_rate_limit_counters_are_counted_and_never_reach_the_disk(tmp_path):
    """service/http/ratelimit.py: the window's counters are written unlogged (the append-only file is fsynced
    before every answer; they need no durability), and the headers come from that one write. (A Redis
    of its own: a counter that expires is logged as deleted, as every expiry is.)"""
    server = RedisServer(tmp_path)
    served = ServedApp(create_app(Settings(redis_url=server.url, queue_url=server.url, rate_limit="5/minute")))
    try:
        answers = [served.http.get(f"{served.url}/v1/rules") for _ in range(3)]
        assert [a.headers["X-RateLimit-Remaining"] for a in answers] == ["4", "3", "2"]
        assert server.client().keys("*trackside-limits*")
        logged = b"".join(path.read_bytes() for path in tmp_path.rglob("*.incr.aof"))
        assert b"trackside_append" in logged  # the log is there, and is written
        assert b"trackside-limits" not in logged
    finally:
        served.stop()
        server.stop()


def test_a_verified_seat_has_its_own_budget_and_games_are_created_per_address(limited, redis_url):
    base = limited.url
    created = [requests.post(f"{base}/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]})
               for _ in range(4)]
    assert [r.status_code for r in created] == [201, 201, 201, 429]
    problem(created[3], 429, "rate_limited")
    # Another address (behind a trusted proxy, X-Forwarded-For names it) has its own budget.
    proxied = ServedApp(create_app(Settings(redis_url=redis_url, queue_url=redis_url, rate_limit="5/minute",
                                            create_limit="3/minute", trusted_proxies=1)))
    try:
        answer = requests.post(f"{proxied.url}/v1/games", json={"rules": "railroad-ink", "players": [{"name": "b"}]},
                               headers={"X-Forwarded-For": "203.0.113.9"})
        assert answer.status_code == 201, answer.text
        spoofed = [requests.get(f"{limited.url}/v1/rules", headers={"X-Forwarded-For": f"198.51.100.{i}"}).status_code
                   for i in range(8)]
        assert 429 in spoofed, "without trusted proxies X-Forwarded-For is ignored"
    finally:
        proxied.stop()
    # The seat's token verifies: its requests count against the seat, not against the address.
    game = created[0].json()
    gid, token = game["game"]["id"], game["seats"][0]["token"]
    seat_statuses = [requests.get(f"{base}/v1/games/{gid}/state", headers=auth(token)).status_code for _ in range(6)]
    assert seat_statuses[:5] == [200] * 5 and seat_statuses[5] == 429
    assert "seat" in requests.get(f"{base}/v1/games/{gid}/state", headers=auth(token)).json()["detail"]


def test_http_as_clients_expect_it(served):
    base = served.url
    game = create(served.http, base, "railroad-ink", [{"name": "a"}])
    gid, token = game["game"]["id"], game["seats"][0]["token"]
    ok = requests.get(f"{base}/v1/games/{gid}")
    assert ok.status_code == 200 and "Retry-After" not in ok.headers
    for header in ({"Authorization": f"Basic {token}"}, {"Authorization": token}, {"Authorization": "Bearer"}):
        answer = requests.get(f"{base}/v1/games/{gid}/state", headers=header)
        problem(answer, 401, "unauthorized")
        assert answer.headers["WWW-Authenticate"].startswith("Bearer")
    problem(requests.get(f"{base}/v1/games/{gid}/legal-commands"), 401, "unauthorized")
    problem(requests.post(f"{base}/v1/games", data="rules=railroad-ink",
                          headers={"Content-Type": "application/x-www-form-urlencoded"}), 415, "unsupported_media_type")
    command = requests.get(f"{base}/v1/games/{gid}/legal-commands", headers=auth(token)).json()["commands"][0]
    first = requests.post(f"{base}/v1/games/{gid}/commands", json=command,
                          headers={**auth(token), "Idempotency-Key": "ключ-1".encode().decode("latin-1")})
    again = requests.post(f"{base}/v1/games/{gid}/commands", json=command,
                          headers={**auth(token), "Idempotency-Key": "ключ-1".encode().decode("latin-1")})
    assert first.status_code == 201 and again.json() == first.json()


def import_old_log(base: str, name: str) -> dict:
    log = json.loads((DATA / "logs" / name).read_text())
    export = {"game": {"rules": log["rules"], "rules_version": log["rules_version"],
                       "seed_commitment": seed_commitment(log["seed"])}, "seed": log["seed"], "events": log["events"]}
    response = requests.post(f"{base}/v1/games/import", json=export, timeout=60)
    assert response.status_code == 201, response.text
    return response.json()["game"]


def test_listing_filters_by_rules_and_status_from_their_own_indexes(served, redis_server):
    base = served.url
    finished = import_old_log(base, "railroad-ink-v1-old-1.json")
    active = [create(served.http, base, "railroad-ink", [{"name": "a"}])["game"]["id"] for _ in range(3)]
    other = create(served.http, base, "ticket-to-ride", [{"name": "a"}, {"name": "b"}])["game"]["id"]

    def page(**params):
        answer = requests.get(f"{base}/v1/games", params=params)
        assert answer.status_code == 200, answer.text
        return answer.json()

    assert [g["id"] for g in page(rules="railroad-ink", status="finished")["games"]] == [finished["id"]]
    assert [g["id"] for g in page(rules="railroad-ink", status="active")["games"]] == active[::-1]
    assert [g["id"] for g in page(rules="ticket-to-ride", limit=1)["games"]] == [other]
    first = page(rules="railroad-ink", limit=2)
    rest = page(rules="railroad-ink", limit=2, cursor=first["next_cursor"])
    assert [g["id"] for g in first["games"] + rest["games"]] == [*active[::-1], finished["id"]]
    assert rest["next_cursor"] is None
    problem(requests.get(f"{base}/v1/games", params={"rules": "chess"}), 400, "validation_error")
    problem(requests.get(f"{base}/v1/games", params={"status": "paused"}), 400, "validation_error")
    # A crash between the append that finished a game and its index move: the listing repairs it.
    connection = redis_server.client()
    connection.zadd("trackside:games:r:railroad-ink:s:active", {finished["id"]: 0})
    assert finished["id"] not in [g["id"] for g in page(rules="railroad-ink", status="active")["games"]]
    assert connection.zscore("trackside:games:r:railroad-ink:s:active", finished["id"]) is None
    # A store from before these indexes gets them built once, at start.
    for name in connection.keys("trackside:games:*"):
        connection.delete(name)
    create_app(Settings(redis_url=redis_server.url))
    assert [g["id"] for g in page(rules="railroad-ink", status="finished")["games"]] == [finished["id"]]


def test_import_is_as_strict_as_create_and_marks_the_game(served):
    base = served.url
    log = json.loads((DATA / "logs" / "railroad-ink-v1-old-1.json").read_text())
    export = {"game": {"rules": log["rules"], "rules_version": log["rules_version"],
                       "seed_commitment": seed_commitment(log["seed"])}, "seed": log["seed"], "events": log["events"]}
    for name in ("x" * 200_000, "evil\u202eeman", "nul\x00", "   ", ""):
        setup = {**export["events"][0], "command": {**export["events"][0]["command"], "seats": [{"name": name}]}}
        bad = requests.post(f"{base}/v1/games/import", json={**export, "events": [setup, *export["events"][1:]]})
        body = problem(bad, 400, "validation_error")
        assert "players" in body["errors"], body
    for name in ("x" * 65, "a\u202eb", "\x07"):
        problem(requests.post(f"{base}/v1/games", json={"rules": "railroad-ink", "players": [{"name": name}]}),
                400, "validation_error")
    trimmed = create(served.http, base, "railroad-ink", [{"name": "  Ada  "}])
    assert trimmed["game"]["seats"][0]["name"] == "Ada" and trimmed["game"]["imported"] is False
    imported = import_old_log(base, "railroad-ink-v1-old-1.json")
    assert imported["imported"] is True and imported["status"] == "finished"


def test_cors_for_the_configured_origins_only_and_no_route_collisions(redis_url, served):
    browser = ServedApp(create_app(Settings(redis_url=redis_url, queue_url=redis_url,
                                            cors_origins=("https://client.example",))))
    try:
        game = create(browser.http, browser.url, "railroad-ink", [{"name": "a"}])
        url = f"{browser.url}/v1/games/{game['game']['id']}/commands"
        preflight = {"Origin": "https://client.example", "Access-Control-Request-Method": "POST",
                     "Access-Control-Request-Headers": "authorization, content-type, idempotency-key"}
        answer = requests.options(url, headers=preflight)
        assert answer.status_code == 200
        assert answer.headers["Access-Control-Allow-Origin"] == "https://client.example"
        assert "POST" in answer.headers["Access-Control-Allow-Methods"]
        assert "idempotency-key" in answer.headers["Access-Control-Allow-Headers"].lower()
        read = requests.get(f"{browser.url}/v1/games/{game['game']['id']}", headers={"Origin": "https://client.example"})
        assert read.headers["Access-Control-Allow-Origin"] == "https://client.example"
        assert "ETag" in read.headers["Access-Control-Expose-Headers"]
        other = requests.options(url, headers={**preflight, "Origin": "https://evil.example"})
        assert "Access-Control-Allow-Origin" not in other.headers
    finally:
        browser.stop()
    # Off by default.
    plain = requests.get(f"{served.url}/v1/rules", headers={"Origin": "https://client.example"})
    assert "Access-Control-Allow-Origin" not in plain.headers
    # /v1/games/import is never read as a game id.
    allowed = requests.options(f"{served.url}/v1/games/import").headers["Allow"]
    assert "GET" not in allowed and "POST" in allowed
    problem(requests.get(f"{served.url}/v1/games/import"), 405, "method_not_allowed")


def test_requests_the_server_cannot_parse_get_problems_too(redis_url):
    """Answered by gunicorn itself, before the app: header fields too large (431), a request line too
    long (414), a malformed request line (400), all as problem+json."""
    port = free_port()
    server = start_part("serve", redis_url, "--port", str(port))
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(lambda: answering(f"{base}/healthz"), what="trackside serve")
        problem(requests.get(f"{base}/v1/rules", headers={"X-Big": "x" * 10_000}), 431, "headers_too_large")
        problem(requests.get(f"{base}/v1/rules?" + "a" * 10_000), 414, "uri_too_long")
        with socket.create_connection(("127.0.0.1", port)) as raw:
            raw.sendall(b"NOT A REQUEST\r\n\r\n")
            answer = raw.recv(4096).decode("latin-1")
        assert answer.startswith("HTTP/1.1 400") and "application/problem+json" in answer
    finally:
        stop_part(server)

