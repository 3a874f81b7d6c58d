"""The live streams on nginx with nchan (TRACKSIDE_STREAMS=nchan): two real nginx nodes in front of the API,
nchan's messages in the private Redis, the relay publishing every append and mapping our versions to
nchan's ids. The contract is the gevent path's (test_stream.py): `id:` is the version, Last-Event-ID
resumes from any version (an old one from the store, a recent one from nchan), each seat sees only its
own hidden cards, the API checks the tokens, a finished game ends with `event: end`. What differs, by
design (docs/streams.md): no `: keep-alive` comment (nchan's raw stream has none), a quiet stream ends
instead and the client comes back with its Last-Event-ID; a client behind the map gets a finite answer
from the store and comes back too. The reader below reconnects as an EventSource does."""
from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
import time
from dataclasses import replace

import orjson
import pytest
import requests

from service.adapters.redis.resilience import connect
from service.adapters.redis.store import EventStore
from service.adapters.streams.account_events import AccountEvents
from service.adapters.streams.nchan import NchanMap, NchanNodes, NchanPublisher
from service.app.games import GameService
from service.config import Settings
from service.http.app import create_app
from tests.platform.support import bearer, challenger, new_account
from tests.service.play import auth, create, forged_tokens_refused, play_randomly
from tests.service.test_stream import play_one
from tests.support import (
    ROOT,
    NchanNode,
    RedisServer,
    ServedApp,
    env_for,
    free_port,
    nchan_installed,
    start_part,
    stop_part,
    wait_for,
)

sys.path.insert(0, str(ROOT / "clients" / "python"))  # the client as committed

from trackside_client.streams import frames  # noqa: E402

pytestmark = pytest.mark.skipif(not nchan_installed(), reason="nginx with nchan is not installed")

IDLE_S = 2  # a quiet stream ends after this (the nodes' nchan_subscriber_timeout)
MAPPED = 8  # the relay's map per channel, small: a client 8 events behind reads the store


class Nchan:
    """The API, nodes A and B in front of it, the relay publishing."""

    def __init__(self, directory, idle_s: float = IDLE_S, per_client: int = 1_000) -> None:
        self.redis = RedisServer(directory / "redis")
        self.redis_url, self.secret = self.redis.url, secrets.token_urlsafe(16)
        self.served = ServedApp(create_app(Settings(
            redis_url=self.redis_url, queue_url=self.redis_url, rate_limit="100000/second",
            create_limit="100000/second", streams="nchan", nchan_secret=self.secret,
            max_streams_per_client=per_client)))
        self.nodes, self.relay = [], None
        try:
            for name in "ab":
                (directory / name).mkdir()
                self.nodes.append(NchanNode(directory / name, f"127.0.0.1:{self.served.port}", self.secret,
                                            idle_s=idle_s, per_client=per_client))
            # (the API asks the nodes how many streams they hold on an account's channel: its cap)
            settings = self.served.app.config["TRACKSIDE"]
            self.served.app.config["TRACKSIDE"] = replace(settings, nchan_publish=tuple(n.publish_url for n in self.nodes))
            self.start_relay()
        except BaseException:
            self.stop()
            raise

    def new_game(self, seed: str) -> tuple[str, str, str, int]:
        """A one-seat Railroad Ink game: its id, its seat's token, its stream's path and its version now."""
        http, api = self.served.http, self.served.url
        created = create(http, api, "railroad-ink", [{"name": "p"}], seed=seed)
        gid = created["game"]["id"]
        return (gid, created["seats"][0]["token"], f"/v1/games/{gid}/events/stream",
                http.get(f"{api}/v1/games/{gid}").json()["version"])

    def start_relay(self) -> None:
        self.relay = start_part("relay", self.redis_url, TRACKSIDE_STREAMS="nchan", TRACKSIDE_NCHAN_SECRET=self.secret,
                                TRACKSIDE_NCHAN_PUBLISH=",".join(node.publish_url for node in self.nodes),
                                TRACKSIDE_NCHAN_MAPPED=str(MAPPED))

    def stop(self) -> None:
        if self.relay is not None:
            stop_part(self.relay)
        for node in self.nodes:
            node.stop()
        self.served.stop()
        self.redis.stop()


