"""What the tests of the clients' stream helpers share: a proxy that drops their connections, and the
events a seat may see, as `/events` gives them."""
from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from tests.service.play import create, play_randomly
from tests.support import shut_down


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
        try:
            while data := _recv(upstream):
                if cut is not None and sent + len(data) >= cut:
                    downstream.sendall(data[:cut - sent])
                    break
                downstream.sendall(data)
                sent += len(data)
        except OSError:  # the client went first (a stream it stopped reading)
            pass
        shut_down(downstream, upstream)

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


@contextmanager
def a_game_followed_through_cuts(served, seed: str) -> Iterator[tuple[str, str, CuttingProxy]]:
    """A two-seat Mini Express game played by random commands in a thread, while the test follows it as
    seat 0 through a proxy that cuts the first three connections in mid-frame: (game id, token, proxy)."""
    created = create(served.http, served.url, "mini-express", [{"name": "Ada"}, {"name": "Brunel"}], seed=seed)
    proxy = CuttingProxy(served.port, cuts=[3001, 5003, 8009])
    player = threading.Thread(target=play_randomly, args=(served.http, served.url, created), daemon=True)
    player.start()
    try:
        yield created["game"]["id"], created["seats"][0]["token"], proxy
    finally:
        proxy.close()
        player.join(60)


def assert_followed_through_cuts(served, game_id: str, token: str, seen: list[dict], proxy: CuttingProxy) -> None:
    """What a seat's stream helper gave, through a proxy that cut three connections, is every event the
    seat may see once, in order, to the game's end; each resumed connection asked for what followed an
    event it had whole."""
    assert seen == events_as_seen(served, game_id, token)
    assert len(seen) > 50 and seen[-1]["version"] == served.http.get(f"{served.url}/v1/games/{game_id}").json()["version"]
    resumed = [request for request in proxy.requests if "Last-Event-ID" in request]
    assert len(proxy.requests) == 4 and len(resumed) == 3, proxy.requests
    resumed_at = [int(request.split("Last-Event-ID: ")[1].split("\r\n")[0]) for request in resumed]
    assert resumed_at == sorted(resumed_at) and set(resumed_at) <= {event["version"] for event in seen}
