"""What every controller is given: the operations on the file, the questions it may ask, the widget its
dialogs belong to."""

from __future__ import annotations

from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from arbiter_gui.errors import ErrorBoundary
from arbiter_gui.operations import Operations
from arbiter_gui.prompts import Prompts
from arbiter_gui.session import Session
from arbiter_gui.views.progress import ProgressPanel
from arbiter_gui.worker import Worker


class Controller:
    """A command area of the window."""

    def __init__(self, ops: Operations, prompts: Prompts, parent: QWidget) -> None:
        self.ops = ops
        self.prompts = prompts
        self.parent_widget = parent
        """The parent of this controller's dialogs."""

    @property
    def session(self) -> Session:
        return self.ops.session

    @property
    def worker(self) -> Worker:
        return self.ops.worker

    @property
    def errors(self) -> ErrorBoundary:
        return self.ops.errors

    @property
    def stack(self) -> QUndoStack:
        return self.ops.stack

    @property
    def progress(self) -> ProgressPanel:
        return self.ops.progress

    def status(self, text: str, msecs: int = 5000) -> None:
        """A message in the status bar (``msecs`` 0: until replaced)."""
        self.ops.status(text, msecs)
