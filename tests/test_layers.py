"""STYLE 1 and ``docs/architecture.md``: ``osfiles`` and ``engine`` load only the standard library (and
each other as stated); the store (``db``) loads nothing above it; the use cases load no outputs, command
line, Qt or ReportLab (nor ``argparse``); the outputs load no Qt (only the documents load ReportLab); the
command line loads no Qt; no layer imports the one above it.

Every submodule is imported (found with ``pkgutil``, not a list kept by hand), each package in a
fresh interpreter, and what ended up in ``sys.modules`` is checked.
"""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import pytest

from tests.conftest import REPO


def submodules(package: str) -> list[str]:
    """``package`` and every module below it (``__main__`` modules run a program: left out)."""
    path = REPO.joinpath(*package.split("."))
    found = [package]
    for info in pkgutil.walk_packages([str(path)], prefix=package + "."):
        if info.name.rsplit(".", 1)[-1] != "__main__":
            found.append(info.name)
    return sorted(found)


def _loaded_after_import(modules: list[str]) -> set[str]:
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    return set(out.stdout.split())


def _top(loaded: set[str]) -> set[str]:
    return {m.split(".")[0] for m in loaded}


def test_every_package_has_the_submodules_we_know() -> None:
    # the walk finds modules in subpackages too (an empty walk would make the checks below vacuous)
    assert {"engine.dutch.checker", "engine.tiebreaks.ranking", "engine.trf"} <= set(submodules("engine"))
    assert {"db.schema", "db.tx", "db.lock"} <= set(submodules("db"))
    assert {"player_library.store", "player_library.search"} <= set(submodules("player_library"))
    assert {"cli.main", "cli.rounds", "cli.printing"} <= set(submodules("cli"))
    assert {"osfiles.platforms", "osfiles.output_files"} <= set(submodules("osfiles"))
    assert {"outputs.documents.tables", "outputs.exports.json_export", "outputs.web.pages"} <= set(
        submodules("outputs")
    )
    assert {"operations.tournament_file", "operations.mapper", "operations.rounds"} <= set(
        submodules("operations")
    )
    assert "arbiter_gui.controllers.rounds" in submodules("arbiter_gui")


def test_engine_loads_only_the_standard_library() -> None:
    # and the OS package below it (python -m engine and the TRF writer write their files with it)
    at_startup = _loaded_after_import([])  # site, the editable-install finder, __main__
    loaded = _loaded_after_import(submodules("engine")) - at_startup
    ours_or_foreign = {m for m in _top(loaded) if m not in sys.stdlib_module_names}
    assert ours_or_foreign == {"engine", "osfiles"}


def test_the_os_package_loads_only_the_standard_library_and_the_engines_errors() -> None:
    at_startup = _loaded_after_import([])
    loaded = _loaded_after_import(submodules("osfiles")) - at_startup
    assert {m for m in _top(loaded) if m not in sys.stdlib_module_names} == {"osfiles", "engine"}
    code = "import osfiles.platforms, osfiles.output_files; print(osfiles.output_files.__doc__ is not None)"
    assert subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True).returncode == 0


def test_the_os_package_imports_of_the_engine_only_its_errors_and_translation() -> None:
    from tests.test_import_cycles import import_graph, modules

    graph = import_graph(modules())
    used = {m for name in graph if name.startswith("osfiles") for m in graph[name] if m.startswith("engine")}
    assert used == {"engine.errors", "engine.i18n"}


ABOVE_THE_STORE = {"values", "operations", "formats", "outputs", "cli", "player_library", "arbiter_gui"}
QT_AND_PRINTING = {"PySide6", "reportlab"}


def test_the_store_loads_no_qt_printing_or_anything_above_it() -> None:
    loaded = _top(_loaded_after_import(submodules("db")))
    assert loaded & (QT_AND_PRINTING | ABOVE_THE_STORE) == set()


def test_the_player_library_loads_no_qt_printing_or_use_cases() -> None:
    # its own store opens its file as the tournament store does (db.sqlite_path), nothing above that
    loaded = _top(_loaded_after_import(submodules("player_library")))
    assert loaded & (QT_AND_PRINTING | ABOVE_THE_STORE - {"player_library"}) == set()


def test_the_values_and_the_formats_load_nothing_of_the_use_cases() -> None:
    loaded = _top(_loaded_after_import(submodules("values") + submodules("formats")))
    assert loaded & (QT_AND_PRINTING | ABOVE_THE_STORE - {"values", "formats"}) == set()


def test_the_use_cases_and_the_formats_load_no_qt_printing_outputs_or_command_line() -> None:
    at_startup = _loaded_after_import([])
    loaded = _loaded_after_import(submodules("operations") + submodules("formats"))
    assert _top(loaded) & (QT_AND_PRINTING | {"outputs", "cli", "arbiter_gui", "texts"}) == set()
    assert "argparse" not in loaded - at_startup


@pytest.mark.parametrize("package", ["db", "values", "formats", "operations", "texts", "outputs"])
def test_only_the_command_line_parses_arguments(package: str) -> None:
    """Every ``arbiter`` sub-command's options are in ``cli``: nothing below it loads ``argparse``."""
    assert "argparse" not in _loaded_after_import(submodules(package)) - _loaded_after_import([])


def test_the_texts_load_no_qt() -> None:
    loaded = _top(_loaded_after_import(submodules("texts")))
    assert loaded & (QT_AND_PRINTING | ABOVE_THE_STORE) == set()


def test_exports_and_the_web_folder_load_no_qt_gui_or_printing() -> None:
    assert "outputs.web.pages" in submodules("outputs.web")
    exports_and_web = [m for m in submodules("outputs") if not m.startswith("outputs.documents")]
    loaded = _top(_loaded_after_import(exports_and_web))
    assert loaded & (QT_AND_PRINTING | {"cli", "arbiter_gui"}) == set()


def test_printed_documents_load_no_qt_gui_or_command_line() -> None:
    loaded = _top(_loaded_after_import(submodules("outputs.documents")))
    assert "reportlab" in loaded
    assert loaded & {"PySide6", "cli", "arbiter_gui"} == set()


def test_the_command_line_loads_no_qt_or_gui() -> None:
    loaded = _top(_loaded_after_import(submodules("cli")))
    assert loaded & {"PySide6", "arbiter_gui"} == set()


@pytest.mark.parametrize("package", ["arbiter_gui"])
def test_the_gui_imports(package: str) -> None:
    # every GUI module imports (a module nothing imports would otherwise rot unseen)
    assert "PySide6" in _top(_loaded_after_import(submodules(package)))
