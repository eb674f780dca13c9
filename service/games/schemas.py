"""Request schemas of the games resource (the others are JSON Schemas in service/spec.py)."""

import marshmallow as ma
from marshmallow import validate

import engine

from ..webhooks import EVENT_TYPES

_KINDS = list(engine.GAMES)


class WebhookSchema(ma.Schema):
    url = ma.fields.String(required=True, metadata={
        "description": "An http(s) URL with a public address."})
    events = ma.fields.List(ma.fields.String(validate=validate.OneOf(EVENT_TYPES)),
                            metadata={"description": "What to send (default: all): move, "
                                                     "turn (with the seats to act), finished."})


class PlayerSchema(ma.Schema):
    name = ma.fields.String(required=True, validate=validate.Length(min=1, max=64))


class CreateGameSchema(ma.Schema):
    kind = ma.fields.String(required=True, metadata={"description": "A kind from GET /v1/kinds.",
                                                     "enum": _KINDS})
    options = ma.fields.Dict(keys=ma.fields.String(), load_default=dict,
                             metadata={"description": "The kind's options; omitted ones take their defaults."})
    players = ma.fields.List(ma.fields.Nested(PlayerSchema), load_default=list,
                             metadata={"description": "Players seated now, from seat 0."})
    seats = ma.fields.Integer(validate=validate.Range(min=1, max=64),
                              metadata={"description": "Total seats, if more than the players named (the rest join later)."})
    deck = ma.fields.List(ma.fields.String(), metadata={
        "description": "Stacked deck, index 0 dealt first (only when the service allows stacked decks)."})
    dealer = ma.fields.Integer(metadata={"description": "Stacked dealer seat (only when the service allows stacked decks)."})
    webhooks = ma.fields.List(ma.fields.Nested(WebhookSchema), validate=validate.Length(max=5),
                              metadata={"description": "URLs to call on this game's moves, "
                                                       "turns and end, signed with the secret "
                                                       "returned once in the answer."})

    class Meta:
        ordered = True


class EventsQuerySchema(ma.Schema):
    after = ma.fields.Integer(load_default=0, validate=validate.Range(min=0, max=2**31 - 1),
                              metadata={"description": "Return events with seq greater than this."})


class WaitQuerySchema(ma.Schema):
    wait = ma.fields.Integer(load_default=0, validate=validate.Range(min=0, max=60), metadata={
        "description": "With If-None-Match: wait up to this many seconds for a new version "
                       "before answering 304."})


class StreamQuerySchema(ma.Schema):
    after = ma.fields.Integer(validate=validate.Range(min=0, max=2**31 - 1), metadata={
        "description": "Start after this seq (default: Last-Event-ID, else 0)."})
