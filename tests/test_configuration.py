"""Every setting is read in service/config.py and listed in docs/configuration.md: a variable
read there and not listed, or listed and never read, fails; so does another module of
service/ or engine/ reading the environment (it may set variables for the processes it
starts)."""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).parents[1]
CONFIG = ROOT / "service" / "config.py"


def _reads_of_the_environment(tree: ast.AST) -> list[ast.AST]:
    """`os.environ` used other than as the target of an assignment, and `os.getenv`."""
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "getenv":
            found.append(node)
        if isinstance(node, ast.Attribute) and node.attr == "environ":
            parent = parents.get(node)
            written = isinstance(parent, ast.Subscript) and isinstance(parent.ctx, ast.Store)
            if not written:
                found.append(node)
    return found


def _names_read_by_config() -> set[str]:
    # every read there is env.get("NAME", ...), env["NAME"] or _flag("NAME")
    text = CONFIG.read_text()
    return set(re.findall(r'(?:env\.get\(|env\[|_flag\()"([A-Z][A-Z0-9_]*)"', text))


def _names_listed() -> set[str]:
    table = (ROOT / "docs" / "configuration.md").read_text()
    return set(re.findall(r"^\| `([A-Z][A-Z0-9_]*)` \|", table, re.MULTILINE))


def test_every_variable_read_is_listed_and_every_one_listed_is_read():
    read, listed = _names_read_by_config(), _names_listed()
    assert len(read) > 40
    assert read - listed == set(), "read in service/config.py, missing from the table"
    assert listed - read == set(), "in the table, never read"


def test_only_the_configuration_reads_the_environment():
    readers = []
    for path in sorted([*(ROOT / "service").rglob("*.py"), *(ROOT / "engine").rglob("*.py")]):
        if path == CONFIG:
            continue
        for node in _reads_of_the_environment(ast.parse(path.read_text())):
            readers.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert readers == []
    # the check finds a read where there is one
    assert _reads_of_the_environment(ast.parse('import os\nos.environ.get("X")\n'))
    assert not _reads_of_the_environment(ast.parse('import os\nos.environ["X"] = "1"\n'))
