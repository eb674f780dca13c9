"""The game record kept in Redis, and the only code that turns it into what a viewer may see.

A record holds the kind, options, seat names, token hashes, the secret seed (and a stacked
deck, if any), the game's status and seats to act, and, once every seat is taken, the engine
state. The service reaches a game only through the engine's interface: `Game.load`,
`waiting_view`, `project_event`, and a State's `view`, `legal_moves`, `apply`, `to_dict`.
`view_for` and `events_for` project for one viewer, deny-by-default.
"""

import secrets
import time

import engine
from engine.events import event
from engine.referee import make_record

from ..auth import HOST, new_token
from ..game_record import GameRecord
from ..webhooks import new_secret


def new_record(kind: str, options: dict, seats: int, deck, dealer,
               webhooks: list[dict] | None = None, seed: str | None = None,
               later_decks: list | None = None) -> GameRecord:
    return GameRecord(
        kind=kind, options=options, seats=[None] * seats, grants={},
        seed=seed or secrets.token_hex(16), deck=deck, dealer=dealer,
        stacked=deck is not None or dealer is not None or seed is not None,
        state=None, status="waiting", to_act=[], later_decks=later_decks or None,
        webhooks=webhooks or None, webhook_secret=new_secret() if webhooks else None)


def set_state(record: GameRecord, state: engine.State) -> None:
    """Keep `state` in the record, with what the service reads without loading it."""
    record.state = state.to_dict()
    record.status = state.status
    record.to_act = state.to_act()


def notice(record: GameRecord) -> dict:
    """What live readers are told after a write: public, and enough to know who acts (and,
    with a turn clock, until when)."""
    told = {"status": status_of(record), "to_act": record.to_act}
    if record.clock is not None:
        told["deadlines"] = deadlines(record)
    return told


def deadlines(record: GameRecord) -> list[dict]:
    """Public: each seat whose turn clock runs, and when its time is up (Unix seconds)."""
    return [{"seat": int(seat), "at": round(abs(at), 3)}
            for seat, at in sorted((record.deadlines or {}).items(), key=lambda d: int(d[0]))]


def with_time_left(listed: list[dict], now: float) -> list[dict]:
    return [{**d, "seconds_left": round(d["at"] - now, 3)} for d in listed]


def seat_player(record: GameRecord, seat: int, name: str, player_id: str | None = None
                ) -> tuple[str, list[dict], engine.State | None]:
    """Give `seat` to `name` (with the app's `player_id` for them, if any): the seat's token,
    the events, and the state if this dealt."""
    token, hashed = new_token()
    record.grants[hashed] = seat
    if player_id is not None:
        record.player_ids = {**(record.player_ids or {}), str(seat): player_id}
    return (token, *take_seat(record, seat, name))


def new_seat_token(record: GameRecord, seat: int) -> str:
    """A new token for `seat`, whose old one stops working at once (with the stream tickets
    it signed)."""
    record.grants = {hashed: grant for hashed, grant in record.grants.items() if grant != seat}
    token, hashed = new_token()
    record.grants[hashed] = seat
    return token


def take_seat(record: GameRecord, seat_no: int,
              name: str) -> tuple[list[dict], engine.State | None]:
    """Seat `name` (a person or a bot): the events, and the state if this filled the table and
    dealt."""
    record.seats[seat_no] = name
    events = [event("joined", {"seat": seat_no, "name": name})]
    if any(n is None for n in record.seats):
        return events, None
    game = engine.GAMES[record.kind]
    state, dealt = game.new_state(record.seats, record.options, seed=record.seed,
                                  deck=record.deck, dealer=record.dealer,
                                  later_decks=record.later_decks)
    record.later_decks = None
    set_state(record, state)
    return events + dealt, state


def bot_seats(record: GameRecord) -> list[dict]:
    """The bots at the table (public): seat, name, level and budget."""
    return [{"seat": int(seat), "name": record.seats[int(seat)], "bot": spec["bot"],
             "budget_ms": spec["budget_ms"]}
            for seat, spec in sorted(record.bot_specs().items(), key=lambda b: int(b[0]))]


def add_host(record: GameRecord) -> str:
    token, hashed = new_token()
    record.grants[hashed] = HOST
    return token


def load_state(record: GameRecord) -> engine.State | None:
    if record.state is None:
        return None
    return engine.GAMES[record.kind].load(record.state)


def legal_moves(record: GameRecord, seat: int) -> list[dict]:
    """The seat's legal moves (none while seats are open)."""
    state = load_state(record)
    return [] if state is None else state.legal_moves(seat)


def status_of(record: GameRecord) -> str:
    return record.status


def view_for(game_id: str, version: int, record: GameRecord, viewer,
             state: engine.State | None = None) -> dict:
    """What `viewer` (a seat, HOST or None) may see; `state`, when given, is the record's."""
    seat = viewer if isinstance(viewer, int) else None
    state = state or load_state(record)
    if state is None:
        view = engine.GAMES[record.kind].waiting_view(record.seats, record.options,
                                                         record.stacked, seat)
    else:
        view = state.view(seat)
        # a game dealt from a chosen seed or dealer was arranged by its creator too
        view["stacked_deck"] = view["stacked_deck"] or record.stacked
    out = {"game_id": game_id, "version": version, **view, "bots": bot_seats(record)}
    if record.clock is not None:
        out["clock"] = {**record.clock,
                        "deadlines": with_time_left(deadlines(record), time.time())}
    return out


def events_for(record: GameRecord, stored: list[dict], first_seq: int, viewer,
               live: bool = False) -> list[dict]:
    """`live`: these events answer the viewer's own action just applied (one-time reveals)."""
    seat = viewer if isinstance(viewer, int) else None
    project = engine.GAMES[record.kind].project_event
    return [{"seq": first_seq + i, **project(e, seat, live)} for i, e in enumerate(stored)]


def game_record(record: GameRecord, state: engine.State, moves: list[dict]) -> dict:
    """The finished game's record (engine/referee.py): everything in it is public by now."""
    return make_record(record.kind, record.seats, record.options, record.seed,
                       state.stacked, state, moves)


def round_start(record: GameRecord, first_seq: int, events: list[dict]) -> int:
    """The log position to keep from after these events: a match keeps the events of its
    current and previous round (older rounds are summarized in the view); 0 keeps all."""
    if record.round_starts is None:
        record.round_starts = []
    starts = record.round_starts
    for i, e in enumerate(events):
        if e["type"] == "dealt":
            starts.append(first_seq + i)
    del starts[:-2]
    return starts[0] if len(starts) == 2 else 0
