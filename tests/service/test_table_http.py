"""Undo, fork, resigning, handing over and clocks over HTTP (a real socket), for every game."""
from __future__ import annotations

import random

import pytest

from domain.core import table as tables
from service.app import commands as games
from tests.service.play import auth, create, play_randomly

pytestmark = pytest.mark.memory  # (the API on the in-memory fakes: tests/conftest.py)

GAMES = {  # a quick mode of each game, at its smallest table (two where one would play alone)
    "railroad-ink": 2, "lilliput": 2, "ticket-to-ride": 2, "mini-express": 2, "tinners-trail": 3,
}
UNDO = {"type": "undo", "data": {}}
ADMIN = auth("admin-secret")


def players(count: int) -> list[dict]:
    return [{"name": f"P{i}"} for i in range(count)]


def play_with_undos(http, base: str, created: dict, seed: int, max_commands: int = 6000) -> tuple[int, int]:
    """Random legal play to the end, taking back a third of the commands that may be taken back;
    every undo must give back the state before its command. Returns (undos, commands)."""
    chooser = random.Random(seed)
    game_id = created["game"]["id"]
    tokens = {seat["seat"]: seat["token"] for seat in created["seats"]}
    hashes: dict[int, str] = {}
    undos = commands = 0
    for _ in range(max_commands):
        summary = http.get(f"{base}/v1/games/{game_id}").json()
        if summary["status"] == "finished":
            return undos, commands
        seat = chooser.choice(summary["active_seats"])
        legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(tokens[seat])).json()
        version = legal["version"]
        hashes[version] = http.get(f"{base}/v1/games/{game_id}/state").json()["state_hash"]
        listed = UNDO in legal["commands"]
        choices = [c for c in legal["commands"] if c != UNDO]
        command = UNDO if listed and chooser.randint(0, 2) == 0 else chooser.choice(choices)
        response = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(tokens[seat]),
                             json={**command, "expected_version": version})
        assert response.status_code == 201, response.text
        if command == UNDO:
            undone = response.json()["events"][0]
            assert undone["type"] == "undone"
            state = http.get(f"{base}/v1/games/{game_id}/state").json()
            assert state["state_hash"] == hashes[undone["data"]["from_version"] - 1]
            undos += 1
        commands += 1
    raise AssertionError("the game did not finish")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_undo_over_http_gives_back_the_earlier_state_and_verify_export_and_import_honour_it(served, name):
    http, base = served.http, served.url
    created = create(http, base, name, players(GAMES[name]), seed=f"undo-{name}")
    undos, _ = play_with_undos(http, base, created, seed=7)
    assert undos > 0 or name == "ticket-to-ride"
    game_id = created["game"]["id"]
    assert http.get(f"{base}/v1/games/{game_id}/verify").json()["ok"]
    export = http.get(f"{base}/v1/games/{game_id}/export").json()
    if undos:
        assert any(e["type"] == "undone" for e in export["events"])
    imported = http.post(f"{base}/v1/games/import", json=export)
    assert imported.status_code == 201, imported.text
    copy = imported.json()["game"]
    assert copy["version"] == export["game"]["version"] and copy["winners"] == export["game"]["winners"]
    final = http.get(f"{base}/v1/games/{game_id}/state").json()["state_hash"]
    assert http.get(f"{base}/v1/games/{copy['id']}/state").json()["state_hash"] == final


def test_undo_refusals_over_http_are_problems_that_name_the_reason(served):
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", players(2), options={"undo": False})
    token = created["seats"][0]["token"]
    game_id = created["game"]["id"]
    legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()
    assert UNDO not in legal["commands"]
    http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(token), json=legal["commands"][0])
    refused = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(token), json=UNDO)
    assert refused.status_code == 422
    assert refused.headers["Content-Type"] == "application/problem+json"
    assert refused.json()["code"] == "undo.disabled"
    bad = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(token), json={"type": "clock_ran_out"})
    assert bad.status_code == 400  # the clock's own command is not a seat's


