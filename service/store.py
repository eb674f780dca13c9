"""Game records in Redis: one hash per game id, plus its event list, written by compare-and-set.

Keys put the game id in a hash tag (`{id}`) so both keys of a game land on one Redis Cluster
slot. Every write is one Lua script that checks the version it was based on, so two processes
writing one game at once can never lose an update: the loser is told, reloads and re-validates.
"""

import json

import redis

_CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'version', 1, 'doc', ARGV[1])
for i = 3, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
redis.call('EXPIRE', KEYS[1], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[2])
return 1
"""

_WRITE = """
local v = redis.call('HGET', KEYS[1], 'version')
if not v then return -1 end
if tonumber(v) ~= tonumber(ARGV[1]) then return -2 end
local nv = tonumber(v) + 1
redis.call('HSET', KEYS[1], 'version', nv, 'doc', ARGV[2])
for i = 4, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return {nv, redis.call('LLEN', KEYS[2])}
"""


class VersionConflict(Exception):
    """The record moved on since it was read."""


class GameNotFound(Exception):
    pass


class GameStore:
    def __init__(self, client: redis.Redis, prefix: str):
        self.redis = client
        self.prefix = prefix
        self._create = client.register_script(_CREATE)
        self._write = client.register_script(_WRITE)

    def _keys(self, game_id: str) -> list[str]:
        base = f"{self.prefix}:game:{{{game_id}}}"
        return [base, base + ":events"]

    def create(self, game_id: str, doc: dict, events: list[dict], ttl: int) -> bool:
        args = [json.dumps(doc), ttl, *map(json.dumps, events)]
        return self._create(keys=self._keys(game_id), args=args) == 1

    def load(self, game_id: str) -> tuple[int, dict]:
        version, doc = self.redis.hmget(self._keys(game_id)[0], ["version", "doc"])
        if version is None or doc is None:
            raise GameNotFound(game_id)
        return int(version), json.loads(doc)

    def write(
        self, game_id: str, based_on: int, doc: dict, events: list[dict], ttl: int
    ) -> tuple[int, int]:
        """Store `doc` as the version after `based_on` and append `events`.

        Returns the new version and the length of the event log after the append.
        """
        args = [based_on, json.dumps(doc), ttl, *map(json.dumps, events)]
        result = self._write(keys=self._keys(game_id), args=args)
        if result == -1:
            raise GameNotFound(game_id)
        if result == -2:
            raise VersionConflict(game_id)
        return int(result[0]), int(result[1])

    def events(self, game_id: str, after: int) -> list[dict]:
        return [json.loads(e) for e in self.redis.lrange(self._keys(game_id)[1], after, -1)]

    def ping(self) -> bool:
        return bool(self.redis.ping())
