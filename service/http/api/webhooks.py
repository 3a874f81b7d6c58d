"""An account's webhooks (issue 27): endpoints sent its events to the Standard Webhooks spec, and their
deliveries' log."""
from __future__ import annotations

from flask import Blueprint, Response
from marshmallow import Schema, fields, validate

from service.app.webhooks import EVENT_TYPES, Webhooks
from service.http.exchange import caller_account, json_body, json_response, services

blueprint = Blueprint("webhooks", __name__)
LISTED_DELIVERIES = 100  # the newest of an endpoint's log (which keeps 1000)


class NewWebhook(Schema):
    url = fields.String(required=True, validate=validate.Length(min=1, max=4000))  # the application says 2000
    events = fields.List(fields.String(validate=validate.OneOf(EVENT_TYPES)), required=True,
                         validate=validate.Length(min=1, max=20))


def webhooks() -> Webhooks:
    return services().webhooks


@blueprint.post("/v1/me/webhooks")
def create_webhook():
    account = caller_account()
    body = json_body(NewWebhook)
    created = webhooks().register(account.id, body["url"], body["events"])
    return json_response(created, 201, {"Location": f"/v1/me/webhooks/{created['id']}/deliveries"})


@blueprint.get("/v1/me/webhooks")
def list_webhooks():
    return json_response({"webhooks": webhooks().endpoints(caller_account().id)})


@blueprint.delete("/v1/me/webhooks/<webhook_id>")
def delete_webhook(webhook_id: str):
    webhooks().remove(caller_account().id, webhook_id)
    return Response(status=204)


@blueprint.get("/v1/me/webhooks/<webhook_id>/deliveries")
def deliveries(webhook_id: str):
    return json_response({"deliveries": webhooks().deliveries(caller_account().id, webhook_id, LISTED_DELIVERIES)})


@blueprint.post("/v1/me/webhooks/<webhook_id>/deliveries/<delivery_id>/retry")
def retry(webhook_id: str, delivery_id: str):
    return json_response(webhooks().retry(caller_account().id, webhook_id, delivery_id), 202)
