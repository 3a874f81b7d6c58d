"""Accounts and their keys: an identity across games (issue 27)."""
from __future__ import annotations

import re

from flask import Blueprint, Response

from domain.core.registry import all_rules
from service.http.api.me_events import key_revoked
from service.http.api.ratings import ratings
from service.http.exchange import accounts, bearer, caller_account, idempotency_key, json_body, json_response
from service.http.problems import Problem
from service.http.schemas import NewAccount, NewKey

blueprint = Blueprint("accounts", __name__)
KEY_ID = re.compile(r"[0-9a-f]{12}")


@blueprint.post("/v1/accounts")
def create_account():
    body = json_body(NewAccount)
    account, key = accounts().create(body["name"], body["kind"])
    return json_response({"account": account.public(), "key": key}, 201, {"Location": "/v1/me"})


@blueprint.get("/v1/accounts/<account_id>")
def account(account_id: str):
    """An account as anyone may see it, with its rating in each title it has played rated games of."""
    found = accounts().account(account_id)
    titles = sorted(all_rules())
    return json_response({"account": found.public(), "created_at": found.created_at,
                          "ratings": ratings().of(titles, found.id)})


@blueprint.get("/v1/me")
def me():
    account = caller_account()
    return json_response({"account": account.public(), "created_at": account.created_at,
                          "keys": accounts().keys(account)})


@blueprint.post("/v1/me/keys")
def new_key():
    try:
        account = caller_account()
    except Problem:
        # A key a rotation revoked, asking again with the rotation's Idempotency-Key: that rotation's
        # answer (its reply lost), for a while.
        again = accounts().rotated(bearer() or "", idempotency_key())
        if again is None:
            raise
        return json_response({"id": again[0], "key": again[1]}, 201)
    body = json_body(NewKey) if json_body() is not None else {"keep": False}
    key_id, key = accounts().new_key(account, bearer() or "", keep=body["keep"], idempotency_key=idempotency_key())
    if not body["keep"]:  # (the key this request came with was revoked: its streams end)
        key_revoked(account.id)
    return json_response({"id": key_id, "key": key}, 201)


@blueprint.delete("/v1/me/keys/<key_id>")
def delete_key(key_id: str):
    account = caller_account()
    if not KEY_ID.fullmatch(key_id):
        raise Problem(404, "key_not_found", "This account has no key with that id.")
    accounts().revoke(account, key_id)
    key_revoked(account.id)
    return Response(status=204)
