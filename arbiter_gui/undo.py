"""Undoable operations: a ``QUndoCommand`` over a pair of ``db`` operations (do / its inverse).

The operation is carried out before the command is pushed, so a refused operation never reaches the
stack (its reason is shown instead). If the inverse is refused later (e.g. a result of a round that has
since been used for pairing), the command reports why and is dropped from the stack. What an operation
returns goes to ``applied`` (the window updates its state from it: a stored result, or a fresh read).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

Operation = Callable[[], object]
Applied = Callable[[object], None]
Failed = Callable[[str, BaseException], None]

translate = QCoreApplication.translate


class OperationCommand(QUndoCommand):
    def __init__(self, text: str, do: Operation, undo: Operation, applied: Applied, failed: Failed) -> None:
        super().__init__(text)
        self._do = do
        self._undo = undo
        self._applied = applied
        self._failed = failed
        self._first = True

    def operation(self, undo: bool) -> Operation:
        """What Undo (``undo``) or Redo carries out."""
        return self._undo if undo else self._do

    def redo(self) -> None:
        if self._first:  # already done by the window before pushing
            self._first = False
            return
        self._run(self._do, translate("OperationCommand", "Redo {text}").format(text=self.text()))

    def undo(self) -> None:
        self._run(self._undo, translate("OperationCommand", "Undo {text}").format(text=self.text()))

    def _outcome(self, operation: Operation) -> tuple[object, BaseException | None]:
        try:
            return operation(), None
        except Exception as exc:  # handed to ``failed``, the window's error boundary, which sorts it
            return None, exc

    def _run(self, operation: Operation, title: str) -> None:
        result, error = self._outcome(operation)
        if error is not None:  # shown by the boundary, and this command leaves the stack
            self.setObsolete(True)
            self._failed(title, error)
            return
        self._applied(result)


class JobCommand(OperationCommand):
    """An undoable operation too slow for the UI thread (e.g. a pairing edit, which the Dutch engine
    checks): the window runs it on the worker (``arbiter_gui.worker``) and moves the stack afterwards.

    For Undo/Redo the window runs :meth:`operation` as a job, hands the outcome to :meth:`settle` and
    only then calls ``QUndoStack.undo()``/``redo()``: the stack moves once the operation is done, and a
    refusal drops the command from the stack as for ``OperationCommand``. Without a settled outcome (the
    stack driven directly), the command carries out the operation itself.
    """

    def __init__(self, text: str, do: Operation, undo: Operation, applied: Applied, failed: Failed) -> None:
        super().__init__(text, do, undo, applied, failed)
        self._settled: tuple[object, BaseException | None] | None = None

    def settle(self, result: object, error: BaseException | None) -> None:
        """The outcome of :meth:`operation`, run by the window on the worker, for the next undo/redo."""
        self._settled = (result, error)

    def _outcome(self, operation: Operation) -> tuple[object, BaseException | None]:
        settled, self._settled = self._settled, None
        return settled if settled is not None else super()._outcome(operation)
