"""The games resource: create, join (people and bots), view, list legal moves, move, dry-run a
move, ask a bot for a hint, read events and the record.

Moves have one typed operation per kind (`/v1/games/{game_id}/{kind}/moves`, the body one of
that kind's moves) and one untyped operation for any kind (`/v1/games/{game_id}/moves`):
the same move bodies, checked by the same engine code.
"""

import hashlib
import secrets
import time

from flask import current_app
from flask.views import MethodView
from marshmallow import ValidationError

import engine
from engine import IllegalMove

from .. import idempotency, metrics, quotas
from ..apps import caller as apps
from ..apps.caller import APP_KEY, APP_KEY_HEADER
from ..auth import identify, require_seat
from ..game_record import GameRecord
from ..http import (
    ETAG_HEADER,
    IDEMPOTENCY_KEY,
    IDEMPOTENT_REPLAYED,
    IF_MATCH,
    IF_NONE_MATCH,
    NOT_MODIFIED,
    OPTIONAL_TOKEN,
    SEAT_TOKEN,
    documented_problems,
    etag,
    header_version,
    holds,
    json_body,
    json_response,
    ref_doc,
    versioned,
)
from ..problems import Problem
from ..spec import component_ref
from ..webhooks import read_config
from . import access, blp, bots, listing, records, seats
from .access import (
    Change,
    load,
    mutate,
    notifier,
    react,
    replayed,
    settings,
    store,
)
from .schemas import (
    CreateGameSchema,
    EventsQuerySchema,
    GameListQuerySchema,
    HintQuerySchema,
    WaitQuerySchema,
    load_seat,
)

_LOCATION = {"Location": {"description": "The game's path.", "schema": {"type": "string"}}}
_MOVE_OPERATIONS = {
    kind: (f"post{g.schema_prefix}Move", f"validate{g.schema_prefix}Move")
    for kind, g in engine.GAMES.items()
}
_WRITTEN = {**ETAG_HEADER, **IDEMPOTENT_REPLAYED}


def _links_from(source: str) -> dict:
    """OpenAPI links from a response carrying `game_id` to the operations on that game."""
    game_id = {"game_id": f"$response.body#/{source}"}
    ops = ["getGame", "joinGame", "listLegalMoves", "postMove", "validateMove", "listEvents",
           *(op for pair in _MOVE_OPERATIONS.values() for op in pair)]
    return {op[0].upper() + op[1:]: {"operationId": op, "parameters": game_id} for op in ops}


def _check_kind(record: GameRecord, kind: str | None) -> None:
    if kind is not None and record.kind != kind:
        actual = record.kind
        raise Problem(409, "KIND_MISMATCH", f"this is a {actual} game: post its moves to "
                                            f".../{actual}/moves")


def _dealt_state(record: GameRecord) -> engine.State:
    """The state of a game in play (409 while it waits for players or once it is over)."""
    state = records.load_state(record)
    if state is None:
        raise Problem(409, "NOT_STARTED", "the game is waiting for players")
    if state.finished:
        raise Problem(409, "GAME_OVER", "the game is over")
    return state


def _playing_state(record: GameRecord, version: int) -> engine.State:
    state = _dealt_state(record)
    expected = header_version("If-Match")
    if expected is not None and expected != version:
        raise Problem(412, "STALE_STATE", f"the game is at version {version}; re-read and retry")
    return state


def _game_id_for(key: str | None) -> str:
    """A new game's id: random, or fixed by the Idempotency-Key and the client (its app, or
    its address) so that a retried create finds the game its first attempt made. The client
    keeps a key to its sender: the same key from elsewhere makes a game of its own instead of
    replaying the first caller's answer (its tokens)."""
    if key is None:
        return secrets.token_hex(10)
    scoped = f"{quotas.client()}\0{key}".encode()
    return hashlib.sha256(b"cardtable game:" + scoped).hexdigest()[:20]