def batch_ends(http, base: str, game_id: str) -> list[int]:
    events = http.get(f"{base}/v1/games/{game_id}/export", headers=ADMIN).json()["events"]
    return [e["version"] for e, following in zip(events, [*events[1:], None], strict=True)
            if following is None or following["command"] is not None]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_fork_at_random_versions_has_the_parents_state_there_and_verifies(served, name):
    http, base = served.http, served.url
    parent = create(http, base, name, players(GAMES[name]), seed=f"fork-{name}")
    parent_id = parent["game"]["id"]
    chooser = random.Random(3)
    tokens = [seat["token"] for seat in parent["seats"]]
    for _ in range(40):  # part of the way, so the parent is still being played
        summary = http.get(f"{base}/v1/games/{parent_id}").json()
        seat = chooser.choice(summary["active_seats"])
        legal = http.get(f"{base}/v1/games/{parent_id}/legal-commands", headers=auth(tokens[seat])).json()
        command = chooser.choice([c for c in legal["commands"] if c != UNDO])
        http.post(f"{base}/v1/games/{parent_id}/commands", headers=auth(tokens[seat]), json=command)
    ends = batch_ends(http, base, parent_id)
    middles = [v for v in range(1, ends[-1]) if v not in ends]
    if middles:
        refused = http.post(f"{base}/v1/games/{parent_id}/fork", json={"at_version": middles[0]}, headers=ADMIN)
        assert refused.status_code == 422 and refused.json()["code"] == "fork.mid_command"
    seats = [{"name": "A"}, *({"name": f"B{i}", "kind": "bot"} for i in range(GAMES[name] - 1))]
    for version in chooser.sample(ends, 3):
        response = http.post(f"{base}/v1/games/{parent_id}/fork", headers=ADMIN,
                             json={"at_version": version, "players": seats})
        assert response.status_code == 201, response.text
        fork = response.json()
        fork_id = fork["game"]["id"]
        assert fork["game"]["forked_from"] == {"game": parent_id, "version": version}
        # a game that hides cards deals them again in one event of the fork's own (test_forks_and_seeds.py)
        redealt = name == "ticket-to-ride"
        assert fork["game"]["version"] == version + redealt and [s["kind"] for s in fork["seats"]][1:] == ["bot"] * (
            GAMES[name] - 1)
        at = http.get(f"{base}/v1/games/{parent_id}/state", params={"at_version": version}).json()
        copied = http.get(f"{base}/v1/games/{fork_id}/state", params={"at_version": version}).json()
        assert copied["state_hash"] == at["state_hash"]
        now = http.get(f"{base}/v1/games/{fork_id}/state").json()["state_hash"]
        assert (now != at["state_hash"]) is redealt
        assert fork["game"]["seed_commitment"] != parent["game"]["seed_commitment"]
        assert http.get(f"{base}/v1/games/{fork_id}/verify").json()["ok"]


def test_a_fork_plays_on_to_its_end_and_still_verifies(served):
    http, base = served.http, served.url
    parent = create(http, base, "railroad-ink", players(2), seed="fork-to-the-end")
    parent_id = parent["game"]["id"]
    tokens = [seat["token"] for seat in parent["seats"]]
    for seat in (0, 1):  # both seats play their first route
        legal = http.get(f"{base}/v1/games/{parent_id}/legal-commands", headers=auth(tokens[seat])).json()
        http.post(f"{base}/v1/games/{parent_id}/commands", headers=auth(tokens[seat]), json=legal["commands"][0])
    fork = http.post(f"{base}/v1/games/{parent_id}/fork", json={"at_version": batch_ends(http, base, parent_id)[-1]})
    assert fork.status_code == 201, fork.text  # a game that hides nothing: anyone may fork it
    play_randomly(http, base, fork.json(), seed=5)
    assert http.get(f"{base}/v1/games/{fork.json()['game']['id']}/verify").json()["ok"]


