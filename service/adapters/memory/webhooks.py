"""The webhooks in memory: the WebhookStore and Attempts ports (service/app/ports.py) with the Redis
adapter's meaning (service/adapters/redis/webhooks.py): an account's endpoints and those disabled, per
endpoint its deliveries by age, capped (the oldest dropped in the same call), each changed only by a
compare-and-swap of its record. No worker drains memory: the attempts wait here, in order of their time."""
from __future__ import annotations

import time

import orjson

from service.adapters.memory.shared import MemoryPort
from service.adapters.redis.webhooks import attempt_of, dumps
from service.app.ports import DeliveryRef


class InMemoryWebhookStore(MemoryPort):
    def _hash(self, name: str) -> dict:
        return self.memory.hashes.setdefault(name, {})

    def add_endpoint(self, account_id: str, endpoint_id: str, record: dict, max_endpoints: int) -> bool:
        with self.lock:
            endpoints = self._hash(f"webhooks:{account_id}")
            if len(endpoints) >= max_endpoints:
                return False
            endpoints[endpoint_id] = dumps(record)
            return True

    def endpoints(self, account_id: str) -> dict[str, dict]:
        with self.lock:
            disabled = self._hash(f"webhooks-disabled:{account_id}")
            return {endpoint_id: {**orjson.loads(record), "disabled": orjson.loads(disabled[endpoint_id])
                                  if endpoint_id in disabled else None}
                    for endpoint_id, record in self._hash(f"webhooks:{account_id}").items()}

    def disable_endpoint(self, account_id: str, endpoint_id: str, why: dict) -> None:
        with self.lock:
            if endpoint_id in self._hash(f"webhooks:{account_id}"):
                self._hash(f"webhooks-disabled:{account_id}")[endpoint_id] = dumps(why)

    def remove_endpoint(self, account_id: str, endpoint_id: str) -> bool:
        with self.lock:
            self._hash(f"webhooks-disabled:{account_id}").pop(endpoint_id, None)
            self.memory.hashes.pop(f"deliveries:{account_id}:{endpoint_id}", None)
            return self._hash(f"webhooks:{account_id}").pop(endpoint_id, None) is not None

    def add_delivery(self, ref: DeliveryRef, record: dict, cap: int) -> tuple[bool, list[dict]]:
        with self.lock:
            deliveries = self._hash(f"deliveries:{ref.account_id}:{ref.endpoint_id}")  # (oldest first, as added)
            if ref.endpoint_id not in self._hash(f"webhooks:{ref.account_id}") or ref.delivery_id in deliveries:
                return False, []
            deliveries[ref.delivery_id] = dumps(record)
            dropped = [deliveries.pop(oldest) for oldest in list(deliveries)[:max(0, len(deliveries) - cap)]]
            return True, [orjson.loads(r) for r in dropped]

    def deliveries(self, account_id: str, endpoint_id: str, limit: int) -> list[dict]:
        with self.lock:
            records = list(self._hash(f"deliveries:{account_id}:{endpoint_id}").values())
            return [orjson.loads(r) for r in reversed(records[-limit:] if limit > 0 else [])]

    def delivery(self, ref: DeliveryRef) -> dict | None:
        with self.lock:
            record = self._hash(f"deliveries:{ref.account_id}:{ref.endpoint_id}").get(ref.delivery_id)
            return orjson.loads(record) if record else None

    def swap_delivery(self, ref: DeliveryRef, old: dict, new: dict) -> bool:
        with self.lock:
            deliveries = self._hash(f"deliveries:{ref.account_id}:{ref.endpoint_id}")
            if deliveries.get(ref.delivery_id) != dumps(old):
                return False
            deliveries[ref.delivery_id] = dumps(new)
            return True


class MemoryAttempts(MemoryPort):
    """The attempts waiting, by their time (the earlier wins, as ZADD LT): `due()` lists those due now."""

    def schedule(self, ref: DeliveryRef, number: int, at: float | None) -> None:
        with self.lock:
            attempts = self.memory.hashes.setdefault("webhook-attempts", {})
            at = time.time() if at is None else at
            attempts[attempt_of(ref, number)] = min(at, attempts.get(attempt_of(ref, number), at))

    def cancel(self, ref: DeliveryRef, number: int) -> None:
        with self.lock:
            self.memory.hashes.setdefault("webhook-attempts", {}).pop(attempt_of(ref, number), None)

    def due(self) -> list[str]:
        with self.lock:
            waiting = self.memory.hashes.get("webhook-attempts", {})
            return sorted((a for a, at in waiting.items() if at <= time.time()), key=waiting.__getitem__)
