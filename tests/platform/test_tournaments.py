"""Tournaments over a real socket, played by server bots on the workers (issue 28)."""
from __future__ import annotations

import itertools
import subprocess
import sys

import orjson

from tests.platform.support import Api, bearer, new_account
from tests.platform.tournament_play import create, exported, recount, run_to_end


def test_a_round_robin_of_railroad_ink_meets_everyone_once_and_its_standings_recount(served, relay, quick_bots, tmp_path):
    api = Api(served)
    _, key = new_account(served.http, served.url, "Organiser", "human")
    players = [{"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "normal"}, {"kind": "bot", "level": "easy"}]
    tournament = create(api, key, name="Sunday cup", rules="railroad-ink", format="round_robin", rounds=3,
                        table_size=2, players=players)
    assert tournament["status"] == "open" and tournament["round_count"] == 3 and tournament["rounds"] == []
    assert api.post(f"/v1/tournaments/{tournament['id']}/start", headers=bearer(key)).status_code == 200
    ended = run_to_end(api, tournament["id"], 90)
    pairs = [frozenset(t["players"]) for r in ended["rounds"] for t in r["tables"]]
    assert sorted(map(sorted, pairs)) == sorted(map(sorted, map(frozenset, itertools.combinations(
        [p["id"] for p in ended["players"]], 2))))
    export = exported(api, tournament["id"])
    assert export["standings"] == ended["standings"] == recount(export)
    assert sum(row["games"] for row in ended["standings"]) == 6 and sum(r["byes"] for r in ended["standings"]) == 3
    # `trackside score` over the export reproduces the standings
    path = tmp_path / "cup.json"
    path.write_bytes(orjson.dumps(export))
    scored = subprocess.run([sys.executable, "-m", "service.cli", "score", str(path)], capture_output=True, check=True)
    assert orjson.loads(scored.stdout)["standings"] == ended["standings"]
    assert orjson.loads(scored.stdout)["matches_export"] is True
    listed = api.get("/v1/tournaments", params={"status": "finished"}).json()["tournaments"]
    assert [t["id"] for t in listed] == [tournament["id"]]
    assert api.get("/v1/tournaments", params={"status": "running"}).json()["tournaments"] == []


def test_the_organiser_starts_and_cancels_a_player_withdraws_and_bad_requests_are_refused(served):
    api = Api(served)
    organiser, key = new_account(served.http, served.url, "Organiser", "human")
    player, player_key = new_account(served.http, served.url, "Player", "human")
    _, stranger_key = new_account(served.http, served.url, "Stranger", "human")
    body = {"name": "Club night", "rules": "ticket-to-ride", "rounds": 2, "table_size": 2,
            "players": [{"account": player["id"]}, {"account": organiser["id"]}, {"kind": "bot", "level": "easy"},
                        {"kind": "bot"}], "clock": {"base_s": 600, "increment_s": 10}}
    assert api.post("/v1/tournaments", json=body).status_code == 401
    for bad in ({**body, "table_size": 9}, {**body, "players": [{"kind": "bot", "account": player["id"]}]},
                {**body, "format": "knockout"}, {**body, "clock": {"base_s": 1}}, {**body, "rounds": 0}):
        answer = api.post("/v1/tournaments", headers=bearer(key), json=bad)
        assert answer.status_code == 400, (bad, answer.text)
        assert answer.headers["Content-Type"] == "application/problem+json"
    assert api.post("/v1/tournaments", headers=bearer(key), json={**body, "rules": "chess"}).status_code == 422
    assert api.post("/v1/tournaments", headers=bearer(key), json={
        **body, "players": [{"account": "0" * 16}, {"kind": "bot"}]}).status_code == 404
    tournament = create(api, key, **body)
    tid = tournament["id"]
    assert api.post(f"/v1/tournaments/{tid}/start", headers=bearer(stranger_key)).status_code == 403
    assert api.post(f"/v1/tournaments/{tid}/withdraw", headers=bearer(stranger_key)).status_code == 403
    assert api.get("/v1/tournaments/ffff").status_code == 404
    assert api.get("/v1/tournaments/not-an-id").status_code == 404
    started = api.post(f"/v1/tournaments/{tid}/start", headers=bearer(key)).json()
    assert started["status"] == "running" and len(started["rounds"][0]["tables"]) == 2
    assert api.post(f"/v1/tournaments/{tid}/start", headers=bearer(key)).status_code == 409
    table = next(t for t in started["rounds"][0]["tables"] if player["id"] in t["players"])
    game = api.get(f"/v1/games/{table['game']}").json()
    assert game["options"]["clock"] == {"base_s": 600, "increment_s": 10, "on_timeout": "automa"}
    assert {s.get("account") for s in game["seats"]} >= {player["id"]}
    mine = api.get("/v1/me/games", headers=bearer(player_key)).json()
    assert table["game"] in [g["id"] for g in mine["games"]]
    withdrawn = api.post(f"/v1/tournaments/{tid}/withdraw", headers=bearer(player_key)).json()
    assert next(p for p in withdrawn["players"] if p["id"] == player["id"])["withdrawn"] is True
    cancelled = api.post(f"/v1/tournaments/{tid}/cancel", headers=bearer(key)).json()
    assert cancelled["status"] == "cancelled"
    assert api.post(f"/v1/tournaments/{tid}/cancel", headers=bearer(key)).status_code == 409
    assert [t["id"] for t in api.get("/v1/tournaments", params={"status": "cancelled"}).json()["tournaments"]] == [tid]
    assert api.get("/v1/tournaments", params={"status": "over"}).status_code == 400
