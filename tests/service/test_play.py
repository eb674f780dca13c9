"""The web table at /play/: served by the service as static files within their size budget,
running the project's TypeScript client as compiled, and played by clicks in Chromium."""

import functools
import gzip
import http.server
import json
import os
import re
import subprocess
import threading
from pathlib import Path

import pytest

from harness.services import running_service

from ..clients.tools import browser_script

ROOT = Path(__file__).parents[2]
PLAY = ROOT / "service" / "play"
ARTIFACTS = Path(os.environ.get("CARDTABLE_ARTIFACTS", ROOT / ".artifacts")) / "play"


def test_play_is_served_with_its_own_policy(client):
    assert client.get("/play").status_code == 308
    page = client.get("/play/")
    assert page.status_code == 200 and page.mimetype == "text/html"
    policy = page.headers["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
    for name, mimetype in (("app.js", "text/javascript"), ("client.js", "text/javascript"),
                           ("style.css", "text/css")):
        r = client.get(f"/play/{name}")
        assert r.status_code == 200 and r.mimetype == mimetype, name
        assert r.data == (PLAY / name).read_bytes()
    assert client.get("/play/../app.py").status_code == 404
    assert client.get("/play/missing.js").status_code == 404


def test_play_files_are_small_and_fetch_nothing_from_elsewhere():
    files = sorted(p for p in PLAY.iterdir() if p.is_file())
    total = sum(len(gzip.compress(p.read_bytes(), 9)) for p in files)
    assert total <= 150 * 1024, f"{total} bytes gzip-compressed"
    for path in files:
        text = path.read_text()
        assert not re.search(r"(?<![\w.])(https?:)?//[a-z0-9-]+\.[a-z]", text), path.name


def test_play_runs_the_compiled_typescript_client_as_committed():
    compiled = ROOT / "openapi" / "clients" / "typescript" / "dist" / "index.js"
    assert (PLAY / "client.js").read_bytes() == compiled.read_bytes(), \
        "service/play/client.js is stale: run ./dev clients"


class _Files(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.mark.browser
def test_every_kind_played_by_clicks_in_chromium(redis_url, key_prefix):
    """A person plays every kind to its end against bots; two people play one game from an
    invitation link while one of them goes offline and catches up, watched by a third; the
    lobby, each table and each result pass axe-core at phone and desk sizes; the same files
    served from another origin play against the API named in their address."""
    check = browser_script("play_check.mjs")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    elsewhere = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Files, directory=str(PLAY)))
    threading.Thread(target=elsewhere.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{elsewhere.server_address[1]}"
    try:
        with running_service(redis_url, key_prefix, workers=2, env={
                "CARDTABLE_CORS_ORIGINS": origin}) as api:
            result = subprocess.run(["node", check, api, str(ARTIFACTS), origin + "/index.html"],
                                    check=False, capture_output=True, text=True, timeout=600)
    finally:
        elsewhere.shutdown()
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])

    assert report["consoleErrors"] == []
    # a click that raced another seat's move is refused as stale, and only that
    assert report["staleConsole"] <= report["staleMoves"], report
    assert report["outside"] == []  # nothing fetched from another host
    assert report["kindsListed"] == ["slyng", "dac", "president", "vri_atter"]
    for kind, seen in report["kinds"].items():
        assert seen["clicks"] > 0, kind
        assert seen["leaked"] == [], kind  # every card shown was given to this seat
        assert seen["wronglyOffered"] == [], kind  # a card no legal move names is not offered
        assert seen["fair"] == [["commitments", "true"], ["referee", "true"]], kind
    assert sum(seen["checkedOffers"] for seen in report["kinds"].values()) > 0
    assert report["kinds"]["vri_atter"]["hint"].startswith("Hint: ")
    assert report["kinds"]["vri_atter"]["keyboard"]  # a move made with Tab and Enter alone
    assert set(report["kinds"]) == set(report["kindsListed"])
    assert {name: found for name, found in report["axe"].items() if found} == {}
    assert len(report["axe"]) == 2 + 4 * 4  # the lobby, each table and result, both sizes
    for name, layout in report["layout"].items():
        assert layout["overflow"] <= 0, name  # no sideways scrolling
        assert layout["small"] == [], name  # tap targets of 44 px at least

    clock = report["clock"]  # the lobby's turn clock, shown counting down; resigning
    assert clock["first"].startswith(
        "Turn clock (30 s, 10 s to pass or deal, then a bot plays)"), clock
    assert int(clock["later"].split()[0]) < 30 and clock["resignedShown"]
    assert clock["moves"] == 0, json.dumps(clock)  # a resigned seat has nothing left to do

    assert report["takeover"]["handed"] and report["takeover"]["takenBack"]

    stale = report["stale"]  # a click on a table that moved on, unseen: refused, then re-read
    assert stale["elsewhere"] == 200 and stale["clicked"] and stale["refused"] == 1, stale
    assert f"version {stale['version']} " in stale["shown"], stale
    assert stale["message"].startswith("Another move got there first"), stale

    outrun = report["outrun"]  # a status frame whose table moved on again before it was read
    assert outrun["between"] == outrun["from"] + 1 < outrun["later"] and outrun["acts"], outrun
    assert outrun["checked"] == outrun["later"] and f"version {outrun['later']} " in outrun["shown"]
    assert outrun["moves"] > 0 and outrun["wrong"] == [], outrun  # the later table's moves

    two = report["two"]
    offline = two["offline"]
    assert offline["boMoves"] >= 1 and offline["boSeq"] > offline["annSeqBefore"]
    assert two["joined"]  # the open seat was taken from the watch link
    assert len(two["shown"]) == 5  # each move showed on every other page, live
    for name in ("ann", "bo", "cy", "watcher"):
        assert two[name]["repeated"] == 0 and two[name]["missing"] == 0, (name, two[name])
        assert two[name]["leaked"] == [], name
    assert two["ann"]["hand"] == two["bo"]["hand"] == two["cy"]["hand"] == 1
    assert two["watcher"]["hand"] == 0

    assert report["otherOrigin"]["moved"] and report["otherOrigin"]["events"] > 0
    assert report["otherOrigin"]["page"].startswith(origin)
    assert all(Path(p).stat().st_size > 0 for p in report["screenshots"])
