"""`cardtable worker`: sends the queued webhook deliveries, with retries and backoff, and acts
for seats, in threads of its own: the moves of bots that a request left to it, and the turn
clocks that ran out (service/games/acting.py).

Each group of games (service/keys.py) has its queue: a Redis stream read through a consumer
group, so a delivery stays pending until
a worker acknowledges it: one that dies mid-delivery loses nothing, since another worker (or
the same one, restarted) claims deliveries left pending longer than `claim_after`. A live
worker claims again, several times within `claim_after`, each delivery it is sending or
holding, so none is taken over from it. A failed
delivery is acknowledged and moved, in one transaction, to a sorted set of retries keyed by
when it is due (exponential backoff); due retries go back to the stream atomically (Lua).
After the last attempt it goes to a dead-letter list. Delivery is at least once: a receiver
may see one `webhook-id` twice and should ignore the repeat.

Deliveries go out side by side from a pool of threads, at most `per_endpoint` at a time to
one endpoint (scheme, host and port), so an endpoint that never answers holds only its own
share, never the others' deliveries. One that fails `pause_after` times in a row is paused
(from the worker's timeout, doubling up to five minutes); its deliveries wait in the retry set
meanwhile, without spending an attempt. Those past its share wait in the worker and go as its
sends end, so a burst reaches a fast endpoint at the endpoint's pace. Past eight times the
share they too wait in the retry set, a second at a time.
"""

import json
import logging
import logging.config
import os
import signal
import socket
import threading
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpx
import redis

from . import redis_pools
from .config import Settings
from .keys import Keys
from .logs import logging_config
from .redis_pools import STORE_ERRORS
from .webhooks import Unresolved, check_target, sign

log = logging.getLogger("cardtable.worker")

_PROMOTE = """
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 100)
for _, member in ipairs(due) do
  redis.call('XADD', KEYS[2], '*', 'delivery', member)
  redis.call('ZREM', KEYS[1], member)
end
return #due
"""

GROUP = "senders"


@dataclass(frozen=True)
class WorkerSettings:
    max_attempts: int = 8
    backoff_seconds: float = 1.0
    claim_after_seconds: float = 60.0
    timeout_seconds: float = 5.0
    allow_private: bool = False
    concurrency: int = 64  # deliveries under way at once
    per_endpoint: int = 4  # ... to one endpoint
    pause_after: int = 3  # failures in a row that pause an endpoint

    @classmethod
    def of(cls, settings: Settings) -> "WorkerSettings":
        return cls(
            max_attempts=settings.webhook_max_attempts,
            backoff_seconds=settings.webhook_backoff_seconds,
            claim_after_seconds=settings.webhook_claim_after_seconds,
            timeout_seconds=settings.webhook_timeout_seconds,
            allow_private=settings.webhooks_allow_private,
            concurrency=settings.webhook_concurrency,
            per_endpoint=settings.webhook_per_endpoint,
        )


_MAX_PAUSE_SECONDS = 300.0


def _endpoint(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.hostname}:{parts.port or ''}"


