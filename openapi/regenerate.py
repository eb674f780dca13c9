"""Regenerate the committed API artefacts from the app: `./dev clients`.

Writes openapi/openapi.json, the Python client package (openapi-python-client) under
openapi/clients/python/cardtable_client (with the hand-written modules of
openapi/clients/python/handwritten copied in), and the TypeScript client's generated types
(openapi-typescript, src/schema.ts) and its build (dist/, committed so that the package
installs from a checkout without a build step). `generate(root)` writes them under another
root, which is how the drift test compares them with what is committed.
"""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from service.cli import openapi_text

HERE = Path(__file__).resolve().parent
TS_DIR = HERE / "clients" / "typescript"
PLAY_CLIENT = HERE.parent / "service" / "play" / "client.js"
# the Python package's hand-written modules, copied into it after generation
PY_HANDWRITTEN = HERE / "clients" / "python" / "handwritten"
# the TypeScript client's hand-written parts, copied next to the generated ones to build them
TS_SOURCES = ("package.json", "tsconfig.json", "src/index.ts")


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
                    "--overwrite", "--config", str(HERE / "clients" / "python-client.yaml")],
                   check=True, env=env, capture_output=True)

    _allow_anonymous_reads(package, json.loads(spec_file.read_text()))
    _retry_safely(package)
    (package / "py.typed").write_text("")  # PEP 561: the package ships its types
    for module in sorted(PY_HANDWRITTEN.glob("*.py")):
        shutil.copyfile(module, package / module.name)

    ensure_node_packages()
    ts = root / "clients" / "typescript"
    if ts != TS_DIR:
        for name in TS_SOURCES:
            (ts / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(TS_DIR / name, ts / name)
    subprocess.run([str(TS_DIR / "node_modules" / ".bin" / "openapi-typescript"), str(spec_file),
                    "-o", str(ts / "src" / "schema.ts")], check=True, capture_output=True)
    shutil.rmtree(ts / "dist", ignore_errors=True)
    subprocess.run([str(TS_DIR / "node_modules" / ".bin" / "tsc"), "-p", str(ts / "tsconfig.json")],
                   check=True, capture_output=True)
    if root == HERE:  # the web table at /play/ runs the compiled client as it is
        shutil.copyfile(ts / "dist" / "index.js", PLAY_CLIENT)


def _allow_anonymous_reads(package: Path, spec: dict) -> None:
    """openapi-python-client types every operation with a security requirement as needing
    an AuthenticatedClient; where the token is optional (`security: [{}, ...]`) a plain Client
    (a spectator) is as valid, so those signatures take either."""
    for item in spec["paths"].values():
        for op in item.values():
            if isinstance(op, dict) and {} in op.get("security", []):
                name = re.sub(r"(?<!^)(?=[A-Z])", "_", op["operationId"]).lower()
                module = package / "api" / op["tags"][0] / f"{name}.py"
                text = module.read_text()
                module.write_text(text.replace("    client: AuthenticatedClient,\n",
                                               "    client: AuthenticatedClient | Client,\n"))


def _retry_safely(package: Path) -> None:
    """Make the hand-written safe-retry transports (handwritten/retries.py) the clients'
    default: every write with an Idempotency-Key, and retried when its answer is lost."""
    module = package / "client.py"
    text = module.read_text()
    for client, transport in (("httpx.Client(", "SafeRetries()"),
                              ("httpx.AsyncClient(", "AsyncSafeRetries()")):
        opened = f"            self._{'async_' if 'Async' in client else ''}client = {client}"
        if text.count(opened) != 2:
            raise SystemExit(f"client.py no longer builds {client} as expected")
        parts = text.split(opened)
        text = parts[0] + "".join(
            opened + part.replace("                **self._httpx_args,\n",
                                  f'                **{{"transport": {transport}, '
                                  "**self._httpx_args},\n", 1)
            for part in parts[1:])
    text = text.replace("import httpx\n", "import httpx\n\nfrom .retries import "
                                          "AsyncSafeRetries, SafeRetries\n", 1)
    module.write_text(text)


if __name__ == "__main__":
    generate(HERE)
