"""GET /v1/games/{game_id}/stream: the caller's events, pushed as Server-Sent Events.

Each game event goes out as `id: <seq>`, `event: <type>`, `data: <the event as GET .../events
gives it to this caller>`, through the same per-viewer projection (never a live-only reveal).
After each batch an `event: status` without an id tells the version, status and seats to act,
and on a seat's stream that seat's legal moves, each postable as it is: a front end plays with
this stream and one POST per move, and needs no other read. A comment line every heartbeat
interval keeps proxies from closing an idle stream. The stream starts after the larger of
`?after=N` and the `Last-Event-ID` a reconnecting EventSource sends, so nothing is missed or
repeated; it ends once a finished game's last event is sent (a reconnect after that is answered
204 No Content, which tells EventSource to stop), or after `stream_max_seconds` (reconnect).
A seat's stream takes the seat's token, or `?ticket=` from POST .../stream-ticket where the
client cannot send Authorization (a browser's EventSource). A seat's stream whose seat is given
a new token (POST .../seats/{seat}/token) ends with an `event: revoked` frame.
"""

import logging
import time

from flask import current_app
from flask.views import MethodView

from engine.events import project

from .. import metrics
from ..apps import streams
from ..apps.caller import registry
from ..auth import bearer, identify, require_seat
from ..compact_json import dumps
from ..game_record import GameRecord
from ..http import (
    OPTIONAL_TOKEN,
    SEAT_TOKEN,
    documented_problems,
    header_seq,
    json_response,
    ref_doc,
)
from ..live import Change
from ..problems import Problem
from ..redis_pools import STORE_ERRORS
from ..spec import component_ref
from ..store import GameNotFound
from . import blp, records, tickets
from .access import load, notifier, settings, store
from .schemas import StreamQuerySchema

log = logging.getLogger("cardtable.streams")

LAST_EVENT_ID = {"in": "header", "name": "Last-Event-ID", "required": False,
                 "schema": {"type": "string", "pattern": "^[0-9]{0,10}$"},
                 "description": "The last seq received (sent by EventSource on reconnect); "
                                "empty: none."}


def _cursor(after: int | None) -> int:
    return max(after or 0, header_seq("Last-Event-ID") or 0)


def _stream_seat(game_id: str, grants: dict, ticket: str | None) -> int | None:
    """The seat whose stream this is (None: a spectator's), from the token or the ticket."""
    if ticket is None:
        viewer = identify(grants)
        return viewer if isinstance(viewer, int) else None
    if bearer() is not None:
        raise Problem(422, "BAD_PARAMETERS", "send a token or a ticket, not both", "ticket")
    return tickets.redeem(ticket, game_id, grants, time.time())


def _status(record: GameRecord, seat: int | None) -> dict:
    """A status frame's news after a write: public, plus the seat's own legal moves."""
    notice = records.notice(record)
    return notice if seat is None else {**notice,
                                        "legal_moves": records.legal_moves(record, seat)}


def _timed(status: dict) -> dict:
    """A status frame with each running deadline's seconds left, as of its sending."""
    if "deadlines" in status:
        status["deadlines"] = records.with_time_left(status["deadlines"], time.time())
    return status


def _frame(event: str, data: dict, seq: int | None = None) -> bytes:
    head = f"id: {seq}\nevent: {event}\ndata: " if seq is not None else f"event: {event}\ndata: "
    return head.encode() + dumps(data) + b"\n\n"


@blp.route("/<string:game_id>/stream")
class Stream(MethodView):
    @blp.arguments(StreamQuerySchema(), location="query", as_kwargs=True)
    @blp.doc(operationId="streamEvents", summary="Follow the game as Server-Sent Events",
             description=__doc__.split("\n\n", 1)[1], security=OPTIONAL_TOKEN,
             parameters=[LAST_EVENT_ID],
             responses={"204": {"description": "The game is over and the caller has every "
                                               "event: nothing more will come (EventSource "
                                               "stops reconnecting)."},
                        "200": {"description": "A text/event-stream of the caller's events: "
                                               "each `data` is an event of the kind's Event "
                                               "schema; `status` frames are StreamStatus.",
                                "content": {"text/event-stream": {
                                    "schema": component_ref("ServerSentEvent"),
                                    # the JSON in each frame's data, by event
                                    "x-frame-data": {
                                        "status": component_ref("StreamStatus"),
                                        "revoked": component_ref("StreamRevoked"),
                                        "*": component_ref("PublicEvent")}}}}})
    @documented_problems(blp, 401, 404, 422, 503)
    def get(self, game_id, after=None, ticket=None):
        mark = notifier().mark()  # before the read: a write after it is a message after it
        loaded = load(game_id)
        seat = _stream_seat(game_id, loaded.record.grants, ticket)
        cursor = _cursor(after)
        if records.status_of(loaded.record) == "finished" and cursor >= loaded.last_seq:
            return current_app.response_class(status=204)
        lease = _app_lease(loaded.record)
        frames = _frames(game_id, seat, cursor, loaded, mark, store(), notifier(), settings(),
                         lease)
        response = current_app.response_class(frames, mimetype="text/event-stream")
        if lease is not None:  # however the stream ends, before it starts too
            response.call_on_close(lease.close)
        response.headers["Cache-Control"] = "no-store"
        response.headers["X-Accel-Buffering"] = "no"  # proxies must not hold events back
        return response


