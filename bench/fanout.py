"""The fan-out engines alone, side by side in one run: what one published message costs each engine per
held stream, and how long it takes to reach all of them (issue #30: "measure before choosing").

- `pushpin`: a Pushpin node as we run it (deploy/pushpin/pushpin.conf, filled in as `trackside up` does)
  in front of a trivial GRIP origin that holds every request on one channel; messages published to its
  HTTP publish port.
- `nchan`: nginx with the nchan module (Debian: nginx-light, libnginx-mod-nchan; `bash deploy/bootstrap.sh
  --bench` installs them), one worker, its `http-raw-stream` subscriber (the published bytes written as
  they are: our SSE frames, with our `id:`), messages published to its publisher location.

Each engine, by turns, is pinned to the first core, and N streams are held by one client process pinned
to the last (one epoll loop). Then M messages (SSE frames of about an event's size) are published one at
a time, each once every stream has the one before. Reported per engine: the engine's CPU per message per
stream (all its processes: for Pushpin its handler, condure, proxy and zurl) and the delivery time of a
message to all N (p50, max). Neither engine checks tokens, reads the store or redacts here: that is the
API's, the same whichever engine holds the streams (bench/streams.py measures the whole path).

    python bench/fanout.py [--streams 5000] [--messages 20] [--engines pushpin,nchan]

Every wait is bounded (OPEN_S for the streams to be held, DELIVERY_S a message): an engine that misses one
is reported as `failed` (what it missed), stopped with the streams' holder, and the run goes on; it used
to wait for ever on a holder nobody stopped.

Figures: docs/streams.md, "Why Pushpin, not nchan".
"""
from __future__ import annotations

import argparse
import contextlib
import http.server
import multiprocessing
import os
import selectors
import shutil
import signal
import socket
import socketserver
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import orjson
import requests

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.streams import answers, cpu_s, pin_threads, raise_open_files  # noqa: E402
from tests.support import free_port, wait_for  # noqa: E402

NCHAN_MODULE = Path("/usr/lib/nginx/modules/ngx_nchan_module.so")  # (Debian's libnginx-mod-nchan)
NGINX_CONF = """load_module {module};
worker_processes 1;
worker_rlimit_nofile {files};
daemon off;
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;
events {{ worker_connections {files}; }}
http {{
  access_log off;
  client_body_temp_path {dir}/body;
  server {{
    listen 127.0.0.1:{port};
    location = /stream {{
      nchan_subscriber http-raw-stream;
      nchan_subscriber_http_raw_stream_separator "";
      nchan_subscriber_first_message newest;
      nchan_channel_id game;
    }}
    location = /publish {{ nchan_publisher; nchan_channel_id game; nchan_message_buffer_length 100; }}
  }}
}}
"""
# About the size of a Railroad Ink route placement as a spectator sees it.
EVENT = orjson.dumps({
    "version": 0, "type": "RoutePlaced", "seat": 0,
    "payload": {"tile": "straight-rail", "at": [3, 4], "rotation": 90, "mirrored": False, "round": 1}}).decode()


class HoldAll(http.server.BaseHTTPRequestHandler):
    """A GRIP origin that holds every request as a stream on the channel `game`."""
    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:
        body = b"retry: 3000\n\n"
        self.send_response(200)
        for name, value in (("Content-Type", "text/event-stream"), ("Grip-Hold", "stream"), ("Grip-Channel", "game"),
                            ("Grip-Keep-Alive", ": keep-alive\\n\\n; format=cstring; timeout=15"),
                            ("Content-Length", str(len(body)))):
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass


class Origin(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    request_queue_size = 4096


def stop_group(process: subprocess.Popen) -> None:
    """An engine and every process it started (its own session): SIGTERM, then SIGKILL after 30 s."""
    for sig, wait in ((signal.SIGTERM, 30), (signal.SIGKILL, 30)):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, sig)
        try:
            process.wait(wait)
            break
        except subprocess.TimeoutExpired:
            continue
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)  # (what the leader left behind)


