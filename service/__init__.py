"""cardtable's HTTP service: translates HTTP to engine calls and back; game state lives in Redis.

This module stays light (the app is built in service/app.py): `cardtable serve` imports it
before gevent patches the standard library, which must come first.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("cardtable")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0"


def create_app(settings=None):
    """The Flask app (service/app.py)."""
    from .app import create_app as build

    return build(settings)
