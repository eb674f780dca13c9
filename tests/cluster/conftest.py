"""The tests here run on a Redis Cluster (3 masters, a replica each), started for the session:
the service's REDIS_URL names it (`redis+cluster://...`), so every app, served instance and
worker of these tests uses it."""

from pathlib import Path

import pytest

from .. import conftest as single

HERE = Path(__file__).parent


def pytest_collection_modifyitems(items):
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.cluster)


@pytest.fixture(scope="session")
def redis_url(redis_cluster):
    return redis_cluster.url


def _again(fixture):
    """`fixture` of tests/conftest.py declared again here: pytest keeps one value of a session
    fixture per declaration, and these must be made anew on the cluster's `redis_url`."""
    return pytest.fixture(scope="session")(fixture.__wrapped__)


key_prefix = _again(single.key_prefix)
settings = _again(single.settings)
app = _again(single.app)
patient_app = _again(single.patient_app)
live_server = _again(single.live_server)
