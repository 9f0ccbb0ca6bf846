"""The ``QApplication``: identity for ``QSettings`` and the language set once, then the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from arbiter_gui.collector import keep_collector_on_ui_thread
from engine.version import VERSION

ORGANISATION = "Arbiter Desk"
APPLICATION = "Arbiter Desk"


def make_application(argv: Sequence[str] = ()) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(VERSION)
    app = QApplication([sys.argv[0] if sys.argv else "arbiter", *argv])
    app.setApplicationDisplayName(APPLICATION)
    from arbiter_gui.settings import AppSettings
    from arbiter_gui.translation import chosen_language, install_translators

    install_translators(chosen_language(AppSettings()))  # before any window builds its texts
    keep_collector_on_ui_thread()  # cycles are collected on this thread only (arbiter_gui.collector)
    return app


def run_window(file: Path | None = None, smoke_test: bool = False, screenshot: Path | None = None) -> int:
    """Show the main window (with ``file`` open) and run until it is closed.

    ``smoke_test``: once the event loop runs, print ``window shown: TITLE (PLATFORM)``, save the window
    as ``screenshot`` (PNG) when given, and close it, exiting 0 when it was visible, 1 otherwise. The
    bundles' smoke test uses it to check that Qt starts, without anybody to close the window.
    """
    from arbiter_gui.main_window import MainWindow

    app = make_application()
    window = MainWindow()
    window.errors.install()  # an exception that reaches Qt's event loop: reported, never a silent crash
    window.show()
    if file is not None:
        window.files.open_path(file)
    if smoke_test:
        QTimer.singleShot(0, lambda: _end_smoke_test(app, window, screenshot))
    return app.exec()


def _end_smoke_test(app: QApplication, window: QMainWindow, screenshot: Path | None) -> None:
    shown = window.isVisible()
    if shown and screenshot is not None and not window.grab().save(str(screenshot), "PNG"):
        print(f"could not save {screenshot}", file=sys.stderr)
        shown = False
    line = f"window shown: {window.windowTitle()} ({app.platformName()})" if shown else "no window shown"
    print(line, flush=True)
    window.close()
    app.exit(0 if shown else 1)
