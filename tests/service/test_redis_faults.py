"""Redis going away, coming back, hanging; and the embedded Redis outliving a worker."""

import os
import signal
import socket
import stat
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

import redis
import requests

from harness.services import free_port, running_service, wait_until
from service import create_app
from service.config import Settings
from service.server import HASH_MAX_VALUE

from .helpers import auth, create


def children(pid: int) -> list[tuple[int, str]]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    out.append((int(entry.name), (entry / "cmdline").read_bytes().decode()))
            except (OSError, IndexError):
                continue
    return out


class RedisServer:
    """A private redis-server with append-only persistence, which the test may kill."""

    def __init__(self, folder: Path):
        self.port, self.folder = free_port(), folder
        self.start()

    def start(self):
        self.proc = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "yes", "--dir", str(self.folder)], stdout=subprocess.DEVNULL)
        client = redis.Redis(port=self.port)
        assert wait_until(lambda: self._ping(client), 20), "redis-server did not start"

    @staticmethod
    def _ping(client) -> bool:
        try:
            return client.ping()
        except redis.RedisError:
            return False

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()


def _play(base: str, game: dict, moves: int) -> int:
    """Draws and passes by whoever is to act; the version the last acknowledged move made."""
    gid, version = game["game_id"], None
    for _ in range(moves):
        view = requests.get(f"{base}/v1/games/{gid}", timeout=10).json()
        seat = view["to_act"][0]
        body = {"type": "draw" if view["draws_this_turn"] < 3 else "pass"}
        r = requests.post(f"{base}/v1/games/{gid}/moves", json=body, timeout=10,
                          headers=auth(game["seats"][seat]["token"]))
        assert r.status_code == 200, r.text
        version = r.json()["version"]
    return version


