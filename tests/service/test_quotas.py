"""Quotas a client cannot walk around: one budget for every way to store new data (games, imports,
forks by the events they copy, scoring jobs), a ceiling per address over all its seats, a storage
guard that keeps a nearly full Redis for the games in play, and creation keys bound to their client.
Every test goes through a real socket."""
from __future__ import annotations

import json

import pytest
import requests

from domain.core.rng import seed_commitment
from service.config import Settings
from service.http.app import create_app
from tests.service.play import auth, create
from tests.support import DATA, RedisServer, ServedApp, metric, wait_for

TICKET_TO_RIDE = json.loads((DATA / "logs" / "ticket-to-ride-v1-old-1.json").read_text())  # finished, 623 events


def export_of(log: dict) -> dict:
    return {"game": {"rules": log["rules"], "rules_version": log["rules_version"],
                     "seed_commitment": seed_commitment(log["seed"])}, "seed": log["seed"], "events": log["events"]}


@pytest.fixture
def serve(redis_url):
    """Served apps on the test's private Redis, with the settings given (generous where not given)."""
    started = []

    def serve(**settings) -> ServedApp:
        settings = {"redis_url": redis_url, "queue_url": redis_url, "admin_token": "admin-secret",
                    "rate_limit": "100000/second", "create_limit": "100000/second", **settings}
        started.append(ServedApp(create_app(Settings(**settings))))
        return started[-1]

    yield serve
    for served in started:
        served.stop()


def refused(response: requests.Response, status: int, code: str) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["Content-Type"] == "application/problem+json"
    if status in (429, 503):
        assert int(response.headers["Retry-After"]) > 0
    assert response.json()["code"] == code
    return response.json()


def test_many_forks_from_one_anonymous_client_are_refused_once_its_budget_is_spent(serve):
    """The attack: one anonymous client forked a 621-event game 187 times in 10 s (62 MiB of Redis).
    A fork now costs 1 of the creation budget, plus 1 per 32 events it copies: 1 + 623 // 32 = 20 of 100."""
    served = serve(create_limit="100/minute")
    parent = served.app.extensions["trackside.services"].games.import_game(export_of(TICKET_TO_RIDE))["game"]
    assert parent["version"] == 623 and parent["status"] == "finished"
    statuses = []
    for _ in range(12):  # bounded: 12 tries, whatever the server answers
        answer = requests.post(f"{served.url}/v1/games/{parent['id']}/fork", json={"at_version": 623}, timeout=60)
        statuses.append(answer.status_code)
    assert statuses == [201] * 5 + [429] * 7, statuses
    body = refused(answer, 429, "rate_limited")
    assert "address" in body["detail"] and "forks" in body["detail"]
    listed = requests.get(f"{served.url}/v1/games", params={"rules": "ticket-to-ride", "limit": 200}).json()["games"]
    assert len(listed) == 1 + 5  # the parent and the five forks: nothing more was stored


def test_creations_imports_forks_and_scoring_jobs_share_one_budget(serve):
    served = serve(create_limit="37/minute")
    base = served.url
    imported = requests.post(f"{base}/v1/games/import", json=export_of(TICKET_TO_RIDE), timeout=60)
    assert imported.status_code == 201, imported.text  # 1 + (157,884 B // 160) // 32 = 31 spent, 6 left
    game = create(served.http, base, "railroad-ink", [{"name": "a"}])["game"]  # 5 left
    # Asking for more than the game has costs no more than the whole game (here 1), and is refused.
    beyond = requests.post(f"{base}/v1/games/{game['id']}/fork", json={"at_version": 10**6})
    assert beyond.status_code == 422 and beyond.json()["code"] == "fork.no_such_version"  # 4 left
    fork = requests.post(f"{base}/v1/games/{game['id']}/fork", json={"at_version": game["version"]})
    assert fork.status_code == 201, fork.text  # 3 left
    job = {"games": [imported.json()["game"]["id"]]}
    assert [requests.post(f"{base}/v1/scoring-jobs", json=job).status_code for _ in range(2)] == [202, 202]
    create(served.http, base, "railroad-ink", [{"name": "b"}])  # the last one
    for answer in (requests.post(f"{base}/v1/games", json={"rules": "railroad-ink", "players": [{"name": "c"}]}),
                   requests.post(f"{base}/v1/games/{game['id']}/fork", json={"at_version": game["version"]}),
                   requests.post(f"{base}/v1/games/import", json=export_of(TICKET_TO_RIDE), timeout=60),
                   requests.post(f"{base}/v1/scoring-jobs", json=job)):
        refused(answer, 429, "rate_limited")
    # Reads and moves are not creations: the client still plays.
    assert requests.get(f"{base}/v1/games/{game['id']}").status_code == 200


