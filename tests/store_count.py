"""How many test functions of the operations run on both stores (issue 30 item 4, docs/venue_checklist.md):
``python -m tests.store_count`` (``--files`` adds a line per file).

The rule, read from the source (``ast``, nothing is run): a test file of the operations is a
``tests/test_*.py`` that imports ``operations`` and is not the window's (``test_gui_*``); a test
function counts once as written (before parametrisation). It runs on both stores when it takes
``store_url`` or ``module_store_url``, or a fixture of its own file that takes one (at any depth); on
the server only when it takes ``pg_database``, ``pg_server`` or ``own_server`` that way; else on SQLite
only. The files about the file itself (:data:`ABOUT_THE_FILE`) are counted apart: their tests stay on
SQLite on purpose.
"""

from __future__ import annotations

import ast
import sys
from collections import Counter
from pathlib import Path

TESTS = Path(__file__).resolve().parent
BOTH = frozenset({"store_url", "module_store_url"})
SERVER = frozenset({"pg_database", "pg_server", "own_server"})

ABOUT_THE_FILE = frozenset(
    {
        "test_db_crash.py",
        "test_db_faults.py",
        "test_db_file.py",
        "test_db_file_safety.py",
        "test_db_kills.py",
        "test_db_migrations.py",
        "test_db_two_writers.py",
        "test_hostile_files.py",
        "test_hostile_paths.py",
        "test_db_board_triggers_added_once_filled.py",
    }
)
"""Crash, faults, the file, its safety, kills, migrations of old files, two writers, hostile files and
paths, the board triggers of old files: what a tournament file on disk does, which a server has not."""


def _is_fixture(node: ast.FunctionDef) -> bool:
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if (isinstance(target, ast.Name) and target.id == "fixture") or (
            isinstance(target, ast.Attribute) and target.attr == "fixture"
        ):
            return True
    return False


def _arguments(node: ast.FunctionDef) -> set[str]:
    return {a.arg for a in node.args.args + node.args.kwonlyargs} - {"self"}


def _imports(tree: ast.Module) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module.split(".")[0])
        elif isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
    return found


def kinds(path: Path) -> dict[str, str] | None:
    """Each test function of the file ``path`` and where it runs (``both``, ``server``, ``sqlite``);
    None for a file that is not a test file of the operations."""
    if not path.name.startswith("test_") or path.name.startswith("test_gui"):
        return None
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if "operations" not in _imports(tree):
        return None
    fixtures: dict[str, set[str]] = {}
    tests: dict[str, set[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            if _is_fixture(node):
                fixtures[node.name] = _arguments(node)
            elif node.name.startswith("test"):
                tests[node.name] = _arguments(node)
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            for method in node.body:
                if isinstance(method, ast.FunctionDef) and method.name.startswith("test"):
                    tests[f"{node.name}.{method.name}"] = _arguments(method)

    def reached(names: set[str]) -> set[str]:
        seen: set[str] = set()
        todo = list(names)
        while todo:
            name = todo.pop()
            if name not in seen:
                seen.add(name)
                todo.extend(fixtures.get(name, ()))
        return seen

    out: dict[str, str] = {}
    for name, arguments in tests.items():
        used = reached(arguments)
        out[name] = "both" if used & BOTH else "server" if used & SERVER else "sqlite"
    return out


def main(argv: list[str]) -> int:
    per_file: dict[str, Counter[str]] = {}
    for path in sorted(TESTS.glob("test_*.py")):
        found = kinds(path)
        if found is not None:
            per_file[path.name] = Counter(found.values())
    total = sum(per_file.values(), Counter[str]())
    on_purpose = sum((c["sqlite"] for f, c in per_file.items() if f in ABOUT_THE_FILE), 0)
    untouched = [f for f, c in per_file.items() if c["sqlite"] and not c["both"] and f not in ABOUT_THE_FILE]
    print(f"{len(per_file)} test files of the operations")
    print(f"both stores: {total['both']}")
    print(f"server only: {total['server']}")
    print(
        f"SQLite only: {total['sqlite']} ({on_purpose} about the file itself, in {len(ABOUT_THE_FILE)} files)"
    )
    print(
        f"SQLite only in files with no test on both: "
        f"{sum(per_file[f]['sqlite'] for f in untouched)} in {len(untouched)} files"
    )
    if "--files" in argv:
        for name, count in sorted(per_file.items(), key=lambda item: -item[1]["sqlite"]):
            print(f"  {name}: both {count['both']}, server {count['server']}, SQLite {count['sqlite']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
