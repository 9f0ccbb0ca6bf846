"""The ``arbiter`` launcher: headless sub-commands run without loading Qt; the window opens otherwise."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_gui.entry import run
from arbiter_gui.manual_text import heading_lines, manual_file
from tests.conftest import DATA, REPO

TRF = DATA / "conformance_sample" / "dutch2025" / "tournaments" / "bbp6_p005_r03_s1050.trf"


def _run_headless(args: list[str]) -> tuple[int, bool, str]:
    """Run the launcher in a fresh interpreter; (exit code, whether PySide6 got imported, output)."""
    code = (
        "import sys\n"
        "from arbiter_gui.entry import run\n"
        f"rc = run({args!r})\n"
        "print('QT-LOADED' if any(m.startswith('PySide6') for m in sys.modules) else 'QT-NOT-LOADED')\n"
        "sys.exit(rc)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=300)
    return out.returncode, "QT-LOADED" in out.stdout, out.stdout + out.stderr


def test_db_sub_commands_run_without_qt(tmp_path: Path) -> None:
    target = tmp_path / "t.arbiter"
    rc, qt, output = _run_headless(["import-trf", str(TRF), str(target)])
    assert rc == 0, output
    assert not qt
    assert target.exists()
    rc, qt, output = _run_headless(["info", str(target)])
    assert rc == 0 and not qt, output


def test_print_runs_without_qt(tmp_path: Path) -> None:
    out = tmp_path / "players.pdf"
    rc, qt, output = _run_headless(["print", "players", str(TRF), "-o", str(out)])
    assert rc == 0, output
    assert not qt
    assert out.read_bytes().startswith(b"%PDF")


def test_unknown_arguments_are_refused(capsys) -> None:
    assert run(["--bogus"]) == 2
    assert run(["a.arbiter", "b.arbiter"]) == 2
    assert run([str(Path("/nonexistent/x.arbiter"))]) == 2
    assert "no such file" in capsys.readouterr().err


def test_smoke_test_shows_the_window_then_exits(tmp_path: Path) -> None:
    """``arbiter --smoke-test``: what the bundles' smoke test runs, here from the sources."""
    png = tmp_path / "window.png"
    out = subprocess.run(
        [sys.executable, "-m", "arbiter_gui", "--smoke-test", "--screenshot", str(png)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)},
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout == "window shown: Arbiter Desk (offscreen)\n"
    assert png.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


@pytest.mark.parametrize("locale", ["en_US.UTF-8", "fr_FR.UTF-8"])
def test_smoke_test_with_a_file_opens_the_manual_and_draws_a_page(tmp_path: Path, locale: str) -> None:
    """With a tournament: the manual's window and the print preview's drawing, as a bundle has them. The
    manual is the one in the language the program chose at start (the system's here: no settings yet),
    the English one while that language has no translation."""
    from arbiter_gui.sample_event import build

    event = build(tmp_path / "smoke.arbiter", players=12, rounds=3, played=1)
    out = subprocess.run(
        [sys.executable, "-m", "arbiter_gui", "--smoke-test", str(event)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "LC_ALL": locale},
    )
    assert out.returncode == 0, out.stdout + out.stderr
    shown, checked = out.stdout.splitlines()
    assert shown.startswith("window shown: Lyon Spring Open 2026 \u2014 ") and shown.endswith("(offscreen)")
    folder = REPO / "resources" / "manual"
    manual = folder / manual_file(locale[:2])
    if not manual.is_file():
        manual = folder / "manual.md"
    sections = len(heading_lines(manual.read_text(encoding="utf-8")))
    # A4 at 110 dpi: 595.3 x 841.9 points are 910 x 1287 pixels
    assert checked == f"manual: {manual.name}, {sections} sections; preview: 1 page(s), 910x1287 pixels"
