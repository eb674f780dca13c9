"""Regenerate the committed API artefacts from the app: `./dev clients`.

Writes openapi/openapi.json, the Python client (openapi-python-client) under
openapi/clients/python/cardtable_client, and the TypeScript types (openapi-typescript) under
openapi/clients/typescript/src/schema.d.ts. `generate(root)` writes them under another root,
which is how the drift test compares them with what is committed.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from service.cli import openapi_text

HERE = Path(__file__).resolve().parent
TS_DIR = HERE / "clients" / "typescript"


def ensure_node_packages() -> None:
    if not (TS_DIR / "node_modules" / ".package-lock.json").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                       cwd=TS_DIR, check=True)


def generate(root: Path) -> None:
    spec_file = root / "openapi.json"
    spec_file.parent.mkdir(parents=True, exist_ok=True)
    spec_file.write_text(openapi_text())

    package = root / "clients" / "python" / "cardtable_client"
    if package.exists():
        shutil.rmtree(package)
    package.parent.mkdir(parents=True, exist_ok=True)
    bin_dir = str(Path(sys.executable).parent)
    env = {**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", "")}
    subprocess.run([os.path.join(bin_dir, "openapi-python-client"), "generate",
                    "--path", str(spec_file), "--output-path", str(package), "--meta", "none",
                    "--overwrite", "--config", str(HERE / "clients" / "python-client.yaml")], check=True, env=env, capture_output=True)

    ensure_node_packages()
    types = root / "clients" / "typescript" / "src" / "schema.d.ts"
    types.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(TS_DIR / "node_modules" / ".bin" / "openapi-typescript"), str(spec_file),
                    "-o", str(types)], check=True, capture_output=True)


if __name__ == "__main__":
    generate(HERE)
