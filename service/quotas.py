"""Quotas: request rates per client and per token, games created per client, the search that
hints ask for per client, and a full store, each refused with a problem that says when to
come back.

Rates are counted in Redis by the limits library's fixed-window counter, so every process and
host shares them. Every quota a request spends is counted in one round trip, and on the
operations of one game in the same round trip as the game's first read (`GameStore.load`):
on a busy machine each round trip to Redis costs more than the Python around it. A request
that ends without reading its game spends its quotas as it ends, and is answered 429 then if
one is used up (it changed nothing). A client is the request's app when it carries an app
key (with the app's own quotas where the operator set them), else its address. A token is
counted under a hash of itself, never the token. Should the counters fail, requests go on
uncounted: the game store answers for itself. Creating a game is refused with 503 STORE_FULL
once Redis uses `create_memory_ratio` of its `maxmemory`, leaving the rest for the games in
play, whose moves go on.
"""

import hashlib
import math
import time
from functools import lru_cache
from typing import NamedTuple

import redis
from apispec import BasePlugin
from flask import Flask, current_app, g, request
from limits import RateLimitItem, parse
from limits.storage import RedisClusterStorage, RedisStorage
from limits.strategies import FixedWindowRateLimiter
from redis.cluster import RedisCluster

from .apps import caller as apps
from .problems import Problem
from .redis_pools import STORE_ERRORS, blocking_pool, is_cluster


def limiter_storage_uri(redis_url: str) -> str:
    """The limits library's spelling of a Redis URL (unix sockets are `redis+unix://`)."""
    base = redis_url.split("?", 1)[0]
    if base.startswith("unix://"):
        return "redis+unix://" + base[len("unix://"):]
    return base


class Spend(NamedTuple):
    """What a request spends of one quota."""

    limit: RateLimitItem
    scope: str
    key: str
    amount: int = 1
    what: str = "requests"  # the unit of `amount`, for the refusal


_COUNTED_PREFIX = "/v1/"  # every API request spends its client's quota

_SECONDS = {"type": "string", "pattern": "^[0-9]+$"}
_REFUSAL_DOC = {
    "description": "A quota is used up (requests per client (an app, or an address), "
                   "writes per token, games created or hint search per client); nothing was "
                   "changed. Retry after Retry-After seconds.",
    "content": {"application/problem+json": {"schema": "Problem"}},
    "headers": {
        "Retry-After": {"description": "Seconds until the quota's window ends.",
                        "schema": _SECONDS},
        "RateLimit-Limit": {"description": "The quota that was used up, in its window.",
                            "schema": _SECONDS},
        "RateLimit-Remaining": {"description": "Always 0 here.", "schema": _SECONDS},
        "RateLimit-Reset": {"description": "Seconds until the quota's window ends.",
                            "schema": _SECONDS},
    },
}


class RefusalDoc(BasePlugin):
    """Documents the 429 once, as a component response that every operation whose requests
    spend a quota refers to."""

    NAME = "RateLimited"

    def init_spec(self, spec) -> None:
        spec.components.response(self.NAME, _REFUSAL_DOC)

    def operation_helper(self, path=None, operations=None, **kwargs):
        if path and path.startswith(_COUNTED_PREFIX):
            for operation in (operations or {}).values():
                operation.setdefault("responses", {})["429"] = self.NAME


def client_address() -> str:
    return request.remote_addr or "unknown"


def client() -> str:
    """Whom the request's quotas are counted for: its app, or without an app key its
    address."""
    app = apps.current()
    return client_address() if app is None else f"app:{app.id}"


@lru_cache(maxsize=1024)
def _per(amount: int, period: str) -> RateLimitItem:
    return parse(f"{amount} per {period}")


def _limit(limits: tuple[RateLimitItem, RateLimitItem], quota: str,
           period: str) -> RateLimitItem:
    """The request's limit of `quota` out of `limits` (an address's, an app's): without an
    app key the address's; with one the app's own value if it has one, else the default."""
    app = apps.current()
    if app is None:
        return limits[0]
    own = app.quotas.get(quota)
    return limits[1] if own is None else _per(own, period)


