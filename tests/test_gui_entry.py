"""The ``arbiter`` launcher: headless sub-commands run without loading Qt; the window opens otherwise."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from arbiter_gui.entry import run
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
