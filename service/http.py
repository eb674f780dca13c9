"""Small HTTP helpers shared by the blueprints."""

import json

from flask import current_app, request

from .problems import Problem, ProblemSchema


def json_body() -> object:
    """The request body as JSON, or a 400 problem saying why it is not."""
    raw = request.get_data(cache=True)
    try:
        return json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise Problem(400, "BAD_JSON", f"the body is not valid JSON: {exc}") from None


def json_response(payload, status: int = 200, headers: dict | None = None):
    response = current_app.response_class(
        json.dumps(payload), status=status, mimetype="application/json"
    )
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def documented_problems(blp, *statuses: int):
    """Declare the problem+json responses an operation can give."""
    descriptions = {
        400: "The body is not JSON.", 401: "Missing or invalid token.",
        403: "The token may not do this.", 404: "No such game or kind.",
        409: "The move breaks a rule, or the game is not in a state to accept it.",
        412: "If-Match names a version that is no longer current.",
        413: "The body is too large.", 422: "A field is missing, unknown or of the wrong type.",
        503: "Redis is unreachable, or too many writers at once; retry.",
    }

    def decorate(func):
        for status in statuses:
            func = blp.alt_response(status, schema=ProblemSchema, description=descriptions[status],
                                    content_type="application/problem+json")(func)
        return func

    return decorate


def content_doc(schema: dict, description: str, example=None) -> dict:
    media = {"schema": schema}
    if example is not None:
        media["example"] = example
    return {"description": description, "content": {"application/json": media}}
