"""Undoable operations: a ``QUndoCommand`` over a pair of ``db`` operations (do / its inverse).

The operation is carried out before the command is pushed, so a refused operation never reaches the
stack (its reason is shown instead). If the inverse is refused later (e.g. a result of a round that has
since been used for pairing), the command reports why and is dropped from the stack.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

Operation = Callable[[], object]


class OperationCommand(QUndoCommand):
    def __init__(
        self,
        text: str,
        do: Operation,
        undo: Operation,
        changed: Callable[[], None],
        refused: Callable[[str, BaseException], None],
    ) -> None:
        super().__init__(text)
        self._do = do
        self._undo = undo
        self._changed = changed
        self._refused = refused
        self._first = True

    def redo(self) -> None:
        if self._first:  # already done by the window before pushing
            self._first = False
            return
        self._run(self._do, f"Redo {self.text()}")

    def undo(self) -> None:
        self._run(self._undo, f"Undo {self.text()}")

    def _run(self, operation: Operation, title: str) -> None:
        try:
            operation()
        except Exception as exc:  # refused by db: shown, and this command leaves the stack
            self.setObsolete(True)
            self._refused(title, exc)
        self._changed()


class JobCommand(OperationCommand):
    """An undoable operation too slow for the UI thread (e.g. a pairing edit, which the Dutch engine
    checks): the window runs it on the worker (``arbiter_gui.worker``) and moves the stack afterwards.

    For Undo/Redo the window runs :meth:`operation` as a job, hands the outcome to :meth:`settle` and
    only then calls ``QUndoStack.undo()``/``redo()``: the stack moves once the operation is done, and a
    refusal drops the command from the stack as for ``OperationCommand``. ``applied(result)`` shows a
    successful outcome. Without a settled outcome (the stack driven directly), the command carries
    out the operation itself.
    """

    def __init__(
        self,
        text: str,
        do: Operation,
        undo: Operation,
        applied: Callable[[object], None],
        changed: Callable[[], None],
        refused: Callable[[str, BaseException], None],
    ) -> None:
        super().__init__(text, do, undo, changed, refused)
        self._applied = applied
        self._outcome: tuple[object, BaseException | None] | None = None

    def operation(self, undo: bool) -> Operation:
        """What Undo (``undo``) or Redo carries out."""
        return self._undo if undo else self._do

    def settle(self, result: object, error: BaseException | None) -> None:
        """The outcome of :meth:`operation`, run by the window on the worker, for the next undo/redo."""
        self._outcome = (result, error)

    def _run(self, operation: Operation, title: str) -> None:
        outcome, self._outcome = self._outcome, None
        if outcome is None:
            try:
                outcome = (operation(), None)
            except Exception as exc:
                outcome = (None, exc)
        result, error = outcome
        if error is not None:  # refused by db: shown, and this command leaves the stack
            self.setObsolete(True)
            self._refused(title, error)
            self._changed()
            return
        self._applied(result)
