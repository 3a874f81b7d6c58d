"""The games waiting for their seats in Redis. A game's lobby is a hash under the game's own hash tag
{g:<id>} (its record, as JSON, and a revision), so that a lobby and the outbox entry announcing it are
written by one script in one cluster slot; every change is a compare-and-set on the revision (two accounts
racing for a seat: one write wins, the other reads again). Each account's games are sorted sets under
{a:<id>}; the open games' listing, sorted sets beside the games' own listings (service/adapters/redis/keys.py).
Who may invite an account (service/app/lobby_consent.py): its preference and the accounts it has played,
under its own hash tag; the caps (an owner's waiting games, a sender's pending invitations to one account)
are counted and held by one script in one slot, so that no race passes them.

A waiting lobby expires by Redis' own key TTL: it is written with one, and the change that fills its
last seat (or declines it) removes it in the same script. Beside it, in the same slot, a small marker
lives until EXPIRED_TTL after the deadline: where the lobby is gone but the marker is not, the game
expired (a 410, and which listing to take it off). Nothing sweeps: the listings and the accounts' sets
drop an expired id where they next read it (service/app/lobby_listings.py, lobby.py).

While the lobby waits, its marker holds the outbox entry its expiry writes (`{"game", "version": 0,
"expired": <its rules, seats, challenger, creation>}`, kept up to date by every change of the seats):
the job the relay schedules at the deadline (workers.jobs.lobby_expiry) appends it, where the lobby is
gone, and leaves the game's rules alone in the marker, so that the accounts are told once. A marker
written before there was telling holds the rules alone: that game's expiry tells no one."""
from __future__ import annotations

import time

import orjson

from domain.core.canonical import canonical_json
from service.adapters.redis.connection import StoreConnection
from service.adapters.redis.keys import OUTBOX_BELL, index_name, keys
from service.app.messages import GameExpired, encode

# Appends ARGV[2] to the outbox stream KEYS[2] ('' = nothing), creating the relay's group, and names the
# stream on the channel ARGV[3] ('' = none: one Redis), as store.lua does for an append.
APPEND = """
local function append(stream, entry, channel)
  if entry == '' then return end
  if redis.call('EXISTS', stream) == 0 then
    redis.call('XGROUP', 'CREATE', stream, 'relay', '0', 'MKSTREAM')
  end
  redis.call('XADD', stream, '*', 'entry', entry)
  if channel ~= '' then redis.call('PUBLISH', channel, stream) end
end
"""

# KEYS: 1 the lobby, 2 the outbox stream of its slot, 3 the expiry marker. ARGV: 1 the record, 2 the
# outbox entry ('' = none), 3 the channel, 4 the milliseconds the lobby waits, 5 those the marker stays
# after, 6 the entry its expiry writes.
OPEN = APPEND + """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'record', ARGV[1], 'revision', 1)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('SET', KEYS[3], ARGV[6], 'PX', tonumber(ARGV[4]) + tonumber(ARGV[5]))
append(KEYS[2], ARGV[2], ARGV[3])
return 1
"""

# KEYS: 1 the lobby, 2 its expiry marker. ARGV: 1 the revision the change was decided on, 2 the new
# record, 3 '1' where the change settles the lobby (full, started, declined): it no longer expires;
# else 4 the entry its expiry writes now (the marker's deadline kept).
UPDATE = """
if redis.call('HGET', KEYS[1], 'revision') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'record', ARGV[2], 'revision', tonumber(ARGV[1]) + 1)
if ARGV[3] == '1' then
  redis.call('PERSIST', KEYS[1])
  redis.call('DEL', KEYS[2])
elseif redis.call('EXISTS', KEYS[2]) == 1 then
  redis.call('SET', KEYS[2], ARGV[4], 'KEEPTTL')
end
return 1
"""

# KEYS: 1 the lobby, 2 its expiry marker, 3 the outbox stream of its slot. ARGV: 1 the channel. Returns
# the lobby's milliseconds left while it waits (-1: settled, it never expires), -2 where there is nothing
# to tell (it never waited here, or its expiry was told, or long ago), -3 once its expiry is appended.
EXPIRE = APPEND + """
local left = redis.call('PTTL', KEYS[1])
if left ~= -2 then return left end
local marker = redis.call('GET', KEYS[2])
if not marker or string.sub(marker, 1, 1) ~= '{' then return -2 end
append(KEYS[3], marker, ARGV[1])
redis.call('SET', KEYS[2], cjson.decode(marker)['expired']['rules'], 'KEEPTTL')
return -3
"""

