"""What one Redis shard and one service process carry: the figures for the capacity table.

    .venv/bin/python -m bench.capacity [--connections 32] [--seconds 20]

Starts a Redis of its own (`redis-server` from the PATH, nothing else in it, nothing saved,
a game's hash kept packed as docs/operating.md asks of a Redis for the service)
and `cardtable serve` with one gunicorn worker on it, and plays through it as a front end
does (bench.http_load's one-request shape: two-player Vri åtter games, each player on its
seat's stream posting one listed move per status frame, games replaced as they end). Reports
per move: Redis commands (a script's own calls included) and scripts run, bytes into and out
of Redis, Redis processor time, the service process's processor
time; per game: `used_memory` growth (a finished game stays for a day) and the keys it wrote;
and moves/s of the one process.
"""

import argparse
import asyncio
import json
import secrets
import shutil
import subprocess
import sys
import tempfile
import time

import redis

from bench.http_load import _cpu_seconds, _drive, _free_port, _start, _wait
from service.server import HASH_MAX_VALUE


def _stats(r: redis.Redis) -> dict:
    info = r.info("all")
    return {"commands": info["total_commands_processed"],
            "scripts": info.get("cmdstat_evalsha", {}).get("calls", 0),
            "in": info["total_net_input_bytes"], "out": info["total_net_output_bytes"],
            "cpu": info["used_cpu_user"] + info["used_cpu_sys"], "memory": info["used_memory"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=20)
    args = parser.parse_args()
    if shutil.which("redis-server") is None:
        raise SystemExit("bench.capacity needs redis-server on the PATH (apt install redis-server)")
    port, service_port = _free_port(), _free_port()
    with tempfile.TemporaryDirectory() as scratch:
        store = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                                  "--save", "", "--appendonly", "no", "--dir", scratch,
                                  "--hash-max-listpack-value", str(HASH_MAX_VALUE)],
                                 stdout=subprocess.DEVNULL)
        url = f"redis://127.0.0.1:{port}/0"
        prefix = f"capacity-{secrets.token_hex(4)}"
        service = _start([sys.executable, "-m", "service.cli", "serve", "--port",
                          str(service_port), "--workers", "1", "--no-worker"],
                         {"REDIS_URL": url, "CARDTABLE_KEY_PREFIX": prefix})
        try:
            _wait(f"http://127.0.0.1:{service_port}", "/readyz")
            r = redis.Redis.from_url(url)
            before, service_cpu = _stats(r), _cpu_seconds([service.pid])
            started = time.perf_counter()
            row = asyncio.run(_drive("streamed", service_port, args.connections, args.seconds,
                                     [service.pid, r.info("server")["process_id"]]))
            elapsed = time.perf_counter() - started
            service_cpu = _cpu_seconds([service.pid]) - service_cpu
            after = _stats(r)
            games = sum(1 for _ in r.scan_iter(match=f"{prefix}:game:*", count=1000,
                                               _type="hash"))
            moves = row["moves_per_s"] * elapsed
            per = {k: (after[k] - before[k]) / moves
                   for k in ("commands", "scripts", "in", "out", "cpu")}
            print(json.dumps({
                "connections": args.connections, "moves_per_s": row["moves_per_s"],
                "post_p50_ms": row["p50_ms"], "post_p99_ms": row["p99_ms"],
                "games": games, "moves_per_game": round(moves / games, 1),
                "per_move": {"commands": round(per["commands"], 2),
                             "scripts": round(per["scripts"], 2),
                             "bytes_in": round(per["in"]), "bytes_out": round(per["out"]),
                             "redis_cpu_ms": round(per["cpu"] * 1000, 3),
                             "service_cpu_ms": round(service_cpu / moves * 1000, 3)},
                "per_game": {"used_memory_bytes": round((after["memory"] - before["memory"])
                                                        / games),
                             "keys": round(r.dbsize() / games, 2)},
            }, indent=2))
        finally:
            service.terminate()
            service.wait(timeout=30)
            store.kill()
            store.wait()


if __name__ == "__main__":
    main()