def test_a_game_that_hides_cards_is_forked_before_its_end_by_the_admin_only(served):
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", players(2), seed="fork-hidden")
    game_id = created["game"]["id"]
    version = batch_ends(http, base, game_id)[-1]
    spectator = http.post(f"{base}/v1/games/{game_id}/fork", json={"at_version": version})
    assert spectator.status_code == 403 and spectator.json()["code"] == "fork.hidden_information"
    seat = http.post(f"{base}/v1/games/{game_id}/fork", json={"at_version": version},
                     headers=auth(created["seats"][0]["token"]))
    assert seat.status_code == 403  # a player may not learn the other hand by forking either
    admin = http.post(f"{base}/v1/games/{game_id}/fork", json={"at_version": version}, headers=ADMIN)
    assert admin.status_code == 201, admin.text
    assert http.get(f"{base}/v1/games/{admin.json()['game']['id']}/verify").json()["ok"]


def test_resigning_decides_a_two_seat_game_and_leaves_nothing_to_play(served):
    http, base = served.http, served.url
    created = create(http, base, "ticket-to-ride", players(2))
    game_id = created["game"]["id"]
    response = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(created["seats"][0]["token"]),
                         json={"type": "resign"})
    assert response.status_code == 201
    assert [e["type"] for e in response.json()["events"]] == ["resigned", "game_decided"]
    summary = http.get(f"{base}/v1/games/{game_id}").json()
    assert summary["status"] == "finished" and summary["winners"] == [1] and summary["seats"][0]["out"]
    late = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(created["seats"][1]["token"]),
                     json={"type": "resign"})
    assert late.status_code == 409 and late.json()["code"] == "game_over"
    assert http.get(f"{base}/v1/games/{game_id}/verify").json()["ok"]
    # A game decided by a resignation is a finished game: its export imports, with the same winner.
    imported = http.post(f"{base}/v1/games/import", json=http.get(f"{base}/v1/games/{game_id}/export").json())
    assert imported.status_code == 201, imported.text
    assert imported.json()["game"]["winners"] == [1] and imported.json()["game"]["status"] == "finished"


def test_a_clock_shows_in_summary_and_state_and_a_seat_out_of_time_is_refused_then_loses(served, app, monkeypatch):
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", players(2),
                     options={"clock": {"base_s": 5, "increment_s": 0, "on_timeout": "lose"}})
    game_id = created["game"]["id"]
    summary = http.get(f"{base}/v1/games/{game_id}").json()
    assert summary["clocks"]["running"] == [0, 1] and summary["clocks"]["base_s"] == 5
    assert http.get(f"{base}/v1/games/{game_id}/state").json()["clocks"]["deadline"] == summary["clocks"]["deadline"]
    now_ms = games.now_ms
    monkeypatch.setattr(games, "now_ms", lambda: now_ms() + 5_100)  # the server's clock, 5.1 s on
    token = created["seats"][0]["token"]
    legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()
    late = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(token), json=legal["commands"][0])
    assert late.status_code == 409 and late.json()["code"] == "clock.ran_out"
    # What the clock job does (tests/workers/test_clocks.py runs it on real workers): once, and only once.
    service = app.extensions["trackside.services"].games
    version = summary["version"]
    assert service.expire_clock(game_id, version)["outcome"] == "acted"
    assert service.expire_clock(game_id, version)["outcome"] == "stale"
    summary = http.get(f"{base}/v1/games/{game_id}").json()
    assert summary["status"] == "finished" and summary["winners"] == [] and summary["clocks"]["running"] == []
    events = http.get(f"{base}/v1/games/{game_id}/events").json()["events"]
    # Both clocks ran (Railroad Ink's seats play each round at once): both ran out, nobody is left to win.
    assert [(e["type"], e["seat"]) for e in events if e["type"] in ("clock_ran_out", "game_decided")] == [
        ("clock_ran_out", 0), ("clock_ran_out", 1), ("game_decided", None)]
    assert http.get(f"{base}/v1/games/{game_id}/verify").json()["ok"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_takes_a_clock_a_seat_handed_over_and_taken_back_and_a_resignation(served, name):
    http, base = served.http, served.url
    clock = {"base_s": 3600, "increment_s": 5, "on_timeout": "automa"}
    created = create(http, base, name, players(GAMES[name]), options={"clock": clock})
    game_id, tokens = created["game"]["id"], [seat["token"] for seat in created["seats"]]
    summary = http.get(f"{base}/v1/games/{game_id}").json()
    assert summary["options"]["clock"] == clock
    assert summary["clocks"]["running"] == summary["active_seats"]
    assert all(0 < left <= 3_600_000 for left in summary["clocks"]["remaining_ms"])
    seat = summary["active_seats"][0]
    handed = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(tokens[seat]), json={"type": "hand_over"})
    assert handed.status_code == 201 and handed.json()["events"][0]["type"] == "seat_taken_over"
    assert http.get(f"{base}/v1/games/{game_id}").json()["seats"][seat]["played_by"] == {
        "kind": "bot", "reason": "handed_over"}
    legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(tokens[seat])).json()
    assert legal["commands"] == [{"type": "take_back", "data": {}}]
    assert seat not in http.get(f"{base}/v1/games/{game_id}").json()["clocks"]["running"]  # a bot has no clock
    back = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(tokens[seat]), json={"type": "take_back"})
    assert back.status_code == 201
    assert "played_by" not in http.get(f"{base}/v1/games/{game_id}").json()["seats"][seat]
    resigned = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(tokens[seat]), json={"type": "resign"})
    assert resigned.status_code == 201
    after = http.get(f"{base}/v1/games/{game_id}").json()
    assert after["seats"][seat]["out"]
    if GAMES[name] == 2:
        assert after["status"] == "finished" and after["winners"] == [1 - seat]
    else:
        assert after["status"] == "active" and after["seats"][seat]["played_by"]["reason"] == "resigned"
    assert http.get(f"{base}/v1/games/{game_id}/verify").json()["ok"]