@pytest.fixture(scope="module")
def setup(tmp_path_factory):
    nchan = Nchan(tmp_path_factory.mktemp("nchan"))
    yield nchan
    nchan.stop()


class EventSource:
    """Reads a stream as an EventSource does: on its end it comes back with the last id it had (Last-Event-ID),
    until a 204; `reconnects` counts the ends."""

    def __init__(self, url: str, headers: dict | None = None, last: str | None = None) -> None:
        self.url, self.headers, self.last = url, headers or {}, last
        self.response, self.frames, self.reconnects, self.finished = None, None, 0, False

    def _open(self) -> None:
        headers = dict(self.headers, **({"Last-Event-ID": self.last} if self.last is not None else {}))
        self.response = requests.get(self.url, headers=headers, stream=True, timeout=20)
        if self.response.status_code == 204:
            self.finished = True
            return
        assert self.response.status_code == 200, self.response.text
        assert self.response.headers["Content-Type"].startswith("text/event-stream")
        # chunk_size=1: nchan's raw stream has no length and no chunks, so a larger read would wait for that
        # many bytes (a short event held back until the next ones or the read timeout), which no EventSource does.
        self.frames = frames(self.response.iter_lines(chunk_size=1, decode_unicode=True))

    def read(self, count: int, timeout: float = 30) -> list[dict]:
        """`count` events ({"id", "event", "data"}), or fewer if the stream says 204."""
        out, deadline = [], time.monotonic() + timeout
        while len(out) < count and not self.finished:
            assert time.monotonic() < deadline, f"{len(out)} of {count} events"
            if self.response is None:
                self._open()
                continue
            try:
                frame = next(self.frames)
            except StopIteration:
                self.response.close()
                self.response = None
                self.reconnects += 1
                continue
            if "data" in frame:
                if "id" in frame:
                    self.last = frame["id"]
                out.append({**frame, "data": orjson.loads(frame["data"])})
        return out

    def close(self) -> None:
        if self.response is not None:
            self.response.close()


def versions(events: list[dict]) -> list[int]:
    return [int(e["id"]) for e in events]


def test_every_event_reaches_streams_on_two_nodes_in_order_and_resumes_lose_none(setup):
    served, (a, b) = setup.served, setup.nodes
    http, api = served.http, served.url
    gid, token, path, first = setup.new_game("nchan")
    on_a, on_b = EventSource(a.url + path), EventSource(b.url + path, auth(token))
    got_a, got_b = on_a.read(first), on_b.read(first)
    for _ in range(5):
        play_one(http, api, gid, token)
    got_a += on_a.read(5)
    got_b += on_b.read(3)
    on_b.close()  # B's client goes after version first + 3 and comes back later, on node A
    for _ in range(4):
        play_one(http, api, gid, token)
    resumed = EventSource(a.url + path, auth(token), last=got_b[-1]["id"])
    got_b += resumed.read(6)
    for _ in range(3):
        play_one(http, api, gid, token)
    got_a += on_a.read(7)
    got_b += resumed.read(3)
    last = http.get(f"{api}/v1/games/{gid}").json()["version"]
    assert last == first + 12
    assert versions(got_a) == versions(got_b) == list(range(1, last + 1))
    assert [e["data"] for e in got_b] == http.get(f"{api}/v1/games/{gid}/events", headers=auth(token)).json()["events"]
    # Far behind (older than the relay's map of MAPPED versions) and recent, on either node: the store's
    # events, then nchan's, none twice.
    for node, since in ((b, 1), (a, last - 3), (b, last - MAPPED - 2)):
        again = EventSource(node.url + path, last=str(since))
        assert versions(again.read(last - since)) == list(range(since + 1, last + 1)), (node.url, since)
        play_one(http, api, gid, token)
        assert versions(again.read(1)) == [last + 1]
        last += 1
        again.close()
    for source in (on_a, resumed):
        source.close()