class _Endpoints:
    """Sends under way, deliveries held for a free slot, and failures in a row, per endpoint
    (this process's view). `start(item)` begins a send that has its slot; an item is (queue,
    entry id, delivery, endpoint)."""

    def __init__(self, settings: WorkerSettings, start):
        self.settings = settings
        self.start = start
        self.lock = threading.Lock()
        self.busy = 0
        self.sending: dict[str, int] = {}
        self.failures: dict[str, int] = {}
        self.paused_until: dict[str, float] = {}
        # Past its share, an endpoint's deliveries wait here (still pending in their queue)
        # and go as slots free, so a fast endpoint is sent a burst at its own pace.
        self.held: dict[str, deque] = {}
        self.hold = settings.per_endpoint * 8
        # every entry held or being sent, with its queue: claimed again now and then, so
        # that no other worker takes one over while this one lives
        self.mine: dict = {}

    def take(self, endpoint: str, now: float, item: tuple) -> float | None:
        """Send the item (now, or once its endpoint has a free slot), or say when to try
        again (its endpoint is paused, or its share and its held deliveries are full)."""
        with self.lock:
            if self.paused_until.get(endpoint, 0.0) > now:
                return self.paused_until[endpoint]
            if self.sending.get(endpoint, 0) >= self.settings.per_endpoint:
                held = self.held.setdefault(endpoint, deque())
                if len(held) >= self.hold:
                    return now + min(1.0, self.settings.timeout_seconds)
                held.append(item)
            else:
                self._occupy(endpoint)
                held = None
            self.mine[item[1]] = item[0]
        if held is None:
            self.start(item)
        return None

    def has(self, entry_id) -> bool:
        with self.lock:
            return entry_id in self.mine

    def mine_by_queue(self) -> dict:
        """The entry ids held or being sent, by their queue."""
        with self.lock:
            out: dict = {}
            for entry_id, queue in self.mine.items():
                out.setdefault(queue, []).append(entry_id)
            return out

    def done(self, item: tuple, ok: bool, now: float) -> tuple[list, float]:
        """A send ended: its slot goes to the endpoint's next held delivery, or, if the
        endpoint is now paused, its held deliveries are returned with when to try them."""
        endpoint = item[3]
        with self.lock:
            self.mine.pop(item[1], None)
            self.busy -= 1
            self.sending[endpoint] -= 1
            if not self.sending[endpoint]:
                del self.sending[endpoint]
            if ok:
                self.failures.pop(endpoint, None)
                self.paused_until.pop(endpoint, None)
            else:
                failures = self.failures[endpoint] = self.failures.get(endpoint, 0) + 1
                if failures >= self.settings.pause_after:
                    pause = self.settings.timeout_seconds \
                        * 2 ** (failures - self.settings.pause_after)
                    self.paused_until[endpoint] = now + min(_MAX_PAUSE_SECONDS, pause)
            held = self.held.get(endpoint)
            if not held:
                return [], now
            if self.paused_until.get(endpoint, 0.0) > now:
                postponed = list(held)
                del self.held[endpoint]
                for _, entry_id, _, _ in postponed:
                    self.mine.pop(entry_id, None)
                return postponed, self.paused_until[endpoint]
            following = held.popleft()
            if not held:
                del self.held[endpoint]
            self._occupy(endpoint)
        self.start(following)
        return [], now

    def _occupy(self, endpoint: str) -> None:
        self.sending[endpoint] = self.sending.get(endpoint, 0) + 1
        self.busy += 1


@dataclass(frozen=True)
class _Queue:
    """One group's deliveries (service/keys.py): waiting, due for a retry, given up."""

    stream: str
    retries: str
    dead: str


