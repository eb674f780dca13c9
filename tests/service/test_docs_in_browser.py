"""/docs and /redoc in a real browser: nothing loads from outside the service, and Swagger UI
sends the token the user authorized with on operations whose token is optional."""

import json
import subprocess

import pytest
import requests

from ..clients.tools import browser_script

pytestmark = pytest.mark.browser



def test_docs_load_nothing_from_outside_and_send_the_token(live_server):
    check = browser_script("docs_check.mjs")
    game = requests.post(live_server + "/v1/games", json={
        "kind": "slyng", "players": [{"name": "a"}, {"name": "b"}]}, timeout=10).json()
    token = game["seats"][1]["token"]
    result = subprocess.run(["node", check, live_server, token, game["game_id"]],
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["outside"] == []
    assert report["authorization"] == f"Bearer {token}"
