"""The webhooks' paths (service/http/api/webhooks.py): an account's endpoints and their deliveries."""
from __future__ import annotations

import json

from service.app.webhooks import EVENT_TYPES, MAX_ENDPOINTS, MAX_URL
from service.http.openapi.shapes import AUTH, STR, obj, ok, param, problems

EVENTS = {"type": "array", "minItems": 1, "maxItems": 20, "items": {"type": "string", "enum": list(EVENT_TYPES)},
          "description": "The account events sent to this endpoint."}
URL = {"type": "string", "maxLength": MAX_URL, "description": "An http:// or https:// URL of a public address "
       "(or one the operator allows), an IPv4 address written as four decimal numbers; a name is resolved, and "
       "its addresses checked, at every attempt."}
TIME = {"type": "string", "format": "date-time"}
WEBHOOK = obj({"id": STR, "url": URL, "events": EVENTS, "created_at": TIME,
               "state": {"type": "string", "enum": ["enabled", "disabled"]},
               "disabled": obj({"at": TIME, "status": {"type": "integer"}}, ["at", "status"],
                               "Why and when it was disabled: its receiver answered 410 Gone.")},
              ["id", "url", "events", "created_at", "state"])
SECRET = {"type": "string", "pattern": "^whsec_", "description": "The signing secret, shown only here: verify "
          "each request with it (`standardwebhooks.Webhook(secret).verify(body, headers)`)."}
ATTEMPT = obj({"attempt": {"type": "integer", "minimum": 1}, "at": TIME, "took_ms": {"type": "integer"},
               "status": {"type": "integer", "description": "The receiver's status"},
               "error": {"type": "string", "description": "Why there was no answer (refused, timed out...)"}},
              ["attempt", "at", "took_ms"])
DELIVERY = obj({"id": {"type": "string", "description": "Its `webhook-id`, the same on every attempt."},
                "event_id": STR, "type": {"type": "string", "enum": list(EVENT_TYPES)}, "created_at": TIME,
                "state": {"type": "string", "enum": ["pending", "sending", "delivered", "failed", "canceled"]},
                "next_attempt_at": {"type": ["string", "null"], "format": "date-time"},
                "attempts": {"type": "array", "items": ATTEMPT}},
               ["id", "event_id", "type", "created_at", "state", "next_attempt_at", "attempts"])
WEBHOOK_ID = param("webhook_id", "path", {"type": "string"}, "The webhook's id.")
DELIVERY_ID = param("delivery_id", "path", {"type": "string"}, "The delivery's id (its webhook-id).")


def webhook_paths() -> dict:
    """(Copied whole: pieces shared within it would be YAML anchors in openapi.yaml.)"""
    tags = ["Webhooks"]
    return json.loads(json.dumps({
        "/v1/me/webhooks": {
            "post": {"tags": tags, "summary": f"Send the account's events to a URL (at most {MAX_ENDPOINTS} "
                                              "webhooks an account), signed to the Standard Webhooks spec",
                     "operationId": "createWebhook", "security": AUTH,
                     "requestBody": {"required": True, "content": {"application/json": {
                         "schema": obj({"url": URL, "events": EVENTS}, ["url", "events"], additionalProperties=False),
                         "example": {"url": "https://bots.example.com/trackside", "events": ["your_turn"]}}}},
                     "responses": {"201": ok(obj({**WEBHOOK["properties"], "secret": SECRET},
                                                 [*WEBHOOK["required"], "secret"]), "Created"),
                                   **problems(400, 401, 415, 422, 429, 503, texts={
                                       422: "The URL is not allowed (`url_not_allowed`), or the account has its "
                                            f"{MAX_ENDPOINTS} webhooks (`too_many_webhooks`)"})}},
            "get": {"tags": tags, "summary": "The account's webhooks (never their secrets)",
                    "operationId": "listWebhooks", "security": AUTH,
                    "responses": {"200": ok(obj({"webhooks": {"type": "array", "items": WEBHOOK}}, ["webhooks"])),
                                  **problems(401, 429, 503)}}},
        "/v1/me/webhooks/{webhook_id}": {"delete": {
            "tags": tags, "summary": "Delete a webhook (and its deliveries' log)", "operationId": "deleteWebhook",
            "security": AUTH, "parameters": [WEBHOOK_ID],
            "responses": {"204": {"description": "Deleted"}, **problems(401, 404, 429, 503)}}},
        "/v1/me/webhooks/{webhook_id}/deliveries": {"get": {
            "tags": tags, "summary": "A webhook's newest 100 deliveries: each one's attempts (time, status or "
                                     "error), next attempt and state", "operationId": "listDeliveries",
            "security": AUTH, "parameters": [WEBHOOK_ID],
            "responses": {"200": ok(obj({"deliveries": {"type": "array", "items": DELIVERY}}, ["deliveries"])),
                          **problems(401, 404, 429, 503)}}},
        "/v1/me/webhooks/{webhook_id}/deliveries/{delivery_id}/retry": {"post": {
            "tags": tags, "summary": "Send a delivery again now, with the same webhook-id", "operationId": "retryDelivery",
            "security": AUTH, "parameters": [WEBHOOK_ID, DELIVERY_ID],
            "requestBody": {"required": False, "content": {"application/json": {
                "schema": obj({}, description="Nothing is needed (a body is ignored).")}}},
            "responses": {"202": ok(DELIVERY, "Queued"), **problems(401, 404, 409, 422, 429, 503, texts={
                409: "An attempt of it is being made now (`delivery_under_way`)",
                422: "The webhook is disabled (`webhook_disabled`)"})}}},
    }))
