"""Turn clocks: a game created with a `clock` gives each seat that must act a deadline, and
`cardtable worker` acts for a seat whose deadline has passed.

A seat's clock starts when the seat comes to act and runs until it has nothing left to do: its
own moves within a turn (a draw, then a play) do not restart it, and a new turn, phase or window
does (the engine's `State.stage`), even for a seat that stays to act across it (a Dač player
who peeks, then takes the first turn). With `window_seconds`, a seat
the rules would act for if it did not (a Dač snap window) has that long instead, and a seat
whose window turns into its own turn starts the turn's time then. The deadlines live in the
game's record (`deadlines`: seat -> Unix time) and, for the worker, in one sorted set of games
scored by their earliest deadline, written in the same Lua step as the record
(service/store.py): no process holds them, and a write that moves the game on moves its
deadlines with it.

When a deadline passes, a worker claims the game (a lease in the sorted set: a worker killed
mid-way leaves the game to another once the lease runs out) and acts for each seat past its
deadline, one write each, through the same compare-and-set as a person's move:
- where the rules make a move for a seat that does not answer (Dač's pass in a snap window,
  dealing the next round: `State.default_move`), that move;
- else by the clock's `on_timeout`: `bot`, the clock's bot plays the seat's move (the seat
  stays the person's; while the turn is still the seat's the bot plays on, without another
  `timed_out`), or `forfeit`, the seat resigns (each kind's rules say what follows).
The write's first event is `timed_out` {seat, action}, and the game's record keeps the move
with `by: "clock"`. A move that reaches the game before the worker's write is taken, and the
worker then finds the seat's deadline gone or moved; after that write, the seat has been acted
for, and its own move is judged on the game as it now stands. Either way only one of them
lands on a given version: never both.
"""

import logging
import time

from engine.bots import Bot, decide, observe
from engine.events import event

from ..problems import Problem
from ..redis_pools import STORE_ERRORS
from ..store import VersionConflict
from . import access, bots, records

log = logging.getLogger("cardtable.clocks")

ON_TIMEOUT = ("bot", "forfeit")
DEFAULT_BOT = "greedy"
_WRITE_ATTEMPTS = 50


def restart(record: dict, now: float, state=None) -> float | None:
    """Give each person's seat that must act now a deadline, keeping those already running
    (a bot's seat has none: bots move at once). Returns the earliest (0: nobody's clock
    runs), for the deadlines sorted set; None: no clock. A running deadline is kept while the
    table stays at the same decision (`state.stage()`, kept in the record as `stage`): a seat
    that comes to a new turn, phase or window without leaving the seats to act, the clock's
    moves for it included, starts its time afresh. With `window_seconds`, a seat the rules
    would act for (`state`'s `default_move`) gets that long, and a seat whose wait turns from
    such a window to a turn of its own, or back, starts again (`windows`: the seats whose
    running deadline is a window's). `state` is read from the record when not given."""
    clock = record.get("clock")
    if clock is None:
        return None
    running = record.get("deadlines", {})
    bot_seats = record.get("bots", {})
    acting = [s for s in record["to_act"] if str(s) not in bot_seats] \
        if records.status_of(record) == "playing" else []
    if acting and state is None:
        state = records.load_state(record)
    stage = state.stage() if acting else None
    # a record kept before stages were keeps its deadlines once
    moved_on = "stage" in record and record["stage"] != stage
    if stage is None:
        record.pop("stage", None)
    else:
        record["stage"] = stage
    window = clock.get("window_seconds")
    windows = set()
    if window is not None and acting:
        windows = {s for s in acting if state.default_move(s) is not None}
    were = set(record.pop("windows", ()))
    deadlines = {}
    for s in acting:
        at = running.get(str(s))
        if at is None or moved_on or (s in windows) != (s in were):
            at = round(now + (window if s in windows else clock["turn_seconds"]), 3)
        deadlines[str(s)] = at
    record["deadlines"] = deadlines
    if windows:
        record["windows"] = sorted(windows)
    return earliest(record)


def earliest(record: dict) -> float:
    # a negative deadline is one the clock has acted on and goes on acting for (a bot)
    return min((abs(at) for at in record.get("deadlines", {}).values()), default=0)


def _timeout_move(state, record: dict, seat: int, version: int) -> tuple[dict, str]:
    """What the clock does for `seat`, and the action's name for the `timed_out` event."""
    default = state.default_move(seat)
    if default is not None:
        return default, "default"
    clock = record["clock"]
    if clock["on_timeout"] == "forfeit":
        return {"type": "resign"}, "forfeit"
    bot = Bot(clock["bot"])
    seed = f"{record['seed']}:clock:{version}:{seat}"
    decision = bots.think(decide, bot, state.game, observe(state, seat), seed)
    return decision.move, "bot"


def act(game_id: str, now: float) -> int:
    """Act for every seat of the game whose deadline passed by `now`; how many moves the
    clock made."""
    made = 0
    for _ in range(_WRITE_ATTEMPTS):
        loaded = access.load(game_id)
        record = loaded.record
        due = sorted(int(s) for s, at in record.get("deadlines", {}).items() if abs(at) <= now)
        if not due:
            access.store().settle_due(game_id, loaded.version, earliest(record))
            return made
        seat = due[0]
        state = records.load_state(record)
        move, action = _timeout_move(state, record, seat, loaded.version)
        events = state.apply(seat, move)
        at = record["deadlines"][str(seat)]
        if at > 0:  # the first move the clock makes for this stretch of the seat's time
            events.insert(0, event("timed_out", {"seat": seat, "action": action}))
            record["deadlines"][str(seat)] = -at
        records.set_state(record, state)
        try:
            access.commit(game_id, loaded, access.Change(
                events, state, None, move={"seat": seat, "move": move, "by": "clock"}))
        except VersionConflict:
            continue  # someone moved first: look at the game again
        made += 1
        bots.after_write(game_id, record)
    return made


class ClockWorker:
    """`cardtable worker`'s clock: takes games whose earliest deadline has passed."""

    def __init__(self, app, lease_seconds: float):
        self.app = app
        self.lease = lease_seconds
        with app.app_context():
            self.redis = access.store().redis
            self.queues = access.store().deadline_sets
        self._claim = self.redis.register_script(bots.CLAIM)
        self._turn = 0

    def step(self) -> bool:
        """Act on one due game; whether there was one."""
        with self.app.app_context():
            self._turn += 1
            now = time.time()
            claimed = bots.claim_from(self.queues, self._claim, self._turn, now, self.lease)
            if claimed is None:
                return False
            queue, game_id = claimed
            try:
                act(game_id, now)
            except Problem as problem:  # the game expired
                log.info("clock of %s stopped: %s", game_id, problem.detail)
                self.redis.zrem(queue, game_id)
            return True

    def run(self, stop) -> None:
        while not stop.is_set():
            try:
                if not self.step():
                    stop.wait(0.1)
            except STORE_ERRORS as err:
                log.warning("deadlines unavailable: %s", err)
                stop.wait(1.0)
            except Exception:  # one game's failure must not stop every other game's clock
                log.exception("a clock failed")
                stop.wait(1.0)
