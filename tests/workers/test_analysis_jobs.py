"""Issue 43, analysis for players and clients, over a real socket with a real worker: a seat's top moves
while it plays (its own alone, never at a rated table), anyone's once the game has ended, and a finished
game's review with its largest swings."""
from __future__ import annotations

import dataclasses
import random
from itertools import pairwise

from jsonschema import Draft202012Validator

from domain.core.bots import analysis
from domain.core.registry import get_rules
from service.app.analysis import MAX_REVIEWED_MOVES, SWINGS, strong_budget
from service.app.lookup import event_of
from service.http.app import create_app
from service.http.openapi import spec
from tests.platform.support import Api, bearer, new_account
from tests.service.play import auth, create
from tests.support import ServedApp, finished_game, wait_for

NODES = 24  # small budgets: each job takes a fraction of a second


RESULTS = {"move-analysis": "MoveAnalysisResult", "review": "ReviewResult"}


def finished_job(http, base: str, job_id: str, headers: dict | None = None) -> dict:
    """The job once it has finished, as the API document says (its result of its kind's)."""
    def done():
        job = http.get(f"{base}/v1/jobs/{job_id}", headers=headers).json()
        assert job.get("status") != "failed", job
        return job if job.get("status") == "finished" else None

    job = wait_for(done, timeout=120, what=f"job {job_id}")
    document = spec()
    for name, value in (("Job", job), (RESULTS[job["kind"]], job["result"])):
        errors = list(Draft202012Validator({**document, "$ref": f"#/components/schemas/{name}"}).iter_errors(value))
        assert not errors, (name, errors[:1])
    return job


def played(games, game_id: str, commands: int, seed: int) -> None:
    """`commands` random legal commands played in the game (in process: the API's own service)."""
    game = games.game(game_id)
    chooser = random.Random(seed)
    for _ in range(commands):
        state = games.current(game).state
        seat = chooser.choice(game.rules.status(state).active_seats)
        games.submit(game, seat, chooser.choice(game.rules.legal_commands(state, seat)))


def test_a_seat_asks_for_its_own_top_moves_while_it_plays(app, served, worker):
    http, base = served.http, served.url
    games = app.extensions["trackside.services"].games
    created = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Brunel"}])
    game_id, tokens = created["game"]["id"], [seat["token"] for seat in created["seats"]]
    played(games, game_id, 30, seed=43)
    game = games.game(game_id)
    known = games.current(game)
    [seat] = game.rules.status(known.state).active_seats
    other = 1 - seat
    url = f"{base}/v1/games/{game_id}/analyses/moves"

    asked = http.post(url, json={"seat": seat, "nodes": NODES}, headers=auth(tokens[seat]))
    assert asked.status_code == 202, asked.text
    job_id = asked.json()["job"]["id"]
    result = finished_job(http, base, job_id, auth(tokens[seat]))["result"]
    assert (result["version"], result["seat"], result["nodes"]) == (known.version, seat, NODES)
    assert 1 <= len(result["moves"]) <= 5 and result["weighed"] >= len(result["moves"])
    legal = http.get(f"{base}/v1/games/{game_id}/legal-commands", headers=auth(tokens[seat])).json()["commands"]
    assert all(move["command"] in legal for move in result["moves"])
    assert all(0 <= move["value"] <= 1 and move["visits"] >= 1 for move in result["moves"])
    assert sum(move["visits"] for move in result["moves"]) <= NODES
    # the seat's own view and history alone, searched with the node budget: as the domain computes it
    events = [event_of(envelope) for envelope in games.store.events(game_id)]
    expected = analysis(game.rules, events, known.state, seat, strong_budget(game, NODES))[:5]
    assert [(m["command"], m["visits"]) for m in result["moves"]] == [(e.command, e.visits) for e in expected]

    again = http.post(url, json={"seat": seat, "nodes": NODES}, headers=auth(tokens[seat]))
    assert again.status_code == 200 and again.json()["job"]["id"] == job_id  # known already: answered at once
    assert again.json()["job"]["result"] == result

    # while the game is played, no one else may ask for the seat's analysis, nor read it
    for headers in (auth(tokens[other]), {}, {"Authorization": "Bearer admin-secret"}):
        refused = http.post(url, json={"seat": seat, "nodes": NODES}, headers=headers)
        assert (refused.status_code, refused.json()["code"]) == (403, "not_your_seat"), refused.text
        assert refused.headers["Content-Type"] == "application/problem+json"
        hidden = http.get(f"{base}/v1/jobs/{job_id}", headers=headers)
        assert (hidden.status_code, hidden.json()["code"]) == (403, "not_your_seat"), hidden.text
    # a seat with no move to make, a seat the game has not, a body of the wrong shape, a review too early
    idle = http.post(url, json={"seat": other}, headers=auth(tokens[other]))
    assert (idle.status_code, idle.json()["code"]) == (422, "no_move_to_analyse"), idle.text
    assert http.post(url, json={"seat": 5}, headers=auth(tokens[seat])).json()["code"] == "no_such_seat"
    for body in ({}, {"seat": "0"}, {"seat": seat, "nodes": 0}, {"seat": seat, "nodes": 10**6},
                 {"seat": seat, "at_version": 0}, {"seat": seat, "depth": 3}):
        assert http.post(url, json=body, headers=auth(tokens[seat])).status_code == 400, body
    beyond = http.post(url, json={"seat": seat, "at_version": known.version + 1}, headers=auth(tokens[seat]))
    assert beyond.status_code == 404
    early = http.post(f"{base}/v1/games/{game_id}/analyses/review", json={}, headers=auth(tokens[seat]))
    assert (early.status_code, early.json()["code"]) == (409, "game_not_finished")


