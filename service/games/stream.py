"""GET /v1/games/{game_id}/stream: the caller's events, pushed as Server-Sent Events.

Each game event goes out as `id: <seq>`, `event: <type>`, `data: <the event as GET .../events
gives it to this caller>`, through the same per-viewer projection (never a live-only reveal).
After each batch an `event: status` without an id tells the version, status and seats to act,
so a front end needs no other read to know whose turn it is. A comment line every heartbeat
interval keeps proxies from closing an idle stream. The stream starts after `?after=N`, else
after the `Last-Event-ID` a reconnecting EventSource sends, so nothing is missed or repeated;
it ends once a finished game's last event is sent, or after `stream_max_seconds` (reconnect).
"""

import json
import logging
import time

import redis
from flask import current_app, request
from flask.views import MethodView

from engine.events import project

from .. import metrics
from ..auth import identify
from ..http import OPTIONAL_TOKEN, documented_problems
from ..live import Change
from ..problems import Problem
from ..spec import component_ref
from ..store import GameNotFound
from . import blp, records
from .access import load, notifier, settings, store
from .schemas import StreamQuerySchema

log = logging.getLogger("cardtable.streams")

LAST_EVENT_ID = {"in": "header", "name": "Last-Event-ID", "required": False,
                 "schema": {"type": "string", "pattern": "^[0-9]{1,10}$"},
                 "description": "The last seq received (sent by EventSource on reconnect)."}


def _cursor(after: int | None) -> int:
    if after is not None:
        return after
    raw = request.headers.get("Last-Event-ID", "").strip()
    if not raw:
        return 0
    if not raw.isdigit() or len(raw) > 10:
        raise Problem(422, "BAD_PARAMETERS", "Last-Event-ID must be an event seq",
                      "Last-Event-ID")
    return int(raw)


def _frame(event: str, data: dict, seq: int | None = None) -> str:
    head = f"id: {seq}\n" if seq is not None else ""
    return f"{head}event: {event}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"


@blp.route("/<string:game_id>/stream")
class Stream(MethodView):
    @blp.arguments(StreamQuerySchema(), location="query", as_kwargs=True)
    @blp.doc(operationId="streamEvents", summary="Follow the game as Server-Sent Events",
             description=__doc__.split("\n\n", 1)[1], security=OPTIONAL_TOKEN,
             parameters=[LAST_EVENT_ID],
             responses={"200": {"description": "A text/event-stream of the caller's events: "
                                               "each `data` is an event of the kind's Event "
                                               "schema; `status` frames are StreamStatus.",
                                "content": {"text/event-stream": {
                                    "schema": component_ref("ServerSentEvent"),
                                    # the JSON in each frame's data, by event
                                    "x-frame-data": {
                                        "status": component_ref("StreamStatus"),
                                        "*": component_ref("PublicEvent")}}}}})
    @documented_problems(blp, 401, 404, 422, 503)
    def get(self, game_id, after=None):
        loaded = load(game_id)
        viewer = identify(loaded.record["grants"])
        seat = viewer if isinstance(viewer, int) else None
        frames = _frames(game_id, seat, _cursor(after), loaded, store(), notifier(),
                         settings())
        response = current_app.response_class(frames, mimetype="text/event-stream")
        response.headers["Cache-Control"] = "no-store"
        response.headers["X-Accel-Buffering"] = "no"  # proxies must not hold events back
        return response


def _frames(game_id, seat, cursor, loaded, store, notifier, settings):
    metrics.OPEN_STREAMS.inc()
    try:
        yield from _follow(game_id, seat, cursor, loaded, store, notifier, settings)
    except redis.RedisError as exc:
        # the answer's head is sent, so no 503: the stream ends and the client reconnects,
        # resuming after the last id it received
        log.warning("stream of game %s ended early: %s", game_id, exc)
    finally:
        metrics.OPEN_STREAMS.dec()


def _follow(game_id, seat, cursor, loaded, store, notifier, settings):
    deadline = time.monotonic() + settings.stream_max_seconds
    version, length, notice = loaded.version, loaded.last_seq, records.notice(loaded.record)
    yield "retry: 2000\n\n"
    while True:
        if length > cursor:
            first, events = store.events(game_id, cursor)
            cursor = first - 1  # past events of rounds no longer kept
            for stored in events:
                cursor += 1
                yield _frame(stored["type"], {"seq": cursor, **project(stored, seat)}, cursor)
        yield _frame("status", {"version": version, **notice})
        if notice["status"] == "finished" and cursor >= length:
            return
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return

            def missed():
                return Change(0, 0, {}) if store.version(game_id) != version else None

            change = notifier.wait(game_id, missed,
                                   min(settings.stream_heartbeat_seconds, remaining))
            if change is not None:
                break
            yield ": heartbeat\n\n"
        if change.version > version:
            version, length = change.version, change.last_seq
            notice = {k: change.notice[k] for k in ("status", "to_act")}
        else:  # woken without the news (missed, or the subscription dropped): read it
            try:
                fresh = store.load(game_id)
            except GameNotFound:  # the game expired
                return
            version, length, notice = fresh.version, fresh.last_seq, records.notice(fresh.record)
