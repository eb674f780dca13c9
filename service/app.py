"""The app factory: settings, the Redis store, the blueprints, and every cross-cutting concern
(problems, logs, metrics, quotas, CORS, protective headers, local docs)."""

from functools import cache, lru_cache
from inspect import iscoroutinefunction
from pathlib import Path

import openapi_ui_bundles
import redis
from flask import Flask, redirect, request, send_from_directory
from flask_cors import CORS
from flask_smorest import Api
from gunicorn.http import errors as gunicorn_errors

from engine import codec

from . import logs, metrics, quotas, redis_pools
from .apps import caller as apps
from .apps.registry import Apps
from .config import Settings
from .games.schemas import BotPlayerSchema, PlayerSchema
from .http import BodyTimedOut
from .live import Notifier
from .problems import Problem, problem_from_http
from .quotas import StoreGauge
from .spec import components, webhooks_doc
from .store import GameStore
from .version import __version__


class _App(Flask):
    """Flask, asking once per hook or view whether it is a coroutine function: Flask asks
    `inspect` again for each of a request's ten hooks and its view, every request. The
    functions asked about are the app's own, registered once (no view or hook here is async)."""

    _coroutine = staticmethod(lru_cache(maxsize=256)(iscoroutinefunction))

    def ensure_sync(self, func):
        return self.async_to_sync(func) if self._coroutine(func) else func


class ProblemApi(Api):
    """flask-smorest's Api, answering every HTTP error as problem+json.

    Operations list their own problem responses, so no generic default error is documented.
    """

    DEFAULT_ERROR_RESPONSE_NAME = None

    def handle_http_exception(self, error):
        return problem_from_http(error).response(self._app)


@cache
def _redoc_source() -> str:
    """ReDoc's bundle, with the logo of its footer taken from this service instead of a CDN."""
    path = Path(openapi_ui_bundles.redoc.static_path) / "redoc.standalone.js"
    return path.read_text().replace("https://cdn.redoc.ly/redoc/logo-mini.svg",
                                    "/redoc/assets/logo-mini.svg")


def _redoc_script(app: Flask):
    response = app.response_class(_redoc_source(), mimetype="text/javascript")
    response.cache_control.public = True
    response.cache_control.max_age = 3600
    return response


PLAY_DIR = Path(__file__).parent / "play"
# the web table runs only its own files, talks only to this service, and is never framed
PLAY_POLICY = ("default-src 'self'; img-src 'self' data:; connect-src 'self'; "
               "frame-ancestors 'none'; base-uri 'none'; form-action 'none'")


def _play_file(filename: str):
    response = send_from_directory(PLAY_DIR, filename, max_age=300)
    response.headers["Content-Security-Policy"] = PLAY_POLICY
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


def _redis(settings: Settings, decode_responses: bool) -> redis.Redis:
    # a Redis that accepts connections but does not answer costs a request under 1 s, then
    # a 503 (the rate limiter's own connection gives up sooner, see service/quotas.py)
    return redis_pools.client(settings.redis_url, settings.redis_max_connections,
                              socket_timeout=0.5, decode_responses=decode_responses)


def _unreadable(app: Flask, problem: Problem):
    response = problem.response(app)
    response.headers["Connection"] = "close"  # the rest of the connection cannot be read
    return response


