"""Following a game live: Server-Sent Events, long polls, and the server model under them."""

import socket
import threading
import time
from urllib.parse import urlsplit

import pytest
import requests

from harness.services import running_service

from ..engine.vri_helpers import stacked_deck
from .helpers import auth, store_client
from .sse import Stream

# the README walkthrough's game: Ann (seat 0) and Bo play it out in eleven moves
HANDS = [["3H", "4C", "5D", "6S", "7H", "9C"], ["3C", "4D", "5S", "6H", "7C", "KD"]]
DECK = stacked_deck(HANDS, "10H", dealer=1)
SHORT_GAME = [(0, {"type": "play", "card": "3H"}), (1, {"type": "play", "card": "3C"}),
              (0, {"type": "play", "card": "4C"}), (1, {"type": "play", "card": "4D"}),
              (0, {"type": "play", "card": "5D"}), (1, {"type": "play", "card": "5S"}),
              (0, {"type": "play", "card": "6S"}), (1, {"type": "play", "card": "6H"}),
              (0, {"type": "play", "card": "7H", "announce": True}),
              (1, {"type": "play", "card": "7C"}), (0, {"type": "play", "card": "9C"})]


def create(base: str, **extra) -> dict:
    r = requests.post(base + "/v1/games", json={
        "kind": "vri_atter", "players": [{"name": "Ann"}, {"name": "Bo"}], **extra}, timeout=10)
    assert r.status_code == 201, r.text
    return r.json()


def move(base: str, game: dict, seat: int, body: dict) -> requests.Response:
    r = requests.post(f"{base}/v1/games/{game['game_id']}/moves", json=body,
                      headers=auth(game["seats"][seat]["token"]), timeout=10)
    assert r.status_code == 200, r.text
    return r


@pytest.fixture(scope="module")
def second_server(redis_url, key_prefix):
    """Another service instance on the same Redis: a different process from live_server's."""
    with running_service(redis_url, key_prefix, workers=2,
                         env={"CARDTABLE_STREAM_HEARTBEAT_SECONDS": "1"}) as base:
        yield base


def test_a_move_reaches_a_stream_held_by_another_process_within_250_ms(live_server,
                                                                        second_server):
    game = create(live_server)
    gid = game["game_id"]
    stream = Stream(f"{second_server}/v1/games/{gid}/stream")
    try:
        stream.events(lambda f: f.event == "status")  # the backlog, then the current status
        latencies = []
        for _ in range(12):
            view = requests.get(f"{live_server}/v1/games/{gid}", timeout=10).json()
            seat = view["to_act"][0]
            listed = requests.get(f"{live_server}/v1/games/{gid}/legal-moves",
                                  headers=auth(game["seats"][seat]["token"]), timeout=10).json()
            draws = [m for m in listed["moves"] if m["type"] in ("draw", "pass")]
            body = (draws or listed["moves"])[0]
            move(live_server, game, seat, body)
            applied = time.monotonic()
            frames = stream.events(lambda f: f.event == "status")
            assert frames, "no event arrived"
            latencies.append(frames[0].at - applied)
        assert max(latencies) < 0.25, latencies
    finally:
        stream.close()


def test_stream_resumes_without_gap_or_repeat_and_ends_with_the_game(live_server):
    game = create(live_server, deck=DECK, dealer=1)
    gid = game["game_id"]
    url = f"{live_server}/v1/games/{gid}/stream"
    first = Stream(url, headers=auth(game["seats"][0]["token"]))
    seen = first.events(lambda f: f.event == "status")
    assert [f.event for f in seen] == ["joined", "joined", "dealt"]
    assert seen[2].data["hand"] == HANDS[0]  # the seat's own projection
    first.close()
    for seat, body in SHORT_GAME[:3]:
        move(live_server, game, seat, body)
    # reconnect as EventSource does, from the last id received
    again = Stream(url, headers={**auth(game["seats"][0]["token"]),
                                 "Last-Event-ID": str(seen[-1].id)})
    resumed = again.events(lambda f: f.event == "status" and f.data["version"] == 4)
    assert resumed[0].id == seen[-1].id + 1
    for seat, body in SHORT_GAME[3:]:
        move(live_server, game, seat, body)
    rest = again.events(lambda f: False)  # until the service ends the stream
    assert again.closed.wait(5)
    ids = [f.id for f in seen + resumed + rest]
    assert ids == list(range(1, len(ids) + 1))
    assert rest[-1].event == "game_over"
    assert [f.data["card"] if "card" in f.data else f.data["cards"][0]
            for f in resumed + rest if f.event == "played"] == [m["card"] for _, m in SHORT_GAME]
    spectator = Stream(url + "?after=2")
    replay = spectator.events(lambda f: False)
    assert [f.id for f in replay] == list(range(3, len(ids) + 1))
    assert "hand" not in replay[0].data


