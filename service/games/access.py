"""Reading and writing one game's record: the loads, the compare-and-set loop, and the
idempotent answers, shared by every operation on games."""

import re
import time
from dataclasses import dataclass

from flask import current_app, request

from engine.events import project

from .. import idempotency, metrics, quotas
from ..apps import caller as apps
from ..auth import HOST, identify
from ..game_record import GameRecord
from ..http import json_response
from ..problems import Problem
from ..store import AppLists, GameNotFound, Stored, VersionConflict, Write
from ..webhooks import deliveries
from . import deadlines, listing, records

_GAME_ID = re.compile(r"^[0-9a-f]{20}$")
_WRITE_ATTEMPTS = 200


def store():
    return current_app.extensions["cardtable"]["store"]


def settings():
    return current_app.extensions["cardtable"]["settings"]


def notifier():
    return current_app.extensions["cardtable"]["notifier"]


def not_found(game_id: str) -> Problem:
    return Problem(404, "GAME_NOT_FOUND", f"no game {game_id!r} (it may have expired)")


def load(game_id: str, answer: str | None = None) -> Stored:
    """The game (404 if there is none), read with the request's quotas and, when `answer`
    names one, the idempotent answer stored under that field."""
    if _GAME_ID.match(game_id):
        try:
            return store().load(game_id, quotas.pending(), answer)
        except GameNotFound:
            pass
    raise not_found(game_id)


def owned(record: GameRecord) -> bool:
    """Whether the request carries the key of the app the game belongs to."""
    app = apps.current()
    return app is not None and record.app == app.id


def require_host(record: GameRecord) -> None:
    """The caller may do what the game's host may: it holds the host token or, on an app's
    game, that app's key. Anyone else is told of an app's game that there is none, as of a
    game that does not exist (no probing of ids)."""
    if owned(record):
        return
    if record.app is not None:
        try:
            who = identify(record.grants)
        except Problem:
            who = None
        if who != HOST:
            raise not_found(request.view_args["game_id"])
        return
    who = identify(record.grants)
    if who is None:
        raise Problem(401, "TOKEN_REQUIRED", "send the host token as 'Authorization: Bearer "
                                             "<token>'")
    if who != HOST:
        raise Problem(403, "FORBIDDEN", "only the host (the create answer's host_token) may "
                                        "do this")


def ttl(record: GameRecord) -> int:
    finished = records.status_of(record) == "finished"
    return settings().finished_ttl_seconds if finished else settings().idle_ttl_seconds


@dataclass
class Change:
    """What a write did: its events, the state it left (None while seats are open), and the
    answer's body (built once the version and the events' seqs are known)."""

    events: list[dict]
    state: object
    answer: object  # callable(version, first_seq) -> dict, or None (a bot's move)
    move: dict | None = None  # {seat, move}: what the game's record keeps
    lists: tuple[str, ...] = ()  # further lists of its app's games the game enters (listing.py)


def react(game_id: str, record: GameRecord) -> None:
    """Run what the app registered to follow a write (`reactions`, service/app.py: bots
    moving), with the game as the write left it."""
    for reaction in current_app.extensions["cardtable"]["reactions"]:
        reaction(game_id, record)


def mutate(game_id: str, change, status: int = 200, authorize=None):
    """Apply `change(loaded)` (which edits `loaded.record` and returns a Change) and store it by
    compare-and-set, retrying on a race: on a lost race the record is read again and `change`
    re-validated against the state the write would land on. Answers `status` with the body the
    Change builds; with an Idempotency-Key the answer is stored with the write, and a retry of
    the same request gets it back instead of writing again. The write's reactions then run
    (`react`: the game's bots take their turns). `authorize(record)`, when given, refuses a
    caller before anything else is looked at, a stored answer included.
    """
    key = idempotency.request_key()
    answer = None if key is None else idempotency.field(key)
    for _ in range(_WRITE_ATTEMPTS):
        loaded = load(game_id, answer)
        if authorize is not None:
            authorize(loaded.record)
        if loaded.answer is not None:
            return replayed(key, loaded.answer)
        try:
            version, body = commit(game_id, loaded, change(loaded), key, status)
        except VersionConflict:
            continue
        react(game_id, loaded.record)
        return json_response(body, status, {"ETag": f'"{version}"'})
    raise Problem(503, "BUSY", "the game is changing too fast; retry")


