"""Waiting for a game to change, across processes.

Every write publishes "version last-seq notice" on the store's changes channel, in the same
Lua script that writes (service/store.py). Each process holds one subscription, read by one
background thread (a greenlet under gevent), which wakes the requests of that process that
wait on the game: streams and long polls. A waiter registers before it re-reads the version
from Redis, so a change between the two is never missed; if the subscription drops, every
waiter is woken to re-read, and the heartbeat wake-ups of streams re-read anyway.
"""

import json
import threading
import time
from dataclasses import dataclass

import redis


@dataclass(frozen=True)
class Change:
    version: int
    last_seq: int
    notice: dict  # status and seats to act after the write (public)


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

    def wait(self, game_id: str, current, timeout: float) -> Change | None:
        """Wait up to `timeout` s for a change of `game_id`; `current()` re-reads its version
        after registering and returns a Change if it already moved on (else None)."""
        self._start()
        waiter = _Waiter()
        with self._lock:
            self._waiters.setdefault(game_id, set()).add(waiter)
        try:
            moved = current()
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
                pubsub = self._client.pubsub(ignore_subscribe_messages=True)
                pubsub.subscribe(self._channel)
                self._wake_all()  # anything published while (re)subscribing is re-read
                while True:
                    message = pubsub.get_message(timeout=0.4)  # within the socket timeout
                    if message is not None:
                        self._dispatch(message["data"])
            except (redis.RedisError, OSError):
                self._wake_all()
                time.sleep(0.5)

    def _dispatch(self, data) -> None:
        if isinstance(data, bytes):
            data = data.decode()
        version, length, notice = data.split(" ", 2)
        notice = json.loads(notice)
        change = Change(int(version), int(length), notice)
        with self._lock:
            waiting = list(self._waiters.get(notice["game"], ()))
        for waiter in waiting:
            waiter.change = change
            waiter.event.set()

    def _wake_all(self) -> None:
        with self._lock:
            waiting = [w for ws in self._waiters.values() for w in ws]
        for waiter in waiting:
            waiter.event.set()
