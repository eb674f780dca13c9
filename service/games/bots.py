"""Bot seats: kept in the game's record, and played after every write.

A record keeps its bots as `bots: {"<seat>": {"bot": level, "budget_ms": n}}`. After every
write (a create, a join, a move) `after_write` lets the bots move until a person must act or
the game ends. Each bot move is a write of its own, through the same compare-and-set as a
person's (`access.commit`), with its events and its place in the game's record; the bot
decides from its seat's observation alone (engine/bots). A request plays bot moves for at most
`bot_request_seconds`; the rest is queued for `cardtable worker` (`BotWorker`), which goes on
in passes of the same length, so a game of bots only plays to its end from one create call.

A decision's seed is the game's secret seed and the version it is made at: a game replays the
same, whichever process plays it.
"""

import logging
import time

import redis

import engine
import engine.bots
from engine.bots import Bot, check_table, next_bot_move
from engine.errors import IllegalMove

from .. import metrics
from ..problems import Problem
from ..store import VersionConflict
from . import access, records

log = logging.getLogger("cardtable.bots")

# claim the earliest due game (score: when it is due) for `lease` seconds: a worker that dies
# mid-pass leaves it due again once the lease runs out
CLAIM = """
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 1)
if #due == 0 then return false end
redis.call('ZADD', KEYS[1], ARGV[1] + ARGV[2], due[1])
return due[1]
"""
LEASE_SECONDS = 60


def bot_of(spec: dict) -> Bot:
    """A Bot from a seat request or a record's entry ({"bot": level, "budget_ms": n})."""
    try:
        return Bot(spec["bot"], spec.get("budget_ms", engine.bots.DEFAULT_BUDGET_MS))
    except IllegalMove as err:
        raise Problem.from_illegal(err) from None


def bots_of(record: dict) -> dict[int, Bot]:
    return {int(seat): bot_of(spec) for seat, spec in record.get("bots", {}).items()}


def seat_bot(record: dict, seat: int, spec: dict):
    """Give `seat` to a bot: its name, the events, and the state if this dealt."""
    bot = bot_of(spec)
    name = spec.get("name") or bot.name
    record.setdefault("bots", {})[str(seat)] = {"bot": bot.level, "budget_ms": bot.budget_ms}
    events, state = records.take_seat(record, seat, name)
    return name, events, state


def check_table_of(record: dict) -> None:
    """Refuse a table that bots alone would fill with a game that never ends."""
    try:
        check_table(record["kind"], record["options"], len(record["seats"]),
                    len(record.get("bots", {})))
    except IllegalMove as err:
        raise Problem.from_illegal(err) from None


def hint(state, seat: int, bot: Bot, seed: str):
    """A bot's advice for `seat` (engine.bots.hint), thought off the hub like a bot's move."""
    return think(engine.bots.hint, state, seat, bot, seed)


def think(decide, *args):
    """Run a bot's decision off gevent's hub when serving, so that the worker's other
    connections (streams, long polls) are served while it searches."""
    try:
        from gevent import get_hub, monkey
    except ImportError:
        return decide(*args)
    if not monkey.is_module_patched("threading"):
        return decide(*args)
    return get_hub().threadpool.apply(decide, args)


def play(game_id: str, seconds: float) -> bool:
    """Make bot moves in the game for up to `seconds`; whether bots still have moves to make."""
    deadline = time.monotonic() + seconds
    while True:
        loaded = access.load(game_id)
        record = loaded.record
        bots = bots_of(record)
        state = records.load_state(record) if bots else None
        if state is None:
            return False
        humans = len(bots) < len(record["seats"])
        bots = _within_budget(game_id, record, state, bots)
        chosen = think(next_bot_move, state, bots, f"{record['seed']}:bots:{loaded.version}",
                        humans)
        if chosen is None:
            return False
        seat, move = chosen
        events = state.apply(seat, move)
        records.set_state(record, state)
        try:
            access.commit(game_id, loaded, access.Change(
                events, state, None, move={"seat": seat, "move": move, "by": "bot"}))
        except VersionConflict:
            continue  # someone moved first: decide again on the new state
        if time.monotonic() > deadline:
            return True


