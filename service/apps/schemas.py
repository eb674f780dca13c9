"""The apps resource's request schemas (marshmallow) and answer schemas (JSON Schema, made
components of the contract by service/spec.py)."""

import marshmallow as ma
from marshmallow import validate

from engine.schema import INT, STRING, array, nullable, obj, ref

from ..fields import WholeNumber
from . import QUOTAS

_QUOTA_TEXT = {"requests_per_minute": "API requests per minute",
               "creates_per_hour": "games created per hour",
               "think_ms_per_minute": "milliseconds of bot search that hints ask for, per "
                                      "minute",
               "open_streams": "streams open at once on its games"}


class NewAppSchema(ma.Schema):
    name = ma.fields.String(required=True, validate=validate.Length(min=1, max=80),
                            metadata={"description": "What the operator calls the app."})


def _quota(name: str) -> ma.fields.Integer:
    return WholeNumber(allow_none=True, validate=validate.Range(min=0, max=10**9),
                       metadata={"description": f"The app's {_QUOTA_TEXT[name]} (null: the "
                                                "service's default)."})


class QuotasSchema(ma.Schema):
    """Quotas to set; null sets one back to the service's default, an absent one is kept."""

    requests_per_minute = _quota("requests_per_minute")
    creates_per_hour = _quota("creates_per_hour")
    think_ms_per_minute = _quota("think_ms_per_minute")
    open_streams = _quota("open_streams")


_TIME = {**INT, "description": "Unix seconds."}
_APP_ID = {**STRING, "pattern": "^app_[0-9a-f]{16}$", "description": "The app's id."}
_KEY_ID = {**STRING, "pattern": "^[0-9a-f]{16}$",
           "description": "A key's id: the part of the key after `ctk_` and before the next "
                          "`_`, which is not secret."}

SCHEMAS = {
    "App": obj({
        "app_id": _APP_ID, "name": STRING, "created_at": _TIME,
        "keys": array(ref("AppKeyInfo"), description="The app's keys in use, oldest first "
                                                     "(never the keys themselves)."),
        "quotas": ref("AppQuotas"),
        "webhooks": array(ref("AppWebhook"), description="Endpoints that receive the events "
                                                         "of all the app's games.")},
        description="An app that integrates cardtable."),
    "AppWebhook": obj({
        "webhook_id": {**STRING, "pattern": "^wh_[0-9a-f]{16}$"}, "url": STRING,
        "events": array({"type": "string", "enum": ["move", "turn", "finished"]}),
        "secrets": {**INT, "minimum": 1, "description": "How many secrets sign each delivery "
                                                        "(more than one during a rotation)."},
        "created_at": _TIME},
        description="One of an app's webhook endpoints (never its secrets)."),
    "AppWebhookSecret": obj({
        "app": ref("App"), "webhook_id": {**STRING, "pattern": "^wh_[0-9a-f]{16}$"},
        "secret": {**STRING, "description": "The endpoint's new secret (whsec_...), shown "
                                            "only now."}},
        description="An app's endpoint and its new secret."),
    "AppKeyInfo": obj({"key_id": _KEY_ID, "created_at": _TIME}, description="One of an "
                                                                            "app's keys."),
    "AppQuotas": obj({q: {**nullable(INT), "description": f"The app's {_QUOTA_TEXT[q]}; "
                                                          "null: the service's default."}
                      for q in QUOTAS}, description="An app's quotas."),
    "AppUsage": obj({
        "app_id": _APP_ID,
        "days": array(ref("AppUsageDay"), description="The last 30 days, today first.")},
        description="What an app used, by day (UTC)."),
    "AppUsageDay": obj({
        "day": {**STRING, "format": "date"},
        "games": {**INT, "description": "Games created."},
        "moves": {**INT, "description": "Moves made in its games."},
        "bot_ms": {**INT, "description": "Milliseconds of its games' bots' search."},
        "webhooks": {**INT, "description": "Webhook deliveries queued for its games."}},
        description="One day of an app's usage."),
    "AppList": obj({"apps": array(ref("App"))}, description="Every app."),
    "AppKey": obj({
        "app": ref("App"), "key_id": _KEY_ID,
        "key": {**STRING, "description": "The key (ctk_...): send it as Cardtable-App-Key. "
                                         "Shown only now; the service keeps its hash alone."}},
        description="An app and a new key of it."),
}
