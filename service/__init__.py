"""cardtable's HTTP service: translates HTTP to engine calls and back; game state lives in Redis.

This module stays light (the app is built in service/app.py): `cardtable serve` imports it
before gevent patches the standard library, which must come first.
"""

def create_app(settings=None):
    """The Flask app (service/app.py)."""
    from .app import create_app as build

    return build(settings)