def test_redis_killed_and_restarted_mid_game(tmp_path, key_prefix):
    server = RedisServer(tmp_path)
    try:
        with running_service(server.url, key_prefix, workers=2, args=("--no-worker",)) as base:
            game = requests.post(base + "/v1/games", timeout=10, json={
                "kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}]}).json()
            acknowledged = _play(base, game, 8)
            server.kill()
            gid = game["game_id"]
            for method, path in (("GET", f"/v1/games/{gid}"), ("POST", f"/v1/games/{gid}/moves"),
                                 ("GET", "/readyz")):
                start = time.monotonic()
                r = requests.request(method, base + path, json={"type": "draw"}, timeout=10,
                                     headers=auth(game["seats"][0]["token"]))
                assert r.status_code == 503, (path, r.status_code, r.text)
                assert r.headers["Content-Type"].startswith("application/problem+json")
                assert r.json()["code"] == "REDIS_UNAVAILABLE" and int(r.headers["Retry-After"]) > 0
                assert time.monotonic() - start < 3
            server.start()  # the same files: nothing acknowledged may be missing
            assert wait_until(lambda: requests.get(base + "/readyz", timeout=5).status_code == 200)
            view = requests.get(f"{base}/v1/games/{gid}", timeout=10).json()
            assert view["version"] == acknowledged
            assert _play(base, game, 3) == acknowledged + 3  # scripts are loaded again
    finally:
        server.kill()


def test_a_stream_whose_redis_goes_away_ends_cleanly(tmp_path, key_prefix):
    """Its head is sent, so no 503: the stream ends, for the client to resume from its last id."""
    server = RedisServer(tmp_path)
    try:
        app = create_app(Settings(redis_url=server.url, key_prefix=key_prefix,
                                  stream_heartbeat_seconds=0.2))
        client = app.test_client()
        gid = create(client)["game_id"]
        stream = client.get(f"/v1/games/{gid}/stream", buffered=False)
        frames = iter(stream.response)
        received = b""
        while b"event: status" not in received:
            received += next(frames)
        server.kill()
        rest = b"".join(frames)  # ends instead of raising when Redis is read again
        assert b"id: " in received and b"id: " not in rest
        stream.close()
    finally:
        server.kill()


def test_a_redis_that_never_answers_gives_503_within_a_second(key_prefix):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    held = []
    threading.Thread(target=lambda: [held.append(listener.accept()) for _ in range(16)],
                     daemon=True).start()
    port = listener.getsockname()[1]
    app = create_app(Settings(redis_url=f"redis://127.0.0.1:{port}/0", key_prefix=key_prefix))
    client = app.test_client()
    for path in ("/v1/games/0123456789abcdef0123", "/readyz"):
        start = time.monotonic()
        r = client.get(path)
        assert r.status_code == 503 and r.get_json()["code"] == "REDIS_UNAVAILABLE", path
        assert time.monotonic() - start < 1.5
    listener.close()


def test_past_the_pool_size_requests_wait_for_a_connection_then_get_503(settings):
    """Under gevent one process serves thousands of requests and streams at once: when every
    pooled Redis connection is busy, a request waits for one rather than failing at once."""
    app = create_app(replace(settings, redis_max_connections=1))
    client = app.test_client()
    gid = create(client)["game_id"]
    pool = app.extensions["cardtable"]["store"].redis.connection_pool
    held = pool.get_connection()  # the only connection of the records' pool
    answers = []
    waiting = threading.Thread(target=lambda: answers.append(client.get(f"/v1/games/{gid}")))
    waiting.start()
    time.sleep(0.3)
    assert answers == []  # still waiting for the connection
    pool.release(held)
    waiting.join(10)
    assert answers[0].status_code == 200

    held = pool.get_connection()
    start = time.monotonic()
    r = client.get(f"/v1/games/{gid}")
    assert r.status_code == 503 and r.get_json()["code"] == "REDIS_UNAVAILABLE"
    assert 1.5 < time.monotonic() - start < 10
    pool.release(held)
    assert client.get(f"/v1/games/{gid}").status_code == 200


def test_the_embedded_redis_is_private_and_outlives_workers_and_itself(tmp_path, key_prefix):
    data = tmp_path / "data"
    with running_service(None, key_prefix, workers=2, args=("--no-worker",),
                         env={"CARDTABLE_DATA_DIR": str(data)}) as base:
        game = requests.post(base + "/v1/games", timeout=10, json={
            "kind": "slyng", "players": [{"name": "a"}, {"name": "b"}]}).json()
        gid = game["game_id"]
        assert stat.S_IMODE(data.stat().st_mode) == 0o700
        files = [p for p in data.rglob("*") if p.is_file()]
        assert files and all(stat.S_IMODE(p.stat().st_mode) == 0o600 for p in files), \
            {str(p): oct(p.stat().st_mode) for p in files}

        procs = children(base.proc.pid)
        workers = [pid for pid, cmd in procs if "service.cli" in cmd]
        (redis_pid,) = [pid for pid, cmd in procs if "redis-server" in cmd]
        os.kill(workers[0], signal.SIGABRT)  # as gunicorn does to a worker past its timeout
        # a connection the dying worker held may drop; then every request is answered again
        def replaced():
            now = [p for p, c in children(base.proc.pid) if "service.cli" in c]
            return workers[0] not in now and len(now) == 2

        assert wait_until(replaced)
        for _ in range(20):
            assert requests.get(f"{base}/v1/games/{gid}", timeout=10).status_code == 200

        os.kill(redis_pid, signal.SIGKILL)
        assert wait_until(lambda: requests.get(base + "/readyz", timeout=5).status_code == 200)
        assert requests.get(f"{base}/v1/games/{gid}", timeout=10).json()["version"] == 1


def test_the_embedded_redis_is_bounded_so_a_full_store_refuses_only_new_games(tmp_path,
                                                                              key_prefix):
    """The embedded Redis has a maxmemory (CARDTABLE_EMBEDDED_REDIS_MAXMEMORY) and never
    evicts: filled, it answers creates with 503 STORE_FULL while games in play go on. A
    game's hash stays in Redis's packed encoding (its values are larger than Redis's default
    bound for it)."""
    data = tmp_path / "data"
    with running_service(None, key_prefix, workers=1, args=("--no-worker",), env={
            "CARDTABLE_DATA_DIR": str(data),
            "CARDTABLE_EMBEDDED_REDIS_MAXMEMORY": "4mb"}) as base:
        game = requests.post(base + "/v1/games", timeout=10, json={
            "kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}]}).json()
        store = redis.Redis(unix_socket_path=str(data / "redis.sock"), decode_responses=True)
        assert store.config_get("maxmemory")["maxmemory"] == str(4 * 1024 * 1024)
        assert store.config_get("maxmemory-policy")["maxmemory-policy"] == "noeviction"
        (record,) = [k for k in store.scan_iter(match=f"{key_prefix}:game:*")
                     if store.type(k) == "hash"]
        assert 64 < store.hstrlen(record, "doc") < HASH_MAX_VALUE
        assert store.object("encoding", record) in ("ziplist", "listpack")
        i = 0
        while int(store.info("memory")["used_memory"]) < 0.96 * 4 * 1024 * 1024:
            store.set(f"{key_prefix}:filler:{i}", b"x" * 5_000)
            i += 1

        answers = []

        def refused():
            answers.append(requests.post(base + "/v1/games", timeout=10, json={
                "kind": "slyng", "players": [{"name": "a"}]}))
            return answers[-1].status_code == 503

        assert wait_until(refused)  # the service reads Redis's memory once a second
        assert answers[-1].json()["code"] == "STORE_FULL"
        gid = game["game_id"]
        for _ in range(4):
            view = requests.get(f"{base}/v1/games/{gid}", timeout=10).json()
            token = game["seats"][view["to_act"][0]]["token"]
            moved = requests.post(f"{base}/v1/games/{gid}/moves", json={"type": "draw"},
                                  headers=auth(token), timeout=10)
            if moved.status_code == 409:  # draws used up: pass
                moved = requests.post(f"{base}/v1/games/{gid}/moves", json={"type": "pass"},
                                      headers=auth(token), timeout=10)
            assert moved.status_code == 200, moved.text


def test_a_second_serve_on_the_same_data_leaves_the_first_alone(tmp_path, key_prefix):
    """One embedded Redis per data directory: a second `cardtable serve` on it says who has
    it and exits, touching none of the first one's Redis, socket or files."""
    data = tmp_path / "data"
    with running_service(None, key_prefix, workers=1, args=("--no-worker",),
                         env={"CARDTABLE_DATA_DIR": str(data)}) as base:
        socket_file = data / "redis.sock"
        files = {p: p.stat().st_mtime_ns for p in data.iterdir() if p.is_file()}
        env = {**os.environ, "CARDTABLE_DATA_DIR": str(data)}
        env.pop("REDIS_URL", None)
        second = subprocess.run(
            [sys.executable, "-m", "service.cli", "serve", "--port", str(free_port()),
             "--workers", "1", "--no-worker"], env=env, capture_output=True, text=True,
            timeout=60)
        assert second.returncode != 0
        assert f"pid {base.proc.pid}" in second.stderr and "already serves" in second.stderr
        assert socket_file.exists()
        assert {p: p.stat().st_mtime_ns for p in files} == files  # nothing rewritten
        for _ in range(6):
            created = requests.post(base + "/v1/games", timeout=10, json={
                "kind": "slyng", "players": [{"name": "a"}, {"name": "b"}]})
            assert created.status_code == 201, created.text


def test_the_pool_hands_out_no_connection_closed_or_with_a_reply_waiting(redis_url):
    """The check on checkout (service/redis_pools.CheckoutParser) finds a connection the
    server closed, or one left with a reply unread, and makes it anew: the next command
    works on a good one."""
    from service.redis_pools import CheckoutParser, blocking_pool
    from service.wire import Wire

    pool = blocking_pool(redis_url, 1, socket_timeout=2)
    client = redis.Redis(connection_pool=pool)
    assert client.ping()
    conn = pool.get_connection()
    assert isinstance(conn._parser, CheckoutParser)
    assert not conn.can_read()  # open, nothing waiting
    client_id = conn.send_command("CLIENT", "ID") or conn.read_response()
    redis.Redis.from_url(redis_url).client_kill_filter(_id=client_id)

    def closed():
        try:
            return conn.can_read()
        except redis.ConnectionError:
            return True

    assert wait_until(closed, 5)
    pool.release(conn)
    # the game store's writes are sent once (service/wire.py): this one must find a good one
    assert Wire(client).send([("CLIENT", "ID")]) != [client_id]
    conn = pool.get_connection()
    conn.send_command("PING")  # a reply left unread
    assert wait_until(conn.can_read, 5)  # there to be found (on a busy machine it takes a while)
    pool.release(conn)
    assert client.echo("after") == b"after"


def test_a_connection_closed_under_the_check_is_a_connection_error(redis_url):
    """A socket closed without redis-py knowing (its descriptor -1) is reported as a lost
    connection, which the store answers 503 and the pool replaces, never as a 500."""
    from service.redis_pools import blocking_pool

    pool = blocking_pool(redis_url, 1, socket_timeout=2)
    conn = pool.get_connection()
    conn._sock.close()
    try:
        conn.can_read()
    except redis.ConnectionError:
        pass
    else:
        raise AssertionError("a closed socket was taken for a good one")
    finally:
        conn.disconnect()
        pool.release(conn)
    assert redis.Redis(connection_pool=pool).ping()
