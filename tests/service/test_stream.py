"""Server-Sent Events over a real socket: resumable with Last-Event-ID, fanned out by one reader per
process, ended when the game is, and cheap enough that hundreds of open streams leave the API free."""
from __future__ import annotations

import socket
import threading
import time

import orjson
import pytest
import requests

from service.adapters.redis.keys import keys
from service.adapters.streams import feeds as feeds_module
from service.adapters.streams.feeds import Feeds
from service.config import Settings
from tests.service.play import auth, create, play_randomly
from tests.support import RedisServer, ServedApp, free_port, start_part, stop_part, wait_for


def read_events(response, count=None, lines=None):
    """SSE events as {"id", "event", "data"} until `count` of them, or until the stream closes; `lines`
    (one response.iter_lines() for several calls) keeps what one call read ahead for the next."""
    out, current = [], {}
    for line in lines or response.iter_lines(decode_unicode=True):
        if line.startswith("id: "):
            current["id"] = int(line[4:])
        elif line.startswith("event: "):
            current["event"] = line[7:]
        elif line.startswith("data: "):
            current["data"] = orjson.loads(line[6:])
        elif line == "" and "id" in current:
            out.append(current)
            current = {}
            if len(out) == count:
                return out
    return out


def play_one(http, base, gid, token):
    command = http.get(f"{base}/v1/games/{gid}/legal-commands", headers=auth(token)).json()["commands"][0]
    response = http.post(f"{base}/v1/games/{gid}/commands", headers=auth(token), json=command)
    assert response.status_code == 201, response.text
    return response.json()["version"]


def test_stream_delivers_events_and_resumes_after_last_event_id(served):
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "a"}], seed="sse")
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    for _ in range(3):
        play_one(http, base, gid, token)
    total = http.get(f"{base}/v1/games/{gid}").json()["version"]
    with http.get(f"{base}/v1/games/{gid}/events/stream", stream=True, timeout=10) as response:
        assert response.headers["Content-Type"].startswith("text/event-stream")
        first = read_events(response, 2)
    assert [e["id"] for e in first] == [1, 2] and first[0]["data"]["version"] == 1
    with http.get(f"{base}/v1/games/{gid}/events/stream", headers={"Last-Event-ID": "2"}, stream=True,
                  timeout=10) as response:
        rest = read_events(response, total - 2)
    assert [e["id"] for e in rest] == list(range(3, total + 1))
    # A new event reaches an open stream.
    with http.get(f"{base}/v1/games/{gid}/events/stream", headers={"Last-Event-ID": str(total)}, stream=True,
                  timeout=20) as response:
        play_one(http, base, gid, token)
        live = read_events(response, 1)
    assert live[0]["id"] == total + 1 and live[0]["data"]["type"] == "route_placed"


def test_a_finished_games_stream_says_end_and_a_reconnect_is_told_to_stop(served):
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "a"}], seed="end")
    gid = created["game"]["id"]
    live: list[dict] = []
    opened = threading.Event()

    def watch():  # open while the game is played: the end reaches it live
        with requests.get(f"{base}/v1/games/{gid}/events/stream", stream=True, timeout=30) as response:
            opened.set()
            live.extend(read_events(response))

    watcher = threading.Thread(target=watch)
    watcher.start()
    assert opened.wait(10)
    final = play_randomly(http, base, created, seed=2)
    watcher.join(30)
    assert not watcher.is_alive(), "the stream of a finished game did not close"
    assert live[-1] == {"id": final["version"], "event": "end",
                        "data": {"status": "finished", "version": final["version"]}}
    assert [e["id"] for e in live[:-1]] == list(range(1, final["version"] + 1))
    # Opened after the end: the whole log, then the end, then the server closes the stream.
    with http.get(f"{base}/v1/games/{gid}/events/stream", stream=True, timeout=10) as response:
        replayed = read_events(response)
    assert replayed == live
    # An EventSource reconnects with the end's id: 204 No Content makes it stop.
    again = http.get(f"{base}/v1/games/{gid}/events/stream", headers={"Last-Event-ID": str(final["version"])},
                     timeout=10)
    assert again.status_code == 204 and again.content == b""


