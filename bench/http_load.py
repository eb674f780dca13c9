"""HTTP turns against the service, beside a bare Flask baseline, in one run:

    .venv/bin/python -m bench.http_load [--connections 32] [--seconds 20]

Starts both servers the same way (gunicorn, gevent workers, `--workers`) on one Redis
(REDIS_URL, else the local one on 127.0.0.1:6379; keys under prefixes of their own, deleted
afterwards), then drives each with `--connections` keep-alive connections from one asyncio
process:
- baseline: `POST /kv/{key}` of bench/baseline_app.py, which reads a 2 KB JSON record from
  Redis, changes it and writes it back;
- service: each connection plays its own Vri åtter games, 3 players, a turn at a time: `GET
  .../legal-moves` for the seat to act, then `POST .../vri_atter/moves` with a listed move
  (a card play whenever one is listed, so most moves are plays, not draws).
Every request counts; the latencies reported are the POSTs'.
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

HERE = Path(__file__).parent


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


class Connection:
    """One keep-alive HTTP/1.1 connection: just enough of the protocol for this benchmark."""

    def __init__(self, port: int):
        self.port = port

    async def open(self):
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)

    async def call(self, method: str, path: str, body=None, token: str | None = None):
        data = b"" if body is None else json.dumps(body).encode()
        head = f"{method} {path} HTTP/1.1\r\nHost: bench\r\nContent-Length: {len(data)}\r\n"
        if body is not None:
            head += "Content-Type: application/json\r\n"
        if token:
            head += f"Authorization: Bearer {token}\r\n"
        self.writer.write(head.encode() + b"\r\n" + data)
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


async def _drive(kind: str, port: int, connections: int, seconds: float) -> dict:
    rng = random.Random(1)
    latencies: list[float] = []
    deadline = time.perf_counter() + seconds
    if kind == "baseline":
        jobs = [_baseline(port, 256, deadline, latencies, rng) for _ in range(connections)]
    else:
        jobs = [_service(port, deadline, latencies, rng) for _ in range(connections)]
    start, cpu = time.perf_counter(), time.process_time()
    counts = await asyncio.gather(*jobs)
    elapsed = time.perf_counter() - start
    latencies.sort()
    pick = lambda q: round(latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000, 1)
    return {"requests_per_s": round(sum(counts) / elapsed), "p50_ms": pick(0.5),
            "p99_ms": pick(0.99),
            # of one core: what the load generator took from the servers' two
            "client_cpu": round((time.process_time() - cpu) / elapsed, 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--no-rate-limits", action="store_true",
                        help="run the service with CARDTABLE_RATE_LIMITS=off")
    args = parser.parse_args()
    url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"cardtable-bench-{secrets.token_hex(4)}"
    gunicorn = str(Path(sys.executable).parent / "gunicorn")
    ports = {"baseline": _free_port(), "service": _free_port()}
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
        rows = {kind: asyncio.run(_drive(kind, ports[kind], args.connections, args.seconds))
                for kind in ("baseline", "service")}
        rows["ratio"] = round(rows["service"]["requests_per_s"]
                              / rows["baseline"]["requests_per_s"], 2)
        print(json.dumps({"connections": args.connections, "workers": args.workers, **rows},
                         indent=2))
    finally:
        for server in servers:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)
        client = redis.Redis.from_url(url)
        for pattern in (f"{prefix}:*", f"{prefix}-baseline:*"):
            for key in client.scan_iter(match=pattern, count=1000):
                client.delete(key)


if __name__ == "__main__":
    main()
