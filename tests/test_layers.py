"""STYLE 1: ``engine`` imports only the standard library; ``db`` never imports Qt."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import REPO


def _loaded_after_import(module: str) -> set[str]:
    code = f"import sys, {module}; print('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_engine_loads_no_gui_database_or_printing_library() -> None:
    loaded = _loaded_after_import("engine")
    forbidden = {m for m in loaded if m.split(".")[0] in {"PySide6", "sqlalchemy", "reportlab"}}
    assert forbidden == set()


def test_db_loads_no_qt() -> None:
    loaded = _loaded_after_import("db")
    assert {m for m in loaded if m.startswith("PySide6")} == set()