def create_app(settings: Settings | None = None) -> Flask:
    settings = settings or Settings.from_env()
    client = _redis(settings, decode_responses=True)
    records = _redis(settings, decode_responses=False)

    app = _App(__name__)
    app.config.update(
        API_TITLE="cardtable",
        API_VERSION=__version__,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="/docs",
        OPENAPI_SWAGGER_UI_URL="/docs/assets/",
        OPENAPI_REDOC_PATH="/redoc",
        OPENAPI_REDOC_URL="/redoc/assets/redoc.standalone.js",
        # Swagger UI's validator badge would fetch from validator.swagger.io
        OPENAPI_SWAGGER_UI_CONFIG={"validatorUrl": None, "persistAuthorization": True},
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
    )
    store = GameStore(records, settings.key_prefix, settings.shards, settings.redis_cluster,
                      settings.redis_wait_replicas, settings.redis_wait_ms)
    app.extensions["cardtable"] = {"settings": settings, "store": store,
                                   "notifier": Notifier(client, store.changes_channels,
                                                        sharded=settings.redis_cluster),
                                   "store_gauge": StoreGauge(client, settings.create_memory_ratio),
                                   "apps": Apps(client, settings.key_prefix)}
    logs.install(app)
    apps.install(app)
    metrics.install(app)
    # what follows every write: the write path (service/games/access.py) knows only this list
    from .games import acting

    app.extensions["cardtable"]["reactions"] = [acting.after_write]

    webhooks, webhook_items = webhooks_doc()
    api = ProblemApi(app, spec_kwargs={
        "info": {"description": "A rules engine for traditional card games: create a game, seat "
                                "players, ask what each may do, send moves. Every response shows "
                                "the caller only what the caller may see."},
        "components": {"securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"},
                                           **apps.SECURITY_SCHEMES},
                       "pathItems": webhook_items},
        "servers": [{"url": "/", "description": "The service that serves this document."}],
        "webhooks": webhooks,
        "extra_plugins": [quotas.RefusalDoc(), logs.RequestIdDoc()],
    })
    for name, schema in components().items():
        api.spec.components.schema(name, component=schema)
    # the seat requests are read by marshmallow schemas (a list of players holds either)
    api.spec.components.schema("Player", schema=PlayerSchema)
    api.spec.components.schema("BotPlayer", schema=BotPlayerSchema)
    # flask-smorest registers these for its own error format and pagination; neither is used
    for unused in ("Error", "PaginationMetadata"):
        api.spec.components.schemas.pop(unused, None)
    app.extensions["cardtable"]["api"] = api

    from .apps.routes import blp as admin_apps
    from .apps.usage import blp as app_usage
    from .games import blp as games
    from .games import routes, seats, stream  # noqa: F401  (they add their operations to games)
    from .health import blp as health
    from .kinds.routes import blp as kinds
    from .referee import blp as referee

    for blueprint in (kinds, games, referee, app_usage, admin_apps, health):
        api.register_blueprint(blueprint)

    app.register_error_handler(Problem, lambda p: p.response(app))
    # gunicorn reads a request's body as the app asks for it: a malformed chunk or a body that
    # ends before its length surfaces here, and is the client's fault
    for error in (gunicorn_errors.ParseException, gunicorn_errors.NoMoreData):
        app.register_error_handler(error, lambda e: _unreadable(app, Problem(
            400, "BAD_REQUEST", f"the body is malformed or ended early ({type(e).__name__})")))
    app.register_error_handler(BodyTimedOut, lambda e: _unreadable(app, Problem(
        408, "REQUEST_TIMEOUT", "the request's body did not arrive in time")))
    # an older process beside newer ones in a deploy: the retry may reach a newer one
    app.register_error_handler(codec.NewerFormat, lambda e: Problem(
        503, "UNAVAILABLE", f"this game was stored by a later release of the service ({e}): "
        "retry", headers={"Retry-After": "1"}).response(app))
    for error in redis_pools.STORE_ERRORS:
        app.register_error_handler(error, lambda e: Problem(
            503, "REDIS_UNAVAILABLE", f"the game store did not answer: {type(e).__name__}",
            headers={"Retry-After": "1"}).response(app))

    @app.after_request
    def protect(response):
        response.headers["X-Content-Type-Options"] = "nosniff"
        # views, moves, events and tokens are for their caller only; kinds and docs are public
        path = request.path
        if path.startswith("/v1/") and not path.startswith("/v1/kinds"):
            response.headers["Cache-Control"] = "no-store"
        return response

    if settings.cors_origins:
        CORS(app, resources={r"/v1/*": {"origins": list(settings.cors_origins)}},
             allow_headers=["Authorization", "Content-Type", "If-Match", "If-None-Match",
                            "Idempotency-Key", "Last-Event-ID", apps.APP_KEY_HEADER],
             expose_headers=["ETag", "Location", "Idempotent-Replayed", "Retry-After",
                             "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset",
                             "X-Request-ID"], max_age=600,
             send_wildcard=settings.cors_origins == ("*",))

    # last: a refusal made as a request ends (service/quotas.py) then passes through every
    # other hook (Flask runs the hooks after a request from the last registered)
    quotas.install(app, settings)

    @app.get("/docs/assets/<path:filename>")
    def swagger_assets(filename):
        return send_from_directory(openapi_ui_bundles.swagger_ui.static_path, filename)

    @app.get("/redoc/assets/<path:filename>")
    def redoc_assets(filename):
        if filename == "redoc.standalone.js":
            return _redoc_script(app)
        return send_from_directory(openapi_ui_bundles.redoc.static_path, filename)

    @app.get("/play")
    def play_redirect():
        return redirect("/play/", 308)

    @app.get("/play/")
    @app.get("/play/<path:filename>")
    def play(filename="index.html"):
        return _play_file(filename)

    return app
