"""HAProxy (the system's package) in front of service instances, for the tests: round robin
per request, instances checked on /readyz every 300 ms, and each answer saying which instance
served it (`X-Served-By`).

An instance is taken out after two failed checks, and a check fails only on an error or after
5 s: on a busy machine a /readyz slower than the check's interval is not a dead instance, and
taking it out would skew the round robin the tests count on. A killed instance refuses
connections, so it is still taken out within about 600 ms."""

import shutil
import subprocess
import tempfile
from contextlib import contextmanager
from pathlib import Path

from harness.services import free_port, wait_ready

_CONFIG = """
global
  maxconn 4000
defaults
  mode http
  timeout connect 2s
  timeout check 5s
  timeout client 1h
  timeout server 1h
  retries 3
  option redispatch
frontend web
  bind 127.0.0.1:{port}
  default_backend cardtable
backend cardtable
  balance roundrobin
  option httpchk GET /readyz
  http-response set-header X-Served-By %s
{servers}
"""


@contextmanager
def running_balancer(instances: dict[str, str]):
    """HAProxy over `instances` (name: base URL); yields its base URL."""
    if shutil.which("haproxy") is None:
        raise RuntimeError("the tests of several instances need HAProxy (apt install haproxy)")
    port = free_port()
    servers = "\n".join(f"  server {name} {url.removeprefix('http://')} check inter 300ms "
                        f"fall 2 rise 1" for name, url in instances.items())
    with tempfile.TemporaryDirectory() as scratch:
        config = Path(scratch) / "haproxy.cfg"
        config.write_text(_CONFIG.format(port=port, servers=servers))
        proc = subprocess.Popen(["haproxy", "-db", "-f", str(config)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        base = f"http://127.0.0.1:{port}"
        try:
            wait_ready(proc, base, "haproxy", lambda: "")
            yield base
        finally:
            proc.kill()
            proc.wait()