class Quotas:
    """The quotas a request spends: its client's on every API request, the token's on writes
    carrying one (where floods cost most), the client's game creations on creates, and the
    client's thinking (milliseconds of search) on hints (`spend_search`)."""

    def __init__(self, settings):
        prefix = f"{settings.key_prefix}:limits"
        if is_cluster(settings.redis_url):  # the same spelling; each counter on its own slot
            self.storage = RedisClusterStorage(
                settings.redis_url, key_prefix=prefix,
                max_connections=settings.redis_max_connections, socket_timeout=0.2,
                socket_connect_timeout=0.2)
        else:
            self.storage = RedisStorage(
                limiter_storage_uri(settings.redis_url),
                connection_pool=blocking_pool(settings.redis_url,
                                              settings.redis_max_connections,
                                              socket_timeout=0.2),
                key_prefix=prefix)
        self.window = FixedWindowRateLimiter(self.storage)
        # each without an app key, and with one
        self.requests = parse(settings.rate_limit_address), parse(settings.app_rate_limit)
        self.token = parse(settings.rate_limit_token)
        self.create = parse(settings.create_limit), parse(settings.app_create_limit)
        self.think = parse(settings.think_limit), parse(settings.app_think_limit)

    def for_request(self) -> list[Spend]:
        """What this request spends, known from its method and path."""
        req = request._get_current_object()
        path = req.path
        if not path.startswith(_COUNTED_PREFIX):
            return []
        owner = client()
        quotas = [Spend(_limit(self.requests, "requests_per_minute", "minute"), "address",
                        owner)]
        if req.method == "POST":
            header = req.headers.get("Authorization")
            if header is not None:
                quotas.append(Spend(self.token, "token",
                                    hashlib.sha256(header.encode()).hexdigest()[:32]))
            if path == "/v1/games":
                quotas.append(Spend(_limit(self.create, "creates_per_hour", "hour"), "create",
                                    owner))
        return quotas

    def count_now(self, pending: "Pending") -> Problem | None:
        """Count `pending` in a round trip of its own: the refusal, if any."""
        try:
            pipe = self.storage.get_connection().pipeline(transaction=False)
            for command in pending.commands():
                pipe.execute_command(*command)
            return pending.refusal(pipe.execute(raise_on_error=False))
        except STORE_ERRORS:
            return None

    def before(self) -> None:
        if not (spent := self.for_request()):
            return
        quotas = Pending(self, spent)
        view_args = request.view_args
        if view_args and "game_id" in view_args:
            g.cardtable_quotas = quotas  # counted with the game's first read
        elif refused := self.count_now(quotas):
            raise refused

    def after(self, response):
        """A request that ended without reading its game spends its quotas as it ends."""
        if (quotas := pending()) and (refused := self.count_now(quotas)):
            return refused.response(current_app)
        return response


class Pending:
    """A request's quotas, counted together in one round trip to Redis: one of their own, or
    the game's read (`GameStore.load` sends them with it, then settles them)."""

    def __init__(self, quotas: Quotas, spent: list[Spend]):
        self.quotas, self.spent = quotas, spent

    def commands(self) -> list[tuple]:
        """Their counting, as commands to send together (answered in order, errors in
        place): per quota, its window's counter made with its expiry if there is none yet,
        then counted up, as the limits library's own counter does it (in a script of its
        own, which a Redis Cluster's pipelines cannot carry)."""
        storage, out = self.quotas.storage, []
        for limit, scope, key, amount, _ in self.spent:
            counter = storage.prefixed_key(limit.key_for(scope, key))
            out += [("SET", counter, 0, "EX", limit.get_expiry(), "NX"),
                    ("INCRBY", counter, amount)]
        return out

    def refusal(self, answers: list) -> Problem | None:
        """Given the answers to `commands`: the 429 to answer, if a count went past
        its limit."""
        for (limit, scope, key, _, what), count in zip(self.spent, answers[1::2]):
            try:
                if isinstance(count, Exception) or count <= limit.amount:
                    continue
                reset = self.quotas.window.get_window_stats(limit, scope, key).reset_time
                wait = max(1, math.ceil(reset - time.time()))
            except STORE_ERRORS:
                continue
            return Problem(429, "RATE_LIMITED", f"too many {what}: {limit}; retry in {wait} s",
                           headers={"Retry-After": str(wait),
                                    "RateLimit-Limit": str(limit.amount),
                                    "RateLimit-Remaining": "0", "RateLimit-Reset": str(wait)})
        return None

    def settle(self, answers: list) -> None:
        """`refusal`, raised."""
        if refused := self.refusal(answers):
            raise refused


def spend_search(ms: int) -> None:
    """The request makes a bot search for `ms` milliseconds of its worker's processor: it
    spends that much of its client's quota too, counted with the game's read (call this
    before it)."""
    quotas = g.get("cardtable_quotas")
    if quotas is not None and ms:
        quotas.spent.append(Spend(_limit(quotas.quotas.think, "think_ms_per_minute", "minute"),
                                  "think", client(), ms,
                                  "milliseconds of bot search asked for by hints"))


def pending() -> Pending | None:
    """The request's quotas not counted yet; whoever takes them counts them."""
    return g.pop("cardtable_quotas", None)


def install(app: Flask, settings) -> None:
    if settings.rate_limits:
        counter = Quotas(settings)
        app.before_request(counter.before)
        app.after_request(counter.after)


class StoreGauge:
    """Whether Redis has room for new games, read at most once a second per process."""

    def __init__(self, client: redis.Redis, ratio: float):
        self.client, self.ratio = client, ratio
        self._checked, self._full = 0.0, False

    def check(self) -> None:
        now = time.monotonic()
        if now - self._checked > 1.0:
            self._full = any(bool(limit := int(memory.get("maxmemory", 0)))
                             and int(memory["used_memory"]) >= self.ratio * limit
                             for memory in self._memory())
            self._checked = now
        if self._full:
            raise Problem(503, "STORE_FULL", "the game store is nearly full: no new games now; "
                                             "games in play go on", headers={"Retry-After": "60"})

    def _memory(self) -> list[dict]:
        """INFO memory of the Redis, or of every master of a cluster (a new game may land on
        any of them, so the fullest one decides)."""
        if not isinstance(self.client, RedisCluster):
            return [self.client.info("memory")]
        return list(self.client.info("memory", target_nodes=RedisCluster.PRIMARIES).values())