# KEYS: 1 a sorted set of game ids, 2 (if given) a second one the member is added to alongside. ARGV: 1 the
# game, 2 the cap (-1: none), 3 now (ms: the score), 4 the ms the sets are kept after (every game held
# in them is over by then: so that a client's sets go with it). Counts and holds in one step: 1 held now,
# 2 held already, 0 the set is full.
RESERVE = """
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 2 end
local cap = tonumber(ARGV[2])
if cap >= 0 and redis.call('ZCARD', KEYS[1]) >= cap then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
if KEYS[2] then
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
  redis.call('PEXPIRE', KEYS[2], ARGV[4])
end
return 1
"""

REMATCH_TTL = 30 * 24 * 3600  # a finished game's rematch is asked for within days, not years
EXPIRED_TTL = 7 * 24 * 3600  # an expired game's id answers 410 game_expired this long, then 404
MAX_PLAYED = 1000  # the opponents an account's record keeps (the latest): what "accounts it has played" reads


def expiry_entry(record: dict) -> bytes:
    """The outbox entry a lobby's expiry writes: what its accounts are told (service/app/notices.py)."""
    told = {"rules": record["rules"], "seats": record["seats"], "challenger": record["challenger"],
            "created_at": record["created_at"]}
    return canonical_json({"game": record["id"], "version": 0, **encode([GameExpired(told)])})


def account_games(account_id: str) -> str:
    return f"{{a:{account_id}}}:games"  # every game it holds a seat in or was invited to (lex: newest last)


def waiting_of_owner(owner: str) -> str:
    """The waiting games counted against an owner: `account:<id>` (the account's slot), else a client
    without an account (its rate key: an address, a seat)."""
    kind, _, name = owner.partition(":")
    return f"{{a:{name}}}:waiting" if kind == "account" else f"{{c:{owner}}}:waiting"


def account_invited(account_id: str) -> str:
    return f"{{a:{account_id}}}:invited"  # the invitations it has not answered


def invited_by(account_id: str, sender: str) -> str:
    return f"{{a:{account_id}}}:invited:{sender}"  # those of one sender: its cap


def account_consent(account_id: str) -> str:
    return f"{{a:{account_id}}}:consent"  # whom it accepts challenges from


def account_played(account_id: str) -> str:
    return f"{{a:{account_id}}}:played"  # the accounts it sat at a started game with (score: when, ms)


