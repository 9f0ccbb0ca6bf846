"""The Linux bundle: ``installer/build.py`` builds the one-folder application and
``installer/smoke_test.py`` runs a copy of it outside the clone with a clean environment (window
offscreen and on an X display, a tournament created and paired, PDFs with Cyrillic and Greek names).

Marked ``bundle`` and ``slow``: the build takes one to two minutes (``-m "not bundle"`` leaves it out).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO
from texts.catalogue import LANGUAGES

sys.path.insert(0, str(REPO / "installer"))
import smoke_test  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.bundle]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("bundle")
    build = subprocess.run(
        [
            sys.executable,
            str(REPO / "installer" / "build.py"),
            "--no-install",  # scripts/setup.sh installed the bundle group
            "--dist",
            str(out / "dist"),
            "--work",
            str(out / "work"),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert build.returncode == 0, build.stdout[-5000:] + build.stderr[-5000:]
    assert "built " in build.stdout
    return out / "dist" / "ArbiterDesk"


def test_the_bundle_holds_the_program_and_its_fonts_and_no_unused_qt(bundle: Path) -> None:
    internal = bundle / "_internal"
    assert (bundle / "ArbiterDesk").is_file()
    fonts = internal / "arbiter_desk_resources" / "fonts"
    assert (fonts / "DejaVuSans.ttf").is_file() and (fonts / "LICENSE-DejaVu.txt").is_file()
    manual = internal / "arbiter_desk_resources" / "manual"  # Help > Manual (F1), offline
    assert (manual / "manual.md").is_file() and (manual / "img" / "print_preview.png").is_file()
    # its translations and each one's pictures (img/XX/), the same files as in the clone
    source = REPO / "resources" / "manual"
    translations = sorted(p.name for p in source.glob("manual.*.md"))
    assert sorted(p.name for p in manual.glob("manual.*.md")) == translations
    for language in set(LANGUAGES) - {"en"}:
        pictures = sorted(p.name for p in (manual / "img" / language).glob("*.png"))
        assert pictures == sorted(p.name for p in (source / "img" / language).glob("*.png")) != [], language
    # PDFium draws the pages of the print preview and of what goes to the printer
    assert list((internal / "pypdfium2_raw").glob("*pdfium*"))
    assert (bundle / "install.sh").is_file() and (bundle / "arbiter-desk.desktop").is_file()
    qt = {p.name.split(".")[0] for p in (internal / "PySide6" / "Qt" / "lib").iterdir()}
    assert {"libQt6Core", "libQt6Gui", "libQt6Widgets"} <= qt
    assert not {"libQt6Qml", "libQt6Quick", "libQt6Network", "libQt6Designer"} & qt
    assert not (internal / "PySide6" / "Qt" / "plugins" / "platformthemes" / "libqgtk3.so").exists()


def test_the_copied_bundle_runs_with_nothing_installed(bundle: Path, tmp_path: Path) -> None:
    lines: list[str] = []
    figures = smoke_test.smoke_test(bundle, runs=3, screenshot=tmp_path / "window.png", report=lines.append)
    print("\n".join(lines))
    assert "--version: Arbiter Desk" in lines[1]
    assert any(line.endswith("(xcb)") for line in lines)
    assert figures["size_mb"] > 0 and figures["startup_s"] > 0
