"""The ratings in Redis (service/app/ratings.py): every key of a title under the hash tag {r:<rules>} (one
cluster slot), so that one Lua script updates a game's ratings, the leaderboard and the game's record
atomically, on a single Redis or a cluster alike.

- `{r:<rules>}:ratings`: a hash, rated entity -> its rating as JSON (`mu`, `sigma`, `games`);
- `{r:<rules>}:board`: a sorted set, rated entity -> its ordinal (mu - 3 sigma), the leaderboard;
- `{r:<rules>}:game:<id>`: what rating the game did, kept RESULT_TTL_S (far longer than an outbox entry is
  retried): its presence is the mark that the game was rated, which the script checks and sets;
- `{r:<rules>}:pair:<a>|<b>`: the finishing times of two accounts' recent rated games (JSON), expiring a
  window after the last (PAIR_WINDOW_MS): what a repeated pair's next game weighs, compared and set with
  the ratings."""
from __future__ import annotations

import orjson

from service.adapters.redis.connection import StoreConnection
from service.app.ratings import PAIR_WINDOW_MS, Rating

RESULT_TTL_S = 30 * 86400

# KEYS: the ratings, the board, the game's record, then the pairs' keys. ARGV: the record, its TTL, the
# entities' count, then for each: its id, its rating as read ('' for none), its new rating, its new
# ordinal; then the pairs' TTL (ms), then for each pair: its games as read ('' for none), its new games.
RECORD = """
if redis.call('EXISTS', KEYS[3]) == 1 then return 'rated' end
local n = tonumber(ARGV[3])
for i = 0, n - 1 do
  local at = 4 + i * 4
  if (redis.call('HGET', KEYS[1], ARGV[at]) or '') ~= ARGV[at + 1] then return 'moved' end
end
local pairs_at = 4 + n * 4
for k = 4, #KEYS do
  if (redis.call('GET', KEYS[k]) or '') ~= ARGV[pairs_at + 1 + (k - 4) * 2] then return 'moved' end
end
for k = 4, #KEYS do
  redis.call('SET', KEYS[k], ARGV[pairs_at + 2 + (k - 4) * 2], 'PX', ARGV[pairs_at])
end
for i = 0, n - 1 do
  local at = 4 + i * 4
  redis.call('HSET', KEYS[1], ARGV[at], ARGV[at + 2])
  redis.call('ZADD', KEYS[2], ARGV[at + 3], ARGV[at])
end
redis.call('SET', KEYS[3], ARGV[1], 'EX', ARGV[2])
return 'ok'
"""


def title_keys(rules: str) -> tuple[str, str]:
    tag = f"{{r:{rules}}}"
    return f"{tag}:ratings", f"{tag}:board"


def game_key(rules: str, game_id: str) -> str:
    return f"{{r:{rules}}}:game:{game_id}"


def pair_game_key(rules: str, pair: str) -> str:
    return f"{{r:{rules}}}:pair:{pair}"


def encoded(rating: Rating | None) -> bytes:
    """A rating as the hash holds it (the script compares these bytes: decoding and encoding again gives
    the very same, floats being written in their shortest exact form)."""
    return b"" if rating is None else orjson.dumps({"mu": rating.mu, "sigma": rating.sigma, "games": rating.games})


def decoded(raw: bytes | None) -> Rating | None:
    if not raw:
        return None
    fields = orjson.loads(raw)
    return Rating(fields["mu"], fields["sigma"], fields["games"])


class RatingStore(StoreConnection):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._record = self.redis.register_script(RECORD)

    def ratings(self, rules: str, entities: list[str]) -> dict[str, Rating | None]:
        if not entities:
            return {}
        raw = self.redis.hmget(title_keys(rules)[0], entities)
        return {entity: decoded(value) for entity, value in zip(entities, raw, strict=True)}

    def pairs(self, rules: str, pairs: list[str]) -> dict[str, list[int]]:
        raw = self.redis.mget([pair_game_key(rules, pair) for pair in pairs])
        return {pair: orjson.loads(value) if value else [] for pair, value in zip(pairs, raw, strict=True)}

    def record(self, rules: str, game_id: str, before: dict[str, Rating | None], after: dict[str, Rating],
               result: dict, pairs_before: dict[str, list[int]] | None = None,
               pairs_after: dict[str, list[int]] | None = None) -> str:
        ratings, board = title_keys(rules)
        args: list = [orjson.dumps(result), RESULT_TTL_S, len(after)]
        for entity, rating in after.items():
            args += [entity, encoded(before.get(entity)), encoded(rating), repr(rating.ordinal)]
        pairs = sorted(pairs_after or {})
        args.append(PAIR_WINDOW_MS)
        for pair in pairs:  # (a pair read as none was read as [], stored as '')
            args += [orjson.dumps(pairs_before[pair]) if pairs_before and pairs_before.get(pair) else b"",
                     orjson.dumps(pairs_after[pair])]
        keys = [ratings, board, game_key(rules, game_id), *(pair_game_key(rules, pair) for pair in pairs)]
        outcome = self._record(keys=keys, args=args)
        return outcome.decode() if isinstance(outcome, bytes) else outcome

    def result(self, rules: str, game_id: str) -> dict | None:
        raw = self.redis.get(game_key(rules, game_id))
        return orjson.loads(raw) if raw else None

    def board(self, rules: str, offset: int, limit: int) -> tuple[list[tuple[str, Rating]], int]:
        ratings, board = title_keys(rules)
        pipe = self.node_of(board).pipeline(transaction=False)
        pipe.zrevrange(board, offset, offset + limit - 1)
        pipe.zcard(board)
        names, total = pipe.execute()
        if not names:
            return [], total
        found = self.redis.hmget(ratings, names)
        return [(name.decode(), decoded(raw)) for name, raw in zip(names, found, strict=True) if raw], total

    def rank(self, rules: str, entity: str) -> tuple[Rating, int] | None:
        ratings, board = title_keys(rules)
        pipe = self.node_of(board).pipeline(transaction=False)
        pipe.hget(ratings, entity)
        pipe.zrevrank(board, entity)
        raw, place = pipe.execute()
        rating = decoded(raw)
        return (rating, place + 1) if rating is not None and place is not None else None
