"""The committed spec and clients are exactly what the app generates."""

import sys
from pathlib import Path

ROOT = Path(__file__).parents[2]
sys.path.insert(0, str(ROOT / "openapi"))
import regenerate  # noqa: E402  (openapi/regenerate.py is a script, not a package)


def _tree(path: Path) -> dict[str, bytes]:
    return {str(p.relative_to(path)): p.read_bytes() for p in sorted(path.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts}


def test_committed_spec_and_clients_match_what_the_app_generates(tmp_path):
    regenerate.generate(tmp_path)
    committed = ROOT / "openapi"
    assert (tmp_path / "openapi.json").read_bytes() == (committed / "openapi.json").read_bytes()
    for generated in (Path("clients/python/cardtable_client"),
                      Path("clients/typescript/src"), Path("clients/typescript/dist")):
        assert _tree(tmp_path / generated) == _tree(committed / generated), \
            f"{generated} is stale: run ./dev clients"
