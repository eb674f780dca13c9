"""The Node.js tools the client tests use, installed on first use from committed lock files."""

import fcntl
import os
import shutil
import subprocess
from pathlib import Path

import pytest

TOOLCHAIN = Path(__file__).parent / "toolchain"


def require_node() -> None:
    for command in ("node", "npm"):
        if shutil.which(command) is None:
            pytest.fail(f"{command} not found: these tests need Node.js 20+ with npm "
                        "(e.g. apt install nodejs npm)")


def npm_ci(folder: Path) -> Path:
    """`npm ci` in `folder` unless its packages are in place; the folder's node_modules/.bin.

    Test processes running side by side (pytest-xdist) install one at a time: two `npm ci`
    in one folder remove each other's files. The lock sits beside node_modules, which
    `npm ci` deletes first."""
    require_node()
    with open(folder / ".npm-ci.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (folder / "node_modules" / ".package-lock.json").exists():
            subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                           cwd=folder, check=True, timeout=600)
    return folder / "node_modules" / ".bin"


def toolchain() -> Path:
    return npm_ci(TOOLCHAIN)


def browser_script(name: str) -> Path:
    """A script of the toolchain that drives the system's Chromium (CHROMIUM: its path)."""
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if shutil.which(chromium) is None:
        pytest.fail(f"{chromium} not found: this test needs Chromium (apt install chromium), "
                    "or CHROMIUM set to its path")
    return toolchain().parents[1] / name  # beside the packages it imports
