"""tests/service/test_games.py, on a Redis Cluster."""

from ..service.test_games import *