def commit(game_id: str, loaded: Stored, done: Change, key: str | None = None,
           status: int = 200) -> tuple[int, object]:
    """Store the write `done` made to `loaded.record` if the game is still at `loaded`'s
    version (else VersionConflict): its events, webhook deliveries, move and, with an
    Idempotency-Key, its answer. Returns the new version and the answer's body."""
    was = loaded.was
    version, first_seq = loaded.version + 1, loaded.last_seq + 1
    write, body = _write(game_id, loaded.record, version, first_seq, done, key, status, was)
    try:
        store().write(game_id, loaded.version, loaded.record, ttl(loaded.record), write)
    except GameNotFound:
        raise Problem(404, "GAME_NOT_FOUND", f"no game {game_id!r} (it expired)") from None
    if write.notice["status"] == "finished" and was != "finished":
        metrics.GAMES_FINISHED.labels(loaded.record.kind).inc()
    return version, body


def create(game_id: str, record: GameRecord, done: Change, key: str | None) -> object | None:
    """Store the new game `record` as version 1 with what its creation `done` (its seats
    taken, the deal if they were all), and with an Idempotency-Key its answer (status 201,
    kept as long as the game); an app's game enters its app's list. Returns the answer's
    body; None if a game of that id exists."""
    write, body = _write(game_id, record, 1, 1, done, key, 201)
    created = store().create(game_id, record, ttl(record), write, int(time.time() * 1000))
    return body if created else None


def _write(game_id: str, record: GameRecord, version: int, first_seq: int, done: Change,
           key: str | None, status: int, was: str | None = None) -> tuple[Write, object]:
    """What storing `done` adds to `record` as `version`, its first event at `first_seq`
    (the game's status before it `was`; None: a create): the write, and the answer's body."""
    # the deadlines first: the answer's view shows them
    due = deadlines.restart(record, time.time(), done.state)
    body = done.answer(version, first_seq) if done.answer else None
    notice = records.notice(record)
    result = None if done.state is None else done.state.result
    stored_answer, keep_answers = None, 0
    if key is not None:
        stored_answer = (idempotency.field(key),
                         idempotency.seal(key, idempotency.fingerprint(), status, body))
        if version > 1:  # a create's answer is kept as long as its game
            keep_answers = idempotency.kept_answers(len(record.seats),
                                                    notice["status"] == "finished")
    return Write(done.events, notice,
                 deliveries(game_id, record, version, first_seq, done.events, notice, result,
                            _app_hooks(record)),
                 idempotency=stored_answer,
                 # a create's deal is not counted as a round's start (as it is when a join
                 # deals): its game keeps the seats' joins until a third round
                 keep_from=records.round_start(record, first_seq, done.events)
                 if version > 1 else 0,
                 move=done.move, keep_answers=keep_answers,
                 # a new game has no streams yet to tell
                 news=_news(record, first_seq, done) if version > 1 else None,
                 due=due, lists=_lists(record, was, done),
                 brief=None if record.app is None else listing.brief(record)), body


def _lists(record: GameRecord, was: str | None, done: Change) -> AppLists:
    """The lists of its app's games that an app's game enters and leaves with this write."""
    if record.app is None:
        return AppLists()
    if was is None:
        return AppLists(listing.lists_of(record))
    now = records.status_of(record)
    if now == was:
        return AppLists(done.lists)
    return AppLists((*done.lists, listing.status_index(now)), (listing.status_index(was),))


def _app_hooks(record: GameRecord) -> list[dict]:
    if record.app is None:
        return []
    return apps.registry().webhooks_of(record.app)


# Past this many seats, listing every seat's moves on every write would cost the write more
# than it spares the streams: they read what they need instead.
NEWS_SEATS = 8


def _news(record: GameRecord, first_seq: int, done: Change) -> dict | None:
    """What each viewer's stream sends for this write: the events as that viewer may see them
    and, for a seat, its legal moves after it. Published with the write's notice, it spares
    every open stream a read of the record and the events, a state load and a listing."""
    seats = len(record.seats)
    if seats > NEWS_SEATS:
        return None
    state = done.state if done.state is not None else records.load_state(record)
    return {"first": first_seq,
            "public": [project(e, None) for e in done.events],
            "seats": [{"events": [project(e, seat) for e in done.events],
                       "legal_moves": [] if state is None else state.legal_moves(seat)}
                      for seat in range(seats)]}


def replayed(key: str, stored: bytes):
    status, body = idempotency.replay(key, stored, idempotency.fingerprint())
    headers = {"Idempotent-Replayed": "true"}
    if "version" in body:
        headers["ETag"] = f'"{body["version"]}"'
    return json_response(body, status, headers)
