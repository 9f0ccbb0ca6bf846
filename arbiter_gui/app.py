"""The ``QApplication``: identity for ``QSettings`` and the language set once, then the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from arbiter_gui.collector import keep_collector_on_ui_thread
from arbiter_gui.style import install_style
from db.location import ServerAddress
from engine.errors import ArbiterError
from engine.version import VERSION
from osfiles.output_files import write_output

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
    install_style(app)  # tab texts are not clipped (arbiter_gui.style)
    from arbiter_gui.settings import AppSettings
    from arbiter_gui.translation import chosen_language, install_translators

    install_translators(chosen_language(AppSettings()))  # before any window builds its texts
    keep_collector_on_ui_thread()  # cycles are collected on this thread only (arbiter_gui.collector)
    return app


def run_window(
    file: Path | ServerAddress | None = None, smoke_test: bool = False, screenshot: Path | None = None
) -> int:
    """Show the main window (with ``file`` open: a tournament file, or an event on a venue server) and run
    until it is closed.

    ``smoke_test``: once the event loop runs, print ``window shown: TITLE (PLATFORM)``, save the window
    as ``screenshot`` (PNG) when given, and close it, exiting 0 when it was visible, 1 otherwise. The
    bundles' smoke test uses it to check that Qt starts, without anybody to close the window.
    """
    from arbiter_gui.main_window import MainWindow

    app = make_application()
    window = MainWindow()
    window.errors.install()  # an exception that reaches Qt's event loop: reported, never a silent crash
    window.show()
    if isinstance(file, ServerAddress):
        window.files.connect_address(file)
    elif file is not None:
        window.files.open_path(file)
    if smoke_test:
        QTimer.singleShot(0, lambda: _end_smoke_test(app, window, screenshot))
    return app.exec()


SMOKE_TEST_WAIT_MS = 50
"""How often the smoke test looks whether the venue server it connects to is connected (or refused)."""


def _end_smoke_test(app: QApplication, window: QMainWindow, screenshot: Path | None) -> None:
    connection = getattr(getattr(window, "files", None), "connection", None)
    if connection is not None and connection.under_way is not None:  # on the worker: wait for its end
        QTimer.singleShot(SMOKE_TEST_WAIT_MS, lambda: _end_smoke_test(app, window, screenshot))
        return
    shown = window.isVisible()
    if shown and screenshot is not None and not _save_screenshot(window, screenshot):
        shown = False
    line = f"window shown: {window.windowTitle()} ({app.platformName()})" if shown else "no window shown"
    print(line, flush=True)
    if shown and getattr(window, "session", None) is not None and window.session.state is not None:  # type: ignore[attr-defined]
        try:
            print(_help_and_preview(window), flush=True)
        except Exception as exc:  # the smoke test's finding, not a dialog nobody would close
            print(f"help or preview failed: {exc!r}", flush=True)
            shown = False
    window.close()
    app.exit(0 if shown else 1)


def _save_screenshot(window: QMainWindow, target: Path) -> bool:
    """The window as PNG at ``target``, through ``osfiles.output_files`` like every output: whole or not
    at all, never over a file the program keeps. False (and why, on stderr) when it could not be saved."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not window.grab().save(buffer, "PNG"):
        print(f"could not save {target}", file=sys.stderr)
        return False
    try:
        write_output(target, bytes(data.data()))
    except ArbiterError as exc:
        print(f"could not save {target}: {exc}", file=sys.stderr)
        return False
    return True


def _help_and_preview(window: QMainWindow) -> str:
    """With a tournament open: the manual's window is opened (in the window's language: the file shown is
    named) and the player list drawn as the print preview draws it, so that a bundle proves it has the
    manual and PDFium."""
    from arbiter_gui.controllers.printing import print_source
    from arbiter_gui.main_window import MainWindow
    from arbiter_gui.pdf_pages import PREVIEW_DPI, render_pages
    from arbiter_gui.print_output import as_qimage
    from arbiter_gui.printing import render_pdf
    from outputs.documents.api import DocumentKind

    assert isinstance(window, MainWindow) and window.session.state is not None
    manual = window.show_manual()
    sections = len(manual.sections)
    name = manual.path.name if manual.path is not None else "none"
    manual.close()
    pdf = render_pdf(print_source(window.session.state), DocumentKind.PLAYERS, None, "A4")
    pages = render_pages(pdf, PREVIEW_DPI)
    image = as_qimage(pages[0])
    return (
        f"manual: {name}, {sections} sections; preview: {len(pages)} page(s), "
        f"{image.width()}x{image.height()} pixels"
    )
