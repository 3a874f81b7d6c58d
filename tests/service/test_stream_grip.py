"""The live streams through Pushpin (TRACKSIDE_STREAMS=grip): two real Pushpin nodes in front of the API,
the relay publishing every append to both. The contract is the gevent path's (test_stream.py): `id:` is
the version, Last-Event-ID resumes from any version, each seat sees only its own hidden cards, the
API checks the tokens, and a finished game ends with `event: end`."""
from __future__ import annotations

import secrets
import time
from dataclasses import replace
from pathlib import Path

import pytest
import requests
from redis import Redis

from service.adapters.redis.keys import OUTBOX
from service.cli.nodes import pushpin_rundir
from service.config import Settings
from service.http.app import create_app
from tests.platform.support import bearer, challenger, new_account
from tests.service.play import auth, create, forged_tokens_refused, play_randomly
from tests.service.test_stream import play_one, read_events
from tests.support import PushpinNode, ServedApp, start_part, stop_part, wait_for


class Grip:
    """The API (GRIP answers, heartbeats every second; `settings` besides), nodes A and B in front of it,
    and the relay publishing to both (relay_to: to some only) and counting the streams both hold."""

    def __init__(self, redis_url: str, directory, **settings) -> None:
        self.redis_url, self.key = redis_url, secrets.token_urlsafe(16)
        settings = Settings(redis_url=redis_url, queue_url=redis_url, rate_limit="100000/second",
                            create_limit="100000/second", streams="grip", grip_key=self.key,
                            stream_heartbeat_seconds=1, **settings)
        self.served = ServedApp(create_app(settings))
        self.nodes, self.relay = [], None
        try:
            for name in "ab":
                self.nodes.append(PushpinNode(directory / name, f"127.0.0.1:{self.served.port}", self.key))
            # (the API publishes a close to the nodes when a key is revoked)
            self.served.app.config["TRACKSIDE"] = replace(settings, grip_publish=tuple(n.publish_url for n in self.nodes))
            self.relay_to(self.nodes)
        except BaseException:
            self.stop()
            raise

    def relay_to(self, nodes) -> None:
        if self.relay is not None:
            stop_part(self.relay)
        self.relay = start_part("relay", self.redis_url, TRACKSIDE_STREAMS="grip", TRACKSIDE_GRIP_KEY=self.key,
                                TRACKSIDE_GRIP_PUBLISH=",".join(node.publish_url for node in nodes),
                                TRACKSIDE_GRIP_STATS=",".join(node.stats_spec for node in self.nodes))

    def stop(self) -> None:
        if self.relay is not None:
            stop_part(self.relay)
        for node in self.nodes:
            node.stop()
        self.served.stop()


@pytest.fixture
def setup(redis_url, tmp_path):
    grip = Grip(redis_url, tmp_path)
    yield grip
    grip.stop()


@pytest.fixture
def grip(setup):
    return setup.served, setup.nodes


def stream(base: str, gid: str, headers: dict | None = None, timeout: float = 20) -> requests.Response:
    response = requests.get(f"{base}/v1/games/{gid}/events/stream", headers=headers or {}, stream=True,
                            timeout=timeout)
    assert response.status_code == 200, response.text
    return response


