"""The stream caps on the streams Pushpin holds (TRACKSIDE_STREAMS=grip; docs/streams.md, "Caps and
heartbeats"): as on the gevent path, a client address may hold TRACKSIDE_MAX_STREAMS_PER_CLIENT game
streams and an account MAX_STREAMS_PER_ACCOUNT /v1/me/events over every node; the next open is refused
(503 or 429 too_many_streams, Retry-After) until one closes. The nodes tell who is subscribed, the relay
counts it, the API sums it: real nodes, relay, Redis and sockets."""
from __future__ import annotations

import time

import orjson
import pytest
import redis
import requests

from service.adapters.streams.stream_counts import StreamCounter, StreamCounts
from service.app.live import MAX_STREAMS_PER_ACCOUNT
from tests.platform.support import bearer, new_account
from tests.service.play import create
from tests.service.test_stream import play_one, read_events
from tests.service.test_stream_grip import Grip, stream
from tests.support import wait_for

CAP = 3
ADDRESS = "p-127.0.0.1"  # the nodes and the tests are all on the loopback


@pytest.fixture
def counts(redis_url):
    return StreamCounts(redis.Redis.from_url(redis_url))


@pytest.fixture
def setup(redis_url, tmp_path, counts):
    grip = Grip(redis_url, tmp_path, max_streams_per_client=CAP)
    try:
        counting(grip, counts)
        yield grip
    finally:
        grip.stop()


def counting(grip: Grip, counts: StreamCounts) -> None:
    """Wait until the relay hears both nodes: a node tells of a new subscription once (then every 45 s),
    so what opens before the relay's counter has connected counts only from its next refresh. A stream of
    another account on each node, opened until it is counted, then closed (a new account each time: an
    open not told of keeps its lease for a while, service/adapters/streams/stream_leases.py)."""
    deadline = time.monotonic() + 30
    while True:
        account, key = new_account(grip.served.http, grip.served.url, "Probe")
        channel = f"a-{account['id']}"
        probes = [requests.get(f"{node.url}/v1/me/events", headers=bearer(key), stream=True, timeout=20)
                  for node in grip.nodes]
        try:
            assert all(response.status_code == 200 for response in probes)
            try:
                held(counts, channel, len(probes), timeout=1)
                break
            except AssertionError:
                if time.monotonic() > deadline:
                    raise
        finally:
            for response in probes:
                response.close()
    held(counts, channel, 0)


def held(counts: StreamCounts, channel: str, streams: int, timeout: float = 10) -> None:
    """Wait until the nodes have told the relay they hold `streams` streams on `channel`."""
    wait_for(lambda: counts.open_streams(channel) == streams, timeout=timeout, what=f"{streams} streams on {channel}")


def refused(url: str, headers: dict | None = None, path: str = "") -> requests.Response:
    """An open that is to be refused: its answer, read (closed at once if it is a stream after all)."""
    response = requests.get(url + path, headers=headers or {}, stream=True, timeout=10)
    if response.status_code == 200:
        response.close()
    else:
        _ = response.content
    return response


def game(setup) -> str:
    created = create(setup.served.http, setup.served.url, "railroad-ink", [{"name": "p"}], seed="caps")
    return created["game"]["id"]


def test_a_client_address_at_its_cap_is_refused_until_one_of_its_streams_closes(setup, counts):
    (a, _), gid = setup.nodes, game(setup)
    opened = [stream(a.url, gid) for _ in range(CAP)]
    try:
        held(counts, ADDRESS, CAP)
        beyond = refused(a.url, path=f"/v1/games/{gid}/events/stream")
        assert beyond.status_code == 503, beyond.headers
        assert beyond.json()["code"] == "too_many_streams" and int(beyond.headers["Retry-After"]) > 0
        opened.pop().close()
        held(counts, ADDRESS, CAP - 1)
        opened.append(stream(a.url, gid))  # (stream() asserts the 200)
    finally:
        for response in opened:
            response.close()


def test_the_cap_counts_the_streams_of_every_node(setup, counts):
    (a, b), gid = setup.nodes, game(setup)
    opened = [stream(a.url, gid), stream(a.url, gid), stream(b.url, gid)]
    try:
        held(counts, ADDRESS, CAP)
        for node in (a, b):
            beyond = refused(node.url, path=f"/v1/games/{gid}/events/stream")
            assert beyond.status_code == 503 and beyond.json()["code"] == "too_many_streams", node.url
        opened.pop(0).close()  # one of node A's
        held(counts, ADDRESS, CAP - 1)
        opened.append(stream(b.url, gid))
    finally:
        for response in opened:
            response.close()
    held(counts, ADDRESS, 0)