def test_place_and_undo_over_http_ends_after_three_undos_and_the_log_stops_growing(served):
    """Issue 25.4: 500 x (place_route, undo) by one seat while the other waits grew a Railroad Ink log
    by a thousand events; now the fourth undo of the round is a 422 and the log stops."""
    http, base = served.http, served.url
    created = create(http, base, "railroad-ink", players(2))
    game_id, token = created["game"]["id"], created["seats"][0]["token"]
    legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()["commands"]
    place = next(c for c in legal if c["type"] == "place_route")
    undos = 0
    for _ in range(500):
        assert http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(token), json=place).status_code == 201
        refused = http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(token), json=UNDO)
        if refused.status_code != 201:
            break
        undos += 1
    assert undos == tables.UNDOS_PER_TURN == 3
    assert refused.status_code == 422 and refused.headers["Content-Type"] == "application/problem+json"
    assert refused.json()["code"] == "undo.limit" and refused.json()["limit"] == 3
    version = http.get(f"{base}/v1/games/{game_id}").json()["version"]
    assert version == 2 + 3 * 2 + 1
    legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(token)).json()["commands"]
    assert UNDO not in legal and place not in legal  # the die is spent: the loop is over
    assert http.post(f"{base}/v1/games/{game_id}/commands", headers=auth(token), json=UNDO).status_code == 422
    assert http.get(f"{base}/v1/games/{game_id}").json()["version"] == version
    setup = http.get(f"{base}/v1/games/{game_id}/export", headers=ADMIN).json()["events"][0]["command"]
    assert setup["table_version"] == tables.TABLE_VERSION == 2
    assert http.get(f"{base}/v1/games/{game_id}/verify").json() == {"ok": True, "checked_events": version}


def test_a_clock_under_five_seconds_is_refused_at_creation(served):
    """The least base is part of the option's schema (openapi.yaml shows it): a schema violation, 400
    with the field's message, as API.md has every option the schema refuses."""
    http, base = served.http, served.url
    response = http.post(f"{base}/v1/games", json={"rules": "railroad-ink", "players": players(2),
                                                   "options": {"clock": {"base_s": 4, "increment_s": 30}}})
    assert response.status_code == 400 and response.headers["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "validation_error"
    # Checked against the document's JSON Schema first (as every option is), which names the field by its path.
    assert response.json()["errors"] == {"options": {"clock.base_s": ["4 is less than the minimum of 5"]}}