def test_a_full_server_answers_503_with_retry_after_and_a_closed_stream_frees_its_place(app, served):
    app.extensions["trackside.feeds"] = Feeds(app.extensions["trackside.services"].games, max_streams=2, heartbeat_s=0.1)
    http, base = served.http, served.url
    gid = create(http, base, "railroad-ink", [{"name": "a"}], seed="cap")["game"]["id"]
    url = f"{base}/v1/games/{gid}/events/stream"
    first = requests.get(url, stream=True, timeout=10)
    second = requests.get(url, stream=True, timeout=10)
    assert first.status_code == second.status_code == 200
    full = http.get(url, timeout=10)
    # RETRY_AFTER_S = 5; the limiter rewrites the header as whole seconds left, so 4 when rounded down.
    assert full.status_code == 503 and int(full.headers["Retry-After"]) in (4, 5)
    assert full.headers["Content-Type"] == "application/problem+json"
    assert full.json()["code"] == "too_many_streams"
    first.close()  # the server notices at its next heartbeat
    third = wait_for(lambda: (r := requests.get(url, stream=True, timeout=10)).status_code == 200 and r,
                     timeout=10, what="a place freed by a closed stream")
    third.close()
    second.close()


@pytest.mark.parametrize("seconds", [0.0, -1.0, 301.0])
def test_a_heartbeat_outside_its_bounds_is_refused_at_start(seconds):
    with pytest.raises(ValueError, match="TRACKSIDE_STREAM_HEARTBEAT_SECONDS"):
        Settings(stream_heartbeat_seconds=seconds)


def test_a_stream_further_behind_than_its_game_keeps_reads_the_store_and_misses_nothing(app, served, monkeypatch):
    """The reader never waits for a slow client and keeps no queue per stream: a stream that falls
    more than MAX_RECENT events behind (here: more arrive at once) reads what it missed from the
    store, then follows the live events again, each exactly once and in order."""
    monkeypatch.setattr(feeds_module, "MAX_RECENT", 4)
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "a"}], seed="slow")
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    service = app.extensions["trackside.services"].games
    feeds = Feeds(service)
    monkeypatch.setattr(feeds, "_start_reader", lambda: None)  # the test plays the reader's part
    slow = feeds.subscribe(service.game(gid), None, "127.0.0.1")
    start = service.store.version(gid)
    sent: list[int] = []
    waiting = threading.Event()

    def follow(target: int) -> None:
        for chunk in feeds.stream(slow, start):
            sent.extend(int(line[4:]) for line in chunk.decode().splitlines() if line.startswith("id: "))
            waiting.set()
            if sent and sent[-1] >= target:
                return

    def deliver(after: int) -> None:  # all new events at once, as the reader hands them over
        feeds._fan_out(gid, service.store.redis.xrange(keys(gid)["events"], f"0-{after + 1}", "+"))

    for _ in range(6):
        play_one(http, base, gid, token)
    missed = service.store.version(gid)
    play_one(http, base, gid, token)
    final = service.store.version(gid)
    follower = threading.Thread(target=follow, args=(final,), daemon=True)
    waiting.clear()
    follower.start()
    assert waiting.wait(10)  # it has sent its past (none) and waits for live events
    time.sleep(0.2)
    deliver(start)  # more than 4 at once: the stream takes them from the store
    follower.join(10)
    assert not follower.is_alive()
    assert sent == list(range(start + 1, final + 1)) and missed - start > 4
    assert feeds._channels[gid].head == final and len(feeds._channels[gid].recent) == 4
    feeds.unsubscribe(slow)
    assert feeds.open_streams == 0 and gid not in feeds._channels


def test_the_feeds_outlive_a_redis_restart(tmp_path, settings):
    from service.http.app import create_app

    server = RedisServer(tmp_path / "redis")
    try:
        app = create_app(type(settings)(**{**settings.__dict__, "redis_url": server.url, "queue_url": server.url}))
        served = ServedApp(app)
        http, base = served.http, served.url
        created = create(http, base, "railroad-ink", [{"name": "a"}], seed="restart")
        gid, token = created["game"]["id"], created["seats"][0]["token"]
        version = http.get(f"{base}/v1/games/{gid}").json()["version"]
        with requests.get(f"{base}/v1/games/{gid}/events/stream", headers={"Last-Event-ID": str(version)},
                          stream=True, timeout=30) as response:
            lines = response.iter_lines(decode_unicode=True)
            before = play_one(http, base, gid, token)
            assert read_events(response, 1, lines)[0]["id"] == before  # live: only the reader reads Redis now
            server.kill()
            time.sleep(0.5)  # the reader fails and backs off
            server.start()
            after = play_one(http, base, gid, token)
            assert read_events(response, 1, lines)[0]["id"] == after
        served.stop()
    finally:
        server.stop()


