"""cardtable beside boardgame.io, the same players on the same cores, in turns:

    .venv/bin/python -m bench.peers [--players 32] [--seconds 20] [--rounds 3]

Servers (each started once, then driven in turn, `--rounds` times each):
- boardgame.io 0.50 in memory, and with its FlatFile storage (a folder of its own), serving
  the Crazy Eights of bench/peers/boardgameio (two players, hidden hands through playerView,
  a stock and a discard pile), one Node.js process; driven by bench/peers/boardgameio/load.mjs:
  each player a socket.io client, a card played whenever one can be, else a draw;
- cardtable as `./dev serve` starts it (gevent workers, one per core, the worker, an embedded
  Redis in a folder of its own, quotas, metrics and logs on, the engine compiled as setup.py
  compiles it; interpreted with `--interpreted`, or when compiling fails, which the output
  says), driven as a front end plays: each player holds its seat's stream and posts one
  listed move per status frame (bench.http_load's one-request shape), two-player Vri åtter
  games;
- the floor of that server model: bench/baseline_app.py (a bare Flask `POST /kv/{key}` that
  GETs a 2 KB JSON record, changes it and SETs it back) under gunicorn with as many gevent
  workers, on cardtable's embedded Redis, driven by bench.http_load's baseline load (the same
  number of keep-alive connections, each always busy). What a bare request costs there bounds
  from below what any move through Flask, gunicorn and Redis can cost.

Both loads run `--players` players in two-player games, replaced as they end, from one
process on the same machine. For each window: moves/s, move latency p50/p99 (boardgame.io:
from the move sent to its new state back at the mover; cardtable: the POST), and the processor
time of every server process (Node; gunicorn's master and workers, the worker and Redis) per
1,000 moves (the floor: per 1,000 requests, with Redis). A boardgame.io server that stops
during its window is started again (FlatFile on the games it stored) and the window played
again; the output says so, with the end of that server's log.
"""

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import redis
import requests

from bench.http_load import _cpu_seconds, _drive, _free_port
from harness.compiled import build

ROOT = Path(__file__).resolve().parents[1]
PEER = ROOT / "bench" / "peers" / "boardgameio"


def _npm_ci() -> None:
    if not (PEER / "node_modules" / ".package-lock.json").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=PEER,
                       check=True)


def _ready(url: str) -> None:
    for _ in range(600):
        try:
            requests.get(url, timeout=2)
            return
        except requests.RequestException:
            time.sleep(0.1)
    raise SystemExit(f"{url} did not start")


class PeerDied(Exception):
    """A boardgame.io server stopped during its window."""


def _boardgameio(proc: subprocess.Popen, port: int, players: int, seconds: float) -> dict:
    before = _cpu_seconds([proc.pid])
    load = subprocess.run(["node", str(PEER / "load.mjs"), f"http://127.0.0.1:{port}",
                           str(players), str(seconds)], capture_output=True, text=True,
                          check=False, timeout=seconds + 120)
    if proc.poll() is not None:  # the load may finish well with the moves made before
        raise PeerDied(f"exit status {proc.returncode}")
    if load.returncode:
        raise SystemExit(f"the boardgame.io load failed ({load.returncode}): {load.stderr}")
    cpu = _cpu_seconds([proc.pid]) - before
    row = json.loads(load.stdout.strip().splitlines()[-1])
    row["server_cpu_s_per_1000_moves"] = round(cpu / row["moves"] * 1000, 2)
    return row


def _cardtable(proc: subprocess.Popen, port: int, players: int, seconds: float) -> dict:
    row = asyncio.run(_drive("streamed", port, players, seconds, [proc.pid]))
    return {key: row[key] for key in ("moves_per_s", "p50_ms", "p99_ms",
                                      "server_cpu_s_per_1000_moves")}


def _floor(redis_pid: int):
    """The bare Flask request's row: its processor time counts the Redis it shares."""
    def run(proc: subprocess.Popen, port: int, players: int, seconds: float) -> dict:
        row = asyncio.run(_drive("baseline", port, players, seconds, [proc.pid, redis_pid]))
        return {"moves_per_s": row["requests_per_s"], "p50_ms": row["p50_ms"],
                "p99_ms": row["p99_ms"],
                "server_cpu_s_per_1000_moves": row["server_cpu_s_per_1000_requests"]}
    return run


def _compiled_engine(folder: Path) -> Path | None:
    """The engine compiled in `folder` as `./dev serve` compiles it, or None (said why)."""
    try:
        build(folder)
    except (RuntimeError, OSError) as err:
        print(f"cardtable runs the interpreted engine: {err}", file=sys.stderr)
        return None
    return folder


