"""Waiting for a game to change, across processes.

Every write publishes "version last-seq game-id notice" on its game's changes channel, in the
same Lua script that writes (service/store.py). Each process holds one subscription to every
channel, read by a background thread (a greenlet under gevent) per connection, which wakes
the requests of that process that wait on the game: streams and long polls. On a Redis
Cluster the channels are sharded (SSUBSCRIBE), each read from the master that serves its
slot; should one of those connections drop, or the cluster's map change, every connection is
made again from the cluster's current map. A waiter registers before it re-reads the version
from Redis, so a change between the two is never missed; if the subscription drops, every
waiter is woken to re-read, and the heartbeat wake-ups of streams re-read anyway.

A stream waits after every write, so it spares that read when it can: it holds a `mark` of
the subscription (its generation and the count of messages dispatched) taken before it read
what it sent, and a wait that finds no message for its game dispatched since that mark, on the
same unbroken subscription, needs no read (Redis delivers a channel's messages in order).
"""

import threading
import time
from collections import OrderedDict
from dataclasses import dataclass

import redis

from .compact_json import loads
from .redis_pools import STORE_ERRORS


@dataclass(frozen=True)
class Change:
    version: int
    last_seq: int
    notice: dict  # status and seats to act after the write (public)
    mark: tuple[int, int] | None = None  # the subscription's mark as it was dispatched


# games whose last message's count is remembered; past that, the oldest are forgotten (and a
# wait marked before the forgotten counts reads the version again)
_RECENT_GAMES = 50_000


class _Waiter:
    def __init__(self):
        self.event = threading.Event()
        self.change: Change | None = None


