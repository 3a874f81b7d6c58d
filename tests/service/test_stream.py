"""Server-Sent Events over a real socket, resumable with Last-Event-ID."""
from __future__ import annotations

import orjson

from tests.service.play import auth, create


def read_events(response, count):
    out, current = [], {}
    for line in response.iter_lines(decode_unicode=True):
        if line.startswith("id: "):
            current["id"] = int(line[4:])
        elif line.startswith("data: "):
            current["data"] = orjson.loads(line[6:])
        elif line == "" and "id" in current:
            out.append(current)
            current = {}
            if len(out) == count:
                return out
    return out


def test_stream_delivers_events_and_resumes_after_last_event_id(served):
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "a"}], seed="sse")
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    for _ in range(3):
        command = http.get(f"{base}/v1/games/{gid}/legal-commands", headers=auth(token)).json()["commands"][0]
        assert http.post(f"{base}/v1/games/{gid}/commands", headers=auth(token), json=command).status_code == 201
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
        command = http.get(f"{base}/v1/games/{gid}/legal-commands", headers=auth(token)).json()["commands"][0]
        assert http.post(f"{base}/v1/games/{gid}/commands", headers=auth(token), json=command).status_code == 201
        live = read_events(response, 1)
    assert live[0]["id"] == total + 1 and live[0]["data"]["type"] == "route_placed"
