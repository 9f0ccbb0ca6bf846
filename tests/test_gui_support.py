"""Seams for the GUI tests: settings in a temporary folder, scripted answers instead of modal dialogs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QWidget

from arbiter_gui.prompts import Prompts, reason
from arbiter_gui.settings import AppSettings


def temp_settings(folder: Path) -> AppSettings:
    return AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))


class ScriptedPrompts(Prompts):
    """Answers every question from queues filled by the test; records errors and messages."""

    def __init__(self) -> None:
        self.dialogs: list[Callable[[Any], bool | None]] = []
        self.paths: list[Path | None] = []
        self.confirms: list[bool] = []
        self.errors: list[tuple[str, str]] = []
        self.infos: list[tuple[str, str]] = []
        self.seen_dialogs: list[QDialog] = []

    def error(self, parent: QWidget | None, title: str, exc_or_text: BaseException | str) -> None:
        text = exc_or_text if isinstance(exc_or_text, str) else reason(exc_or_text)
        self.errors.append((title, text))

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        self.infos.append((title, text))

    def confirm(self, parent: QWidget | None, title: str, question: str) -> bool:
        assert self.confirms, f"unexpected question: {title}: {question}"
        return self.confirms.pop(0)

    def open_file(self, parent: QWidget | None, caption: str, folder: str, filters: str) -> Path | None:
        assert self.paths, f"unexpected file dialog: {caption}"
        return self.paths.pop(0)

    def save_file(self, parent: QWidget | None, caption: str, start: str, filters: str) -> Path | None:
        assert self.paths, f"unexpected file dialog: {caption}"
        return self.paths.pop(0)

    def run_dialog(self, dialog: QDialog) -> bool:
        assert self.dialogs, f"unexpected dialog: {dialog.windowTitle()}"
        self.seen_dialogs.append(dialog)
        answer = self.dialogs.pop(0)(dialog)
        return answer is not False