class WebhookWorker:
    def __init__(self, client: redis.Redis, keys: Keys, settings: WorkerSettings,
                 name: str | None = None):
        self.redis = client
        self.settings = settings
        self.queues = [_Queue(*q) for q in zip(keys.every("webhooks"), keys.every("webhooks:retry"),
                                                keys.every("webhooks:dead"))]
        self.name = name or f"{socket.gethostname()}-{os.getpid()}"
        self._promote = client.register_script(_PROMOTE)
        self._http = httpx.Client(timeout=settings.timeout_seconds, follow_redirects=False,
                                  headers={"User-Agent": "cardtable-webhooks"},
                                  limits=httpx.Limits(max_connections=settings.concurrency))
        self._pool = ThreadPoolExecutor(settings.concurrency, thread_name_prefix="webhook")
        self._endpoints = _Endpoints(settings, lambda item: self._pool.submit(self._send, *item))
        self._next_claim = 0.0
        # how often stale deliveries are looked for and held ones claimed again: well within
        # `claim_after`, counting a blocking read's wait as well
        self._claim_every = min(1.0, self.settings.claim_after_seconds / 4)

    def run(self, stop: threading.Event) -> None:
        self._ensure_groups()
        # one group's stream can be read blocking; several, on a cluster's different slots,
        # are looked at in turn, with a pause once none had anything
        one = len(self.queues) == 1
        try:
            while not stop.is_set():
                try:
                    if not self.step(block_ms=int(self._claim_every * 1000) if one else 0) \
                            and not one:
                        stop.wait(0.1)
                except STORE_ERRORS as err:
                    log.warning("webhook queue unavailable: %s", err)
                    stop.wait(1.0)
        finally:
            # sends under way stay pending in the queue: another worker claims them
            self._pool.shutdown(wait=False, cancel_futures=True)

    def step(self, block_ms: int = 0) -> int:
        """For each group: promote due retries, take over stale deliveries, start sending
        what is waiting (as many as there are free senders). How many were started."""
        started = 0
        # stale deliveries are looked for now and then, not on every pass over every group
        claiming = time.monotonic() >= self._next_claim
        if claiming:
            self._next_claim = time.monotonic() + self._claim_every
            for queue, ids in self._endpoints.mine_by_queue().items():
                # held and sending ones stay this worker's: claimed again, their idle time
                # starts over
                self.redis.xclaim(queue.stream, GROUP, self.name, 0, ids, justid=True)
        for queue in self.queues:
            self._promote(keys=[queue.retries, queue.stream], args=[time.time()])
            room = self.settings.concurrency - self._endpoints.busy
            if room <= 0:
                time.sleep(0.05)
                return started
            entries = []
            if claiming:
                idle_ms = int(self.settings.claim_after_seconds * 1000)
                claimed = self.redis.xautoclaim(queue.stream, GROUP, self.name, idle_ms, "0-0",
                                                count=room)
                # Redis 7 adds a third element: ids gone since; this worker's own are under way
                entries = [e for e in claimed[1] if not self._endpoints.has(e[0])]
            if not entries:
                read = self.redis.xreadgroup(GROUP, self.name, {queue.stream: ">"},
                                             count=room, block=block_ms or None)
                entries = [e for _, stream_entries in read or [] for e in stream_entries]
            waiting = [w for entry_id, fields in entries
                       if (w := self._dispatch(queue, entry_id, fields)) is not None]
            if waiting:  # moved to the retries together: one round trip, not one each
                self._retry_all(queue, waiting)
            started += len(entries)
        return started

    def _ensure_groups(self) -> None:
        for queue in self.queues:
            try:
                self.redis.xgroup_create(queue.stream, GROUP, id="0", mkstream=True)
            except redis.ResponseError as err:
                if "BUSYGROUP" not in str(err):
                    raise

    def _dispatch(self, queue: _Queue, entry_id, fields):
        """Start sending the delivery, or, if its endpoint must wait, return (entry id,
        delivery, when to try again)."""
        raw = fields.get("delivery") if isinstance(fields, dict) else None
        if isinstance(raw, bytes):
            raw = raw.decode()
        delivery = json.loads(raw)
        endpoint = _endpoint(delivery["url"])
        later = self._endpoints.take(endpoint, time.time(), (queue, entry_id, delivery, endpoint))
        if later is not None:  # no attempt spent: it waits its endpoint's turn
            return entry_id, delivery, later
        return None

    def _send(self, queue: _Queue, entry_id, delivery: dict, endpoint: str) -> None:
        ok = False
        try:
            ok = self._deliver(queue, entry_id, delivery)
        except Exception:  # left pending in the queue: claimed again after claim_after
            log.exception("webhook %s to %s: the send failed", delivery["id"], delivery["url"])
        finally:
            postponed, due = self._endpoints.done((queue, entry_id, delivery, endpoint), ok,
                                                  time.time())
            by_queue: dict = {}
            for held_queue, held_id, held, _ in postponed:
                by_queue.setdefault(held_queue, []).append((held_id, held, due))
            for held_queue, waiting in by_queue.items():
                try:
                    self._retry_all(held_queue, waiting)
                except STORE_ERRORS:  # left pending: claimed again after claim_after
                    log.warning("webhook queue unavailable: held deliveries left pending")

    def _deliver(self, queue: _Queue, entry_id, delivery: dict) -> bool:
        """Send one delivery; whether the endpoint took it. A host name that does not resolve
        now is a failed attempt, tried again like any other."""
        try:
            check_target(delivery["url"], self.settings.allow_private)
        except Unresolved as err:
            status, reason = None, str(err)
        except ValueError as err:
            self._give_up(queue, entry_id, delivery, f"refused: {err}")
            return False
        else:
            status, reason = self._post(delivery)
        if status is not None and 200 <= status < 300:
            with self.redis.pipeline(transaction=True) as tx:
                tx.xack(queue.stream, GROUP, entry_id).xdel(queue.stream, entry_id).execute()
            return True
        delivery["attempt"] += 1
        if delivery["attempt"] >= self.settings.max_attempts:
            self._give_up(queue, entry_id, delivery, reason)
            return False
        self._retry_at(queue, entry_id, delivery, time.time() + self.settings.backoff_seconds
                       * 2 ** (delivery["attempt"] - 1))
        return False

    def _post(self, delivery: dict) -> tuple[int | None, str]:
        """POST the delivery, signed: the answer's status (None: no answer), and a reason."""
        body = json.dumps(delivery["payload"], separators=(",", ":")).encode()
        timestamp = int(time.time())
        headers = {"Content-Type": "application/json", "webhook-id": delivery["id"],
                   "webhook-timestamp": str(timestamp),
                   "webhook-signature": sign(delivery["secret"], delivery["id"], timestamp, body)}
        try:
            status = self._http.post(delivery["url"], content=body, headers=headers).status_code
        except httpx.HTTPError as err:
            return None, type(err).__name__
        return status, f"HTTP {status}"

    def _retry_at(self, queue: _Queue, entry_id, delivery: dict, due: float) -> None:
        """Move a delivery from the queue to the retries, due at `due`, in one step."""
        self._retry_all(queue, [(entry_id, delivery, due)])

    def _retry_all(self, queue: _Queue, waiting: list[tuple]) -> None:
        """Move deliveries (entry id, delivery, when due) from the queue to the retries, in
        one step."""
        ids = [entry_id for entry_id, _, _ in waiting]
        with self.redis.pipeline(transaction=True) as tx:
            tx.zadd(queue.retries, {json.dumps(d): due for _, d, due in waiting})
            tx.xack(queue.stream, GROUP, *ids).xdel(queue.stream, *ids).execute()

    def _give_up(self, queue: _Queue, entry_id, delivery: dict, reason: str) -> None:
        log.warning("webhook %s to %s dropped: %s", delivery["id"], delivery["url"], reason)
        with self.redis.pipeline(transaction=True) as tx:
            tx.lpush(queue.dead, json.dumps({**delivery, "reason": reason}))
            tx.xack(queue.stream, GROUP, entry_id).xdel(queue.stream, entry_id).execute()


