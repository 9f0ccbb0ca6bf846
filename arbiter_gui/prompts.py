"""Every modal question the window asks, behind one small seam that tests replace.

What is shown is decided by ``arbiter_gui.errors.ErrorBoundary``: a refusal (an ``ArbiterError``) becomes
``error`` with the exception's own text, a programming error becomes ``bug_report``. Every message box
shows its text as written (``arbiter_gui.plain_text.message_box``): a name is never read as markup.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from arbiter_gui.errors import describe
from arbiter_gui.plain_text import message_box

translate = QCoreApplication.translate


class BoxNotice:
    """``arbiter_gui.errors.Notice`` as a message box that is not modal: shown at once, the window goes
    on taking keys; deleted once closed (never touched afterwards)."""

    def __init__(self, box: QMessageBox) -> None:
        self._box: QMessageBox | None = box
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._closed)
        box.show()

    def _closed(self, _result: int) -> None:
        self._box = None

    def is_open(self) -> bool:
        return self._box is not None

    def show_text(self, title: str, text: str) -> None:
        if self._box is not None:
            self._box.setWindowTitle(title)
            self._box.setText(text)
            self._box.raise_()


class Prompts:
    """The real dialogs. Tests pass a subclass that answers without a modal loop."""

    def error(self, parent: QWidget | None, title: str, text: str | BaseException) -> None:
        """A refusal: the reason, for the arbiter to correct the input (an exception: its own text)."""
        reason = text if isinstance(text, str) else describe(text)
        message_box(QMessageBox.Icon.Warning, parent, title, reason).exec()

    def notice(self, parent: QWidget | None, title: str, text: str) -> BoxNotice:
        """A refusal told while the arbiter goes on working (the desk's writes not stored): a message box
        that is not modal, open until he closes it."""
        return BoxNotice(message_box(QMessageBox.Icon.Warning, parent, title, text))

    def bug_report(self, parent: QWidget | None, title: str, message: str, report: str) -> None:
        """A programming error: ``message`` for the arbiter, ``report`` in the details, a Copy button."""
        box = message_box(
            QMessageBox.Icon.Critical,
            None,
            translate("Prompts", "Arbiter Desk: programming error"),
            message,
            QMessageBox.StandardButton.NoButton,
        )
        box.setParent(parent, box.windowFlags())
        box.setDetailedText(report)
        copy = box.addButton(translate("Prompts", "&Copy report"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Close)
        copy.clicked.disconnect()  # the box stays open after copying
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(report))
        box.exec()

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        message_box(QMessageBox.Icon.Information, parent, title, text).exec()

    def confirm(self, parent: QWidget | None, title: str, question: str) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        box = message_box(QMessageBox.Icon.Question, parent, title, question, buttons)
        box.exec()
        return box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes

    def open_file(self, parent: QWidget | None, caption: str, folder: str, filters: str) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(parent, caption, folder, filters)
        return Path(name) if name else None

    def save_file(self, parent: QWidget | None, caption: str, start: str, filters: str) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(parent, caption, start, filters)
        return Path(name) if name else None

    def choose_folder(self, parent: QWidget | None, caption: str, start: str) -> Path | None:
        name = QFileDialog.getExistingDirectory(parent, caption, start)
        return Path(name) if name else None

    def print_dialog(self, parent: QWidget | None, printer: QPrinter, pages: int) -> bool:
        """The system print dialog for a document of ``pages`` pages; True when the arbiter chose to
        print (``printer`` then holds the printer, the copies and the page range chosen)."""
        dialog = QPrintDialog(printer, parent)
        dialog.setMinMax(1, pages)
        dialog.setOption(QPrintDialog.PrintDialogOption.PrintPageRange, pages > 1)
        return dialog.exec() == QDialog.DialogCode.Accepted

    def run_dialog(self, dialog: QDialog) -> bool:
        """Shows a form dialog modally; True when the arbiter accepted it."""
        return dialog.exec() == QDialog.DialogCode.Accepted
