"""Carrying out ``db`` operations from the window: undoable, on the UI thread or on the worker."""

from __future__ import annotations

from collections.abc import Callable

from arbiter_gui.undo import JobCommand, OperationCommand
from arbiter_gui.window.view_loading import ViewLoading


class Operations(ViewLoading):
    """Runs one ``db`` operation, shows a refusal with its reason, keeps Undo/Redo."""

    def _run(
        self, text: str, do: Callable[[], object], undo: Callable[[], object], keep_round: bool = False
    ) -> bool:
        """Carry out one ``db`` operation; on success push it on the undo stack, else show the reason."""
        if self.tf is None:
            return False
        try:
            do()
        except Exception as exc:
            self._refused(text[:1].upper() + text[1:], exc)
            return False
        self.undo_stack.push(OperationCommand(text, do, undo, self.refresh, self._refused))
        self.refresh()
        return True

    def _run_job(
        self,
        text: str,
        busy_text: str,
        do: Callable[[], object],
        undo: Callable[[], object],
        applied: Callable[[object], None],
        first_applied: Callable[[object], None] | None = None,
    ) -> None:
        """``_run`` for an operation too slow for the UI thread: carried out on the worker (the window
        stays responsive), pushed on the undo stack as a ``JobCommand`` once done, shown by ``applied``
        (``first_applied`` the first time); a refusal is shown with its reason."""
        if self.tf is None or self.jobs.busy:
            return
        self.rounds_view.show_progress(0, 0, busy_text)
        self.statusBar().showMessage(busy_text)

        def done(result: object) -> None:
            self.rounds_view.hide_progress()
            self.statusBar().clearMessage()
            self.undo_stack.push(JobCommand(text, do, undo, applied, self.refresh, self._refused))
            (first_applied or applied)(result)

        self.jobs.start(
            lambda _progress: do(),
            done,
            lambda exc: self._pairing_failed(text[:1].upper() + text[1:], exc),
        )

    def _pairing_failed(self, title: str, exc: BaseException) -> None:
        self.rounds_view.hide_progress()
        self.statusBar().clearMessage()
        self._refused(title, exc)
        self.refresh()

    def undo(self) -> None:
        self._undo_redo(undo=True)

    def redo(self) -> None:
        self._undo_redo(undo=False)

    def _undo_redo(self, undo: bool) -> None:
        """Edit > Undo / Redo. A ``JobCommand``'s operation runs on the worker first; the stack moves
        when it has ended (with its outcome), so the window never waits for it."""
        stack = self.undo_stack
        index = stack.index() - 1 if undo else stack.index()
        move = stack.undo if undo else stack.redo
        command = stack.command(index) if 0 <= index < stack.count() else None
        if not isinstance(command, JobCommand):
            move()
            return
        if self.jobs.busy:
            return
        busy_text = f"{'Undoing' if undo else 'Redoing'} {command.text()}\u2026"
        self.rounds_view.show_progress(0, 0, busy_text)
        self.statusBar().showMessage(busy_text)

        def ended(result: object, error: BaseException | None) -> None:
            self.rounds_view.hide_progress()
            self.statusBar().clearMessage()
            if stack.index() != (index + 1 if undo else index) or stack.command(index) is not command:
                self.refresh()  # the stack was cleared meanwhile (closing): only show the file
                return
            command.settle(result, error)
            move()

        self.jobs.start(
            lambda _progress: command.operation(undo)(),
            lambda result: ended(result, None),
            lambda exc: ended(None, exc),
        )
