"""An import checks what costs nothing before it replays anything (a claim of being unfinished, seats, times),
and no export, however made up, gets a 5xx."""
from __future__ import annotations

import copy
import dataclasses

import pytest
import requests

from domain.core import replay as replaying
from tests.service.play import auth, create

pytestmark = pytest.mark.memory  # (the API on the in-memory fakes: tests/conftest.py)

JSON = {"Content-Type": "application/json"}


@pytest.fixture
def settings(settings):
    """Imports decided inline, in this process (not in the heavy-reads pool), so that the replays counted here
    are the ones that run; and room for the attack's size, above the shipped limit."""
    return dataclasses.replace(settings, heavy_workers=0, max_import_bytes=32 << 20)


def finished_ticket_to_ride(served) -> dict:
    """A Ticket to Ride game in which both seats kept their tickets, then seat 0 resigned: its export."""
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Bob"}], seed="import-checks")
    game_id = created["game"]["id"]
    for seat in created["seats"]:
        legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(seat["token"])).json()["commands"]
        keep = next(command for command in legal if command["type"] == "keep_tickets")
        assert http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(seat["token"]), json=keep).status_code == 201
    assert http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(created["seats"][0]["token"]),
                     json={"type": "resign"}).status_code == 201
    return http.get(f"{base}/v1/games/{game_id}/export").json()


def test_an_unfinished_import_is_refused_before_anything_is_replayed(served, monkeypatch):
    """A large export of an unfinished game (its summary says so) is refused at once: it was replayed in full
    (23.6 s for 62 MiB) before the finished check."""
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", [{"name": "Ada"}], seed="unfinished")
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    move = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()["commands"][0]
    assert http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(token), json=move).status_code == 201
    export = http.get(f"{base}/v1/games/{game_id}/export", headers=auth("admin-secret")).json()
    assert export["game"]["status"] == "active"
    padding = export["events"][-1]
    large = {**export, "events": [*export["events"], *([padding] * 40_000)]}  # about 16 MB
    replays, replay = [], replaying.replay
    monkeypatch.setattr(replaying, "replay", lambda *args, **kwargs: replays.append(args) or replay(*args, **kwargs))
    refused = http.post(f"{base}/v1/games/import", json=large)
    assert refused.status_code == 422 and refused.json()["code"] == "game_not_finished", refused.text
    assert replays == [], "nothing was replayed"


def test_an_import_with_a_seat_out_of_range_or_a_time_in_the_future_is_a_400(served):
    """A command's seat out of range answered 500 (IndexError in Ticket to Ride's check_turn); an event timed in
    year 9999 was believed. Both are refused before any replay, naming the event (through a real socket)."""
    export = finished_ticket_to_ride(served)
    keep = next(n for n, e in enumerate(export["events"]) if (e["command"] or {}).get("type") == "keep_tickets")
    cases = {"seat 5": ("command", "seat", 5), "seat -1": ("command", "seat", -1), "seat true": ("command", "seat", True),
             "event seat 9": (None, "seat", 9), "year 9999": (None, "at", "9999-12-31T23:59:59.000Z"),
             "no time": (None, "at", "half past nine")}
    for case, (inner, field, value) in cases.items():
        bad = copy.deepcopy(export)
        envelope = bad["events"][keep]
        (envelope[inner] if inner else envelope)[field] = value
        response = requests.post(f"{served.url}/v1/games/import", json=bad, timeout=30)
        assert response.status_code == 400, (case, response.status_code, response.text)
        body = response.json()
        assert body["code"] == "validation_error" and list(body["errors"]["events"]) == [str(keep)], (case, body)
        assert body["detail"] == f"Event {keep + 1} of the export is not valid.", (case, body)
    assert requests.post(f"{served.url}/v1/games/import", json=export, timeout=30).status_code == 201
