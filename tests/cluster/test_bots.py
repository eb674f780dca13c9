"""tests/service/test_bots.py, on a Redis Cluster."""

from ..service.test_bots import *