def test_a_fork_body_the_api_refuses_costs_one_and_is_answered_as_ever(serve):
    """The cost is read from the body before the view reads it: a body too large, malformed or without
    `at_version` costs 1 and gets the view's own answer, never an error of the limiter."""
    served = serve(create_limit="3/minute")
    base = served.url
    game = served.app.extensions["trackside.services"].games.create("railroad-ink", [{"name": "a"}], {}, None)["game"]
    errors = metric(f"{base}/metrics", "trackside_rate_limiter_errors_total")
    fork = f"{base}/v1/games/{game['id']}/fork"
    refused(requests.post(fork, json={"at_version": 1, "pad": "x" * (2 << 20)}), 413, "body_too_large")
    refused(requests.post(fork, data="{", headers={"Content-Type": "application/json"}), 400, "malformed_json")
    refused(requests.post(fork, json={"at_version": "soon"}), 400, "validation_error")
    refused(requests.post(fork, json={"at_version": 2}), 429, "rate_limited")
    assert metric(f"{base}/metrics", "trackside_rate_limiter_errors_total") == errors


def test_one_address_with_many_seats_meets_the_address_ceiling(serve):
    """Six seat tokens gave one address six times the rate. Each seat keeps its 3 a minute, and the
    address has 4 x 3 = 12 a minute over everything it sends, whichever seats it names."""
    served = serve(rate_limit="3/minute", trusted_proxies=1)
    base = served.url
    address = {"X-Forwarded-For": "198.51.100.4"}
    created = requests.post(f"{base}/v1/games", headers=address,
                            json={"rules": "railroad-ink", "players": [{"name": f"p{i}"} for i in range(6)]})
    assert created.status_code == 201, created.text  # the address's first request of twelve
    game = created.json()
    statuses = [requests.get(f"{base}/v1/games/{game['game']['id']}/state",
                             headers={**address, **auth(seat["token"])}).status_code
                for seat in game["seats"] for _ in range(3)]
    assert statuses == [200] * 11 + [429] * 7, statuses
    body = refused(requests.get(f"{base}/v1/games/{game['game']['id']}/state",
                                headers={**address, **auth(game["seats"][5]["token"])}), 429, "rate_limited")
    assert "address" in body["detail"] and "seats" in body["detail"]
    # Another address behind the trusted proxy has its own ceiling; the admin is held to its own limit only.
    other = requests.get(f"{base}/v1/games/{game['game']['id']}/state",
                         headers={"X-Forwarded-For": "198.51.100.5", **auth(game["seats"][5]["token"])})
    assert other.status_code == 200, other.text
    admin = requests.get(f"{base}/v1/games/{game['game']['id']}", headers={**address, **auth("admin-secret")})
    assert admin.status_code == 200, admin.text


def test_seats_of_one_address_share_its_creation_ceiling(serve):
    """A creation with a seat token is the seat's (2 a minute each), and the address's budget over all
    its seats is 4 x 2 = 8: the six seats of one game cannot make twelve games."""
    served = serve(create_limit="2/minute")
    base = served.url
    game = create(served.http, base, "railroad-ink", [{"name": f"p{i}"} for i in range(6)])  # 1 of the 8
    body = {"rules": "railroad-ink", "players": [{"name": "x"}]}
    answers = [requests.post(f"{base}/v1/games", json=body, headers=auth(seat["token"]))
               for seat in game["seats"] for _ in range(2)]
    assert [a.status_code for a in answers] == [201] * 7 + [429] * 5, [a.status_code for a in answers]
    assert "address" in refused(answers[7], 429, "rate_limited")["detail"]  # seat 3's second: its own 2 not spent