def test_a_next_link_keeps_its_streams_counted(setup, counts):
    """A node that missed a publish asks its holds' next link, whose answer replaces the holds' channels:
    the link names the client's capped channel too, so the count neither drops nor grows."""
    (http, api), (a, b) = (setup.served.http, setup.served.url), setup.nodes
    created = create(http, api, "railroad-ink", [{"name": "p"}], seed="caps link")
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    version = http.get(f"{api}/v1/games/{gid}").json()["version"]
    opened, kept = [stream(a.url, gid, {"Last-Event-ID": str(version)}) for _ in range(CAP)], []
    try:
        held(counts, ADDRESS, CAP)
        setup.relay_to([b])  # node A misses the next append...
        play_one(http, api, gid, token)
        setup.relay_to([a, b])
        counting(setup, counts)  # (the count dropping at the next link would not be missed)
        play_one(http, api, gid, token)  # ...and asks for it with this one
        for response in opened:  # (one iterator kept for each: a dropped one closes its stream)
            lines = response.iter_lines(decode_unicode=True)
            assert [e["id"] for e in read_events(response, 2, lines)] == [version + 1, version + 2]
            kept.append(lines)
        assert any("?after=" in line and "caps=" in line for line in open(a.log.name).read().splitlines())
        held(counts, ADDRESS, CAP)
        beyond = refused(a.url, path=f"/v1/games/{gid}/events/stream")
        assert beyond.status_code == 503 and beyond.json()["code"] == "too_many_streams"
    finally:
        for response in opened:
            response.close()
    held(counts, ADDRESS, 0)


def test_an_account_at_its_cap_is_refused_until_one_of_its_streams_closes(setup, counts):
    (a, b), (http, api) = setup.nodes, (setup.served.http, setup.served.url)
    account, key = new_account(http, api, "Capped")
    channel = f"a-{account['id']}"
    opened = []
    try:
        for n in range(MAX_STREAMS_PER_ACCOUNT):
            opened.append(requests.get(f"{(a, b)[n % 2].url}/v1/me/events", headers=bearer(key), stream=True,
                                       timeout=20))
            assert opened[-1].status_code == 200, opened[-1].text
        held(counts, channel, MAX_STREAMS_PER_ACCOUNT)
        for node in (a, b):
            beyond = refused(node.url, bearer(key), "/v1/me/events")
            assert beyond.status_code == 429, beyond.headers
            assert beyond.json()["code"] == "too_many_streams" and "Retry-After" in beyond.headers
        other, other_key = new_account(http, api, "Other")  # (another account is not capped by it)
        with requests.get(f"{a.url}/v1/me/events", headers=bearer(other_key), stream=True, timeout=20) as free:
            assert free.status_code == 200
        opened.pop().close()
        held(counts, channel, MAX_STREAMS_PER_ACCOUNT - 1)
        opened.append(requests.get(f"{a.url}/v1/me/events", headers=bearer(key), stream=True, timeout=20))
        assert opened[-1].status_code == 200, opened[-1].text
    finally:
        for response in opened:
            response.close()


def test_a_restarted_nodes_counts_are_dropped_and_an_untold_count_lapses(counts):
    """A node that restarts lost its streams: its packets now come from another handler instance, and
    what its earlier instance held is forgotten. A count its node does not tell again within its ttl
    lapses (the node went away, or the relay missed its unsubscribe)."""
    counter = StreamCounter(counts, ["ipc://a", "ipc://b"])

    def sub(node: str, instance: str, channel: str, subscribers: int, ttl: float = 60) -> None:
        packet = {"channel": channel, "from": instance, "mode": "stream", "subscribers": subscribers, "ttl": ttl}
        counter.heard(node, b"sub J" + orjson.dumps(packet))

    sub("ipc://a", "handler_1", ADDRESS, 2)
    sub("ipc://a", "handler_1", "p-10.0.0.9", 1)
    sub("ipc://b", "handler_7", ADDRESS, 1)
    sub("ipc://b", "handler_7", "g-0123-s", 9)  # (a viewer class's channel: no one is capped on it)
    assert counts.open_streams(ADDRESS) == 3 and counts.open_streams("g-0123-s") == 0
    sub("ipc://a", "handler_2", ADDRESS, 1)  # node A restarted; one stream came back
    assert counts.open_streams(ADDRESS) == 2 and counts.open_streams("p-10.0.0.9") == 0
    counter.heard("ipc://b", b'sub J{"channel":"p-127.0.0.1","from":"handler_7","mode":"stream","unavailable":true}')
    assert counts.open_streams(ADDRESS) == 1
    sub("ipc://b", "handler_7", "a-1", 2, ttl=0.2)
    assert counts.open_streams("a-1") == 2
    time.sleep(0.3)
    assert counts.open_streams("a-1") == 0
