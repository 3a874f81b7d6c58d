"""An account's events are written exactly once (issue 27), however often the relay handles an outbox
entry: a relay that wrote them and died before acknowledging, or relays killed with SIGKILL mid-game."""
from __future__ import annotations

import collections
import os
import signal
import threading

import orjson
import redis

from service.adapters.redis.keys import OUTBOX
from service.adapters.redis.outbox_reader import GROUP
from service.adapters.streams.account_events import AccountEvents
from tests.platform.account_players import StreamPlayer, owed_turns, told, until
from tests.platform.support import new_account
from tests.support import start_part, stop_part
from workers.relay import Relay


def test_an_entry_handled_again_after_a_relay_died_before_acknowledging_it_is_told_once(app, served, redis_url):
    """A relay reads the new game's entry and writes its accounts' events, then dies before XACK (here:
    it handles it and never acknowledges); the live relay claims the entry and handles it again."""
    (a, _), (b, _) = new_account(served.http, served.url, "A"), new_account(served.http, served.url, "B")
    service = app.extensions["trackside.services"].games
    game_id = service.create("mini-express", players=[{"name": "A", "account": a["id"]},
                                                      {"name": "B", "account": b["id"]}], options=None,
                             seed="twice")["game"]["id"]
    client = redis.Redis.from_url(redis_url)
    doomed = Relay(client, client, name="doomed")
    heard: list[tuple[str, dict]] = []
    doomed.listeners.append(lambda account, event: heard.append((account, event)))
    read = client.xreadgroup(GROUP, "doomed", {OUTBOX: ">"}, count=10)
    entries = [orjson.loads(fields[b"entry"]) for _, messages in read for _, fields in messages]
    assert [entry["game"] for entry in entries] == [game_id]
    doomed.handle(entries[0])
    written = [(account, event["type"]) for account, event in heard]
    assert sorted(written) == sorted([(a["id"], "game_started"), (b["id"], "game_started"), (a["id"], "your_turn")])
    doomed.handle(entries[0])  # handled twice in one process too: nothing new, and no listener hears it again
    assert len(heard) == 3
    relay = start_part("relay", redis_url)
    try:
        until(lambda: client.xpending(OUTBOX, GROUP)["pending"] == 0, 30, "the live relay to claim the entry")
    finally:
        stop_part(relay)
    stream = AccountEvents(service.store)
    assert [e["type"] for e in stream.after(a["id"], "0")] == ["game_started", "your_turn"]
    assert [e["type"] for e in stream.after(b["id"], "0")] == ["game_started"]
    assert [e for _, e in heard if e["type"] == "your_turn"] == stream.after(a["id"], "0")[1:]


def test_relays_killed_mid_game_lose_and_repeat_no_event(app, served, redis_url, quick_bots):
    (a, a_key), (b, b_key) = new_account(served.http, served.url, "A"), new_account(served.http, served.url, "B")
    service = app.extensions["trackside.services"].games
    game_id = service.create("railroad-ink", players=[{"name": "A", "account": a["id"]},
                                                      {"name": "b", "kind": "bot", "level": "easy"},
                                                      {"name": "B", "account": b["id"]}], options=None,
                             seed="killed")["game"]["id"]
    players = [StreamPlayer(served.url, key, {game_id}, seed=n) for n, key in enumerate((a_key, b_key))]
    relays = [start_part("relay", redis_url)]
    kills, stop = [], threading.Event()

    def kill_repeatedly() -> None:  # SIGKILL the relay three times mid-game (by moves made, not by time), a new one at once
        for version in (20, 60, 100):
            while service.store.version(game_id) < version:
                if stop.wait(0.05):
                    return
            os.killpg(relays[-1].pid, signal.SIGKILL)
            relays[-1].wait()
            kills.append(service.store.version(game_id))
            relays.append(start_part("relay", redis_url))

    killer = threading.Thread(target=kill_repeatedly, daemon=True)
    for thread in (*players, killer):
        thread.start()
    try:
        for player in players:
            player.done(120)
    finally:
        stop.set()
        killer.join(30)
        stop_part(relays[-1])
    assert len(kills) == 3 and kills == sorted(kills), kills
    owed = owed_turns(service, game_id)
    for player, seat in zip(players, (0, 2), strict=True):
        facts = told(player.events)
        assert [f for f, n in collections.Counter(facts).items() if n > 1] == []
        assert {f for f in facts if f[2] == "your_turn"} == {f for f in owed if f[3] == seat}
        assert [f[2] for f in facts].count("game_finished") == 1
