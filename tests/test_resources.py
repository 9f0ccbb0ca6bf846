"""The program's own files sit in the top-level ``resources/`` folder, installed as the private package
``arbiter_desk_resources``: found from the development install, from a source tree run without
installing, and from a wheel installed outside the repository."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from pathlib import Path

from setuptools import find_packages

from outputs.documents.fonts import CJK_FILE, FACES
from tests.conftest import CLONE_ONLY, DATA, REPO, SHIPPED_PACKAGES
from texts.catalogue import LANGUAGES
from texts.resources import PACKAGE, resource_dir, resources_root

RESOURCES = REPO / "resources"
SETUPTOOLS = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
# What a wheel build needs from the clone.
WHEEL_SOURCES = ("pyproject.toml", "README.md", *SHIPPED_PACKAGES, "resources")


def test_the_development_install_finds_the_top_level_folder() -> None:
    assert resources_root() == RESOURCES
    assert resource_dir("fonts") == RESOURCES / "fonts"
    assert resource_dir("no-such-folder") is None


def test_the_folder_is_installed_under_a_private_name() -> None:
    assert SETUPTOOLS["package-dir"] == {PACKAGE: "resources"}
    assert PACKAGE in SETUPTOOLS["packages"]
    assert (RESOURCES / "__init__.py").is_file()


def test_every_package_of_the_program_is_listed_for_the_wheel() -> None:
    """The package list in pyproject.toml is written by hand: a new package missing there would be
    missing from the wheel and the bundles."""
    on_disk = set(find_packages(where=str(REPO), exclude=[f"{top}*" for top in CLONE_ONLY]))
    listed = set(SETUPTOOLS["packages"]) - {PACKAGE}
    assert on_disk - listed == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    assert listed - on_disk == set()


def test_a_source_tree_run_without_installing_uses_the_folder_beside_the_code() -> None:
    """``python -S`` with ``PYTHONPATH`` on the clone: no site-packages, so no installed package."""
    code = (
        "import importlib.util\n"
        f"assert importlib.util.find_spec({PACKAGE!r}) is None\n"
        "from texts.resources import resource_dir\n"
        "print(resource_dir('fonts'))\n"
    )
    out = _run_isolated(code, [REPO], cwd=REPO)
    assert Path(out.strip()) == RESOURCES / "fonts"


def test_a_wheel_installed_outside_the_clone_finds_and_prints_with_its_fonts(tmp_path: Path) -> None:
    """Build the wheel from a copy of the sources, install it into a bare folder, and from there (no
    site-packages, so not the development install) look the fonts up and print a player list."""
    source = tmp_path / "source"
    source.mkdir()
    for name in WHEEL_SOURCES:
        if (REPO / name).is_dir():
            shutil.copytree(REPO / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(REPO / name, source / name)
    wheels = tmp_path / "wheels"
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run(
        [*pip, "wheel", "--no-deps", "--no-build-isolation", "-w", str(wheels), str(source)],
        check=True,
        capture_output=True,
        cwd=tmp_path,
        timeout=600,
    )
    (wheel,) = wheels.glob("arbiter_desk-*.whl")
    site = tmp_path / "site"
    subprocess.run(
        [*pip, "install", "--no-deps", "--no-index", "--target", str(site), str(wheel)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    assert sorted(p.name for p in (site / PACKAGE / "fonts").iterdir()) == sorted(
        {*FACES.values(), CJK_FILE, "LICENSE-DejaVu.txt", "LICENSE-DroidSansFallback.txt"}
    )
    # arbiter export schema reads it from there
    assert (site / "outputs" / "exports" / "event.schema.json").is_file()
    # the translations: the .qm files Qt loads and the .ts files the documents read (issue 17)
    shipped = {p.name for p in (site / PACKAGE / "translations").iterdir()}
    assert shipped == {p.name for p in (RESOURCES / "translations").iterdir() if p.suffix in (".qm", ".ts")}
    # Help > Manual (F1) reads it there: the English manual and its translations, with their pictures
    # (img/ and img/XX/ for each language, issue 17)
    manual = site / PACKAGE / "manual"
    assert (manual / "manual.md").read_bytes() == (RESOURCES / "manual" / "manual.md").read_bytes()
    assert _files(manual) == _files(RESOURCES / "manual")
    assert {p.parent.name for p in _files(manual) if p.parent.parent.name == "img"} == set(LANGUAGES) - {"en"}
    trf = DATA / "conformance_sample" / "dutch2025" / "tournaments" / "bbp6_p005_r03_s1050.trf"
    pdf = tmp_path / "players.pdf"
    code = (
        "import arbiter_gui\n"
        "from arbiter_gui.entry import run\n"
        "from outputs.documents.fonts import FACES, find_font\n"
        "print(arbiter_gui.__file__)\n"
        "for name in FACES.values(): print(find_font(name))\n"
        "from outputs.documents.fonts import find_cjk_font\n"
        "print(find_cjk_font())\n"
        "from texts.catalogue import Catalogue\n"
        "print(Catalogue.load('ru').translate('Documents', 'Pairings'))\n"
        f"raise SystemExit(run(['print', 'players', {str(trf)!r}, '-o', {str(pdf)!r}, '--language', 'ru']))\n"
    )
    # The dependencies (ReportLab, SQLAlchemy) come from the virtualenv's site-packages, added after the
    # wheel's folder and without its .pth files, so the editable install of the clone is not seen.
    out = _run_isolated(code, [site, Path(sysconfig.get_paths()["purelib"])], cwd=tmp_path)
    module, *fonts, cjk, russian = out.splitlines()[: 3 + len(FACES)]
    assert russian == "Пары"
    assert Path(module).is_relative_to(site)
    assert [Path(f) for f in fonts] == [site / PACKAGE / "fonts" / name for name in FACES.values()]
    assert Path(cjk) == site / PACKAGE / "fonts" / CJK_FILE
    assert pdf.read_bytes().startswith(b"%PDF")


def _files(folder: Path) -> list[Path]:
    """Every file under ``folder``, relative to it."""
    return sorted(p.relative_to(folder) for p in folder.rglob("*") if p.is_file())


def _run_isolated(code: str, path: list[Path], cwd: Path) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "ARBITER_FONTS_DIR")}
    env["PYTHONPATH"] = os.pathsep.join(str(p) for p in path)
    out = subprocess.run(
        [sys.executable, "-S", "-c", code], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout
