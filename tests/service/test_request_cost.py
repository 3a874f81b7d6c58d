"""What an ordinary request costs the API's event loop (issue 24: /healthz waits behind every other
request's handling): its rate limits (its client's per route, its address's ceiling) are counted in
one round trip, with the headers of the per-route limit, and flask-limiter's hooks run for no
request (it keeps the creation budgets, checked by their views); a seat's command is one round trip in
all, its limits counted in its append's own call (issue 42). Through a real socket."""
from __future__ import annotations

import time
from collections.abc import Callable

import requests
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from domain.core.game import loader
from service.config import Settings
from service.http.app import create_app
from service.http.jsonschema import holds
from service.http.ratelimit import ANSWERED_AT_ONCE, HOLD_S
from service.http.schemas import Command
from tests.service.play import auth
from tests.support import RedisServer, ServedApp, wait_for


def limiter_calls(server: RedisServer) -> int:
    """The limiter's counts of requests that append nothing (`trackside_count`), and the appends."""
    return server.client().info("commandstats").get("cmdstat_fcall", {}).get("calls", 0)


def sent_by_clients(server: RedisServer, request: Callable[[], requests.Response]) -> tuple[requests.Response, list]:
    """`request`'s answer, and each command the Redis was sent while it was made, by MONITOR (the
    commands a Function calls are not sent: they are left out)."""
    marker = f"end-of-request-{time.monotonic_ns()}"
    with server.client().monitor() as monitor:
        answer = request()
        server.client().echo(marker)
        sent = []
        while (command := monitor.next_command())["command"] != f"ECHO {marker}":
            if command["client_type"] != "lua":
                sent.append(command["command"])
    return answer, sent


def test_a_requests_limits_take_one_round_trip_and_show_the_per_route_window(tmp_path):
    server = RedisServer(tmp_path)  # a Redis of its own: its command counts are this test's
    served = ServedApp(create_app(Settings(redis_url=server.url, queue_url=server.url, rate_limit="5/minute",
                                           create_limit="3/minute")))
    try:
        created = [served.http.post(f"{served.url}/v1/games", json={"rules": "railroad-ink",
                                                                    "players": [{"name": "a"}]}) for _ in range(4)]
        assert [answer.status_code for answer in created] == [201, 201, 201, 429]
        # A creation shows its route's window until its creation budget is spent, then the budget's.
        assert [(a.headers["X-RateLimit-Limit"], a.headers["X-RateLimit-Remaining"]) for a in created] == [
            ("5", "4"), ("5", "3"), ("5", "2"), ("3", "0")]
        game = created[0].json()["game"]["id"]

        before = limiter_calls(server)
        read = served.http.get(f"{served.url}/v1/games/{game}")
        assert read.status_code == 200 and limiter_calls(server) == before + 1  # route and address at once
        assert (read.headers["X-RateLimit-Limit"], read.headers["X-RateLimit-Remaining"]) == ("5", "4")
        assert "Retry-After" not in read.headers
        assert served.http.get(f"{served.url}/healthz").status_code == 200
        assert limiter_calls(server) == before + 1  # /healthz is not limited
        ceiling = [key for key in server.client().keys("*trackside-limits*/address/*")]
        assert [int(server.client().get(key)) for key in ceiling] == [5]  # 4 creations and the read

        hooks = served.app.before_request_funcs[None] + served.app.after_request_funcs[None]
        limiter = served.app.extensions["trackside.limiter"]
        assert not [hook for hook in hooks if limiter in (getattr(hook, "__self__", None), *getattr(hook, "args", ()))]
    finally:
        served.stop()
        server.stop()


def test_a_limiter_store_gone_lets_requests_through_without_headers(tmp_path):
    server = RedisServer(tmp_path)
    served = ServedApp(create_app(Settings(redis_url=server.url, queue_url=server.url, rate_limit="5/minute")))
    try:
        server.kill()
        answer = requests.get(f"{served.url}/v1/rules", timeout=10)
        assert answer.status_code == 200 and "X-RateLimit-Limit" not in answer.headers
    finally:
        served.stop()
        server.start()
        server.stop()


def test_a_spent_window_refuses_without_a_round_trip_and_holds_clients_that_loop_past_it(tmp_path):
    """Issue 24: clients looping past their limit must not keep the event loop busy. Once the script has
    found a window spent, its next refusals cost no Redis round trip and carry the same headers; past
    ANSWERED_AT_ONCE of them in one window, a refusal is held until the window ends, or HOLD_S (the client
    cannot loop faster than one refusal a window or HOLD_S), and the next window serves the client again."""
    server = RedisServer(tmp_path)
    served = ServedApp(create_app(Settings(redis_url=server.url, queue_url=server.url, rate_limit="3/2 seconds")))
    try:
        rules = f"{served.url}/v1/rules"
        wait_for(lambda: int(served.http.get(rules).headers["X-RateLimit-Remaining"]) == 2,
                 what="a fresh window")  # the first request of its window: three in it from here
        assert [served.http.get(rules).status_code for _ in range(3)] == [200, 200, 429]  # counted by the script
        before = limiter_calls(server)
        refusals = []
        for _ in range(ANSWERED_AT_ONCE):
            started = time.monotonic()
            refusals.append((served.http.get(rules), time.monotonic() - started))
        assert limiter_calls(server) == before  # no round trip for any of them
        for refused, _ in refusals:
            problem = refused.json()
            assert (refused.status_code, problem["code"]) == (429, "rate_limited")
            assert refused.headers["X-RateLimit-Remaining"] == "0" and int(refused.headers["Retry-After"]) >= 1
        assert max(took for _, took in refusals) < 0.5  # answered at once
        started = time.monotonic()
        held = served.http.get(rules)
        took = time.monotonic() - started
        assert held.status_code == 429 and HOLD_S - 0.05 <= took <= HOLD_S + 0.5  # a 2 s window: held HOLD_S
        assert held.headers["X-RateLimit-Remaining"] == "0"
        wait_for(lambda: served.http.get(rules).status_code == 200, timeout=5, what="the next window")
        assert limiter_calls(server) == before + 1  # the first request of the next window, counted anew
    finally:
        served.stop()
        server.stop()


