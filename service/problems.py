"""RFC 9457 problem details: every error the service answers is one of these, with a stable code."""

from flask import g, json
from werkzeug.exceptions import HTTPException

import engine
from engine import IllegalMove
from engine.errors import COMMON_CODES
from engine.referee import REFEREE_CODES

PROBLEM_TYPE = "urn:cardtable:problem:"

# Engine codes that are not a plain conflict with the game's rules.
_STATUS_OF_CODE = {"BAD_PARAMETERS": 422, "STALE_STATE": 412}

_CODE_OF_HTTP_STATUS = {
    400: "BAD_JSON", 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND",
    405: "METHOD_NOT_ALLOWED", 406: "NOT_ACCEPTABLE", 412: "STALE_STATE",
    413: "PAYLOAD_TOO_LARGE", 415: "UNSUPPORTED_MEDIA_TYPE", 422: "BAD_PARAMETERS",
    429: "RATE_LIMITED",
    500: "INTERNAL_ERROR", 503: "UNAVAILABLE",
}


# The service's own codes, beyond the rules engine's (every game's `all_codes`).
SERVICE_CODES = (
    "GAME_NOT_FOUND", "INVALID_TOKEN", "TOKEN_REQUIRED", "NOT_A_PLAYER", "GAME_FULL",
    "NOT_STARTED", "UNKNOWN_KIND", "KIND_MISMATCH", "STACKED_DECKS_DISABLED", "BUSY",
    "IDEMPOTENCY_KEY_REUSED", "WEBHOOK_REFUSED", "RATE_LIMITED", "STORE_FULL",
    "URI_TOO_LONG", "HEADERS_TOO_LARGE", "BAD_REQUEST", "EXPECTATION_FAILED", "NOT_IMPLEMENTED",
    "NOT_FINISHED", "INVALID_TICKET", "TICKET_EXPIRED", "REQUEST_TIMEOUT",
    "TOO_MANY_CONNECTIONS", "SEAT_PLAYED_BY_BOT",
    "REDIS_UNAVAILABLE", "WORKER_DOWN", "INVALID_APP_KEY", "APP_KEY_REQUIRED",
    "ADMIN_KEY_REQUIRED", "INVALID_ADMIN_KEY", "APP_NOT_FOUND", "BAD_CURSOR",
    "SEAT_HAS_NO_TOKEN", "TOKEN_REVOKED", *_CODE_OF_HTTP_STATUS.values(), "HTTP_ERROR",
)


def all_codes() -> list[str]:
    codes = [*COMMON_CODES, *(c for g in engine.GAMES.values() for c in g.codes), *SERVICE_CODES,
             *REFEREE_CODES]
    return sorted(set(codes))


class Problem(Exception):
    def __init__(self, status: int, code: str, detail: str, field: str | None = None,
                 headers: dict | None = None):
        super().__init__(detail)
        self.status, self.code, self.detail, self.field = status, code, detail, field
        self.headers = headers or {}

    @classmethod
    def from_illegal(cls, err: IllegalMove) -> "Problem":
        return cls(_STATUS_OF_CODE.get(err.code, 409), err.code, err.message, err.field)

    @classmethod
    def from_validation(cls, error) -> "Problem":
        """A marshmallow ValidationError of a body read by hand, as webargs' would be."""
        field, why = _first_error(error.normalized_messages())
        return cls(422, "BAD_PARAMETERS", f"{field}: {why}", field)

    def response(self, app):
        body = {
            "type": PROBLEM_TYPE + self.code.lower(),
            "title": self.code.replace("_", " ").capitalize(),
            "status": self.status,
            "code": self.code,
            "detail": self.detail,
        }
        if self.field:
            body["field"] = self.field
        response = app.response_class(
            json.dumps(body), status=self.status, mimetype="application/problem+json"
        )
        g.problem_code = self.code  # for the request's log line and the refused-moves metric
        response.headers.update(self.headers)
        return response


def problem_from_http(error: HTTPException) -> Problem:
    """Flask and webargs errors (404 routes, 405, 413, bad JSON, schema failures) as problems."""
    status = error.code or 500
    code = _CODE_OF_HTTP_STATUS.get(status, "HTTP_ERROR")
    detail = error.description or error.name
    field = None
    messages = (getattr(error, "data", None) or {}).get("messages")
    if messages:
        # webargs nests errors by location ("json", "query"...), then by field
        for location_errors in messages.values():
            if isinstance(location_errors, dict) and location_errors:
                field, why = _first_error(location_errors)
                detail = f"{field}: {why}"
                break
        if status == 422:
            code = "BAD_PARAMETERS"
    allow = dict(error.get_headers()).get("Allow")
    return Problem(status, code, detail, field, {"Allow": allow} if allow else None)


def _first_error(errors: dict, prefix: str = "") -> tuple[str, str]:
    name, value = next(iter(errors.items()))
    path = f"{prefix}{name}"
    if isinstance(value, dict):
        return _first_error(value, path + ".")
    if isinstance(value, list) and value and isinstance(value[0], str):
        return path, value[0]
    return path, str(value)
