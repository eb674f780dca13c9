"""Waiting for a game to change, across processes.

Every write publishes "version last-seq notice" on the store's changes channel, in the same
Lua script that writes (service/store.py). Each process holds one subscription, read by one
background thread (a greenlet under gevent), which wakes the requests of that process that
wait on the game: streams and long polls. A waiter registers before it re-reads the version
from Redis, so a change between the two is never missed; if the subscription drops, every
waiter is woken to re-read, and the heartbeat wake-ups of streams re-read anyway.

A stream waits after every write, so it spares that read when it can: it holds a `mark` of
the subscription (its generation and the count of messages dispatched) taken before it read
what it sent, and a wait that finds no message for its game dispatched since that mark, on the
same unbroken subscription, needs no read (Redis delivers a channel's messages in order).
"""

import json
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass

import redis


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
    def __init__(self, client: redis.Redis, channel: str):
        self._client = client
        self._channel = channel
        self._lock = threading.Lock()
        self._waiters: dict[str, set[_Waiter]] = {}
        self._thread: threading.Thread | None = None
        self._subscribed = False
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

    def _subscription(self, up: bool) -> None:
        with self._lock:
            self._subscribed = up
            self._generation += 1

    def open_waits(self) -> int:
        with self._lock:
            return sum(len(w) for w in self._waiters.values())

    def _start(self) -> None:
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._listen, name="cardtable-notifier",
                                                daemon=True)
                self._thread.start()

    def _listen(self) -> None:
        while True:
            try:
                pubsub = self._client.pubsub()
                pubsub.subscribe(self._channel)
                self._wake_all()  # anything published while (re)subscribing is re-read
                while True:
                    message = pubsub.get_message(timeout=0.4)  # within the socket timeout
                    if message is None:
                        continue
                    if message["type"] == "subscribe":
                        # from here on every message on the channel comes to this thread
                        self._subscription(True)
                    elif message["type"] == "message":
                        self._dispatch(message["data"])
            except (redis.RedisError, OSError):
                self._subscription(False)
                self._wake_all()
                time.sleep(0.5)

    def _dispatch(self, data) -> None:
        if isinstance(data, bytes):
            data = data.decode()
        version, length, notice = data.split(" ", 2)
        notice = json.loads(notice)
        game_id = notice["game"]
        with self._lock:
            self._dispatched += 1
            self._recent[game_id] = self._dispatched
            self._recent.move_to_end(game_id)
            if len(self._recent) > _RECENT_GAMES:
                self._forgot = max(self._forgot, self._recent.popitem(last=False)[1])
            change = Change(int(version), int(length), notice,
                            (self._generation, self._dispatched))
            waiting = list(self._waiters.get(game_id, ()))
        for waiter in waiting:
            waiter.change = change
            waiter.event.set()

    def _wake_all(self) -> None:
        with self._lock:
            waiting = [w for ws in self._waiters.values() for w in ws]
        for waiter in waiting:
            waiter.event.set()
