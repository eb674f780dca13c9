"""Acting for a seat: the one way a game moves on without its person, whether a bot plays the
seat (a bot seat, or a person's seat handed to a bot) or its turn clock ran out.

Each act is a write of its own, through the same compare-and-set, event log and record as a
person's move (`access.commit`), kept in the record with `by: "bot"` or `by: "clock"`; on a
lost race the game is read again and the seat's move decided again on the new state.

- **Bots** move after every write (`after_write`, registered with the app as a reaction to
  writes, service/app.py) until a person must act or the game ends. A request plays bot moves
  for at most `bot_request_seconds` and leaves searches of more than `bot_request_search_ms`
  to `cardtable worker`, which finds the game in its group's bot queue. A decision's seed is
  the game's secret seed and the version it is made at: a game replays the same, whichever
  process plays it. A searching bot spends the game's and its creator's thinking budgets,
  counted as the processor time its decisions take; once either is spent for the minute it
  plays its quick level (greedy) at once.
- **Turn clocks** (deadlines: service/games/deadlines.py): for each seat past its deadline,
  where the rules make a move for a seat that does not answer (`State.default_move`: Dač's
  pass in a snap window, dealing the next round), that move; else by the clock's
  `on_timeout`: `bot`, the clock's bot plays the seat's move (the seat stays the person's;
  while its turn goes on the bot plays on, without another `timed_out`), or `forfeit`, the
  seat resigns. The write's first event is `timed_out` {seat, action}. A move that reaches
  the game before the worker's write is taken, and the worker then finds the seat's deadline
  gone or moved; after that write, the seat's own move is judged on the game as it now stands:
  never both on one version.

`cardtable worker` runs `SeatActor`, one loop for both: it claims a due game from a queue (a
lease in the queue's sorted set: a worker killed mid-way leaves the game to another once the
lease runs out), acts for its seats, and lets it go. The bots' queues and the clocks' each
have a loop of their own, so that a long search never holds up a clock.
"""

import logging
import math
import time
from dataclasses import dataclass

from engine.bots import Bot, decide, next_bot_move, observe
from engine.events import event

from .. import metrics
from ..game_record import GameRecord
from ..problems import Problem
from ..redis_pools import STORE_ERRORS
from ..store import USAGE_DAYS, VersionConflict, today
from . import access, bots, deadlines, records

log = logging.getLogger("cardtable.acting")

_WRITE_ATTEMPTS = 50
QUICK = Bot("greedy")

# claim the earliest due game (score: when it is due) for `lease` seconds: a worker that dies
# mid-way leaves it due again once the lease runs out
CLAIM = """
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 1)
if #due == 0 then return false end
redis.call('ZADD', KEYS[1], ARGV[1] + ARGV[2], due[1])
return due[1]
"""
BOT_LEASE_SECONDS = 60


# -- bots ----------------------------------------------------------------------------------

def play_bots(game_id: str, seconds: float, search_limit_ms: float = math.inf) -> bool:
    """Make bot moves in the game for up to `seconds`, leaving searches of more than
    `search_limit_ms` (nominal) to the worker; whether bots still have moves to make."""
    deadline = time.monotonic() + seconds
    while True:
        loaded = access.load(game_id)
        record = loaded.record
        players = bots.bots_of(record)
        state = records.load_state(record) if players else None
        if state is None:
            return False
        humans = len(players) < len(record.seats)
        acting = next((s for s in state.to_act() if s in players), None)
        search_ms = 0 if acting is None else players[acting].search_ms
        if search_ms > search_limit_ms:
            return True  # a long search is the worker's, off the request's path
        keys = _think_keys(game_id, record) if search_ms else []
        if keys:
            players = _within_budget(keys, players, acting)
        chosen, took_ms = bots.think(_timed, next_bot_move, state, players,
                                     f"{record.seed}:bots:{loaded.version}", humans)
        if keys and players[acting].search_ms:
            _charge(keys, took_ms, game_id, record)
        if chosen is None:
            return False
        seat, move = chosen
        if not _act_for(game_id, loaded, state, seat, move, "bot"):
            continue  # someone moved first: decide again on the new state
        if time.monotonic() > deadline:
            return True


