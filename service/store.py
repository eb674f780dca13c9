"""Game records in Redis: one hash per game id, plus its event list, written by compare-and-set.

A game's keys and the queues its writes add to share one hash tag (service/keys.py), so in a
Redis Cluster they lie on one slot. Every write is one Lua script that checks the version it
was based on, so two processes writing one game at once can never lose an update: the loser is
told, reloads and re-validates.
The same script, in the same atomic step, stores the answer for the request's Idempotency-Key
(a field of the game's hash, so it lives as long as the game), queues the write's webhook
deliveries, drops events of rounds long past (see `Write.keep_from`), and publishes the new
version on the game's changes channel for live readers (a sharded channel in a cluster, so a
notice goes to one shard's nodes, not to every node).

Records and events are stored in the engine's compact encoding (engine/codec.py). An event's
seq is its place in the game's whole log: the hash's `base` counts the events dropped from the
front of the list, so the event at list index i has seq base + i + 1.
"""

import json
import time
from dataclasses import dataclass, field

import redis

from engine import codec

from .compact_json import dumps
from .game_record import GameRecord
from .keys import Keys
from .wire import Wire


class Args:
    """The arguments of a Lua script, by name: the script reads each as `<table>.<name>` (its
    Lua prologue, `lua(table)`, made from these names), and the Python side sends them in the
    same order (`values`), so neither counts positions by hand. Named arguments may be
    followed by lists, each sent as its length and then its items, which the script reads from
    `ARGV[<table>.rest]` on."""

    def __init__(self, *names: str, first: int = 1):
        self.names, self.first = names, first

    def lua(self, table: str) -> str:
        pairs = ", ".join(f"{name} = ARGV[{self.first + i}]" for i, name in enumerate(self.names))
        return (f"local {table} = {{{pairs}, rest = {self.first + len(self.names)}}}\n")

    def values(self, given: dict, *lists: list) -> list:
        """The script's ARGV: `given`'s values in the names' order (a name missing from it
        is a KeyError), then each of `lists`."""
        out = [given[name] for name in self.names]
        for items in lists:
            out += [len(items), *items]
        return out


# What every create and write adds besides the record, after the script's own arguments (the
# create's, the write's): the notice published, the idempotency field and value (empty: none),
# keep_from (0: keep all), the move made (empty: none), how many idempotent answers the game
# keeps (0: this one for good, the oldest of the others go first), the game's earliest turn-
# clock deadline for the deadlines sorted set (empty: the game has no clock; 0: none now) and
# the game id, and for an app's game "1" to count its usage today (in KEYS[7]) and how many of
# the keys after it are lists of the app's games to enter the game in, and then to take it out
# of (its entry in the hash's `listed`, set by the create), and the game as its app's list
# shows it (the hash's `brief`); then the events and the deliveries. Published: "version
# last-seq game-id notice" (service/live.py reads the notice only where someone waits on the
# game).
_ADDED = ("notice", "idem_field", "idem_value", "keep_from", "move", "keep_answers", "due",
          "game_id", "usage", "index_add", "index_rem", "brief")
CREATE_ARGS = Args("doc", "ttl", "listed", *_ADDED)
WRITE_ARGS = Args("based_on", "doc", "ttl", *_ADDED)
DELETE_ARGS = Args("based_on", "game_id", "notice", "answer_field", "answer", "answer_seconds")
SETTLE_DUE_ARGS = Args("version", "due", "game_id")

