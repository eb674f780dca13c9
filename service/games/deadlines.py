"""Turn clocks' deadlines: a game created with a `clock` gives each seat that must act a
deadline, kept in the game's record (`deadlines`: seat -> Unix time) and, for `cardtable
worker`, in one sorted set of games scored by their earliest deadline, written in the same Lua
step as the record (service/store.py): no process holds them, and a write that moves the game
on moves its deadlines with it. What the worker does when one passes: service/games/acting.py.

A seat's clock starts when the seat comes to act and runs until it has nothing left to do: its
own moves within a turn (a draw, then a play) do not restart it, and a new turn, phase or window
does (the engine's `State.stage`), even for a seat that stays to act across it (a Dač player
who peeks, then takes the first turn). With `window_seconds`, a seat the rules would act for if
it did not (a Dač snap window) has that long instead, and a seat whose window turns into its
own turn starts the turn's time then.
"""

from ..game_record import GameRecord
from . import records

ON_TIMEOUT = ("bot", "forfeit")
DEFAULT_BOT = "greedy"


def restart(record: GameRecord, now: float, state=None) -> float | None:
    """Give each person's seat that must act now a deadline, keeping those already running
    (a bot's seat has none: bots move at once). Returns the earliest (0: nobody's clock
    runs), for the deadlines sorted set; None: no clock. A running deadline is kept while the
    table stays at the same decision (`state.stage()`, kept in the record as `stage`): a seat
    that comes to a new turn, phase or window without leaving the seats to act, the clock's
    moves for it included, starts its time afresh. With `window_seconds`, a seat the rules
    would act for (`state`'s `default_move`) gets that long, and a seat whose wait turns from
    such a window to a turn of its own, or back, starts again (`windows`: the seats whose
    running deadline is a window's). `state` is read from the record when not given."""
    clock = record.clock
    if clock is None:
        return None
    running = (record.deadlines or {})
    bot_seats = record.bot_specs()
    acting = [s for s in record.to_act if str(s) not in bot_seats] \
        if records.status_of(record) == "playing" else []
    if acting and state is None:
        state = records.load_state(record)
    stage = state.stage() if acting else None
    # a record kept before stages were keeps its deadlines once
    moved_on = record.stage is not None and record.stage != stage
    if stage is None:
        record.stage = None
    else:
        record.stage = stage
    window = clock.get("window_seconds")
    windows = set()
    if window is not None and acting:
        windows = {s for s in acting if state.default_move(s) is not None}
    were, record.windows = set(record.windows or ()), None
    deadlines = {}
    for s in acting:
        at = running.get(str(s))
        if at is None or moved_on or (s in windows) != (s in were):
            at = round(now + (window if s in windows else clock["turn_seconds"]), 3)
        deadlines[str(s)] = at
    record.deadlines = deadlines
    if windows:
        record.windows = sorted(windows)
    return earliest(record)


def earliest(record: GameRecord) -> float:
    # a negative deadline is one the clock has acted on and goes on acting for (a bot)
    return min((abs(at) for at in (record.deadlines or {}).values()), default=0)
