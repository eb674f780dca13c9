"""Settings, read from the environment: every variable the service reads is read here, and
listed in docs/configuration.md (a test holds the two to each other)."""

import os
from dataclasses import dataclass
from pathlib import Path

from .redis_pools import is_cluster

CLUSTER_SHARDS = 16  # groups of games on a Redis Cluster unless CARDTABLE_REDIS_SHARDS says


def _flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in ("1", "true", "yes", "on")


def _origins(raw: str) -> tuple[str, ...]:
    return tuple(o.strip() for o in raw.split(",") if o.strip())


@dataclass(frozen=True)
class Settings:
    redis_url: str
    key_prefix: str = "cardtable"
    allow_stacked_decks: bool = False
    idle_ttl_seconds: int = 7 * 24 * 3600
    finished_ttl_seconds: int = 24 * 3600
    max_body_bytes: int = 64 * 1024
    max_record_bytes: int = 1024 * 1024  # a whole game record sent to the referee
    cors_origins: tuple[str, ...] = ()  # ("*",) for any origin
    stream_heartbeat_seconds: float = 15.0
    stream_max_seconds: float = 3600.0
    stream_ticket_seconds: int = 60  # how long a stream ticket opens its seat's stream
    webhooks_allow_private: bool = False
    # per client address, per token, and games created per address (the limits library's syntax)
    rate_limit_address: str = "120000 per minute"
    rate_limit_token: str = "6000 per minute"
    create_limit: str = "20000 per hour"
    # milliseconds of search that hints may ask for, per client address: a hint holds its
    # worker's processor for its whole budget
    think_limit: str = "30000 per minute"
    # the same, per app, for requests with an app's key (an app's own, set by the operator,
    # replace these)
    app_rate_limit: str = "120000 per minute"
    app_create_limit: str = "20000 per hour"
    app_think_limit: str = "30000 per minute"
    app_stream_limit: int = 20_000  # streams open at once on one app's games
    create_memory_ratio: float = 0.9
    rate_limits: bool = True  # off: a proxy in front of the service does the rate limiting
    bot_request_seconds: float = 2.0  # bot moves a request plays before leaving them to a worker
    bot_request_search_ms: int = 200  # longer searches are always the worker's
    clock_lease_seconds: float = 10.0  # a worker's hold on a game whose deadline passed
    worker_nice: int = 10  # `cardtable worker`'s niceness: below the processes serving requests
    bot_think_per_game: int = 10_000  # ms of bot search a game's bots spend per minute
    bot_think_per_creator: int = 30_000  # ... all the games one address created
    redis_max_connections: int = 100  # per pool, per process
    redis_shards: int = 0  # groups games are spread over (service/keys.py); 0: the default
    redis_wait_replicas: int = 0  # replicas that must hold a write before it is answered
    redis_wait_ms: int = 1000  # ... within this long, else 503
    # where `cardtable serve` says whether the worker it supervises runs (service/children.py);
    # "": no worker of serve's (its readiness does not depend on one)
    worker_status_file: str = ""
    # where serve's processes write their metrics (prometheus_client's multiprocess mode);
    # "": this process's own
    metrics_dir: str = ""
    body_timeout_seconds: float = 15.0  # a request's body must arrive within this long
    max_connections_per_address: int = 500  # of a gunicorn worker (0: no cap)
    webhook_max_attempts: int = 8
    webhook_backoff_seconds: float = 1.0  # the first retry's delay, doubling
    webhook_claim_after_seconds: float = 60.0  # a delivery pending this long is taken over
    webhook_timeout_seconds: float = 5.0
    webhook_concurrency: int = 64  # deliveries a worker sends at once
    webhook_per_endpoint: int = 4  # ... to one endpoint
    admin_key: str = ""  # the operator API's key (service/apps/routes.py); "": that API is off
    anonymous: bool = True  # off: creating a game needs an app's key

    @property
    def redis_cluster(self) -> bool:
        return is_cluster(self.redis_url)

    @property
    def shards(self) -> int:
        """`redis_shards`, or by default 16 on a Redis Cluster and 1 on a single Redis."""
        return self.redis_shards or (CLUSTER_SHARDS if self.redis_cluster else 1)

    @classmethod
    def from_env(cls) -> "Settings":
        env = os.environ
        return cls(
            redis_url=env.get("REDIS_URL", "redis://127.0.0.1:6379/0"),
            key_prefix=env.get("CARDTABLE_KEY_PREFIX", "cardtable"),
            allow_stacked_decks=_flag("CARDTABLE_ALLOW_STACKED_DECKS"),
            idle_ttl_seconds=int(env.get("CARDTABLE_IDLE_TTL_SECONDS", 7 * 24 * 3600)),
            finished_ttl_seconds=int(env.get("CARDTABLE_FINISHED_TTL_SECONDS", 24 * 3600)),
            max_body_bytes=int(env.get("CARDTABLE_MAX_BODY_BYTES", 64 * 1024)),
            max_record_bytes=int(env.get("CARDTABLE_MAX_RECORD_BYTES", 1024 * 1024)),
            cors_origins=_origins(env.get("CARDTABLE_CORS_ORIGINS", "")),
            stream_heartbeat_seconds=float(env.get("CARDTABLE_STREAM_HEARTBEAT_SECONDS", 15)),
            stream_max_seconds=float(env.get("CARDTABLE_STREAM_MAX_SECONDS", 3600)),
            stream_ticket_seconds=int(env.get("CARDTABLE_STREAM_TICKET_SECONDS", 60)),
            webhooks_allow_private=_flag("CARDTABLE_WEBHOOKS_ALLOW_PRIVATE"),
            rate_limit_address=env.get("CARDTABLE_RATE_LIMIT_ADDRESS", "120000 per minute"),
            rate_limit_token=env.get("CARDTABLE_RATE_LIMIT_TOKEN", "6000 per minute"),
            create_limit=env.get("CARDTABLE_CREATE_LIMIT", "20000 per hour"),
            think_limit=env.get("CARDTABLE_THINK_LIMIT", "30000 per minute"),
            app_rate_limit=env.get("CARDTABLE_APP_RATE_LIMIT", "120000 per minute"),
            app_create_limit=env.get("CARDTABLE_APP_CREATE_LIMIT", "20000 per hour"),
            app_think_limit=env.get("CARDTABLE_APP_THINK_LIMIT", "30000 per minute"),
            app_stream_limit=int(env.get("CARDTABLE_APP_STREAM_LIMIT", 20_000)),
            create_memory_ratio=float(env.get("CARDTABLE_CREATE_MEMORY_RATIO", 0.9)),
            rate_limits=env.get("CARDTABLE_RATE_LIMITS", "on").strip().lower() != "off",
            bot_request_seconds=float(env.get("CARDTABLE_BOT_REQUEST_SECONDS", 2.0)),
            bot_request_search_ms=int(env.get("CARDTABLE_BOT_REQUEST_SEARCH_MS", 200)),
            clock_lease_seconds=float(env.get("CARDTABLE_CLOCK_LEASE_SECONDS", 10.0)),
            worker_nice=int(env.get("CARDTABLE_WORKER_NICE", 10)),
            bot_think_per_game=int(env.get("CARDTABLE_BOT_THINK_PER_GAME", 10_000)),
            bot_think_per_creator=int(env.get("CARDTABLE_BOT_THINK_PER_CREATOR", 30_000)),
            redis_max_connections=int(env.get("CARDTABLE_REDIS_MAX_CONNECTIONS", 100)),
            redis_shards=int(env.get("CARDTABLE_REDIS_SHARDS", 0)),
            redis_wait_replicas=int(env.get("CARDTABLE_REDIS_WAIT_REPLICAS", 0)),
            redis_wait_ms=int(env.get("CARDTABLE_REDIS_WAIT_MS", 1000)),
            worker_status_file=env.get("CARDTABLE_WORKER_STATUS_FILE", ""),
            metrics_dir=env.get("PROMETHEUS_MULTIPROC_DIR", ""),
            body_timeout_seconds=float(env.get("CARDTABLE_BODY_TIMEOUT_SECONDS", 15)),
            max_connections_per_address=int(env.get("CARDTABLE_MAX_CONNECTIONS_PER_ADDRESS",
                                                    500)),
            webhook_max_attempts=int(env.get("CARDTABLE_WEBHOOK_MAX_ATTEMPTS", 8)),
            webhook_backoff_seconds=float(env.get("CARDTABLE_WEBHOOK_BACKOFF_SECONDS", 1.0)),
            webhook_claim_after_seconds=float(env.get("CARDTABLE_WEBHOOK_CLAIM_AFTER_SECONDS",
                                                      60)),
            webhook_timeout_seconds=float(env.get("CARDTABLE_WEBHOOK_TIMEOUT_SECONDS", 5)),
            webhook_concurrency=int(env.get("CARDTABLE_WEBHOOK_CONCURRENCY", 64)),
            webhook_per_endpoint=int(env.get("CARDTABLE_WEBHOOK_PER_ENDPOINT", 4)),
            admin_key=env.get("CARDTABLE_ADMIN_KEY", "").strip(),
            anonymous=env.get("CARDTABLE_ANONYMOUS", "on").strip().lower() != "off",
        )


@dataclass(frozen=True)
class ServeSettings:
    """What `cardtable serve` itself reads: where its Redis is (None: an embedded one, with
    its data in `data_dir`), and how many gunicorn workers it runs."""

    redis_url: str | None
    data_dir: Path
    workers: int = 2
    embedded_redis_maxmemory: str = "512mb"

    @classmethod
    def from_env(cls) -> "ServeSettings":
        env = os.environ
        shared = env.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
        return cls(
            redis_url=env.get("REDIS_URL") or None,
            data_dir=Path(env.get("CARDTABLE_DATA_DIR") or Path(shared) / "cardtable"),
            workers=int(env.get("WEB_CONCURRENCY", 2)),
            embedded_redis_maxmemory=env.get("CARDTABLE_EMBEDDED_REDIS_MAXMEMORY", "512mb"),
        )
