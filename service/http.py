"""Small HTTP helpers shared by the blueprints: JSON in and out, versions as ETags, and the
OpenAPI fragments several operations share."""

import json
import re
from copy import deepcopy

import flask_smorest
from flask import current_app, request
from flask_smorest.utils import deepupdate
from webargs.flaskparser import FlaskParser

from .compact_json import dumps
from .problems import Problem
from .spec import component_ref

OPTIONAL_TOKEN = [{}, {"bearer": []}]
SEAT_TOKEN = [{"bearer": []}]

ETAG_HEADER = {"ETag": {"description": "The game's version, quoted (e.g. \"7\").",
                        "schema": {"type": "string"}}}
IF_NONE_MATCH = {"in": "header", "name": "If-None-Match", "required": False,
                 "schema": {"type": "string"},
                 "description": "A version the caller holds (an earlier ETag): when it is still "
                                "current the answer is 304 with no body."}
# a version as an ETag ("7", W/"7") or bare (7); `*` matches any
_VERSION_TAG = re.compile(r'(?:\*|(?:W/)?"([0-9]{1,10})"|([0-9]{1,10}))\Z', re.ASCII)
IF_MATCH = {"in": "header", "name": "If-Match", "required": False,
            "schema": {"type": "string", "pattern": r'^(\*|(W/)?"[0-9]{1,10}"|[0-9]{1,10})$'},
            "description": "The version the move is based on (the view's ETag, e.g. \"7\"); a "
                           "stale one gets 412, one that is not a version 422."}
NOT_MODIFIED = {"description": "The version in If-None-Match is still current.",
                "headers": ETAG_HEADER}
# 16 to 255 visible ASCII characters (a UUID fits)
IDEMPOTENCY_KEY_PATTERN = "^[!-~]{16,255}$"
IDEMPOTENCY_KEY = {"in": "header", "name": "Idempotency-Key", "required": False,
                   "schema": {"type": "string", "minLength": 16, "maxLength": 255,
                              "pattern": IDEMPOTENCY_KEY_PATTERN},
                   "description": "A random key (e.g. a UUID) that makes a retry safe: the same "
                                  "request with the same key gets the first answer again, "
                                  "applied once. A create's key lives as long as the game; "
                                  "a move's or a join's while it is one of the game's latest "
                                  "few (its seats and one more, at least 3): retry within "
                                  "seconds."}
IDEMPOTENT_REPLAYED = {"Idempotent-Replayed": {
    "description": "true when this is the stored answer to an earlier request with the same "
                   "Idempotency-Key.", "schema": {"type": "string", "enum": ["true"]}}}


def header_version(name: str) -> int | None:
    """The version a request header names (If-Match): None when absent or `*`. Read as ASCII
    only (str.isdigit would take other scripts' digits, which int() then refuses); anything
    else is a 422 naming the header."""
    raw = request.headers.get(name)
    if raw is None:
        return None
    found = _VERSION_TAG.match(raw.strip())
    if found is None:
        raise Problem(422, "BAD_PARAMETERS", f'{name} must be a version such as "7", or *', name)
    digits = found.group(1) or found.group(2)
    return None if digits is None else int(digits)


def header_seq(name: str) -> int | None:
    """A count a request header carries (Last-Event-ID): up to 10 ASCII digits; None when
    absent or empty."""
    raw = request.headers.get(name, "").strip()
    if not raw:
        return None
    if not (len(raw) <= 10 and raw.isascii() and raw.isdigit()):
        raise Problem(422, "BAD_PARAMETERS", f"{name} must be an event seq (up to 10 digits)",
                      name)
    return int(raw)


class BodyTimedOut(Exception):
    """The request's body did not arrive in time (service/connections.py). Not an OSError:
    werkzeug would take that for a client gone and answer a plain 400."""


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


# json.loads with an option builds a decoder per call: this one is built once
_DECODER = json.JSONDecoder(parse_constant=_no_constant)


