"""tests/service/test_idempotency.py, on a Redis Cluster."""

from ..service.test_idempotency import *