def test_a_seats_stream_never_carries_another_seats_hidden_cards(setup):
    """Each viewer's stream, live through either node, is exactly its /events."""
    served, (a, b) = setup.served, setup.nodes
    http, api = served.http, served.url
    created = create(http, api, "ticket-to-ride", [{"name": "P0"}, {"name": "P1"}], seed="seats")
    gid = created["game"]["id"]
    tokens = {seat["seat"]: seat["token"] for seat in created["seats"]}
    viewers = {"spectator": (a, {}), "seat 0": (b, auth(tokens[0])), "seat 1": (a, auth(tokens[1]))}
    streams = {name: EventSource(f"{node.url}/v1/games/{gid}/events/stream", headers)
               for name, (node, headers) in viewers.items()}
    got = {name: streams[name].read(len(http.get(f"{api}/v1/games/{gid}/events", headers=headers).json()["events"]))
           for name, (_, headers) in viewers.items()}
    for _ in range(12):
        active = http.get(f"{api}/v1/games/{gid}").json()["active_seats"][0]
        play_one(http, api, gid, tokens[active])
    for name, (_, headers) in viewers.items():
        shown = http.get(f"{api}/v1/games/{gid}/events", headers=headers).json()["events"]
        got[name] += streams[name].read(len(shown) - len(got[name]))
        assert [e["data"] for e in got[name]] == shown, name
        streams[name].close()
    assert got["seat 0"] != got["spectator"] != got["seat 1"], "the moves played drew hidden cards"


def test_a_forged_or_missing_token_is_refused_and_a_request_not_through_nginx_is_not_handed_to_nchan(setup):
    served, (a, _) = setup.served, setup.nodes
    http, api = served.http, served.url
    created = create(http, api, "railroad-ink", [{"name": "p"}], seed="tokens")
    gid = created["game"]["id"]
    forged_tokens_refused(a.url, gid)
    # Straight to the API with a made-up secret: served by the API itself, never a redirect a client
    # could use to reach nginx's internal location (it would show here as a header).
    with requests.get(f"{api}/v1/games/{gid}/events/stream", headers={"X-Trackside-Nginx": "guess"},
                      stream=True, timeout=10) as direct:
        assert direct.status_code == 200 and "X-Accel-Redirect" not in direct.headers
        lines = direct.iter_lines(decode_unicode=True)
        assert next(line for line in lines if line.startswith("id: ")) == "id: 1"
    # And a client naming the internal location through nginx is not let in.
    assert requests.get(f"{a.url}/internal/nchan/g-{gid}-s", timeout=10).status_code == 404


def test_the_sse_format_a_quiet_stream_ends_and_resumes_and_a_finished_game_says_end(setup):
    """As openapi.yaml says: text/event-stream, each event `id: <version>`, `event: <type>`, `data: <Event>`,
    then `event: end` and the end of the stream when the game finishes; a reconnection after the end is
    204. No `: keep-alive`: a stream quiet for the nodes' idle time ends, and resumes from its last id."""
    served, (_, b) = setup.served, setup.nodes
    http, api = served.http, served.url
    created = create(http, api, "railroad-ink", [{"name": "p"}], seed="format")
    gid = created["game"]["id"]
    version = http.get(f"{api}/v1/games/{gid}").json()["version"]
    url = f"{b.url}/v1/games/{gid}/events/stream"
    with requests.get(url, stream=True, timeout=30) as response:
        assert response.headers["Content-Type"].startswith("text/event-stream")
        assert "X-Accel-Redirect" not in response.headers
        started = time.monotonic()
        lines = list(response.iter_lines(decode_unicode=True))  # until it ends (finite, or quiet for IDLE_S)
        assert time.monotonic() - started < IDLE_S + 3
    if lines[0].startswith("retry: "):  # (a finite answer from the store: the relay had not mapped them yet)
        assert lines[1] == ""
        lines = lines[2:]
    assert lines[0] == "id: 1" and lines[1].startswith("event: ") and lines[2].startswith("data: {") and lines[3] == ""
    assert 0 < sum(line.startswith("id: ") for line in lines) <= version
    wait_for(lambda: NchanMap(connect(setup.redis_url, "test")).lookup(b.publish_url, f"g-{gid}-s", [])[1]
             == str(version), what="the relay's map")
    with requests.get(url, headers={"Last-Event-ID": str(version)}, stream=True, timeout=30) as held:
        play_one(http, api, gid, created["seats"][0]["token"])
        started = time.monotonic()
        lines = list(held.iter_lines(decode_unicode=True))  # the new event live, then quiet until IDLE_S
        assert IDLE_S - 0.5 < time.monotonic() - started < IDLE_S + 3
    assert [line for line in lines if line.startswith("id: ")] == [f"id: {version + 1}"]
    version += 1
    source = EventSource(url, last=str(version))
    summary = play_randomly(http, api, created, seed=2)
    events = source.read(summary["version"] - version + 1)
    assert versions(events) == [*range(version + 1, summary["version"] + 1), summary["version"]]
    assert events[-1]["event"] == "end" and events[-1]["data"] == {"status": "finished", "version": summary["version"]}
    assert source.read(1) == [] and source.finished  # (it came back, and was told 204)
    # A finished game's stream is the store's (its channels are closed), with its end.
    late = EventSource(url, last=str(summary["version"] - 2))
    assert [e.get("event") for e in late.read(3)][-1] == "end"
    late.close()