USAGE_DAYS = 31  # an app's usage is kept by the day, for this many days
_APPEND = f"""
local USAGE_SECONDS = {USAGE_DAYS * 24 * 3600}
""" + """
local function append(a, version)
  local n = tonumber(ARGV[a.rest])
  for i = a.rest + 1, a.rest + n do redis.call('RPUSH', KEYS[2], ARGV[i]) end
  local m_at = a.rest + 1 + n
  local m = tonumber(ARGV[m_at])
  for i = m_at + 1, m_at + m do
    redis.call('XADD', KEYS[3], '*', 'delivery', ARGV[i])
  end
  if a.idem_field ~= '' then
    redis.call('HSET', KEYS[1], a.idem_field, a.idem_value)
    local keep_answers = tonumber(a.keep_answers)
    if keep_answers > 0 then
      local kept = {}
      for f in string.gmatch(redis.call('HGET', KEYS[1], 'idem-order') or '', '%S+') do
        kept[#kept + 1] = f
      end
      kept[#kept + 1] = a.idem_field
      while #kept > keep_answers do redis.call('HDEL', KEYS[1], table.remove(kept, 1)) end
      redis.call('HSET', KEYS[1], 'idem-order', table.concat(kept, ' '))
    end
  end
  if a.move ~= '' then redis.call('RPUSH', KEYS[5], a.move) end
  if a.usage ~= '' then
    -- the day's counts expire from when the first of them is made
    local first = false
    if a.move ~= '' then first = redis.call('HINCRBY', KEYS[7], 'moves', 1) == 1 end
    if m > 0 then first = redis.call('HINCRBY', KEYS[7], 'webhooks', m) == m or first end
    if first then redis.call('EXPIRE', KEYS[7], USAGE_SECONDS) end
    redis.call('HSET', KEYS[1], 'brief', a.brief)
    local adds, rems = tonumber(a.index_add), tonumber(a.index_rem)
    if adds + rems > 0 then
      local entry = redis.call('HGET', KEYS[1], 'listed')
      if entry then
        for i = 8, 7 + adds do redis.call('ZADD', KEYS[i], 0, entry) end
        for i = 8 + adds, 7 + adds + rems do redis.call('ZREM', KEYS[i], entry) end
      end
    end
  end
  if a.due == '0' then
    redis.call('ZREM', KEYS[6], a.game_id)
  elseif a.due ~= '' then
    redis.call('ZADD', KEYS[6], a.due, a.game_id)
  end
  local base = tonumber(redis.call('HGET', KEYS[1], 'base') or '0')
  local keep_from = tonumber(a.keep_from)
  if keep_from > base + 1 then
    redis.call('LTRIM', KEYS[2], keep_from - base - 1, -1)
    base = keep_from - 1
    redis.call('HSET', KEYS[1], 'base', base)
  end
  local last = base + redis.call('LLEN', KEYS[2])
  redis.call('HSET', KEYS[1], 'last', last)
  redis.call('PUBLISH', KEYS[4], version .. ' ' .. last .. ' ' .. a.game_id .. ' ' .. a.notice)
  return last
end
"""

# `listed`: an app's game's entry in its app's lists of games, or empty
_CREATE = CREATE_ARGS.lua("a") + _APPEND + """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'version', 1, 'doc', a.doc)
if a.listed ~= '' then
  redis.call('HSET', KEYS[1], 'listed', a.listed)
  if redis.call('HINCRBY', KEYS[7], 'games', 1) == 1 then
    redis.call('EXPIRE', KEYS[7], USAGE_SECONDS)
  end
end
append(a, 1)
redis.call('EXPIRE', KEYS[1], a.ttl)
redis.call('EXPIRE', KEYS[2], a.ttl)
return 1
"""

_WRITE = WRITE_ARGS.lua("a") + _APPEND + """
local v = redis.call('HGET', KEYS[1], 'version')
if not v then return -1 end
if tonumber(v) ~= tonumber(a.based_on) then return -2 end
local nv = tonumber(v) + 1
redis.call('HSET', KEYS[1], 'version', nv, 'doc', a.doc)
local last = append(a, nv)
redis.call('EXPIRE', KEYS[1], a.ttl)
redis.call('EXPIRE', KEYS[2], a.ttl)
redis.call('EXPIRE', KEYS[5], a.ttl)
return {nv, last}
"""


# set a clocked game's earliest deadline in the deadlines sorted set, unless a write has moved
# the game on since it was read (that write set it)
_SETTLE_DUE = SETTLE_DUE_ARGS.lua("a") + """
if redis.call('HGET', KEYS[1], 'version') ~= a.version then return 0 end
if a.due == '0' then redis.call('ZREM', KEYS[2], a.game_id)
else redis.call('ZADD', KEYS[2], a.due, a.game_id) end
return 1
"""


# a game waiting for players, cancelled: its keys go, and its streams are told (a notice of
# version 0, which sends every reader back to the record, which is gone); with an idempotent
# answer the hash keeps that alone, for `answer_seconds`, for a retry
_DELETE = DELETE_ARGS.lua("a") + """
local v = redis.call('HGET', KEYS[1], 'version')
if not v then return -1 end
if tonumber(v) ~= tonumber(a.based_on) then return -2 end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[5])
redis.call('ZREM', KEYS[6], a.game_id)
if a.answer_field ~= '' then
  redis.call('HSET', KEYS[1], a.answer_field, a.answer)
  redis.call('EXPIRE', KEYS[1], a.answer_seconds)
end
redis.call('PUBLISH', KEYS[4], '0 0 ' .. a.game_id .. ' ' .. a.notice)
return 1
"""


_DAY = [-1, ""]  # the day's number since the epoch, and its name


