"""Small helpers shared by the blueprints: JSON bodies, queries, auth, responses."""
from __future__ import annotations

import hmac
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import orjson
from flask import Response, after_this_request, current_app, g, request
from marshmallow import Schema, ValidationError
from werkzeug.routing import BaseConverter

from domain.core.game import loader
from service.app.accounts import Account, Accounts, is_account_key
from service.app.errors import ApplicationError
from service.app.games import Game, GameService
from service.app.live import RETRY_AFTER_S
from service.http.problems import Problem, invalid

if TYPE_CHECKING:
    from service.bootstrap import Services
    from service.config import Settings


class GameId(BaseConverter):
    """`<game:...>` in a route: a game id (hex), so that /v1/games/import is never read as a game."""

    regex = "[0-9a-f]{1,64}"


SERVICES = "trackside.services"


def services() -> Services:
    """What the composition root built for this app (service/bootstrap.py): the views' one way to it."""
    return current_app.extensions[SERVICES]


def made_once(name: str, make: Callable[[Settings], object]):
    """The app's one `name`, made at first use from the app's settings then (the live streams' parts:
    service/bootstrap.py LiveParts; tests change the settings and drop it to have it made again)."""
    extensions = current_app.extensions
    if name not in extensions:
        extensions.setdefault(name, make(current_app.config["TRACKSIDE"]))
    return extensions[name]


def games() -> GameService:
    return services().games


def accounts() -> Accounts:
    return services().accounts


def json_response(body: Any, status: int = 200, headers: dict | None = None) -> Response:
    return Response(orjson.dumps(body), status=status, mimetype="application/json", headers=headers)


MAX_JSON_DEPTH = 64  # far beyond any command, board or export; deep nesting only breaks hashing and queues


def json_body(schema: type[Schema] | None = None) -> Any:
    if "json_body" not in g:  # decoded once a request: the creation budget may have read it for its cost
        g.json_body = decoded(json_bytes())
    return checked(g.json_body, schema)


def json_bytes() -> bytes:
    """The request's body, unparsed (415 unless it is JSON)."""
    raw = request.get_data(cache=True)
    if raw and request.mimetype != "application/json" and not request.mimetype.endswith("+json"):
        raise Problem(415, "unsupported_media_type", "The body must be JSON: Content-Type: application/json.")
    return raw


def parse_json(raw: bytes, schema: type[Schema] | None = None) -> Any:
    """A JSON body, checked against `schema`: 400 if it is not JSON, nests too deep or does not fit."""
    return checked(decoded(raw), schema)


def decoded(raw: bytes) -> Any:
    try:
        body = orjson.loads(raw) if raw else None
    except orjson.JSONDecodeError as exc:
        raise Problem(400, "malformed_json", f"The body is not valid JSON: {exc}") from exc
    if too_deep(body):
        raise Problem(400, "json_too_deep", f"The body nests arrays and objects more than {MAX_JSON_DEPTH} deep.")
    return body


def checked(body: Any, schema: type[Schema] | None) -> Any:
    if schema is None:
        return body
    if not isinstance(body, dict):
        raise invalid({"_schema": ["The body must be a JSON object."]})
    try:
        return loader(schema).load(body)
    except ValidationError as exc:
        raise invalid(exc.messages) from exc


def too_deep(value: Any) -> bool:
    """Whether `value` nests containers more than MAX_JSON_DEPTH deep (walked without recursion)."""
    level = [value]
    for _ in range(MAX_JSON_DEPTH + 1):
        level = [child for item in level if isinstance(item, (dict, list))
                 for child in (item.values() if isinstance(item, dict) else item)]
        if not level:
            return False
    return any(isinstance(item, (dict, list)) for item in level)


def query(schema: type[Schema]) -> dict:
    try:
        return loader(schema).load(request.args.to_dict())
    except ValidationError as exc:
        raise invalid(exc.messages, "The query parameters are not valid.") from exc


def idempotency_key() -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    try:  # WSGI hands header bytes over as Latin-1: a UTF-8 key such as "ключ" is read back as UTF-8
        key = key.encode("latin-1").decode("utf-8")
    except UnicodeError:
        pass
    if not 1 <= len(key) <= 200 or not key.isprintable():
        raise Problem(400, "bad_idempotency_key", "Idempotency-Key must be 1 to 200 printable characters.")
    return key


UNREAD = object()


def bearer() -> str | None:
    """The request's Bearer token (None: none), read once a request: the limits, the admin's exemption
    and the view each ask for it."""
    token = g.get("bearer", UNREAD)
    if token is UNREAD:
        scheme, _, token = request.headers.get("Authorization", "").partition(" ")
        token = token.strip() if scheme.lower() == "bearer" and token.strip() else None
        g.bearer = token
    return token


def is_admin(token: str | None) -> bool:
    admin = current_app.config["TRACKSIDE"].admin_token
    return bool(admin and token and hmac.compare_digest(token.encode(), admin.encode()))


def caller_account(required: bool = True) -> Account | None:
    """The account whose key the request carries: 401 for a missing (when `required`), made-up or
    revoked key. Authenticated once a request."""
    if "account" not in g:
        token = bearer()
        g.account = accounts().authenticate(token) if token is not None and is_account_key(token) else None
        if g.account is None and token is not None and is_account_key(token):
            raise Problem(401, "unauthorized", "The account key is not valid (revoked, or never made).")
    if g.account is None and required:
        raise Problem(401, "unauthorized", "This needs an account key: Authorization: Bearer <key>.")
    return g.account


def viewer(game: Game, required: bool = False) -> int | None:
    """The caller's seat from its token: None for a spectator (or the admin), 401/403 for a bad token.
    An account key acts as the seat its account holds at this game, and reads as a spectator elsewhere."""
    token = bearer()
    if token is None:
        if required or "Authorization" in request.headers:  # a Basic or bare token must not pass as a spectator
            raise Problem(401, "unauthorized", "This needs a seat token: Authorization: Bearer <token>.")
        return None
    if is_admin(token) and not required:
        g.admin = True
        return None
    if is_account_key(token):
        account = caller_account()
        seat = game.seat_of_account(account.id)
        if seat is None and required:
            raise Problem(403, "not_seated", "This account holds no seat at this game: it may only watch.")
        return seat
    seat = game.seat_of(token)
    if seat is not None:
        return seat
    owner, dot, _ = token.partition(".")
    if dot and owner != game.id:
        try:
            other = games().game(owner)
        except ApplicationError:  # no such game (or archived)
            other = None
        if other is not None and other.seat_of(token) is not None:
            raise Problem(403, "wrong_game", "This seat token belongs to another game.")
    raise Problem(401, "unauthorized", "The seat token is not valid for this game.")


def key_holds() -> Callable[[], bool] | None:
    """For a stream opened with an account key: whether that key still holds, to ask again while the
    stream is held (a revoked key's stream ends). None for any other caller: no one revokes a seat token."""
    token = bearer()
    if token is None or not is_account_key(token):
        return None
    keys = accounts()
    return lambda: keys.authenticate(token) is not None


def too_many_streams(status: int, detail: str) -> Problem:
    """A stream refused at a cap (503 for the server or a client address, 429 for an account), its
    response telling when to try again."""
    @after_this_request
    def retry_later(response: Response) -> Response:
        response.headers["Retry-After"] = str(RETRY_AFTER_S)
        return response

    return Problem(status, "too_many_streams", detail)