def test_every_event_reaches_streams_on_two_nodes_in_order_and_a_reconnect_loses_none(grip):
    served, (a, b) = grip
    http, api = served.http, served.url
    created = create(http, api, "railroad-ink", [{"name": "p"}], seed="grip")
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    first = http.get(f"{api}/v1/games/{gid}").json()["version"]
    on_a, on_b = stream(a.url, gid), stream(b.url, gid, auth(token))
    lines_a, lines_b = on_a.iter_lines(decode_unicode=True), on_b.iter_lines(decode_unicode=True)
    got_a, got_b = read_events(on_a, first, lines_a), read_events(on_b, first, lines_b)
    for _ in range(5):
        play_one(http, api, gid, token)
    got_a += read_events(on_a, 5, lines_a)
    got_b += read_events(on_b, 3, lines_b)
    on_b.close()  # B's client goes after version first + 3 and comes back later, on node A
    for _ in range(4):
        play_one(http, api, gid, token)
    resumed = stream(a.url, gid, {**auth(token), "Last-Event-ID": str(got_b[-1]["id"])})
    lines_r = resumed.iter_lines(decode_unicode=True)
    got_b += read_events(resumed, 6, lines_r)
    for _ in range(3):
        play_one(http, api, gid, token)
    got_a += read_events(on_a, 7, lines_a)
    got_b += read_events(resumed, 3, lines_r)
    last = http.get(f"{api}/v1/games/{gid}").json()["version"]
    assert last == first + 12
    assert [e["id"] for e in got_a] == [e["id"] for e in got_b] == list(range(1, last + 1))
    assert [e["data"] for e in got_b] == http.get(f"{api}/v1/games/{gid}/events", headers=auth(token)).json()["events"]
    for response in (on_a, resumed):
        response.close()


def test_a_seats_stream_never_carries_another_seats_hidden_cards(grip):
    """Each viewer's stream, live through either node, is exactly its /events: the relay redacts once
    per viewer class and publishes on that class's channel."""
    served, (a, b) = grip
    http, api = served.http, served.url
    created = create(http, api, "ticket-to-ride", [{"name": "P0"}, {"name": "P1"}], seed="seats")
    gid = created["game"]["id"]
    tokens = {seat["seat"]: seat["token"] for seat in created["seats"]}
    viewers = {"spectator": (a, {}), "seat 0": (b, auth(tokens[0])), "seat 1": (a, auth(tokens[1]))}
    streams = {name: stream(node.url, gid, headers) for name, (node, headers) in viewers.items()}
    lines = {name: response.iter_lines(decode_unicode=True) for name, response in streams.items()}
    setup = {name: read_events(streams[name], len(http.get(f"{api}/v1/games/{gid}/events", headers=headers)
                                                   .json()["events"]), lines[name])
             for name, (_, headers) in viewers.items()}
    for _ in range(12):
        active = http.get(f"{api}/v1/games/{gid}").json()["active_seats"][0]
        play_one(http, api, gid, tokens[active])
    live = {}
    for name, (_, headers) in viewers.items():
        shown = http.get(f"{api}/v1/games/{gid}/events", headers=headers).json()["events"]
        live[name] = read_events(streams[name], len(shown) - len(setup[name]), lines[name])
        assert [e["data"] for e in setup[name] + live[name]] == shown, name
        streams[name].close()
    assert live["seat 0"] != live["spectator"] != live["seat 1"], "the moves played drew hidden cards"


def test_a_forged_or_missing_token_is_refused_and_an_unsigned_request_is_not_held(grip):
    served, (a, _) = grip
    http, api = served.http, served.url
    created = create(http, api, "railroad-ink", [{"name": "p"}], seed="tokens")
    gid = created["game"]["id"]
    forged_tokens_refused(a.url, gid)
    # Straight to the API with a made-up signature: served by the API itself, never a GRIP instruction
    # that a client could pass off (it would show as headers here).
    fake = "eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJwdXNocGluIiwiZXhwIjo5OTk5OTk5OTk5fQ.AAAA"
    with requests.get(f"{api}/v1/games/{gid}/events/stream", headers={"Grip-Sig": fake}, stream=True,
                      timeout=10) as direct:
        assert direct.status_code == 200 and "Grip-Hold" not in direct.headers
        assert read_events(direct, 1)[0]["id"] == 1


