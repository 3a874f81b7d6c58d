"""Operations endpoints: liveness, readiness (and what a client sees while Redis is down), metrics, docs."""
from __future__ import annotations

import redis
import requests
from prometheus_client import REGISTRY

from service.config import Settings
from service.http.app import create_app
from tests.support import RedisServer, ServedApp


def test_metrics_count_requests_and_docs_list_every_path(client):
    client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]})
    metrics = client.get("/metrics").get_data(as_text=True)
    assert 'trackside_http_requests_total{endpoint="games.create_game",method="POST",status="201"}' in metrics
    docs = client.get("/docs")
    assert docs.status_code == 200 and "/openapi.json" in docs.get_data(as_text=True)  # rendered from it
    assert "/v1/games/{game_id}/commands" in client.get("/openapi.json").get_json()["paths"]
    assert client.get("/healthz").get_json() == {"status": "ok", "store": "ok"}
    assert client.get("/readyz").get_json() == {"status": "ready", "durability": {"appendfsync": "always"}}


def test_made_up_methods_add_no_metrics_series(client):
    """Any token is a method to HTTP: each must not become a series of its own (memory kept for ever)."""
    labels = {"endpoint": "unknown", "method": "other", "status": "405"}
    before = REGISTRY.get_sample_value("trackside_http_requests_total", labels) or 0
    for n in range(40):
        assert client.open("/v1/games", method=f"ZZ{n}").status_code == 405
    assert 'method="ZZ' not in client.get("/metrics").get_data(as_text=True)
    assert REGISTRY.get_sample_value("trackside_http_requests_total", labels) == before + 40


def test_an_event_store_that_can_lose_acknowledged_events_is_named_at_start(tmp_path, caplog):
    server = RedisServer(tmp_path / "redis", fsync="everysec")
    try:
        client = create_app(Settings(redis_url=server.url)).test_client()
        assert "appendfsync everysec, not always" in caplog.text
        assert client.get("/readyz").get_json()["durability"] == {"appendfsync": "everysec"}
    finally:
        server.stop()


def test_while_redis_is_down_readiness_fails_and_requests_get_503_problems(tmp_path):
    server = RedisServer(tmp_path / "redis")
    client = create_app(Settings(redis_url=server.url, rate_limit="100000/second")).test_client()
    created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]}).get_json()
    server.kill()
    try:
        health = client.get("/healthz")
        assert health.status_code == 503 and health.get_json()["store"] == "unreachable"
        ready = client.get("/readyz")
        assert ready.status_code == 503 and ready.headers["Content-Type"] == "application/problem+json"
        state = client.get(f"/v1/games/{created['game']['id']}/state")
        assert state.status_code == 503 and state.get_json()["code"] in ("store_unavailable", "not_ready")
    finally:
        server.start()
    assert client.get(f"/v1/games/{created['game']['id']}/state").status_code == 200
    server.stop()


def test_while_redis_is_down_the_static_catalogue_still_answers_and_the_skipped_limit_is_counted(tmp_path):
    server = RedisServer(tmp_path / "redis")
    served = ServedApp(create_app(Settings(redis_url=server.url, rate_limit="5/second")))
    try:
        before = REGISTRY.get_sample_value("trackside_rate_limiter_errors_total") or 0
        server.kill()
        response = requests.get(f"{served.url}/v1/rules", timeout=10)
        assert response.status_code == 200 and {r["name"] for r in response.json()["rules"]} >= {"lilliput"}
        assert (REGISTRY.get_sample_value("trackside_rate_limiter_errors_total") or 0) > before
    finally:
        served.stop()
        server.start()
        server.stop()


def test_a_command_appended_before_the_limiter_fails_is_answered_201(served, monkeypatch):
    """The limiter writes its headers after the view: if its store fails then, the append has
    happened, and the client must be told so (201), not 500."""
    created = requests.post(f"{served.url}/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]},
                            timeout=10).json()
    game_id, headers = created["game"]["id"], {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    command = requests.get(f"{served.url}/v1/games/{game_id}/legal-commands", headers=headers, timeout=10).json()
    strategy = served.app.extensions["trackside.limiter"].limiter

    def store_gone(*args, **kwargs):
        raise redis.ConnectionError("the limiter's Redis went away")

    monkeypatch.setattr(strategy, "get_window_stats", store_gone)
    response = requests.post(f"{served.url}/v1/games/{game_id}/commands", headers=headers,
                             json=command["commands"][0], timeout=10)
    assert response.status_code == 201, response.text
    summary = requests.get(f"{served.url}/v1/games/{game_id}", timeout=10).json()
    assert summary["version"] == response.json()["version"] > created["game"]["version"]
