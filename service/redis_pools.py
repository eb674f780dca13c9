"""The Redis connections of a worker process, to a single Redis or to a Redis Cluster.

A gevent worker serves thousands of requests and streams at once. Past a pool's size they
queue for a connection, and get a 503 after WAIT_SECONDS, instead of failing at once as
redis-py's default pool does past 100 connections (which broke streams opened together, and
let requests past the rate limiter uncounted). A cluster client keeps such a pool per node.

A Redis Cluster is named by `redis+cluster://[user:password@]host:port[,host:port...]`
(`rediss+cluster://` for TLS): the client starts from whichever listed node answers and
follows the cluster's own map of slots from there.
"""

import select
from functools import partial
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit

import redis
from gevent import monkey
from redis._parsers import _HiredisParser
from redis.cluster import ClusterNode, RedisCluster
from redis.exceptions import RedisClusterException

WAIT_SECONDS = 2.0
# what a call to the store raises when it cannot answer (a cluster it cannot reach at all
# raises the second, which is not a RedisError)
STORE_ERRORS = (redis.RedisError, RedisClusterException)
CLUSTER_SCHEMES = ("redis+cluster://", "rediss+cluster://")


def is_cluster(url: str) -> bool:
    return url.startswith(CLUSTER_SCHEMES)


def _without_decoding(url: str) -> str:
    """`url` without a decode_responses parameter: each client here says whether it decodes
    (game records are binary)."""
    base, _, query = url.partition("?")
    kept = urlencode([(k, v) for k, v in parse_qsl(query) if k != "decode_responses"])
    return f"{base}?{kept}" if kept else base


# the operating system's poll, even where gevent has put its own in select's place
_poll = monkey.get_original("select", "poll")


class CheckoutParser(_HiredisParser):
    """redis-py's hiredis parser, with the pool's check of every connection it hands out (is
    a reply still waiting, or was it closed?) made by the system's poll with no wait. Under
    gevent, `select.poll` is gevent's, which goes round the event loop: that check cost a
    move a tenth of its processor time. Waits with a timeout (a subscription's reads) still
    go through gevent, so they never block the process."""

    def can_read(self, timeout: float = 0) -> bool:
        sock, reader = self._sock, self._reader
        if timeout or sock is None or reader is None or reader.has_data():
            return super().can_read(timeout)
        poller = _poll()
        try:
            poller.register(sock.fileno(), select.POLLIN)
        except ValueError:  # closed under us (its descriptor is -1): as redis-py says it
            raise redis.ConnectionError("Connection closed by server.") from None
        # readable with nothing buffered: data, or a closed socket, which redis-py tells apart
        return bool(poller.poll(0)) and super().can_read(0)

    def handle_pubsub_push_response(self, response):
        # redis-py's looks up a logger for every message it reads, to log it at debug level
        return response


def blocking_pool(url: str, max_connections: int, socket_timeout: float,
                  decode_responses: bool = False) -> redis.BlockingConnectionPool:
    return redis.BlockingConnectionPool.from_url(
        _without_decoding(url), decode_responses=decode_responses,
        max_connections=max_connections, timeout=WAIT_SECONDS,
        socket_timeout=socket_timeout, socket_connect_timeout=socket_timeout,
        parser_class=CheckoutParser)


def cluster_client(url: str, max_connections: int, socket_timeout: float,
                   decode_responses: bool = False) -> RedisCluster:
    parts = urlsplit(url)
    credentials, _, hosts = parts.netloc.rpartition("@")
    username, _, password = credentials.partition(":")
    nodes = []
    for host in hosts.split(","):
        name, _, port = host.rpartition(":")
        if not name or not port.isdigit():
            raise ValueError(f"a Redis Cluster URL lists host:port pairs, not {host!r}")
        nodes.append(ClusterNode(name, int(port)))
    return RedisCluster(
        startup_nodes=nodes, decode_responses=decode_responses,
        username=unquote(username) or None, password=unquote(password) or None,
        ssl=parts.scheme.startswith("rediss"),
        socket_timeout=socket_timeout, socket_connect_timeout=socket_timeout,
        max_connections=max_connections,
        connection_pool_class=partial(redis.BlockingConnectionPool, timeout=WAIT_SECONDS))


def client(url: str, max_connections: int, socket_timeout: float,
           decode_responses: bool = False) -> redis.Redis | RedisCluster:
    """A client of the Redis or Redis Cluster that `url` names, with blocking pools."""
    if is_cluster(url):
        return cluster_client(url, max_connections, socket_timeout, decode_responses)
    return redis.Redis(connection_pool=blocking_pool(url, max_connections, socket_timeout,
                                                     decode_responses))
