"""tests/service/test_live.py, on a Redis Cluster."""

from ..service.test_live import *
