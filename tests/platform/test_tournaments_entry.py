"""Entering a tournament (issue 39), over a real socket: an account enters only by joining with its own
key, an organiser's naming it is an invitation and no more; a player who joined and never came to its
table is absent there, not placed as if it had played, and paired no more."""
from __future__ import annotations

import pytest

from service.app.tournaments import rebuilt_standings
from tests.platform.support import Api, bearer, new_account
from tests.platform.test_ratings import INK, moved, recorded
from tests.platform.tournament_play import create, exported, join, run_to_end


@pytest.mark.memory
def test_an_organiser_naming_a_bystander_does_not_enter_it_only_its_own_key_does(served):
    """The attack: an organiser put a bystander in four rated tournaments; its clock ran out, a bot played
    on, it was placed last each time. Now the bystander named is only invited: it is seated nowhere and
    rated for nothing unless it joins itself."""
    api = Api(served)
    organiser, key = new_account(served.http, served.url, "Organiser", "human")
    bystander, bystander_key = new_account(served.http, served.url, "Bystander", "human")
    bots = [{"kind": "bot", "level": "easy"}] * 2
    for _ in range(4):
        tournament = create(api, key, name="Conscription", rules=INK, rounds=1, table_size=2, rated=True,
                            clock={"base_s": 5}, players=[{"account": bystander["id"]}, *bots])
        assert tournament["invited"] == [bystander["id"]] and tournament["capacity"] == 3
        assert bystander["id"] not in [p["id"] for p in tournament["players"]]
        started = api.post(f"/v1/tournaments/{tournament['id']}/start", headers=bearer(key))
        assert started.status_code == 200, started.text
        seated = [p for t in started.json()["rounds"][0]["tables"] for p in t["players"]]
        assert bystander["id"] not in seated and bystander["id"] not in started.json()["rounds"][0]["byes"]
        assert bystander["id"] not in [row["player"] for row in started.json()["standings"]]
    assert api.get("/v1/me/games", headers=bearer(bystander_key)).json()["games"] == []
    assert api.get(f"/v1/accounts/{bystander['id']}").json()["ratings"] == {}
    # Joining by its own key is the way in; an invitation-only field is closed to the uninvited.
    guest, guest_key = new_account(served.http, served.url, "Guest", "human")
    closed = create(api, key, name="Invited only", rules=INK, rounds=1, table_size=2, invite_only=True,
                    players=[{"account": bystander["id"]}, {"kind": "bot"}])
    tid = closed["id"]
    assert api.post(f"/v1/tournaments/{tid}/join").status_code == 401
    refused = api.post(f"/v1/tournaments/{tid}/join", headers=bearer(guest_key))
    assert (refused.status_code, refused.json()["code"]) == (403, "not_invited")
    assert api.post(f"/v1/tournaments/{tid}/start", headers=bearer(key)).json()["code"] == "tournament.too_few"
    joined = join(api, tid, bystander_key, bystander_key)  # (twice: once in the field)
    assert [p["id"] for p in joined["players"]].count(bystander["id"]) == 1
    assert join(api, tid, bystander_key)["players"] == joined["players"]
    left = api.post(f"/v1/tournaments/{tid}/withdraw", headers=bearer(bystander_key)).json()  # before the start: out
    assert bystander["id"] not in [p["id"] for p in left["players"]]
    join(api, tid, bystander_key)
    full = create(api, key, name="Full", rules=INK, rounds=1, table_size=2, capacity=2, players=[{"kind": "bot"}])
    join(api, full["id"], guest_key)
    answer = api.post(f"/v1/tournaments/{full['id']}/join", headers=bearer(bystander_key))
    assert (answer.status_code, answer.json()["code"]) == (409, "tournament_full")
    assert api.post(f"/v1/tournaments/{tid}/start", headers=bearer(key)).status_code == 200
    late = api.post(f"/v1/tournaments/{tid}/join", headers=bearer(guest_key))
    assert (late.status_code, late.json()["code"]) == (409, "tournament_not_open")
    assert api.post("/v1/tournaments/ffff/join", headers=bearer(guest_key)).status_code == 404
    for bad in ({"capacity": 1}, {"capacity": "many"}, {"capacity": 6000}, {"invite_only": "yes"}):
        answer = api.post("/v1/tournaments", headers=bearer(key), json={
            "name": "Bad", "rules": INK, "rounds": 1, "table_size": 2, "players": [{"kind": "bot"}] * 2, **bad})
        assert answer.status_code == 400 and answer.headers["Content-Type"] == "application/problem+json", bad
    fewer = api.post("/v1/tournaments", headers=bearer(key), json={
        "name": "Bad", "rules": INK, "rounds": 1, "table_size": 2, "capacity": 2, "players": [{"kind": "bot"}] * 3})
    assert fewer.status_code == 400, fewer.text


def test_a_player_who_joined_and_never_came_is_absent_not_placed_as_having_played(app, served, relay, quick_bots):
    """Ada plays two moves and hands her seat to a bot; Bea joined and never came: her clock ran out and a
    bot played her seat on. Bea's table counts as no game of hers (flagged absent), she is paired no more,
    and the game is rated for nobody (she never moved)."""
    api = Api(served)
    _, key = new_account(served.http, served.url, "Organiser", "human")
    (ada, ada_key), (bea, bea_key) = (new_account(served.http, served.url, name, "human") for name in ("Ada", "Bea"))
    tournament = create(api, key, name="No-show", rules=INK, rounds=2, table_size=2, rated=True, capacity=2,
                        clock={"base_s": 5}, players=[{"account": ada["id"]}])
    join(api, tournament["id"], ada_key, bea_key)
    started = api.post(f"/v1/tournaments/{tournament['id']}/start", headers=bearer(key)).json()
    game = started["rounds"][0]["tables"][0]["game"]
    moved(api, game, ada_key)
    assert api.post(f"/v1/games/{game}/commands", headers=bearer(ada_key), json={"type": "hand_over"}).status_code == 201
    ended = run_to_end(api, tournament["id"], 120)
    assert len(ended["rounds"]) == 1  # (Bea paired no more: one player is left, fewer than a table)
    result = {seat["player"]: seat for seat in ended["rounds"][0]["tables"][0]["result"]}
    assert result[bea["id"]]["flags"] == ["absent", "bot"] and result[bea["id"]]["place"] == 2
    assert result[ada["id"]]["flags"] == ["bot"] and result[ada["id"]]["place"] == 1
    rows = {row["player"]: row for row in ended["standings"]}
    assert (rows[bea["id"]]["games"], rows[bea["id"]]["absent"], rows[bea["id"]]["bot_games"]) == (0, 1, 0)
    assert rows[bea["id"]]["withdrawn"] is True and rows[bea["id"]]["points"] == 0
    assert (rows[ada["id"]]["games"], rows[ada["id"]]["absent"], rows[ada["id"]]["points"]) == (1, 0, 1.0)
    assert recorded(app, game)["why"] == "aborted"
    assert api.get(f"/v1/accounts/{bea['id']}").json()["ratings"] == {}
    export = exported(api, tournament["id"])
    assert rebuilt_standings(export) == export["standings"] == ended["standings"]
