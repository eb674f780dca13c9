"""HTTP turns against the service, beside a bare Flask baseline, in one run:

    .venv/bin/python -m bench.http_load [--connections 32] [--seconds 20]

Starts both servers the same way (gunicorn, gevent workers, `--workers`) on one Redis
(REDIS_URL, else the local one on 127.0.0.1:6379; keys under prefixes of their own, deleted
afterwards), then drives each with `--connections` keep-alive connections from one asyncio
process:
- baseline: `POST /kv/{key}` of bench/baseline_app.py, which reads a 2 KB JSON record from
  Redis, changes it and writes it back;
- service (two requests a move): each connection plays its own Vri åtter games, 3 players, a
  turn at a time: `GET .../legal-moves` for the seat to act, then `POST .../vri_atter/moves`
  with a listed move (a card play whenever one is listed, so most moves are plays, not draws);
- streamed (one request a move): `--connections` players in two-player games, as a front end
  plays: each player holds its seat's stream, and on each status frame that lists its moves
  posts one of them on its own keep-alive connection; nothing else is read;
- streamed_app: the same, with games an app created, and the app's key on every request (as
  a backend that relays its users' moves sends it): what an app costs a move at most.
`--rows` picks the rows and `--rounds` runs them that many times in turn (A B A B), so a
machine's drift falls on each alike.
Every request counts; the latencies reported are the POSTs'. Every row reports the processor
time of the server's processes (gunicorn's master and workers, and the local Redis) per 1,000
requests; the service's rows also moves/s and that time per 1,000 moves.
"""

import argparse
import asyncio
import json
import os
import random
import secrets
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import redis
import requests

from harness.services import process_tree, processes
from service.apps.registry import Apps

HERE = Path(__file__).parent
ROWS = ("baseline", "service", "streamed", "streamed_app")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(base: str, path: str) -> None:
    for _ in range(600):
        try:
            if requests.get(base + path, timeout=2).status_code < 500:
                return
        except requests.RequestException:
            pass
        time.sleep(0.1)
    raise SystemExit(f"{base} did not start")


def _start(command: list[str], env: dict, cwd: Path | None = None) -> subprocess.Popen:
    return subprocess.Popen(command, env={**os.environ, **env}, cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def delete_keys(url: str, *patterns: str) -> None:
    """Delete what a benchmark wrote to the Redis at `url`: the keys matching `patterns`."""
    client = redis.Redis.from_url(url)
    for pattern in patterns:
        for key in client.scan_iter(match=pattern, count=1000):
            client.delete(key)


def _cpu_seconds(pids: list[int]) -> float:
    """User and system time of these processes and all their descendants."""
    stats = processes()
    return sum(stats.get(pid, (0, 0))[1]
               for pid in process_tree(pids, stats)) / os.sysconf("SC_CLK_TCK")


class Connection:
    """One keep-alive HTTP/1.1 connection: just enough of the protocol for this benchmark."""

    async def open(self):
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)

    def __init__(self, port: int, app_key: str | None = None):
        self.port, self.app_key = port, app_key

    async def call(self, method: str, path: str, body=None, token: str | None = None):
        data = b"" if body is None else json.dumps(body).encode()
        head = f"{method} {path} HTTP/1.1\r\nHost: bench\r\nContent-Length: {len(data)}\r\n"
        if self.app_key:
            head += f"Cardtable-App-Key: {self.app_key}\r\n"
        if body is not None:
            head += "Content-Type: application/json\r\n"
        if token:
            head += f"Authorization: Bearer {token}\r\n"
        self.writer.write(head.encode() + b"\r\n" + data)
        return await self.answer()

    async def answer(self):
        status = int((await self.reader.readline()).split()[1])
        length = 0
        while (line := await self.reader.readline()) != b"\r\n":
            name, _, value = line.decode("latin1").partition(":")
            if name.lower() == "content-length":
                length = int(value)
        payload = await self.reader.readexactly(length)
        return status, json.loads(payload) if payload else None


async def _baseline(port: int, keys: int, deadline: float, latencies: list, rng) -> int:
    conn = Connection(port)
    await conn.open()
    count = 0
    while time.perf_counter() < deadline:
        start = time.perf_counter()
        status, _ = await conn.call("POST", f"/kv/{rng.randrange(keys)}")
        latencies.append(time.perf_counter() - start)
        assert status == 200, status
        count += 1
    return count


