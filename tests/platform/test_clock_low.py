"""`clock_low` (issue 40), a notice kind added through the registry (service/app/notice_kinds.py) and its
handler alone: a seat whose clock a command took under 20 % of its base is told once, on its account's
stream and its webhooks, over a real socket with a real relay and worker. And the registry is the one place
the kinds are named: the API document's account events and the webhooks' event types are its kinds."""
from __future__ import annotations

import json
import time

import requests

from service.adapters.streams.account_events import AccountEvents
from service.app.notice_kinds import KINDS, TYPES
from service.app.webhooks import EVENT_TYPES
from service.http.openapi.me_events import me_event_components
from service.http.openapi.webhooks import EVENTS
from tests.platform.account_players import TABLE, until
from tests.platform.support import bearer, new_account
from tests.platform.test_account_events_stream import read_frames
from tests.platform.test_webhooks_delivery import Receiver

BASE_S = 10


def test_a_seat_whose_clock_goes_low_is_told_once_on_its_stream_and_its_webhook(app, served, relay, quick_bots):
    (a, a_key), (b, b_key) = new_account(served.http, served.url, "A"), new_account(served.http, served.url, "B")
    receiver = Receiver(lambda seen: (200, {}))
    keys = {a["id"]: a_key, b["id"]: b_key}
    hooks = {}
    for account, key in keys.items():
        answer = requests.post(f"{served.url}/v1/me/webhooks", headers=bearer(key),
                               json={"url": receiver.url, "events": ["clock_low"]}, timeout=10)
        assert answer.status_code == 201, answer.text
        hooks[account] = answer.json()
    service = app.extensions["trackside.services"].games
    started = time.monotonic()  # (the clocks start when the game is created)
    game_id = service.create("mini-express", players=[{"name": "A", "account": a["id"]},
                                                      {"name": "B", "account": b["id"]}],
                             options={"clock": {"base_s": BASE_S, "on_timeout": "automa"}}, seed="low")["game"]["id"]
    events = AccountEvents(service.store)
    first = until(lambda: [(account, e) for account in keys for e in events.after(account, "0")
                           if e["type"] == "your_turn"], 10, "a turn")[0][0]
    time.sleep(max(0.0, started + BASE_S * 0.82 - time.monotonic()))  # past 80 % of its base, not all of it
    legal = requests.get(f"{served.url}/v1/games/{game_id}/legal-commands", headers=bearer(keys[first]),
                         timeout=10).json()
    move = next(command for command in legal["commands"] if command["type"] not in TABLE)
    moved = requests.post(f"{served.url}/v1/games/{game_id}/commands", headers=bearer(keys[first]),
                          json={**move, "expected_version": legal["version"]}, timeout=10)
    assert moved.status_code == 201, moved.text
    receiver.secret = hooks[first]["secret"]
    until(lambda: receiver.effects() == 1, 30, "the webhook's clock_low")
    for account in keys:  # (the clocks run out, machines play on to the end: no seat is told again)
        until(lambda account=account: [e for e in events.after(account, "0") if e["type"] == "game_finished"], 120,
              "the end")
    time.sleep(1)
    stream = [e for account in keys for e in events.after(account, "0")]
    frames = read_frames(served.url, keys[first], len(events.after(first, "0")))  # (all it holds: from the oldest)
    told = [json.loads(frame["data"]) for frame in frames if frame["event"] == "clock_low"]
    assert len(told) == 1 and [e for e in stream if e["type"] == "clock_low"] == told
    low = told[0]["data"]
    assert low["game"] == game_id and low["rules"] == "mini-express" and low["base_ms"] == BASE_S * 1000
    assert low["seat"] == (0 if first == a["id"] else 1) and low["version"] > legal["version"]
    assert 0 < low["clock"] < BASE_S * 1000 * 0.2
    assert [r["payload"]["type"] for r in receiver.received] == ["clock_low"]
    assert receiver.received[0]["payload"]["data"] == {**low, "event_id": told[0]["id"]}


def test_the_registry_is_the_one_place_the_notice_kinds_are_named():
    assert len(set(TYPES)) == len(KINDS) and "clock_low" in TYPES
    components = me_event_components()
    account_events = [entry["$ref"].rsplit("AccountEvent_", 1)[1] for entry in components["AccountEvent"]["oneOf"]]
    assert account_events == [*TYPES, "gap"]  # (a gap is the stream's own, no notice)
    for kind in KINDS:
        assert components[f"AccountEvent_{kind.type}"]["properties"]["data"]["description"] == kind.description
    assert EVENT_TYPES == TYPES and EVENTS["items"]["enum"] == list(TYPES)
