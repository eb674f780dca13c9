"""The games resource: create, join, view, list legal moves, move, dry-run a move, read events.

Moves have one typed operation per kind (`/v1/games/{game_id}/{kind}/moves`, the body one of
that kind's moves) and one untyped operation for any kind (`/v1/games/{game_id}/moves`):
the same move bodies, checked by the same engine code.
"""

import re
import secrets

from flask import current_app, request
from flask.views import MethodView
from flask_smorest import Blueprint

import engine
from engine import IllegalMove

from ..auth import identify, require_seat
from ..http import (ETAG_HEADER, IF_MATCH, IF_NONE_MATCH, NOT_MODIFIED, OPTIONAL_TOKEN,
                    SEAT_TOKEN, documented_problems, etag, json_body, json_response, ref_doc,
                    versioned)
from ..problems import Problem
from ..spec import component_ref
from ..store import GameNotFound, VersionConflict
from . import records
from .schemas import CreateGameSchema, EventsQuerySchema, PlayerSchema

blp = Blueprint("games", __name__, url_prefix="/v1/games",
                description="Create, join, watch and play games.")

_GAME_ID = re.compile(r"^[0-9a-f]{20}$")
_WRITE_ATTEMPTS = 200

_LOCATION = {"Location": {"description": "The game's path.", "schema": {"type": "string"}}}
_MOVE_OPERATIONS = {
    kind: (f"post{g.schema_prefix}Move", f"validate{g.schema_prefix}Move")
    for kind, g in engine.GAMES.items()
}


def _links_from(source: str) -> dict:
    """OpenAPI links from a response carrying `game_id` to the operations on that game."""
    game_id = {"game_id": f"$response.body#/{source}"}
    ops = ["getGame", "joinGame", "listLegalMoves", "postMove", "validateMove", "listEvents",
           *(op for pair in _MOVE_OPERATIONS.values() for op in pair)]
    return {op[0].upper() + op[1:]: {"operationId": op, "parameters": game_id} for op in ops}


def _store():
    return current_app.extensions["cardtable"]["store"]


def _settings():
    return current_app.extensions["cardtable"]["settings"]


def _load(game_id: str) -> tuple[int, dict]:
    if _GAME_ID.match(game_id):
        try:
            return _store().load(game_id)
        except GameNotFound:
            pass
    raise Problem(404, "GAME_NOT_FOUND", f"no game {game_id!r} (it may have expired)")


def _ttl(record: dict) -> int:
    settings = _settings()
    finished = records.status_of(record) == "finished"
    return settings.finished_ttl_seconds if finished else settings.idle_ttl_seconds


def _mutate(game_id: str, change):
    """Apply `change(version, record)` and store it by compare-and-set, retrying on a race.

    `change` edits the record in place and returns (events, extra). On a lost race the record
    is read again and `change` re-validated against the state the write would land on.
    """
    for _ in range(_WRITE_ATTEMPTS):
        version, record = _load(game_id)
        events, extra = change(version, record)
        try:
            new_version, log_length = _store().write(game_id, version, record, events, _ttl(record))
        except VersionConflict:
            continue
        except GameNotFound:
            raise Problem(404, "GAME_NOT_FOUND", f"no game {game_id!r} (it expired)") from None
        return new_version, record, events, log_length - len(events) + 1, extra
    raise Problem(503, "BUSY", "the game is changing too fast; retry")


def _if_match() -> int | None | str:
    raw = request.headers.get("If-Match")
    if raw is None or raw.strip() == "*":
        return None
    tag = raw.strip().removeprefix("W/").strip('"')
    return int(tag) if tag.isdigit() else tag


def _check_kind(record: dict, kind: str | None) -> None:
    if kind is not None and record["kind"] != kind:
        actual = record["kind"]
        raise Problem(409, "KIND_MISMATCH", f"this is a {actual} game: post its moves to "
                                            f".../{actual}/moves")


def _playing_state(record: dict, version: int) -> engine.State:
    state = records.load_state(record)
    if state is None:
        raise Problem(409, "NOT_STARTED", "the game is waiting for players")
    if state.finished:
        raise Problem(409, "GAME_OVER", "the game is over")
    expected = _if_match()
    if expected is not None and expected != version:
        raise Problem(412, "STALE_STATE", f"the game is at version {version}; re-read and retry")
    return state