def main() -> None:
    logging.config.dictConfig(logging_config())
    settings = Settings.from_env()
    # Bots' moves, clocks and webhooks are background work: on a busy machine the processes
    # answering people come first (a flood of bot tables must not slow anyone's moves).
    os.nice(settings.worker_nice)
    # reads block for a second at a time: the socket may wait longer than that
    client = redis_pools.client(settings.redis_url, settings.redis_max_connections,
                                socket_timeout=10, decode_responses=True)
    keys = Keys(settings.key_prefix, settings.shards, tagged=settings.redis_cluster)
    worker = WebhookWorker(client, keys, WorkerSettings.of(settings))
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    from .app import create_app
    from .games.acting import SeatActor, bot_duty, clock_duty

    app = create_app(settings)
    # the bots' queues and the clocks' each have a loop: a long search never holds a clock
    helpers = [threading.Thread(target=SeatActor(app, duty).run, args=(stop,), name=duty.name,
                                daemon=True) for duty in (bot_duty(app), clock_duty(app))]
    for helper in helpers:
        helper.start()
    log.info("sending webhooks, playing bots and keeping clocks of %d group(s) of games "
             "under %s", settings.shards, settings.key_prefix)
    worker.run(stop)
    for helper in helpers:
        helper.join(timeout=10)
