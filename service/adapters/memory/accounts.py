"""The accounts in memory: the AccountStore port (service/app/ports.py) as service/adapters/redis/accounts.py
keeps it in Redis, an account being its fields (name, kind, creation time, and `key:<id>` a key)."""
from __future__ import annotations

import orjson

from service.adapters.memory.shared import MemoryPort, text


class InMemoryAccountStore(MemoryPort):
    def create_account(self, account_id: str, record: dict, key_id: str, key: dict) -> None:
        with self.lock:
            fields = self.memory.accounts.setdefault(account_id, {})
            fields.update({name: text(value) for name, value in record.items()})
            fields[f"key:{key_id}"] = orjson.dumps(key).decode()

    def account(self, account_id: str) -> dict | None:
        with self.lock:
            fields = dict(self.memory.accounts.get(account_id, {}))
        if not fields:
            return None
        record: dict = {"keys": {}}
        for name, value in fields.items():
            if name.startswith("key:"):
                record["keys"][name[4:]] = orjson.loads(value)
            else:
                record[name] = value
        return record

    def add_key(self, account_id: str, key_id: str, key: dict, revoke: str | None, max_keys: int) -> str:
        """"ok" (again where this very key is written: the same call made again); "revoked": the key to
        replace is gone; "full": `max_keys` held and none replaced."""
        with self.lock:
            fields = self.memory.accounts.get(account_id, {})
            if fields.get(f"key:{key_id}") == orjson.dumps(key).decode():
                return "ok"
            if revoke and f"key:{revoke}" not in fields:
                return "revoked"
            if not revoke and sum(name.startswith("key:") for name in fields) >= max_keys:
                return "full"
            fields = self.memory.accounts.setdefault(account_id, fields)
            if revoke:
                del fields[f"key:{revoke}"]
            fields[f"key:{key_id}"] = orjson.dumps(key).decode()
            return "ok"

    def revoke_key(self, account_id: str, key_id: str) -> bool:
        with self.lock:
            return self.memory.accounts.get(account_id, {}).pop(f"key:{key_id}", None) is not None