def today() -> str:
    """The day usage is counted under (UTC), named once a day rather than for every write."""
    number = int(time.time() // 86400)
    if number != _DAY[0]:
        _DAY[:] = number, time.strftime("%Y-%m-%d", time.gmtime(number * 86400))
    return _DAY[1]


class VersionConflict(Exception):
    """The record moved on since it was read."""


class GameNotFound(Exception):
    pass


@dataclass(frozen=True)
class AppLists:
    """The lists of its app's games (service/games/listing.py's indexes) that a write
    enters the game in, and takes it out of."""

    enter: tuple[str, ...] = ()
    leave: tuple[str, ...] = ()


@dataclass(frozen=True)
class Write:
    """What one write adds besides the record: events, deliveries, an idempotent answer.

    `notice` is the public summary published to live readers (status and seats to act).
    `keep_from`: when set, events before this seq are dropped (older rounds of a match).
    """

    events: list[dict]
    notice: dict
    deliveries: list[dict] = field(default_factory=list)
    idempotency: tuple[str, bytes] | None = None  # (hash field, stored answer)
    keep_from: int = 0
    move: dict | None = None  # {seat, move}: kept for the game's record
    keep_answers: int = 0  # idempotent answers kept (0: this one is kept as long as the game)
    news: dict | None = None  # published with the notice: what each viewer's stream sends
    due: float | None = None  # the earliest turn-clock deadline (0: none now; None: no clock)
    lists: "AppLists" = field(default_factory=lambda: AppLists())  # an app's game's lists
    brief: dict | None = None  # an app's game, as its app's list shows it

    def added(self, game_id: str, counted: bool = False) -> tuple[dict, list, list]:
        """The named arguments (`_ADDED`) and the two lists this write adds to its script's;
        `counted`: an app's game, whose usage the write counts."""
        field_name, value = self.idempotency or ("", b"")
        published = self.notice if self.news is None else {**self.notice, "news": self.news}
        named = {"notice": dumps(published), "idem_field": field_name, "idem_value": value,
                 "keep_from": self.keep_from,
                 "move": b"" if self.move is None else codec.pack(self.move),
                 "keep_answers": self.keep_answers,
                 "due": "" if self.due is None else repr(self.due), "game_id": game_id,
                 "usage": "1" if counted else "",
                 "brief": b"" if self.brief is None else dumps(self.brief)}
        return (named, [codec.pack(e) for e in self.events],
                [json.dumps(d) for d in self.deliveries])


@dataclass
class Stored:
    version: int
    record: GameRecord
    last_seq: int  # the seq of the game's last event
    base: int  # events up to this seq were dropped
    answer: bytes | None = None  # the stored answer asked for with the read, if any
    was: str = ""  # the game's status as read (its record may be changed since)


class NotReplicated(redis.RedisError):
    """A write was made, but no replica said it holds it within the time allowed: it may be
    lost if its master fails now, so it is not answered as done."""


class GameStore:
    def __init__(self, client: redis.Redis, prefix: str, shards: int = 1, cluster: bool = False,
                 wait_replicas: int = 0, wait_ms: int = 1000):
        """`client` answers bytes (decode_responses off): records are binary. `shards`: the
        groups games are spread over (service/keys.py); `cluster`: `client` is a
        RedisCluster, and notices go out on sharded channels (SPUBLISH). `wait_replicas`:
        a write is done once that many replicas hold it (WAIT, up to `wait_ms`)."""
        self.redis = client
        self.wait_replicas, self.wait_ms = wait_replicas, wait_ms
        self.prefix = prefix
        self.keys = Keys(prefix, shards, tagged=cluster)
        self.cluster = cluster
        self.changes_channels = self.keys.every("changes")
        self.bot_queues = self.keys.every("bots")  # games whose bots move on in the worker
        self.deadline_sets = self.keys.every("deadlines")  # clocked games, by earliest deadline
        publish = "SPUBLISH" if cluster else "PUBLISH"
        self._create = self.redis.register_script(_CREATE.replace("'PUBLISH'", repr(publish)))
        self._write = self.redis.register_script(_WRITE.replace("'PUBLISH'", repr(publish)))
        self._delete = self.redis.register_script(_DELETE.replace("'PUBLISH'", repr(publish)))
        self._settle_due = self.redis.register_script(_SETTLE_DUE)
        # a single Redis takes a game's read and write packed by hiredis (service/wire.py)
        self.wire = None if cluster or wait_replicas else Wire(client)

    def _keys(self, game_id: str) -> list[str]:
        base = self.keys.game(game_id)
        return [base, base + ":events", self.keys.of_game("webhooks", game_id),
                self.keys.of_game("changes", game_id), base + ":moves",
                self.keys.of_game("deadlines", game_id)]

    def _run(self, script, keys: list, args: list):
        """Run a write's script: on a single Redis packed by hiredis (service/wire.py); with
        `wait_replicas`, followed by WAIT on the same connection (WAIT counts the replicas
        holding what that connection wrote), so the answer to the write is given only once a
        failover would keep it."""
        if self.wire is not None:
            command = (len(keys), *keys, *args)
            [result] = self.wire.send([("EVALSHA", script.sha, *command)])
            if isinstance(result, redis.exceptions.NoScriptError):  # nothing was written
                [result] = self.wire.send([("EVAL", script.script, *command)])
            if isinstance(result, Exception):
                raise result
            return result
        if not self.wait_replicas:
            return script(keys=keys, args=args)
        master = self.redis
        if self.cluster:
            master = self.redis.get_redis_connection(self.redis.get_node_from_key(keys[0]))
        try:
            for _ in range(2):
                with master.pipeline(transaction=False) as pipe:
                    pipe.evalsha(script.sha, len(keys), *keys, *args)
                    pipe.execute_command("WAIT", self.wait_replicas, self.wait_ms)
                    result, held = pipe.execute(raise_on_error=False)
                if isinstance(result, redis.exceptions.NoScriptError):
                    master.script_load(script.script)  # nothing was written: run it again
                    continue
                if isinstance(result, Exception):
                    raise result
                if isinstance(held, Exception):
                    raise held
                if held < self.wait_replicas:
                    raise NotReplicated(f"{held} of {self.wait_replicas} replicas hold the write")
                return result
            raise redis.exceptions.NoScriptError("the script could not be loaded")
        except (redis.ConnectionError, redis.TimeoutError, redis.ResponseError):
            if self.cluster:  # a failover, or a slot moved: find the masters anew
                self.redis.nodes_manager.initialize()
            raise

    def game_key(self, game_id: str) -> str:
        return self.keys.game(game_id)

    def bot_queue(self, game_id: str) -> str:
        return self.keys.of_game("bots", game_id)

    def deadlines(self, game_id: str) -> str:
        return self.keys.of_game("deadlines", game_id)

    def usage(self, app_id: str, shard: int, day: str) -> str:
        """App `app_id`'s usage on `day` (YYYY-MM-DD, UTC) in group `shard`: a hash of
        counts (games, moves, webhooks, bot_ms), each group's counted by its writes."""
        return self.keys.group(f"usage:{app_id}:{day}", shard)

    def app_games(self, app_id: str, shard: int, index: str = "") -> str:
        """A list of the games app `app_id` created in group `shard`: all of them, or those
        of one `index` (listing.py names them: a kind, a status, a player). A sorted set of
        `listed_as` entries, all of score 0, so that they sort by their text."""
        return self.keys.group(f"app-games:{app_id}" + (f":{index}" if index else ""), shard)

    @staticmethod
    def listed_as(created_ms: int, game_id: str) -> str:
        """A game's entry in its app's lists: newest last, in the order of their text."""
        return f"{created_ms:013d}:{game_id}"

    def _app_keys(self, game_id: str, record: GameRecord, lists: AppLists) -> tuple[list, dict]:
        """The keys a write of an app's game adds (its app's usage today, the lists it
        enters and leaves) and the arguments that say so."""
        if record.app is None:
            return [], {"index_add": 0, "index_rem": 0}
        shard = self.keys.shard(game_id)
        return ([self.usage(record.app, shard, today()),
                 *(self.app_games(record.app, shard, i) for i in (*lists.enter, *lists.leave))],
                {"index_add": len(lists.enter), "index_rem": len(lists.leave)})

    def create(self, game_id: str, record: GameRecord, ttl: int, write: Write,
               created_ms: int = 0) -> bool:
        """Store the new game; an app's game enters its app's lists (`write.lists`), as of
        `created_ms`."""
        named, events, deliveries = write.added(game_id, record.app is not None)
        added, indexes = self._app_keys(game_id, record, write.lists)
        listed = "" if record.app is None else self.listed_as(created_ms, game_id)
        args = CREATE_ARGS.values({"doc": codec.pack(record.to_doc()), "ttl": ttl,
                                   "listed": listed, **named, **indexes}, events, deliveries)
        return self._run(self._create, [*self._keys(game_id), *added], args) == 1

    def load(self, game_id: str, alongside=None, answer: str | None = None) -> Stored:
        """The game's version, record and last event seq, read together (one HMGET), and
        with them the stored answer in the hash's field `answer` (an idempotent request's).

        `alongside` (service/quotas.py's Pending) adds other commands to the same round
        trip, and settles their answers before the record is read.
        """
        read = ("HMGET", self._keys(game_id)[0], "version", "doc", "base", "last",
                *([answer] if answer else []))
        *others, fields = self.read_together([*(alongside.commands() if alongside else []),
                                              read])
        if alongside is not None:
            alongside.settle(others)
        if isinstance(fields, Exception):
            raise fields
        version, doc, base, last, *stored = fields
        if version is None or doc is None:
            raise GameNotFound(game_id)
        record = GameRecord.from_doc(codec.unpack(doc))
        return Stored(int(version), record, int(last or 0), int(base or 0),
                      stored[0] if stored else None, record.status)

    def read_together(self, commands: list[tuple], checked: bool = False) -> list:
        """The replies to read `commands`, sent in one round trip (again on a connection
        lost before they came): packed by hiredis on a single Redis (service/wire.py), else
        in a redis-py pipeline (a cluster's sends each command to its node). An error reply
        stands in its place, or with `checked` is raised."""
        if not commands:
            return []
        if self.wire is not None:
            replies = self.wire.send(commands, again=True)
        else:
            pipe = self.redis.pipeline(transaction=False)
            for command in commands:
                pipe.execute_command(*command)
            replies = pipe.execute(raise_on_error=False)
        if checked:
            for reply in replies:
                if isinstance(reply, Exception):
                    raise reply
        return replies

    def write(self, game_id: str, based_on: int, record: GameRecord, ttl: int,
              write: Write) -> tuple[int, int]:
        """Store `record` as the version after `based_on`, with everything `write` adds.

        Returns the new version and the seq of the game's last event after the write.
        """
        named, events, deliveries = write.added(game_id, record.app is not None)
        added, indexes = self._app_keys(game_id, record, write.lists)
        args = WRITE_ARGS.values({"based_on": based_on, "doc": codec.pack(record.to_doc()),
                                  "ttl": ttl, **named, **indexes}, events, deliveries)
        result = self._run(self._write, [*self._keys(game_id), *added], args)
        if result == -1:
            raise GameNotFound(game_id)
        if result == -2:
            raise VersionConflict(game_id)
        return int(result[0]), int(result[1])

    def delete(self, game_id: str, based_on: int,
               answer: tuple[str, bytes, int] | None = None) -> None:
        """Remove the game if it is still at version `based_on` (else VersionConflict);
        `answer` (hash field, stored answer, seconds) is kept that long for a retry."""
        notice = json.dumps({"status": "waiting", "to_act": []})
        field_name, value, seconds = answer or ("", b"", 0)
        result = self._run(self._delete, self._keys(game_id), DELETE_ARGS.values({
            "based_on": based_on, "game_id": game_id, "notice": notice,
            "answer_field": field_name, "answer": value, "answer_seconds": seconds}))
        if result == -1:
            raise GameNotFound(game_id)
        if result == -2:
            raise VersionConflict(game_id)

    def settle_due(self, game_id: str, version: int, due: float) -> None:
        """Score the game in the deadlines set by its earliest deadline `due` (0: none), if
        it is still at `version`."""
        self._settle_due(keys=[self._keys(game_id)[0], self.deadlines(game_id)],
                         args=SETTLE_DUE_ARGS.values({"version": version,
                                                      "due": repr(due) if due else "0",
                                                      "game_id": game_id}))

    def answer(self, game_id: str, field_name: str) -> bytes | None:
        """The stored answer of an idempotent request, if there is one."""
        return self.redis.hget(self._keys(game_id)[0], field_name)

    def events(self, game_id: str, after: int, limit: int = -1,
               base: int | None = None) -> tuple[int, list[dict]]:
        """Up to `limit` (-1: all) stored events after seq `after`, and the seq of the first
        one returned (events dropped from the front are skipped)."""
        keys = self._keys(game_id)
        if base is None:
            base = int(self.redis.hget(keys[0], "base") or 0)
        start = max(after, base) - base
        stop = -1 if limit < 0 else start + limit - 1
        raw = self.redis.lrange(keys[1], start, stop)
        return base + start + 1, [codec.unpack(e) for e in raw]

    def moves(self, game_id: str) -> list[dict]:
        """Every move made in the game, as {seat, move}, in order."""
        return [codec.unpack(m) for m in self.redis.lrange(self._keys(game_id)[4], 0, -1)]

    def version(self, game_id: str) -> int | None:
        version = self.redis.hget(self._keys(game_id)[0], "version")
        return None if version is None else int(version)

    def ping(self) -> bool:
        return bool(self.redis.ping())
