"""The webhooks in Redis, under the account's hash tag {a:<id>}: a hash of its endpoints (id -> record,
with its signing secret) and one of those disabled (id -> why); per endpoint, a hash of its deliveries
(webhook-id -> record) and a sorted set of them by age, capped (the oldest dropped in the same call). A
delivery changes only by a compare-and-swap of its record.

The attempts wait on the queue's Redis in a sorted set by their time (QueuedAttempts), taken in batches by
drains: RQ jobs on the notifications queue (workers/webhooks.py drain), each making many attempts at once.
A drain is queued when an attempt falls due and none is queued yet, and one is scheduled with RQ's
scheduler at each later attempt's second. The attempts a drain took are kept under its id until it made
them, so that its job, re-queued when its worker died (service/adapters/redis/worker.py reap), makes them
again; those of a drain that never ran again go back after LEASE_MS."""
from __future__ import annotations

import math
import secrets
import time

import orjson
import redis

from service.adapters.redis.connection import StoreConnection
from service.adapters.redis.queue import confirm_queued, enqueue_once
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


JOB_SECONDS = 90  # above the longest drain (TRACKSIDE_WEBHOOK_TIMEOUT_SECONDS <= 60, and a second of taking): killed past it
LEASE_MS = 120_000  # attempts taken by a drain this long ago whose drain has not ended go back to the queue
FLAG_MS = 5_000  # a drain counts as queued this long at most (its queuer may have died before queuing it)

ATTEMPTS = "trackside:webhook-attempts"  # member: "<account> <endpoint> <delivery> <number>", score: its time (ms)
QUEUED_DRAIN = "trackside:webhook-drain-queued"  # the id of a drain queued and not started yet
DRAINS = "trackside:webhook-drains"  # the drains that hold attempts, by when they let go of them (ms)
TAKEN = "trackside:webhook-taken:"  # + a drain's id: the attempts it took and has not made yet

# KEYS: the attempts, the queued drain. ARGV: the attempt, its time (ms), now (ms), a new drain's id, FLAG_MS.
# The earlier time wins. Returns 1 if the attempt is due and no drain is queued: the caller queues that one.
SCHEDULE = """
redis.call('ZADD', KEYS[1], 'LT', ARGV[2], ARGV[1])
if tonumber(ARGV[2]) > tonumber(ARGV[3]) then return 0 end
if redis.call('SET', KEYS[2], ARGV[4], 'NX', 'PX', ARGV[5]) then return 1 end
return 0
"""
# KEYS: the attempts, the drains, this drain's taken. ARGV: now (ms), how many, the drain's id, its lease's end,
# the attempts it made since it last took. The due attempts, oldest first, moved to the drain's taken.
TAKE = """
if #ARGV > 4 then redis.call('SREM', KEYS[3], unpack(ARGV, 5)) end
local taken = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
if #taken > 0 then
  redis.call('ZREM', KEYS[1], unpack(taken))
  redis.call('SADD', KEYS[3], unpack(taken))
end
redis.call('ZADD', KEYS[2], ARGV[4], ARGV[3])
return taken
"""
# KEYS: the drains, the attempts. ARGV: now (ms), how many drains at most, TAKEN. The attempts of drains whose
# lease ended back to the queue, due now. Returns how many.
RECOVER = """
local back = 0
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))) do
  for _, attempt in ipairs(redis.call('SMEMBERS', ARGV[3] .. id)) do
    redis.call('ZADD', KEYS[2], 'LT', ARGV[1], attempt)
    back = back + 1
  end
  redis.call('DEL', ARGV[3] .. id)
  redis.call('ZREM', KEYS[1], id)
end
return back
"""
# KEYS: the drains, this drain's taken, the attempts. ARGV: the drain's id, when its leftovers are due (ms), the
# attempts it made since it last took. A drain's end: those it could not make (a store error) back then.
LET_GO = """
if #ARGV > 2 then redis.call('SREM', KEYS[2], unpack(ARGV, 3)) end
local left = redis.call('SMEMBERS', KEYS[2])
for _, attempt in ipairs(left) do redis.call('ZADD', KEYS[3], 'LT', ARGV[2], attempt) end
redis.call('DEL', KEYS[2])
redis.call('ZREM', KEYS[1], ARGV[1])
return #left
"""


