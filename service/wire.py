"""A game's read and write sent as hiredis packs them, on the client's own pooled connections.

Every move reads its game (with the request's quota counters) and writes it back: two round
trips. Through redis-py's command layers (arguments encoded one by one in Python, a retry
wrapper, response callbacks) each cost about twice the Python of the round trip itself, so
these two go out as the Redis protocol that hiredis packs in C, on a connection of the same
pool, and their replies are read as they come. Everything else goes through redis-py. A
Redis Cluster, or a store that waits for replicas, uses redis-py for these too.
"""

import hiredis
import redis

_LOST = (redis.ConnectionError, redis.TimeoutError)


class Wire:
    def __init__(self, client: redis.Redis):
        self.pool = client.connection_pool

    def send(self, commands: list[tuple], again: bool = False) -> list:
        """Send `commands` (tuples of str, bytes, int or float) in one round trip; their
        replies in order, an error reply as its ResponseError in its place. `again`: on a
        connection lost before the replies came (say a restarted Redis), send them once more
        on a fresh one; for reads only, since a write may have landed."""
        packed = [b"".join(map(hiredis.pack_command, commands))]
        tries = 2 if again else 1
        while True:
            tries -= 1
            conn = self.pool.get_connection()
            try:
                conn.send_packed_command(packed, check_health=False)
                return [_reply(conn) for _ in commands]
            except _LOST:  # redis-py has closed the connection
                if not tries:
                    raise
            finally:
                self.pool.release(conn)


def _reply(conn):
    try:
        return conn.read_response()
    except redis.ResponseError as err:  # the reply is read: the connection is still in step
        return err