def test_the_sse_format_is_the_documents_heartbeats_included_and_a_finished_game_says_end(grip):
    """As openapi.yaml says: text/event-stream, `retry:`, each event `id: <version>`, `event: <type>`,
    `data: <Event>`, `: keep-alive` comments (every second here), then `event: end` and the end of the
    stream when the game finishes; a reconnection after the end is 204."""
    served, (_, b) = grip
    http, api = served.http, served.url
    created = create(http, api, "railroad-ink", [{"name": "p"}], seed="format")
    gid = created["game"]["id"]
    version = http.get(f"{api}/v1/games/{gid}").json()["version"]
    with requests.get(f"{b.url}/v1/games/{gid}/events/stream", stream=True, timeout=30) as response:
        assert response.headers["Content-Type"].startswith("text/event-stream")
        assert "Grip-Hold" not in response.headers and "Grip-Channel" not in response.headers
        lines = response.iter_lines(decode_unicode=True)
        head = [next(lines) for _ in range(2)]
        assert head == ["retry: 1000", ""]
        frame = [next(lines) for _ in range(4)]
        assert frame[0] == "id: 1" and frame[1].startswith("event: ") and frame[2].startswith("data: {")
        assert frame[3] == ""
        events = read_events(response, version - 1, lines)
        started = time.monotonic()
        assert next(line for line in lines if line) == ": keep-alive"  # (nothing else happens meanwhile)
        assert time.monotonic() - started < 3
        summary = play_randomly(http, api, created, seed=2)
        rest = read_events(response, None, lines)  # until the stream closes
    assert [e["id"] for e in events + rest][-1] == summary["version"]
    assert rest[-1]["event"] == "end" and rest[-1]["data"] == {"status": "finished", "version": summary["version"]}
    again = requests.get(f"{b.url}/v1/games/{gid}/events/stream", headers={"Last-Event-ID": str(summary["version"])},
                         timeout=10)
    assert again.status_code == 204


def test_an_event_a_node_missed_reaches_its_streams_with_the_next_one(setup):
    """A publish a node did not get (down for a moment, or made before the hold began) is not lost: the
    next one's prev-id does not follow the last id the node sent, and the node asks the API for what
    followed it (Grip-Last), which the store has."""
    (http, api), (a, b) = (setup.served.http, setup.served.url), setup.nodes
    created = create(http, api, "railroad-ink", [{"name": "p"}], seed="gap")
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    version = http.get(f"{api}/v1/games/{gid}").json()["version"]
    with stream(a.url, gid) as on_a, stream(b.url, gid, {"Last-Event-ID": str(version)}) as on_b:
        lines_a, lines_b = on_a.iter_lines(decode_unicode=True), on_b.iter_lines(decode_unicode=True)
        assert [e["id"] for e in read_events(on_a, version, lines_a)] == list(range(1, version + 1))
        setup.relay_to([b])  # the next append is published to node B alone
        play_one(http, api, gid, token)
        assert read_events(on_b, 1, lines_b)[0]["id"] == version + 1
        setup.relay_to([a, b])
        play_one(http, api, gid, token)
        got = read_events(on_a, 2, lines_a)
    assert [e["id"] for e in got] == [version + 1, version + 2]


def test_the_account_stream_works_through_pushpin_and_resumes(grip):
    served, (a, b) = grip
    http, api = served.http, served.url
    (guest, guest_key) = new_account(http, api, "Guest")
    challenge = challenger(http, api, new_account(http, api, "Host"), guest)

    with requests.get(f"{a.url}/v1/me/events", headers=bearer(guest_key), stream=True, timeout=20) as live:
        assert live.status_code == 200 and live.headers["Content-Type"].startswith("text/event-stream")
        lines = live.iter_lines(decode_unicode=True)
        challenge()
        first = wait_for(lambda: next(line for line in lines if line.startswith("id: ")), what="an account event")
        challenge()
        second = next(line for line in lines if line.startswith("id: "))
    assert first != second
    challenge()
    with requests.get(f"{b.url}/v1/me/events", headers={**bearer(guest_key), "Last-Event-ID": first[4:]},
                      stream=True, timeout=20) as resumed:
        lines = resumed.iter_lines(decode_unicode=True)
        ids = [next(line for line in lines if line.startswith("id: ")) for _ in range(2)]
    assert ids[0] == second and ids[1] not in (first, second)


