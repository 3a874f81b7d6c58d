"""Operations endpoints: liveness, readiness (and what a client sees while Redis is down), metrics, docs."""
from __future__ import annotations

from service.app import create_app
from service.config import Settings
from tests.support import RedisServer


def test_metrics_count_requests_and_docs_list_every_path(client):
    client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]})
    metrics = client.get("/metrics").get_data(as_text=True)
    assert 'trackside_http_requests_total{endpoint="games.create_game",method="POST",status="201"}' in metrics
    docs = client.get("/docs")
    assert docs.status_code == 200 and "/v1/games/{game_id}/commands" in docs.get_data(as_text=True)
    assert client.get("/healthz").get_json() == {"status": "ok"}
    assert client.get("/readyz").get_json() == {"status": "ready"}


def test_while_redis_is_down_readiness_fails_and_requests_get_503_problems(tmp_path):
    server = RedisServer(tmp_path / "redis")
    client = create_app(Settings(redis_url=server.url, rate_limit="100000/second")).test_client()
    created = client.post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]}).get_json()
    server.kill()
    try:
        assert client.get("/healthz").status_code == 200
        ready = client.get("/readyz")
        assert ready.status_code == 503 and ready.headers["Content-Type"] == "application/problem+json"
        state = client.get(f"/v1/games/{created['game']['id']}/state")
        assert state.status_code == 503 and state.get_json()["code"] in ("store_unavailable", "not_ready")
    finally:
        server.start()
    assert client.get(f"/v1/games/{created['game']['id']}/state").status_code == 200
    server.stop()
