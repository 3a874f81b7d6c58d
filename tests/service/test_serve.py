"""`trackside serve` as an operator runs it (gunicorn, gevent workers): it starts without gevent's
warnings, and while its Redis is stalled (the redis-server process stopped) a request that needs the
store is a 503 with Retry-After after TRACKSIDE_STORE_TIMEOUT_S, not a wait for the whole stall;
/healthz says `stalled`, and a live stream opened before the stall carries on after it."""
from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest
import requests

from service.config import Settings
from tests.service.play import auth, create
from tests.support import ROOT, RedisServer, answering, env_for, free_port, stop_part, wait_for

# A request's bound in these tests: far above the store's timeout (1 s, and a few round trips), far below
# the stall, which lasts until the test ends it (before the change, a request waited 4 x 30 s).
BOUND_S = 15


@pytest.fixture
def stoppable(tmp_path):
    """A private redis-server of this test's own (it is stopped with SIGSTOP)."""
    server = RedisServer(tmp_path / "redis")
    yield server
    server.process.send_signal(signal.SIGCONT)
    server.stop()


def start_serve(redis_url: str, stderr: Path) -> tuple[subprocess.Popen, str]:
    port = free_port()
    with open(stderr, "w") as err:
        serve = subprocess.Popen([sys.executable, "-m", "service.cli", "serve", "--port", str(port)], cwd=ROOT,
                                 env=env_for(redis_url, TRACKSIDE_STORE_TIMEOUT_S="1",
                                             TRACKSIDE_STREAM_HEARTBEAT_SECONDS="1"), stderr=err,
                                 start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    wait_for(lambda: answering(f"{base}/healthz"), what="trackside serve")
    return serve, base



def test_serve_patches_with_gevent_before_ssl_is_imported(stoppable, tmp_path):
    serve, base = start_serve(stoppable.url, tmp_path / "serve.err")
    assert requests.get(f"{base}/healthz", timeout=5).json() == {"status": "ok", "store": "ok"}
    stop_part(serve)
    said = (tmp_path / "serve.err").read_text()
    assert "Listening at" in said  # (the log is where the warning would be)
    assert "MonkeyPatchWarning" not in said and "monkey-patch" not in said.lower(), said


def test_while_redis_is_stalled_requests_are_503_with_retry_after_and_healthz_says_stalled(stoppable, tmp_path):
    serve, base = start_serve(stoppable.url, tmp_path / "serve.err")
    try:
        created = create(requests.Session(), base, "railroad-ink", [{"name": "a"}], seed="stall")
        gid, token = created["game"]["id"], created["seats"][0]["token"]
        command = requests.get(f"{base}/v1/games/{gid}/legal-commands", headers=auth(token), timeout=5).json()["commands"][0]
        with requests.get(f"{base}/v1/games/{gid}/events/stream", stream=True, timeout=BOUND_S) as stream:
            lines = stream.iter_lines()
            assert next(line for line in lines if line.startswith(b"id: ")) == b"id: 1"
            assert b": keep-alive" in lines  # past the stored events: the stream waits for new ones
            stoppable.process.send_signal(signal.SIGSTOP)
            try:
                health = requests.get(f"{base}/healthz", timeout=BOUND_S)
                assert health.status_code == 503 and health.headers["Retry-After"] == "1"
                assert health.json()["store"] == "stalled"
                for answer in (requests.get(f"{base}/v1/games/{gid}/state", timeout=BOUND_S),
                               requests.post(f"{base}/v1/games/{gid}/commands", headers=auth(token), json=command,
                                             timeout=BOUND_S)):
                    assert answer.status_code == 503 and answer.headers["Retry-After"] == "1", answer.text
                    assert answer.headers["Content-Type"] == "application/problem+json"
                    assert answer.json()["code"] == "store_unavailable"
            finally:
                stoppable.process.send_signal(signal.SIGCONT)
            assert requests.get(f"{base}/healthz", timeout=BOUND_S).json() == {"status": "ok", "store": "ok"}
            posted = requests.post(f"{base}/v1/games/{gid}/commands", headers=auth(token), json=command, timeout=BOUND_S)
            assert posted.status_code == 201, posted.text
            # The stream opened before the stall carries the move made after it.
            version = posted.json()["version"]
            assert any(line == f"id: {version}".encode() for line in lines)
    finally:
        stop_part(serve)
    assert "Error handling request" not in (tmp_path / "serve.err").read_text()  # (gunicorn's, for a 500)


@pytest.mark.parametrize(("env", "said"), [
    ({"TRACKSIDE_STORE_TIMEOUT_S": "0"}, "TRACKSIDE_STORE_TIMEOUT_S must be above 0"),
    ({"TRACKSIDE_STORE_TIMEOUT_S": "2", "TRACKSIDE_WAIT_REPLICAS": "1", "TRACKSIDE_WAIT_TIMEOUT_MS": "2000"},
     "TRACKSIDE_WAIT_TIMEOUT_MS must stay below TRACKSIDE_STORE_TIMEOUT_S"),
])
def test_a_store_timeout_that_cannot_work_is_refused_at_start(monkeypatch, env, said):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(ValueError, match=said):
        Settings()