def test_the_account_stream_works_through_nchan_and_resumes(setup):
    served, (a, b) = setup.served, setup.nodes
    http, api = served.http, served.url
    (guest, guest_key) = new_account(http, api, "Guest")
    challenge = challenger(http, api, new_account(http, api, "Host"), guest)

    live = EventSource(f"{a.url}/v1/me/events", bearer(guest_key))
    challenge()
    first = live.read(1)
    challenge()
    second = live.read(1)
    live.close()
    challenge()
    resumed = EventSource(f"{b.url}/v1/me/events", bearer(guest_key), last=first[0]["id"])
    ids = [e["id"] for e in resumed.read(2)]
    resumed.close()
    assert ids[0] == second[0]["id"] and ids[1] not in (first[0]["id"], second[0]["id"])
    everything = EventSource(f"{b.url}/v1/me/events", bearer(guest_key))
    assert [e["id"] for e in everything.read(3)] == [first[0]["id"], *ids]
    everything.close()


def mapped_last(setup, node: NchanNode, channel: str) -> str | None:
    return NchanMap(connect(setup.redis_url, "test")).lookup(node.publish_url, channel, [])[1]


@pytest.mark.parametrize("stream", ["a game's, no key", "an account's, with its key"])
def test_a_stream_resumed_after_its_channel_was_left_gets_what_was_published_meanwhile(setup, stream):
    """The stall seen under load: a stream ends (here its idle end), an event is published while no stream
    is held on the channel, and the client comes back with its Last-Event-ID. nchan 1.3.6 sends a
    subscription of several channels (the key channel once made every stream one) nothing more, ever,
    once its set of channels was left without a subscriber while one of them got a message; what each
    stream is held on now is never left so (docs/streams.md, "The stall")."""
    served, (a, _) = setup.served, setup.nodes
    http, api = served.http, served.url
    if stream.startswith("a game"):
        gid, token, path, version = setup.new_game("left")
        channel, headers, last, played = f"g-{gid}-s", {}, str(version), [version]

        def publish() -> str:
            play_one(http, api, gid, token)  # (one event, which a spectator sees)
            played.append(played[-1] + 1)
            return str(played[-1])
    else:
        guest, key = new_account(http, api, "Left")
        challenge = challenger(http, api, new_account(http, api, "Host"), guest)
        path, channel, headers = "/v1/me/events", f"a-{guest['id']}", bearer(key)
        challenge()
        first = EventSource(a.url + path, headers)
        last = first.read(1)[0]["id"]
        first.close()

        def publish() -> str:
            before = mapped_last(setup, a, channel)
            challenge()
            return wait_for(lambda: mapped_last(setup, a, channel) != before and mapped_last(setup, a, channel),
                            what="the account's next event mapped")
    wait_for(lambda: mapped_last(setup, a, channel) == last, what="the map at the client's last id")
    with requests.get(a.url + path, headers={**headers, "Last-Event-ID": last}, stream=True, timeout=30) as held:
        assert held.status_code == 200
        assert [line for line in held.iter_lines(decode_unicode=True) if line] == []  # (held by nchan until its idle end)
    published = publish()
    wait_for(lambda: mapped_last(setup, a, channel) == published, what="the event mapped on the node")
    again = EventSource(a.url + path, headers, last=last)
    assert [e["id"] for e in again.read(1)] == [published]
    published = publish()
    assert [e["id"] for e in again.read(1)] == [published]
    again.close()