@blp.route("")
class Games(MethodView):
    @blp.arguments(CreateGameSchema, example={"kind": "vri_atter", "options": {},
                                              "players": [{"name": "Ann"}, {"name": "Bo"}]})
    @blp.doc(operationId="createGame", summary="Create a game", security=[],
             responses={"201": {**ref_doc("CreatedGame", "Created: keep the tokens, they are "
                                                         "shown once.", {**ETAG_HEADER, **_LOCATION}),
                                "links": _links_from("game_id")}})
    @documented_problems(blp, 400, 403, 413, 422, 503)
    def post(self, body):
        kind = body["kind"]
        if kind not in engine.GAMES:
            raise Problem(422, "UNKNOWN_KIND", f"no game kind {kind!r}", "kind")
        game = engine.GAMES[kind]
        players = [p["name"] for p in body["players"]]
        seats = body.get("seats", len(players))
        if seats < len(players):
            raise Problem(422, "BAD_PARAMETERS", "seats is fewer than the players named", "seats")
        deck, dealer = body.get("deck"), body.get("dealer")
        if (deck is not None or dealer is not None) and not _settings().allow_stacked_decks:
            raise Problem(403, "STACKED_DECKS_DISABLED",
                          "this service does not allow stacked decks or a chosen dealer")
        try:
            game.check_player_count(seats)
            options = engine.declarations.resolve_options(game.options, body["options"])
            if deck is not None or dealer is not None:
                game.new_state([""] * seats, options, seed="check", deck=deck, dealer=dealer)
        except IllegalMove as err:
            raise Problem.from_illegal(err) from None

        record = records.new_record(kind, options, seats, deck, dealer)
        host_token = records.add_host(record)
        events, tokens = [], []
        for seat, name in enumerate(players):
            token, joined = records.seat_player(record, seat, name)
            tokens.append({"seat": seat, "name": name, "token": token})
            events += joined
        game_id = secrets.token_hex(10)
        _store().create(game_id, record, events, _ttl(record))
        body = {"game_id": game_id, "kind": kind, "version": 1,
                "status": records.status_of(record), "host_token": host_token, "seats": tokens}
        return json_response(body, 201, {"Location": f"/v1/games/{game_id}", "ETag": etag(1)})


@blp.route("/<string:game_id>")
class Game(MethodView):
    @blp.doc(operationId="getGame", summary="Read the game as the caller may see it",
             description="With a seat's token: that seat's view. With the host token or no "
                         "token: the spectator view. The ETag is the game version.",
             security=OPTIONAL_TOKEN, parameters=[IF_NONE_MATCH],
             responses={"200": ref_doc("GameView", "The view.", ETAG_HEADER),
                        "304": NOT_MODIFIED})
    @documented_problems(blp, 401, 404, 503)
    def get(self, game_id):
        version, record = _load(game_id)
        viewer = identify(record["grants"])
        return versioned(records.view_for(game_id, version, record, viewer), version)


@blp.route("/<string:game_id>/players")
class Players(MethodView):
    @blp.arguments(PlayerSchema, example={"name": "Cy"})
    @blp.doc(operationId="joinGame", summary="Take the lowest open seat", security=[],
             responses={"201": {**ref_doc("Joined", "Seated: keep the token, it is shown once.",
                                          ETAG_HEADER),
                                "links": _links_from("game_id")}})
    @documented_problems(blp, 400, 404, 409, 413, 422, 503)
    def post(self, body, game_id):
        def change(version, record):
            open_seats = [i for i, n in enumerate(record["seats"]) if n is None]
            if not open_seats:
                raise Problem(409, "GAME_FULL", "every seat is taken")
            token, events = records.seat_player(record, open_seats[0], body["name"])
            return events, (open_seats[0], token)

        version, record, _, _, (seat, token) = _mutate(game_id, change)
        return json_response({"game_id": game_id, "version": version, "seat": seat,
                              "token": token, "status": records.status_of(record)},
                             201, {"ETag": etag(version)})


@blp.route("/<string:game_id>/legal-moves")
class LegalMoves(MethodView):
    @blp.doc(operationId="listLegalMoves", summary="List the caller's legal moves",
             security=SEAT_TOKEN, parameters=[IF_NONE_MATCH],
             description="Every entry is a body that the kind's move operation (and "
                         "POST .../moves) accepts as it is.",
             responses={"200": ref_doc("LegalMoves", "The moves.", ETAG_HEADER),
                        "304": NOT_MODIFIED})
    @documented_problems(blp, 401, 403, 404, 503)
    def get(self, game_id):
        version, record = _load(game_id)
        seat = require_seat(record["grants"])
        state = records.load_state(record)
        moves = [] if state is None else state.legal_moves(seat)
        return versioned({"game_id": game_id, "version": version, "kind": record["kind"],
                          "seat": seat, "moves": moves}, version)


