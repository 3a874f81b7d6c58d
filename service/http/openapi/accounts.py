"""The accounts' paths (service/http/api/accounts.py): an account, its keys."""
from __future__ import annotations

from service.http import schemas
from service.http.jsonschema import schema_of
from service.http.openapi.shapes import AUTH, CREATING, NAME, STR, obj, ok, param, problems

KIND = {"type": "string", "enum": ["human", "bot"]}
ACCOUNT = obj({"id": STR, "name": STR, "kind": KIND}, ["id", "name", "kind"])
KEY_TEXT = ("The account key: shown only here, stored only as its hash. Send it as `Authorization: Bearer "
            "<key>` wherever a seat token goes: at a game where the account holds a seat it acts as that seat, "
            "elsewhere it reads as a spectator (its commands answer 403 `not_seated`).")

ROTATION_TEXT = ("A rotation revokes the calling key in the same write as it makes the new one. Its answer lost "
                 "(a timeout, a 503), the same request (the old key and the rotation's own Idempotency-Key), for "
                 "10 minutes, answers the same new key (201); later, without that Idempotency-Key, or once that "
                 "key is deleted, 401: the old key alone never learns its successor.")


def account_paths() -> dict:
    key = obj({"id": STR, "key": {"type": "string", "description": KEY_TEXT}}, ["id", "key"])
    return {
        "/v1/accounts": {"post": {
            "tags": ["Accounts"], "summary": "Create an account (a person's or a bot's) and its first key",
            "operationId": "createAccount",
            "requestBody": {"required": True, "content": {"application/json": {
                "schema": obj({"name": NAME, "kind": KIND}, ["name", "kind"], additionalProperties=False), "example": {"name": "Rocket", "kind": "bot"}}}},
            "responses": {"201": ok(obj({"account": ACCOUNT, "key": {"type": "string", "description": KEY_TEXT}},
                                        ["account", "key"]), "Created"),
                          **problems(400, 415, 429, 503, texts=CREATING)}}},
        "/v1/me": {"get": {
            "tags": ["Accounts"], "summary": "The calling account and its keys' ids (never the keys)",
            "operationId": "getMe", "security": AUTH,
            "responses": {"200": ok(obj({"account": ACCOUNT, "created_at": STR, "keys": {"type": "array", "items": obj(
                {"id": STR, "created_at": STR, "current": {"type": "boolean", "description": "The key of this request."}},
                ["id", "created_at", "current"])}}, ["account", "created_at", "keys"])), **problems(401, 429, 503)}}},
        "/v1/me/keys": {"post": {
            "tags": ["Accounts"], "summary": "A new key: in place of the calling key (rotation), or beside it "
                                             "(`keep`: another machine's, at most 10 at once)",
            "operationId": "newKey", "security": AUTH, "description": ROTATION_TEXT,
            "requestBody": {"required": False, "content": {"application/json": {"schema": schema_of(schemas.NewKey)}}},
            "responses": {"201": ok(key, "Created"), **problems(400, 401, 409, 415, 422, 429, 503)}}},
        "/v1/me/keys/{key_id}": {"delete": {
            "tags": ["Accounts"], "summary": "Revoke one of the account's keys", "operationId": "deleteKey",
            "security": AUTH, "parameters": [param("key_id", "path", {"type": "string", "pattern": "^[0-9a-f]{12}$"})],
            "responses": {"204": {"description": "Revoked"}, **problems(401, 404, 429, 503)}}},
    }



