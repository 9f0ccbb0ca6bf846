"""The shipped packages (the wheel's and the bundles' packages, ``[tool.setuptools] packages`` of
pyproject.toml) import nothing that is only in the clone: not ``bench``, ``tests``, ``installer`` or
``scripts``, also not inside a function (an import there fails only when that function runs, in the
installed program: ``python -m arbiter_gui.screenshots`` once imported ``bench``)."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

from tests.conftest import CLONE_ONLY, REPO


def shipped_files() -> list[Path]:
    """Every Python file of the packages the wheel holds (each package's own folder, not its subpackages,
    which are listed themselves)."""
    setuptools = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    renamed: dict[str, str] = setuptools.get("package-dir", {})
    files: list[Path] = []
    for package in setuptools["packages"]:
        top, *rest = package.split(".")
        folder = REPO.joinpath(renamed.get(top, top), *rest)
        files += sorted(folder.glob("*.py"))
    return files


def imported_tops(path: Path) -> set[tuple[str, int]]:
    """The top-level names of the absolute imports in ``path`` (anywhere in it), with their lines."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out: set[tuple[str, int]] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {(alias.name.split(".")[0], node.lineno) for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add((node.module.split(".")[0], node.lineno))
    return out


def test_the_walk_reads_every_shipped_package() -> None:
    names = {p.relative_to(REPO).as_posix() for p in shipped_files()}
    for known in ("engine/model.py", "player_library/sample_lists.py", "arbiter_gui/screenshots.py"):
        assert known in names
    assert "outputs/web/pages.py" in names and "resources/__init__.py" in names


def test_the_finder_sees_an_import_inside_a_function(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("import os\n\ndef f():\n    from bench.lists import write_list\n", encoding="utf-8")
    assert imported_tops(module) == {("os", 1), ("bench", 4)}


def test_no_shipped_module_imports_what_is_only_in_the_clone() -> None:
    found = [
        f"{path.relative_to(REPO)}:{line} imports {name}"
        for path in shipped_files()
        for name, line in sorted(imported_tops(path))
        if name in CLONE_ONLY
    ]
    assert found == []
