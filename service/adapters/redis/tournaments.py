"""The tournaments in Redis: each a hash under its own hash tag {t:<id>} (its record, as JSON, and a
revision), changed only by compare-and-set on the revision; the listings, sorted sets of ids (ids sort by
creation) by status. The listing follows a change of status after the record (a crash in between leaves
an id in an old status's set, which the listing's reader skips: service/app/tournaments.py reads the
record it names)."""
from __future__ import annotations

import orjson

from service.adapters.redis.connection import StoreConnection
from service.adapters.redis.keys import keys

LISTING = "trackside:tournaments"  # sorted set, all scores 0: every tournament's id; ":s:<status>" by status

# KEYS: 1 the record. ARGV: 1 the revision the change was decided on, 2 the new record.
UPDATE = """
if redis.call('HGET', KEYS[1], 'revision') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'record', ARGV[2], 'revision', tonumber(ARGV[1]) + 1)
return 1
"""


def record_key(tournament_id: str) -> str:
    return f"{{t:{tournament_id}}}:record"


def listing(status: str | None) -> str:
    return LISTING + (f":s:{status}" if status else "")


class TournamentStore(StoreConnection):
    def open_tournament(self, tournament_id: str, record: dict) -> None:
        self.redis.hset(record_key(tournament_id), mapping={"record": orjson.dumps(record), "revision": 1})
        self._list(tournament_id, None, record["status"])

    def tournament(self, tournament_id: str) -> tuple[dict, int] | None:
        record, revision = self.redis.hmget(record_key(tournament_id), ["record", "revision"])
        return (orjson.loads(record), int(revision)) if record is not None else None

    def update_tournament(self, tournament_id: str, revision: int, record: dict, status_was: str) -> bool:
        if not self.redis.eval(UPDATE, 1, record_key(tournament_id), revision, orjson.dumps(record)):
            return False
        if record["status"] != status_was:
            self._list(tournament_id, status_was, record["status"])
        return True

    def _list(self, tournament_id: str, was: str | None, status: str) -> None:
        pipe = self.redis.pipeline(transaction=False)
        pipe.zadd(listing(None), {tournament_id: 0})
        pipe.zadd(listing(status), {tournament_id: 0})
        if was is not None:
            pipe.zrem(listing(was), tournament_id)
        pipe.execute()

    def list_tournaments(self, status: str | None, before: str | None, limit: int) -> list[str]:
        top = f"({before}" if before else "+"
        return [m.decode() for m in self.redis.zrevrangebylex(listing(status), top, "-", start=0, num=limit)]

    def reveal_seed(self, game_id: str) -> None:
        """The game's seed is published (once it has ended): its meta's hidden mark goes."""
        self.redis.hdel(keys(game_id)["meta"], "seed_hidden")
