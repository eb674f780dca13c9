"""Apps: the backends that integrate cardtable. Their keys and quotas (registry.py), the app a
request comes from (caller.py), the operator's API (routes.py) and commands (cli.py).

This package stays light (cli.py is read by `cardtable serve` before gevent patches the
standard library): its modules are imported by name.
"""

# what the operator may set per app (each None: the service's default)
QUOTAS = ("requests_per_minute", "creates_per_hour", "think_ms_per_minute", "open_streams")
