"""Webhooks on the workers: `attempt`, the RQ job of one attempt (service/bootstrap.py WEBHOOK_ATTEMPT names
it to the queue; the relay's handlers queue the deliveries), signs it with the reference implementation of
Standard Webhooks and sends it through the SSRF-guarded adapter."""
from __future__ import annotations

from datetime import UTC, datetime
from functools import cache

from standardwebhooks import Webhook

from service.adapters import outbound
from service.app.webhooks import Answer, DeliveryRef, Destinations, Webhooks
from service.bootstrap import destinations as destinations_of
from service.bootstrap import worker_webhooks
from workers.context import settings


@cache
def destinations() -> Destinations:
    return destinations_of(settings())


@cache
def webhooks() -> Webhooks:
    return worker_webhooks(settings())


def send(url: str, secret: str, webhook_id: str, timestamp: int, body: bytes) -> Answer:
    signature = Webhook(secret).sign(webhook_id, datetime.fromtimestamp(timestamp, UTC), body.decode())
    headers = {"webhook-id": webhook_id, "webhook-timestamp": str(timestamp), "webhook-signature": signature}
    return outbound.post(url, headers, body, destinations(), settings().webhook_timeout_seconds)


def attempt(account_id: str, endpoint_id: str, delivery_id: str, number: int) -> str:
    """One attempt of a delivery (safe to run again: see Webhooks.attempt)."""
    return webhooks().attempt(DeliveryRef(account_id, endpoint_id, delivery_id), number, send)