def _app_lease(record: GameRecord):
    """On an app's game, the stream's place among the app's open streams (429 past its
    quota); None on others."""
    app = None if record.app is None else registry().of(record.app)
    if app is None:
        return None
    return streams.lease(store().read_together, settings().key_prefix, app,
                         settings().app_stream_limit, settings().stream_heartbeat_seconds)


def _frames(game_id, seat, cursor, loaded, mark, store, notifier, settings, lease):
    metrics.OPEN_STREAMS.inc()
    try:
        yield from _follow(game_id, seat, cursor, loaded, mark, store, notifier, settings,
                           lease)
    except STORE_ERRORS as exc:
        # the answer's head is sent, so no 503: the stream ends and the client reconnects,
        # resuming after the last id it received
        log.warning("stream of game %s ended early: %s", game_id, exc)
    finally:
        metrics.OPEN_STREAMS.dec()


_REVOKED = _frame("revoked", {"code": "TOKEN_REVOKED",
                              "detail": "this seat has a new token: the one that opened this "
                                        "stream no longer works"})


def _follow(game_id, seat, cursor, loaded, mark, store, notifier, settings, lease):
    deadline = time.monotonic() + settings.stream_max_seconds
    version, length, status = loaded.version, loaded.last_seq, _status(loaded.record, seat)
    opened = loaded.last_seq  # a new token for the seat after this ends the stream
    brought = None  # the next events as this viewer sees them, when the write published them
    batch = [b"retry: 2000\n\n"]
    while True:
        if lease is not None:
            lease.renew()
        # a write's frames go out together: one chunk, one send
        if brought is not None:
            events = brought
        elif length > cursor:
            # up to the version the status frame tells of, so its legal moves match
            first, stored = store.events(game_id, cursor, length - cursor)
            cursor = first - 1  # past events of rounds no longer kept
            events = [project(e, seat) for e in stored]
        else:
            events = []
        for event in events:
            cursor += 1
            batch.append(_frame(event["type"], {"seq": cursor, **event}, cursor))
            if seat is not None and cursor > opened and event["type"] == "seat_token_replaced" \
                    and event["seat"] == seat:
                yield b"".join(batch) + _REVOKED
                return
        batch.append(_frame("status", _timed({"version": version, **status})))
        yield b"".join(batch)
        batch = []
        if status["status"] == "finished" and cursor >= length:
            return
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return

            def missed(held=version):
                return Change(0, 0, {}) if store.version(game_id) != held else None

            change = notifier.wait(game_id, missed,
                                   min(settings.stream_heartbeat_seconds, remaining), mark)
            if change is not None and not 0 < change.version <= version:
                break  # news (a notice of a version already sent is not)
            yield ": heartbeat\n\n"
            if lease is not None:
                lease.renew()
            mark = None  # a quiet heartbeat's wait reads the version: a safety net
        brought = _brought(change, seat, version, cursor, length)
        if brought is not None or (seat is None and change.version > version):
            # the notice says all a spectator's status frame tells; a seat's moves come
            # with the write's news
            version, length, mark = change.version, change.last_seq, change.mark
            status = {k: change.notice[k] for k in ("status", "to_act", "deadlines")
                      if k in change.notice}
            if seat is not None:
                status["legal_moves"] = change.notice["news"]["seats"][seat]["legal_moves"]
        else:  # a seat's legal moves, or news missed (the subscription dropped): read them
            mark = notifier.mark()
            try:
                fresh = store.load(game_id)
            except GameNotFound:  # the game expired
                return
            version, length, status = fresh.version, fresh.last_seq, _status(fresh.record, seat)


def _brought(change: Change, seat: int | None, version: int, cursor: int,
             length: int) -> list[dict] | None:
    """The events the write after `version` published for this viewer, if they follow on
    from what the stream has sent; else None (a write missed, or one without news)."""
    news = change.notice.get("news")
    if news is None or change.version != version + 1 or cursor != length \
            or news["first"] != length + 1:
        return None
    if seat is None:
        return news["public"]
    return news["seats"][seat]["events"] if seat < len(news["seats"]) else None


@blp.route("/<string:game_id>/stream-ticket")
class StreamTicket(MethodView):
    @blp.doc(operationId="createStreamTicket", summary="Get a ticket to a seat's stream",
             description="For clients that cannot send Authorization on a stream (a "
                         "browser's EventSource): the ticket opens this seat's stream of this "
                         "game as `GET .../stream?ticket=...` until it expires, and nothing "
                         "else. A stream that ends after that (a dropped connection, the "
                         "stream's time limit) is reopened with a new ticket and `after` set "
                         "to the last seq received.",
             security=SEAT_TOKEN,
             responses={"201": ref_doc("StreamTicket", "The ticket.")})
    @documented_problems(blp, 401, 403, 404, 503)
    def post(self, game_id):
        loaded = load(game_id)
        grants = loaded.record.grants
        seat = require_seat(grants)
        lifetime = settings().stream_ticket_seconds
        expires = int(time.time()) + lifetime
        return json_response({"game_id": game_id, "seat": seat,
                              "ticket": tickets.issue(game_id, grants, seat, expires),
                              "expires_at": expires, "expires_in": lifetime}, 201)
