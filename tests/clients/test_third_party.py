"""Client generators this project does not use, run on the committed spec as an integrator would.

openapi-generator (typescript-fetch, typescript-axios, kotlin, swift5), @hey-api/openapi-ts and
datamodel-code-generator must generate from openapi/openapi.json; the TypeScript outputs must
compile under strict tsc; the Kotlin and Swift models must keep every union's variants as
separate types; the Python models must name every class after its schema and accept live
answers; Redocly's recommended lint must find no error. Needs Java 17+ and Node.js 20+:
`./dev test -m "not generators"` leaves these out.
"""

import importlib.util
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .tools import toolchain

pytestmark = pytest.mark.generators

ROOT = Path(__file__).parents[2]
SPEC = ROOT / "openapi" / "openapi.json"
KINDS = ("Dac", "President", "Slyng", "VriAtter")


def run(command: list, cwd: Path | None = None, timeout: int = 300) -> str:
    result = subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True,
                            timeout=timeout)
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
    return result.stdout


@pytest.fixture(scope="module")
def openapi_generator():
    if shutil.which("java") is None:
        pytest.fail("java not found: openapi-generator needs a Java 17+ runtime "
                    "(e.g. apt install openjdk-17-jre-headless)")
    return Path(sys.executable).parent / "openapi-generator-cli"


def generate(cli: Path, generator: str, out: Path, *extra: str) -> Path:
    shutil.rmtree(out, ignore_errors=True)
    run([cli, "generate", "-i", SPEC, "-g", generator, "-o", out, *extra])
    return out


def strict_tsc(node_bin: Path, sources: Path) -> None:
    """Compile every .ts file under `sources` with strict settings."""
    config = sources / "tsconfig.strict.json"
    config.write_text(json.dumps({"compilerOptions": {
        "strict": True, "noEmit": True, "target": "ES2022", "module": "ESNext",
        "moduleResolution": "Bundler", "lib": ["ES2022", "DOM", "DOM.Iterable"],
        "skipLibCheck": False, "types": []}, "include": ["**/*.ts"]}))
    run([node_bin / "tsc", "-p", config])


@pytest.mark.parametrize("generator", ["typescript-fetch", "typescript-axios"])
def test_openapi_generator_typescript_compiles(openapi_generator, generator):
    node_bin = toolchain()
    # generated inside the toolchain folder, so that its imports (axios) resolve
    out = generate(openapi_generator, generator, node_bin.parents[1] / "build" / generator)
    strict_tsc(node_bin, out)


def test_hey_api_openapi_ts_compiles():
    node_bin = toolchain()
    out = node_bin.parents[1] / "build" / "hey-api"
    shutil.rmtree(out, ignore_errors=True)
    run([node_bin / "openapi-ts", "-i", SPEC, "-o", out])
    strict_tsc(node_bin, out)


def test_redocly_recommended_lint_finds_no_error():
    node_bin = toolchain()
    run([node_bin / "redocly", "lint", SPEC, "--config", ROOT / "openapi" / "redocly.yaml"])


def _model(folder: Path, name: str, suffix: str) -> str:
    return (folder / f"{name}.{suffix}").read_text()


def test_kotlin_keeps_every_union_apart(openapi_generator, tmp_path):
    out = generate(openapi_generator, "kotlin", tmp_path / "kotlin",
                   "-c", ROOT / "openapi" / "generators" / "kotlin.yaml")
    models = out / "src" / "main" / "kotlin" / "org" / "openapitools" / "client" / "models"
    for kind in KINDS:
        moves = _model(models, f"{kind}Move", "kt")
        assert f"sealed interface {kind}Move" in moves
        variants = re.findall(rf"value class \w+\(val value: ({kind}\w+Move)\)", moves)
        assert len(variants) >= 2 and len(set(variants)) == len(variants), variants
        view = _model(models, f"{kind}View", "kt")
        assert re.search(rf"val options: {kind}Options\b", view)
        assert re.search(rf"val players: kotlin\.collections\.List<{kind}Player>", view)
    for union, members in (("GameView", [f"{k}View" for k in KINDS] + ["WaitingView"]),
                           ("LegalMoves", [f"{k}LegalMoves" for k in KINDS]),
                           ("EventList", [f"{k}EventList" for k in KINDS])):
        text = _model(models, union, "kt")
        assert f"sealed interface {union}" in text
        assert set(re.findall(r"\(val value: (\w+)\)", text)) == set(members)
    assert "val moves: kotlin.collections.List<VriAtterMove>" in _model(
        models, "VriAtterLegalMoves", "kt")


