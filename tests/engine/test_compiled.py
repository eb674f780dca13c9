"""The engine compiled as the Docker image compiles it (setup.py with CARDTABLE_COMPILE=1) passes
the engine's tests: compiling must not change what any move, view or record does. Its states
are typed by their .pxd files (a field given a value of another type fails here).

Needs a C compiler and the Python headers. It builds at -O1, not the image's -O2 (the C that
Cython writes means the same at any level; -O1 builds and runs these tests in the least time),
and leaves out the two long random-playout files, whose code paths the golden playouts and
the rules tests already take, and the test of the benchmark's floor (bench/ is not copied).
One check needs no compiler: no engine module binds a name twice, which only the compiled
build's typed parameters would otherwise catch.
"""

import ast
import os
import shutil
import subprocess
import sys
import sysconfig

import pytest

from harness.compiled import ROOT, build, copy_sources

LONG = ("test_properties.py", "test_dac_knowledge.py")
BENCH = ("test_floor.py", "test_bench_loop.py")

# Runs pytest in the compiled copy, then checks that every engine module it used was compiled
# and that each kind's state was built from its .pxd (its declared fields are descriptors).
_RUN = """
import os
import sys
import types
import pytest
code = pytest.main(sys.argv[1:])
engine = [(name, getattr(module, "__file__", None) or "") for name, module in sys.modules.items()
          if name == "engine" or name.startswith("engine.")]
interpreted = [name for name, path in engine
               if not path.endswith(".so") and not path.endswith("__init__.py")]
elsewhere = [name for name, path in engine if not path.startswith(os.getcwd())]
from engine import GAMES
undeclared = [kind for kind, game in GAMES.items()
              if not any(isinstance(value, types.GetSetDescriptorType) and not name.startswith("__")
                         for name, value in vars(game.state_class).items())]
print("interpreted engine modules:", interpreted, "engine modules from elsewhere:", elsewhere,
      "states without declared fields:", undeclared)
sys.exit(code or (3 if interpreted or elsewhere or undeclared or not engine else 0))
"""


@pytest.mark.compiled
def test_the_compiled_engine_passes_the_engine_tests(tmp_path):
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        pytest.fail(f"{compiler} not found: this test needs a C compiler and the Python headers "
                    "(apt install gcc python3-dev); -m 'not compiled' leaves it out")
    build(tmp_path, quick=True)
    # a process that only imports the engine ends cleanly: a reference miscounted by the
    # compiled module code (a crash as Python frees its objects at exit) shows here, where
    # the test run below holds too many other references for it to show
    alone = subprocess.run([sys.executable, "-c", "import engine, engine.bots"], cwd=tmp_path,
                           capture_output=True, text=True, check=False)
    assert alone.returncode == 0, alone.stderr[-2000:]
    shutil.copytree(ROOT / "harness", tmp_path / "harness",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "docs", tmp_path / "docs")  # the engine doc's example is run
    (tmp_path / "tests").mkdir()
    for name in ("__init__.py", "conftest.py"):
        shutil.copy(ROOT / "tests" / name, tmp_path / "tests" / name)
    shutil.copytree(ROOT / "tests" / "engine", tmp_path / "tests" / "engine",
                    ignore=shutil.ignore_patterns("__pycache__", "test_compiled.py", *LONG, *BENCH))
    done = subprocess.run(
        [sys.executable, "-c", _RUN, "-q", "-n", "0", "-p", "no:cacheprovider",
         "tests/engine", "--rootdir", str(tmp_path)],
        cwd=tmp_path, capture_output=True, text=True, check=False)
    # 0: tests were collected and all passed, and every engine module used was the compiled one
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]


@pytest.mark.compiled
def test_a_build_without_a_compiler_stays_interpreted(tmp_path):
    """setup.py's default (auto): where compiling fails, the package builds all the same, with
    the engine interpreted, and says so."""
    copy_sources(tmp_path)
    env = {k: v for k, v in os.environ.items() if k != "CARDTABLE_COMPILE"}
    done = subprocess.run(
        [sys.executable, "setup.py", "--quiet", "build_ext", "--inplace"],
        cwd=tmp_path, env={**env, "CC": "false", "LDSHARED": "false"}, capture_output=True,
        text=True, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "stays interpreted" in done.stderr
    assert not list((tmp_path / "engine").rglob("*.so"))


def _module_bindings(tree: ast.Module) -> list[str]:
    """The names a module's top level binds, once per binding."""
    names = []
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names += [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names += [(alias.asname or alias.name).split(".")[0] for alias in node.names]
    return names


def test_no_engine_module_binds_a_name_twice():
    """Every function of a module reads its globals as the module ends, whatever the code
    between two bindings of one name meant: a table or constant named twice passes the
    interpreted tests where a typed parameter of the compiled build refuses it (Slyng's forms
    of a listing once shadowed its table of card pairs this way)."""
    twice = {}
    for path in sorted((ROOT / "engine").rglob("*.py")):
        names = _module_bindings(ast.parse(path.read_text()))
        repeated = sorted({n for n in names if names.count(n) > 1})
        if repeated:
            twice[str(path.relative_to(ROOT))] = repeated
    assert not twice, twice
