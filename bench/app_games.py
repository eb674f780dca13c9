"""An app's list of its games (GET /v1/games) with many games in the app:

    .venv/bin/python -m bench.app_games [--games 100000] [--listers 10] [--seconds 20]

Starts `cardtable serve --no-worker` (2 workers) on REDIS_URL (else the local Redis on
127.0.0.1:6379; keys under a prefix of its own, deleted afterwards), makes an app, and creates
`--games` games with its key from 32 connections: one in ten dealt (two players), the others
waiting for a second player, each seat with a player_id of one of 1,000 users. Then
`--listers` connections each page through the list with `limit=50`, from the first page to
the last and again, for `--seconds`: once with no filter, once with `status=playing` (one game
in ten matches) and once with `player_id` (one in a thousand). Reports each run's pages/s and
the latency of a page (p50, p99), and the server's processor time per page.
"""

import argparse
import asyncio
import json
import os
import secrets
import signal
import sys
import time
from urllib.parse import urlencode

import redis

from harness.services import free_port
from service.apps.registry import Apps

from .http_load import Connection, _cpu_seconds, _start, _wait, delete_keys

CREATORS = 32


async def _create(port: int, key: str, count: int, start: int) -> None:
    conn = Connection(port, key)
    await conn.open()
    for i in range(start, start + count):
        dealt = i % 10 == 0
        players = [{"name": "a", "player_id": f"user-{i % 1000}"}]
        if dealt:
            players.append({"name": "b", "player_id": f"user-{(i + 1) % 1000}"})
        status, answer = await conn.call("POST", "/v1/games", {
            "kind": "vri_atter", "players": players, "seats": 2})
        assert status == 201, answer
    conn.writer.close()


async def _fill(port: int, key: str, games: int) -> None:
    share = -(-games // CREATORS)
    await asyncio.gather(*(_create(port, key, min(share, games - k * share), k * share)
                           for k in range(CREATORS) if k * share < games))


async def _lister(port: int, key: str, query: dict, deadline: float,
                  latencies: list) -> int:
    conn = Connection(port, key)
    await conn.open()
    pages, cursor = 0, None
    while time.perf_counter() < deadline:
        params = {**query, "limit": 50, **({"cursor": cursor} if cursor else {})}
        start = time.perf_counter()
        status, page = await conn.call("GET", f"/v1/games?{urlencode(params)}")
        latencies.append(time.perf_counter() - start)
        assert status == 200, page
        cursor, pages = page["next_cursor"], pages + 1
    conn.writer.close()
    return pages


async def _list(port: int, key: str, query: dict, listers: int, seconds: float,
                pids: list[int]) -> dict:
    latencies: list[float] = []
    deadline = time.perf_counter() + seconds
    start, cpu = time.perf_counter(), _cpu_seconds(pids)
    pages = sum(await asyncio.gather(*(_lister(port, key, query, deadline, latencies)
                                       for _ in range(listers))))
    elapsed, cpu = time.perf_counter() - start, _cpu_seconds(pids) - cpu
    latencies.sort()

    def ms(q: float) -> float:
        return round(latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000, 1)

    return {"pages_per_s": round(pages / elapsed), "p50_ms": ms(0.5), "p99_ms": ms(0.99),
            "server_cpu_ms_per_page": round(cpu / pages * 1000, 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--listers", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=20)
    args = parser.parse_args()
    url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"cardtable-bench-{secrets.token_hex(4)}"
    port = free_port()
    _, key = Apps(redis.Redis.from_url(url, decode_responses=True), prefix).create("bench")
    server = _start([sys.executable, "-m", "service.cli", "serve", "--port", str(port),
                     "--workers", "2", "--no-worker"],
                    {"REDIS_URL": url, "CARDTABLE_KEY_PREFIX": prefix,
                     "CARDTABLE_RATE_LIMITS": "off"})
    try:
        _wait(f"http://127.0.0.1:{port}", "/readyz")
        started = time.perf_counter()
        asyncio.run(_fill(port, key, args.games))
        filled = time.perf_counter() - started
        redis_pid = redis.Redis.from_url(url).info("server")["process_id"]
        pids = [server.pid, redis_pid]
        runs = {name: asyncio.run(_list(port, key, query, args.listers, args.seconds, pids))
                for name, query in (("all", {}), ("status=playing", {"status": "playing"}),
                                    ("player_id", {"player_id": "user-7"}))}
        print(json.dumps({"games": args.games, "listers": args.listers,
                          "created_per_s": round(args.games / filled), **runs}, indent=2))
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
        delete_keys(url, f"{prefix}:*")


if __name__ == "__main__":
    main()
