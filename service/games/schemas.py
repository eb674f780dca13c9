"""Request schemas of the games resource (the others are JSON Schemas in service/spec.py)."""

import unicodedata

import marshmallow as ma
from marshmallow import validate

import engine
from engine.bots import DEFAULT_BUDGET_MS, LEVELS, MAX_BUDGET_MS, MIN_BUDGET_MS
from engine.rng import MAX_SEED_LENGTH

from ..fields import WholeNumber
from ..webhooks import EVENT_TYPES
from .deadlines import DEFAULT_BOT, ON_TIMEOUT

_KINDS = list(engine.GAMES)


class WebhookSchema(ma.Schema):
    url = ma.fields.String(required=True, metadata={
        "description": "An http(s) URL with a public address."})
    events = ma.fields.List(ma.fields.String(validate=validate.OneOf(EVENT_TYPES)),
                            metadata={"description": "What to send (default: all): move, "
                                                     "turn (with the seats to act), finished."})


# Control characters, invisible formatting (zero-width, bidirectional overrides), surrogates,
# private-use and unassigned code points, and line or paragraph separators
_HIDDEN = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def _shown(text: str, what: str, most: int, spaces: str) -> str:
    """`text` if it is 1 to `most` characters, none of them hidden; else a ValidationError
    saying so of `what` (`spaces`: how spaces around it count)."""
    if not 1 <= len(text) <= most:
        raise ma.ValidationError(f"a {what} is 1 to {most} characters{spaces}")
    hidden = [c for c in text if unicodedata.category(c) in _HIDDEN]
    if hidden:
        raise ma.ValidationError(f"a {what} may not contain U+{ord(hidden[0]):04X} (control "
                                 "or invisible formatting characters)")
    return text


class Name(ma.fields.String):
    """A player's name: trimmed, 1 to 40 characters, every one of them visible or a space."""

    def _deserialize(self, value, attr, data, **kwargs):
        return _shown(super()._deserialize(value, attr, data, **kwargs).strip(), "name", 40,
                      ", not counting spaces around it")


_BUDGET = {"validate": validate.Range(min=MIN_BUDGET_MS, max=MAX_BUDGET_MS),
           "metadata": {"description": f"The ismcts bot's thinking budget per move, "
                                       f"{MIN_BUDGET_MS} to {MAX_BUDGET_MS} (default "
                                       f"{DEFAULT_BUDGET_MS}): a fixed number of search "
                                       "iterations, about that many milliseconds on one core."}}


class PlayerId(ma.fields.String):
    """An app's id for its player: 1 to 64 characters, none of them control or invisible
    formatting characters, kept as they are."""

    def _deserialize(self, value, attr, data, **kwargs):
        return _shown(super()._deserialize(value, attr, data, **kwargs), "player_id", 64, "")


class PlayerSchema(ma.Schema):
    """A person taking a seat."""

    name = Name(required=True, metadata={"minLength": 1, "maxLength": 40, "description":
                                         "1 to 40 visible characters (spaces around are "
                                         "trimmed)."})
    player_id = PlayerId(metadata={"minLength": 1, "maxLength": 64, "description":
                                   "The app's own id for this player (only with the app's "
                                   "key, on its own games): shown to that app alone, in its "
                                   "list of games."})


class BotPlayerSchema(ma.Schema):
    """A computer player taking a seat."""

    bot = ma.fields.String(required=True, validate=validate.OneOf(LEVELS), metadata={
        "description": "random (uniform over its legal moves), greedy (a one-move heuristic) "
                       "or ismcts (a search)."})
    budget_ms = WholeNumber(**_BUDGET)
    name = Name(metadata={"minLength": 1, "maxLength": 40,
                          "description": "The seat's name (default: after the level)."})

    class Meta:
        ordered = True


class HandoverSchema(ma.Schema):
    """A bot for a person's seat (PUT .../seats/{seat}/bot; documented as BotSeatRequest)."""

    bot = ma.fields.String(required=True, validate=validate.OneOf(LEVELS))
    budget_ms = WholeNumber(**_BUDGET)


def load_seat(raw) -> dict:
    """A seat request, a person's ({name}) or a bot's ({bot, ...}), checked."""
    schema = BotPlayerSchema() if isinstance(raw, dict) and "bot" in raw else PlayerSchema()
    return schema.load(raw)


