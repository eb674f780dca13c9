"""The search's speed against an earlier commit's, measured in one sitting:

    .venv/bin/python -m bench.search_gain [--against e79c0be] [--rounds 5] [--seconds 3]

Issue 30 asks for 3x the ISMCTS iterations a second that the search made when it was filed
(2026-12-04, at e79c0be, when the service ran the engine interpreted). This machine's speed
swings by half from one hour to the next, so that day's figures do not compare with a later
day's. Instead this runs, in alternating rounds, that commit's own `bench.bots --speed` (its
engine interpreted, from `git archive`) and this checkout's, with the engine compiled as the
Docker image compiles it (the engine the service runs). For each kind it prints both figures
and their ratio in each round, and the median ratio. Needs git, with the commit in the
clone's history, and a C compiler.
"""

import argparse
import re
import statistics
import subprocess
import tempfile
from pathlib import Path

from bench.compiled import run_python
from harness.compiled import build

ROOT = Path(__file__).resolve().parents[1]
# the commit issue 30 was measured at, and its own figures that day (bench/README.md)
FILED_AT = "e79c0be"
_RATE = re.compile(r"^(\w+)\s.*?([\d,]+) ISMCTS iterations/s", re.MULTILINE)


def _speeds(cwd: Path, path: Path, seconds: float) -> dict[str, int]:
    """Each kind's iterations/s by `bench.bots --speed` run in `cwd`, its engine first on
    the path and the rest from `path`."""
    out = run_python(["-m", "bench.bots", "--speed", str(seconds)], cwd, path)
    return {kind: int(rate.replace(",", "")) for kind, rate in _RATE.findall(out)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--against", default=FILED_AT, help="the earlier commit")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="cardtable-search-gain-") as tmp:
        earlier, compiled = Path(tmp) / "earlier", Path(tmp) / "compiled"
        earlier.mkdir()
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.against],
                                 capture_output=True, check=False)
        if archive.returncode:
            raise SystemExit(f"git archive {args.against} failed: {archive.stderr.decode()}")
        subprocess.run(["tar", "-x", "-C", str(earlier)], input=archive.stdout, check=True)
        build(compiled)
        rounds = []
        for _ in range(args.rounds):
            then = _speeds(earlier, earlier, args.seconds)
            # this checkout's bench, its engine the compiled copy
            now = _speeds(compiled, ROOT, args.seconds)
            rounds.append((then, now))
    print(f"{'kind':<10} {args.against + ' (interpreted)':>24} {'now (compiled)':>20}  "
          f"ratio each round (median)")
    for kind in sorted(rounds[0][1]):
        then = [r[0][kind] for r in rounds]
        now = [r[1][kind] for r in rounds]
        ratios = [b / a for a, b in zip(then, now)]
        print(f"{kind:<10} {min(then):>11,}-{max(then):>,} {min(now):>10,}-{max(now):>,}  "
              f"{' '.join(f'{r:.2f}' for r in ratios)} ({statistics.median(ratios):.2f}x)")


if __name__ == "__main__":
    main()