def test_a_nearly_full_store_refuses_new_data_and_plays_on(tmp_path):
    """Past TRACKSIDE_STORAGE_GUARD (0.9) of Redis' maxmemory, creations, forks, imports and jobs get
    503 storage_full with Retry-After, while a move of a game in play still succeeds."""
    server = RedisServer(tmp_path)
    served = ServedApp(create_app(Settings(redis_url=server.url, queue_url=server.url, rate_limit="100000/second",
                                           create_limit="100000/second")))
    base = served.url
    try:
        # Made before the guard is ever asked, so that no reading of it is cached yet.
        game = served.app.extensions["trackside.services"].games.create("railroad-ink", [{"name": "a"}], {}, None)
        gid, token = game["game"]["id"], game["seats"][0]["token"]
        # 16 MB of other data, so that 0.93 of maxmemory leaves room for a move and new connections' buffers.
        server.client().set("ballast", b"x" * 16_000_000)
        used = server.client().info("memory")["used_memory"]
        server.client().config_set("maxmemory", int(used / 0.93))  # past the guard's 0.9, with room to play
        attempts = {
            "create": requests.post(f"{base}/v1/games", json={"rules": "railroad-ink", "players": [{"name": "b"}]}),
            "fork": requests.post(f"{base}/v1/games/{gid}/fork", json={"at_version": game["game"]["version"]}),
            "import": requests.post(f"{base}/v1/games/import", json=export_of(TICKET_TO_RIDE), timeout=60),
            "scoring": requests.post(f"{base}/v1/scoring-jobs", json={"games": [gid]}),
            "route income": requests.post(f"{base}/v1/games/{gid}/analyses/route-income", json={"company": "red"}),
            "moves": requests.post(f"{base}/v1/games/{gid}/analyses/moves", json={"seat": 0}, headers=auth(token)),
            "review": requests.post(f"{base}/v1/games/{gid}/analyses/review", json={}),
        }
        for what, answer in attempts.items():
            assert answer.status_code == 503, (what, answer.text)
            refused(answer, 503, "storage_full")
            assert answer.headers["Retry-After"] == "60"
        command = requests.get(f"{base}/v1/games/{gid}/legal-commands", headers=auth(token)).json()["commands"][0]
        move = requests.post(f"{base}/v1/games/{gid}/commands", json=command, headers=auth(token))
        assert move.status_code == 201, move.text
        assert [g["id"] for g in requests.get(f"{base}/v1/games").json()["games"]] == [gid]  # nothing new stored
        # No maxmemory: no guard (its reading is kept a second: ask until it is read again, at most 30 s).
        server.client().config_set("maxmemory", 0)
        body = {"rules": "railroad-ink", "players": [{"name": "c"}]}
        answer = wait_for(lambda: (r := requests.post(f"{base}/v1/games", json=body)).status_code != 503 and r,
                          what="the guard to read Redis again")
        assert answer.status_code == 201, answer.text
    finally:
        served.stop()
        server.stop()


def test_a_creation_key_is_its_clients_own(serve):
    """An Idempotency-Key answered every seat token of the game it made to anyone replaying it, from
    anywhere, for 24 h. Now a key is scoped by its client: another client with the same key and body
    gets a game of its own (and only its own tokens); the first client's retry still gets its first game."""
    served = serve(trusted_proxies=1)
    body = {"rules": "railroad-ink", "players": [{"name": "a"}, {"name": "b"}]}

    def post(address: str) -> dict:
        answer = requests.post(f"{served.url}/v1/games", json=body,
                               headers={"Idempotency-Key": "table-7", "X-Forwarded-For": address})
        assert answer.status_code == 201, answer.text
        return answer.json()

    first, again = post("192.0.2.1"), post("192.0.2.1")
    assert again == first
    stranger = post("192.0.2.66")
    assert stranger["game"]["id"] != first["game"]["id"]
    assert not {s["token"] for s in stranger["seats"]} & {s["token"] for s in first["seats"]}
    assert post("192.0.2.66") == stranger
    # The first client's tokens are its own and still play.
    token = first["seats"][0]["token"]
    assert requests.get(f"{served.url}/v1/games/{first['game']['id']}/legal-commands",
                        headers=auth(token)).status_code == 200


def test_address_ceilings_are_four_clients_unless_set(monkeypatch):
    settings = Settings(rate_limit="3/minute;100/hour", create_limit="5/minute")
    assert (settings.address_limit, settings.address_create_limit) == ("12/1 minute;400/1 hour", "20/1 minute")
    monkeypatch.setenv("TRACKSIDE_ADDRESS_LIMIT", "7/second")
    monkeypatch.setenv("TRACKSIDE_ADDRESS_CREATE_LIMIT", "9/hour")
    assert (Settings().address_limit, Settings().address_create_limit) == ("7/second", "9/hour")
    for share in ("0", "1.5"):
        monkeypatch.setenv("TRACKSIDE_STORAGE_GUARD", share)
        with pytest.raises(ValueError, match="TRACKSIDE_STORAGE_GUARD"):
            Settings()


def test_an_account_spends_its_own_creation_budget_wherever_it_calls_from(serve):
    """An account key is a client of its own (as a seat token is): its challenges spend its budget, not
    the address's, and another account on the same address still has a budget of its own."""
    served = serve(create_limit="2/minute")
    accounts = [served.http.post(f"{served.url}/v1/accounts", json={"name": name, "kind": "bot"}).json()
                for name in ("Ada", "Brunel")]

    def challenge(account: dict) -> requests.Response:
        return served.http.post(f"{served.url}/v1/challenges", headers={"Authorization": f"Bearer {account['key']}"},
                                json={"rules": "ticket-to-ride", "players": [
                                    {"name": "Bot", "kind": "bot"}, {"account": account["account"]["id"]}]})

    assert [challenge(accounts[0]).status_code for _ in range(2)] == [201, 201]
    refused(challenge(accounts[0]), 429, "rate_limited")
    assert challenge(accounts[1]).status_code == 201
