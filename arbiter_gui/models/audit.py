"""The audit log: every operation on the file (newest first in the view), one readable line each."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from arbiter_gui.audit_text import operation_name
from arbiter_gui.format import day
from arbiter_gui.plain_text import tooltip
from arbiter_gui.tablemodel import Column, RowTableModel
from values import AuditEntry


@dataclass(frozen=True)
class AuditRow:
    entry: AuditEntry
    summary: str


class AuditModel(RowTableModel[AuditRow]):
    def key(self, row: AuditRow) -> Hashable:
        return row.entry.id

    def columns(self) -> Sequence[Column[AuditRow]]:
        return [
            Column("#", lambda r: str(r.entry.id), lambda r: r.entry.id, "right"),
            Column(
                self.tr("When"),
                lambda r: day(r.entry.at.astimezone()),
                lambda r: r.entry.at,
                tooltip=self.tr("Local time"),
            ),
            Column(self.tr("Who"), lambda r: r.entry.user),
            Column(self.tr("Operation"), lambda r: operation_name(r.entry.operation)),
            Column(
                self.tr("What"), lambda r: r.summary, tooltip=self.tr("Hover a row for the stored values")
            ),
        ]

    def data(self, index, role=0):  # type: ignore[no-untyped-def]
        from PySide6.QtCore import Qt

        if role == Qt.ItemDataRole.ToolTipRole and index.isValid():
            e = self.row_at(index.row()).entry
            return tooltip(
                self.tr("Before: {before}\n\nAfter: {after}").format(before=e.old or "-", after=e.new or "-")
            )
        return super().data(index, role)
