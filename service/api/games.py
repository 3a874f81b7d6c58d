"""Games: create, list, read (summary, state at any past point, events, SSE), export, import, verify."""
from __future__ import annotations

import orjson
from flask import Blueprint, Response, g, request, stream_with_context

from service.api.play import VERSION
from service.http import games, idempotency_key, json_body, json_response, query, viewer
from service.problems import Problem
from service.schemas import CreateGame, EventsQuery, ListGames, StateQuery
from service.store import keys

blueprint = Blueprint("games", __name__)

STREAM_BLOCK_MS = 15_000


@blueprint.post("/v1/games")
def create_game():
    body = json_body(CreateGame)
    created = games().create(body["rules"], body["players"], body["options"], body["seed"],
                             idempotency_key=idempotency_key())
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


@blueprint.get("/v1/games/<game:game_id>/events/stream")
def stream(game_id: str):
    service = games()
    game = service.game(game_id)
    seat = viewer(game)
    start = request.headers.get("Last-Event-ID") or request.args.get("after") or "0"
    if not VERSION.fullmatch(start):
        raise Problem(400, "bad_last_event_id", "Last-Event-ID must be a version number.")
    events_key = keys(game.id)["events"]
    client = service.store.redis

    def generate():
        last = int(start)
        yield "retry: 1000\n\n"
        while True:
            answer = client.xread({events_key: f"0-{last}"}, count=500, block=STREAM_BLOCK_MS)
            if not answer:
                if service.summary(game)["status"] == "finished":
                    return
                yield ": keep-alive\n\n"
                continue
            for _, fields in answer[0][1]:
                envelope = orjson.loads(fields[b"e"])
                last = envelope["version"]
                public = service.public_event(game, envelope, seat)
                if public is not None:
                    yield f"id: {last}\nevent: {public['type']}\ndata: {orjson.dumps(public).decode()}\n\n"
            if service.store.version(game.id) == last and service.summary(game)["status"] == "finished":
                return

    return Response(stream_with_context(generate()), mimetype="text/event-stream",
                    headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


@blueprint.get("/v1/games/<game:game_id>/export")
def export(game_id: str):
    game = games().game(game_id)
    seat = viewer(game)
    return json_response(games().export(game, seat, admin=bool(g.get("admin"))))


@blueprint.post("/v1/games/import")
def import_game():
    body = json_body()
    if not isinstance(body, dict):
        raise Problem(400, "validation_error", "The body must be an export object.", errors={"_schema": ["not an object"]})
    created = games().import_game(body)
    return json_response(created, 201, {"Location": f"/v1/games/{created['game']['id']}"})


@blueprint.get("/v1/games/<game:game_id>/verify")
def verify(game_id: str):
    # Open to anyone: the answer says only whether the log replays, never what it holds.
    return json_response(games().verify(games().game(game_id)))
