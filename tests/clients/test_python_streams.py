"""The Python client's hand-written stream helper (clients/python/trackside_client/streams.py) against a
served app over a real socket: every event once, in order, across connections cut in mid-frame."""
from __future__ import annotations

import socket
import sys
import threading

import httpx
import pytest

from tests.service.play import create, play_randomly
from tests.support import ROOT, free_port

sys.path.insert(0, str(ROOT / "clients" / "python"))  # the client as committed

from trackside_client import AuthenticatedClient, Client, streams  # noqa: E402
from trackside_client.streams import frames, iter_events  # noqa: E402


class CuttingProxy:
    """Forwards connections to the served app, and cuts each of the first ones after a given number of
    bytes of its answer (both sockets closed: the client sees its connection drop in mid-frame)."""

    def __init__(self, port: int, cuts: list[int]) -> None:
        self.port, self.cuts = port, list(cuts)
        self.requests: list[str] = []  # the head of each request, in order
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                downstream, _ = self.listener.accept()
            except OSError:  # closed
                return
            upstream = socket.create_connection(("127.0.0.1", self.port))
            cut = self.cuts.pop(0) if self.cuts else None
            threading.Thread(target=self._requests, args=(downstream, upstream), daemon=True).start()
            threading.Thread(target=self._answers, args=(upstream, downstream, cut), daemon=True).start()

    def _requests(self, downstream: socket.socket, upstream: socket.socket) -> None:
        while data := _recv(downstream):
            if data.startswith(b"GET "):
                self.requests.append(data.decode("latin-1"))
            upstream.sendall(data)

    @staticmethod
    def _answers(upstream: socket.socket, downstream: socket.socket, cut: int | None) -> None:
        sent = 0
        while data := _recv(upstream):
            if cut is not None and sent + len(data) >= cut:
                downstream.sendall(data[:cut - sent])
                break
            downstream.sendall(data)
            sent += len(data)
        for end in (downstream, upstream):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            end.close()

    def close(self) -> None:
        self.listener.close()


def _recv(end: socket.socket) -> bytes:
    try:
        return end.recv(65536)
    except OSError:
        return b""


def events_as_seen(served, game_id: str, token: str) -> list[dict]:
    answer = served.http.get(f"{served.url}/v1/games/{game_id}/events", params={"limit": 5000},
                             headers={"Authorization": f"Bearer {token}"})
    return answer.json()["events"]


@pytest.mark.slow
def test_iter_events_gets_every_event_once_across_connections_cut_mid_frame(served):
    """A seat follows a game that is being played, through a proxy that cuts its first three connections
    in the middle of a frame: it gets every event it may see exactly once, in order, then the end."""
    created = create(served.http, served.url, "mini-express", [{"name": "Ada"}, {"name": "Brunel"}], seed="streams")
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    proxy = CuttingProxy(served.port, cuts=[3001, 5003, 8009])
    player = threading.Thread(target=play_randomly, args=(served.http, served.url, created), daemon=True)
    player.start()
    try:
        seen = list(iter_events(AuthenticatedClient(base_url=proxy.url, token=token), game_id))
    finally:
        proxy.close()
    player.join(60)
    assert not player.is_alive()
    assert seen == events_as_seen(served, game_id, token)
    assert len(seen) > 50 and seen[-1]["version"] == served.http.get(f"{served.url}/v1/games/{game_id}").json()["version"]
    resumed = [request for request in proxy.requests if "Last-Event-ID" in request]
    assert len(proxy.requests) == 4 and len(resumed) == 3, proxy.requests
    # each resumed after the last event it had whole: the ids it sent are versions it saw, rising
    resumed_at = [int(request.split("Last-Event-ID: ")[1].split("\r\n")[0]) for request in resumed]
    assert resumed_at == sorted(resumed_at) and set(resumed_at) <= {event["version"] for event in seen}


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
    monkeypatch.setattr(streams.time, "sleep", waits.append)
    nobody = Client(base_url=f"http://127.0.0.1:{free_port()}")  # nothing listens there
    with pytest.raises(httpx.ConnectError):
        next(iter_events(nobody, "game", max_delay=5.0, max_attempts=6))
    assert waits == [1.0, 2.0, 4.0, 5.0, 5.0]


def test_frames_follow_the_server_sent_events_framing():
    lines = ["retry: 2500", "", ": keep-alive", "", "id: 7", "event: x", "data: {\"a\":", "data:1}", "",
             "id: 8", "data: {}"]  # the last frame never got its blank line: a connection cut there
    assert list(frames(lines)) == [{"retry": 2.5}, {"id": "7", "event": "x", "data": "{\"a\":\n1}"}]