@blp.route("")
class Games(MethodView):
    @blp.arguments(CreateGameSchema, example={"kind": "vri_atter", "options": {},
                                              "players": [{"name": "Ann"}, {"name": "Bo"}]})
    @blp.doc(operationId="createGame", summary="Create a game", security=[{}, *APP_KEY],
             description="With an app's key, the game is the app's: it is in the app's list "
                         "of games, its players may carry the app's `player_id`s, and the "
                         "key can do on it what the host token does. Without one (only where "
                         "the service allows anonymous games), the game is nobody's.",
             parameters=[IDEMPOTENCY_KEY],
             responses={"201": {**ref_doc("CreatedGame", "Created: keep the tokens, they are "
                                                         "shown once.",
                                          {**_WRITTEN, **_LOCATION}),
                                "links": _links_from("game_id")}})
    @documented_problems(blp, 400, 401, 403, 413, 422, 503)
    def post(self, body):
        app = apps.current()
        if app is None and not settings().anonymous:
            raise Problem(401, "APP_KEY_REQUIRED", f"this service creates games for apps only: "
                                                   f"send the app's key as {APP_KEY_HEADER}")
        key = idempotency.request_key()
        game_id = _game_id_for(key)
        if key is not None and (stored := store().answer(game_id, idempotency.field(key))):
            return replayed(key, stored)
        current_app.extensions["cardtable"]["store_gauge"].check()
        kind = body["kind"]
        if kind not in engine.GAMES:
            raise Problem(422, "UNKNOWN_KIND", f"no game kind {kind!r}", "kind")
        game = engine.GAMES[kind]
        players = body["players"]
        if app is None and any("player_id" in p for p in players):
            raise Problem(422, "BAD_PARAMETERS", "a player_id is an app's: send the app's key",
                          "players")
        seats = body.get("seats", len(players))
        if seats < len(players):
            raise Problem(422, "BAD_PARAMETERS", "seats is fewer than the players named", "seats")
        deck, dealer, seed = body.get("deck"), body.get("dealer"), body.get("seed")
        decks = body.get("decks")
        if decks is not None:
            if deck is not None:
                raise Problem(422, "BAD_PARAMETERS", "give deck or decks, not both", "decks")
            deck, decks = decks[0], decks[1:]
        if any(x is not None for x in (deck, dealer, seed, decks)) \
                and not settings().allow_stacked_decks:
            raise Problem(403, "STACKED_DECKS_DISABLED", "this service does not allow "
                                                         "stacked decks, a seed or a chosen dealer")
        hooks = read_config(body.get("webhooks"), settings().webhooks_allow_private)
        try:
            game.check_player_count(seats)
            options = engine.declarations.resolve_options(game.options, body["options"])
            game.check_setup(seats, options)
            if deck is not None or dealer is not None or decks:
                game.new_state([""] * seats, options, seed="check", deck=deck, dealer=dealer,
                               later_decks=decks)
        except IllegalMove as err:
            raise Problem.from_illegal(err) from None

        record = records.new_record(kind, options, seats, deck, dealer, hooks, seed, decks)
        if "clock" in body:
            record.clock = dict(body["clock"])
        # whose bots' thinking this game's is counted with (a hash: no address is kept)
        record.creator = hashlib.sha256(quotas.client().encode()).hexdigest()[:16]
        record.app = None if app is None else app.id
        host_token = records.add_host(record)
        events, tokens, state = [], [], None
        for seat, player in enumerate(players):
            if "bot" in player:
                _, joined, state = bots.seat_bot(record, seat, player)
            else:
                token, joined, state = records.seat_player(record, seat, player["name"],
                                                           player.get("player_id"))
                tokens.append({"seat": seat, "name": player["name"], "token": token,
                               **_player_id(player)})
            events += joined
        bots.check_table_of(record)
        answer = {"game_id": game_id, "kind": kind, "version": 1,
                  "status": records.status_of(record), "host_token": host_token, "seats": tokens,
                  "bots": records.bot_seats(record)}
        if hooks:
            answer["webhook_secret"] = record.webhook_secret
        if app is not None:
            answer["app_id"] = app.id
        if access.create(game_id, record, Change(events, state, lambda *_: answer), key) is None:
            stored = key and store().answer(game_id, idempotency.field(key))
            if stored:  # a concurrent retry of this request created it first
                return replayed(key, stored)
            raise Problem(503, "BUSY", "could not create the game; retry")
        metrics.GAMES_CREATED.labels(kind).inc()
        if app is not None:
            metrics.APP_GAMES_CREATED.inc()
        react(game_id, record)
        return json_response(answer, 201, {"Location": f"/v1/games/{game_id}", "ETag": etag(1)})


    @blp.arguments(GameListQuerySchema(), location="query", as_kwargs=True)
    @blp.doc(operationId="listGames", summary="List the app's games, newest first",
             description="With an app's key: the games it created that Redis still holds. A "
                         "page holds up to `limit` games (fewer when few match the filters); "
                         "`next_cursor` fetches the next, with the same filters (null: the "
                         "last page). Games created meanwhile come before the first page, so "
                         "paging never repeats or skips one.",
             security=APP_KEY, responses={"200": ref_doc("GameList", "A page of games.")})
    @documented_problems(blp, 400, 401, 422, 503)
    def get(self, limit, cursor=None, **filters):
        app = apps.current()
        if app is None:
            raise Problem(401, "APP_KEY_REQUIRED", f"send the app's key as {APP_KEY_HEADER}")
        return json_response(listing.page(store(), app.id, filters, limit, cursor))