def test_a_publish_whose_relay_died_before_mapping_it_is_mapped_not_sent_again(setup):
    """A relay killed between a publish and its mapping: the next one to handle the entry finds the
    pending mark and the channel's newer message, and maps that message instead of publishing again."""
    served, (a, b) = setup.served, setup.nodes
    http, api = served.http, served.url
    gid, token, path, version = setup.new_game("pending")
    watching = EventSource(a.url + path, last=str(version))
    redis = connect(setup.redis_url, "test")
    service = GameService(EventStore(redis))
    channel = f"g-{gid}-s"

    class KilledBeforeMapping(NchanMap):
        def put(self, node, channel, ours, nchan_id):
            if ours == str(version + 1):
                raise SystemExit("killed")
            super().put(node, channel, ours, nchan_id)

    stop_part(setup.relay)  # (this test publishes, as the relay would)
    try:
        play_one(http, api, gid, token)
        with pytest.raises(SystemExit):
            NchanPublisher(service, AccountEvents(service.store), NchanNodes([b.publish_url]), KilledBeforeMapping(redis)).appended(
                gid, version + 1, version + 1)
        NchanPublisher(service, AccountEvents(service.store), NchanNodes([b.publish_url]), NchanMap(redis)).appended(gid, version + 1, version + 1)
        (mapped,), last = NchanMap(redis).lookup(b.publish_url, channel, [str(version + 1)])
        assert mapped and last == str(version + 1)
    finally:
        setup.start_relay()
    play_one(http, api, gid, token)
    assert versions(watching.read(2)) == [version + 1, version + 2]
    again = EventSource(b.url + path, last=str(version))
    assert versions(again.read(2)) == [version + 1, version + 2]
    for source in (watching, again):
        source.close()


def test_a_relay_killed_mid_game_and_restarted_neither_loses_nor_repeats_an_event(setup):
    served, (a, b) = setup.served, setup.nodes
    http, api = served.http, served.url
    gid, token, path, version = setup.new_game("kill")
    watching = EventSource(a.url + path, last=str(version))
    for _ in range(6):
        play_one(http, api, gid, token)
    os.killpg(setup.relay.pid, signal.SIGKILL)  # (mid-publish or between: whichever it was doing)
    setup.relay.wait()
    for _ in range(3):
        play_one(http, api, gid, token)
    setup.start_relay()
    play_one(http, api, gid, token)
    last = version + 10
    got = watching.read(10)
    assert versions(got) == list(range(version + 1, last + 1))
    late = EventSource(b.url + path, last=str(version))
    assert versions(late.read(10)) == list(range(version + 1, last + 1))
    wait_for(lambda: NchanMap(connect(setup.redis_url, "test")).lookup(b.publish_url, f"g-{gid}-s", [])[1] == str(last),
             what="the map's last")
    for source in (watching, late):
        source.close()


def test_an_account_holds_at_most_five_streams_over_the_nodes_and_a_quiet_one_is_held(setup):
    """An account with no event yet is held by nchan at once (the API starts its channel's map), and its
    sixth stream over both nodes is refused as on the gevent path (429 too_many_streams)."""
    served, (a, b) = setup.served, setup.nodes
    _, key = new_account(served.http, served.url, "Busy")
    held = []
    try:
        for n in range(5):
            response = requests.get(f"{(a, b)[n % 2].url}/v1/me/events", headers=bearer(key), stream=True, timeout=10)
            assert response.status_code == 200
            held.append(response)
        wait_for(lambda: requests.get(f"{a.url}/v1/me/events", headers=bearer(key), timeout=10).status_code == 429,
                 timeout=5, what="the sixth refused")
        refused = requests.get(f"{b.url}/v1/me/events", headers=bearer(key), timeout=10)
        assert refused.status_code == 429 and refused.json()["code"] == "too_many_streams"
        assert "Retry-After" in refused.headers
    finally:
        for response in held:
            response.close()


