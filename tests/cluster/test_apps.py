"""tests/service/test_apps.py, on a Redis Cluster: keys, an app's list of its games (spread over
every group), new seat tokens and usage."""

from ..service.test_apps import *
