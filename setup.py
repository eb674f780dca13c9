"""Build hook: with CARDTABLE_COMPILE=1 the engine is also compiled with Cython.

The compiled modules are built from the same source, with no type declarations added, and sit
beside the .py files, which Python loads only where no compiled module is found. The Docker
image is built this way; a plain or editable install (`./dev`) stays interpreted. Compiling
needs Cython 3 and a C compiler with the Python headers. Everything else about the package is
in pyproject.toml.
"""

import os
from pathlib import Path

from setuptools import setup


def engine_extensions() -> list:
    """Every engine module, compiled for the Python that runs this build; the packages'
    __init__ files stay Python (they only gather names, once per process)."""
    try:
        from Cython.Build import cythonize
    except ImportError:
        raise SystemExit("CARDTABLE_COMPILE=1 needs Cython 3 where the build runs: pip install "
                         "'Cython>=3.1,<4', then build with --no-build-isolation") from None

    modules = sorted(str(p) for p in Path("engine").rglob("*.py") if p.name != "__init__.py")
    # Annotations stay hints, as in Python: Cython would otherwise refuse, say, a str where a
    # parameter is annotated dict, before the engine's own check answers BAD_PARAMETERS.
    directives = {"language_level": 3, "annotation_typing": False}
    return cythonize(modules, compiler_directives=directives, quiet=True,
                     nthreads=os.cpu_count() or 1)


setup(ext_modules=engine_extensions() if os.environ.get("CARDTABLE_COMPILE") == "1" else [])