async def _service(port: int, deadline: float, latencies: list, rng) -> int:
    conn = Connection(port)
    await conn.open()
    count = 0
    game = None
    while time.perf_counter() < deadline:
        if game is None or game["view"]["status"] == "finished":
            _, created = await conn.call("POST", "/v1/games", {"kind": "vri_atter", "players": [
                {"name": "a"}, {"name": "b"}, {"name": "c"}]})
            _, view = await conn.call("GET", f"/v1/games/{created['game_id']}")
            game = {"id": created["game_id"], "tokens": [s["token"] for s in created["seats"]],
                    "view": view}
            count += 2
        token = game["tokens"][game["view"]["to_act"][0]]
        _, listed = await conn.call("GET", f"/v1/games/{game['id']}/legal-moves", token=token)
        moves = listed["moves"]
        plays = [m for m in moves if m["type"] == "play"]
        move = rng.choice(plays or moves)
        start = time.perf_counter()
        status, answer = await conn.call("POST", f"/v1/games/{game['id']}/vri_atter/moves",
                                         move, token)
        latencies.append(time.perf_counter() - start)
        assert status == 200, answer
        game["view"] = answer["view"]
        count += 2
    return count


async def _status_frames(port: int, path: str, token: str, app_key: str | None):
    """The `status` frames of a seat's stream (chunked Server-Sent Events), as dicts."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    app = f"Cardtable-App-Key: {app_key}\r\n" if app_key else ""
    writer.write(f"GET {path} HTTP/1.1\r\nHost: bench\r\nAuthorization: Bearer {token}\r\n"
                 f"{app}Accept: text/event-stream\r\n\r\n".encode())
    try:
        assert int((await reader.readline()).split()[1]) == 200
        while await reader.readline() != b"\r\n":
            pass
        buffer = b""
        while size := int((await reader.readline()).strip(), 16):
            buffer += await reader.readexactly(size)
            await reader.readline()
            *frames, buffer = buffer.split(b"\n\n")
            for frame in frames:
                if frame.startswith(b"event: status\n"):
                    yield json.loads(frame.split(b"data: ", 1)[1])
    finally:
        writer.close()


async def _streamed_seat(port: int, game_id: str, token: str, latencies: list, rng,
                         app_key: str | None) -> int:
    """One player's part of a game: its stream, and one POST per move it makes."""
    conn = Connection(port, app_key)
    await conn.open()
    moves, acted_on = 0, 0
    async for status in _status_frames(port, f"/v1/games/{game_id}/stream", token, app_key):
        if status["status"] == "finished":
            break
        listed = [m for m in status["legal_moves"] if m["type"] != "knock"]
        if not listed or status["version"] <= acted_on:
            continue
        plays = [m for m in listed if m["type"] == "play"]
        start = time.perf_counter()
        code, answer = await conn.call("POST", f"/v1/games/{game_id}/vri_atter/moves",
                                       rng.choice(plays or listed), token)
        latencies.append(time.perf_counter() - start)
        assert code == 200, answer
        moves, acted_on = moves + 1, status["version"]
    conn.writer.close()
    return moves


async def _streamed(port: int, deadline: float, latencies: list, rng,
                    app_key: str | None = None) -> tuple[int, int]:
    """Two players' games, one after another until the deadline: (requests, moves); with
    `app_key`, an app's games and every request carrying its key."""
    conn = Connection(port, app_key)
    await conn.open()
    requests_made = moves = 0
    while time.perf_counter() < deadline:
        _, created = await conn.call("POST", "/v1/games", {"kind": "vri_atter", "players": [
            {"name": "a"}, {"name": "b"}]})
        made = await asyncio.gather(*(_streamed_seat(port, created["game_id"], s["token"],
                                                     latencies, rng, app_key)
                                      for s in created["seats"]))
        requests_made, moves = requests_made + 1 + 2 + sum(made), moves + sum(made)
    return requests_made, moves


