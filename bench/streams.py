"""Many open streams while moves are played: `python -m bench.streams [--streams 1000]`.

Starts the service (gunicorn, gevent workers) on a Redis (REDIS_URL, else the local one on
127.0.0.1:6379; keys under a prefix of its own, deleted afterwards), then:
1. plays moves with no stream open and measures POST /moves latency;
2. opens the streams (spread over a set of games, as spectators), measures the workers'
   resident memory before and after, and so the memory of one idle stream;
3. plays moves on those games again with every stream open, and checks that every stream
   received every event of its game, in order, with no gap and no repeat.
The streams are read by asyncio in this process, on the same cores as the service.
"""

import argparse
import asyncio
import json
import os
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

import requests

from bench.http_load import delete_keys


def _children_rss_kb(pid: int) -> int:
    """Resident memory of the processes whose parent is `pid` (gunicorn's workers)."""
    total = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            if int(stat[1]) != pid:
                continue
            status = (entry / "status").read_text()
        except (OSError, IndexError):
            continue
        total += int(next(line.split()[1] for line in status.splitlines()
                          if line.startswith("VmRSS:")))
    return total


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start(redis_url: str, prefix: str, workers: int):
    port = _free_port()
    # every stream comes from this one address, as through a proxy: no cap per address
    env = {**os.environ, "REDIS_URL": redis_url, "CARDTABLE_KEY_PREFIX": prefix,
           "CARDTABLE_MAX_CONNECTIONS_PER_ADDRESS": "0"}
    proc = subprocess.Popen([sys.executable, "-m", "service.cli", "serve", "--port", str(port),
                             "--workers", str(workers), "--no-worker"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            if requests.get(base + "/readyz", timeout=2).status_code == 200:
                return proc, base
        except requests.RequestException:
            pass
        time.sleep(0.1)
    proc.kill()
    raise SystemExit("the service did not start")


def _new_game(session, base):
    game = session.post(base + "/v1/games", json={
        "kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}, {"name": "c"}]}).json()
    return {"id": game["game_id"], "tokens": [s["token"] for s in game["seats"]],
            "view": session.get(f"{base}/v1/games/{game['game_id']}").json()}


def _play(session, base, games, moves_each) -> list[float]:
    """Round-robin moves on `games` (the acting seat draws, or passes); POST latencies."""
    latencies = []
    for _ in range(moves_each):
        for g in games:
            view = g["view"]
            if view["status"] == "finished":
                continue
            seat = view["to_act"][0]
            can_draw = view["stock_count"] + len(view["discard_pile"]) > 1
            body = {"type": "draw" if can_draw and view["draws_this_turn"] < 3 else "pass"}
            t = time.perf_counter()
            r = session.post(f"{base}/v1/games/{g['id']}/moves", json=body,
                             headers={"Authorization": f"Bearer {g['tokens'][seat]}"})
            latencies.append(time.perf_counter() - t)
            r.raise_for_status()
            g["view"] = r.json()["view"]
    return latencies


class _Reader:
    """One stream, read with asyncio: the ids it received."""

    def __init__(self, host: str, port: int, game_id: str):
        self.host, self.port, self.game_id = host, port, game_id
        self.ids: list[int] = []
        self.ready = asyncio.Event()

    async def run(self):
        reader, writer = await asyncio.open_connection(self.host, self.port)
        writer.write(f"GET /v1/games/{self.game_id}/stream HTTP/1.1\r\nHost: x\r\n"
                     "Accept: text/event-stream\r\n\r\n".encode())
        await writer.drain()
        try:
            while True:
                line = await reader.readline()
                if not line:
                    return
                if line.startswith(b"id: "):
                    self.ids.append(int(line[4:]))
                elif line.startswith(b"event: status"):
                    self.ready.set()
        finally:
            writer.close()


def _p(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


async def _with_streams(host, port, base, games, streams, moves_each, pid):
    readers = [_Reader(host, port, games[i % len(games)]["id"]) for i in range(streams)]
    rss_before = _children_rss_kb(pid)
    tasks = []
    for i, r in enumerate(readers):
        tasks.append(asyncio.create_task(r.run()))
        if i % 50 == 49:
            await asyncio.sleep(0.05)
    await asyncio.wait_for(asyncio.gather(*(r.ready.wait() for r in readers)), 120)
    await asyncio.sleep(1)
    rss_after = _children_rss_kb(pid)
    session = requests.Session()
    latencies = await asyncio.to_thread(_play, session, base, games, moves_each)
    await asyncio.sleep(2)  # let the last events arrive
    lengths = {g["id"]: len(session.get(f"{base}/v1/games/{g['id']}/events").json()["events"])
               for g in games}
    complete = sum(r.ids == list(range(1, lengths[r.game_id] + 1)) for r in readers)
    for t in tasks:
        t.cancel()
    return latencies, complete, rss_before, rss_after


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--moves", type=int, default=10, help="moves per game in each phase")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"cardtable-bench-{secrets.token_hex(4)}"
    proc, base = _start(redis_url, prefix, args.workers)
    try:
        session = requests.Session()
        quiet = [_new_game(session, base) for _ in range(args.games)]
        without = _play(session, base, quiet, args.moves)
        games = [_new_game(session, base) for _ in range(args.games)]
        port = int(base.rsplit(":", 1)[1])
        latencies, complete, before, after = asyncio.run(_with_streams(
            "127.0.0.1", port, base, games, args.streams, args.moves, proc.pid))
        print(json.dumps({
            "streams": args.streams, "games": args.games, "workers": args.workers,
            "streams_with_every_event": complete,
            "idle_stream_kib": round((after - before) / args.streams, 1),
            "move_p50_ms_without_streams": round(_p(without, 0.5), 1),
            "move_p99_ms_without_streams": round(_p(without, 0.99), 1),
            "move_p50_ms_with_streams": round(_p(latencies, 0.5), 1),
            "move_p99_ms_with_streams": round(_p(latencies, 0.99), 1),
            "moves_per_phase": len(latencies),
            "mean_ms_with_streams": round(statistics.mean(latencies) * 1000, 1),
        }, indent=2))
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
        delete_keys(redis_url, f"{prefix}:*")


if __name__ == "__main__":
    main()
