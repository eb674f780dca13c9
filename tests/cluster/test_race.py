"""tests/service/test_race.py, on a Redis Cluster."""

from ..service.test_race import *
