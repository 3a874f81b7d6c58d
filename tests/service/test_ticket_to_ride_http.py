"""Ticket to Ride over real HTTP: no response to any seat carries another seat's hidden cards or
tickets before the end (states now and in the past, events, legal commands, exports, errors, jobs)."""
from __future__ import annotations

import random

import pytest

from domain.core import Event
from domain.core.registry import get_rules
from tests.domain.ticket_to_ride.test_ttr_redaction import hidden, shown
from tests.service.play import auth, create
from tests.support import wait_for


@pytest.mark.memory
def test_no_response_leaks_hidden_cards_or_tickets(served):
    http, base = served.http, served.url
    store = served.app.extensions["trackside.services"].store
    rules = get_rules("ticket-to-ride")
    created = create(http, base, "ticket-to-ride", [{"name": f"P{i}"} for i in range(4)], seed="leaks")
    gid = created["game"]["id"]
    tokens = [seat["token"] for seat in created["seats"]]
    chooser = random.Random(4)
    state, folded = None, 0
    checked = 0
    answered = None  # (seat, body) of the last command, checked once its events are folded
    viewers = [None, *range(4)]
    # What each viewer could never have seen: hidden from it at every version so far (a card once face
    # up is known to everyone from then on, even in a hand).
    never_seen = {viewer: hidden(None, viewer) for viewer in viewers}
    for step in range(2000):
        summary = http.get(f"{base}/v1/games/{gid}").json()
        if summary["status"] == "finished":
            break
        # The true state, from the log's events not yet folded (the store's: the admin's export, without
        # serving the whole game again at every step).
        for envelope in store.events(gid, after=folded):
            state = rules.evolve(state, Event(envelope["type"], envelope["data"], envelope["seat"]))
            folded += 1
            for viewer in viewers:
                never_seen[viewer] = never_seen[viewer] & hidden(state, viewer)
        if answered:  # what was hidden from the seat both before and after its command stays hidden
            seat, body = answered
            assert not shown(body) & never_seen[seat], body
        if step % 15 == 0:
            past = max(1, folded // 2)
            for viewer, headers in zip(viewers, [{}, *map(auth, tokens)], strict=True):
                secret = never_seen[viewer]
                bodies = [
                    http.get(f"{base}/v1/games/{gid}/state", headers=headers).json(),
                    http.get(f"{base}/v1/games/{gid}/events", headers=headers).json(),
                    http.get(f"{base}/v1/games/{gid}/export", headers=headers).json(),
                    http.get(f"{base}/v1/games/{gid}/state?at_version={past}", headers=headers).json(),
                ]
                if viewer is not None:
                    bodies.append(http.get(f"{base}/v1/games/{gid}/legal-commands", headers=headers).json())
                    bodies.append(http.post(f"{base}/v1/games/{gid}/commands", headers=headers, json={
                        "type": "claim_route", "data": {"route": "mon-nyc", "color": "blue", "locomotives": 2}}).json())
                for body in bodies:
                    assert not shown(body) & secret, (viewer, body)
                checked += len(bodies)
        seat = chooser.choice(summary["active_seats"])
        legal = http.get(f"{base}/v1/games/{gid}/legal-commands", headers=auth(tokens[seat])).json()
        response = http.post(f"{base}/v1/games/{gid}/commands", headers=auth(tokens[seat]),
                             json=chooser.choice(legal["commands"]))
        assert response.status_code == 201, response.text
        answered = (seat, response.json())
    assert summary["status"] == "finished" and checked > 100
    final = http.get(f"{base}/v1/games/{gid}/state").json()["view"]
    assert all("hand" in player and "tickets" in player for player in final["players"]), "revealed at the end"


def test_bulk_scoring_of_finished_games_and_raw_positions(app, served, worker):
    """Finished games scored by id and their final positions scored raw give the same breakdown."""
    rules = get_rules("ticket-to-ride")
    service = app.extensions["trackside.services"].games
    game_ids = []
    for players in (2, 4):
        created = service.create("ticket-to-ride", [{"name": f"P{i}"} for i in range(players)], {}, f"bulk-{players}")
        game = service.game(created["game"]["id"])
        chooser = random.Random(players)
        while not rules.status(state := service.state_at(game, service.store.version(game.id))).finished:
            seat = chooser.choice(rules.status(state).active_seats)
            service.submit(game, seat, chooser.choice(rules.legal_commands(state, seat)))
        game_ids.append(game.id)
    http, base = served.http, served.url
    job = http.post(f"{base}/v1/scoring-jobs", json={"games": game_ids}).json()["job"]
    done = wait_for(lambda: (j := http.get(f"{base}/v1/jobs/{job['id']}").json())["status"] == "finished" and j,
                    what="the scoring job")
    boards = []
    for entry, game_id in zip(done["result"]["results"], game_ids, strict=True):
        summary = http.get(f"{base}/v1/games/{game_id}").json()
        assert entry["scores"] == summary["scores"] and entry["winners"] == summary["winners"]
        assert [p["total"] for p in entry["breakdown"]["players"]] == summary["scores"]
        final = http.get(f"{base}/v1/games/{game_id}/state").json()["view"]["players"]
        boards.append({"rules": "ticket-to-ride", "board": {"players": [
            {"routes": p["routes"], "tickets": p["tickets"]} for p in final]}})
    job = http.post(f"{base}/v1/scoring-jobs", json={"boards": boards}).json()["job"]
    raw = wait_for(lambda: (j := http.get(f"{base}/v1/jobs/{job['id']}").json())["status"] == "finished" and j,
                   what="the raw scoring job")
    for by_id, by_board in zip(done["result"]["results"], raw["result"]["results"], strict=True):
        assert [p["total"] for p in by_board["score"]["players"]] == by_id["scores"]
        assert by_board["score"]["winners"] == by_id["winners"]
