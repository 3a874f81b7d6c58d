"""Notification latency: from a command's 201 to the `your_turn` it makes on the account stream of the
seat to act next (GET /v1/me/events), with ACCOUNTS accounts' streams open on the server (most idle,
held by another process), against the same command's event on the game's own stream
(/v1/games/{id}/events/stream), both measured in one run on the same commands.

A Ticket to Ride game between two accounts is played by random legal commands (one each PAUSE_S); a
process of its own holds both players' account streams and the game's stream and notes when each
version first arrives on each (the last event of a command's batch on the game's stream; the
your_turn of that version on an account's). A version that told no seat to act (the first of two
seats choosing tickets at once: the other was told already) counts on the game's stream only. The account path has one more hop than the game's: the append's outbox
entry is read by the relay, which writes the account's stream, which the API process's reader reads.

    python bench/notifications.py [--quick] [--accounts 1000] [--commands 60]

Prints one JSON line: p50 and p99 of each path (ms) and their ratio (account / game).

Figures, 2026-11-26, on this 2-core machine while other work ran on it (docs/bots.md has them too):

    accounts  commands   your_turn p50 / p99    game stream p50 / p99    ratio p50 / p99
        1000        60        7.2 / 173 ms             6.2 / 173 ms            1.16 / 1.0
        1000        60        8.3 /  21 ms             7.4 /  21 ms            1.12 / 1.0
         100        15        1.7 / 3.9 ms             1.6 / 9.9 ms            1.06 / 0.39  (--quick)
"""
from __future__ import annotations

import argparse
import multiprocessing
import random
import select
import socket
import sys
import tempfile
import time
from pathlib import Path

import orjson
import redis
import requests

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.streams import p99, raise_open_files  # noqa: E402
from service.adapters.redis.store import EventStore  # noqa: E402
from service.app.games import GameService  # noqa: E402
from tests.support import RedisServer, answering, free_port, start_part, stop_part, wait_for  # noqa: E402

PAUSE_S = 0.2
READY_TIMEOUT_S = 300
TABLE = {"undo", "resign", "hand_over", "take_back"}


def open_stream(port: int, path: str, key: str | None = None) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port))
    auth = f"Authorization: Bearer {key}\r\n" if key else ""
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: bench\r\n{auth}\r\n".encode())
    return sock


def idle_streams(port: int, keys: list[str], ready, stop) -> None:
    """One account stream per key in one epoll loop, drained until `stop`; `ready` once all answered."""
    raise_open_files()
    poll, sockets, answered = select.epoll(), {}, set()
    for key in keys:
        sock = open_stream(port, "/v1/me/events", key)
        sock.setblocking(False)
        sockets[sock.fileno()] = sock
        poll.register(sock.fileno(), select.EPOLLIN)
    while not stop.is_set():
        for fd, _ in poll.poll(0.05):
            try:
                data = sockets[fd].recv(65536)
            except BlockingIOError:
                continue
            if not data:
                poll.unregister(fd)
                continue
            if data.startswith(b"HTTP/1.1 200"):
                answered.add(fd)
        if len(answered) == len(keys):
            ready.set()
    for sock in sockets.values():
        sock.close()


def arrivals(port: int, game_id: str, keys: list[str], ready, stop, out) -> None:
    """In a process of its own (the player's requests hold no lock it needs): when each version first
    arrived on the game's stream, and each your_turn's version on either player's account stream."""
    socks = {open_stream(port, f"/v1/games/{game_id}/events/stream"): "game"}
    socks.update({open_stream(port, "/v1/me/events", key): "account" for key in keys})
    tails, shown, told = {sock: b"" for sock in socks}, {}, {}
    ready.set()
    while not stop.is_set():
        readable, _, _ = select.select(list(socks), [], [], 0.05)
        for sock in readable:
            data = sock.recv(65536)
            now = time.monotonic()
            lines = (tails[sock] + data).split(b"\n")
            tails[sock] = lines.pop()
            for line in lines:
                if socks[sock] == "game" and line.startswith(b"id: "):
                    shown.setdefault(int(line[4:]), now)
                elif socks[sock] == "account" and line.startswith(b"data: "):
                    event = orjson.loads(line[6:])
                    if event["type"] == "your_turn":
                        told.setdefault(event["data"]["version"], now)
    out.send({"shown": shown, "told": told})


