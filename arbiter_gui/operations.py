"""Carrying out ``db`` operations for the controllers: undoable, through the error boundary, on the UI
thread (quick ones) or on the worker's ``FILE`` lane (pairing, checking), the session told afterwards.

``db`` operations run one at a time: while the ``FILE`` lane works, every other operation on the file is
refused with :data:`BUSY` (nothing else touches the file meanwhile).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoStack

from arbiter_gui.errors import ErrorBoundary
from arbiter_gui.session import Session
from arbiter_gui.undo import JobCommand, OperationCommand
from arbiter_gui.views.progress import ProgressPanel
from arbiter_gui.worker import FILE, Job, JobContext, Worker
from texts.catalogue import QT_TRANSLATE_NOOP

BUSY = QT_TRANSLATE_NOOP("Operations", "A round is being paired; wait until it is done.")

translate = QCoreApplication.translate


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class Operations:
    """Runs one ``db`` operation at a time; keeps Undo/Redo; shows refusals and progress."""

    def __init__(
        self,
        session: Session,
        worker: Worker,
        errors: ErrorBoundary,
        stack: QUndoStack,
        progress: ProgressPanel,
        status: Callable[[str, int], None],
    ) -> None:
        self.session = session
        self.worker = worker
        self.errors = errors
        self.stack = stack
        self.progress = progress
        self.status = status

    def reload(self, _result: object = None) -> None:
        """Read the file again (after an operation that changed more than one record)."""
        self.errors.attempt(translate("Operations", "Read the tournament file"), self.session.reload)

    def refuse_if_busy(self, title: str) -> bool:
        """True (and the reason shown) while the worker has an operation on the file."""
        if self.worker.busy:
            self.errors.refused(title, translate("Operations", BUSY))
            return True
        return False

    # -- on the UI thread -------------------------------------------------------------------------
    def run(
        self,
        text: str,
        do: Callable[[], object],
        undo: Callable[[], object],
        applied: Callable[[object], None] | None = None,
    ) -> bool:
        """Carry out one operation; on success push it on the undo stack and show its outcome through
        ``applied`` (default: read the file again); else show the reason."""
        if self.session.tf is None or self.refuse_if_busy(capital(text)):
            return False
        ok, result = self.errors.attempt(capital(text), do)
        if not ok:
            return False
        show = applied or self.reload
        self.stack.push(OperationCommand(text, do, undo, show, self.errors.failed))
        show(result)
        return True

    # -- on the worker ----------------------------------------------------------------------------
    def start(
        self,
        title: str,
        busy_text: str,
        function: Callable[[JobContext], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[BaseException], None] | None = None,
    ) -> Job | None:
        """Run ``function`` on the ``FILE`` lane with the progress shown; ``on_done(result)`` after, or
        the failure shown under ``title`` (then the file is read again: a refusal changed nothing, but
        the worker may have stored part of what it did, e.g. a pairing whose backup failed)."""
        if self.session.tf is None or self.refuse_if_busy(title):
            return None
        task = self.progress.start(busy_text)
        self.status(busy_text, 0)

        def done(result: Any) -> None:
            self.progress.finish(task)
            self.status("", 0)
            on_done(result)

        def failed(exc: BaseException) -> None:
            self.progress.finish(task)
            self.status("", 0)
            if on_error is not None:
                on_error(exc)
                return
            self.errors.failed(title, exc)
            self.reload()

        return self.worker.start(function, done, failed, self.progress.hook(task), lane=FILE, name=title)

    def run_job(
        self,
        text: str,
        busy_text: str,
        do: Callable[[], object],
        undo: Callable[[], object],
        applied: Callable[[object], None],
        first_applied: Callable[[object], None] | None = None,
    ) -> None:
        """``run`` for an operation too slow for the UI thread: carried out on the worker, pushed on the
        undo stack as a ``JobCommand`` once done, shown by ``applied`` (``first_applied`` the first
        time); a refusal is shown with its reason."""

        def done(result: object) -> None:
            self.stack.push(JobCommand(text, do, undo, applied, self.errors.failed))
            (first_applied or applied)(result)

        self.start(capital(text), busy_text, lambda _context: do(), done)

    # -- Edit > Undo / Redo -----------------------------------------------------------------------
    def undo(self) -> None:
        self._undo_redo(undo=True)

    def redo(self) -> None:
        self._undo_redo(undo=False)

    def _undo_redo(self, undo: bool) -> None:
        """A ``JobCommand``'s operation runs on the worker first; the stack moves when it has ended (with
        its outcome), so the window never waits for it."""
        stack = self.stack
        index = stack.index() - 1 if undo else stack.index()
        move = stack.undo if undo else stack.redo
        command = stack.command(index) if 0 <= index < stack.count() else None
        if command is None or self.refuse_if_busy(
            translate("Operations", "Undo") if undo else translate("Operations", "Redo")
        ):
            return
        if not isinstance(command, JobCommand):
            move()
            return
        busy_text = (
            translate("Operations", "Undoing {command}\u2026")
            if undo
            else translate("Operations", "Redoing {command}\u2026")
        ).format(command=command.text())

        def ended(result: object, error: BaseException | None) -> None:
            if stack.index() != (index + 1 if undo else index) or stack.command(index) is not command:
                self.reload()  # the stack was cleared meanwhile (another file): only show the file
                return
            command.settle(result, error)
            move()

        self.start(
            busy_text,
            busy_text,
            lambda _context: command.operation(undo)(),
            lambda result: ended(result, None),
            lambda exc: ended(None, exc),
        )
