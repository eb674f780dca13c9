"""Request schemas of the games resource (the others are JSON Schemas in service/spec.py)."""

import marshmallow as ma
from marshmallow import validate

import engine

_KINDS = list(engine.GAMES)


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

    class Meta:
        ordered = True


class EventsQuerySchema(ma.Schema):
    after = ma.fields.Integer(load_default=0, validate=validate.Range(min=0, max=2**31 - 1),
                              metadata={"description": "Return events with seq greater than this."})
