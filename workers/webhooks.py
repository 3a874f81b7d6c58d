"""Webhooks on the workers: the relay's (`webhooks_on`: its handlers queue one delivery per endpoint that
takes an account event's type) and `attempt`, the RQ job of one attempt, which signs it with the reference
implementation of Standard Webhooks and sends it through the SSRF-guarded adapter."""
from __future__ import annotations

from datetime import UTC, datetime
from functools import cache

from standardwebhooks import Webhook

from service.adapters import outbound
from service.adapters.resilience import Client
from service.adapters.webhooks import QueuedAttempts, WebhookStore
from service.app.webhooks import Answer, DeliveryRef, Destinations, Webhooks
from service.config import Settings


@cache
def settings() -> Settings:
    return Settings()


@cache
def destinations() -> Destinations:
    return Destinations.of(settings().webhook_allow, settings().webhook_allow_only)


ATTEMPT = f"{__name__}.attempt"  # the job of one attempt, which the queue is given (its adapter names no worker)


def webhooks_on(store: WebhookStore, jobs: Client) -> Webhooks:
    """The webhooks on `store`, queueing attempts on `jobs` (a worker's, the relay's)."""
    return Webhooks(store, QueuedAttempts(jobs, ATTEMPT), destinations(), settings().webhook_retry_seconds,
                    settings().webhook_max_retry_after_seconds)


@cache
def webhooks() -> Webhooks:
    store = WebhookStore.of(settings(), "worker")
    return webhooks_on(store, store.queue_client(settings(), "worker"))


def send(url: str, secret: str, webhook_id: str, timestamp: int, body: bytes) -> Answer:
    signature = Webhook(secret).sign(webhook_id, datetime.fromtimestamp(timestamp, UTC), body.decode())
    headers = {"webhook-id": webhook_id, "webhook-timestamp": str(timestamp), "webhook-signature": signature}
    return outbound.post(url, headers, body, destinations(), settings().webhook_timeout_seconds)


def attempt(account_id: str, endpoint_id: str, delivery_id: str, number: int) -> str:
    """One attempt of a delivery (safe to run again: see Webhooks.attempt)."""
    return webhooks().attempt(DeliveryRef(account_id, endpoint_id, delivery_id), number, send)