def test_streams_send_what_reads_give(live_server):
    """A write publishes each viewer's events and each seat's legal moves with its notice, and
    streams send those instead of reading them: every stream's events equal the event log as
    its viewer reads it, and every seat's status frame lists what legal-moves gave at that
    version."""
    game = create(live_server, deck=DECK, dealer=1)
    gid = game["game_id"]
    url = f"{live_server}/v1/games/{gid}/stream"
    viewers = {0: auth(game["seats"][0]["token"]), 1: auth(game["seats"][1]["token"]), None: {}}
    streams = {viewer: Stream(url, headers=headers) for viewer, headers in viewers.items()}
    for stream in streams.values():
        stream.events(lambda f: f.event == "status")
    listed = {}
    for seat, body in SHORT_GAME:
        version = move(live_server, game, seat, body).json()["version"]
        for other in (0, 1):
            read = requests.get(f"{live_server}/v1/games/{gid}/legal-moves",
                                headers=viewers[other], timeout=10).json()
            assert read["version"] == version
            listed[(other, version)] = read["moves"]
    for viewer, stream in streams.items():
        frames = []
        while (frame := stream.next()) is not None:
            frames.append(frame)
        log = requests.get(f"{live_server}/v1/games/{gid}/events", headers=viewers[viewer],
                           timeout=10).json()["events"]
        sent = [f for f in frames if f.id is not None]
        assert [{**f.data, "type": f.event} for f in sent] == [
            e for e in log if e["seq"] > 3], viewer
        statuses = [f.data for f in frames if f.event == "status"]
        assert statuses and statuses[-1]["status"] == "finished"
        for status in statuses:
            if viewer is None:
                assert "legal_moves" not in status
            elif (viewer, status["version"]) in listed:
                assert status["legal_moves"] == listed[(viewer, status["version"])]


def test_a_marked_wait_reads_only_when_its_game_may_have_moved(redis_url, key_prefix):
    """A stream's wait after a write skips the version read when no message for its game came
    since the mark it took before reading; one that came, even before the wait, is read."""
    from service.live import Change, Notifier
    from service.redis_pools import is_cluster

    client = store_client(redis_url, decode_responses=True)
    channel = f"{key_prefix}:notifier-test"
    sharded = is_cluster(redis_url)
    publish = client.spublish if sharded else client.publish
    notifier = Notifier(client, [channel], sharded=sharded)
    notifier.wait("none", lambda: None, 0)  # starts the subscription
    deadline = time.monotonic() + 10
    while notifier.mark() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    mark = notifier.mark()
    assert mark is not None
    reads = []

    def current(moved=None):
        reads.append(1)
        return moved

    assert notifier.wait("g1", current, 0.05, mark) is None and reads == []
    publish(channel, '3 5 g1 {"status":"playing","to_act":[0]}')
    while notifier.mark()[1] == mark[1] and time.monotonic() < deadline:
        time.sleep(0.05)
    moved = Change(0, 0, {})
    assert notifier.wait("g1", lambda: current(moved), 0.05, mark) is moved and reads == [1]
    assert notifier.wait("g2", current, 0.05, mark) is None and reads == [1]
    assert notifier.wait("g2", current, 0.05) is None and reads == [1, 1]  # no mark: a read

    # a notice is read only where someone waits on its game (this one would not parse), and
    # one of an earlier release's shape (no game before it) wakes every waiter to re-read
    publish(channel, "4 6 g3 {not json")
    while notifier.mark()[1] == mark[1] + 1 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert notifier.mark()[0] == mark[0]  # the same unbroken subscription
    woken = []
    waiting = threading.Thread(target=lambda: woken.append(notifier.wait("g1", lambda: None, 5)))
    waiting.start()
    time.sleep(0.3)
    started = time.monotonic()
    publish(channel, '5 7 {"game":"g1","status":"playing","to_act":[0]}')
    waiting.join()
    assert woken == [None] and time.monotonic() - started < 4
    assert notifier.mark()[0] == mark[0]


