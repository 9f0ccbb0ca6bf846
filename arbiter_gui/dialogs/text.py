"""A read-only text window (pairing explanation, keyboard shortcuts)."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

from arbiter_gui.dialog_help import TextTopic, give_help
from arbiter_gui.plain_text import plain_label


class TextDialog(QDialog):
    """``text`` under ``intro``; ``topic`` says what it is (F1 opens the manual at that topic)."""

    def __init__(self, parent: QWidget | None, title: str, intro: str, text: str, topic: TextTopic) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(760, 560)
        label = plain_label(intro)
        label.setWordWrap(True)
        self.text = QPlainTextEdit(text)
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        give_help(self, buttons, topic)
