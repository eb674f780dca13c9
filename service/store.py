"""Game records in Redis: one hash per game id, plus its event list, written by compare-and-set.

Keys put the game id in a hash tag (`{id}`) so both keys of a game land on one Redis Cluster
slot. Every write is one Lua script that checks the version it was based on, so two processes
writing one game at once can never lose an update: the loser is told, reloads and re-validates.
The same script, in the same atomic step, stores the answer for the request's Idempotency-Key
(a field of the game's hash, so it lives as long as the game), queues the write's webhook
deliveries, and publishes the new version on the changes channel for live readers.
"""

import json
from dataclasses import dataclass, field

import redis

# ARGV from `first_arg` on: the notice, n and the n events, m and the m deliveries, then the
# idempotency field and value (empty strings: none). Published: "version log-length notice".
_APPEND = """
local function append(first_arg, version)
  local n = tonumber(ARGV[first_arg + 1])
  for i = first_arg + 2, first_arg + 1 + n do redis.call('RPUSH', KEYS[2], ARGV[i]) end
  local m_at = first_arg + 2 + n
  local m = tonumber(ARGV[m_at])
  for i = m_at + 1, m_at + m do
    redis.call('XADD', KEYS[3], '*', 'delivery', ARGV[i])
  end
  local idem_field, idem_value = ARGV[m_at + m + 1], ARGV[m_at + m + 2]
  if idem_field ~= '' then redis.call('HSET', KEYS[1], idem_field, idem_value) end
  local length = redis.call('LLEN', KEYS[2])
  redis.call('PUBLISH', KEYS[4], version .. ' ' .. length .. ' ' .. ARGV[first_arg])
  return length
end
"""

_CREATE = _APPEND + """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'version', 1, 'doc', ARGV[1])
append(3, 1)
redis.call('EXPIRE', KEYS[1], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[2])
return 1
"""

_WRITE = _APPEND + """
local v = redis.call('HGET', KEYS[1], 'version')
if not v then return -1 end
if tonumber(v) ~= tonumber(ARGV[1]) then return -2 end
local nv = tonumber(v) + 1
redis.call('HSET', KEYS[1], 'version', nv, 'doc', ARGV[2])
local length = append(4, nv)
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return {nv, length}
"""


class VersionConflict(Exception):
    """The record moved on since it was read."""


class GameNotFound(Exception):
    pass


@dataclass
class Write:
    """What one write adds besides the record: events, deliveries, an idempotent answer.

    `notice` is the public summary published to live readers (status and seats to act).
    """

    events: list[dict]
    notice: dict
    deliveries: list[dict] = field(default_factory=list)
    idempotency: tuple[str, str] | None = None  # (hash field, stored answer)

    def args(self, game_id: str) -> list:
        field_name, value = self.idempotency or ("", "")
        return [json.dumps({**self.notice, "game": game_id}, separators=(",", ":")),
                len(self.events), *map(json.dumps, self.events),
                len(self.deliveries), *(json.dumps(d) for d in self.deliveries),
                field_name, value]


class GameStore:
    def __init__(self, client: redis.Redis, prefix: str):
        self.redis = client
        self.prefix = prefix
        self.changes_channel = f"{prefix}:changes"
        self.webhook_queue = f"{prefix}:webhooks"
        self._create = client.register_script(_CREATE)
        self._write = client.register_script(_WRITE)

    def _keys(self, game_id: str) -> list[str]:
        base = f"{self.prefix}:game:{{{game_id}}}"
        return [base, base + ":events", self.webhook_queue, self.changes_channel]

    def create(self, game_id: str, doc: dict, ttl: int, write: Write) -> bool:
        args = [json.dumps(doc), ttl, *write.args(game_id)]
        return self._create(keys=self._keys(game_id), args=args) == 1

    def load(self, game_id: str) -> tuple[int, dict, int]:
        """The game's version, record and event-log length, read together."""
        keys = self._keys(game_id)
        with self.redis.pipeline(transaction=True) as tx:
            (version, doc), length = tx.hmget(keys[0], ["version", "doc"]).llen(keys[1]).execute()
        if version is None or doc is None:
            raise GameNotFound(game_id)
        return int(version), json.loads(doc), int(length)

    def write(self, game_id: str, based_on: int, doc: dict, ttl: int,
              write: Write) -> tuple[int, int]:
        """Store `doc` as the version after `based_on`, with everything `write` adds.

        Returns the new version and the length of the event log after the append.
        """
        args = [based_on, json.dumps(doc), ttl, *write.args(game_id)]
        result = self._write(keys=self._keys(game_id), args=args)
        if result == -1:
            raise GameNotFound(game_id)
        if result == -2:
            raise VersionConflict(game_id)
        return int(result[0]), int(result[1])

    def answer(self, game_id: str, field_name: str) -> str | None:
        """The stored answer of an idempotent request, if there is one."""
        return self.redis.hget(self._keys(game_id)[0], field_name)

    def events(self, game_id: str, after: int) -> list[dict]:
        return [json.loads(e) for e in self.redis.lrange(self._keys(game_id)[1], after, -1)]

    def version(self, game_id: str) -> int | None:
        version = self.redis.hget(self._keys(game_id)[0], "version")
        return None if version is None else int(version)

    def ping(self) -> bool:
        return bool(self.redis.ping())