def test_verifies_and_exports_share_a_tighter_rate_per_client_and_other_reads_go_on(tmp_path):
    """Issue 24: a verify or an export answers the same until the log moves, so a client gets
    TRACKSIDE_HEAVY_READ_LIMIT of them over both; past it they are 429 `rate_limited`, and its other reads
    are served as before, under the general rate. The admin is held to the general rate only."""
    server = RedisServer(tmp_path)
    served = ServedApp(create_app(Settings(redis_url=server.url, queue_url=server.url, rate_limit="100/minute",
                                           heavy_read_limit="3/minute", heavy_workers=0, admin_token="admin")))
    try:
        created = served.http.post(f"{served.url}/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]})
        game = f"{served.url}/v1/games/{created.json()['game']['id']}"
        heavy = [served.http.get(game + path) for path in ("/verify", "/export", "/verify", "/export", "/verify")]
        assert [answer.status_code for answer in heavy] == [200, 200, 200, 429, 429]
        refused = heavy[3].json()
        assert refused["code"] == "rate_limited" and "verifies and exports" in refused["detail"]
        assert (heavy[3].headers["X-RateLimit-Limit"], heavy[3].headers["X-RateLimit-Remaining"]) == ("3", "0")
        summary = served.http.get(game)
        assert summary.status_code == 200 and summary.headers["X-RateLimit-Limit"] == "100"
        admin = served.http.get(game + "/verify", headers={"Authorization": "Bearer admin"})
        assert admin.status_code == 200
    finally:
        served.stop()
        server.stop()


def test_a_command_is_one_round_trip_with_its_limits_and_nothing_is_appended_past_them(tmp_path):
    """Issue 42: a seat's command (with an Idempotency-Key and If-Match or without) sends the store one command, the
    append's Function call, which counts the client's rate windows too (the headers show them). Its
    limits hold exactly as before: a command over them is 429 and appends nothing; one whose view
    appends nothing (a bad body) still counts."""
    server = RedisServer(tmp_path)  # a Redis of its own: MONITOR shows this test's requests only
    served = ServedApp(create_app(Settings(redis_url=server.url, queue_url=server.url, rate_limit="3/minute")))
    try:
        created = served.http.post(f"{served.url}/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}],
                                                                   "seed": "one-trip"}).json()
        game, seat = f"{served.url}/v1/games/{created['game']['id']}", auth(created["seats"][0]["token"])

        def a_legal_move() -> tuple[dict, int]:
            legal = served.http.get(f"{game}/legal-commands", headers=seat).json()
            return {"type": legal["commands"][0]["type"], "data": legal["commands"][0]["data"]}, legal["version"]

        answers = []
        for preconditions in (False, True):
            move, version = a_legal_move()
            headers = {**seat, "Idempotency-Key": "second", "If-Match": f'"{version}"'} if preconditions else seat
            answer, sent = sent_by_clients(server, lambda: served.http.post(f"{game}/commands", json=move,  # noqa: B023
                                                                            headers=headers))  # noqa: B023
            assert answer.status_code == 201, answer.text
            assert [command.split(" ")[:2] for command in sent] == [["FCALL", "trackside_append"]], sent
            assert "trackside-limits" in sent[0]  # the seat's window and the address's, in the same call
            answers.append(answer)
        assert [a.headers["X-RateLimit-Remaining"] for a in answers] == ["2", "1"]

        bad = served.http.post(f"{game}/commands", json={"type": "place_route", "data": {"row": "x"}}, headers=seat)
        assert bad.status_code == 400 and bad.headers["X-RateLimit-Remaining"] == "0"  # counted after its view
        move, version = a_legal_move()
        # The first counted by the append's call, which appended nothing; the next known spent.
        for answer in [served.http.post(f"{game}/commands", json=move, headers=seat) for _ in range(2)]:
            assert (answer.status_code, answer.json()["code"]) == (429, "rate_limited"), answer.text
            assert "seat" in answer.json()["detail"] and answer.headers["X-RateLimit-Remaining"] == "0"
            assert int(answer.headers["Retry-After"]) >= 1
        assert served.http.get(game, headers=seat).json()["version"] == version
        logged = b"".join(path.read_bytes() for path in tmp_path.rglob("*.incr.aof"))
        assert b"route_placed" in logged and b"trackside-limits" not in logged  # the counts wait for no fsync
    finally:
        served.stop()
        server.stop()


ENVELOPE_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-2, 2**53 + 2), st.sampled_from([2**53, 2**60]),
                            st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=70),
                            st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.lists(st.integers()))


@given(st.dictionaries(st.sampled_from(["type", "data", "expected_version", "other"]), ENVELOPE_VALUES))
@settings(max_examples=400, deadline=None)
def test_a_commands_envelope_held_by_its_json_schema_is_one_its_load_takes(body):
    """The command view reads a body its JSON Schema holds without marshmallow's load (issue 42: about
    100 µs of a command's CPU): the schema must refuse whatever the load refuses, and take the rest."""
    try:
        loader(Command).load(body)
        loads = True
    except ValidationError:
        loads = False
    assert holds(Command, body) == loads, body