def test_swift_keeps_every_union_apart(openapi_generator, tmp_path):
    out = generate(openapi_generator, "swift5", tmp_path / "swift")
    models = out / "OpenAPIClient" / "Classes" / "OpenAPIs" / "Models"
    for kind in KINDS:
        moves = _model(models, f"{kind}Move", "swift")
        assert f"public enum {kind}Move: Codable" in moves
        cases = re.findall(rf"case type\w+\(({kind}\w+Move)\)", moves)
        assert len(cases) >= 2 and len(set(cases)) == len(cases), cases
        assert f"public var options: {kind}Options" in _model(models, f"{kind}View", "swift")
    for union, members in (("GameView", [f"{k}View" for k in KINDS] + ["WaitingView"]),
                           ("LegalMoves", [f"{k}LegalMoves" for k in KINDS])):
        text = _model(models, union, "swift")
        assert f"public enum {union}: Codable" in text
        assert set(re.findall(r"case type\w+\((\w+)\)", text)) == set(members)


@pytest.fixture(scope="module")
def pydantic_models(tmp_path_factory):
    out = tmp_path_factory.mktemp("datamodel") / "cardtable_models.py"
    run([Path(sys.executable).parent / "datamodel-codegen", "--input", SPEC,
         "--input-file-type", "openapi", "--output", out,
         "--output-model-type", "pydantic_v2.BaseModel"])
    spec = importlib.util.spec_from_file_location("cardtable_models", out)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # pydantic resolves generic models through sys.modules
    spec.loader.exec_module(module)
    yield out, module
    del sys.modules[spec.name]


def test_datamodel_codegen_names_every_class_after_its_schema(pydantic_models):
    source, _ = pydantic_models
    classes = re.findall(r"^class (\w+)\(", source.read_text(), flags=re.MULTILINE)
    numbered = [c for c in classes if re.search(r"\d+$", c)]
    assert classes and not numbered, numbered
    assert set(json.loads(SPEC.read_text())["components"]["schemas"]) <= set(classes)


def test_datamodel_codegen_models_accept_live_answers(pydantic_models, client):
    _, models = pydantic_models
    for kind in ("vri_atter", "president", "slyng", "dac"):
        created = client.post("/v1/games", json={"kind": kind, "players": [
            {"name": "a"}, {"name": "b"}, {"name": "c"}]}).get_json()
        models.CreatedGame.model_validate(created)
        gid, tokens = created["game_id"], [s["token"] for s in created["seats"]]
        for _ in range(12):
            view = client.get(f"/v1/games/{gid}").get_json()
            parsed = models.GameView.model_validate(view)
            assert type(parsed.root).__name__.lower().startswith(kind.replace("_", ""))
            seat_moves = [(t, client.get(f"/v1/games/{gid}/legal-moves",
                                         headers={"Authorization": f"Bearer {t}"}).get_json())
                          for t in tokens]
            for _, listed in seat_moves:
                models.LegalMoves.model_validate(listed)
            token, listed = next((t, m) for t, m in seat_moves if m["moves"])
            answer = client.post(f"/v1/games/{gid}/moves", json=listed["moves"][-1],
                                 headers={"Authorization": f"Bearer {token}"})
            if answer.status_code == 200:
                models.MoveResult.model_validate(answer.get_json())
            else:
                models.Problem.model_validate(answer.get_json())
            if getattr(parsed.root.status, "value", parsed.root.status) == "finished":
                break
        models.EventList.model_validate(client.get(f"/v1/games/{gid}/events").get_json())
    models.Problem.model_validate(client.get("/v1/games/0123456789abcdef0123").get_json())
