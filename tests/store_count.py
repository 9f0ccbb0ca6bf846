"""How many test functions of the operations run on both stores (issue 30 item 4, docs/venue_checklist.md):
``python -m tests.store_count`` (``--files`` adds a line per file, ``--unmarked`` the tests on SQLite
only that give no reason).

The rule, read from the source (``ast``, nothing is run): a test file of the operations is a
``tests/test_*.py`` that imports ``operations`` and is not the window's (``test_gui_*``); a test
function counts once as written (before parametrisation). It runs on both stores when it takes
``store_url`` or ``module_store_url``, or a fixture of its own file that takes one (at any depth); on
the server only when it takes ``pg_database``, ``pg_server``, ``own_server`` or ``tls_server`` that
way; else on SQLite only. The files about the file itself (:data:`ABOUT_THE_FILE`) are counted apart:
their tests stay on SQLite on purpose. Any other test kept on SQLite says why with
``@pytest.mark.sqlite_only(KEY)`` (on the function, its class, or the file's ``pytestmark``), KEY one
of :data:`REASONS`; one without is counted as not examined. A key not in :data:`REASONS`, or the mark
on a test that runs on both stores, makes the command exit 1.
"""

from __future__ import annotations

import ast
import sys
from collections import Counter
from pathlib import Path

TESTS = Path(__file__).resolve().parent
BOTH = frozenset({"store_url", "module_store_url"})
SERVER = frozenset({"pg_database", "pg_server", "own_server", "tls_server"})

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

REASONS: dict[str, str] = {
    "no_store": "touches no store: parsers, tables, texts, the engine or a report on an engine Tournament",
    "scan": "scans the source or the catalogues, not an event",
    "window": "the window's own (qtbot): the window over a file; the venue GUI tests cover the server",
    "file": "about the file on disk (an old schema's file or an older program's record, one in the way or"
    " open elsewhere, its lock, a backup, a file used alone)",
    "library": "the desk's player library, a file of its own never kept on the server",
    "slow": "a whole corpus, a 50 MB TRF or a long league through the store: minutes more on the server",
    "missing": "reads material that is not in the repository (the real TRF files); skipped without it",
    "browser": "a real browser on the web folder, which is made alike from either store",
    "output": "about the folder or the PDF written from an event already read (its store tested beside)",
}
"""Why a test of the operations stays on SQLite (the key of its ``sqlite_only`` mark)."""


def _is_fixture(node: ast.FunctionDef) -> bool:
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if (isinstance(target, ast.Name) and target.id == "fixture") or (
            isinstance(target, ast.Attribute) and target.attr == "fixture"
        ):
            return True
    return False


def _reason(decorators: list[ast.expr]) -> str | None:
    """The key of a ``pytest.mark.sqlite_only(KEY)`` among ``decorators``, if any."""
    for decorator in decorators:
        if (
            isinstance(decorator, ast.Call)
            and isinstance(decorator.func, ast.Attribute)
            and decorator.func.attr == "sqlite_only"
            and decorator.args
            and isinstance(decorator.args[0], ast.Constant)
        ):
            return str(decorator.args[0].value)
    return None


def _file_reason(tree: ast.Module) -> str | None:
    """The key of a ``pytestmark`` of the file (one mark or a list of them)."""
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets
        ):
            value = node.value
            return _reason(list(value.elts) if isinstance(value, ast.List | ast.Tuple) else [value])
    return None


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