def test_heartbeats_keep_an_idle_stream_open(live_server):
    game = create(live_server)
    stream = Stream(f"{live_server}/v1/games/{game['game_id']}/stream")
    stream.events(lambda f: f.event == "status")
    frame = stream.next(timeout=5)
    assert frame is not None and frame.comment, frame
    stream.close()


def test_stream_never_serves_a_card_shown_once(live_server):
    r = requests.post(live_server + "/v1/games", json={
        "kind": "dac", "players": [{"name": "a"}, {"name": "b"}],
        "options": {"initial_peek": "fixed_first_two"}}, timeout=10)
    game = r.json()
    gid = game["game_id"]
    seat = requests.get(f"{live_server}/v1/games/{gid}", timeout=10).json()["to_act"][0]
    token = game["seats"][seat]["token"]
    stream = Stream(f"{live_server}/v1/games/{gid}/stream", headers=auth(token))
    stream.events(lambda f: f.event == "status")
    drew = requests.post(f"{live_server}/v1/games/{gid}/dac/moves", json={"type": "draw_stock"},
                         headers=auth(token), timeout=10).json()
    card = next(e for e in drew["events"] if e["type"] == "drew")["card"]  # the live answer
    streamed = stream.events(lambda f: f.event == "status")
    assert [f.event for f in streamed] == ["drew"]
    assert "card" not in streamed[0].data and card not in str(streamed[0].data)
    stream.close()


def test_long_poll_answers_when_the_game_moves_or_304_after_the_wait(live_server):
    game = create(live_server)
    gid = game["game_id"]
    url = f"{live_server}/v1/games/{gid}"
    seat = requests.get(url, timeout=10).json()["to_act"][0]
    token = game["seats"][seat]["token"]
    start = time.monotonic()
    idle = requests.get(url + "?wait=1", headers={"If-None-Match": '"1"'}, timeout=10)
    assert idle.status_code == 304 and 0.9 < time.monotonic() - start < 5

    timer = threading.Timer(0.5, move, (live_server, game, seat, {"type": "draw"}))
    timer.start()
    start = time.monotonic()
    for path, headers in ((url + "/legal-moves?wait=30", auth(token)), (url + "?wait=30", {})):
        woken = requests.get(path, headers={**headers, "If-None-Match": '"1"'}, timeout=40)
        assert woken.status_code == 200 and woken.headers["ETag"] == '"2"'
    assert time.monotonic() - start < 5
    timer.join()
    stale = requests.get(url + "?wait=30", headers={"If-None-Match": '"1"'}, timeout=10)
    assert stale.status_code == 200  # an older version is answered at once
    bad = requests.get(url + "?wait=61", timeout=10)
    assert bad.status_code == 422


def _half_open(base: str, count: int) -> list[socket.socket]:
    """Connections that send part of a request's headers, then nothing."""
    host, port = urlsplit(base).hostname, urlsplit(base).port
    held = []
    for i in range(count):
        s = socket.create_connection((host, port), timeout=5)
        s.sendall(b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n"
                  if i % 2 else b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        held.append(s)
    return held


def test_slow_clients_do_not_stall_the_service(live_server):
    held = _half_open(live_server, 50)
    try:
        game = create(live_server)
        start = time.monotonic()
        assert requests.get(live_server + "/healthz", timeout=5).status_code == 200
        assert time.monotonic() - start < 1
        seat = requests.get(f"{live_server}/v1/games/{game['game_id']}",
                            timeout=5).json()["to_act"][0]
        start = time.monotonic()
        move(live_server, game, seat, {"type": "draw"})
        assert time.monotonic() - start < 1
    finally:
        for s in held:
            s.close()


def test_keep_alive_serves_several_requests_on_one_connection(live_server):
    with requests.Session() as session:
        ports = set()
        for _ in range(3):
            r = session.get(live_server + "/healthz", timeout=5, stream=True)
            ports.add(r.raw._connection.sock.getsockname()[1])
            r.content  # noqa: B018  (read the body so the connection goes back to the pool)
        assert r.headers.get("Connection", "").lower() != "close"
        assert len(ports) == 1
