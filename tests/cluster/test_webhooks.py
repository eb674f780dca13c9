"""tests/service/test_webhooks.py, on a Redis Cluster."""

from ..service.test_webhooks import *