def pushpin_engine(directory: Path):
    from service.cli.nodes import pushpin_command, remove_pushpin_rundir

    origin = Origin(("127.0.0.1", 0), HoldAll)
    threading.Thread(target=origin.serve_forever, daemon=True).start()
    port, publish_port = free_port(), free_port()
    command = pushpin_command(directory, port, publish_port, f"127.0.0.1:{origin.server_address[1]}", "bench-key",
                              host="127.0.0.1")
    log = open(directory / "pushpin.log", "wb")  # noqa: SIM115 (open while the node runs)
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        wait_for(lambda: answers(f"http://127.0.0.1:{port}/ready", None), timeout=30, what="pushpin")
    except BaseException:
        stop_group(process)
        raise
    time.sleep(1)  # (its proxy reaches its handler a moment after both answer)

    def publish(message: str) -> None:
        requests.post(f"http://127.0.0.1:{publish_port}/publish/", timeout=30, json={"items": [
            {"channel": "game", "formats": {"http-stream": {"content": message}}}]}).raise_for_status()

    def stop() -> None:
        stop_group(process)
        log.close()
        origin.shutdown()
        remove_pushpin_rundir(directory)

    return port, process.pid, publish, stop


def nchan_engine(directory: Path, files: int):
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    if not (Path(nginx).exists() and NCHAN_MODULE.exists()):
        raise SystemExit("nchan: install nginx-light and libnginx-mod-nchan (bash deploy/bootstrap.sh --bench)")
    port = free_port()
    (directory / "nginx.conf").write_text(NGINX_CONF.format(module=NCHAN_MODULE, files=files, dir=directory, port=port))
    log = open(directory / "nginx.log", "wb")  # noqa: SIM115 (open while nginx runs)
    process = subprocess.Popen([nginx, "-c", str(directory / "nginx.conf"), "-p", str(directory)],
                               stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        wait_for(lambda: answers(f"http://127.0.0.1:{port}/publish", None), timeout=30, what="nginx")
    except BaseException:
        stop_group(process)
        raise

    def publish(message: str) -> None:
        requests.post(f"http://127.0.0.1:{port}/publish", data=message.encode(), timeout=30).raise_for_status()

    def stop() -> None:
        stop_group(process)
        log.close()

    return port, process.pid, publish, stop


OPEN_S = 120.0
"""The most a crowd of streams may take to be held (every open answered 200), and a message to reach them all:
an engine that misses either is reported as failing at that count, and the run goes on to the next."""
DELIVERY_S = 60.0


def holder(port: int, count: int, messages: int, core: int, opened, delivered) -> None:
    """Holds `count` streams (an open the engine refuses, or answers with an error, is made again, as an
    EventSource would, until OPEN_S has passed), tells how many it holds, then for each message when every
    stream has it. Bounded: it stops by itself after OPEN_S and messages * DELIVERY_S (and its parent kills
    it at once when it is done with it)."""
    os.sched_setaffinity(0, {core})
    selector = selectors.DefaultSelector()

    def open_stream() -> bool:
        try:
            connection = socket.create_connection(("127.0.0.1", port), timeout=5)
            connection.sendall(b"GET /stream HTTP/1.1\r\nHost: bench\r\n\r\n")
        except OSError:  # (refused, or reset: a full backlog)
            return False
        connection.setblocking(False)
        selector.register(connection, selectors.EVENT_READ)
        return True

    deadline = time.monotonic() + OPEN_S
    owed, reopened, held = count, 0, set()  # owed: opens to make (again)
    while len(held) < count and time.monotonic() < deadline:
        for _ in range(min(owed, 200)):  # (a crowd arriving over some seconds, not at one instant)
            owed -= open_stream()
        time.sleep(0.05 if owed else 0)
        for key, _ in selector.select(0 if owed else 1):  # the answers' heads (later bytes: keep-alives)
            try:
                head = key.fileobj.recv(65536)
            except OSError:
                head = b""
            if key.fd in held and head:
                continue
            held.discard(key.fd)
            if head.startswith(b"HTTP/1.1 200"):
                held.add(key.fd)
                continue
            selector.unregister(key.fileobj)
            key.fileobj.close()
            owed, reopened = owed + 1, reopened + 1
    opened.send((len(held), reopened))
    if len(held) < count:
        return
    received = 0
    deadline = time.monotonic() + DELIVERY_S * messages
    while received < count * messages and time.monotonic() < deadline:
        for key, _ in selector.select(1):
            got = key.fileobj.recv(65536).count(b"\nevent: event\n")
            if got:
                received += got
                if received % count == 0:
                    delivered.send(received // count)


def measure(engine: str, count: int, messages: int, directory: Path) -> dict:
    """The engine's figures, or what it failed at (`failed`): every wait is bounded, and the engine and the
    streams' holder are stopped whatever happens."""
    engine_core, client_core = 0, (os.cpu_count() or 1) - 1
    port, pid, publish, stop = (pushpin_engine(directory) if engine == "pushpin"
                                else nchan_engine(directory, count + 1000))
    figures: dict = {"engine": engine, "streams": count, "messages": messages}
    opened_out, opened_in = multiprocessing.Pipe(duplex=False)
    delivered_out, delivered_in = multiprocessing.Pipe(duplex=False)
    client = multiprocessing.Process(target=holder, args=(port, count, messages, client_core, opened_in, delivered_in),
                                     daemon=True)
    try:
        pin_threads([pid], engine_core)
        client.start()
        if not opened_out.poll(OPEN_S + 30):
            return {**figures, "failed": f"the streams' holder told nothing in {OPEN_S + 30:.0f} s"}
        held, figures["opens_made_again"] = opened_out.recv()
        if held < count:
            return {**figures, "failed": f"{held} of {count} streams held after {OPEN_S:.0f} s"}
        time.sleep(2)
        before = cpu_s([pid])
        times = []
        for n in range(messages):
            started = time.perf_counter()
            publish(f"id: {n + 1}\nevent: event\ndata: {EVENT}\n\n")
            if not delivered_out.poll(DELIVERY_S):
                return {**figures, "failed": f"message {n + 1} did not reach all {count} streams in {DELIVERY_S:.0f} s"}
            delivered_out.recv()
            times.append((time.perf_counter() - started) * 1000)
        used = cpu_s([pid]) - before
    finally:
        client.kill()
        client.join(30)
        stop()
    times.sort()
    return {**figures, "engine_cpu_us_per_message_per_stream": round(used * 1e6 / (count * messages), 1),
            "delivery_p50_ms": round(times[len(times) // 2], 1), "delivery_max_ms": round(times[-1], 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--streams", type=int, default=5000)
    parser.add_argument("--messages", type=int, default=20)
    parser.add_argument("--engines", default="pushpin,nchan")
    parser.add_argument("--quick", action="store_true", help="a smoke run for `make bench`: 200 streams, 5 messages")
    args = parser.parse_args()
    if args.quick:
        args.streams, args.messages = 200, 5
    soft, _ = raise_open_files()
    assert args.streams + 500 <= soft, f"open-file limit {soft} is too low for {args.streams} streams"
    print(orjson.dumps({"cpus": os.cpu_count(), "engine_pinned_to": 0, "client_pinned_to": (os.cpu_count() or 1) - 1,
                        "load_average": os.getloadavg()}).decode(), flush=True)
    with tempfile.TemporaryDirectory() as scratch:
        for engine in args.engines.split(","):
            directory = Path(scratch) / engine
            directory.mkdir()
            print(orjson.dumps(measure(engine, args.streams, args.messages, directory)).decode(), flush=True)


if __name__ == "__main__":
    main()