def _act_for(game_id: str, loaded, state, seat: int, move: dict, by: str,
             before: tuple[dict, ...] = ()) -> bool:
    """Make `move` for `seat` on `state` (the game as `loaded`) and store it through the
    write path, the record keeping it `by` the bot or the clock, after the events `before`;
    False: someone moved first (nothing was stored)."""
    events = [*before, *state.apply(seat, move)]
    records.set_state(loaded.record, state)
    try:
        access.commit(game_id, loaded, access.Change(
            events, state, None, move={"seat": seat, "move": move, "by": by}))
    except VersionConflict:
        return False
    return True


def _think_keys(game_id: str, record: GameRecord) -> list[str]:
    """The game's and its creator's counters of search this minute (the minute in the key)."""
    prefix, minute = access.store().prefix, int(time.time() // 60)
    return [f"{prefix}:think:game:{{{game_id}}}:{minute}",
            f"{prefix}:think:creator:{record.creator or 'unknown'}:{minute}"]


def _within_budget(keys: list[str], players: dict[int, Bot], acting: int) -> dict[int, Bot]:
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
        return players
    metrics.BOT_BUDGET_SPENT.inc()
    return {**players, acting: QUICK}


def _charge(keys: list[str], ms: int, game_id: str, record: GameRecord) -> None:
    """Count `ms` of search (the processor time a decision took) on both counters, and in
    the usage of the game's app, if it has one."""
    store = access.store()
    with store.redis.pipeline(transaction=False) as pipe:
        for key in keys:
            pipe.incrby(key, ms).expire(key, 120)
        if record.app is not None:
            usage = store.usage(record.app, store.keys.shard(game_id), today())
            pipe.hincrby(usage, "bot_ms", ms).expire(usage, USAGE_DAYS * 24 * 3600)
        pipe.execute()


def _timed(decide_, *args):
    """`decide_(*args)` and the processor time it took its thread, in ms."""
    started = time.thread_time()
    return decide_(*args), round((time.thread_time() - started) * 1000)


def after_write(game_id: str, record: GameRecord) -> None:
    """Let the game's bots move; queue the rest for the worker if this request's time is up.
    `record` is the game as the write left it: a game without bots in play costs no more
    reads. The write has landed: a failure here leaves the bots to the worker."""
    if not record.bots or records.status_of(record) != "playing":
        return
    settings = access.settings()
    try:
        more = play_bots(game_id, settings.bot_request_seconds, settings.bot_request_search_ms)
    except (Problem, *STORE_ERRORS) as err:
        log.warning("bots of %s left to the worker: %s", game_id, err)
        more = True
    if more:
        store = access.store()
        try:
            store.redis.zadd(store.bot_queue(game_id), {game_id: time.time()})
        except STORE_ERRORS as err:
            log.warning("bots of %s not queued: %s", game_id, err)


# -- turn clocks ---------------------------------------------------------------------------

def _timeout_move(state, record: GameRecord, seat: int, version: int) -> tuple[dict, str]:
    """What the clock does for `seat`, and the action's name for the `timed_out` event."""
    default = state.default_move(seat)
    if default is not None:
        return default, "default"
    clock = record.clock
    if clock["on_timeout"] == "forfeit":
        return {"type": "resign"}, "forfeit"
    bot = Bot(clock["bot"])
    seed = f"{record.seed}:clock:{version}:{seat}"
    decision = bots.think(decide, bot, state.game, observe(state, seat), seed)
    return decision.move, "bot"


def act_on_deadlines(game_id: str, now: float) -> int:
    """Act for every seat of the game whose deadline passed by `now`; how many moves the
    clock made."""
    made = 0
    for _ in range(_WRITE_ATTEMPTS):
        loaded = access.load(game_id)
        record = loaded.record
        due = sorted(int(s) for s, at in (record.deadlines or {}).items() if abs(at) <= now)
        if not due:
            access.store().settle_due(game_id, loaded.version, deadlines.earliest(record))
            return made
        seat = due[0]
        state = records.load_state(record)
        move, action = _timeout_move(state, record, seat, loaded.version)
        at = record.deadlines[str(seat)]
        before = ()
        if at > 0:  # the first move the clock makes for this stretch of the seat's time
            before = (event("timed_out", {"seat": seat, "action": action}),)
            record.deadlines[str(seat)] = -at
        if not _act_for(game_id, loaded, state, seat, move, "clock", before):
            continue  # someone moved first: look at the game again
        made += 1
        after_write(game_id, record)
    return made


# -- the worker's loop ---------------------------------------------------------------------

@dataclass(frozen=True)
class Duty:
    """Games due for one kind of acting: their queues (one per group of games, sorted sets
    scored by when each is due), how long a claim holds one, and what acting on one does
    (`act(game_id, now)`: when the game is due again, 0 for never, or None where the act
    scored it itself)."""

    name: str
    queues: list[str]
    lease: float
    act: object


def bot_duty(app) -> Duty:
    def act(game_id: str, now: float) -> float:
        more = play_bots(game_id, access.settings().bot_request_seconds)
        return time.time() if more else 0

    with app.app_context():
        return Duty("bots", access.store().bot_queues, BOT_LEASE_SECONDS, act)


def clock_duty(app) -> Duty:
    def act(game_id: str, now: float) -> None:
        act_on_deadlines(game_id, now)  # it scores the game by its next deadline itself

    with app.app_context():
        return Duty("clocks", access.store().deadline_sets,
                    access.settings().clock_lease_seconds, act)


class SeatActor:
    """`cardtable worker`'s loop: claims a game that `duty` says is due, acts on it, and
    lets it go."""

    def __init__(self, app, duty: Duty):
        self.app, self.duty = app, duty
        with app.app_context():
            self.redis = access.store().redis
        self._claim = self.redis.register_script(CLAIM)
        self._turn = 0

    def step(self) -> bool:
        """Act on one due game; whether there was one."""
        with self.app.app_context():
            self._turn += 1
            now = time.time()
            claimed = claim_from(self.duty.queues, self._claim, self._turn, now,
                                 self.duty.lease)
            if claimed is None:
                return False
            queue, game_id = claimed
            try:
                due = self.duty.act(game_id, now)
            except Problem as problem:  # the game expired
                log.info("%s of %s stopped: %s", self.duty.name, game_id, problem.detail)
                due = 0
            if due == 0:
                self.redis.zrem(queue, game_id)
            elif due is not None:
                self.redis.zadd(queue, {game_id: due})
            return True

    def run(self, stop) -> None:
        while not stop.is_set():
            try:
                if not self.step():
                    stop.wait(0.1)
            except STORE_ERRORS as err:
                log.warning("%s: queue unavailable: %s", self.duty.name, err)
                stop.wait(1.0)
            except Exception:  # one game's failure must not stop every other game's acting
                log.exception("%s: acting on a game failed", self.duty.name)
                stop.wait(1.0)


def claim_from(queues: list[str], claim, start: int, *args) -> tuple[str, str] | None:
    """The first game `claim` takes from `queues` (each group's), looked at from `start` on
    so that every group gets its turn: (queue, game id), or None if none is due."""
    for i in range(len(queues)):
        queue = queues[(start + i) % len(queues)]
        game_id = claim(keys=[queue], args=list(args))
        if game_id is not None:
            return queue, game_id.decode() if isinstance(game_id, bytes) else game_id
    return None
