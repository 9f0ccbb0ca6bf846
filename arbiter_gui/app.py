"""The ``QApplication``: identity for ``QSettings`` set once, then the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

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
    return app


def run_window(file: Path | None = None) -> int:
    from arbiter_gui.main_window import MainWindow

    app = make_application()
    window = MainWindow()
    window.show()
    if file is not None:
        window.open_path(file)
    return app.exec()
