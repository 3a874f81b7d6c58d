"""Accounts: an identity across games for a person or a bot, with keys to act as it.

A key is shown once, when it is made, and stored only as its SHA-256 (a key is 32 random bytes: no
slow hash is needed against guessing). A key names its account and its own id (`tsk_<account>_<id>_<secret>`),
so that finding it costs one read, and it is compared in constant time.

A rotation's new key is derived from the calling key and a random salt kept with the new key, and the
new key is written, and the old one revoked, in one call that may be made again: an answer lost (the
store gone mid-call, the reply dropped) is asked again with the old key and the rotation's own
Idempotency-Key for ROTATION_GRACE_S and answers the same new key, so that an account never holds only
keys its owner was not shown. The old key alone gets nothing: a rotation is how a leaked key is shut out,
and whoever leaked it must not be handed its successor."""
from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass

from service.app import errors
from service.app.lookup import now_iso
from service.app.ports import AccountStore

KEY_PREFIX = "tsk_"
KINDS = ("human", "bot")
MAX_KEYS = 10  # keys an account holds at once (a rotation replaces one)
ROTATION_GRACE_S = 600  # how long the key a rotation revoked may ask for that rotation's answer again


@dataclass(frozen=True)
class Account:
    id: str
    name: str
    kind: str
    created_at: str
    key_id: str = ""  # the key this request came with ("" where no key was used)

    def public(self) -> dict:
        return {"id": self.id, "name": self.name, "kind": self.kind}


def is_account_key(token: str) -> bool:
    return token.startswith(KEY_PREFIX)


def _digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def _new_key(account_id: str) -> tuple[str, str]:
    key_id = secrets.token_hex(6)
    return key_id, f"{KEY_PREFIX}{account_id}_{key_id}_{secrets.token_urlsafe(32)}"


def _rotated_key(account_id: str, key_id: str, old_key: str, salt: str) -> str:
    """The key a rotation by `old_key` makes: the same again for the same salt, and nothing without the
    old key (the store keeps only the salt and the hashes)."""
    secret = hmac.new(old_key.encode(), salt.encode(), hashlib.sha256).digest()
    return f"{KEY_PREFIX}{account_id}_{key_id}_{base64.urlsafe_b64encode(secret).rstrip(b'=').decode()}"


def _key_parts(key: str) -> tuple[str, str] | None:
    """The account id and key id an account key names (None if it names none)."""
    account_id, _, rest = key.removeprefix(KEY_PREFIX).partition("_")
    key_id = rest.partition("_")[0]
    if not key.startswith(KEY_PREFIX) or not valid_account_id(account_id) or not key_id:
        return None
    return account_id, key_id


def valid_account_id(account_id: str) -> bool:
    return len(account_id) == 16 and all(c in "0123456789abcdef" for c in account_id)


class Accounts:
    def __init__(self, store: AccountStore) -> None:
        self.store = store

    def create(self, name: str, kind: str) -> tuple[Account, str]:
        """A new account and its first key (the only time the key is shown)."""
        account = Account(secrets.token_hex(8), name, kind, now_iso())
        key_id, key = _new_key(account.id)
        self.store.create_account(account.id, {"name": name, "kind": kind, "created_at": account.created_at},
                                  key_id, {"hash": _digest(key), "created_at": account.created_at})
        return account, key

    def account(self, account_id: str) -> Account:
        """The account `account_id` (NotFound if there is none)."""
        record = self.store.account(account_id) if valid_account_id(account_id) else None
        if record is None:
            raise errors.NotFound("account_not_found", "There is no such account.")
        return Account(account_id, record["name"], record["kind"], record["created_at"])

    def authenticate(self, key: str) -> Account | None:
        """The account whose key this is, or None (no such account or key, or the key revoked)."""
        parts = _key_parts(key)
        if parts is None:
            return None
        account_id, key_id = parts
        record = self.store.account(account_id)
        stored = (record or {}).get("keys", {}).get(key_id)
        if stored is None or not hmac.compare_digest(_digest(key), stored["hash"]):
            return None
        return Account(account_id, record["name"], record["kind"], record["created_at"], key_id)

    def keys(self, account: Account) -> list[dict]:
        """The account's keys: their ids and when they were made, never the keys."""
        record = self.store.account(account.id) or {}
        return sorted(({"id": key_id, "created_at": key["created_at"], "current": key_id == account.key_id}
                       for key_id, key in record.get("keys", {}).items()), key=lambda k: (k["created_at"], k["id"]))

    def new_key(self, account: Account, key: str, keep: bool = False,
                idempotency_key: str | None = None) -> tuple[str, str]:
        """A new key in place of `key`, the one the request came with (revoked in the same write), or
        beside it (`keep`: another machine's key, up to MAX_KEYS at once). A rotation with an
        Idempotency-Key may be asked again with it (rotated) when its answer is lost."""
        record = {"created_at": now_iso()}
        if keep:
            key_id, new = _new_key(account.id)
        else:
            key_id, salt = secrets.token_hex(6), secrets.token_hex(16)
            new = _rotated_key(account.id, key_id, key, salt)
            record["rotated_from"] = {"id": account.key_id, "hash": _digest(key), "salt": salt,
                                      "until": time.time() + ROTATION_GRACE_S,
                                      **({"request": _digest(idempotency_key)} if idempotency_key else {})}
        outcome = self.store.add_key(account.id, key_id, {"hash": _digest(new), **record},
                                     revoke=None if keep else account.key_id, max_keys=MAX_KEYS)
        if outcome == "revoked":
            again = None if keep else self.rotated(key, idempotency_key)  # (the same rotation, answered before)
            if again is None:
                raise errors.Conflict("key_revoked", "The key this request came with was revoked meanwhile.")
            return again
        if outcome == "full":
            raise errors.Refused("too_many_keys", f"An account holds at most {MAX_KEYS} keys; delete one first.")
        return key_id, new

    def rotated(self, key: str, idempotency_key: str | None) -> tuple[str, str] | None:
        """The id and key a rotation by `key` made, asked again with `key` (which it revoked) and the
        rotation's Idempotency-Key less than ROTATION_GRACE_S later: that rotation's answer, whose reply
        was lost. None if there is none."""
        parts = _key_parts(key)
        if parts is None or not idempotency_key:
            return None
        account_id, old_id = parts
        for key_id, stored in ((self.store.account(account_id) or {}).get("keys", {})).items():
            origin = stored.get("rotated_from")
            if (origin and origin["id"] == old_id and origin["until"] > time.time()
                    and hmac.compare_digest(_digest(key), origin["hash"])
                    and hmac.compare_digest(_digest(idempotency_key), origin.get("request", ""))):
                new = _rotated_key(account_id, key_id, key, origin["salt"])
                return (key_id, new) if hmac.compare_digest(_digest(new), stored["hash"]) else None
        return None

    def revoke(self, account: Account, key_id: str) -> None:
        if not self.store.revoke_key(account.id, key_id):
            raise errors.NotFound("key_not_found", "This account has no key with that id.")
