"""Games: create, fork, list, read (summary, state at any past point, events), export, import, verify."""
from __future__ import annotations

import orjson
from flask import Blueprint, Response, g
from marshmallow import Schema, fields, validate

from domain.core import table as tables
from domain.core.registry import get_rules
from domain.core.rules import Rules
from service.app.archiving import archived_exports
from service.http.exchange import (
    caller_account,
    games,
    idempotency_key,
    json_body,
    json_bytes,
    json_response,
    query,
    viewer,
)
from service.http.heavy import heavy
from service.http.jsonschema import violations, whole_numbers
from service.http.problems import invalid
from service.http.quotas import rate_key
from service.http.schemas import CreateGame, EventsQuery, ForkGame, ListAllGames, StateQuery

blueprint = Blueprint("games", __name__)


def options_as_documented(rules: Rules | None, options: dict) -> dict:
    """The options, refused where they break the JSON Schema the document states for them (marshmallow
    alone reads 0 as false), as commands are; unknown rules are left to the creation to refuse."""
    own, table_options = tables.split_options(whole_numbers(options))
    errors = {**(violations(rules.options_schema, own) if rules else {}),
              **violations(tables.TableOptions, table_options)}
    if errors:
        raise invalid({"options": errors}, "The game options are not valid.")
    return {**own, **table_options}


@blueprint.post("/v1/games")
def create_game():
    body = json_body(CreateGame)
    created = games().create(body["rules"], body["players"], options_as_documented(get_rules(body["rules"]),
                                                                                   body["options"]), body["seed"],
                             idempotency_key=idempotency_key(), client=rate_key(), rated=body["rated"])
    return json_response(created, 201, {"Location": f"/v1/games/{created['game']['id']}"})


@blueprint.post("/v1/games/<game:game_id>/fork")
def fork(game_id: str):
    parent = games().game(game_id)
    viewer(parent)  # a bad token is refused; anyone may fork what a spectator sees
    body = json_body(ForkGame)
    created = games().fork(parent, body["at_version"], body["players"], options_as_documented(parent.rules,
                                                                                             body["options"]), body["seed"],
                           may_see_all=bool(g.get("admin")), caller=caller_account(required=False), client=rate_key())
    return json_response(created, 201, {"Location": f"/v1/games/{created['game']['id']}"})


@blueprint.get("/v1/games")
def list_games():
    q = query(ListAllGames)
    return json_response(games().list_games(q["rules"], q["status"], q["limit"], q["cursor"]))


@blueprint.get("/v1/games/<game:game_id>")
def summary(game_id: str):
    return json_response(games().summary_of(game_id))


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
    # Open to anyone who may follow the game: the answer says only whether the log replays, never what it holds.
    game = games().game(game_id)
    return json_response(heavy().verify(game, viewer(game)))


DAY = r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?Z?)?$"  # a date, or a UTC time, as the games are dated


class ArchivedExports(Schema):
    rules = fields.String(load_default=None, validate=validate.Length(min=1, max=64))
    tournament = fields.String(load_default=None, validate=validate.Length(min=1, max=64))
    since = fields.String(load_default=None, validate=validate.Regexp(DAY))
    until = fields.String(load_default=None, validate=validate.Regexp(DAY))
    cursor = fields.String(load_default="", validate=validate.Regexp(r"^[0-9]{0,18}$"))
    limit = fields.Integer(load_default=10, validate=validate.Range(min=1, max=20))


@blueprint.get("/v1/archive/games")
def archived_games():
    """The archived games of a title, tournament or time span as NDJSON, one game's export a line, a page at
    a time: the next page's cursor in the X-Next-Cursor header (resume with it, now or later)."""
    q = query(ArchivedExports)
    exports, cursor = archived_exports(games(), q["rules"], q["since"], q["until"], q["tournament"], q["cursor"],
                                       q["limit"], admin=bool(g.get("admin")))
    body = b"".join(orjson.dumps(export) + b"\n" for export in exports)
    return Response(body, mimetype="application/x-ndjson", headers={"X-Next-Cursor": cursor})
