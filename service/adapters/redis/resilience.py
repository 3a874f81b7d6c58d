"""What keeps the background parts running through a Redis blip: clients that retry failed calls with
redis-py's own Retry and ExponentialBackoff (each failed attempt logged and counted per part), the
same backoff for loops started again after other errors, and children that die with their parent."""
from __future__ import annotations

import ctypes
import logging
import os
import signal
import threading
from functools import partial

import redis
from prometheus_client import Counter
from redis.backoff import ExponentialBackoff
from redis.cluster import ClusterNode, RedisCluster
from redis.exceptions import RedisClusterException
from redis.retry import Retry
from redis.sentinel import Sentinel

from service.config import CLUSTER, SENTINEL, RedisLocation

log = logging.getLogger("trackside.redis")

REDIS_ERRORS = Counter("trackside_redis_errors_total",
                       "Failed Redis calls: every retried attempt, and every error that ended a loop's pass",
                       ["part"])

# Attempts per call on a cluster or behind Sentinel, where "forever" would never look for the new
# primary (the cluster client counts attempts, and a Sentinel-managed connection retries connecting to
# the address it resolved); the background parts' loops wait out longer outages with their own backoff.
FAILOVER_ATTEMPTS = 3
RETRIED = (redis.ConnectionError, redis.TimeoutError, TimeoutError)  # redis-py's Retry's own default
PR_SET_PDEATHSIG = 1  # linux/prctl.h

Client = redis.Redis | RedisCluster  # what connect() gives; the layers above only hand it on to the adapters

# What the layers above catch without importing redis. StoreUnavailable: a call to Redis failed (down,
# unreachable, failing over, refusing a write), answered 503 store_unavailable by the API; StoreStalled
# among them: no answer in time. STORE_ERRORS: what the background parts wait out, which on a cluster is
# also its client finding no node at all.
StoreUnavailable = redis.RedisError
StoreStalled = redis.TimeoutError
STORE_ERRORS = (StoreUnavailable, RedisClusterException)

STOPPING = threading.Event()  # set when the process is asked to stop: it no longer waits for Redis


_waits = {"base": 0.25, "cap": 5.0}  # the process's (Settings.backoff_base, backoff_cap: see set_backoff)


def set_backoff(base: float, cap: float) -> None:
    """The process's waits, from its settings (service/bootstrap.py, before any part of it waits)."""
    _waits.update(base=base, cap=cap)


def backoff() -> ExponentialBackoff:
    """Waits that double from the process's base up to its cap (tests shorten them)."""
    return ExponentialBackoff(cap=_waits["cap"], base=_waits["base"])


class CountedRetry(Retry):
    """redis-py's Retry (connection and timeout errors, with backoff); each failed attempt is also
    logged and counted under the part of the process."""

    def __init__(self, part: str, retries: int, supported_errors: tuple[type[Exception], ...] = RETRIED) -> None:
        super().__init__(backoff(), retries, supported_errors)
        self.part = part

    def call_with_retry(self, do, fail, is_retryable=None, with_failure_count=False):
        def counted(error, *failures):
            REDIS_ERRORS.labels(part=self.part).inc()
            fail(error, *failures)
            if STOPPING.is_set():
                raise error
            log.warning("%s: Redis call failed (%s); retrying with backoff", self.part, error)

        return super().call_with_retry(do, counted, is_retryable, with_failure_count)


def connect(url: str, part: str, retries: int = -1, stall_s: float | None = None,
            **options) -> Client:
    """A client for `part` that reconnects and retries a failed call with backoff: forever by default
    (until STOPPING), so a background part waits for Redis to come back instead of exiting. A process
    that must answer meanwhile (the API) passes a few retries and reports the error after them, and
    `stall_s`: a call Redis has not answered within that many seconds fails at once, not retried (a
    stalled server, unlike a dropped connection, is not helped by asking again).
    The URL may name one server, a Redis Cluster or a Sentinel-managed primary (service.config)."""
    where = RedisLocation.parse(url)
    retry = partial(CountedRetry, part, supported_errors=(redis.ConnectionError,) if stall_s else RETRIED)
    options = {"retry": retry(retries), "socket_connect_timeout": min(2, stall_s or 2),
               "socket_timeout": stall_s or 10, **options}
    if where.password:
        options["password"] = where.password
    if where.scheme == CLUSTER:
        # The cluster client finds every node from any one and follows MOVED/ASK and failovers itself,
        # reading the cluster's map again between attempts.
        options["retry"] = retry(retries if retries >= 0 else FAILOVER_ATTEMPTS)
        return RedisCluster(startup_nodes=[ClusterNode(host, port) for host, port in where.nodes], **options)
    if where.scheme == SENTINEL:
        # Asks the Sentinels for the primary on every (re)connect: after a failover it finds the new one,
        # and a connection still on the demoted one fails over as a connection error, which is retried.
        options["retry"] = retry(retries if retries >= 0 else FAILOVER_ATTEMPTS)
        sentinels = Sentinel(list(where.nodes), sentinel_kwargs={"socket_connect_timeout": 2, "socket_timeout": 2})
        return sentinels.master_for(where.service, db=where.db, **options)
    return redis.Redis.from_url(url, **options)


def answers(url: str) -> bool:
    """Whether a Redis answers at `url` within a second (`trackside up` starts its own when none does)."""
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


def die_with_parent(parent: int) -> None:
    """Run in a child between fork and exec: the kernel sends it SIGTERM when `parent` dies, even by
    kill -9, so no part outlives `trackside up` and holds its ports. Linux only: elsewhere the parts
    stop with `up` only when it is stopped by a signal it can handle."""
    prctl = getattr(ctypes.CDLL(None, use_errno=True), "prctl", None)
    if prctl is None:
        return
    if prctl(PR_SET_PDEATHSIG, signal.SIGTERM) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_PDEATHSIG) failed")
    if os.getppid() != parent:  # the parent died before the request was in place
        os.kill(os.getpid(), signal.SIGTERM)
