"""The progress of the work the worker does (pairing, printing), in the status bar, with Cancel where the
work may be cancelled. Several pieces of work may run at once (a document prints while a round is
paired): the latest one started is shown until it ends."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QWidget

from arbiter_gui.plain_text import plain_label


@dataclass
class _Task:
    message: str
    cancel: Callable[[], None] | None
    step: int = 0
    total: int = 0


class ProgressPanel(QWidget):
    """A label, a progress bar and a Cancel button; hidden while nothing runs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = plain_label()
        self.bar = QProgressBar()
        self.bar.setMaximumWidth(220)
        self.bar.setTextVisible(False)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop this work; nothing in the tournament file changes"))
        self.cancel_button.clicked.connect(self._cancel)
        self._tasks: dict[int, _Task] = {}
        self._ids = itertools.count(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        self.setVisible(False)

    def start(self, message: str, cancel: Callable[[], None] | None = None) -> int:
        """Show ``message`` with an unknown amount of work; ``cancel`` offers the Cancel button.
        Returns the task's number for :meth:`report` and :meth:`finish`."""
        task = next(self._ids)
        self._tasks[task] = _Task(message, cancel)
        self._show()
        return task

    def report(self, task: int, step: int, total: int, message: str = "") -> None:
        """``total`` 0: the amount of work is unknown."""
        t = self._tasks.get(task)
        if t is None:
            return
        t.step, t.total = step, total
        if message:
            t.message = message
        self._show()

    def hook(self, task: int) -> Callable[[int, int, str], None]:
        """``report`` for one task, in the shape of ``worker.ProgressHook``."""

        def hook(step: int, total: int, message: str = "") -> None:
            self.report(task, step, total, message)

        return hook

    def finish(self, task: int) -> None:
        self._tasks.pop(task, None)
        self._show()

    def running(self) -> bool:
        return bool(self._tasks)

    def _current(self) -> tuple[int, _Task] | None:
        return max(self._tasks.items(), default=None)

    def _show(self) -> None:
        current = self._current()
        if current is None:
            self.setVisible(False)
            return
        _, t = current
        self.label.setText(t.message)
        self.bar.setRange(0, max(t.total, 0))
        self.bar.setValue(t.step)
        self.cancel_button.setVisible(t.cancel is not None)
        self.setVisible(True)

    def _cancel(self) -> None:
        current = self._current()
        if current is None:
            return
        task, t = current
        self.finish(task)
        if t.cancel is not None:
            t.cancel()
