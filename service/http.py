"""Small helpers shared by the blueprints: JSON bodies, queries, auth, responses."""
from __future__ import annotations

import hmac
from typing import Any

import orjson
from flask import Response, current_app, g, request
from marshmallow import Schema, ValidationError

from service.games import Game, GameService
from service.problems import Problem, invalid


def games() -> GameService:
    return current_app.extensions["trackside.games"]


def json_response(body: Any, status: int = 200, headers: dict | None = None) -> Response:
    return Response(orjson.dumps(body), status=status, mimetype="application/json", headers=headers)


def json_body(schema: type[Schema] | None = None) -> Any:
    raw = request.get_data(cache=True)
    try:
        body = orjson.loads(raw) if raw else None
    except orjson.JSONDecodeError as exc:
        raise Problem(400, "malformed_json", f"The body is not valid JSON: {exc}") from exc
    if schema is None:
        return body
    if not isinstance(body, dict):
        raise invalid({"_schema": ["The body must be a JSON object."]})
    try:
        return schema().load(body)
    except ValidationError as exc:
        raise invalid(exc.messages) from exc


def query(schema: type[Schema]) -> dict:
    try:
        return schema().load(request.args.to_dict())
    except ValidationError as exc:
        raise invalid(exc.messages, "The query parameters are not valid.") from exc


def idempotency_key() -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not 1 <= len(key) <= 200 or not key.isprintable():
        raise Problem(400, "bad_idempotency_key", "Idempotency-Key must be 1 to 200 printable characters.")
    return key


def bearer() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def is_admin(token: str | None) -> bool:
    admin = current_app.config["TRACKSIDE"].admin_token
    return bool(admin and token and hmac.compare_digest(token.encode(), admin.encode()))


def viewer(game: Game, required: bool = False) -> int | None:
    """The caller's seat from its token: None for a spectator (or the admin), 401/403 for a bad token."""
    token = bearer()
    if token is None:
        if required:
            raise Problem(401, "unauthorized", "This needs a seat token: Authorization: Bearer <token>.")
        return None
    if is_admin(token) and not required:
        g.admin = True
        return None
    seat = game.seat_of(token)
    if seat is not None:
        return seat
    owner, dot, _ = token.partition(".")
    if dot and owner != game.id:
        try:
            other = games().game(owner)
        except Problem:
            other = None
        if other is not None and other.seat_of(token) is not None:
            raise Problem(403, "wrong_game", "This seat token belongs to another game.")
    raise Problem(401, "unauthorized", "The seat token is not valid for this game.")
