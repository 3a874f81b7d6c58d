"""Seats for accounts (issue 27): joining and leaving a waiting game's seats, challenges, rematches and
an account's own games (service/app/lobby.py); whom an account accepts challenges from, and declining
them all (issue 39: service/app/lobby_consent.py)."""
from __future__ import annotations

from flask import Blueprint
from marshmallow import Schema, fields, validate

from domain.core.registry import get_rules
from service.app.accounts import Account
from service.app.lobby import Lobby
from service.app.lobby_consent import ACCEPTS_FROM
from service.http.api.games import options_as_documented
from service.http.exchange import caller_account, games, idempotency_key, json_body, json_response, query
from service.http.problems import Problem, invalid
from service.http.schemas import CreateGame, MyGames

blueprint = Blueprint("lobby", __name__)


class ChallengePreference(Schema):
    accepts_from = fields.String(required=True, validate=validate.OneOf(ACCEPTS_FROM))


def lobby() -> Lobby:
    found = games().lobby
    if found is None:  # (the API always has one: service/http/app.py)
        raise Problem(404, "not_found", "No such resource.")
    return found


def caller() -> Account:
    """The calling account, of a request that asks for nothing more (no body, or `{}`)."""
    account = caller_account()
    if json_body() not in (None, {}):
        raise invalid({"_schema": ["This request takes no body (or an empty object)."]})
    return account


@blueprint.post("/v1/games/<game:game_id>/seats/<int:seat>/join")
def join(game_id: str, seat: int):
    return json_response(lobby().join(game_id, seat, caller()))


@blueprint.post("/v1/games/<game:game_id>/seats/<int:seat>/leave")
def leave(game_id: str, seat: int):
    return json_response(lobby().leave(game_id, seat, caller()))


def made(created: dict):
    """A new challenge's answer: the challenge, with the tokens of its plain seats and the challenger's
    (only here)."""
    body = {**created["challenge"], "tokens": [{"seat": s["seat"], "token": s["token"]}
                                               for s in created["seats"] if "token" in s]}
    return json_response(body, 201, {"Location": f"/v1/challenges/{body['id']}"})


@blueprint.post("/v1/challenges")
def challenge():
    account = caller_account()
    body = json_body(CreateGame)
    options = options_as_documented(get_rules(body["rules"]), body["options"])
    return made(games().create(body["rules"], body["players"], options, body["seed"], challenger=account,
                               idempotency_key=idempotency_key(), client=f"account:{account.id}", rated=body["rated"]))


@blueprint.get("/v1/challenges/<game:challenge_id>")
def get_challenge(challenge_id: str):
    return json_response(lobby().challenge(challenge_id))


@blueprint.post("/v1/challenges/<game:challenge_id>/accept")
def accept(challenge_id: str):
    return json_response(lobby().accept(challenge_id, caller()))


@blueprint.post("/v1/challenges/<game:challenge_id>/decline")
def decline(challenge_id: str):
    return json_response(lobby().decline(challenge_id, caller()))


@blueprint.post("/v1/games/<game:game_id>/rematch")
def rematch(game_id: str):
    account = caller()
    return made(lobby().rematch(games().game(game_id), account))


@blueprint.get("/v1/me/games")
def my_games():
    account = caller_account()
    q = query(MyGames)
    lobby()  # (404 where there are no accounts)
    return json_response(games().listings.my_games(account, q["status"], q["turn"], q["limit"], q["cursor"]))


@blueprint.get("/v1/me/challenge-preference")
def challenge_preference():
    return json_response(lobby().consent.accepts_from(caller_account().id))


@blueprint.put("/v1/me/challenge-preference")
def set_challenge_preference():
    account = caller_account()
    return json_response(lobby().consent.set_accepts_from(account.id, json_body(ChallengePreference)["accepts_from"]))


@blueprint.post("/v1/me/challenges/decline")
def decline_all():
    return json_response(lobby().decline_all(caller()))
