from __future__ import annotations

import os

import pytest

from service.bootstrap import memory_services
from service.config import Settings
from service.http.app import create_app
from tests.support import RedisServer, ServedApp, start_part, stop_part

# No test sends a webhook anywhere but to the hosts it allows (its own receivers, on 127.0.0.1): the
# settings below and every process the tests start (which inherit this environment) say so.
os.environ["TRACKSIDE_WEBHOOK_ALLOW_ONLY"] = "1"
os.environ.setdefault("TRACKSIDE_WEBHOOK_ALLOW", "127.0.0.1")


# The longest files first (each 19-120 s of `make test` on this 2-core machine, by its --durations): the
# test processes are given whole files in the order collected (--dist loadfile --no-loadscope-reorder), so the long ones start
# early and the processes end together, instead of one long file running alone at the end.
LONGEST_FIRST = [
    "tests/service/test_stream_caps.py",
    "tests/service/test_cli.py",
    "tests/platform/test_account_events_stream.py",
    "tests/e2e/test_play_page.py",
    "tests/domain/test_bot_strength.py",
    "tests/e2e/test_play_tinners_trail.py",
    "tests/service/test_table_http.py",
    "tests/service/test_openapi.py",
    "tests/service/test_archiving.py",
    "tests/e2e/test_play_railroad_ink.py",
    "tests/workers/test_clocks.py",
    "tests/platform/test_ratings.py",
    "tests/service/test_stream_nchan.py",
    "tests/service/test_stream_grip.py",
    "tests/workers/test_in_process.py",
    "tests/service/test_lilliput_http.py",
    "tests/service/test_archive.py",
    "tests/cluster/test_games_on_a_cluster.py",
    "tests/e2e/test_spectator_page.py",
    "tests/platform/test_account_event_schema.py",
    "tests/workers/test_bots.py",
    "tests/e2e/test_lobby_page.py",
    "tests/service/test_every_game_http.py",
    "tests/workers/test_resilience.py",
    "tests/platform/test_platform_flow.py",
    "tests/test_standalone.py",
    "tests/cluster/test_wait.py",
    "tests/service/test_stream_grip_caps.py",
    "tests/service/test_heavy_reads.py",
    "tests/platform/test_clock_low.py",
    "tests/clients/test_typescript_client.py",
    "tests/platform/test_webhooks_delivery.py",
    "tests/service/test_stream.py",
    "tests/clients/test_python_client.py",
    "tests/domain/lilliput/test_view_shape.py",
    "tests/platform/test_lobby_expiry_told.py",
    "tests/platform/test_account_events.py",
    "tests/service/test_durability.py",
    "tests/e2e/test_play_lilliput.py",
    "tests/domain/tournaments/test_pairing.py",
    "tests/platform/test_ratings_faults.py",
    "tests/workers/test_queues.py",
    "tests/service/test_forks_and_seeds.py",
    "tests/service/test_ticket_to_ride_http.py",
    "tests/e2e/test_play_ticket_to_ride.py",
    "tests/workers/test_fair_moves.py",
    "tests/platform/test_account_events_faults.py",
    "tests/e2e/test_analysis_page.py",
]


def pytest_collection_modifyitems(config, items):
    rank = {path: n for n, path in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(rank)))  # (stable: the rest as collected)


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
def settings(request):
    """The tests' settings: on the private Redis (a clean database), except for tests marked `memory`, whose
    app runs on the in-memory fakes and names no Redis."""
    url = Settings().redis_url if request.node.get_closest_marker("memory") else request.getfixturevalue("redis_url")
    return Settings(redis_url=url, queue_url=url, admin_token="admin-secret", rate_limit="100000/second",
                    heavy_read_limit="100000/second", create_limit="100000/second", webhook_allow=("127.0.0.1",), webhook_allow_only=True)


@pytest.fixture
def app(request, settings):
    return create_app(memory_services(settings) if request.node.get_closest_marker("memory") else settings)


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
