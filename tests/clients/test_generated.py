"""The committed clients are exactly what the spec generates, and they type-check strictly."""

import filecmp
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
sys.path.insert(0, str(ROOT / "openapi"))
import regenerate  # noqa: E402  (openapi/regenerate.py is a script, not a package)

TS = ROOT / "openapi" / "clients" / "typescript"


def _tree(path: Path) -> dict[str, bytes]:
    return {str(p.relative_to(path)): p.read_bytes() for p in sorted(path.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts}


def test_committed_clients_match_the_spec(tmp_path):
    regenerate.generate(tmp_path)
    committed = ROOT / "openapi"
    assert (tmp_path / "openapi.json").read_bytes() == (committed / "openapi.json").read_bytes()
    package = Path("clients") / "python" / "cardtable_client"
    assert _tree(tmp_path / package) == _tree(committed / package), "run ./dev clients"
    types = Path("clients") / "typescript" / "src" / "schema.d.ts"
    assert filecmp.cmp(tmp_path / types, committed / types, shallow=False), "run ./dev clients"


def test_python_example_passes_mypy_strict():
    result = subprocess.run([sys.executable, "-m", "mypy", "--strict", "example.py"],
                            cwd=ROOT / "openapi" / "clients" / "python",
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.fixture(scope="module")
def typescript_build():
    regenerate.ensure_node_packages()
    result = subprocess.run([str(TS / "node_modules" / ".bin" / "tsc"), "-p", "."], cwd=TS,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr  # strict: see tsconfig.json
    return TS / "dist"


def test_typescript_client_plays_every_kind(typescript_build, live_server):
    result = subprocess.run(["node", "--test", str(typescript_build / "test")], cwd=TS,
                            env={**os.environ, "CARDTABLE_URL": live_server},
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "# fail 0" in result.stdout and "# pass 2" in result.stdout
