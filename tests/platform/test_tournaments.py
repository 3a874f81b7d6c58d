"""Tournaments over a real socket, played by server bots on the workers (issue 28)."""
from __future__ import annotations

import itertools
import random
import subprocess
import sys

import orjson
import pytest

from domain.railroad_ink.expansions import rounds
from domain.railroad_ink.scoring import score
from domain.railroad_ink.state import expansions
from service.app.tournaments import rebuilt_standings
from service.config import Settings
from service.http.app import create_app
from tests.platform.support import Api, bearer, new_account
from tests.platform.test_ratings import recorded
from tests.platform.tournament_play import create, exported, join, recount, run_to_end
from tests.support import ServedApp


def test_a_round_robin_of_railroad_ink_meets_everyone_once_and_its_standings_recount(served, relay, quick_bots, tmp_path):
    api = Api(served)
    _, key = new_account(served.http, served.url, "Organiser", "human")
    players = [{"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "normal"}, {"kind": "bot", "level": "easy"}]
    tournament = create(api, key, name="Sunday cup", rules="railroad-ink", format="round_robin", rounds=3,
                        table_size=2, players=players)
    assert tournament["status"] == "open" and tournament["round_count"] == 3 and tournament["rounds"] == []
    assert api.post(f"/v1/tournaments/{tournament['id']}/start", headers=bearer(key)).status_code == 200
    ended = run_to_end(api, tournament["id"], 180)  # (three short games; the margin is for a loaded machine)
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


def test_a_seat_that_resigns_its_table_is_placed_last_in_the_standings_though_it_scored_more(app, served, relay):
    """Resigning cannot earn more than losing: a seat that left a table (resigned; a bot plays it on) is
    placed last, its table's last placement points, as its rating places it (docs/ratings.md, "Takeovers"),
    though its board beats one of a seat that stayed and did not win."""
    api = Api(served)
    _, key = new_account(served.http, served.url, "Organiser", "human")
    field = [new_account(served.http, served.url, f"Player {i}", "human") for i in range(4)]
    keys = {account["id"]: account_key for account, account_key in field}
    tournament = create(api, key, name="No dodging", rules="railroad-ink", rounds=1, table_size=4, rated=True,
                        players=[{"account": account["id"]} for account, _ in field])
    join(api, tournament["id"], *keys.values())
    started = api.post(f"/v1/tournaments/{tournament['id']}/start", headers=bearer(key)).json()
    table = started["rounds"][0]["tables"][0]
    games = app.extensions["trackside.services"].games
    game = games.game(table["game"])
    state = draw_to_the_last_end_round(games, game, random.Random(28))
    totals = [score(seat["board"], expansions(state))["total"] for seat in state["seats"]]

    def beats_a_seat_that_stays_and_does_not_win(seat: int) -> bool:
        staying = [totals[other] for other in range(4) if other != seat]
        return len(set(staying)) > 1 and totals[seat] >= min(staying)  # (the lowest of them is no winner)

    leaver = max(filter(beats_a_seat_that_stays_and_does_not_win, range(4)), key=totals.__getitem__, default=None)
    assert leaver is not None, f"four equal boards: {totals}"
    games.submit(game, leaver, END_ROUND)  # (its board final, the bot that plays it on has nothing to do)
    answer = api.post(f"/v1/games/{game.id}/commands", headers=bearer(keys[table["players"][leaver]]),
                      json={"type": "resign"})
    assert answer.status_code == 201, answer.text
    for seat in range(4):
        if seat != leaver:
            games.submit(game, seat, END_ROUND)
    ended = run_to_end(api, tournament["id"], 60)
    result = ended["rounds"][0]["tables"][0]["result"]
    assert [seat["score"] for seat in result] == totals
    assert result[leaver]["place"] == 4 and result[leaver]["flags"] == ["bot"], result
    assert any(seat["score"] <= totals[leaver] for n, seat in enumerate(result) if n != leaver)
    last = ended["standings"][-1]
    assert (last["player"], last["rank"], last["points"]) == (table["players"][leaver], 4, 0.0), ended["standings"]
    rated = recorded(app, game.id)  # the standings and the ratings place the table alike
    assert [seat["place"] for seat in rated["seats"]] == [seat["place"] for seat in result]
    export = exported(api, tournament["id"])
    assert export["standings"] == ended["standings"] == recount(export) == rebuilt_standings(export)


END_ROUND = {"type": "end_round", "data": {}}


def draw_to_the_last_end_round(games, game, chooser: random.Random) -> dict:
    """Every seat of a Railroad Ink table draws its routes by random legal commands up to the last round's
    end_round, where each board is final: the state there."""
    while True:
        state = games.current(game).state
        last = state["round"] == rounds(expansions(state))
        moving = {seat: legal for seat in range(len(state["seats"]))
                  if (legal := game.rules.legal_commands(state, seat)) and not (last and END_ROUND in legal)}
        if not moving:
            return state
        seat = chooser.choice(sorted(moving))
        games.submit(game, seat, chooser.choice(moving[seat]))


@pytest.mark.memory
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
                {**body, "format": "knockout"}, {**body, "clock": {"base_s": 1}}, {**body, "rounds": 0},
                {**body, "rounds": 40, "players": [{"kind": "bot"}] * 300}):
        answer = api.post("/v1/tournaments", headers=bearer(key), json=bad)
        assert answer.status_code == 400, (bad, answer.text)
        assert answer.headers["Content-Type"] == "application/problem+json"
    assert api.post("/v1/tournaments", headers=bearer(key), json={**body, "rules": "chess"}).status_code == 422
    assert api.post("/v1/tournaments", headers=bearer(key), json={
        **body, "players": [{"account": "0" * 16}, {"kind": "bot"}]}).status_code == 404
    tournament = create(api, key, **body)
    tid = tournament["id"]
    join(api, tid, player_key, key)
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


def test_a_table_s_end_is_recorded_once_and_a_duplicate_deal_stays_hidden_until_the_round_ends(app, served):
    """The relay's handler, called as a repeated outbox entry would call it: each result counts once and
    the next round is paired once; a table that ended keeps its seed until the round's last has ended."""
    api = Api(served)
    organiser, key = new_account(served.http, served.url, "Organiser", "human")
    field = [new_account(served.http, served.url, f"Player {i}", "human") for i in range(4)]
    keys = {account["id"]: account_key for account, account_key in field}
    tournament = create(api, key, name="Duplicate pairs", rules="railroad-ink", rounds=2, table_size=2,
                        duplicate=True, players=[{"account": account["id"]} for account, _ in field])
    tid = tournament["id"]
    join(api, tid, *keys.values())
    first = api.post(f"/v1/tournaments/{tid}/start", headers=bearer(key)).json()["rounds"][0]
    assert first["seed"] is None and len(first["seed_commitment"]) == 64
    service = app.extensions["trackside.services"].tournaments
    early, late = first["tables"]
    # While the round runs, a table is followed by its own seats alone (each its own view): no spectator,
    # organiser, admin or player of the other table reads the dice the other table has still to meet.
    for table, other in ((early, late), (late, early)):
        outsiders = [{}, bearer(key), {"Authorization": "Bearer admin-secret"}, bearer(keys[other["players"][0]])]
        for headers in outsiders:
            assert_deal_hidden(api, table["game"], headers)
        seated = bearer(keys[table["players"][1]])
        for path in ("events", "state", "picture.svg", "export"):
            assert api.get(f"/v1/games/{table['game']}/{path}", headers=seated).status_code == 200, path
        assert api.get(f"/v1/tournaments/{tid}/export").json()["games"][table["table"]] == {
            "game": {"id": table["game"]}, "error": "deal_hidden"}

    def resign_first_seat(table: dict) -> None:
        loser = keys[table["players"][0]]
        answer = api.post(f"/v1/games/{table['game']}/commands", headers=bearer(loser), json={"type": "resign"})
        assert answer.status_code == 201, answer.text
        assert api.get(f"/v1/games/{table['game']}").json()["status"] == "finished"
        for _ in range(2):  # (an outbox entry handled twice)
            service.table_finished(tid, table["game"])

    resign_first_seat(early)
    now = api.get(f"/v1/tournaments/{tid}").json()
    assert now["rounds"][0]["tables"][0]["result"] is not None and now["rounds"][0]["finished"] is False
    summary = api.get(f"/v1/games/{early['game']}").json()
    assert summary["seed"] is None and summary["seed_public"] is False
    assert summary["seed_commitment"] == first["seed_commitment"]
    own = api.get(f"/v1/games/{early['game']}/state", headers=bearer(keys[early["players"][1]])).json()
    assert own["status"] == "finished" and own["seed_public"] is False
    for table, other in ((early, late), (late, early)):  # a player whose table ended may not watch the other
        assert_deal_hidden(api, table["game"], {})
        assert_deal_hidden(api, table["game"], bearer(keys[other["players"][1]]))
    gone = early["players"][0]  # withdraws before the round ends: paired no more
    assert api.post(f"/v1/tournaments/{tid}/withdraw", headers=bearer(keys[gone])).status_code == 200
    resign_first_seat(late)
    now = api.get(f"/v1/tournaments/{tid}").json()
    assert now["rounds"][0]["finished"] is True and len(now["rounds"]) == 2
    seed = now["rounds"][0]["seed"]
    for table in first["tables"]:  # the round has ended: everything opens, to anyone
        assert api.get(f"/v1/games/{table['game']}").json()["seed"] == seed
        assert api.get(f"/v1/games/{table['game']}/state").json()["seed_public"] is True
        assert api.get(f"/v1/games/{table['game']}/export").json()["seed"] == seed
        assert api.get(f"/v1/games/{table['game']}/events").status_code == 200
        assert api.get(f"/v1/games/{table['game']}/picture.svg").status_code == 200
        version = api.get(f"/v1/games/{table['game']}").json()["version"]
        assert api.get(f"/v1/games/{table['game']}/events/stream", params={"after": version}).status_code == 204
        forked = api.post(f"/v1/games/{table['game']}/fork", json={"at_version": version})
        assert forked.status_code == 201, forked.text
    games = api.get(f"/v1/tournaments/{tid}/export").json()["games"]  # round 1's full, round 2's still hidden
    assert [g["seed"] for g in games[:2]] == [seed, seed] and games[2].get("error") == "deal_hidden"
    second = now["rounds"][1]
    assert len(second["tables"]) == 1 and len(second["byes"]) == 1
    assert gone not in second["byes"] + second["tables"][0]["players"]
    service.table_finished(tid, late["game"])  # (once more: nothing is paired again)
    assert api.get(f"/v1/tournaments/{tid}").json()["rounds"][1] == second
    winners = {table["players"][1] for table in first["tables"]}
    bye = second["byes"][0]  # (a bye scores half a 2-player table's points)
    assert {row["player"]: row["points"] for row in now["standings"]} == {
        account["id"]: (1.0 if account["id"] in winners else 0.0) + (0.5 if account["id"] == bye else 0.0)
        for account, _ in field}
    assert all(row["bot_games"] == 0 for row in now["standings"])  # (a seat that left was not taken over)
    for table in second["tables"]:  # every seat's account holds its game
        assert [s["account"] for s in api.get(f"/v1/games/{table['game']}").json()["seats"]] == table["players"]
    assert organiser["id"] == now["organiser"]


def assert_deal_hidden(api: Api, game_id: str, headers: dict) -> None:
    """Every read of the table's play is refused to this reader: 403 deal_hidden."""
    answers = [api.get(f"/v1/games/{game_id}/{path}", headers=headers)
               for path in ("events", "state", "picture.svg", "export", "events/stream")]
    answers.append(api.post(f"/v1/games/{game_id}/fork", headers=headers, json={"at_version": 1}))
    for answer in answers:
        assert (answer.status_code, answer.json()["code"]) == (403, "deal_hidden"), (answer.url, answer.text)


def test_creating_a_tournament_is_charged_every_table_of_its_rounds_up_front(redis_url):
    """Issue 24: the tables the relay creates as rounds end are the organiser's, charged before anything
    is created; a tournament the budget does not cover is refused whole (429), nothing created."""
    served = ServedApp(create_app(Settings(redis_url=redis_url, queue_url=redis_url, rate_limit="100000/second",
                                           create_limit="16/minute")))
    try:
        api = Api(served)
        _, key = new_account(served.http, served.url, "Organiser", "human")  # (1 of the address's budget)
        body = {"name": "Budget", "rules": "ticket-to-ride", "rounds": 3, "table_size": 4,
                "players": [{"kind": "bot", "level": "easy"}] * 16}
        made = api.post("/v1/tournaments", headers=bearer(key), json=body)  # 4 tables x 3 rounds: 12 of 16
        assert made.status_code == 201, made.text
        small = {**body, "players": [{"kind": "bot", "level": "easy"}] * 4}
        assert api.post("/v1/tournaments", headers=bearer(key), json={**small, "rounds": 4}).status_code == 201
        refused = api.post("/v1/tournaments", headers=bearer(key), json=small)  # 1 table more: over 16
        assert refused.status_code == 429 and refused.json()["code"] == "rate_limited", refused.text
        _, other_key = new_account(served.http, served.url, "Other organiser", "human")
        too_big = api.post("/v1/tournaments", headers=bearer(other_key), json={**body, "rounds": 5})  # 20 tables
        assert too_big.status_code == 429 and too_big.json()["code"] == "rate_limited", too_big.text
        assert len(api.get("/v1/tournaments").json()["tournaments"]) == 2  # (nothing of the refused ones)
        # Starting creates the first round's tables, later rounds theirs: nothing more is charged.
        started = api.post(f"/v1/tournaments/{made.json()['id']}/start", headers=bearer(key))
        assert started.status_code == 200 and len(started.json()["rounds"][0]["tables"]) == 4, started.text
    finally:
        served.stop()