@pytest.mark.slow
def test_hundreds_of_open_streams_leave_the_api_answering_promptly(redis_url):
    """Against a real `trackside serve` (one worker): 300 open streams, as many browsers watching one
    game, and still /healthz and the game's summary answer at once; a move reaches every stream."""
    port = free_port()
    server = start_part("serve", redis_url, "--port", str(port), TRACKSIDE_RATE_LIMIT="100000/second")
    base, http = f"http://127.0.0.1:{port}", requests.Session()
    streams: list[socket.socket] = []
    try:
        wait_for(lambda: _answers(http, f"{base}/healthz"), timeout=30, what="trackside serve")
        created = create(http, base, "railroad-ink", [{"name": "a"}], seed="many")
        gid, token = created["game"]["id"], created["seats"][0]["token"]
        for _ in range(300):
            stream = socket.create_connection(("127.0.0.1", port), timeout=30)
            stream.sendall(f"GET /v1/games/{gid}/events/stream HTTP/1.1\r\nHost: t\r\n\r\n".encode())
            streams.append(stream)
        for stream in streams:
            _read_until(stream, b"event: game_started")
        for path in ("/healthz", f"/v1/games/{gid}"):
            started = time.monotonic()
            assert http.get(base + path, timeout=5).status_code == 200
            assert time.monotonic() - started < 2.0, path
        version = play_one(http, base, gid, token)
        for stream in streams:
            _read_until(stream, f"id: {version}\n".encode())
    finally:
        for stream in streams:
            stream.close()
        stop_part(server)


def _answers(http, url) -> bool:
    try:
        return http.get(url, timeout=1).status_code == 200
    except requests.RequestException:
        return False


def _read_until(stream: socket.socket, marker: bytes) -> None:
    seen = b""
    while marker not in seen:
        chunk = stream.recv(65536)
        assert chunk, "the stream closed"
        seen = seen[-len(marker):] + chunk


def test_every_viewer_streams_exactly_what_the_events_endpoint_shows_it(served):
    """Redaction per seat, live and from the store: each seat's stream is its /events, a spectator's is
    the spectator's, though the reader redacts each new event only once per seat."""
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", [{"name": "P0"}, {"name": "P1"}], seed="seats")
    gid = created["game"]["id"]
    tokens = {seat["seat"]: seat["token"] for seat in created["seats"]}
    viewers = {"spectator": {}, **{f"seat {s}": auth(t) for s, t in tokens.items()}}
    streams = {name: requests.get(f"{base}/v1/games/{gid}/events/stream", headers=headers, stream=True, timeout=20)
               for name, headers in viewers.items()}
    lines = {name: response.iter_lines(decode_unicode=True) for name, response in streams.items()}
    setup = {name: read_events(streams[name], len(http.get(f"{base}/v1/games/{gid}/events", headers=headers)
                                                   .json()["events"]), lines[name])
             for name, headers in viewers.items()}
    for _ in range(12):
        active = http.get(f"{base}/v1/games/{gid}").json()["active_seats"][0]
        play_one(http, base, gid, tokens[active])
    live = {}
    for name, headers in viewers.items():
        shown = http.get(f"{base}/v1/games/{gid}/events", headers=headers).json()["events"]
        live[name] = read_events(streams[name], len(shown) - len(setup[name]), lines[name])
        assert [e["data"] for e in setup[name] + live[name]] == shown, name
        streams[name].close()
    assert live["seat 0"] != live["spectator"] != live["seat 1"], "the moves played drew hidden cards"


def test_a_stream_asked_after_no_version_is_a_400_even_beside_a_last_event_id(served):
    """`after` and Last-Event-ID are versions as the document says: an empty or a made-up one is refused,
    also when the other is given (schemathesis found `?after=` taken)."""
    http, base = served.http, served.url
    gid = create(http, base, "railroad-ink", [{"name": "a"}], seed="after")["game"]["id"]
    for query, headers, code in (("?after=", {}, "bad_after"), ("?after=x1", {"Last-Event-ID": "0"}, "bad_after"),
                                 ("?after=1", {"Last-Event-ID": ""}, "bad_last_event_id")):
        response = http.get(f"{base}/v1/games/{gid}/events/stream{query}", headers=headers, timeout=10)
        assert response.status_code == 400 and response.json()["code"] == code, (query, headers)