async def _drive(kind: str, port: int, connections: int, seconds: float,
                 server_pids: list[int], app_key: str) -> dict:
    rng = random.Random(1)
    latencies: list[float] = []
    deadline = time.perf_counter() + seconds
    if kind == "baseline":
        jobs = [_baseline(port, 256, deadline, latencies, rng) for _ in range(connections)]
    elif kind == "service":
        jobs = [_service(port, deadline, latencies, rng) for _ in range(connections)]
    else:
        key = app_key if kind == "streamed_app" else None
        jobs = [_streamed(port, deadline, latencies, rng, key) for _ in range(connections // 2)]
    start, cpu = time.perf_counter(), time.process_time()
    server_cpu = _cpu_seconds(server_pids)
    counts = await asyncio.gather(*jobs)
    elapsed = time.perf_counter() - start
    server_cpu = _cpu_seconds(server_pids) - server_cpu
    latencies.sort()
    def pick(q):
        return round(latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000, 1)

    if kind.startswith("streamed"):
        requests_made, moves = sum(c[0] for c in counts), sum(c[1] for c in counts)
    else:
        requests_made = sum(counts)
        moves = len(latencies) if kind == "service" else 0
    row = {"requests_per_s": round(requests_made / elapsed), "p50_ms": pick(0.5),
           "p99_ms": pick(0.99),
           # of one core: what the load generator took from the servers' two
           "client_cpu": round((time.process_time() - cpu) / elapsed, 2),
           "server_cpu_s_per_1000_requests": round(server_cpu / requests_made * 1000, 2)}
    if moves:
        row.update({"moves_per_s": round(moves / elapsed),
                    "server_cpu_s_per_1000_moves": round(server_cpu / moves * 1000, 2)})
    return row


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--no-rate-limits", action="store_true",
                        help="run the service with CARDTABLE_RATE_LIMITS=off")
    parser.add_argument("--rows", default="baseline,service,streamed",
                        help=f"which rows, in this order (of {','.join(ROWS)})")
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    rows_asked = args.rows.split(",")
    if set(rows_asked) - set(ROWS):
        parser.error(f"--rows lists some of {','.join(ROWS)}")
    url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"cardtable-bench-{secrets.token_hex(4)}"
    gunicorn = str(Path(sys.executable).parent / "gunicorn")
    ports = {"baseline": _free_port(), "service": _free_port()}
    ports["streamed"] = ports["streamed_app"] = ports["service"]
    servers = [
        _start([gunicorn, "-k", "gevent", "-w", str(args.workers), "--no-control-socket",
                "-b", f"127.0.0.1:{ports['baseline']}", "baseline_app:app"],
               {"REDIS_URL": url, "BASELINE_PREFIX": f"{prefix}-baseline"}, cwd=HERE),
        _start([sys.executable, "-m", "service.cli", "serve", "--port", str(ports["service"]),
                "--workers", str(args.workers), "--no-worker"],
               {"REDIS_URL": url, "CARDTABLE_KEY_PREFIX": prefix,
                "CARDTABLE_RATE_LIMITS": "off" if args.no_rate_limits else "on"}),
    ]
    try:
        _wait(f"http://127.0.0.1:{ports['baseline']}", "/")
        _wait(f"http://127.0.0.1:{ports['service']}", "/readyz")
        redis_pid = redis.Redis.from_url(url).info("server")["process_id"]
        _, app_key = Apps(redis.Redis.from_url(url, decode_responses=True), prefix).create(
            "bench")
        pids = {kind: servers[0].pid if kind == "baseline" else servers[1].pid for kind in ROWS}
        rounds = [{kind: asyncio.run(_drive(kind, ports[kind], args.connections, args.seconds,
                                            [pids[kind], redis_pid], app_key))
                   for kind in rows_asked} for _ in range(args.rounds)]
        for rows in rounds:
            if "service" in rows and "baseline" in rows:
                rows["ratio"] = round(rows["service"]["requests_per_s"]
                                      / rows["baseline"]["requests_per_s"], 2)
        out = rounds[0] if args.rounds == 1 else {"rounds": rounds}
        print(json.dumps({"connections": args.connections, "workers": args.workers, **out},
                         indent=2))
    finally:
        for server in servers:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)
        delete_keys(url, f"{prefix}:*", f"{prefix}-baseline:*")


if __name__ == "__main__":
    main()