def _move(game_id: str, kind: str | None):
    move = json_body()  # read by the engine, keeping the spec's order of checks

    def change(version, record):
        seat = require_seat(record["grants"])
        _check_kind(record, kind)
        state = _playing_state(record, version)
        try:
            events = state.apply(seat, move)
        except IllegalMove as err:
            raise Problem.from_illegal(err) from None
        record["state"] = state.to_dict()
        return events, seat

    version, record, events, first_seq, seat = _mutate(game_id, change)
    return json_response({
        "version": version,
        "kind": record["kind"],
        "events": records.events_for(record, events, first_seq, seat, live=True),
        "view": records.view_for(game_id, version, record, seat),
    }, headers={"ETag": etag(version)})


def _validate(game_id: str, kind: str | None):
    move = json_body()  # read by the engine, keeping the spec's order of checks
    version, record = _load(game_id)
    seat = require_seat(record["grants"])
    _check_kind(record, kind)
    try:
        state = _playing_state(record, version)
        state.check(seat, move)
    except IllegalMove as err:
        return json_response({"legal": False, "code": err.code, "detail": err.message,
                              **({"field": err.field} if err.field else {})})
    except Problem as problem:
        if problem.status not in (409, 412):
            raise
        return json_response({"legal": False, "code": problem.code, "detail": problem.detail})
    return json_response({"legal": True})


def _move_docs(operation: str, summary: str, body: str, answer: str, description: str):
    return blp.doc(
        operationId=operation, summary=summary, description=description,
        security=SEAT_TOKEN, parameters=[IF_MATCH],
        requestBody={"required": True, "content": {"application/json": {
            "schema": component_ref(body)}}},
        responses={"200": ref_doc(answer, "Accepted: the events it caused, as the mover may "
                                          "see them, and the new view.", ETAG_HEADER)})


def _check_docs(operation: str, summary: str, body: str):
    return blp.doc(
        operationId=operation, summary=summary, security=SEAT_TOKEN, parameters=[IF_MATCH],
        requestBody={"required": True, "content": {"application/json": {
            "schema": component_ref(body)}}},
        responses={"200": ref_doc("MoveCheck", "Whether the move would be accepted now, and "
                                               "if not, the code it would get.")})


@blp.route("/<string:game_id>/moves")
class Moves(MethodView):
    @_move_docs("postMove", "Make a move (any kind)", "AnyMove", "MoveResult",
                "The untyped form: any kind's move body, as legal-moves lists it. Typed "
                "clients use the operation of the game's kind.")
    @documented_problems(blp, 400, 401, 403, 404, 409, 412, 413, 422, 503)
    def post(self, game_id):
        return _move(game_id, None)


@blp.route("/<string:game_id>/moves/validate")
class ValidateMove(MethodView):
    @_check_docs("validateMove", "Check a move without making it (any kind)", "AnyMove")
    @documented_problems(blp, 400, 401, 403, 404, 409, 413, 503)
    def post(self, game_id):
        return _validate(game_id, None)


def _kind_routes(game: engine.Game) -> None:
    """The typed move operations of one kind."""
    kind, p = game.kind, game.schema_prefix
    post_op, validate_op = _MOVE_OPERATIONS[kind]

    class KindMoves(MethodView):
        @_move_docs(post_op, f"Make a {game.title} move", f"{p}Move", f"{p}MoveResult",
                    f"Only for {game.title} games (others answer 409 KIND_MISMATCH).")
        @documented_problems(blp, 400, 401, 403, 404, 409, 412, 413, 422, 503)
        def post(self, game_id):
            return _move(game_id, kind)

    class KindValidate(MethodView):
        @_check_docs(validate_op, f"Check a {game.title} move without making it", f"{p}Move")
        @documented_problems(blp, 400, 401, 403, 404, 409, 413, 503)
        def post(self, game_id):
            return _validate(game_id, kind)

    blp.route(f"/<string:game_id>/{kind}/moves", endpoint=f"{kind}_moves")(KindMoves)
    blp.route(f"/<string:game_id>/{kind}/moves/validate",
              endpoint=f"{kind}_validate")(KindValidate)


for _game in engine.GAMES.values():
    _kind_routes(_game)


@blp.route("/<string:game_id>/events")
class Events(MethodView):
    @blp.arguments(EventsQuerySchema, location="query", as_kwargs=True)
    @blp.doc(operationId="listEvents", summary="Read the event log as the caller may see it",
             security=OPTIONAL_TOKEN, parameters=[IF_NONE_MATCH],
             responses={"200": ref_doc("EventList", "Events after the given seq, oldest first.",
                                       ETAG_HEADER),
                        "304": NOT_MODIFIED})
    @documented_problems(blp, 401, 404, 422, 503)
    def get(self, game_id, after):
        version, record = _load(game_id)
        viewer = identify(record["grants"])
        stored = _store().events(game_id, after)
        return versioned({"version": version, "kind": record["kind"],
                          "events": records.events_for(record, stored, after + 1, viewer)},
                         version)
