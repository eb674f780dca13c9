"""Build hook: with CARDTABLE_COMPILE=1 the engine is also compiled with Cython.

The compiled modules are built from the same source, with no type declarations added, and sit
beside the .py files, which Python loads only where no compiled module is found. The Docker
image is built this way; a plain or editable install (`./dev`) stays interpreted.
CARDTABLE_COMPILE=unoptimized builds the same modules without optimization, in a third of the
time (the suite's check of the compiled engine). Compiling needs Cython 3 and gcc or clang with
the Python headers. Everything else about the package is in pyproject.toml.
"""

import os
from pathlib import Path

from setuptools import setup

# Added after Python's own compiler flags, so they win over its -O3 and -g: setuptools releases
# differ in whether a CFLAGS variable adds to those flags or replaces them, so none is needed.
_FLAGS = {"1": ["-O2", "-g0"], "unoptimized": ["-O0", "-g0"]}


def engine_extensions(flags: list[str]) -> list:
    """Every engine module, compiled for the Python that runs this build; the packages'
    __init__ files stay Python (they only gather names, once per process)."""
    try:
        from Cython.Build import cythonize
    except ImportError:
        raise SystemExit("CARDTABLE_COMPILE needs Cython 3 where the build runs: pip install "
                         "'Cython>=3.1,<4', then build with --no-build-isolation") from None

    modules = sorted(str(p) for p in Path("engine").rglob("*.py") if p.name != "__init__.py")
    # Annotations stay hints, as in Python: Cython would otherwise refuse, say, a str where a
    # parameter is annotated dict, before the engine's own check answers BAD_PARAMETERS.
    directives = {"language_level": 3, "annotation_typing": False}
    extensions = cythonize(modules, compiler_directives=directives, quiet=True,
                           nthreads=os.cpu_count() or 1)
    for extension in extensions:
        extension.extra_compile_args = flags
    return extensions


flags = _FLAGS.get(os.environ.get("CARDTABLE_COMPILE", ""))
setup(ext_modules=engine_extensions(flags) if flags else [])
