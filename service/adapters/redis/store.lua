#!lua name=trackside

-- A request's counts in its client's rate windows (fixed windows: service/http/ratelimit.py), counted
-- in order up to the first window over its limit. The counters live a second or a minute and need no
-- durability: kept out of the append-only file and the replication stream (REPL_NONE), they cost the
-- fsync no wait, and a Redis restarted or failed over simply starts fresh windows.
-- keys[first], keys[first + 1], ...: the n windows' counters; args from `at`: for each in turn its
-- length (s), the request's cost and its limit. The answer: a count and its window's time to live (ms)
-- for each window counted, and whether the last one counted is over its limit.
local function count_windows(keys, first, n, args, at)
  redis.set_repl(redis.REPL_NONE)
  local answer, over = {}, false
  for i = 1, n do
    local key, length, cost, limit = keys[first + i - 1], args[at], tonumber(args[at + 1]), tonumber(args[at + 2])
    at = at + 3
    local current = redis.call('INCRBY', key, cost)
    if current == cost then
      redis.call('EXPIRE', key, length)
    end
    answer[2 * i - 1] = current
    answer[2 * i] = redis.call('PTTL', key)
    if current > limit then
      over = true
      break
    end
  end
  redis.set_repl(redis.REPL_ALL)
  return answer, over
end

-- The rate limiter's count of a request that appends nothing (KEYS: its windows; ARGV: as above).
redis.register_function('trackside_count', function(keys, args)
  return (count_windows(keys, 1, #keys, args, 1))
end)

-- The atomic append of DESIGN.md: idempotency check -> expected-version check -> hash-chain check
-- -> XADD the events with ids 0-<version> -> record the command id -> meta, snapshots, indexes ->
-- outbox entry.
-- KEYS: 1 events stream, 2 meta hash, 3 commands hash, 4 snapshots hash, 5 index hash, 6 outbox stream
-- ARGV: expected version, command key ('' = none), command record, the state hash the command was
--   decided on ('' for a new game; meta's state_hash is the hash after the log's last event, so a
--   decision taken on any other state, e.g. a cache that outlived a rollback, is 'stale'), then
--   four counted lists (meta must carry the new state_hash):
--   n envelopes; m meta field/value pairs; s snapshot version/state pairs; i index field/value pairs;
--   then the outbox entry ('' = none), then the channel to name the outbox stream on ('' = none: the
--   relay of a single Redis blocks on its one stream; on a cluster it listens there for which of the
--   per-slot streams to read). On a cluster the new version is also published on the events stream's
--   name as a shard channel (SPUBLISH): the API's live feeds listen there instead of polling; on one
--   Redis they block on XREAD.
local function append_events(keys, args)
  local expected = tonumber(args[1])
  local command_key = args[2]
  if command_key ~= '' then
    local prior = redis.call('HGET', keys[3], command_key)
    if prior then
      return {'duplicate', prior}
    end
  end
  local head = redis.call('HMGET', keys[2], 'version', 'state_hash')
  local current = tonumber(head[1] or '0')
  if current ~= expected then
    return {'conflict', tostring(current)}
  end
  -- A log written before the chain existed has no state_hash yet: its first append starts it.
  if current > 0 and head[2] and head[2] ~= args[4] then
    return {'stale', tostring(current)}
  end
  local at = 5
  local n = tonumber(args[at])
  for i = 1, n do
    redis.call('XADD', keys[1], '0-' .. (expected + i), 'e', args[at + i])
  end
  at = at + n + 1
  local version = expected + n
  if command_key ~= '' then
    redis.call('HSET', keys[3], command_key, args[3])
  end
  local m = tonumber(args[at])
  local fields = {'version', version}
  for i = 1, 2 * m do
    fields[#fields + 1] = args[at + i]
  end
  redis.call('HSET', keys[2], unpack(fields))
  at = at + 2 * m + 1
  local s = tonumber(args[at])
  if s > 0 then
    redis.call('HSET', keys[4], unpack(args, at + 1, at + 2 * s))
  end
  at = at + 2 * s + 1
  local x = tonumber(args[at])
  for i = 1, x do
    redis.call('HSETNX', keys[5], args[at + 2 * i - 1], args[at + 2 * i])
  end
  at = at + 2 * x + 1
  if args[at + 1] ~= '' then  -- on a cluster: the API's live feeds listen on the stream's shard channel
    redis.call('SPUBLISH', keys[1], tostring(version))
  end
  if args[at] ~= '' then
    if redis.call('EXISTS', keys[6]) == 0 then  -- a new stream comes with the relay's group
      redis.call('XGROUP', 'CREATE', keys[6], 'relay', '0', 'MKSTREAM')
    end
    redis.call('XADD', keys[6], '*', 'entry', args[at])
    if args[at + 1] ~= '' then
      redis.call('PUBLISH', args[at + 1], keys[6])
    end
  end
  return {'ok', tostring(version)}
end

-- The append of a client's command counts the client's rate windows first, in the same call (one round
-- trip a command): KEYS from 7 are the windows, and the last 3 ARGV of each its length, cost and limit
-- (as count_windows reads them). A window over its limit appends nothing: {'limited', '', counts};
-- else the append's answer with the counts third.
local function append(keys, args)
  local windows = #keys - 6
  if windows == 0 then
    return append_events(keys, args)
  end
  local counted, over = count_windows(keys, 7, windows, args, #args - 3 * windows + 1)
  if over then
    return {'limited', '', counted}
  end
  local answer = append_events(keys, args)
  answer[3] = counted
  return answer
end

redis.register_function('trackside_append', append)

-- The removal of an archived game: every key of the game in one step, and only while the log is the
-- one the archive file holds (so a game that moved on since its export is never removed).
-- KEYS: 1 meta hash, then every other key of the game (all in its slot)
-- ARGV: the version and the state hash after the last event the archive file holds
local function remove(keys, args)
  local head = redis.call('HMGET', keys[1], 'version', 'state_hash')
  if not head[1] then
    return 'gone'
  end
  if head[1] ~= args[1] or head[2] ~= args[2] then
    return 'moved'
  end
  redis.call('DEL', unpack(keys))
  return 'removed'
end

redis.register_function('trackside_remove', remove)
