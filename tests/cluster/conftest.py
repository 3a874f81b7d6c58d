from __future__ import annotations

import pytest

from service.config import Settings
from service.http.app import create_app
from tests.cluster.nodes import LocalCluster
from tests.support import RedisServer, ServedApp, start_part, stop_part


@pytest.fixture(scope="module")
def local_cluster(tmp_path_factory):
    """Three primaries, no replicas."""
    cluster = LocalCluster(tmp_path_factory.mktemp("cluster"), primaries=3)
    yield cluster
    cluster.stop()


@pytest.fixture(scope="module")
def queue_server(tmp_path_factory):
    """RQ's own Redis (RQ does not run on a cluster)."""
    server = RedisServer(tmp_path_factory.mktemp("queue"))
    yield server
    server.stop()


def cluster_settings(cluster_url: str, queue_url: str, **extra) -> Settings:
    return Settings(redis_url=cluster_url, queue_url=queue_url, admin_token="admin-secret",
                    rate_limit="100000/second", heavy_read_limit="100000/second",
                    create_limit="100000/second", **extra)


@pytest.fixture
def cluster_served(local_cluster, queue_server):
    served = ServedApp(create_app(cluster_settings(local_cluster.url, queue_server.url)))
    yield served
    served.stop()


@pytest.fixture
def cluster_parts(local_cluster, queue_server):
    """A real worker and a real relay on the cluster and the queue's Redis."""
    parts = [start_part(part, local_cluster.url, TRACKSIDE_QUEUE_URL=queue_server.url) for part in ("worker", "relay")]
    yield parts
    for part in parts:
        stop_part(part)