def test_a_client_address_at_its_cap_on_a_node_is_refused_until_one_of_its_streams_ends(setup, tmp_path):
    """nginx counts an address's game streams for as long as each is held, nchan's after the API's
    redirect included, and answers the next as the API would (503 too_many_streams, Retry-After)."""
    served = setup.served
    node = NchanNode(tmp_path, f"127.0.0.1:{served.port}", setup.secret, idle_s=30, per_client=2)
    settings = served.app.config["TRACKSIDE"]
    served.app.config["TRACKSIDE"] = replace(settings, nchan_publish=(*settings.nchan_publish, node.publish_url))
    served.app.extensions.pop("trackside.nchan_nodes", None)  # (made from the settings at first use)
    created = create(served.http, served.url, "railroad-ink", [{"name": "p"}], seed="capped")
    url = f"{node.url}/v1/games/{created['game']['id']}/events/stream"
    version = str(served.http.get(f"{served.url}/v1/games/{created['game']['id']}").json()["version"])
    held = []
    try:
        for _ in range(2):
            held.append(requests.get(url, headers={"Last-Event-ID": version}, stream=True, timeout=10))
            assert held[-1].status_code == 200 and "X-Accel-Redirect" not in held[-1].headers
        refused = requests.get(url, headers={"Last-Event-ID": version}, timeout=10)
        assert refused.status_code == 503 and refused.headers["Retry-After"] == "5"
        assert refused.headers["Content-Type"] == "application/problem+json"
        assert refused.json()["code"] == "too_many_streams" and refused.json()["status"] == 503
        assert requests.get(f"{node.url}/v1/games/{created['game']['id']}", timeout=10).status_code == 200
        held.pop().close()

        def opened() -> bool:
            held.append(requests.get(url, headers={"Last-Event-ID": version}, stream=True, timeout=10))
            return held[-1].status_code == 200

        wait_for(opened, timeout=10, what="a place freed")
    finally:
        for response in held:
            response.close()
        served.app.config["TRACKSIDE"] = settings
        served.app.extensions.pop("trackside.nchan_nodes", None)
        node.stop()


def test_trackside_up_puts_nginx_on_the_public_port_in_front_of_the_api(tmp_path):
    """`up --streams nchan`: nginx on TRACKSIDE_PORT holds the streams, the relay publishes to it, and nginx
    is started again when it exits."""
    from tests.service.test_cli import _ready, end_up

    api_port = free_port()
    up = subprocess.Popen([sys.executable, "-m", "service.cli", "up", "--var", str(tmp_path / "var"), "--streams",
                           "nchan"], cwd=ROOT, start_new_session=True,
                          env=env_for(f"redis://127.0.0.1:{free_port()}/0", TRACKSIDE_PORT=str(api_port),
                                      TRACKSIDE_BACKOFF_BASE="0.05", TRACKSIDE_BACKOFF_CAP="0.5"))
    base = f"http://127.0.0.1:{api_port}"
    try:
        wait_for(lambda: _ready(base), timeout=60, what="trackside up")
        http = requests.Session()
        created = create(http, base, "railroad-ink", [{"name": "p"}], seed="up")
        gid, token = created["game"]["id"], created["seats"][0]["token"]
        version = http.get(f"{base}/v1/games/{gid}").json()["version"]
        live = EventSource(f"{base}/v1/games/{gid}/events/stream", last=str(version))
        play_one(http, base, gid, token)
        assert versions(live.read(1)) == [version + 1]
        live.close()
        conf = tmp_path / "var" / "nchan" / "nginx.conf"
        assert "nchan_subscriber http-raw-stream" in conf.read_text()
        pid_file = conf.parent / "nginx.pid"
        first = int(pid_file.read_text())
        os.kill(first, signal.SIGTERM)  # (nginx exits: `up` starts it again)
        wait_for(lambda: pid_file.exists() and pid_file.read_text().strip() not in ("", str(first))
                 and _ready(base), timeout=30, what="nginx again")
    finally:
        end_up(up)
    assert not _ready(base)
