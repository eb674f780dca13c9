"""Leaving and taking over: the host hands an absent person's seat to a bot, the person takes it
back with their own token, the host cancels a game still waiting for players, and a game's
app gives a seat whose token is lost a new one. (A seat leaves for good with the move
`resign`: routes.py.)

A handover is a write through the same compare-and-set as a move, with an event:
`handed_to_bot` {seat, bot, budget_ms}, `taken_back` {seat}, `seat_token_replaced` {seat}.
While a bot plays a person's seat the person's moves are refused (`SEAT_PLAYED_BY_BOT`) until
they take it back; the seat keeps its name and token throughout.
"""

from flask import current_app
from flask.views import MethodView
from marshmallow import ValidationError

from engine.events import event

from .. import idempotency
from ..apps.caller import APP_KEY
from ..auth import require_seat
from ..game_record import GameRecord
from ..http import (
    IDEMPOTENCY_KEY,
    IDEMPOTENT_REPLAYED,
    SEAT_TOKEN,
    documented_problems,
    json_body,
    ref_doc,
)
from ..problems import Problem
from ..store import GameNotFound, VersionConflict
from . import blp, bots, records
from .access import Change, load, mutate, not_found, owned, require_host, settings, store
from .schemas import HandoverSchema

_ATTEMPTS = 20
_TAKEOVER = {"200": ref_doc("SeatChange", "Done: the game's new version and its bots.",
                            IDEMPOTENT_REPLAYED)}


def _person_seat(record: GameRecord, seat: int) -> None:
    if not 0 <= seat < len(record.seats):
        raise Problem(404, "NOT_FOUND", f"no seat {seat} in this game")
    if records.status_of(record) != "playing":
        raise Problem(409, "WRONG_PHASE", "seats change hands only while the game is played")


def _answer(game_id: str, record: GameRecord):
    return lambda version, _: {"game_id": game_id, "version": version,
                               "bots": records.bot_seats(record)}


@blp.route("/<string:game_id>/seats/<int:seat>/bot")
class SeatBot(MethodView):
    @blp.doc(operationId="handSeatToBot", summary="Hand a person's seat to a bot (the host)",
             security=[*SEAT_TOKEN, *APP_KEY], parameters=[IDEMPOTENCY_KEY],
             description="For a person who has gone: a bot plays the seat from now on, under "
                         "the seat's name, until the person takes it back with their token "
                         "(DELETE). Meanwhile the person's moves are refused with "
                         "SEAT_PLAYED_BY_BOT. Needs the host token, or on an app's game its "
                         "app's key (anyone else is told there is no such game).",
             requestBody={"required": True, "content": {"application/json": {
                 "schema": {"$ref": "#/components/schemas/BotSeatRequest"},
                 "example": {"bot": "greedy"}}}},
             responses=_TAKEOVER)
    @documented_problems(blp, 400, 401, 403, 404, 409, 413, 422, 503)
    def put(self, game_id, seat):
        try:
            body = HandoverSchema().load(json_body())
        except ValidationError as err:
            raise Problem.from_validation(err) from None

        def change(loaded):
            record = loaded.record
            _person_seat(record, seat)
            if str(seat) in record.bot_specs():
                raise Problem(409, "SEAT_PLAYED_BY_BOT", f"a bot plays seat {seat} already")
            bot = bots.bot_of(body)
            record.bots = {**record.bot_specs(),
                           str(seat): {"bot": bot.level, "budget_ms": bot.budget_ms}}
            return Change([event("handed_to_bot", {"seat": seat, "bot": bot.level,
                                                   "budget_ms": bot.budget_ms})],
                          None, _answer(game_id, record))

        return mutate(game_id, change, authorize=require_host)

    @blp.doc(operationId="takeSeatBack", summary="Take your seat back from a bot",
             security=SEAT_TOKEN, parameters=[IDEMPOTENCY_KEY],
             description="With the seat's own token: the bot the host put there stops, and "
                         "the seat's moves are the person's again.",
             responses=_TAKEOVER)
    @documented_problems(blp, 401, 403, 404, 409, 422, 503)
    def delete(self, game_id, seat):
        def authorize(record):
            if require_seat(record.grants) != seat:
                raise Problem(403, "FORBIDDEN", f"only seat {seat}'s own token takes it back")

        def change(loaded):
            record = loaded.record
            _person_seat(record, seat)
            if str(seat) not in record.bot_specs():
                raise Problem(409, "WRONG_PHASE", f"no bot plays seat {seat}")
            kept = {s: spec for s, spec in record.bots.items() if s != str(seat)}
            record.bots = kept or None
            return Change([event("taken_back", {"seat": seat})], None,
                          _answer(game_id, record))

        return mutate(game_id, change, authorize=authorize)


@blp.route("/<string:game_id>/seats/<int:seat>/token")
class SeatToken(MethodView):
    @blp.doc(operationId="replaceSeatToken", summary="Give a seat a new token (the game's app)",
             security=APP_KEY, parameters=[IDEMPOTENCY_KEY],
             description="For a player whose token is lost (a new phone, a cleared browser): "
                         "with the key of the app the game belongs to, the seat gets a new "
                         "token and the old one stops working at once. Requests with it get "
                         "401, its stream tickets too, and streams it opened end with a "
                         "`revoked` frame. Any other caller is told there is no such game.",
             responses={"200": ref_doc("NewSeatToken", "The seat's new token, shown once.",
                                       IDEMPOTENT_REPLAYED)})
    @documented_problems(blp, 404, 409, 503)
    def post(self, game_id, seat):
        def authorize(record):
            if not owned(record):
                raise not_found(game_id)

        def change(loaded):
            record = loaded.record
            if not 0 <= seat < len(record.seats) or seat not in record.grants.values():
                raise Problem(409, "SEAT_HAS_NO_TOKEN", f"seat {seat} holds no person's token")
            token = records.new_seat_token(record, seat)
            return Change([event("seat_token_replaced", {"seat": seat})], None,
                          lambda version, _: {"game_id": game_id, "version": version,
                                              "seat": seat, "token": token})

        return mutate(game_id, change, authorize=authorize)


def cancel(game_id: str):
    """The host cancels a game waiting for players: its keys go, in one step checked against
    the version read, and its streams are told (they end). With an Idempotency-Key, the
    answer outlives the game for as long as a finished game's would, so that a retry whose
    first attempt landed is answered 204 again, not 404."""
    key = idempotency.request_key()
    field = None if key is None else idempotency.field(key)
    kept = None
    if field is not None:
        stored = store().answer(game_id, field)
        if stored is not None:
            status, _ = idempotency.replay(key, stored, idempotency.fingerprint())
            return current_app.response_class(status=status,
                                              headers={"Idempotent-Replayed": "true"})
        kept = (field, idempotency.seal(key, idempotency.fingerprint(), 204, {}),
                settings().finished_ttl_seconds)
    for _ in range(_ATTEMPTS):
        loaded = load(game_id)
        require_host(loaded.record)
        if records.status_of(loaded.record) != "waiting":
            raise Problem(409, "WRONG_PHASE", "only a game waiting for players can be "
                                              "cancelled")
        try:
            store().delete(game_id, loaded.version, kept)
        except VersionConflict:
            continue  # someone joined meanwhile: look again
        except GameNotFound:
            break
        return current_app.response_class(status=204)
    raise not_found(game_id)
