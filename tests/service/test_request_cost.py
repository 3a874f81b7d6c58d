"""What an ordinary request costs the API's event loop (issue 24: /healthz waits behind every other
request's handling): its rate limits (its client's per route, its address's ceiling) are counted in
one round trip, with the headers of the per-route limit, and flask-limiter's hooks run for no
request (it keeps the creation budgets, checked by their views). Through a real socket."""
from __future__ import annotations

import requests

from service.config import Settings
from service.http.app import create_app
from tests.support import RedisServer, ServedApp


def evalsha_calls(server: RedisServer) -> int:
    return server.client().info("commandstats").get("cmdstat_evalsha", {}).get("calls", 0)


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

        before = evalsha_calls(server)
        read = served.http.get(f"{served.url}/v1/games/{game}")
        assert read.status_code == 200 and evalsha_calls(server) == before + 1  # route and address at once
        assert (read.headers["X-RateLimit-Limit"], read.headers["X-RateLimit-Remaining"]) == ("5", "4")
        assert "Retry-After" not in read.headers
        assert served.http.get(f"{served.url}/healthz").status_code == 200
        assert evalsha_calls(server) == before + 1  # /healthz is not limited
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
