"""The instructions a move costs the service, counted by valgrind: repeatable where timings
are not.

    .venv/bin/python -m bench.move_instructions [--games 12] [--compiled]

Starts `cardtable serve` with one gunicorn worker under valgrind's callgrind, on REDIS_URL or
the local Redis (keys under a prefix of its own, deleted afterwards), with stacked decks
allowed so that games can be seeded. Callgrind counts nothing until the load begins: 4
warm-up games, then `--games` two-player Vri åtter games seeded g0, g1, ..., one at a time,
each seat on its stream posting one listed move per status frame (a card play whenever one is
listed, drawn by a generator seeded with the game's number), so every run plays the same
moves. Prints the instructions the service's processes (gunicorn's master and its worker) ran
per move. Redis runs outside valgrind and the kernel is not counted. The same code gives the
same figure within about half a percent, where the machine's speed drifts by a fifth: this is
the number to compare a change of the request path by (the wall-clock benchmarks then tell
what it is worth in time).
"""

import argparse
import asyncio
import os
import random
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests

from bench.http_load import Connection, _free_port, _streamed_seat, delete_keys
from harness.compiled import build
from harness.services import process_tree

ROOT = Path(__file__).resolve().parents[1]


async def _play(port: int, games: range) -> int:
    """Seeded two-player games, one after another: the moves made."""
    conn = Connection(port)
    await conn.open()
    moves, latencies = 0, []
    for number in games:
        _, created = await conn.call("POST", "/v1/games", {
            "kind": "vri_atter", "seed": f"g{number}",
            "players": [{"name": "a"}, {"name": "b"}]})
        rng = random.Random(number)
        made = await asyncio.gather(*(_streamed_seat(port, created["game_id"], seat["token"],
                                                     latencies, rng)
                                      for seat in created["seats"]))
        moves += sum(made)
    conn.writer.close()
    return moves


def _instrument(pids: set[int], on: bool) -> None:
    for pid in pids:
        subprocess.run(["callgrind_control", "-i", "on" if on else "off", str(pid)],
                       capture_output=True, check=False, timeout=60)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--compiled", action="store_true",
                        help="the engine compiled as setup.py compiles it (else interpreted)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt install valgrind)")
    url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"cardtable-bench-{secrets.token_hex(4)}"
    port = _free_port()
    with tempfile.TemporaryDirectory(prefix="cardtable-instructions-") as folder:
        where = ROOT
        if args.compiled:
            build(Path(folder) / "compiled")
            where = Path(folder) / "compiled"
        out = Path(folder) / "callgrind"
        out.mkdir()
        server = subprocess.Popen(
            ["valgrind", "--tool=callgrind", "--trace-children=yes", "--instr-atstart=no",
             f"--callgrind-out-file={out}/cg.%p", sys.executable, "-m", "service.cli", "serve",
             "--port", str(port), "--workers", "1", "--no-worker"],
            cwd=where, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            env={**os.environ, "PYTHONPATH": str(ROOT), "REDIS_URL": url,
                 "CARDTABLE_KEY_PREFIX": prefix, "CARDTABLE_ALLOW_STACKED_DECKS": "1",
                 "PYTHONHASHSEED": "0"})
        try:
            deadline = time.monotonic() + 300
            while True:
                try:
                    if requests.get(f"http://127.0.0.1:{port}/readyz", timeout=5).ok:
                        break
                except requests.RequestException:
                    pass
                if time.monotonic() > deadline or server.poll() is not None:
                    raise SystemExit("the service did not start under valgrind")
                time.sleep(1)
            asyncio.run(_play(port, range(1000, 1004)))
            pids = process_tree([server.pid])
            _instrument(pids, True)
            moves = asyncio.run(_play(port, range(args.games)))
            _instrument(pids, False)
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=120)
            delete_keys(url, f"{prefix}:*")
        # a dump's count is on its totals line (its summary line says 0 when instrumentation
        # started late)
        total = sum(max((int(line.split()[1]) for line in dump.read_text().splitlines()
                         if line.startswith(("totals:", "summary:"))), default=0)
                    for dump in out.iterdir())
    engine = "compiled" if args.compiled else "interpreted"
    print(f"{args.games} games, {moves} moves, engine {engine}: "
          f"{total / moves / 1e6:.3f}M instructions a move")


if __name__ == "__main__":
    main()
