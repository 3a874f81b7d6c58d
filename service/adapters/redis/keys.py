"""Where the event store keeps things: every key of a game under the hash tag {g:<id>} (one cluster slot),
the listing indexes, the tombstones, the creation plans and the outbox streams (one per cluster slot)."""
from __future__ import annotations

from functools import cache

from redis.crc import REDIS_CLUSTER_HASH_SLOTS, key_slot

OUTBOX = "trackside:outbox"  # the one outbox of a single Redis (and of stores from before the cluster)
OUTBOX_BELL = "trackside:outbox-bell"  # on a cluster, each outbox entry also names its stream here
GAMES_INDEX = "trackside:games"  # sorted set, all scores 0: game ids, which sort by creation time
INDEXED = "trackside:games:indexed"  # set once the per-rules and per-status indexes cover every game
CREATIONS = "trackside:creations"  # per game-creation Idempotency-Key (hashed): the first request's plan
CREATION_KEY_TTL = 24 * 3600
ARCHIVED = "trackside:archived:at"  # sorted set: every game the operator archived, scored by when (ms): its tombstone
UNDATED = "trackside:archived"  # hash: id -> rules, the tombstones of older servers (dated into ARCHIVED once)
MOVES = "trackside:archive:moves"  # counter: games moved to the archive store (service/app/tiered.py)
DUE = "trackside:archive:due"  # sorted set: finished games still in Redis, scored by when they finished (ms)
DUE_BUILT = "trackside:archive:due:built"  # set once DUE holds the games finished before it existed
STEP = 1000  # entries written or removed per round trip, where there may be many

OURS = ("trackside:", "{g:", "{a:", "{c:", "{r:", "{t:", "nchan:{", "rq:", "LIMITS:")
"""How every key a Trackside writes begins: its own names (above, the queue's lanes, the stream leases and
counts, tournaments' listing), a game's ({g:}), an account's ({a:}: records, webhooks, events, lobby), a
client's waiting games ({c:}), ratings ({r:}), a tournament's ({t:}), the nchan map
(service/adapters/streams/nchan.py), RQ's and the rate limiter's (limits' prefix). `trackside up` refuses to
write into a Redis holding other keys (service/cli/up.py)."""


def keys(game_id: str) -> dict[str, str]:
    tag = f"{{g:{game_id}}}"
    return {
        "events": f"{tag}:events",
        "meta": f"{tag}:meta",
        "commands": f"{tag}:commands",
        "snapshots": f"{tag}:snapshots",
        "index": f"{tag}:index",
        "replicated": f"{tag}:replicated",  # the short-lived replication barrier (confirm_replicated)
        "lobby": f"{tag}:lobby",  # while (and since) the game waited for its seats: service/adapters/redis/lobby.py
        "expiry": f"{tag}:lobby:expiry",  # a waiting game's deadline marker, then its tombstone (lobby.py)
        "rematch": f"{tag}:rematch",  # the id of the game's rematch, once asked for
    }


def index_name(rules: str | None, status: str | None) -> str:
    return GAMES_INDEX + (f":r:{rules}" if rules else "") + (f":s:{status}" if status else "")


def filtered_indexes(rules: str, status: str) -> tuple[str, ...]:
    """The indexes a game of `rules` in `status` belongs to besides the index of all games: its
    status, its rules, and both (the first is the one a status change leaves alone)."""
    return (index_name(rules, None), index_name(None, status), index_name(rules, status))


@cache
def _slot_tags() -> tuple[str, ...]:
    """For every cluster slot, the smallest number whose decimal string hashes to it (about 160,000
    CRC16s, once per process): `{<it>}` puts a key in that slot."""
    tags: list[str | None] = [None] * REDIS_CLUSTER_HASH_SLOTS
    missing, n = REDIS_CLUSTER_HASH_SLOTS, 0
    while missing:
        slot = key_slot(str(n).encode())
        if tags[slot] is None:
            tags[slot] = str(n)
            missing -= 1
        n += 1
    return tuple(tags)  # type: ignore[arg-type]


def slot_outbox(slot: int) -> str:
    return f"{OUTBOX}:{{{_slot_tags()[slot]}}}"


def game_slot(game_id: str) -> int:
    return key_slot(keys(game_id)["events"].encode())


SCANS = 100  # SCAN calls foreign_keys makes at most, 1,000 keys asked for a call


def foreign_keys(client, shown: int = 3) -> list[str]:
    """Up to `shown` keys of `client`'s database that are not Trackside's (OURS), from a bounded SCAN: none
    for an empty database, one holding Trackside's keys alone, or one with more keys than SCANS calls see."""
    ours = tuple(prefix.encode() for prefix in OURS)
    cursor, found = 0, []
    for _ in range(SCANS):
        cursor, batch = client.scan(cursor, count=1000)
        found += [key.decode(errors="replace") for key in batch if not key.startswith(ours)]
        if len(found) >= shown or cursor == 0:
            break
    return found[:shown]
