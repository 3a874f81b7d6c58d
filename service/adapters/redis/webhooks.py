"""The webhooks in Redis, under the account's hash tag {a:<id>}: a hash of its endpoints (id -> record,
with its signing secret) and one of those disabled (id -> why); per endpoint, a hash of its deliveries
(webhook-id -> record) and a sorted set of them by age, capped (the oldest dropped in the same call). A
delivery changes only by a compare-and-swap of its record. Attempts are RQ jobs on the notifications
queue, one an attempt, with deterministic ids."""
from __future__ import annotations

import time

import orjson
import redis

from service.adapters.redis.connection import StoreConnection
from service.adapters.redis.queue import NOTIFICATIONS, cancel_scheduled, confirm_queued, enqueue_once
from service.app.webhooks import DeliveryRef

# KEYS[1]: the endpoints. ARGV: the new id, its record, the most an account has. Returns 1 if added.
ADD_ENDPOINT = """
if redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
"""
# KEYS[1]: the endpoints, [2] those disabled. ARGV: the endpoint, why.
DISABLE = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then redis.call('HSET', KEYS[2], ARGV[1], ARGV[2]) end
return 0
"""
# KEYS[1]: the endpoints, [2] the endpoint's deliveries, [3] their order. ARGV: endpoint, delivery id, record,
# its time (ms), the cap. Returns {added (0/1), dropped records...}: nothing is added to a deleted endpoint.
ADD_DELIVERY = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 or redis.call('HSETNX', KEYS[2], ARGV[2], ARGV[3]) == 0 then
  return {0}
end
redis.call('ZADD', KEYS[3], ARGV[4], ARGV[2])
local out = {1}
local over = redis.call('ZCARD', KEYS[3]) - tonumber(ARGV[5])
if over > 0 then
  for _, id in ipairs(redis.call('ZRANGE', KEYS[3], 0, over - 1)) do
    table.insert(out, redis.call('HGET', KEYS[2], id))
    redis.call('HDEL', KEYS[2], id)
  end
  redis.call('ZREMRANGEBYRANK', KEYS[3], 0, over - 1)
end
return out
"""
# KEYS[1]: the deliveries. ARGV: the delivery, the record as read, the new record. Returns 1 if swapped.
SWAP = """
if redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
return 1
"""


def endpoints_key(account_id: str) -> str:
    return f"{{a:{account_id}}}:webhooks"


def disabled_key(account_id: str) -> str:
    return f"{{a:{account_id}}}:webhooks-disabled"


def deliveries_key(account_id: str, endpoint_id: str) -> str:
    return f"{{a:{account_id}}}:webhook:{endpoint_id}:deliveries"


def order_key(account_id: str, endpoint_id: str) -> str:
    return f"{{a:{account_id}}}:webhook:{endpoint_id}:order"


def dumps(record: dict) -> bytes:
    return orjson.dumps(record, option=orjson.OPT_SORT_KEYS)  # one spelling a record: the swap compares bytes


class WebhookStore(StoreConnection):
    def add_endpoint(self, account_id: str, endpoint_id: str, record: dict, max_endpoints: int) -> bool:
        return bool(self.redis.eval(ADD_ENDPOINT, 1, endpoints_key(account_id), endpoint_id, dumps(record),
                                    max_endpoints))

    def endpoints(self, account_id: str) -> dict[str, dict]:
        pipe = self.redis.pipeline(transaction=False)
        pipe.hgetall(endpoints_key(account_id))
        pipe.hgetall(disabled_key(account_id))
        found, disabled = pipe.execute()
        out = {}
        for endpoint_id, record in found.items():
            out[endpoint_id.decode()] = {**orjson.loads(record), "disabled": orjson.loads(disabled[endpoint_id])
                                         if endpoint_id in disabled else None}
        return out

    def disable_endpoint(self, account_id: str, endpoint_id: str, why: dict) -> None:
        self.redis.eval(DISABLE, 2, endpoints_key(account_id), disabled_key(account_id), endpoint_id, dumps(why))

    def remove_endpoint(self, account_id: str, endpoint_id: str) -> bool:
        pipe = self.redis.pipeline(transaction=True)
        pipe.hdel(endpoints_key(account_id), endpoint_id)
        pipe.hdel(disabled_key(account_id), endpoint_id)
        pipe.delete(deliveries_key(account_id, endpoint_id), order_key(account_id, endpoint_id))
        return bool(pipe.execute()[0])

    def add_delivery(self, ref: DeliveryRef, record: dict, cap: int) -> tuple[bool, list[dict]]:
        out = self.redis.eval(ADD_DELIVERY, 3, endpoints_key(ref.account_id),
                              deliveries_key(ref.account_id, ref.endpoint_id),
                              order_key(ref.account_id, ref.endpoint_id), ref.endpoint_id, ref.delivery_id,
                              dumps(record), int(time.time() * 1000), cap)
        return bool(out[0]), [orjson.loads(r) for r in out[1:] if r]

    def deliveries(self, account_id: str, endpoint_id: str, limit: int) -> list[dict]:
        ids = self.redis.zrevrange(order_key(account_id, endpoint_id), 0, limit - 1)
        records = self.redis.hmget(deliveries_key(account_id, endpoint_id), ids) if ids else []
        return [orjson.loads(r) for r in records if r]

    def delivery(self, ref: DeliveryRef) -> dict | None:
        record = self.redis.hget(deliveries_key(ref.account_id, ref.endpoint_id), ref.delivery_id)
        return orjson.loads(record) if record else None

    def swap_delivery(self, ref: DeliveryRef, old: dict, new: dict) -> bool:
        return bool(self.redis.eval(SWAP, 1, deliveries_key(ref.account_id, ref.endpoint_id), ref.delivery_id,
                                    dumps(old), dumps(new)))


JOB_SECONDS = 90  # above the longest attempt (TRACKSIDE_WEBHOOK_TIMEOUT_SECONDS <= 60): a job past it is killed


RESULT_SECONDS = 3600  # a finished attempt's job (the delivery's record says what came of it, for longer)


def attempt_job_id(ref: DeliveryRef, number: int) -> str:
    return f"webhook-{ref.account_id}-{ref.delivery_id}-{number}"


class QueuedAttempts:
    """Each attempt an RQ job on the notifications queue (behind every move), scheduled at its time; `job`:
    the workers' function of one attempt (its dotted name), given by whoever composes this."""

    def __init__(self, connection: redis.Redis, job: str) -> None:
        self.connection = connection
        self.job = job

    def schedule(self, ref: DeliveryRef, number: int, at: float | None) -> None:
        enqueue_once(self.connection, attempt_job_id(ref, number), self.job, ref.account_id,
                     ref.endpoint_id, ref.delivery_id, number, kind="notification", job_timeout=JOB_SECONDS,
                     result_ttl=RESULT_SECONDS, at_ms=None if at is None else int(at * 1000))
        confirm_queued(self.connection)

    def cancel(self, ref: DeliveryRef, number: int) -> None:
        cancel_scheduled(self.connection, attempt_job_id(ref, number), NOTIFICATIONS)