def _player_id(player: dict) -> dict:
    return {"player_id": player["player_id"]} if "player_id" in player else {}


def _long_poll(game_id: str, loaded, wait: int):
    """The game, after waiting up to `wait` s for a version newer than the one the caller holds
    (If-None-Match); at once when the caller holds none, or an older one."""
    if not (wait and holds(loaded.version)):
        return loaded
    held, deadline = loaded.version, time.monotonic() + wait

    def moved():
        return store().version(game_id) != held or None

    while (remaining := deadline - time.monotonic()) > 0:
        if notifier().wait(game_id, moved, remaining) is not None:
            loaded = load(game_id)  # woken: by a write, or to re-read after a reconnection
            if loaded.version != held:
                break
    return loaded


_WAIT_DOC = ("With If-None-Match naming the current version, `wait=S` holds the answer until "
             "the game moves on (then 200) or S seconds pass (then 304).")


@blp.route("/<string:game_id>")
class Game(MethodView):
    @blp.arguments(WaitQuerySchema(), location="query", as_kwargs=True)
    @blp.doc(operationId="getGame", summary="Read the game as the caller may see it",
             description="With a seat's token: that seat's view. With the host token or no "
                         "token: the spectator view. The ETag is the game version. " + _WAIT_DOC,
             security=OPTIONAL_TOKEN, parameters=[IF_NONE_MATCH],
             responses={"200": ref_doc("GameView", "The view.", ETAG_HEADER),
                        "304": NOT_MODIFIED})
    @documented_problems(blp, 401, 404, 422, 503)
    def get(self, game_id, wait):
        loaded = load(game_id)
        viewer = identify(loaded.record.grants)  # a bad token is refused before waiting
        loaded = _long_poll(game_id, loaded, wait)
        return versioned(records.view_for(game_id, loaded.version, loaded.record, viewer),
                         loaded.version)

    @blp.doc(operationId="cancelGame", summary="Cancel a game still waiting for players "
                                               "(the host)",
             security=[*SEAT_TOKEN, *APP_KEY], parameters=[IDEMPOTENCY_KEY],
             description="Only before the deal, with the host token (or on an app's game its "
                         "app's key; anyone else is told there is no such game): the game is "
                         "gone (reads "
                         "answer 404 GAME_NOT_FOUND from then on) and its streams end. A "
                         "retry with the same Idempotency-Key is answered 204 again.",
             responses={"204": {"description": "Cancelled.", "headers": IDEMPOTENT_REPLAYED}})
    @documented_problems(blp, 401, 403, 404, 409, 422, 503)
    def delete(self, game_id):
        return seats.cancel(game_id)


