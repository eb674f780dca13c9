"""Build hook: the engine is compiled with Cython where it can be, and stays Python elsewhere.

The compiled modules are built from the same source, typed where a .pxd file beside a module
declares its classes' fields and the methods every decision calls (Cython's augmenting .pxd
files, which Python never reads), and sit beside the .py files, which Python loads only where
no compiled module is found.
CARDTABLE_COMPILE says what a build does:

- unset or `auto`: compile when Cython 3 and a C compiler with the Python headers are there,
  else (or if compiling fails) build the pure-Python package, saying so. An editable install
  (`pip install -e`, as `./dev` makes) is never compiled: compiled modules in the source tree
  would run instead of the .py files being edited (`./dev serve` compiles a copy instead).
- `1`: compile, and fail without Cython or a compiler (the Docker image's build).
- `0`: never compile.
- `quick`: compile at -O1, for the suite's check of the compiled engine: it builds in two
  thirds of -O2's time and runs the engine's tests about as fast (at -O0 they ran slower
  than interpreted).

Everything else about the package is in pyproject.toml.
"""

import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

# Added after Python's own compiler flags, so they win over its -O3 and -g: setuptools releases
# differ in whether a CFLAGS variable adds to those flags or replaces them, so none is needed.
_FLAGS = {"1": ["-O2", "-g0"], "auto": ["-O2", "-g0"], "quick": ["-O1", "-g0"]}


def engine_extensions(flags: list[str]) -> list:
    """Every engine module, compiled for the Python that runs this build; the packages'
    __init__ files stay Python (they only gather names, once per process)."""
    from Cython.Build import cythonize

    modules = sorted(str(p) for p in Path("engine").rglob("*.py") if p.name != "__init__.py")
    # Annotations stay hints, as in Python: Cython would otherwise refuse, say, a str where a
    # parameter is annotated dict, before the engine's own check answers BAD_PARAMETERS.
    directives = {"language_level": 3, "annotation_typing": False}
    # the C that Cython writes goes under build/, not beside the source
    extensions = cythonize(modules, compiler_directives=directives, quiet=True,
                           nthreads=os.cpu_count() or 1, build_dir="build/cython")
    for extension in extensions:
        extension.extra_compile_args = flags
    return extensions


class _OptionalBuildExt(build_ext):
    """build_ext that leaves the engine interpreted when compiling fails (auto)."""

    def run(self):
        try:
            super().run()
        except Exception as err:  # noqa: BLE001 - any compiler failure means: stay Python
            print(f"cardtable: the engine stays interpreted (compiling failed: {err})",
                  file=sys.stderr)

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as err:  # noqa: BLE001
            print(f"cardtable: {ext.name} stays interpreted ({err})", file=sys.stderr)


def _plan() -> tuple[list, dict]:
    mode = os.environ.get("CARDTABLE_COMPILE", "auto") or "auto"
    if mode == "0" or mode not in _FLAGS:
        return [], {}
    if mode == "auto":
        # only a build of the package compiles (not its metadata steps), and never an editable one
        building = {"bdist_wheel", "build", "build_ext", "install"} & set(sys.argv)
        if not building or {"editable_wheel", "develop"} & set(sys.argv):
            return [], {}
        try:
            return engine_extensions(_FLAGS[mode]), {"build_ext": _OptionalBuildExt}
        except Exception as err:  # noqa: BLE001 - no Cython, or it could not translate
            print(f"cardtable: the engine stays interpreted ({err})", file=sys.stderr)
            return [], {}
    try:
        return engine_extensions(_FLAGS[mode]), {}
    except ImportError:
        raise SystemExit("CARDTABLE_COMPILE needs Cython 3 where the build runs: pip install "
                         "'Cython>=3.1,<4', then build with --no-build-isolation") from None


extensions, commands = _plan()
setup(ext_modules=extensions, cmdclass=commands)