def test_trackside_up_puts_pushpin_on_the_public_port_in_front_of_the_api(tmp_path):
    """`up --streams grip`: Pushpin on TRACKSIDE_PORT holds the streams, the relay publishes to it (the default
    of `up` where pushpin is installed and nginx with nchan is not)."""
    from tests.service.test_cli import _ready, end_up, start_up

    up, base, _ = start_up(tmp_path / "var", "--streams", "grip")
    try:
        wait_for(lambda: _ready(base), timeout=60, what="trackside up")
        http = requests.Session()
        created = create(http, base, "railroad-ink", [{"name": "p"}], seed="up")
        gid, token = created["game"]["id"], created["seats"][0]["token"]
        version = http.get(f"{base}/v1/games/{gid}").json()["version"]
        with stream(base, gid, {"Last-Event-ID": str(version)}) as live:
            assert (tmp_path / "var" / "pushpin" / "pushpin.conf").is_file()
            rundir = pushpin_rundir((tmp_path / "var" / "pushpin").resolve())
            assert (rundir / "pushpin-accept").exists()  # its sockets, outside var/
            play_one(http, base, gid, token)
            assert read_events(live, 1)[0]["id"] == version + 1
    finally:
        end_up(up)
    assert not _ready(base)
    assert not rundir.exists()  # left with no dead sockets behind


@pytest.mark.parametrize(("streams", "key", "message"), [("fanout", "k", "TRACKSIDE_STREAMS must be one of"),
                                                         ("grip", "", "TRACKSIDE_GRIP_KEY"),
                                                         ("nchan", "k", "TRACKSIDE_NCHAN_SECRET")])
def test_the_streams_setting_is_checked_at_start(streams, key, message):
    with pytest.raises(ValueError, match=message):
        Settings(streams=streams, grip_key=key)


def test_an_open_is_one_request_to_the_api_and_a_burst_of_opens_may_queue_for_it(setup):
    """Each open through a node is one request to the API: the node asks the hold's next link only when
    the hold's prev-id is not the channel's last published id, once for all the holds sharing that link
    (docs/streams.md, "Bursts of opens"); and the node's zurl lets as many requests wait for the API as
    the node holds streams (the package's 1,000 made a burst of opens a burst of 502s)."""
    (http, api), (a, _) = (setup.served.http, setup.served.url), setup.nodes
    created = create(http, api, "railroad-ink", [{"name": "p"}], seed="one request")
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    version = http.get(f"{api}/v1/games/{gid}").json()["version"]
    log = Path(a.log.name)
    # The creation's events published before the holds begin (else a hold meets their publish, whose ids
    # precede its prev-id, and asks the next link: once per such publish, a race this test is not about).
    redis = Redis.from_url(setup.redis_url)
    wait_for(lambda: [g["pending"] + (g["lag"] or 0) for g in redis.xinfo_groups(OUTBOX)] == [0], 20,
             what="the relay to publish the creation")

    def requested() -> list[str]:
        return [line for line in log.read_text().splitlines()
                if "[zurl] IN" in line and f"/v1/games/{gid}/events/stream" in line]

    opened = [stream(a.url, gid, {"Last-Event-ID": str(version)}) for _ in range(20)]
    try:
        play_one(http, api, gid, token)
        for response in opened:
            assert read_events(response, 1)[0]["id"] == version + 1
        time.sleep(1)  # (what the node would ask after the holds has had time to show in its log)
        # 20 opens, and at most one next link for them all (a publish the node got after the holds began
        # whose ids do not follow their prev-id: one request, shared, fills the gap)
        links = [line for line in requested() if "?after=" in line]
        assert len(requested()) - len(links) == 20 and len(links) <= 1, requested()
    finally:
        for response in opened:
            response.close()
    zurl = dict(line.split("=", 1) for line in (pushpin_rundir(log.parent.resolve()) / "zurl.conf").read_text().splitlines() if "=" in line)
    assert int(zurl["in_hwm"]) == 50_000 and int(zurl["max_open_requests"]) == 2_000
