"""TRACKSIDE_REDIS_URL and TRACKSIDE_QUEUE_URL: one server, a cluster, or a Sentinel-managed primary."""
from __future__ import annotations

import pytest

from service.config import CLUSTER, SENTINEL, RedisLocation, Settings


def test_urls_name_a_server_a_cluster_or_a_sentinel_service():
    assert RedisLocation.parse("redis://h:1/2").url == "redis://h:1/2"
    cluster = RedisLocation.parse("redis+cluster://a:7000,b:7001")
    assert (cluster.scheme, cluster.nodes) == (CLUSTER, (("a", 7000), ("b", 7001)))
    sentinel = RedisLocation.parse("redis+sentinel://:pw@s1:26379,s2:26380/trackside-queue/3")
    assert (sentinel.scheme, sentinel.nodes, sentinel.service, sentinel.db, sentinel.password) == (
        SENTINEL, (("s1", 26379), ("s2", 26380)), "trackside-queue", 3, "pw")
    assert sentinel.limiter_url == "redis+sentinel://:pw@s1:26379,s2:26380/trackside-queue"


@pytest.mark.parametrize("url", ["redis+cluster://a", "redis+cluster://a:1/0", "redis+sentinel://s:1",
                                 "redis+sentinel://s:1/svc/zero", "redis+sentinel://s:x/svc/0"])
def test_malformed_urls_are_refused_with_the_reason(url):
    with pytest.raises(ValueError, match="host:port|path|/<service>/<db>"):
        RedisLocation.parse(url)


def test_rq_is_never_pointed_at_a_cluster():
    with pytest.raises(ValueError, match="TRACKSIDE_QUEUE_URL"):
        assert not Settings(redis_url="redis+cluster://a:1", queue_url="").rq_url
    with pytest.raises(ValueError, match="RQ cannot run"):
        assert not Settings(redis_url="redis://a:1/0", queue_url="redis+cluster://a:1").rq_url
    assert Settings(redis_url="redis+cluster://a:1", queue_url="redis+sentinel://s:1/q/0").rq_url.startswith(SENTINEL)
