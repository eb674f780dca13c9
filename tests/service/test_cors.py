"""CORS: off by default; with CARDTABLE_CORS_ORIGINS, preflights for /v1 and exposed headers,
and a page on another origin in Chromium."""

import http.server
import json
import subprocess
import threading

import pytest
import requests

from harness.services import running_service
from service import create_app
from service.config import Settings

from ..clients.tools import browser_script
from .helpers import auth
from .test_live import DECK, SHORT_GAME

ORIGIN = "https://table.example"


def test_no_cors_headers_unless_configured(client):
    r = client.options("/v1/games", headers={"Origin": ORIGIN,
                                             "Access-Control-Request-Method": "POST"})
    assert "Access-Control-Allow-Origin" not in r.headers


def test_configured_origins_get_preflights_and_exposed_headers(redis_url, key_prefix):
    app = create_app(Settings(redis_url=redis_url, key_prefix=key_prefix,
                              cors_origins=(ORIGIN,)))
    client = app.test_client()
    wanted = ["Authorization", "Content-Type", "If-Match", "If-None-Match", "Idempotency-Key",
              "Last-Event-ID"]
    for path, method in (("/v1/games", "POST"), ("/v1/games/0123456789abcdef0123/moves", "POST"),
                         ("/v1/games/0123456789abcdef0123/vri_atter/moves", "POST"),
                         ("/v1/games/0123456789abcdef0123/stream", "GET"),
                         ("/v1/kinds", "GET")):
        r = client.options(path, headers={
            "Origin": ORIGIN, "Access-Control-Request-Method": method,
            "Access-Control-Request-Headers": ", ".join(wanted)})
        assert r.status_code in (200, 204), (path, r.status_code)
        assert r.headers["Access-Control-Allow-Origin"] == ORIGIN
        allowed = {h.strip().lower() for h in r.headers["Access-Control-Allow-Headers"].split(",")}
        assert allowed >= {h.lower() for h in wanted}, allowed
    created = client.post("/v1/games", headers={"Origin": ORIGIN}, json={
        "kind": "slyng", "players": [{"name": "a"}, {"name": "b"}]})
    exposed = {h.strip() for h in created.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"ETag", "Location", "Idempotent-Replayed", "Retry-After", "RateLimit-Limit",
            "RateLimit-Remaining", "RateLimit-Reset", "X-Request-ID"} <= exposed
    other = client.get("/v1/kinds", headers={"Origin": "https://elsewhere.example"})
    assert "Access-Control-Allow-Origin" not in other.headers


def test_any_origin(redis_url, key_prefix):
    app = create_app(Settings(redis_url=redis_url, key_prefix=key_prefix, cors_origins=("*",)))
    r = app.test_client().get("/v1/kinds", headers={"Origin": "https://any.example"})
    assert r.headers["Access-Control-Allow-Origin"] == "*"


class _Page(http.server.BaseHTTPRequestHandler):
    """An empty page: the script the test runs in it comes from the browser's driver."""

    def do_GET(self):
        body = b"<!doctype html><title>a table on another origin</title>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.mark.browser
def test_a_page_on_another_origin_follows_a_seat_and_reads_rate_limits(redis_url, key_prefix):
    """In Chromium: a seat's game followed with the browser's own EventSource (a stream
    ticket, no token in the URL) until it stops at the game's end, and a 429's Retry-After,
    RateLimit-* and X-Request-ID read through fetch."""
    check = browser_script("cors_check.mjs")
    # the page comes from a server of its own: another origin (another port) on loopback
    page = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Page)
    threading.Thread(target=page.serve_forever, daemon=True).start()
    page_origin = f"http://127.0.0.1:{page.server_address[1]}"
    with running_service(redis_url, key_prefix, workers=2, env={
            "CARDTABLE_CORS_ORIGINS": page_origin,
            "CARDTABLE_RATE_LIMIT_ADDRESS": "60 per minute"}) as api:
        game = requests.post(api + "/v1/games", json={
            "kind": "vri_atter", "players": [{"name": "Ann"}, {"name": "Bo"}],
            "deck": DECK, "dealer": 1}, timeout=10).json()
        for seat, body in SHORT_GAME:
            r = requests.post(f"{api}/v1/games/{game['game_id']}/moves", json=body,
                              headers=auth(game["seats"][seat]["token"]), timeout=10)
            assert r.status_code == 200, r.text
        try:
            result = subprocess.run(["node", check, api, page_origin + "/table.html",
                                     game["game_id"], game["seats"][0]["token"]],
                                    capture_output=True, text=True, timeout=180)
        finally:
            page.shutdown()
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["errors"] == []
    assert report["ticketStatus"] == 201
    stream = report["stream"]
    assert stream["events"] == list(range(1, len(stream["events"]) + 1)) and stream["events"]
    assert stream["statuses"][-1]["status"] == "finished"
    assert all("legal_moves" in s for s in stream["statuses"])  # the seat's stream
    assert stream["closedBy204"] and stream["opens"] == 1
    assert report["refused"] == 429
    assert int(report["retryAfter"]) >= 0 and report["limit"] == "60"
    assert report["remaining"] == "0" and report["reset"] is not None
    assert report["requestId"]
