"""The TypeScript client: strict build, its tests against the live service, and installation
from a clean copy of the checkout with the README example compiled and run."""

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from service.apps.registry import Apps

from ..service.helpers import store_client
from .tools import npm_ci

ROOT = Path(__file__).parents[2]
TS = ROOT / "openapi" / "clients" / "typescript"


@pytest.fixture(scope="module")
def ts_bin():
    return npm_ci(TS)


def test_typescript_client_plays_every_kind(ts_bin, live_server, redis_url, key_prefix):
    _, app_key = Apps(store_client(redis_url, decode_responses=True), key_prefix).create("TS")
    built = subprocess.run([ts_bin / "tsc", "-p", "tsconfig.test.json"], cwd=TS,
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stdout + built.stderr  # strict: see tsconfig.json
    result = subprocess.run(["node", "--test", str(TS / ".build" / "test")], cwd=TS,
                            env={**os.environ, "CARDTABLE_URL": live_server,
                                 "CARDTABLE_APP_KEY": app_key},
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "# fail 0" in result.stdout and "# pass 8" in result.stdout


def test_installs_from_a_clean_checkout_and_its_readme_example_runs(ts_bin, tmp_path,
                                                                    live_server):
    tracked = subprocess.run(["git", "ls-files", "-z", "."], cwd=TS, capture_output=True,
                             check=True).stdout.decode().split("\0")
    checkout = tmp_path / "checkout"
    for name in filter(None, tracked):
        (checkout / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(TS / name, checkout / name)
    app = tmp_path / "app"
    app.mkdir()
    (app / "package.json").write_text(json.dumps({"name": "app", "private": True,
                                                  "type": "module"}))
    installed = subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--offline",
                                str(checkout)], cwd=app, capture_output=True, text=True,
                               timeout=300)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    readme = (TS / "README.md").read_text()
    (app / "example.ts").write_text(re.search(r"```ts\n(.*?)```", readme, re.DOTALL).group(1))
    (app / "tsconfig.json").write_text(json.dumps({"compilerOptions": {
        "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
        "strict": True, "noUncheckedIndexedAccess": True, "skipLibCheck": False,
        "types": [], "lib": ["ES2022", "DOM"]}, "files": ["example.ts"]}))
    compiled = subprocess.run([ts_bin / "tsc", "-p", "."], cwd=app, capture_output=True,
                              text=True)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    script = app / "example.js"  # pointed at the test's service
    script.write_text(script.read_text().replace("http://127.0.0.1:8000", live_server))
    ran = subprocess.run(["node", str(script)], cwd=app, capture_output=True, text=True,
                         timeout=60)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "played" in ran.stdout or "refused" in ran.stdout
