"""Games: create, fork, list, read (summary, state at any past point, events), export, import, verify."""
from __future__ import annotations

from flask import Blueprint, Response, g

from service.heavy import heavy
from service.http import games, idempotency_key, json_body, json_bytes, json_response, query, viewer
from service.jsonschema import whole_numbers
from service.quotas import rate_key
from service.schemas import CreateGame, EventsQuery, ForkGame, ListGames, StateQuery

blueprint = Blueprint("games", __name__)


@blueprint.post("/v1/games")
def create_game():
    body = json_body(CreateGame)
    created = games().create(body["rules"], body["players"], whole_numbers(body["options"]), body["seed"],
                             idempotency_key=idempotency_key(), client=rate_key())
    return json_response(created, 201, {"Location": f"/v1/games/{created['game']['id']}"})


@blueprint.post("/v1/games/<game:game_id>/fork")
def fork(game_id: str):
    parent = games().game(game_id)
    viewer(parent)  # a bad token is refused; anyone may fork what a spectator sees
    body = json_body(ForkGame)
    created = games().fork(parent, body["at_version"], body["players"], whole_numbers(body["options"]), body["seed"],
                           may_see_all=bool(g.get("admin")))
    return json_response(created, 201, {"Location": f"/v1/games/{created['game']['id']}"})


@blueprint.get("/v1/games")
def list_games():
    q = query(ListGames)
    return json_response(games().list_games(q["rules"], q["status"], q["limit"], q["cursor"]))


@blueprint.get("/v1/games/<game:game_id>")
def summary(game_id: str):
    return json_response(games().summary(games().game(game_id)))


@blueprint.get("/v1/games/<game:game_id>/state")
def state(game_id: str):
    game = games().game(game_id)
    seat = viewer(game)
    q = query(StateQuery)
    version, head = games().resolve_version(game, q["at_version"], q["at_turn"], q["at_round"])
    return json_response(games().state(game, seat, version, head))


@blueprint.get("/v1/games/<game:game_id>/events")
def events(game_id: str):
    game = games().game(game_id)
    seat = viewer(game)
    q = query(EventsQuery)
    return json_response(games().events(game, seat, q["after"], q["limit"]))


@blueprint.get("/v1/games/<game:game_id>/export")
def export(game_id: str):
    game = games().game(game_id)
    seat = viewer(game)
    exported = heavy().export(game, seat, admin=bool(g.get("admin")))
    return Response(exported, mimetype="application/json")


@blueprint.post("/v1/games/import")
def import_game():
    created = heavy().import_game(json_bytes())
    return json_response(created, 201, {"Location": f"/v1/games/{created['game']['id']}"})


@blueprint.get("/v1/games/<game:game_id>/verify")
def verify(game_id: str):
    # Open to anyone: the answer says only whether the log replays, never what it holds.
    return json_response(heavy().verify(games().game(game_id)))
