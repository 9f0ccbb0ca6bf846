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