def parse_json(raw: bytes) -> object:
    """Strict JSON (UTF-8, no NaN or Infinity), or a 400 problem saying why it is not.

    Bodies are at most CARDTABLE_MAX_BODY_BYTES long; past that, 413 before this is reached.
    """
    try:
        return _DECODER.decode(raw.decode("utf-8"))
    except RecursionError:
        raise Problem(400, "BAD_JSON", "the body is nested too deeply") from None
    except ValueError as exc:  # includes bad UTF-8 and integers of more than 4,300 digits
        raise Problem(400, "BAD_JSON", f"the body is not valid JSON: {exc}") from None


def json_body() -> object:
    """The request body as JSON, or a 400 problem saying why it is not."""
    return parse_json(request.get_data(cache=True))


class StrictParser(FlaskParser):
    """webargs' parser, reading JSON bodies with `parse_json`."""

    def _raw_load_json(self, req):
        return parse_json(req.get_data(cache=True))


class Blueprint(flask_smorest.Blueprint):
    ARGUMENTS_PARSER = StrictParser()

    @staticmethod
    def doc(**kwargs):
        """flask-smorest's `doc`, except that `parameters` join those the operation's
        `arguments` declare (flask-smorest's would replace them: its query parameters would
        vanish from the spec), and that the view is not wrapped in another layer."""
        parameters = deepcopy(kwargs.pop("parameters", []))

        def decorate(func):
            func._apidoc = deepcopy(getattr(func, "_apidoc", {}))
            func._apidoc["manual_doc"] = deepupdate(func._apidoc.get("manual_doc", {}),
                                                    deepcopy(kwargs))
            if parameters:
                func._apidoc.setdefault("arguments", {}).setdefault("parameters", []).extend(
                    parameters)
            return func

        return decorate


def etag(version: int) -> str:
    return f'"{version}"'


def json_response(payload, status: int = 200, headers: dict | None = None):
    response = current_app.response_class(
        dumps(payload), status=status, mimetype="application/json"
    )
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def versioned(payload, version: int):
    """A read of a game at `version`: ETag, and 304 when the caller already holds it.

    The answer depends on the caller's token, so caches must key it on Authorization too.
    """
    headers = {"ETag": etag(version), "Vary": "Authorization"}
    if holds(version):
        response = current_app.response_class(status=304)
        response.headers.update(headers)
        return response
    return json_response(payload, headers=headers)


def holds(version: int) -> bool:
    """Whether the request's If-None-Match names `version` (the caller holds it)."""
    header = request.headers.get("If-None-Match")
    if header is None:
        return False
    tags = [t.strip().removeprefix("W/") for t in header.split(",")]
    return "*" in tags or etag(version) in tags


def documented_problems(blp, *statuses: int):
    """Declare the problem+json responses an operation can give; under /v1 a 401 too, since
    any request there may carry an app key that is not valid (service/apps/caller.py)."""
    if (blp.url_prefix or "").startswith("/v1/") and 401 not in statuses:
        statuses = (*statuses, 401)
    descriptions = {
        400: "The body is not JSON.",
        401: "Missing or invalid token, or an app key that is not valid.",
        403: "The token may not do this.", 404: "No such game or kind.",
        409: "The move breaks a rule, or the game is not in a state to accept it.",
        412: "If-Match names a version that is no longer current.",
        413: "The body is too large.", 422: "A field is missing, unknown or of the wrong type.",
        503: "Redis is unreachable, or too many writers at once; retry.",
    }

    def decorate(func):
        documented = func
        for status in statuses:
            documented = blp.alt_response(
                status, schema="Problem", description=descriptions[status],
                content_type="application/problem+json")(documented)
        # alt_response also wraps the view in a layer that every request passes through
        # (several per operation); only the documentation it gathers is needed
        func._apidoc = documented._apidoc
        return func

    return decorate


def content_doc(schema: dict, description: str, headers: dict | None = None) -> dict:
    out = {"description": description, "content": {"application/json": {"schema": schema}}}
    if headers:
        out["headers"] = headers
    return out


def ref_doc(name: str, description: str, headers: dict | None = None) -> dict:
    return content_doc(component_ref(name), description, headers)