def test_an_account_asks_by_its_key_and_gets_no_hint_at_a_rated_table(served):
    """The seat's account key acts as its seat token; a rated game is analysed only once it has ended."""
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    players = [{"account": ada["id"]}, {"name": "Brass", "kind": "bot", "level": "easy"}]
    for rated, status, code in ((True, 403, "analysis_off"), (False, 202, None)):
        made = client.post("/v1/challenges", json={"rules": "railroad-ink", "players": players, "rated": rated},
                           headers=bearer(ada_key))
        assert made.status_code == 201 and made.json()["status"] == "started", made.text
        asked = client.post(f"/v1/games/{made.json()['game']}/analyses/moves", json={"seat": 0, "nodes": NODES},
                            headers=bearer(ada_key))
        assert asked.status_code == status, asked.text
        assert asked.json().get("code") == code


def test_a_finished_game_s_review_and_anyone_s_analysis_of_it(app, served, worker):
    http, base = served.http, served.url
    games = app.extensions["trackside.services"].games
    game_id = finished_game(games, "tinners-trail", 3, "review-43")
    rules = get_rules("tinners-trail")

    asked = http.post(f"{base}/v1/games/{game_id}/analyses/review", json={"nodes": 8})
    assert asked.status_code == 202, asked.text
    job = finished_job(http, base, asked.json()["job"]["id"])
    review = job["result"]
    assert job["progress"] == {"done": review["reviewed"], "total": review["reviewed"]}
    assert review["reviewed"] == min(review["choices"], MAX_REVIEWED_MOVES) == len(review["moves"]) > 0
    versions = [move["version"] for move in review["moves"]]
    assert versions == sorted(versions)
    envelopes = {envelope["version"]: envelope for envelope in games.store.events(game_id)}
    for move in review["moves"]:
        played_command = envelopes[move["version"]]["command"]
        assert (move["seat"], move["command"]["type"]) == (played_command["seat"], played_command["type"])
        assert move["loss"] is None or 0 <= move["loss"] <= 1
        assert move["loss"] is None or abs(move["loss"] - max(0.0, move["best"]["value"] - move["value"])) < 1e-3
    losses = sorted((move["loss"] for move in review["moves"] if move["loss"] is not None), reverse=True)
    assert [swing["loss"] for swing in review["swings"]] == losses[:SWINGS]
    assert [entry["seat"] for entry in review["seats"]] == [0, 1, 2]

    # anyone may have a seat's position analysed once the game has ended
    game = games.game(game_id)
    version = next(v for v in range(2, max(envelopes)) if envelopes[v + 1]["command"] is not None
                   and 0 in rules.status(games.state_at(game, v)).active_seats
                   and len(rules.legal_commands(games.state_at(game, v), 0)) > 1)
    moves = http.post(f"{base}/v1/games/{game_id}/analyses/moves", json={"seat": 0, "at_version": version,
                                                                         "nodes": NODES})
    assert moves.status_code == 202, moves.text
    result = finished_job(http, base, moves.json()["job"]["id"])["result"]
    assert result["version"] == version and result["moves"]


def test_no_move_is_weighed_between_the_events_of_one_command(app, served):
    """A seat chooses only at a command's last event: a version inside a command (here Railroad Ink's
    opening, whose meteor die is rolled by the command's last event) is refused, not left to fail its job."""
    games = app.extensions["trackside.services"].games
    game_id = finished_game(games, "railroad-ink", 2, "between-43", {"expansions": ["meteor"]})
    game = games.game(game_id)
    envelopes = games.store.events(game_id)
    inside = [e["version"] for e, following in pairwise(envelopes) if following["command"] is None
              and 0 in game.rules.status(games.state_at(game, e["version"])).active_seats]
    assert inside
    for version in inside[:3]:
        asked = served.http.post(f"{served.url}/v1/games/{game_id}/analyses/moves",
                                 json={"seat": 0, "at_version": version, "nodes": NODES})
        assert (asked.status_code, asked.json()["code"]) == (422, "no_move_to_analyse"), asked.text


def test_an_analysis_takes_one_place_under_the_client_s_cap_however_often_it_is_asked_for(settings):
    """No worker runs: the analyses stay unfinished, and the seat's third is one too many for a cap of two."""
    capped = ServedApp(create_app(dataclasses.replace(settings, max_queued_jobs=2)))
    try:
        http, base = capped.http, capped.url
        created = create(http, base, "ticket-to-ride", [{"name": "Ada"}, {"name": "Brunel"}])
        game_id, token = created["game"]["id"], created["seats"][0]["token"]

        def ask(nodes: int):
            return http.post(f"{base}/v1/games/{game_id}/analyses/moves", json={"seat": 0, "nodes": nodes},
                             headers=auth(token))

        asked = [ask(10), ask(10), ask(11)]
        assert [answer.status_code for answer in asked] == [202, 202, 202]
        assert asked[0].json()["job"]["id"] == asked[1].json()["job"]["id"] != asked[2].json()["job"]["id"]
        refused = ask(12)
        assert (refused.status_code, refused.json()["code"], refused.json()["limit"]) == (429, "too_many_queued_jobs", 2)
    finally:
        capped.stop()
