"""Game records, and the referee that replays one to check every move and the result.

A record is one JSON-compatible document: the kind, options and seat names; the deal of every
round (dealer, full deck order, and its salt and commitment, see engine/deals.py); the seed
that drove the game's shuffles (for the reshuffles of the stock during a round) and the random
stream they drew from (`stream`, engine/rng.py; a record without one is of stream 1); every move
as {seat, move} in order; and the result. `verify` needs nothing but the record.

With a seed, the replay shuffles as the game did and each deal must come out as recorded (a
stacked game deals the recorded decks and keeps its reshuffles in order, as test mode does).
Without one (a game played elsewhere), the recorded decks are dealt and reshuffles keep their
order, as in test mode.
"""

import json

from . import GAMES
from .deals import commitment, salt
from .errors import IllegalMove
from .rng import MAX_SEED_LENGTH, STREAMS
from .table import deck_problem

# the verdict's codes beyond the rules' own (a move's refusal keeps the engine's code)
REFEREE_CODES = ("COMMITMENT_MISMATCH", "DEAL_MISMATCH", "GAME_NOT_OVER", "RESULT_MISMATCH")


class RecordProblem(ValueError):
    """The record cannot be read as a record: `field` says where."""

    def __init__(self, field: str, detail: str):
        super().__init__(detail)
        self.field, self.detail = field, detail


def make_record(kind: str, names: list[str], options: dict, seed: str, stacked: bool,
                state, moves: list[dict]) -> dict:
    """The record of a game whose state is `state`, made by `moves` ({seat, move})."""
    deals = []
    for d in state.deals:
        s = salt(seed, d["round"])
        deals.append({**d, "deck": list(d["deck"]), "salt": s,
                      "commitment": commitment(s, d["deck"])})
    record = {"kind": kind, "options": dict(options), "seats": list(names), "stacked": stacked,
              "seed": seed, "deals": deals, "moves": moves,
              "result": json.loads(json.dumps(state.result))}
    if state.stream() != 1:  # records of stream 1 keep the shape they always had
        record["stream"] = state.stream()
    return record


def _require(condition: bool, field: str, detail: str) -> None:
    if not condition:
        raise RecordProblem(field, detail)


def _read(record: object):
    _require(isinstance(record, dict), "", "a record is an object")
    kind = record.get("kind")
    _require(type(kind) is str and kind in GAMES, "kind",
             f"kind must be one of: {', '.join(GAMES)}")
    seats = record.get("seats")
    _require(isinstance(seats, list) and seats and all(type(s) is str for s in seats),
             "seats", "seats is the list of the players' names")
    deals = record.get("deals")
    _require(isinstance(deals, list) and deals, "deals", "deals lists every round's deal")
    for i, d in enumerate(deals):
        _require(isinstance(d, dict) and type(d.get("dealer")) is int
                 and isinstance(d.get("deck"), list), f"deals.{i}",
                 "a deal is {round, dealer, deck}")
        _require(d.get("round") == i + 1, f"deals.{i}.round", f"deal {i} is of round {i + 1}")
    moves = record.get("moves")
    _require(isinstance(moves, list), "moves", "moves lists every move as {seat, move}")
    for i, m in enumerate(moves):
        _require(isinstance(m, dict) and type(m.get("seat")) is int and "move" in m,
                 f"moves.{i}", "a move is {seat, move}")
    seed = record.get("seed")
    _require(seed is None or (type(seed) is str and 0 < len(seed) <= MAX_SEED_LENGTH), "seed",
             "seed is a string")
    _require(type(record.get("stacked", False)) is bool, "stacked", "stacked is true or false")
    stream = record.get("stream", 1)
    _require(type(stream) is int and stream in STREAMS, "stream",
             f"stream is one of {', '.join(map(str, STREAMS))}")
    return GAMES[kind], seats, deals, moves, seed, stream


def _invalid(index: int, seat: int | None, code: str, detail: str) -> dict:
    return {"valid": False, "index": index, "seat": seat, "code": code, "detail": detail}


def verify(record: object) -> dict:
    """The referee's verdict on a record: {"valid": true, "result", "moves"}, or {"valid":
    false, "index", "seat", "code", "detail"} for the first thing that breaks a rule.

    Raises RecordProblem when the record cannot be read, or deals an impossible deck."""
    game, seats, deals, moves, seed, stream = _read(record)
    scripted = record.get("stacked", False) or seed is None
    first = deals[0]
    try:
        state, _ = game.new_state(
            seats, record.get("options") or {}, seed=seed or "replay",
            deck=first["deck"] if scripted else None, dealer=first["dealer"] if scripted else None,
            later_decks=[d["deck"] for d in deals[1:]] if scripted else None, stream=stream)
    except IllegalMove as err:
        field = err.field or "options"
        field = {"deck": "deals.0.deck", "dealer": "deals.0.dealer",
                 "players": "seats"}.get(field, field)
        if field.startswith("decks."):
            field = f"deals.{field.split('.')[1]}.deck"
        raise RecordProblem(field, err.message) from None
    for i, d in enumerate(deals):
        problem = deck_problem(state.full_deck(), d["deck"])
        _require(problem is None, f"deals.{i}.deck", problem or "")
        if "salt" in d or "commitment" in d:
            s = d.get("salt")
            if seed is not None and s != salt(seed, d["round"]):
                return _invalid(0, None, "COMMITMENT_MISMATCH",
                                f"round {d['round']}'s salt is not the seed's")
            if d.get("commitment") != commitment(str(s), d["deck"]):
                return _invalid(0, None, "COMMITMENT_MISMATCH",
                                f"round {d['round']}'s commitment does not match its deck")
    dealt = 0
    for index, entry in enumerate([None, *moves]):
        if entry is not None:
            seat = entry["seat"]
            if not 0 <= seat < len(seats):
                return _invalid(index - 1, seat, "BAD_PARAMETERS", "no such seat")
            try:
                state.apply(seat, entry["move"])
            except IllegalMove as err:
                return _invalid(index - 1, seat, err.code, err.message)
        for deal in state.deals[dealt:]:
            recorded = deals[deal["round"] - 1] if deal["round"] <= len(deals) else None
            if recorded is None or recorded["deck"] != deal["deck"] \
                    or recorded["dealer"] != deal["dealer"]:
                return _invalid(max(index - 1, 0), None, "DEAL_MISMATCH",
                                f"round {deal['round']} was not dealt as recorded")
        dealt = len(state.deals)
    if dealt != len(deals):
        return _invalid(len(moves), None, "DEAL_MISMATCH",
                        f"the record has {len(deals)} deals; the game had {dealt}")
    if state.result is None:
        return _invalid(len(moves), None, "GAME_NOT_OVER", "the moves end before the game does")
    result = json.loads(json.dumps(state.result))
    if "result" in record and record["result"] is not None and record["result"] != result:
        return _invalid(len(moves), None, "RESULT_MISMATCH",
                        "the game ends with another result than the one recorded")
    return {"valid": True, "result": result, "moves": len(moves)}
