"""The engine as it is, compiled: how far compiling the same source goes toward OpenSpiel's speed.

    .venv/bin/pip install -e '.[bench]'          # Cython and OpenSpiel
    .venv/bin/python -m bench.compiled [--seconds 2] [--runs 2]
                                       [--interface actions|logged|moves|env]
                                       [--kinds dac ...] [--also 'bench.referee --games 60']

Copies engine/ into a temporary folder and compiles it as the Docker image does (setup.py
with CARDTABLE_COMPILE=1: every module, bots included, with Cython in pure-Python mode, typed
by the .pxd files beside the modules, which Python never reads; needs a C compiler), checks
that the compiled engine replays every golden playout (harness/golden) exactly, then runs
bench/engine.py in turn on the interpreted and the compiled engine, `--runs` times each, and
prints each row's readings: decisions/s, their ratios to OpenSpiel and to Uno played in turns
with the row, and games/s (the benchmarks run from a copy of bench/ beside the compiled engine,
with bench/floor.py compiled the same way). `--also` runs other benchmarks the same way
(bench.referee, bench.bots). Nothing is installed.
"""

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.engine import INTERFACES
from harness.compiled import build

ROOT = Path(__file__).resolve().parents[1]

_REPLAY = """
import engine
assert engine.COMPILED, engine.__file__
import bench.floor
assert not bench.floor.__file__.endswith(".py"), bench.floor.__file__
from engine import GAMES
from harness import golden
print(sum(golden.check_replays(kind) for kind in sorted(GAMES)))
"""


# bench/floor.py, compiled as setup.py compiles the engine
_FLOOR = """
from Cython.Build import cythonize
from setuptools import setup
extension, = cythonize(["bench/floor.py"], quiet=True, build_dir="build/cython",
                       compiler_directives={"language_level": 3, "annotation_typing": False})
extension.extra_compile_args = ["-O2", "-g0"]
setup(ext_modules=[extension], script_args=["--quiet", "build_ext", "--inplace"])
"""


def run_python(args: list[str], cwd: Path, path: Path = ROOT) -> str:
    """Python with `args`, its engine the one in `cwd` (first on the path), the rest (bench,
    harness) from `path`, by default this checkout: its output."""
    env = {**os.environ, "PYTHONPATH": str(path)}
    done = subprocess.run([sys.executable, *args], check=False, cwd=cwd, env=env,
                          capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"{' '.join(args)[:60]} failed in {cwd}:\n{done.stderr[-3000:]}")
    return done.stdout


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=2)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--interface", choices=INTERFACES, default="actions",
                        help="what bench.engine drives (see its docstring)")
    parser.add_argument("--kinds", nargs="+", help="the kinds bench.engine plays (all)")
    parser.add_argument("--also", action="append", default=[], metavar="'MODULE ARGS'",
                        help="another benchmark to run in turn on both engines, its output "
                             "printed as it is, e.g. --also 'bench.referee --games 60'")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="cardtable-compiled-") as tmp:
        folder = Path(tmp)
        build(folder)
        (folder / "bench").mkdir()
        for source in (ROOT / "bench").glob("*.py"):
            shutil.copy(source, folder / "bench" / source.name)
        run_python(["-c", _FLOOR], folder)
        replayed = run_python(["-c", _REPLAY], folder).strip()
        print(f"compiled engine: {replayed} golden playouts replayed exactly")
        bench = ["-m", "bench.engine", "--seconds", str(args.seconds), "--json",
                 "--interface", args.interface, *(["--kinds", *args.kinds] if args.kinds else [])]
        rows: dict[tuple[str, int], dict[str, list[dict]]] = {}
        for _ in range(args.runs):
            for label, where in (("interpreted", ROOT), ("compiled", folder)):
                for row in json.loads(run_python(bench, where)):
                    rows.setdefault((row["engine"], row["players"]), {}).setdefault(
                        label, []).append(row)
            for command in args.also:
                for label, where in (("interpreted", ROOT), ("compiled", folder)):
                    out = run_python(['-m', *shlex.split(command)], where)
                    print(f"-- {command} ({label})\n{out}")
    print("each reading: decisions/s (ratio to OpenSpiel, ratio to Uno; games/s)")
    for (engine, players), cells in rows.items():
        for label in ("interpreted", "compiled"):
            print(f"{engine:30} {players:>2} {label:>11}  "
                  + "  ".join(map(_reading, cells.get(label, []))))


def _reading(row: dict) -> str:
    """One reading of a row of bench.engine's: its rate, and what it has of its ratios and
    games/s."""
    ratios = ", ".join(f"{row[k]:.2f}x" for k in ("ratio", "ratio_uno") if row[k] is not None)
    games = f"; {row['games_per_s']:,.0f}" if "games_per_s" in row else ""
    return f"{row['decisions_per_s']:>8,} ({ratios}{games})" if ratios or games \
        else f"{row['decisions_per_s']:>8,}"

if __name__ == "__main__":
    main()
