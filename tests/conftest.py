from __future__ import annotations

import os

import pytest

from service.config import Settings
from service.http.app import create_app
from tests.support import RedisServer, ServedApp, start_part, stop_part

# No test sends a webhook anywhere but to the hosts it allows (its own receivers, on 127.0.0.1): the
# settings below and every process the tests start (which inherit this environment) say so.
os.environ["TRACKSIDE_WEBHOOK_ALLOW_ONLY"] = "1"
os.environ.setdefault("TRACKSIDE_WEBHOOK_ALLOW", "127.0.0.1")


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory):
    server = RedisServer(tmp_path_factory.mktemp("redis"))
    yield server
    server.stop()


@pytest.fixture
def redis_url(redis_server):
    """A clean database on the private server for each test (functions are reloaded by the app)."""
    redis_server.client().flushall()
    return redis_server.url


@pytest.fixture
def settings(redis_url):
    return Settings(redis_url=redis_url, queue_url=redis_url, admin_token="admin-secret", rate_limit="100000/second",
                    heavy_read_limit="100000/second", create_limit="100000/second", webhook_allow=("127.0.0.1",), webhook_allow_only=True)


@pytest.fixture
def app(settings):
    return create_app(settings)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def served(app):
    served = ServedApp(app)
    yield served
    served.stop()


@pytest.fixture
def worker(redis_url):
    process = start_part("worker", redis_url)
    yield process
    stop_part(process)


@pytest.fixture
def quick_bots(redis_url):
    """A worker whose bots think 0.05 s a move at most (TRACKSIDE_BOT_SECONDS), so whole games are short."""
    process = start_part("worker", redis_url, TRACKSIDE_BOT_SECONDS="0.05")
    yield process
    stop_part(process)


@pytest.fixture
def relay(redis_url):
    process = start_part("relay", redis_url)
    yield process
    stop_part(process)
