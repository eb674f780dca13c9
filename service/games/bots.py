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
import math
import time

import engine
import engine.bots
from engine.bots import Bot, check_table, next_bot_move
from engine.errors import IllegalMove

from .. import metrics
from ..problems import Problem
from ..redis_pools import STORE_ERRORS
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


def play(game_id: str, seconds: float, search_limit_ms: float = math.inf) -> bool:
    """Make bot moves in the game for up to `seconds`, leaving searches of more than
    `search_limit_ms` (nominal) to the worker; whether bots still have moves to make. A
    searching bot's decisions spend the game's and its creator's thinking budgets, counted
    as the processor time they take."""
    deadline = time.monotonic() + seconds
    while True:
        loaded = access.load(game_id)
        record = loaded.record
        bots = bots_of(record)
        state = records.load_state(record) if bots else None
        if state is None:
            return False
        humans = len(bots) < len(record["seats"])
        acting = next((s for s in state.to_act() if s in bots), None)
        search_ms = 0 if acting is None else bots[acting].search_ms
        if search_ms > search_limit_ms:
            return True  # a long search is the worker's, off the request's path
        keys = _think_keys(game_id, record) if search_ms else []
        if keys:
            bots = _within_budget(keys, bots, acting)
        chosen, took_ms = think(_timed, next_bot_move, state, bots,
                                f"{record['seed']}:bots:{loaded.version}", humans)
        if keys and bots[acting].search_ms:
            _charge(keys, took_ms)
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


QUICK = Bot("greedy")


def _think_keys(game_id: str, record: dict) -> list[str]:
    """The game's and its creator's counters of search this minute (the minute in the key)."""
    prefix, minute = access.store().prefix, int(time.time() // 60)
    return [f"{prefix}:think:game:{{{game_id}}}:{minute}",
            f"{prefix}:think:creator:{record.get('creator', 'unknown')}:{minute}"]


def _within_budget(keys: list[str], bots: dict[int, Bot], acting: int) -> dict[int, Bot]:
    """The bots, with the searching one about to decide (`acting`) playing its quick level
    (greedy) instead when the game's or its creator's search this minute has reached its
    budget: the game goes on at once rather than waiting for the next minute."""
    settings = access.settings()
    # one GET each, not an MGET: in a Redis Cluster the two keys lie on different slots
    with access.store().redis.pipeline(transaction=False) as pipe:
        for key in keys:
            pipe.get(key)
        by_game, by_creator = (int(v or 0) for v in pipe.execute())
    if by_game < settings.bot_think_per_game and by_creator < settings.bot_think_per_creator:
        return bots
    metrics.BOT_BUDGET_SPENT.inc()
    return {**bots, acting: QUICK}


def _charge(keys: list[str], ms: int) -> None:
    """Count `ms` of search (the processor time a decision took) on both counters."""
    with access.store().redis.pipeline(transaction=False) as pipe:
        for key in keys:
            pipe.incrby(key, ms).expire(key, 120)
        pipe.execute()


def _timed(decide, *args):
    """`decide(*args)` and the processor time it took its thread, in ms."""
    started = time.thread_time()
    return decide(*args), round((time.thread_time() - started) * 1000)


def after_write(game_id: str, record: dict) -> None:
    """Let the game's bots move; queue the rest for the worker if this request's time is up.
    `record` is the game as the write left it: a game without bots in play costs no more
    reads. The write has landed: a failure here leaves the bots to the worker."""
    if not record.get("bots") or records.status_of(record) != "playing":
        return
    settings = access.settings()
    try:
        more = play(game_id, settings.bot_request_seconds, settings.bot_request_search_ms)
    except (Problem, *STORE_ERRORS) as err:
        log.warning("bots of %s left to the worker: %s", game_id, err)
        more = True
    if more:
        store = access.store()
        try:
            store.redis.zadd(store.bot_queue(game_id), {game_id: time.time()})
        except STORE_ERRORS as err:
            log.warning("bots of %s not queued: %s", game_id, err)


def claim_from(queues: list[str], claim, start: int, *args) -> tuple[str, str] | None:
    """The first game `claim` takes from `queues` (each group's), looked at from `start` on
    so that every group gets its turn: (queue, game id), or None if none is due."""
    for i in range(len(queues)):
        queue = queues[(start + i) % len(queues)]
        game_id = claim(keys=[queue], args=list(args))
        if game_id is not None:
            return queue, game_id.decode() if isinstance(game_id, bytes) else game_id
    return None


class BotWorker:
    """`cardtable worker`'s bot player: takes queued games and plays their bots' moves."""

    def __init__(self, app):
        self.app = app
        with app.app_context():
            self.redis = access.store().redis
            self.queues = access.store().bot_queues
        self._claim = self.redis.register_script(CLAIM)
        self._turn = 0

    def step(self) -> bool:
        """Play one pass of one due game; whether there was one."""
        with self.app.app_context():
            self._turn += 1
            claimed = claim_from(self.queues, self._claim, self._turn, time.time(),
                                 LEASE_SECONDS)
            if claimed is None:
                return False
            queue, game_id = claimed
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
            except STORE_ERRORS as err:
                log.warning("bot queue unavailable: %s", err)
                stop.wait(1.0)