class Notifier:
    def __init__(self, client: redis.Redis, channels: list[str], sharded: bool = False):
        """`sharded`: `client` is a RedisCluster and `channels` are its sharded channels."""
        self._client = client
        self._channels = channels
        self._sharded = sharded
        self._lock = threading.Lock()
        self._waiters: dict[str, set[_Waiter]] = {}
        self._thread: threading.Thread | None = None
        self._subscribed = False  # every channel's subscription confirmed
        self._sources = self._up = 0  # connections listened on, and those fully subscribed
        self._generation = 0  # one more each time the subscription is made or lost
        self._dispatched = 0  # messages dispatched
        self._recent: OrderedDict[str, int] = OrderedDict()  # game -> its last message's count
        self._forgot = 0  # the largest count dropped from _recent

    def mark(self) -> tuple[int, int] | None:
        """Where the subscription is now; None while it is not subscribed."""
        with self._lock:
            return (self._generation, self._dispatched) if self._subscribed else None

    def wait(self, game_id: str, current, timeout: float,
             mark: tuple[int, int] | None = None) -> Change | None:
        """Wait up to `timeout` s for a change of `game_id`; `current()` re-reads its version
        after registering and returns a Change if it already moved on (else None). With the
        `mark` taken before the caller read the game, `current()` is called only if a message
        for the game may have come since."""
        self._start()
        waiter = _Waiter()
        with self._lock:
            self._waiters.setdefault(game_id, set()).add(waiter)
            quiet = mark is not None and self._quiet_since(game_id, mark)
        try:
            moved = None if quiet else current()
            if moved is not None:
                return moved
            waiter.event.wait(timeout)
            return waiter.change
        finally:
            with self._lock:
                waiting = self._waiters.get(game_id, set())
                waiting.discard(waiter)
                if not waiting:
                    self._waiters.pop(game_id, None)

    def _quiet_since(self, game_id: str, mark: tuple[int, int]) -> bool:
        generation, count = mark
        if not self._subscribed or generation != self._generation:
            return False
        return self._recent.get(game_id, self._forgot) <= count

    def _source_up(self) -> None:
        with self._lock:
            self._up += 1
            if self._up == self._sources:  # from here on every message comes to a listener
                self._subscribed = True
                self._generation += 1

    def _down(self, sources: int = 0) -> None:
        with self._lock:
            self._subscribed = False
            self._sources, self._up = sources, 0
            self._generation += 1
        self._wake_all()

    def open_waits(self) -> int:
        with self._lock:
            return sum(len(w) for w in self._waiters.values())

    def _start(self) -> None:
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._listen, name="cardtable-notifier",
                                                daemon=True)
                self._thread.start()

    def _connections(self) -> list[tuple[redis.Redis, list[str]]]:
        """Each connection to listen on, with the channels it carries."""
        if not self._sharded:
            return [(self._client, self._channels)]
        by_node: dict[str, tuple[object, list[str]]] = {}
        for channel in self._channels:
            node = self._client.get_node_from_key(channel)
            by_node.setdefault(node.name, (node, []))[1].append(channel)
        return [(self._client.get_redis_connection(node), channels)
                for node, channels in by_node.values()]

    def _listen(self) -> None:
        while True:
            failed = threading.Event()
            try:
                connections = self._connections()
            except (*STORE_ERRORS, OSError):
                connections = []
            self._down(len(connections))
            listeners = [threading.Thread(target=self._listen_on, args=(c, ch, failed),
                                          name="cardtable-notifier-conn", daemon=True)
                         for c, ch in connections]
            for listener in listeners:
                listener.start()
            if listeners:
                failed.wait()
            failed.set()
            for listener in listeners:
                listener.join()
            self._down()  # anything published while the listeners were down is re-read
            time.sleep(0.5)
            if self._sharded:
                try:  # a master may have failed over: listen where the slots are now
                    self._client.nodes_manager.initialize()
                except (*STORE_ERRORS, OSError):
                    pass

    def _listen_on(self, client: redis.Redis, channels: list[str], failed: threading.Event):
        """Listen on one connection until it or another listener fails."""
        pubsub = client.pubsub()
        try:
            if self._sharded:  # one SSUBSCRIBE per channel: each lies on a slot of its own
                for channel in channels:
                    pubsub.ssubscribe(channel)
            else:
                pubsub.subscribe(*channels)
            self._wake_all()  # anything published while (re)subscribing is re-read
            confirmed = 0
            # replies are read straight off the subscription's connection: redis-py's
            # get_message wraps each read in a retry and makes a dict of each message
            connection = pubsub.connection
            while not failed.is_set():
                if not connection.can_read(timeout=0.4):  # within the socket timeout
                    continue
                reply = connection.read_response(disconnect_on_error=False, push_request=True)
                kind = reply[0].decode() if isinstance(reply[0], bytes) else reply[0]
                if kind in ("subscribe", "ssubscribe"):
                    confirmed += 1
                    if confirmed == len(channels):
                        self._source_up()
                elif kind in ("message", "smessage"):
                    self._dispatch(reply[2])
                elif kind in ("unsubscribe", "sunsubscribe"):  # a slot moved elsewhere
                    break
        except (*STORE_ERRORS, OSError):
            pass
        finally:
            failed.set()
            try:
                pubsub.close()
            except (*STORE_ERRORS, OSError):
                pass

    def _dispatch(self, data) -> None:
        if isinstance(data, bytes):
            data = data.decode()
        parts = data.split(" ", 3)
        if len(parts) != 4:  # an earlier release's shape (its notice held the game): re-read
            self._wake_all()
            return
        version, length, game_id, notice = parts
        with self._lock:
            self._dispatched += 1
            self._recent[game_id] = self._dispatched
            self._recent.move_to_end(game_id)
            if len(self._recent) > _RECENT_GAMES:
                self._forgot = max(self._forgot, self._recent.popitem(last=False)[1])
            mark = (self._generation, self._dispatched)
            waiting = list(self._waiters.get(game_id, ()))
        if not waiting:  # every process hears every game: read only what is waited on here
            return
        change = Change(int(version), int(length), loads(notice), mark)
        for waiter in waiting:
            waiter.change = change
            waiter.event.set()

    def _wake_all(self) -> None:
        with self._lock:
            waiting = [w for ws in self._waiters.values() for w in ws]
        for waiter in waiting:
            waiter.event.set()
