"""The game record kept in Redis, and the only code that turns it into what a viewer may see.

A record holds the kind, options, seat names, token hashes, the secret seed (and a stacked
deck, if any) and, once every seat is taken, the engine state. `view_for` and `events_for`
project it for one viewer, deny-by-default: a waiting game shows names only, a dealt game
shows exactly what the engine's view and event projection give that viewer.
"""

import secrets

import engine
from engine.events import event

from ..auth import HOST, new_token
from ..webhooks import new_secret


def new_record(kind: str, options: dict, seats: int, deck, dealer,
               webhooks: list[dict] | None = None) -> dict:
    record = {
        "kind": kind, "options": options, "seats": [None] * seats, "grants": {},
        "seed": secrets.token_hex(32), "deck": deck, "dealer": dealer,
        "stacked": deck is not None or dealer is not None, "state": None, "to_act": [],
    }
    if webhooks:
        record["webhooks"] = webhooks
        record["webhook_secret"] = new_secret()
    return record


def set_state(record: dict, state: engine.State) -> None:
    record["state"] = state.to_dict()
    record["to_act"] = state.to_act()


def notice(record: dict) -> dict:
    """What live readers are told after a write: public, and enough to know who acts."""
    return {"status": status_of(record), "to_act": record.get("to_act", [])}


def seat_player(record: dict, seat: int, name: str) -> tuple[str, list[dict]]:
    """Give `seat` to `name`; returns the seat's token and the events, dealing when all are seated."""
    token, hashed = new_token()
    record["seats"][seat] = name
    record["grants"][hashed] = seat
    events = [event("joined", {"seat": seat, "name": name})]
    if all(n is not None for n in record["seats"]):
        game = engine.GAMES[record["kind"]]
        state, dealt = game.new_state(record["seats"], record["options"], seed=record["seed"],
                                      deck=record["deck"], dealer=record["dealer"])
        set_state(record, state)
        events += dealt
    return token, events


def add_host(record: dict) -> str:
    token, hashed = new_token()
    record["grants"][hashed] = HOST
    return token


def load_state(record: dict) -> engine.State | None:
    if record["state"] is None:
        return None
    return engine.GAMES[record["kind"]].load(record["state"])


def status_of(record: dict) -> str:
    if record["state"] is None:
        return "waiting"
    # every engine state records its result, set once the game is over
    return "finished" if record["state"]["result"] is not None else "playing"


def view_for(game_id: str, version: int, record: dict, viewer) -> dict:
    seat = viewer if isinstance(viewer, int) else None
    state = load_state(record)
    if state is None:
        view = {
            "kind": record["kind"], "status": "waiting", "seat": seat, "to_act": [],
            "players": [{"seat": i, "name": n} for i, n in enumerate(record["seats"])],
            "open_seats": [i for i, n in enumerate(record["seats"]) if n is None],
            "options": record["options"], "stacked_deck": record["stacked"],
        }
    else:
        view = state.view(seat)
    return {"game_id": game_id, "version": version, **view}


def events_for(record: dict, stored: list[dict], first_seq: int, viewer,
               live: bool = False) -> list[dict]:
    """`live`: these events answer the viewer's own action just applied (one-time reveals)."""
    seat = viewer if isinstance(viewer, int) else None
    project = engine.events.project
    state = load_state(record)
    if state is not None:
        project = state.project_event
    return [{"seq": first_seq + i, **project(e, seat, live)} for i, e in enumerate(stored)]
