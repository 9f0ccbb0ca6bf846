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
from values import AuditEntry

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
        self._reads = 0
        """Reads of the log started (``shown``): only the last one's outcome is shown."""
        self.session.changed.connect(self._changed)

    def _changed(self, state: FileState | None, change: Change) -> None:
        self._stale = True
        if change.kind is ChangeKind.FILE:
            self.view.table.reset()
            self.model.set_rows([])
        if state is not None and self._is_shown():
            self.shown()

    def shown(self) -> None:
        """The view is on screen: read the log if the file changed since it was last read
        (``Operations.read_then``: at a venue server's desk on the worker, the view keeping what it shows
        until the read is in; only the last read started is shown)."""
        tf, state = self.session.tf, self.session.state
        if tf is None or state is None or not self._stale:
            return
        self._stale = False
        self._reads += 1
        read = self._reads

        def show(entries: tuple[AuditEntry, ...]) -> None:
            if read == self._reads:  # a later read shows what is newer
                self._show(entries)

        def not_read() -> None:
            self._stale = True  # read again when next shown

        self.ops.read_then(translate("AuditController", "Show the audit log"), tf.audit_log, show, not_read)

    def _show(self, entries: tuple[AuditEntry, ...]) -> None:
        state = self.session.state
        if state is None:
            return
        names = {int(p.id): p.name for p in state.players}
        first = not self.model.rowCount()
        self.model.set_rows([AuditRow(e, summary(e, names)) for e in entries])
        if first:
            fit_columns(self.view.table.view, 4)
