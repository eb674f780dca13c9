"""Quotas: request rates per client address and per token, games created per address, and a
full store, each refused with a problem that says when to come back.

Rates are counted in Redis by flask-limiter (fixed windows), so every process and host shares
them. A token is counted under a hash of itself, never the token. Creating a game is refused
with 503 STORE_FULL once Redis uses `create_memory_ratio` of its `maxmemory`, leaving the rest
for the games in play, whose moves go on.
"""

import hashlib
import math
import time

import redis
from flask import Flask, current_app, request
from flask_limiter import ApplicationLimit, Limiter, RequestLimit

from .problems import Problem
from .redis_pools import blocking_pool


def limiter_storage_uri(redis_url: str) -> str:
    """The limits library's spelling of a Redis URL (unix sockets are `redis+unix://`)."""
    base = redis_url.split("?", 1)[0]
    if base.startswith("unix://"):
        return "redis+unix://" + base[len("unix://"):]
    return base


def _address() -> str:
    return request.remote_addr or "unknown"


def _token() -> str:
    header = request.headers.get("Authorization", "")
    return "token:" + hashlib.sha256(header.encode()).hexdigest()[:32]


def _not_api() -> bool:
    return not request.path.startswith("/v1/")


def _not_a_write_with_a_token() -> bool:
    return _not_api() or request.method != "POST" or "Authorization" not in request.headers


def _not_create() -> bool:
    return not (request.method == "POST" and request.path == "/v1/games")


def _refused(limit: RequestLimit):
    reset = max(1, math.ceil(limit.window.reset_time - time.time()))
    return Problem(429, "RATE_LIMITED", f"too many requests: {limit.limit}; retry in {reset} s",
                   headers={"Retry-After": str(reset), "RateLimit-Limit": str(limit.limit.amount),
                            "RateLimit-Remaining": "0", "RateLimit-Reset": str(reset)}
                   ).response(current_app)


def install(app: Flask, settings) -> Limiter:
    limits = [
        ApplicationLimit(settings.rate_limit_address, key_function=_address, scope="address",
                         exempt_when=_not_api),
        # a token's quota is spent by its writes (moves), where floods cost most
        ApplicationLimit(settings.rate_limit_token, key_function=_token, scope="token",
                         exempt_when=_not_a_write_with_a_token),
        ApplicationLimit(settings.create_limit, key_function=_address, scope="create",
                         exempt_when=_not_create),
    ]
    return Limiter(_address, app=app, application_limits=limits, strategy="fixed-window",
                   storage_uri=limiter_storage_uri(settings.redis_url),
                   storage_options={"connection_pool": blocking_pool(
                       settings.redis_url, settings.redis_max_connections, socket_timeout=0.2)},
                   key_prefix=f"{settings.key_prefix}:limits", on_breach=_refused,
                   swallow_errors=True, headers_enabled=False, enabled=settings.rate_limits)


class StoreGauge:
    """Whether Redis has room for new games, read at most once a second per process."""

    def __init__(self, client: redis.Redis, ratio: float):
        self.client, self.ratio = client, ratio
        self._checked, self._full = 0.0, False

    def check(self) -> None:
        now = time.monotonic()
        if now - self._checked > 1.0:
            memory = self.client.info("memory")
            limit = int(memory.get("maxmemory", 0))
            self._full = bool(limit) and int(memory["used_memory"]) >= self.ratio * limit
            self._checked = now
        if self._full:
            raise Problem(503, "STORE_FULL", "the game store is nearly full: no new games now; "
                                             "games in play go on", headers={"Retry-After": "60"})
