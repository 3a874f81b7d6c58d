"""The accounts in Redis: one hash an account under the hash tag {a:<id>} (its name, kind, creation time,
and a field `key:<id>` a key holding its hash), so that every change of an account is one atomic call.
The store's Redis fsyncs before it answers: an account or key answered 201 is on disk."""
from __future__ import annotations

import orjson

from service.adapters.redis.connection import StoreConnection

# KEYS[1]: the account. ARGV: new key id, its record, the key to revoke ('' = none), the most keys.
# The same call made again (its answer lost: the client retries once it reconnects) finds its own key
# written and answers 'ok' again, not 'revoked' by itself.
ADD_KEY = """
if redis.call('HGET', KEYS[1], 'key:' .. ARGV[1]) == ARGV[2] then return 'ok' end
if ARGV[3] ~= '' and redis.call('HEXISTS', KEYS[1], 'key:' .. ARGV[3]) == 0 then return 'revoked' end
if ARGV[3] == '' then
  local held = 0
  for _, field in ipairs(redis.call('HKEYS', KEYS[1])) do
    if string.sub(field, 1, 4) == 'key:' then held = held + 1 end
  end
  if held >= tonumber(ARGV[4]) then return 'full' end
else
  redis.call('HDEL', KEYS[1], 'key:' .. ARGV[3])
end
redis.call('HSET', KEYS[1], 'key:' .. ARGV[1], ARGV[2])
return 'ok'
"""


def account_key(account_id: str) -> str:
    return f"{{a:{account_id}}}:account"


class AccountStore(StoreConnection):
    def create_account(self, account_id: str, record: dict, key_id: str, key: dict) -> None:
        self.redis.hset(account_key(account_id), mapping={**record, f"key:{key_id}": orjson.dumps(key)})

    def account(self, account_id: str) -> dict | None:
        fields = self.redis.hgetall(account_key(account_id))
        if not fields:
            return None
        record: dict = {"keys": {}}
        for name, value in fields.items():
            name = name.decode()
            if name.startswith("key:"):
                record["keys"][name[4:]] = orjson.loads(value)
            else:
                record[name] = value.decode()
        return record

    def add_key(self, account_id: str, key_id: str, key: dict, revoke: str | None, max_keys: int) -> str:
        outcome = self.redis.eval(ADD_KEY, 1, account_key(account_id), key_id, orjson.dumps(key), revoke or "",
                                  max_keys)
        return outcome.decode() if isinstance(outcome, bytes) else outcome

    def revoke_key(self, account_id: str, key_id: str) -> bool:
        return bool(self.redis.hdel(account_key(account_id), f"key:{key_id}"))
