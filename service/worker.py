"""`cardtable worker`: sends the queued webhook deliveries, with retries and backoff, and plays
the moves of bots that a request left to it (service/games/bots.py), in a thread of its own.

The queue is a Redis stream read through a consumer group, so a delivery stays pending until
a worker acknowledges it: one that dies mid-delivery loses nothing, since another worker (or
the same one, restarted) claims deliveries left pending longer than `claim_after`. A failed
delivery is acknowledged and moved, in one transaction, to a sorted set of retries keyed by
when it is due (exponential backoff); due retries go back to the stream atomically (Lua).
After the last attempt it goes to a dead-letter list. Delivery is at least once: a receiver
may see one `webhook-id` twice and should ignore the repeat.
"""

import json
import logging
import logging.config
import os
import signal
import socket
import threading
import time
from dataclasses import dataclass

import httpx
import redis

from .config import Settings
from .logs import logging_config
from .webhooks import check_target, sign

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

    @classmethod
    def from_env(cls, settings: Settings) -> "WorkerSettings":
        env = os.environ
        return cls(
            max_attempts=int(env.get("CARDTABLE_WEBHOOK_MAX_ATTEMPTS", 8)),
            backoff_seconds=float(env.get("CARDTABLE_WEBHOOK_BACKOFF_SECONDS", 1.0)),
            claim_after_seconds=float(env.get("CARDTABLE_WEBHOOK_CLAIM_AFTER_SECONDS", 60)),
            timeout_seconds=float(env.get("CARDTABLE_WEBHOOK_TIMEOUT_SECONDS", 5)),
            allow_private=settings.webhooks_allow_private,
        )


class WebhookWorker:
    def __init__(self, client: redis.Redis, prefix: str, settings: WorkerSettings,
                 name: str | None = None):
        self.redis = client
        self.settings = settings
        self.queue = f"{prefix}:webhooks"
        self.retries = f"{prefix}:webhooks:retry"
        self.dead = f"{prefix}:webhooks:dead"
        self.name = name or f"{socket.gethostname()}-{os.getpid()}"
        self._promote = client.register_script(_PROMOTE)
        self._http = httpx.Client(timeout=settings.timeout_seconds, follow_redirects=False,
                                  headers={"User-Agent": "cardtable-webhooks"})

    def run(self, stop: threading.Event) -> None:
        self._ensure_group()
        while not stop.is_set():
            try:
                self.step(block_ms=1000)
            except redis.RedisError as err:
                log.warning("webhook queue unavailable: %s", err)
                stop.wait(1.0)

    def step(self, block_ms: int = 0) -> int:
        """Promote due retries, take over stale deliveries, send what is waiting."""
        self._promote(keys=[self.retries, self.queue], args=[time.time()])
        idle_ms = int(self.settings.claim_after_seconds * 1000)
        claimed = self.redis.xautoclaim(self.queue, GROUP, self.name, idle_ms, "0-0", count=20)
        entries = list(claimed[1])  # Redis 7 adds a third element: ids no longer there
        if not entries:
            read = self.redis.xreadgroup(GROUP, self.name, {self.queue: ">"}, count=20,
                                         block=block_ms or None)
            entries = [e for _, stream_entries in read or [] for e in stream_entries]
        for entry_id, fields in entries:
            self._deliver(entry_id, fields)
        return len(entries)

    def _ensure_group(self) -> None:
        try:
            self.redis.xgroup_create(self.queue, GROUP, id="0", mkstream=True)
        except redis.ResponseError as err:
            if "BUSYGROUP" not in str(err):
                raise

    def _deliver(self, entry_id, fields) -> None:
        raw = fields.get("delivery") if isinstance(fields, dict) else None
        if isinstance(raw, bytes):
            raw = raw.decode()
        delivery = json.loads(raw)
        try:
            check_target(delivery["url"], self.settings.allow_private)
        except ValueError as err:
            return self._give_up(entry_id, delivery, f"refused: {err}")
        body = json.dumps(delivery["payload"], separators=(",", ":")).encode()
        timestamp = int(time.time())
        headers = {"Content-Type": "application/json", "webhook-id": delivery["id"],
                   "webhook-timestamp": str(timestamp),
                   "webhook-signature": sign(delivery["secret"], delivery["id"], timestamp, body)}
        try:
            status = self._http.post(delivery["url"], content=body, headers=headers).status_code
        except httpx.HTTPError as err:
            status, reason = None, type(err).__name__
        else:
            reason = f"HTTP {status}"
        if status is not None and 200 <= status < 300:
            with self.redis.pipeline(transaction=True) as tx:
                tx.xack(self.queue, GROUP, entry_id).xdel(self.queue, entry_id).execute()
            return None
        delivery["attempt"] += 1
        if delivery["attempt"] >= self.settings.max_attempts:
            return self._give_up(entry_id, delivery, reason)
        due = time.time() + self.settings.backoff_seconds * 2 ** (delivery["attempt"] - 1)
        with self.redis.pipeline(transaction=True) as tx:
            tx.zadd(self.retries, {json.dumps(delivery): due})
            tx.xack(self.queue, GROUP, entry_id).xdel(self.queue, entry_id).execute()
        return None

    def _give_up(self, entry_id, delivery: dict, reason: str) -> None:
        log.warning("webhook %s to %s dropped: %s", delivery["id"], delivery["url"], reason)
        with self.redis.pipeline(transaction=True) as tx:
            tx.lpush(self.dead, json.dumps({**delivery, "reason": reason}))
            tx.xack(self.queue, GROUP, entry_id).xdel(self.queue, entry_id).execute()


def main() -> None:
    logging.config.dictConfig(logging_config())
    settings = Settings.from_env()
    # reads block for a second at a time: the socket may wait longer than that
    client = redis.Redis.from_url(settings.redis_url, decode_responses=True, socket_timeout=10,
                                  socket_connect_timeout=2)
    worker = WebhookWorker(client, settings.key_prefix, WorkerSettings.from_env(settings))
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    from .app import create_app
    from .games.bots import BotWorker

    bots = threading.Thread(target=BotWorker(create_app(settings)).run, args=(stop,),
                            name="bots", daemon=True)
    bots.start()
    log.info("sending webhooks from %s, playing bots from %s", worker.queue,
             f"{settings.key_prefix}:bots")
    worker.run(stop)
    bots.join(timeout=10)
