"""A copy of the engine compiled as the Docker image compiles it (setup.py), for the suite's
check of the compiled engine and for bench/compiled.py."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def copy_sources(folder: Path) -> None:
    """The engine's source and what setup.py reads, copied into `folder`."""
    shutil.copytree(ROOT / "engine", folder / "engine",
                    ignore=shutil.ignore_patterns("__pycache__", "*.c", "*.so"))
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, folder / name)


def build(folder: Path, quick: bool = False) -> None:
    """Copy the engine into `folder` and compile it there in place: the image's build, or with
    `quick` the same C compiled at -O1 (setup.py's `quick`)."""
    copy_sources(folder)
    done = subprocess.run(
        [sys.executable, "setup.py", "--quiet", "build_ext", "--inplace",
         "-j", str(os.cpu_count() or 1)],
        cwd=folder, env={**os.environ, "CARDTABLE_COMPILE": "quick" if quick else "1"},
        capture_output=True, text=True, check=False)
    if done.returncode:
        raise RuntimeError(f"compiling the engine failed:\n{done.stderr[-4000:]}")
