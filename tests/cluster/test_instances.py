"""Three service instances on one Redis Cluster behind HAProxy: one game's seats are served by
different instances, a stream held through one sees moves made through the others, and when
an instance is killed its streams' clients resume from Last-Event-ID through the others with
no event missing or repeated."""

import os
import signal
import subprocess
import threading
import time
import uuid
from contextlib import ExitStack

import pytest
import requests

from harness.services import answered, running_service

from ..balancer import running_balancer
from ..service.sse import Stream

GAMES = 6


@pytest.fixture
def instances(redis_url, key_prefix):
    with ExitStack() as stack:
        served = {name: stack.enter_context(running_service(
            redis_url, key_prefix, workers=1, env={"CARDTABLE_STREAM_HEARTBEAT_SECONDS": "1"}))
            for name in ("a", "b", "c")}
        yield served, stack.enter_context(running_balancer(served))


def _send(method: str, url: str, **kwargs) -> requests.Response:
    """Through the balancer, sent again while an instance goes away (a move keeps its
    Idempotency-Key, so it is made once)."""
    return answered(method, url, 60, pause=0.1, **kwargs)


def _move(base: str, game: dict) -> set[str]:
    """One move of the game's player to act, each request through the balancer; the
    instances that served them."""
    gid = game["game_id"]
    view = _send("GET", f"{base}/v1/games/{gid}")
    seat = view.json()["to_act"][0]
    auth = {"Authorization": f"Bearer {game['seats'][seat]['token']}"}
    listed = _send("GET", f"{base}/v1/games/{gid}/legal-moves", headers=auth)
    move = listed.json()["moves"][0]
    made = _send("POST", f"{base}/v1/games/{gid}/moves", json=move,
                 headers={**auth, "Idempotency-Key": str(uuid.uuid4())})
    assert made.status_code == 200, made.text
    return {r.headers["X-Served-By"] for r in (view, listed, made)}


def _create(base: str) -> dict:
    return _send("POST", f"{base}/v1/games", json={
        "kind": "vri_atter", "players": [{"name": "A"}, {"name": "B"}]}).json()


class Follower:
    """A client following a game's public stream through the balancer, resuming from the
    last event id it saw whenever its stream ends."""

    def __init__(self, base: str, game_id: str):
        self.url = f"{base}/v1/games/{game_id}/stream"
        self.ids: list[int] = []
        self.served: list[str] = []
        self.stop = threading.Event()
        self.stream: Stream | None = None
        self.opened = threading.Event()
        threading.Thread(target=self._follow, daemon=True).start()

    def _follow(self):
        while not self.stop.is_set():
            headers = {"Last-Event-ID": str(self.ids[-1])} if self.ids else {}
            try:
                stream = Stream(self.url, headers=headers, timeout=30)
            except requests.RequestException:
                time.sleep(0.2)
                continue
            if stream.response.status_code != 200:
                stream.response.close()
                time.sleep(0.2)
                continue
            self.stream = stream
            self.served.append(stream.response.headers["X-Served-By"])
            self.opened.set()
            while (frame := stream.next(timeout=60)) is not None:
                if frame.id is not None:
                    self.ids.append(frame.id)
            stream.response.close()


def _kill(proc: subprocess.Popen) -> None:
    """SIGKILL the instance: gunicorn's master and its workers at once."""
    children = subprocess.run(["pgrep", "-P", str(proc.pid)], capture_output=True, check=False,
                              text=True).stdout.split()
    for pid in [proc.pid, *map(int, children)]:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    proc.wait()


def test_instances_share_games_and_streams_resume_on_the_others(instances):
    served, base = instances
    games = [_create(base) for _ in range(GAMES)]
    # one game's requests go to every instance in turn
    seen = set()
    for _ in range(4):
        seen |= _move(base, games[0])
    assert seen == set(served), seen
    # a stream held through one instance sees moves made through the others
    followers = [Follower(base, g["game_id"]) for g in games]
    for follower in followers:
        assert follower.opened.wait(30)
    assert {f.served[0] for f in followers} == set(served)  # round robin: all three hold some
    for game in games:
        _move(base, game)
    victim = followers[0].served[0]
    _kill(served[victim].proc)
    for _ in range(3):
        for game in games:
            _move(base, game)
    deadline = time.monotonic() + 60
    for follower, game in zip(followers, games):
        events = _send("GET", f"{base}/v1/games/{game['game_id']}/events").json()["events"]
        last = events[-1]["seq"]
        while (not follower.ids or follower.ids[-1] < last) and time.monotonic() < deadline:
            time.sleep(0.1)
        follower.stop.set()
        # nothing missing, nothing twice, whichever instances served it
        assert follower.ids == list(range(1, last + 1)), (follower.served, follower.ids)
        if follower.served[0] == victim:
            assert len(follower.served) > 1 and victim not in follower.served[1:]
    assert any(f.served[0] == victim for f in followers)
