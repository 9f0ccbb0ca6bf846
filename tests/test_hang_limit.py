"""A test that hangs fails alone, with every thread's stack, instead of freezing the whole run: the suite's
``faulthandler_timeout`` with ``faulthandler_exit_on_timeout`` (pyproject.toml).

The hang this guards against is the one a fresh-clone CI run had (docs/gui.md, "The worker, and the crash
it had"): the UI thread waiting on a Qt mutex while holding the GIL, a lane waiting for the GIL. No timer
written in Python can fire then (pytest-timeout's thread method needs the GIL to dump the stacks and end
the process: tried, it fired only once the GIL was free again); faulthandler's watchdog is a C thread.
Here a tiny suite of the same shape runs under the project's configuration, with the limit shortened to
3 seconds, on two pytest-xdist workers as ``scripts/test.sh`` runs them."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from pathlib import Path
from subprocess import PIPE, STDOUT

from tests.conftest import REPO

STUCK = """
import ctypes
import threading


def waiting_for_the_gil(started: threading.Event) -> None:
    started.set()
    while True:
        pass


def test_stuck_holding_the_gil() -> None:
    started = threading.Event()
    threading.Thread(target=waiting_for_the_gil, args=(started,), daemon=True).start()
    started.wait()
    ctypes.PyDLL(None).sleep(600)  # C code called with the GIL held: no other thread runs


def test_beside_it() -> None:
    assert True
"""


def test_a_test_stuck_holding_the_gil_fails_alone_with_every_threads_stack(tmp_path: Path) -> None:
    (tmp_path / "test_stuck.py").write_text(STUCK, encoding="utf-8")
    command = [
        *(sys.executable, "-X", "faulthandler", "-m", "pytest", "-q", "-p", "no:cacheprovider"),
        *("-c", str(REPO / "pyproject.toml"), "--rootdir", str(tmp_path), "-n", "2"),
        *("-o", "faulthandler_timeout=3", str(tmp_path / "test_stuck.py")),
    ]
    # a session of its own: were the limit not to work, its stuck worker is killed with it, not left behind
    run = subprocess.Popen(
        command, cwd=tmp_path, stdout=PIPE, stderr=STDOUT, text=True, start_new_session=True
    )
    try:
        out, _ = run.communicate(timeout=240)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(run.pid, signal.SIGKILL)
    assert run.returncode == 1, out
    assert "Timeout (0:00:03)!" in out, out
    assert "in test_stuck_holding_the_gil" in out and "in waiting_for_the_gil" in out, out
    assert "crashed while running 'test_stuck.py::test_stuck_holding_the_gil'" in out, out
    assert "1 failed, 1 passed" in out, out
