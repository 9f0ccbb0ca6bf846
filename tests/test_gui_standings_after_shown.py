"""The standings of a file just opened are computed once the window has painted it (issue 32 item 4):
computed meanwhile on the worker, the standings of 9,999 players took Python's lock from the UI thread
at each call of its first paint into Python. The job starts at once (the window's worker is busy, as
the tests that wait for it expect) and waits for ``after_shown``."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QStringListModel
from PySide6.QtWidgets import QApplication, QListView

import operations
from arbiter_gui.controllers import standings as module
from arbiter_gui.main_window import MainWindow
from tests.conftest import DATA
from tests.test_gui_support import ScriptedPrompts, temp_settings, wait_for_standings

TRF = DATA / "conformance_sample" / "dutch2025" / "tournaments" / "bbp6_p010_r08_s1011.trf"


class Paints(QObject):
    """Records, at each paint of a widget, whether ``passed`` was set by then."""

    def __init__(self, passed: threading.Event) -> None:
        super().__init__()
        self.passed = passed
        self.seen: list[bool] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen.append(self.passed.is_set())
        return False


def test_the_loop_is_idle_once_a_view_given_new_rows_is_painted(qtbot: Any) -> None:
    view = QListView()
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    model = QStringListModel()
    view.setModel(model)
    QApplication.processEvents()
    model.setStringList([f"row {i}" for i in range(50)])  # a reset: laid out later, then painted
    passed = module.after_shown()
    assert not passed.is_set()
    paints = Paints(passed)
    view.viewport().installEventFilter(paints)
    qtbot.waitUntil(passed.is_set, timeout=5_000)
    assert paints.seen and paints.seen[0] is False  # painted before the event was set


def test_the_standings_of_a_file_opened_wait_until_it_is_shown(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = threading.Event()
    monkeypatch.setattr(module, "after_shown", lambda: gate)
    computed: list[int] = []
    real = module.standings_tables

    def counted(*args: Any, **kwargs: Any) -> Any:
        computed.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, "standings_tables", counted)
    window = MainWindow(temp_settings(tmp_path), ScriptedPrompts(), log_folder=tmp_path / "logs")
    qtbot.addWidget(window)
    path = tmp_path / "event.arbiter"
    operations.import_trf(TRF, path)[0].close()
    assert window.files.open_path(path)
    assert window.worker.active  # the job is there, waiting
    qtbot.wait(300)
    assert computed == [] and not window.standings.up_to_date
    gate.set()  # the window has shown the file
    wait_for_standings(window, qtbot)
    assert computed and window.standings_model.rowCount() == 10
    window.close()


def test_standings_waiting_for_the_window_end_when_cancelled(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(module, "after_shown", threading.Event)  # never set
    monkeypatch.setattr(module, "SHOWN_MOST", 600.0)
    window = MainWindow(temp_settings(tmp_path), ScriptedPrompts(), log_folder=tmp_path / "logs")
    qtbot.addWidget(window)
    path = tmp_path / "event.arbiter"
    operations.import_trf(TRF, path)[0].close()
    assert window.files.open_path(path)
    assert window.worker.active
    window.worker.cancel()  # as when the window closes, or a newer change comes
    qtbot.waitUntil(lambda: not window.worker.active, timeout=10_000)
    window.close()
