"""Open streams per app: the streams open on an app's games at once, whoever opened them (a
seat's token, a ticket, a spectator), are counted against the app's quota.

Each app has a sorted set in Redis of its games' open streams, each scored by when its lease
ends. A stream takes a lease as it opens (refused with 429 past the quota), renews it every
heartbeat interval while it runs, and gives it back as it closes; a stream whose process died
drops out when its lease ends, three heartbeat intervals on. Every process and host counts in
the same set.
"""

import math
import secrets
import time

from ..problems import Problem
from ..redis_pools import STORE_ERRORS

LEASE_HEARTBEATS = 3


class Lease:
    """One open stream's place in its app's count. `send` sends commands together and
    answers their replies (GameStore.read_together: packed by hiredis on a single Redis)."""

    def __init__(self, send, key: str, seconds: float):
        self.send, self.key, self.seconds = send, key, seconds
        self.member = secrets.token_hex(8)
        self.renew_at = 0.0

    def take(self, limit: int) -> bool:
        now = time.time()
        _, _, count, _ = self.send([
            ("ZREMRANGEBYSCORE", self.key, "-inf", now),
            ("ZADD", self.key, now + self.seconds, self.member),
            ("ZCARD", self.key), ("EXPIRE", self.key, math.ceil(self.seconds))], checked=True)
        if count > limit:
            self.close()
            return False
        self.renew_at = time.monotonic() + self.seconds / LEASE_HEARTBEATS
        return True

    def renew(self) -> None:
        """Keep the place, once a heartbeat interval at most."""
        if time.monotonic() < self.renew_at:
            return
        self.send([("ZADD", self.key, "XX", time.time() + self.seconds, self.member),
                   ("EXPIRE", self.key, math.ceil(self.seconds))], checked=True)
        self.renew_at = time.monotonic() + self.seconds / LEASE_HEARTBEATS

    def close(self) -> None:
        try:
            self.send([("ZREM", self.key, self.member)])
        except STORE_ERRORS:
            pass  # its lease runs out by itself


def lease(send, prefix: str, app, default_limit: int, heartbeat_seconds: float) -> Lease:
    """A lease on one of `app`'s streams, or 429 RATE_LIMITED when its games have their
    quota of streams open."""
    limit = app.quotas.get("open_streams", default_limit)
    taken = Lease(send, f"{prefix}:streams:{app.id}", heartbeat_seconds * LEASE_HEARTBEATS)
    if not taken.take(limit):
        raise Problem(429, "RATE_LIMITED", f"this app's games have {limit} streams open, its "
                                           "quota: close some", headers={"Retry-After": "5"})
    return taken