@blp.route("/<string:game_id>/players")
class Players(MethodView):
    @blp.doc(operationId="joinGame", summary="Take the lowest open seat, for a person or a bot",
             security=[], parameters=[IDEMPOTENCY_KEY],
             requestBody={"required": True, "content": {"application/json": {
                 "schema": component_ref("NewSeat"), "example": {"name": "Cy"}}}},
             responses={"201": {**ref_doc("JoinedSeat", "Seated: a person's token is shown "
                                                        "once.", _WRITTEN),
                                "links": _links_from("game_id")}})
    @documented_problems(blp, 400, 404, 409, 413, 422, 503)
    def post(self, game_id):
        try:
            body = load_seat(json_body())
        except ValidationError as err:
            raise Problem.from_validation(err) from None

        def authorize(record):
            if "player_id" in body and not access.owned(record):
                if record.app is not None:
                    raise access.not_found(game_id)
                raise Problem(422, "BAD_PARAMETERS", "a player_id is for an app's own games",
                              "player_id")

        def change(loaded):
            open_seats = [i for i, n in enumerate(loaded.record.seats) if n is None]
            if not open_seats:
                raise Problem(409, "GAME_FULL", "every seat is taken")
            seat = open_seats[0]
            if "bot" in body:
                name, events, state = bots.seat_bot(loaded.record, seat, body)
                bots.check_table_of(loaded.record)
                bot = loaded.record.bots[str(seat)]
                return Change(events, state, lambda version, _: {
                    "game_id": game_id, "version": version, "seat": seat, "name": name, **bot,
                    "status": records.status_of(loaded.record)})
            token, events, state = records.seat_player(loaded.record, seat, body["name"],
                                                       body.get("player_id"))
            return Change(events, state, lambda version, _: {
                "game_id": game_id, "version": version, "seat": seat, "token": token,
                "status": records.status_of(loaded.record), **_player_id(body)},
                lists=(listing.player_index(body["player_id"]),) if "player_id" in body else ())

        return mutate(game_id, change, status=201, authorize=authorize)


@blp.route("/<string:game_id>/legal-moves")
class LegalMoves(MethodView):
    @blp.arguments(WaitQuerySchema(), location="query", as_kwargs=True)
    @blp.doc(operationId="listLegalMoves", summary="List the caller's legal moves",
             security=SEAT_TOKEN, parameters=[IF_NONE_MATCH],
             description="Every entry is a body that the kind's move operation (and "
                         "POST .../moves) accepts as it is. " + _WAIT_DOC,
             responses={"200": ref_doc("LegalMoves", "The moves.", ETAG_HEADER),
                        "304": NOT_MODIFIED})
    @documented_problems(blp, 401, 403, 404, 422, 503)
    def get(self, game_id, wait):
        loaded = load(game_id)
        seat = require_seat(loaded.record.grants)  # a bad token is refused before waiting
        loaded = _long_poll(game_id, loaded, wait)
        return versioned({"game_id": game_id, "version": loaded.version,
                          "kind": loaded.record.kind, "seat": seat,
                          "moves": records.legal_moves(loaded.record, seat)}, loaded.version)


def _move(game_id: str, kind: str | None):
    move = json_body()  # read by the engine, keeping the spec's order of checks

    def change(loaded):
        record = loaded.record
        seat = require_seat(record.grants)
        _check_kind(record, kind)
        state = _playing_state(record, loaded.version)
        if str(seat) in record.bot_specs():
            raise Problem(409, "SEAT_PLAYED_BY_BOT", "a bot plays your seat: take it back "
                                                     f"first (DELETE .../seats/{seat}/bot)")
        try:
            events = state.apply(seat, move)
        except IllegalMove as err:
            raise Problem.from_illegal(err) from None
        records.set_state(record, state)
        return Change(events, state, lambda version, first_seq: {
            "version": version, "kind": record.kind,
            "events": records.events_for(record, events, first_seq, seat, live=True),
            "view": records.view_for(game_id, version, record, seat, state),
            "legal_moves": state.legal_moves(seat)},
            move={"seat": seat, "move": move})

    return mutate(game_id, change, authorize=lambda record: require_seat(record.grants))


