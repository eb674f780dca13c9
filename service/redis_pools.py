"""The Redis connections of a worker process.

A gevent worker serves thousands of requests and streams at once. Past a pool's size they
queue for a connection, and get a 503 after WAIT_SECONDS, instead of failing at once as
redis-py's default pool does past 100 connections (which broke streams opened together, and
let requests past the rate limiter uncounted).
"""

from urllib.parse import parse_qsl, urlencode

import redis

WAIT_SECONDS = 2.0


def _without_decoding(url: str) -> str:
    """`url` without a decode_responses parameter: each client here says whether it decodes
    (game records are binary)."""
    base, _, query = url.partition("?")
    kept = urlencode([(k, v) for k, v in parse_qsl(query) if k != "decode_responses"])
    return f"{base}?{kept}" if kept else base


def blocking_pool(url: str, max_connections: int, socket_timeout: float,
                  decode_responses: bool = False) -> redis.BlockingConnectionPool:
    return redis.BlockingConnectionPool.from_url(
        _without_decoding(url), decode_responses=decode_responses,
        max_connections=max_connections, timeout=WAIT_SECONDS,
        socket_timeout=socket_timeout, socket_connect_timeout=socket_timeout)