class LobbyStore(StoreConnection):
    def open_lobby(self, game_id: str, record: dict, outbox: dict | None, waiting_s: float) -> bool:
        """Write a lobby that expires `waiting_s` from now (False: there is one already)."""
        entry = canonical_json(outbox) if outbox else ""
        k = keys(game_id)
        return bool(self.redis.eval(OPEN, 3, k["lobby"], self.outbox_key(game_id), k["expiry"],
                                    canonical_json(record), entry, self._bell(), max(1, round(waiting_s * 1000)),
                                    EXPIRED_TTL * 1000, expiry_entry(record)))

    def lobby(self, game_id: str) -> tuple[dict, int] | None:
        record, revision = self.redis.hmget(keys(game_id)["lobby"], ["record", "revision"])
        return (orjson.loads(record), int(revision)) if record is not None else None

    def update_lobby(self, game_id: str, revision: int, record: dict, settled: bool = False) -> bool:
        """Compare and set; `settled`: the lobby no longer expires (its last seat taken, or declined)."""
        k = keys(game_id)
        return bool(self.redis.eval(UPDATE, 2, k["lobby"], k["expiry"], revision, canonical_json(record),
                                    "1" if settled else "0", "" if settled else expiry_entry(record)))

    def expired(self, game_id: str) -> str | None:
        """The rules of a game that waited for its seats and expired (None: it did not, or long ago).
        Meaningful where the lobby is gone: before that the marker stands for the deadline."""
        marker = self.redis.get(keys(game_id)["expiry"])
        if marker is None:
            return None
        return orjson.loads(marker)["expired"]["rules"] if marker.startswith(b"{") else marker.decode()

    def tell_expiry(self, game_id: str) -> dict:
        """At a waiting game's deadline, its `outcome`: `waiting` while its lobby waits (looked at early, or
        its deadline put off), with the milliseconds it has `left`; `settled` once it started or was
        declined; `told` where it expired and its expiry's outbox entry is now appended; else `none`
        (told before, or no expiry to tell)."""
        k = keys(game_id)
        left = int(self.redis.eval(EXPIRE, 3, k["lobby"], k["expiry"], self.outbox_key(game_id), self._bell()))
        if left >= 0:
            return {"outcome": "waiting", "left_ms": left}
        return {"outcome": {-1: "settled", -3: "told"}.get(left, "none")}

    def _bell(self) -> str:
        return OUTBOX_BELL if self.cluster else ""

    def list_open(self, game_id: str, rules: str | None, listed: bool) -> None:
        pipe = self.redis.pipeline()
        for name in (index_name(None, "waiting"), index_name(rules, "waiting")):
            pipe.zadd(name, {game_id: 0}) if listed else pipe.zrem(name, game_id)
        pipe.execute()

    def open_games(self, before: str | None, limit: int, rules: str | None) -> list[str]:
        top = f"({before}" if before else "+"
        found = self.redis.zrevrangebylex(index_name(rules, "waiting"), top, "-", start=0, num=limit)
        return [member.decode() for member in found]

    def hold(self, account_id: str, game_id: str) -> None:
        """In its games (listed by GET /v1/me/games)."""
        self.redis.zadd(account_games(account_id), {game_id: 0})

    def forget(self, account_id: str, game_id: str) -> None:
        self.redis.zrem(account_games(account_id), game_id)

    def reserve(self, owner: str, game_id: str, cap: int | None, keep_s: float) -> int:
        return int(self.redis.eval(RESERVE, 1, waiting_of_owner(owner), game_id, -1 if cap is None else cap, _now_ms(),
                                   round(keep_s * 1000)))

    def release(self, owner: str, game_id: str) -> None:
        self.redis.zrem(waiting_of_owner(owner), game_id)

    def waiting_of(self, owner: str) -> list[tuple[str, int]]:
        # (bounded: the cap holds it, but for invitations accepted, each within their senders' caps)
        return _held(self.redis.zrange(waiting_of_owner(owner), 0, 499, withscores=True))

    def invite(self, account_id: str, sender: str, game_id: str, cap: int | None, keep_s: float) -> int:
        return int(self.redis.eval(RESERVE, 2, invited_by(account_id, sender), account_invited(account_id), game_id,
                                   -1 if cap is None else cap, _now_ms(), round(keep_s * 1000)))

    def uninvite(self, account_id: str, sender: str, game_id: str) -> None:
        pipe = self.redis.pipeline()  # (one slot: the account's)
        pipe.zrem(invited_by(account_id, sender), game_id)
        pipe.zrem(account_invited(account_id), game_id)
        pipe.execute()

    def invitations(self, account_id: str, limit: int, sender: str | None = None) -> list[tuple[str, int]]:
        name = account_invited(account_id) if sender is None else invited_by(account_id, sender)
        return _held(self.redis.zrange(name, 0, limit - 1, withscores=True))

    def accepts_from(self, account_id: str) -> str | None:
        found = self.redis.get(account_consent(account_id))
        return found.decode() if found is not None else None

    def set_accepts_from(self, account_id: str, whom: str) -> None:
        self.redis.set(account_consent(account_id), whom)

    def played(self, account_id: str, other_id: str) -> bool:
        return self.redis.zscore(account_played(account_id), other_id) is not None

    def record_played(self, account_ids: list[str], at_ms: int) -> None:
        for account_id in account_ids:  # (each its own slot)
            pipe = self.redis.pipeline()
            pipe.zadd(account_played(account_id), {other: at_ms for other in account_ids if other != account_id})
            pipe.zremrangebyrank(account_played(account_id), 0, -MAX_PLAYED - 1)
            pipe.execute()

    def games_of(self, account_id: str, before: str | None, limit: int) -> list[str]:
        top = f"({before}" if before else "+"
        found = self.redis.zrevrangebylex(account_games(account_id), top, "-", start=0, num=limit)
        return [member.decode() for member in found]

    def rematch(self, game_id: str, new_id: str) -> str:
        name = keys(game_id)["rematch"]
        if self.redis.set(name, new_id, nx=True, ex=REMATCH_TTL):
            return new_id
        return (self.redis.get(name) or new_id.encode()).decode()


def _now_ms() -> int:
    return int(time.time() * 1000)


def _held(found: list[tuple[bytes, float]]) -> list[tuple[str, int]]:
    return [(member.decode(), int(score)) for member, score in found]