class Seat(ma.fields.Field):
    """A seat request in a list of players: a person or a bot."""

    def __init__(self, **kwargs):
        super().__init__(metadata={"oneOf": [{"$ref": "#/components/schemas/Player"},
                                             {"$ref": "#/components/schemas/BotPlayer"}]},
                         **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        return load_seat(value)


class ClockSettingsSchema(ma.Schema):
    """A turn clock: how long each seat may take to act, and what happens when it does not."""

    turn_seconds = WholeNumber(required=True,
                               validate=validate.Range(min=1, max=7 * 24 * 3600),
                               metadata={"description": "Seconds a seat has from when "
                                                        "it must act until it has acted "
                                                        "(1 to 604800)."})
    window_seconds = WholeNumber(validate=validate.Range(min=1, max=7 * 24 * 3600),
                                 metadata={"description": "Seconds a seat has to act where "
                                                          "the rules would act for it if it "
                                                          "did not (a pass in a Dač snap "
                                                          "window, dealing the next round); "
                                                          "turn_seconds when absent (1 to "
                                                          "604800)."})
    on_timeout = ma.fields.String(load_default="bot", validate=validate.OneOf(ON_TIMEOUT),
                                  metadata={"description": "bot: the clock's bot plays the "
                                                           "seat's move, the seat stays the "
                                                           "person's; forfeit: the seat "
                                                           "resigns (each kind's rules say "
                                                           "what follows)."})
    bot = ma.fields.String(load_default=DEFAULT_BOT, validate=validate.OneOf(LEVELS),
                           metadata={"description": "The bot that plays for a seat out of "
                                                    "time (default greedy)."})

    class Meta:
        ordered = True


class CreateGameSchema(ma.Schema):
    kind = ma.fields.String(required=True, metadata={"description": "A kind from GET /v1/kinds.",
                                                     "enum": _KINDS})
    options = ma.fields.Dict(keys=ma.fields.String(), load_default=dict,
                             metadata={"description": "The kind's options; omitted ones take "
                                                      "their defaults."})
    players = ma.fields.List(Seat(), load_default=list,
                             metadata={"description": "Players (people and bots) seated now, "
                                                      "from seat 0."})
    seats = WholeNumber(validate=validate.Range(min=1, max=64),
                        metadata={"description": "Total seats, if more than the players named "
                                                 "(the rest join later)."})
    deck = ma.fields.List(ma.fields.String(), metadata={
        "description": "Stacked deck, index 0 dealt first (only when the service allows "
                       "stacked decks)."})
    dealer = WholeNumber(validate=validate.Range(min=0, max=63), metadata={
        "description": "Stacked dealer seat (only when the service allows stacked decks)."})
    decks = ma.fields.List(ma.fields.List(ma.fields.String()), validate=validate.Length(min=1),
                           metadata={"description": "Stacked decks of round 1 and the rounds "
                                                    "after it (only when the service allows "
                                                    "stacked decks); instead of deck."})
    seed = ma.fields.String(validate=validate.Length(min=1, max=MAX_SEED_LENGTH), metadata={
        "description": "The seed of every shuffle, so a whole match plays out the same again "
                       "(only when the service allows stacked decks)."})
    webhooks = ma.fields.List(ma.fields.Nested(WebhookSchema), validate=validate.Length(max=5),
                              metadata={"description": "URLs to call on this game's moves, "
                                                       "turns and end, signed with the secret "
                                                       "returned once in the answer."})
    clock = ma.fields.Nested(ClockSettingsSchema, metadata={
        "description": "A turn clock (none by default): each seat that must act has until "
                       "its deadline, shown in every view and stream status, after which "
                       "`cardtable worker` acts for it. Out-of-turn moves (knocks, snaps) "
                       "have no clock; a snap window's seat out of time passes."})

    class Meta:
        ordered = True


class EventsQuerySchema(ma.Schema):
    after = ma.fields.Integer(load_default=0, validate=validate.Range(min=0, max=2**31 - 1),
                              metadata={"description": "Return events with seq greater than this."})
    limit = ma.fields.Integer(load_default=200, validate=validate.Range(min=1, max=1000),
                              metadata={"description": "At most this many events."})


class WaitQuerySchema(ma.Schema):
    wait = ma.fields.Integer(load_default=0, validate=validate.Range(min=0, max=60), metadata={
        "description": "With If-None-Match: wait up to this many seconds for a new version "
                       "before answering 304."})


class HintQuerySchema(ma.Schema):
    bot = ma.fields.String(load_default="ismcts", validate=validate.OneOf(LEVELS), metadata={
        "description": "The bot whose advice to take."})
    budget_ms = ma.fields.Integer(load_default=DEFAULT_BUDGET_MS, **_BUDGET)


class GameListQuerySchema(ma.Schema):
    status = ma.fields.String(validate=validate.OneOf(["waiting", "playing", "finished"]),
                              metadata={"description": "Only games in this status."})
    kind = ma.fields.String(validate=validate.OneOf(_KINDS),
                            metadata={"description": "Only games of this kind."})
    player_id = PlayerId(metadata={"description": "Only games where this player sits."})
    created_after = ma.fields.Float(validate=validate.Range(min=0, max=2**40), metadata={
        "description": "Only games created after this time (Unix seconds)."})
    limit = ma.fields.Integer(load_default=20, validate=validate.Range(min=1, max=100),
                              metadata={"description": "At most this many games."})
    cursor = ma.fields.String(validate=validate.Length(min=1, max=400), metadata={
        "description": "The `next_cursor` of the page before, with the same filters."})


class StreamQuerySchema(ma.Schema):
    after = ma.fields.Integer(validate=validate.Range(min=0, max=2**31 - 1), metadata={
        "description": "Start after this seq (or after Last-Event-ID, if that is larger; "
                       "default 0)."})
    ticket = ma.fields.String(validate=validate.Length(min=1, max=80), metadata={
        "description": "A seat's stream ticket (POST .../stream-ticket), instead of its "
                       "token: for clients that cannot send Authorization."})