def attempt_of(ref: DeliveryRef, number: int) -> str:
    return f"{ref.account_id} {ref.endpoint_id} {ref.delivery_id} {number}"


def ref_of(attempt: str) -> tuple[DeliveryRef, int]:
    account_id, endpoint_id, delivery_id, number = attempt.split(" ")
    return DeliveryRef(account_id, endpoint_id, delivery_id), int(number)


class QueuedAttempts:
    """The attempts waiting, and the drains that make them (RQ jobs of the notifications queue, behind every
    move); `job`: the workers' function of one drain (its dotted name), given by whoever composes this."""

    def __init__(self, connection: redis.Redis, job: str) -> None:
        self.connection = connection
        self.job = job
        self.scripts = {name: connection.register_script(script) for name, script in
                        (("schedule", SCHEDULE), ("take", TAKE), ("recover", RECOVER), ("let_go", LET_GO))}

    def schedule(self, ref: DeliveryRef, number: int, at: float | None) -> None:
        now = time.time()
        at = now if at is None else at
        drain = f"webhook-drain-{secrets.token_hex(8)}"
        if self.scripts["schedule"](keys=[ATTEMPTS, QUEUED_DRAIN],
                                    args=[attempt_of(ref, number), int(at * 1000), int(now * 1000), drain, FLAG_MS]):
            self.queue_drain(drain, None)
        elif at > now:
            self.queue_drain(f"webhook-drain-at-{math.ceil(at)}", at)  # one a second, however many fall due in it
        confirm_queued(self.connection)

    def queue_drain(self, drain: str, at: float | None) -> None:
        enqueue_once(self.connection, drain, self.job, drain, kind="notification", job_timeout=JOB_SECONDS,
                     result_ttl=0, at_ms=None if at is None else int(at * 1000))  # (ended, its id may serve again)

    def cancel(self, ref: DeliveryRef, number: int) -> None:
        self.connection.zrem(ATTEMPTS, attempt_of(ref, number))

    # --- a drain's side -------------------------------------------------------------------------------
    def begin(self, drain: str) -> list[str]:
        """A drain starting: attempts due from now on queue another drain; the attempts this drain took in a
        run that died, and those of drains gone for good, are made again."""
        self.connection.eval("if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end",
                             1, QUEUED_DRAIN, drain)
        self.scripts["recover"](keys=[DRAINS, ATTEMPTS], args=[int(time.time() * 1000), 100, TAKEN])
        return [a.decode() for a in self.connection.smembers(TAKEN + drain)]

    def take(self, drain: str, most: int, made: list[str]) -> list[str]:
        """Up to `most` attempts due now, oldest first, for this drain, which has `made` those."""
        now = int(time.time() * 1000)
        taken = self.scripts["take"](keys=[ATTEMPTS, DRAINS, TAKEN + drain],
                                     args=[now, most, drain, now + LEASE_MS, *made])
        return [a.decode() for a in taken]

    def end(self, drain: str, made: list[str], retry_seconds: float) -> None:
        """The drain's end: what it took and did not make is due again in `retry_seconds`; what is due now
        (it stopped taking at its time) gets a drain queued unless one is, and the first attempt due later
        one at its second (as its scheduling did: this makes sure)."""
        now = time.time()
        if self.scripts["let_go"](keys=[DRAINS, TAKEN + drain, ATTEMPTS],
                                  args=[drain, int((now + retry_seconds) * 1000), *made]):
            self.queue_drain(f"webhook-drain-at-{math.ceil(now + retry_seconds)}", now + retry_seconds)
        first = self.connection.zrange(ATTEMPTS, 0, 0, withscores=True)
        if first and first[0][1] / 1000 > now:
            self.queue_drain(f"webhook-drain-at-{math.ceil(first[0][1] / 1000)}", first[0][1] / 1000)
        elif first:
            again = f"webhook-drain-{secrets.token_hex(8)}"
            if self.connection.set(QUEUED_DRAIN, again, nx=True, px=FLAG_MS):
                self.queue_drain(again, None)
