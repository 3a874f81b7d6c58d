"""The Python client's hand-written stream helper (clients/python/trackside_client/streams.py) against a
served app over a real socket: every event once, in order, across connections cut in mid-frame."""
from __future__ import annotations

import socket

import httpx
import pytest

from tests.clients.generated import import_python_client
from tests.clients.streaming import a_game_followed_through_cuts, assert_followed_through_cuts
from tests.service.play import create, play_randomly
from tests.support import free_port

import_python_client()  # generated from openapi.yaml, as `make client` makes it

from trackside_client import AuthenticatedClient, Client, streams  # noqa: E402
from trackside_client.streams import frames, iter_events  # noqa: E402


@pytest.mark.slow
def test_iter_events_gets_every_event_once_across_connections_cut_mid_frame(served):
    """A seat follows a game that is being played, through a proxy that cuts its first three connections
    in the middle of a frame: it gets every event it may see exactly once, in order, then the end."""
    with a_game_followed_through_cuts(served, "streams") as (game_id, token, proxy):
        seen = list(iter_events(AuthenticatedClient(base_url=proxy.url, token=token), game_id))
    assert_followed_through_cuts(served, game_id, token, seen, proxy)


def test_iter_events_starts_after_a_version_and_stops_at_the_end_of_a_finished_game(served):
    created = create(served.http, served.url, "mini-express", [{"name": "Ada"}, {"name": "Brunel"}], seed="after")
    game_id = created["game"]["id"]
    final = play_randomly(served.http, served.url, created)["version"]
    spectator = Client(base_url=served.url)
    assert [e["version"] for e in iter_events(spectator, game_id, after=final - 3)] == [final - 2, final - 1, final]
    assert list(iter_events(spectator, game_id, after=final)) == []  # answered 204: nothing follows


def test_iter_events_refused_is_raised_at_once(served):
    with pytest.raises(httpx.HTTPStatusError) as refused:
        next(iter_events(Client(base_url=served.url), "0" * 22))
    assert refused.value.response.status_code == 404


def test_iter_events_waits_longer_after_each_failure_up_to_a_bound_then_gives_up(monkeypatch):
    waits: list[float] = []
    monkeypatch.setattr(streams, "sleep", waits.append)  # not time.sleep: other threads sleep too
    nobody = Client(base_url=f"http://127.0.0.1:{free_port()}")  # nothing listens there
    with pytest.raises(httpx.ConnectError):
        next(iter_events(nobody, "game", max_delay=5.0, max_attempts=6))
    assert waits == [1.0, 2.0, 4.0, 5.0, 5.0]


def test_iter_events_takes_a_silent_stream_for_a_dropped_connection(monkeypatch):
    waits: list[float] = []
    monkeypatch.setattr(streams, "sleep", waits.append)  # not time.sleep: other threads sleep too
    with socket.create_server(("127.0.0.1", 0)) as silent:  # takes connections, never answers
        client = Client(base_url=f"http://127.0.0.1:{silent.getsockname()[1]}")
        with pytest.raises(httpx.ReadTimeout):
            next(iter_events(client, "game", read_timeout=0.2, max_attempts=2))
    assert waits == [1.0]


def test_frames_follow_the_server_sent_events_framing():
    lines = ["retry: 2500", "", ": keep-alive", "", "id: 7", "event: x", "data: {\"a\":", "data:1}", "",
             "id: 8", "data: {}"]  # the last frame never got its blank line: a connection cut there
    assert list(frames(lines)) == [{"retry": 2.5}, {"id": "7", "event": "x", "data": "{\"a\":\n1}"}]
