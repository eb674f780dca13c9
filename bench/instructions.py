"""Instructions per decision and per search iteration, counted by valgrind's callgrind:

    .venv/bin/python -m bench.instructions [--games 40] [--positions 40] [--kinds ...]
                                           [--compiled]

A count that stays the same whatever else the machine runs, where the timings of bench.engine
and bench.bots spread by a fifth or more from one run to the next here: for telling whether a
change makes the engine cheaper. The targets stay in time, and an instruction of the engine's
dict-heavy code takes longer than one of OpenSpiel's C++, so a ratio of counts is no ratio of
speeds.

Each figure is the difference between two runs under callgrind, one doing the work and one
doing everything else (start-up, imports, the first game or the positions' games), over the
decisions or iterations that the first made beyond the second:
- a decision of bench.engine's loop (every seat's legal actions, a uniform choice, the action
  applied), over `--games` seeded games of each kind and table size, their deals included as
  bench.engine's timing includes them;
- OpenSpiel's crazy_eights at 5 players, driven the same way, when it is installed;
- RLCard's Uno at 2 players through `env.step`, as bench.engine plays it, when it is installed;
- an ISMCTS iteration of bench.bots's speed measurement: its searches of the first
  `--positions` positions, each of its 50 iterations.

`--compiled` counts the engine compiled as the Docker image compiles it (a temporary copy,
harness/compiled.py). Needs valgrind (apt install valgrind).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from itertools import islice
from pathlib import Path

from bench.bots import SPEED_ITERATIONS, search_position, searched_positions
from bench.engine import openspiel_play, random_play, table_sizes, uno_env, uno_play
from engine import GAMES

ROOT = Path(__file__).resolve().parents[1]


def _child(what: str, args: list[str]) -> int:
    """The work of one counted run: the decisions or iterations it made."""
    if what == "engine":
        kind, players, games = args[0], int(args[1]), int(args[2])
        return random_play(kind, players, lambda played: played < games)[0]
    if what == "openspiel":
        return openspiel_play(5, lambda played: played < int(args[0]))[0]
    if what == "uno":
        return uno_play(uno_env(), lambda played: played < int(args[0]))[0]
    kind, positions, searching = args[0], int(args[1]), args[2] == "1"
    for done, observation in enumerate(islice(searched_positions(kind), positions)):
        if searching:
            search_position(kind, done, observation)
    return positions * SPEED_ITERATIONS if searching else 0


def _count(args: list[str], engine_at: Path) -> tuple[int, int]:
    """(instructions, decisions or iterations) of one child run under callgrind, its engine
    the one in `engine_at`."""
    with tempfile.TemporaryDirectory(prefix="cardtable-callgrind-") as tmp:
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out",
             sys.executable, "-m", "bench.instructions", "--child", *args],
            # string hashes seeded alike: otherwise dict layouts move a count by a few parts in
            # 10,000 from run to run
            cwd=engine_at, env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "0"},
            capture_output=True, text=True, check=False)
    counted = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if done.returncode or counted is None:
        raise SystemExit(f"{' '.join(args)} failed under valgrind:\n{done.stderr[-3000:]}")
    return int(counted.group(1).replace(",", "")), int(done.stdout.split()[-1])


def _per_unit(work: list[str], rest: list[str], engine_at: Path) -> float:
    instructions, units = _count(work, engine_at)
    base, base_units = _count(rest, engine_at)
    return (instructions - base) / (units - base_units)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--kinds", nargs="*")
    parser.add_argument("--compiled", action="store_true")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(_child(args.child[0], args.child[1:]))
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt install valgrind)")
    kinds = args.kinds or sorted(GAMES)
    with tempfile.TemporaryDirectory(prefix="cardtable-compiled-") as tmp:
        engine_at = ROOT
        if args.compiled:
            from harness.compiled import build

            engine_at = Path(tmp)
            build(engine_at)
        print(f"{'engine':12} {'players':>7} {'instructions a decision':>24} "
              f"{'an iteration':>13}")
        games = str(args.games)
        try:
            import pyspiel  # noqa: F401 - whether it is installed
        except ImportError:
            pass
        else:
            print(f"{'OpenSpiel':12} {5:>7} "
                  f"{_per_unit(['openspiel', games], ['openspiel', '1'], engine_at):>24,.0f}")
        try:
            import rlcard  # noqa: F401 - whether it is installed
        except ImportError:
            pass
        else:
            print(f"{'RLCard Uno':12} {2:>7} "
                  f"{_per_unit(['uno', games], ['uno', '1'], engine_at):>24,.0f}", flush=True)
        for kind in kinds:
            searched = max(2, GAMES[kind].min_players)
            for players in table_sizes(kind):
                decision = _per_unit(["engine", kind, str(players), str(args.games)],
                                     ["engine", kind, str(players), "1"], engine_at)
                iteration = "" if players != searched else format(_per_unit(
                    ["search", kind, str(args.positions), "1"],
                    ["search", kind, str(args.positions), "0"], engine_at), ",.0f")
                print(f"{kind:12} {players:>7} {decision:>24,.0f} {iteration:>13}", flush=True)


if __name__ == "__main__":
    main()
