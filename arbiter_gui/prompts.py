"""Every modal question the window asks, behind one small seam that tests replace.

A refused operation (an ``ArbiterError`` from ``db/`` or ``engine/``) becomes a dialog here and only here
(STYLE 6): the message shown is the exception's own text, which names the bad input.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from engine.errors import ArbiterError


def reason(exc: BaseException) -> str:
    """The text an arbiter reads for a refused operation."""
    text = str(exc).strip()
    if isinstance(exc, ArbiterError | ValueError | KeyError | OSError) and text:
        return text
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class Prompts:
    """The real dialogs. Tests pass a subclass that answers without a modal loop."""

    def error(self, parent: QWidget | None, title: str, exc_or_text: BaseException | str) -> None:
        text = exc_or_text if isinstance(exc_or_text, str) else reason(exc_or_text)
        QMessageBox.warning(parent, title, text)

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        QMessageBox.information(parent, title, text)

    def confirm(self, parent: QWidget | None, title: str, question: str) -> bool:
        answer = QMessageBox.question(parent, title, question)
        return answer == QMessageBox.StandardButton.Yes

    def open_file(self, parent: QWidget | None, caption: str, folder: str, filters: str) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(parent, caption, folder, filters)
        return Path(name) if name else None

    def save_file(self, parent: QWidget | None, caption: str, start: str, filters: str) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(parent, caption, start, filters)
        return Path(name) if name else None

    def choose_folder(self, parent: QWidget | None, caption: str, start: str) -> Path | None:
        name = QFileDialog.getExistingDirectory(parent, caption, start)
        return Path(name) if name else None

    def run_dialog(self, dialog: QDialog) -> bool:
        """Shows a form dialog modally; True when the arbiter accepted it."""
        return dialog.exec() == QDialog.DialogCode.Accepted
