"""Webhooks on the workers: `drain`, the RQ job that makes the attempts due (service/bootstrap.py
WEBHOOK_DRAIN names it to the queue; the relay's handlers queue the deliveries), many at once on a bounded
pool of threads, as an attempt mostly waits on its receiver and on Redis. Each is signed with the reference
implementation of Standard Webhooks and sent through the SSRF-guarded adapter, whose connections are kept
alive between attempts to the same checked address."""
from __future__ import annotations

import logging
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from datetime import UTC, datetime
from functools import cache

from standardwebhooks import Webhook

from service.adapters import outbound
from service.adapters.redis.webhooks import QueuedAttempts, ref_of
from service.app.webhooks import Answer, DeliveryRef, Destinations, Webhooks
from service.bootstrap import destinations as destinations_of
from service.bootstrap import worker_webhooks
from workers.context import settings

log = logging.getLogger("trackside.webhooks")

CONCURRENCY = 64  # attempts a worker makes at once: each mostly waits, on its receiver and on Redis's fsync
TAKING_SECONDS = 1.0  # a drain takes attempts this long, then ends once they are made: the worker's moves go between
LEFT_SECONDS = 5.0  # an attempt a drain could not make (its store away meanwhile) is due again after this


@cache
def destinations() -> Destinations:
    return destinations_of(settings())


@cache
def webhooks() -> Webhooks:
    return worker_webhooks(settings())


@cache
def queued() -> QueuedAttempts:
    attempts = webhooks().attempts
    assert isinstance(attempts, QueuedAttempts)  # as service/bootstrap.py webhooks_on composes it
    return attempts


@cache
def pool() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(CONCURRENCY, thread_name_prefix="webhook-attempt")


def send(url: str, secret: str, webhook_id: str, timestamp: int, body: bytes) -> Answer:
    signature = Webhook(secret).sign(webhook_id, datetime.fromtimestamp(timestamp, UTC), body.decode())
    headers = {"webhook-id": webhook_id, "webhook-timestamp": str(timestamp), "webhook-signature": signature}
    return outbound.post(url, headers, body, destinations(), settings().webhook_timeout_seconds)


def make(attempt: str) -> str:
    ref, number = ref_of(attempt)
    webhooks().attempt(ref, number, send)
    return attempt


def drain(drain_id: str) -> int:
    """The attempts due, CONCURRENCY at a time with as many more taken ahead, taken for TAKING_SECONDS; each
    attempt safe to make again (Webhooks.attempt), as a run of this job after its worker died does with
    those it had taken. Returns how many it made."""
    queue, made, done = queued(), 0, []
    destinations()
    until = time.monotonic() + TAKING_SECONDS
    running: set[Future] = {pool().submit(make, attempt) for attempt in queue.begin(drain_id)}
    try:
        while True:
            if len(running) <= CONCURRENCY and time.monotonic() < until:
                taken = queue.take(drain_id, 2 * CONCURRENCY - len(running), done)
                made, done = made + len(done), []
                running |= {pool().submit(make, attempt) for attempt in taken}
            if not running:
                return made
            finished, running = wait(running, return_when=FIRST_COMPLETED)
            for future in finished:
                if future.exception() is None:
                    done.append(future.result())
                else:  # left taken: due again after LEFT_SECONDS
                    log.error("webhook attempt failed: %s", future.exception())
    finally:
        wait(running)
        done += [future.result() for future in running if future.exception() is None]
        queue.end(drain_id, done, LEFT_SECONDS)


def attempt(account_id: str, endpoint_id: str, delivery_id: str, number: int) -> str:
    """One attempt, the job of each before drains (queued by an earlier version: made as they were)."""
    return webhooks().attempt(DeliveryRef(account_id, endpoint_id, delivery_id), number, send)
