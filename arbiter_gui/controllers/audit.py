"""The audit log view: every operation on the file, read when the view is shown after a change."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from arbiter_gui.audit_text import summary
from arbiter_gui.controllers.base import Controller
from arbiter_gui.models.audit import AuditModel, AuditRow
from arbiter_gui.operations import Operations
from arbiter_gui.prompts import Prompts
from arbiter_gui.session import Change, ChangeKind, FileState
from arbiter_gui.views.simple import AuditView
from arbiter_gui.views.table import fit_columns

translate = QCoreApplication.translate


class AuditController(Controller):
    def __init__(
        self,
        ops: Operations,
        prompts: Prompts,
        parent: QWidget,
        view: AuditView,
        model: AuditModel,
        is_shown: Callable[[], bool],
    ) -> None:
        super().__init__(ops, prompts, parent)
        self.view = view
        self.model = model
        self._is_shown = is_shown
        self._stale = True
        self.session.changed.connect(self._changed)

    def _changed(self, state: FileState | None, change: Change) -> None:
        self._stale = True
        if change.kind is ChangeKind.FILE:
            self.view.table.reset()
            self.model.set_rows([])
        if state is not None and self._is_shown():
            self.shown()

    def shown(self) -> None:
        """The view is on screen: read the log if the file changed since it was last read."""
        tf, state = self.session.tf, self.session.state
        if tf is None or state is None or not self._stale:
            return
        ok, entries = self.errors.attempt(translate("AuditController", "Show the audit log"), tf.audit_log)
        if not ok or entries is None:
            return
        self._stale = False
        names = {int(p.id): p.name for p in state.players}
        first = not self.model.rowCount()
        self.model.set_rows([AuditRow(e, summary(e, names)) for e in entries])
        if first:
            fit_columns(self.view.table.view, 4)