# Spend `ARGV[1]` ms of bot search from the game's counter (KEYS[1], at most ARGV[2] in its
# minute) and its creator's (KEYS[2], at most ARGV[3]): both, or neither when either would
# go past its limit. The counters are per minute (the minute is in the key).
_SPEND = """
local ms = tonumber(ARGV[1])
if tonumber(redis.call('GET', KEYS[1]) or '0') + ms > tonumber(ARGV[2])
   or tonumber(redis.call('GET', KEYS[2]) or '0') + ms > tonumber(ARGV[3]) then
  return 0
end
for i = 1, 2 do
  if redis.call('INCRBY', KEYS[i], ms) == ms then redis.call('EXPIRE', KEYS[i], 120) end
end
return 1
"""
QUICK = Bot("greedy")


def _within_budget(game_id: str, record: dict, state, bots: dict[int, Bot]) -> dict[int, Bot]:
    """The bots, with the searching one about to decide spending its search from the game's
    and its creator's budgets (milliseconds of search per minute, counted in Redis), and
    playing its quick level (greedy) instead when either is spent: the game goes on at once
    rather than waiting for the next minute."""
    acting = next((s for s in state.to_act() if s in bots), None)
    if acting is None or not bots[acting].search_ms:
        return bots
    settings, store = access.settings(), access.store()
    minute = int(time.time() // 60)
    keys = [f"{store.prefix}:think:game:{{{game_id}}}:{minute}",
            f"{store.prefix}:think:creator:{record.get('creator', 'unknown')}:{minute}"]
    if store.script(_SPEND)(keys=keys, args=[bots[acting].search_ms, settings.bot_think_per_game,
                              settings.bot_think_per_creator]):
        return bots
    metrics.BOT_BUDGET_SPENT.inc()
    return {**bots, acting: QUICK}


def after_write(game_id: str, record: dict) -> None:
    """Let the game's bots move; queue the rest for the worker if this request's time is up.
    `record` is the game as the write left it: a game without bots in play costs no more
    reads. The write has landed: a failure here leaves the bots to the worker."""
    if not record.get("bots") or records.status_of(record) != "playing":
        return
    try:
        more = play(game_id, access.settings().bot_request_seconds)
    except (Problem, redis.RedisError) as err:
        log.warning("bots of %s left to the worker: %s", game_id, err)
        more = True
    if more:
        store = access.store()
        try:
            store.redis.zadd(store.bot_queue, {game_id: time.time()})
        except redis.RedisError as err:
            log.warning("bots of %s not queued: %s", game_id, err)


class BotWorker:
    """`cardtable worker`'s bot player: takes queued games and plays their bots' moves."""

    def __init__(self, app):
        self.app = app
        with app.app_context():
            self.redis = access.store().redis
        self._claim = self.redis.register_script(CLAIM)

    def step(self) -> bool:
        """Play one pass of one due game; whether there was one."""
        with self.app.app_context():
            queue = access.store().bot_queue
            game_id = self._claim(keys=[queue], args=[time.time(), LEASE_SECONDS])
            if game_id is None:
                return False
            game_id = game_id.decode() if isinstance(game_id, bytes) else game_id
            try:
                more = play(game_id, access.settings().bot_request_seconds)
            except Problem as problem:  # the game expired
                log.info("bots of %s stopped: %s", game_id, problem.detail)
                more = False
            if more:
                self.redis.zadd(queue, {game_id: time.time()})
            else:
                self.redis.zrem(queue, game_id)
            return True

    def run(self, stop) -> None:
        while not stop.is_set():
            try:
                if not self.step():
                    stop.wait(0.2)
            except redis.RedisError as err:
                log.warning("bot queue unavailable: %s", err)
                stop.wait(1.0)