def play(base: str, keys: list[str], game_id: str, commands: int) -> dict[int, float]:
    """Random legal commands by whichever seat may act, PAUSE_S apart: when each version was answered."""
    http, chooser, answered = requests.Session(), random.Random(7), {}
    for _ in range(commands * 4):
        if len(answered) == commands:
            break
        for key in keys:
            auth = {"Authorization": f"Bearer {key}"}
            legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth).json()
            moves = [c for c in legal["commands"] if c["type"] not in TABLE]
            if moves:
                answer = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth,
                                   json={**chooser.choice(moves), "expected_version": legal["version"]})
                if answer.status_code == 201:
                    answered[answer.json()["version"]] = time.monotonic()
                break
        time.sleep(PAUSE_S)
    return answered


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--accounts", type=int, default=1000)
    parser.add_argument("--commands", type=int, default=60)
    parser.add_argument("--quick", action="store_true", help="a smoke run: 100 accounts, 15 commands")
    args = parser.parse_args()
    if args.quick:
        args.accounts, args.commands = 100, 15
    soft, _ = raise_open_files()
    assert 2 * args.accounts + 200 <= soft, f"open-file limit {soft} is too low for {args.accounts} streams"
    with tempfile.TemporaryDirectory() as directory:
        server = RedisServer(Path(directory))
        port = free_port()
        api = start_part("serve", server.url, "--port", str(port), "--connections", str(args.accounts + 500),
                         TRACKSIDE_RATE_LIMIT="1000000/second", TRACKSIDE_CREATE_LIMIT="1000000/second",
                         TRACKSIDE_ADDRESS_LIMIT="1000000/second", TRACKSIDE_ADDRESS_CREATE_LIMIT="1000000/second")
        relay = start_part("relay", server.url)
        base = f"http://127.0.0.1:{port}"
        stop = multiprocessing.Event()
        try:
            wait_for(lambda: answering(f"{base}/healthz"), timeout=60, what="trackside serve")
            http = requests.Session()
            made = [http.post(f"{base}/v1/accounts", json={"name": f"a{n}", "kind": "bot"}).json()
                    for n in range(args.accounts)]
            ready = multiprocessing.Event()
            idle = multiprocessing.Process(target=idle_streams, args=(port, [m["key"] for m in made[2:]], ready, stop))
            idle.start()
            assert ready.wait(READY_TIMEOUT_S), "the idle streams did not all open"
            service = GameService(EventStore(redis.Redis.from_url(server.url)))
            game_id = service.create("ticket-to-ride", players=[{"name": m["account"]["name"], "account": m["account"]["id"]}
                                                                for m in made[:2]], options=None, seed="bench")["game"]["id"]
            keys = [m["key"] for m in made[:2]]
            listening, arrived_out, arrived_in = multiprocessing.Event(), *multiprocessing.Pipe(duplex=False)
            listener = multiprocessing.Process(target=arrivals, args=(port, game_id, keys, listening, stop, arrived_in))
            listener.start()
            listening.wait(30)
            time.sleep(1)
            answered = play(base, keys, game_id, args.commands)
            time.sleep(2)
            stop.set()
            arrived = arrived_out.recv()
            listener.join(30)
            idle.join(30)
        finally:
            stop.set()
            stop_part(relay)
            stop_part(api)
            server.stop()
    told = [max(0.0, arrived["told"][v] - t) for v, t in answered.items() if v in arrived["told"]]
    game = [max(0.0, arrived["shown"][v] - t) for v, t in answered.items() if v in arrived["shown"]]
    result = {"accounts_streaming": args.accounts, "commands": len(answered), "told": len(told), "shown": len(game),
              "your_turn_p50_ms": _ms(sorted(told)[len(told) // 2]), "your_turn_p99_ms": _ms(p99(told)),
              "game_stream_p50_ms": _ms(sorted(game)[len(game) // 2]), "game_stream_p99_ms": _ms(p99(game))}
    result["ratio_p50"] = round(result["your_turn_p50_ms"] / max(result["game_stream_p50_ms"], 0.1), 2)
    result["ratio_p99"] = round(result["your_turn_p99_ms"] / max(result["game_stream_p99_ms"], 0.1), 2)
    print(orjson.dumps(result).decode(), flush=True)


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 1)



if __name__ == "__main__":
    main()