def _validate(game_id: str, kind: str | None):
    move = json_body()  # read by the engine, keeping the spec's order of checks
    loaded = load(game_id)
    seat = require_seat(loaded.record.grants)
    _check_kind(loaded.record, kind)
    try:
        state = _playing_state(loaded.record, loaded.version)
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
        security=SEAT_TOKEN, parameters=[IF_MATCH, IDEMPOTENCY_KEY],
        requestBody={"required": True, "content": {"application/json": {
            "schema": component_ref(body)}}},
        responses={"200": ref_doc(answer, "Accepted: the events it caused, as the mover may "
                                          "see them, and the new view.", _WRITTEN)})


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
    @blp.arguments(EventsQuerySchema(), location="query", as_kwargs=True)
    @blp.doc(operationId="listEvents", summary="Read the event log as the caller may see it",
             description="A page of up to `limit` events after `after`; `next_after` is the "
                         "`after` of the next page, or null on the last one. A match keeps the "
                         "events of its current and previous round: `oldest_seq` is the first "
                         "event still kept (earlier rounds are summarized in the view).",
             security=OPTIONAL_TOKEN, parameters=[IF_NONE_MATCH],
             responses={"200": ref_doc("EventList", "Events after the given seq, oldest first.",
                                       ETAG_HEADER),
                        "304": NOT_MODIFIED})
    @documented_problems(blp, 401, 404, 422, 503)
    def get(self, game_id, after, limit):
        loaded = load(game_id)
        viewer = identify(loaded.record.grants)
        first, stored = store().events(game_id, after, limit, loaded.base)
        last = first + len(stored) - 1
        return versioned({"version": loaded.version, "kind": loaded.record.kind,
                          "oldest_seq": loaded.base + 1,
                          "next_after": last if last < loaded.last_seq else None,
                          "events": records.events_for(loaded.record, stored, first, viewer)},
                         loaded.version)


@blp.route("/<string:game_id>/hint")
class Hint(MethodView):
    @blp.arguments(HintQuerySchema(), location="query", as_kwargs=True)
    @blp.doc(operationId="getHint", summary="Ask a bot what the caller's seat should do now",
             description="The bot decides from the caller's own view, as it would in that "
                         "seat: the move is one of the caller's legal moves, postable as it "
                         "is (null: out of turn, the bot would do nothing now). Nothing is "
                         "changed.",
             security=SEAT_TOKEN, responses={"200": ref_doc("Hint", "The bot's advice.")})
    @documented_problems(blp, 401, 403, 404, 409, 422, 503)
    def get(self, game_id, bot, budget_ms):
        adviser = bots.bot_of({"bot": bot, "budget_ms": budget_ms})
        quotas.spend_search(adviser.search_ms)
        loaded = load(game_id)
        seat = require_seat(loaded.record.grants)
        state = _dealt_state(loaded.record)
        advice = bots.hint(state, seat, adviser,
                           f"{loaded.record.seed}:hint:{loaded.version}:{seat}")
        if advice is None:
            raise Problem(409, "NOT_YOUR_TURN", "this seat has no move to make now")
        return json_response({"game_id": game_id, "version": loaded.version, "seat": seat,
                              "bot": bot, "budget_ms": budget_ms, "move": advice.move,
                              "value": advice.value})


@blp.route("/<string:game_id>/record")
class Record(MethodView):
    @blp.doc(operationId="getGameRecord", summary="The whole record of a finished game",
             description="Kind, options, seats, every deal (dealer, deck order, salt and "
                         "commitment), the seed, every move and the result: all public once "
                         "the game is over. POST /v1/referee/verify checks one.",
             security=[], responses={"200": ref_doc("GameRecord", "The record.")})
    @documented_problems(blp, 404, 409, 503)
    def get(self, game_id):
        loaded = load(game_id)
        if records.status_of(loaded.record) != "finished":
            raise Problem(409, "NOT_FINISHED", "a game's record is given once it is over")
        state = records.load_state(loaded.record)
        return json_response(records.game_record(loaded.record, state,
                                                 store().moves(game_id)))
