"""docs/apps.md's backend, run as it stands against a service with its worker: it seats two
of its users, gets the app's webhook for their game, and lists its games."""

import os
import re
import subprocess
import sys
from pathlib import Path

from harness.services import free_port, running_service
from service.apps.registry import Apps

from ..service.helpers import store_client
from .conftest import CLIENTS

DOC = Path(__file__).parents[2] / "docs" / "apps.md"


def _backend() -> str:
    [code] = re.findall(r"## A backend in 30 lines.*?```python\n(.*?)```", DOC.read_text(), re.S)
    return code


def test_the_documented_backend_is_about_30_lines():
    lines = [line for line in _backend().splitlines() if line.strip()]
    assert len(lines) <= 36, len(lines)


def test_the_documented_backend_runs(redis_url, key_prefix, tmp_path):
    prefix = f"{key_prefix}:backend"
    registry = Apps(store_client(redis_url, decode_responses=True), prefix)
    app, key = registry.create("Backend")
    port = free_port()
    _, hook = registry.add_webhook(app.id, f"http://127.0.0.1:{port}/hooks", ["move"])
    script = tmp_path / "backend.py"
    script.write_text(_backend())
    with running_service(redis_url, prefix, workers=2,
                         env={"CARDTABLE_WEBHOOKS_ALLOW_PRIVATE": "1"}) as base:
        done = subprocess.run(
            [sys.executable, str(script)], capture_output=True, text=True, timeout=120,
            env={**os.environ, "PYTHONPATH": str(CLIENTS / "python"), "CARDTABLE_URL": base,
                 "CARDTABLE_APP_KEY": key, "WEBHOOK_SECRET": hook["secrets"][0],
                 "WEBHOOK_PORT": str(port)})
    assert done.returncode == 0, done.stderr[-3000:]
    seated, *listed = done.stdout.splitlines()
    assert seated == "seated ['user-17', 'user-42'] webhook True"
    assert len(listed) == 1 and listed[0].endswith("['user-17', 'user-42']")
