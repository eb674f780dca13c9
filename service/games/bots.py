"""Bot seats: a record keeps its bots as `bots: {"<seat>": {"bot": level, "budget_ms": n}}`.
Seating a bot, the check that a table of bots can end, and thinking off gevent's hub; the bots'
moves themselves are made by service/games/acting.py, the one way a seat is acted for.
"""

import engine
import engine.bots
from engine.bots import Bot, check_table
from engine.errors import IllegalMove

from ..game_record import GameRecord
from ..problems import Problem
from . import records


def bot_of(spec: dict) -> Bot:
    """A Bot from a seat request or a record's entry ({"bot": level, "budget_ms": n})."""
    try:
        return Bot(spec["bot"], spec.get("budget_ms", engine.bots.DEFAULT_BUDGET_MS))
    except IllegalMove as err:
        raise Problem.from_illegal(err) from None


def bots_of(record: GameRecord) -> dict[int, Bot]:
    return {int(seat): bot_of(spec) for seat, spec in record.bot_specs().items()}


def seat_bot(record: GameRecord, seat: int, spec: dict):
    """Give `seat` to a bot: its name, the events, and the state if this dealt."""
    bot = bot_of(spec)
    name = spec.get("name") or bot.name
    record.bots = {**record.bot_specs(),
                   str(seat): {"bot": bot.level, "budget_ms": bot.budget_ms}}
    events, state = records.take_seat(record, seat, name)
    return name, events, state


def check_table_of(record: GameRecord) -> None:
    """Refuse a table that bots alone would fill with a game that never ends."""
    try:
        check_table(record.kind, record.options, len(record.seats),
                    len(record.bot_specs()))
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