def _span(rows: list[dict], key: str) -> str:
    """The least and the most of `key` over the rounds' rows (one figure when they agree)."""
    return "–".join(str(v) for v in sorted({min(r[key] for r in rows), max(r[key] for r in rows)}))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--interpreted", action="store_true",
                        help="run cardtable's engine interpreted, not compiled")
    args = parser.parse_args()
    _npm_ci()
    with tempfile.TemporaryDirectory() as folder:
        compiled = None if args.interpreted else _compiled_engine(Path(folder) / "compiled")
        engine_label = "compiled engine" if compiled else "interpreted engine"
        ports = {name: _free_port() for name in ("memory", "flatfile", "cardtable", "floor")}
        quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
        peer_args = {"memory": [], "flatfile": [f"{folder}/flatfile"]}

        def start_peer(name: str) -> subprocess.Popen:
            # its own log: what a server that stops says on the way out is shown
            with open(f"{folder}/{name}.log", "ab") as log:
                return subprocess.Popen(["node", str(PEER / "server.mjs"), str(ports[name]),
                                         *peer_args[name]], stdout=log, stderr=log)

        servers = {
            "memory": start_peer("memory"),
            "flatfile": start_peer("flatfile"),
            # `python -m` puts its folder first on the path: the compiled engine's, if any
            "cardtable": subprocess.Popen(
                [sys.executable, "-m", "service.cli", "serve", "--port", str(ports["cardtable"])],
                cwd=compiled or ROOT,
                env={**{k: v for k, v in os.environ.items() if k != "REDIS_URL"},
                     "PYTHONPATH": str(ROOT), "CARDTABLE_DATA_DIR": f"{folder}/cardtable"},
                **quiet),
        }
        names = {"memory": "boardgame.io in memory", "flatfile": "boardgame.io FlatFile",
                 "cardtable": f"cardtable (defaults, embedded Redis, {engine_label})",
                 "floor": "the floor: bare Flask GET+SET of 2 KB, per request"}
        restarts: list[str] = []
        try:
            _ready(f"http://127.0.0.1:{ports['cardtable']}/readyz")
            socket_path = f"{folder}/cardtable/redis.sock"
            workers = os.environ.get("WEB_CONCURRENCY", "2")  # cardtable serve's default
            servers["floor"] = subprocess.Popen(
                [str(Path(sys.executable).parent / "gunicorn"), "-k", "gevent", "-w", workers,
                 "--no-control-socket", "-b", f"127.0.0.1:{ports['floor']}",
                 "baseline_app:app"],
                cwd=ROOT / "bench", env={**os.environ, "REDIS_URL": f"unix://{socket_path}",
                                         "BASELINE_PREFIX": "bench-floor"}, **quiet)
            redis_pid = redis.Redis(unix_socket_path=socket_path).info("server")["process_id"]
            runs = {"memory": _boardgameio, "flatfile": _boardgameio, "cardtable": _cardtable,
                    "floor": _floor(redis_pid)}
            for name, port in ports.items():
                _ready(f"http://127.0.0.1:{port}" + {"cardtable": "/readyz",
                                                     "floor": "/"}.get(name, "/games"))
            rows: dict[str, list[dict]] = {name: [] for name in servers}
            for round_no in range(1, args.rounds + 1):
                for name in servers:
                    try:
                        row = runs[name](servers[name], ports[name], args.players, args.seconds)
                    except PeerDied as died:
                        # a peer that stops costs its window, not the run: started again (a
                        # FlatFile server on the games it stored), the window is played again
                        log = Path(f"{folder}/{name}.log").read_text(errors="replace")
                        print(f"{names[name]} stopped in round {round_no} ({died}); its log "
                              f"ends:\n{log[-2000:]}", file=sys.stderr)
                        restarts.append(f"{names[name]} in round {round_no}")
                        servers[name] = start_peer(name)
                        _ready(f"http://127.0.0.1:{ports[name]}/games")
                        row = runs[name](servers[name], ports[name], args.players, args.seconds)
                    rows[name].append(row)
                    print(name, row, file=sys.stderr)
        finally:
            for proc in servers.values():
                proc.terminate()
                proc.wait(timeout=30)
    print(f"{args.players} players, {args.seconds:g} s windows, {args.rounds} rounds in turn")
    print("| server | moves/s | server CPU s per 1,000 moves | move p50 ms | move p99 ms |")
    print("|---|---|---|---|---|")
    for name, found in rows.items():
        spans = [_span(found, key) for key in ("moves_per_s", "server_cpu_s_per_1000_moves",
                                               "p50_ms", "p99_ms")]
        print(f"| {names[name]} | {' | '.join(spans)} |")
    if restarts:
        print(f"Stopped, started again and its window played again: {'; '.join(restarts)}")


if __name__ == "__main__":
    main()