def kinds(path: Path) -> dict[str, tuple[str, str | None]] | None:
    """Each test function of the file ``path``, where it runs (``both``, ``server``, ``sqlite``) and the
    key of its ``sqlite_only`` mark (None without one); None for a file that is not a test file of the
    operations."""
    if not path.name.startswith("test_") or path.name.startswith("test_gui"):
        return None
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if "operations" not in _imports(tree):
        return None
    in_file = _file_reason(tree)
    fixtures: dict[str, set[str]] = {}
    tests: dict[str, tuple[set[str], str | None]] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            if _is_fixture(node):
                fixtures[node.name] = _arguments(node)
            elif node.name.startswith("test"):
                tests[node.name] = (_arguments(node), _reason(node.decorator_list) or in_file)
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            in_class = _reason(node.decorator_list) or in_file
            for method in node.body:
                if isinstance(method, ast.FunctionDef) and method.name.startswith("test"):
                    reason = _reason(method.decorator_list) or in_class
                    tests[f"{node.name}.{method.name}"] = (_arguments(method), reason)

    def reached(names: set[str]) -> set[str]:
        seen: set[str] = set()
        todo = list(names)
        while todo:
            name = todo.pop()
            if name not in seen:
                seen.add(name)
                todo.extend(fixtures.get(name, ()))
        return seen

    out: dict[str, tuple[str, str | None]] = {}
    for name, (arguments, reason) in tests.items():
        used = reached(arguments)
        out[name] = ("both" if used & BOTH else "server" if used & SERVER else "sqlite", reason)
    return out


def mistakes(per_test: dict[str, dict[str, tuple[str, str | None]]]) -> list[str]:
    """Marks that say nothing true: a key not in :data:`REASONS`, a mark on a test that is not on SQLite
    only, a mark in a file about the file itself (counted apart)."""
    found: list[str] = []
    for file, tests in per_test.items():
        for name, (store, reason) in tests.items():
            if reason is None:
                continue
            if reason not in REASONS:
                found.append(f"{file}::{name}: no such reason {reason!r}")
            elif store != "sqlite":
                found.append(f"{file}::{name}: marked sqlite_only but runs on {store}")
            elif file in ABOUT_THE_FILE:
                found.append(f"{file}::{name}: marked in a file counted as about the file itself")
    return found


def main(argv: list[str]) -> int:
    per_test: dict[str, dict[str, tuple[str, str | None]]] = {}
    for path in sorted(TESTS.glob("test_*.py")):
        found = kinds(path)
        if found is not None:
            per_test[path.name] = found
    per_file = {f: Counter(store for store, _ in tests.values()) for f, tests in per_test.items()}
    total = sum(per_file.values(), Counter[str]())
    on_purpose = sum((c["sqlite"] for f, c in per_file.items() if f in ABOUT_THE_FILE), 0)
    why = Counter(
        reason or "not examined"
        for f, tests in per_test.items()
        if f not in ABOUT_THE_FILE
        for store, reason in tests.values()
        if store == "sqlite"
    )
    untouched = [f for f, c in per_file.items() if c["sqlite"] and not c["both"] and f not in ABOUT_THE_FILE]
    print(f"{len(per_file)} test files of the operations")
    print(f"both stores: {total['both']}")
    print(f"server only: {total['server']}")
    print(f"SQLite only: {total['sqlite']}, of which")
    print(f"  {on_purpose} about the file itself, in {len(ABOUT_THE_FILE)} files")
    for key, sentence in REASONS.items():
        print(f"  {why[key]} {key}: {sentence}")
    print(f"  {why['not examined']} not examined (no sqlite_only mark)")
    print(
        f"SQLite only in files with no test on both: "
        f"{sum(per_file[f]['sqlite'] for f in untouched)} in {len(untouched)} files"
    )
    if "--files" in argv:
        for name, count in sorted(per_file.items(), key=lambda item: -item[1]["sqlite"]):
            print(f"  {name}: both {count['both']}, server {count['server']}, SQLite {count['sqlite']}")
    if "--unmarked" in argv:
        for file, tests in per_test.items():
            for name, (store, reason) in tests.items():
                if store == "sqlite" and reason is None and file not in ABOUT_THE_FILE:
                    print(f"  {file}::{name}")
    wrong = mistakes(per_test)
    for line in wrong:
        print(line, file=sys.stderr)
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
