"""Tournaments (issue 28): an organiser's field, paired round by round, each table an ordinary game
(service/app/tournaments.py)."""
from __future__ import annotations

from flask import Blueprint, Response
from marshmallow import Schema, fields, validate

from domain.core.registry import get_rules
from domain.core.search import LEVELS
from domain.tournaments.model import FORMATS, MAX_PLAYERS, MAX_ROUNDS, TABLE_SIZES
from service.app.tournaments import STATUSES, Tournaments, most_tables
from service.http.api.games import options_as_documented
from service.http.api.lobby import caller
from service.http.exchange import caller_account, json_body, json_response, query, services
from service.http.problems import invalid
from service.http.quotas import creation_cost

blueprint = Blueprint("tournaments", __name__)
ID = r"^[0-9a-f]{1,64}$"


class Entrant(Schema):
    """An account invited (`{"account": id}`: it enters only by joining) or a server bot (`{"kind": "bot",
    "level"}`)."""

    account = fields.String(validate=validate.Regexp(r"^[0-9a-f]{16}$"))
    kind = fields.String(validate=validate.OneOf(["bot"]))
    level = fields.String(load_default="normal", validate=validate.OneOf(list(LEVELS)))


class NewTournament(Schema):
    name = fields.String(required=True, validate=validate.Length(min=1, max=100))
    rules = fields.String(required=True, validate=validate.Length(min=1, max=64))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    format = fields.String(load_default="swiss", validate=validate.OneOf(FORMATS))
    rounds = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=MAX_ROUNDS))
    table_size = fields.Integer(strict=True, required=True, validate=validate.Range(min=TABLE_SIZES[0],
                                                                                   max=TABLE_SIZES[-1]))
    duplicate = fields.Boolean(load_default=False)
    clock = fields.Dict(keys=fields.String(), load_default=None, allow_none=True)
    players = fields.List(fields.Nested(Entrant), load_default=list, validate=validate.Length(max=MAX_PLAYERS))
    rated = fields.Boolean(load_default=False)
    invite_only = fields.Boolean(load_default=False, truthy={True}, falsy={False})
    capacity = fields.Integer(strict=True, load_default=None, validate=validate.Range(min=2, max=MAX_PLAYERS))


class ListTournaments(Schema):
    status = fields.String(load_default=None, validate=validate.OneOf(STATUSES))
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))
    cursor = fields.String(load_default=None, validate=validate.Regexp(ID))


def tournaments() -> Tournaments:
    return services().tournaments


def tables_cost() -> int:
    """Creating a tournament is charged every table its rounds may create, a creation each, up front:
    the relay creates the later rounds on the organiser's behalf as rounds end, and no round may be
    refused half-way (docs/tournaments-service.md)."""
    body = json_body()
    try:
        players, size, rounds = len(body["players"]), int(body["table_size"]), int(body["rounds"])
        players = max(players, int(body.get("capacity") or 0))
    except (TypeError, KeyError, ValueError, OverflowError, AttributeError):
        return creation_cost()
    return creation_cost() * most_tables(min(players, MAX_PLAYERS), max(size, 2), min(max(rounds, 1), MAX_ROUNDS))


@blueprint.post("/v1/tournaments")
def create_tournament():
    organiser = caller_account()
    body = json_body(NewTournament)
    rules = get_rules(body["rules"])
    body["options"] = options_as_documented(rules, body["options"])
    if body["clock"] is not None:
        body["clock"] = options_as_documented(rules, {"clock": {**body["clock"], "on_timeout": "automa"}})["clock"]
    for index, entrant in enumerate(body["players"]):
        if ("account" in entrant) == ("kind" in entrant):
            raise invalid({"players": {str(index): ["either an account or {kind: bot}"]}})
    created = tournaments().create(organiser, body)
    return json_response(created, 201, {"Location": f"/v1/tournaments/{created['id']}"})


@blueprint.get("/v1/tournaments")
def list_tournaments():
    q = query(ListTournaments)
    return json_response(tournaments().list(q["status"], q["limit"], q["cursor"]))


@blueprint.get("/v1/tournaments/<tournament_id>")
def tournament(tournament_id: str):
    return json_response(tournaments().get(tournament_id))


@blueprint.post("/v1/tournaments/<tournament_id>/start")
def start(tournament_id: str):
    return json_response(tournaments().start(caller(), tournament_id))


@blueprint.post("/v1/tournaments/<tournament_id>/join")
def join(tournament_id: str):
    return json_response(tournaments().join(caller(), tournament_id))


@blueprint.post("/v1/tournaments/<tournament_id>/withdraw")
def withdraw(tournament_id: str):
    return json_response(tournaments().withdraw(caller(), tournament_id))


@blueprint.post("/v1/tournaments/<tournament_id>/cancel")
def cancel(tournament_id: str):
    return json_response(tournaments().cancel(caller(), tournament_id))


@blueprint.get("/v1/tournaments/<tournament_id>/export")
def export(tournament_id: str):
    pieces = tournaments().export(tournament_id)
    first = next(pieces)  # (a missing tournament is refused before the answer starts)
    return Response((part for chunk in ([first], pieces) for part in chunk), mimetype="application/json",
                    headers={"Content-Disposition": f'attachment; filename="tournament-{tournament_id}.json"'})
