"""The app a request comes from.

A request sends its app's key as `Cardtable-App-Key`. The key is looked up before anything
else (a malformed, unknown or revoked key is refused with 401 INVALID_APP_KEY), and the app it
names is the request's (`current`): its quotas are the app's, the games it creates belong to
it, and on those it can do what their host token does.
"""

from flask import current_app, g, request

from ..problems import Problem
from .registry import App, Apps

APP_KEY_HEADER = "Cardtable-App-Key"
APP_KEY = [{"appKey": []}]
SECURITY_SCHEMES = {
    "appKey": {"type": "apiKey", "in": "header", "name": APP_KEY_HEADER,
               "description": "An app's key (ctk_...), from `cardtable apps create` or the "
                              "operator API: the games it creates belong to its app."},
    "adminKey": {"type": "apiKey", "in": "header", "name": "Cardtable-Admin-Key",
                 "description": "The operator's key (CARDTABLE_ADMIN_KEY)."},
}


def registry() -> Apps:
    return current_app.extensions["cardtable"]["apps"]


def current() -> App | None:
    """The app whose key the request carries (None: an anonymous request)."""
    return g.get("cardtable_app")


def _identify_app() -> None:
    key = request.headers.get(APP_KEY_HEADER)
    if key is None or not request.path.startswith("/v1/"):
        return
    app = registry().by_key(key.strip())
    if app is None:
        raise Problem(401, "INVALID_APP_KEY", f"the {APP_KEY_HEADER} is not a valid app key "
                                              "(malformed, unknown or revoked)")
    g.cardtable_app = app


def install(app) -> None:
    """Identify the request's app before anything else looks at it (quotas count by it)."""
    app.before_request(_identify_app)
