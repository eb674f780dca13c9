"""Request fields shared by the resources' schemas."""

import marshmallow as ma

from engine.declarations import whole


class WholeNumber(ma.fields.Integer):
    """An integer of a JSON body: a number with no fraction, written 2 or 2.0 (JSON Schema's
    `integer` takes both); never a string or a boolean."""

    def __init__(self, **kwargs):
        super().__init__(strict=True, **kwargs)

    def _validated(self, value):
        return super()._validated(whole(value))
