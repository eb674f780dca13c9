"""The code is linted as part of the suite: ruff, with the rules and the justified exceptions
of pyproject.toml's [tool.ruff]."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[1]


def test_ruff_finds_nothing():
    ruff = Path(sys.executable).parent / "ruff"
    checked = subprocess.run([str(ruff), "check", "--no-cache", "."], cwd=ROOT,
                             capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout[-6000:] + checked.stderr[-2000:]
