"""The audit log: every operation on the file, newest first, with the values before and after."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from arbiter_gui.format import day
from arbiter_gui.tablemodel import Column, RowTableModel
from db.values import AuditEntry


def _short(text: str | None, limit: int = 160) -> str:
    if not text:
        return ""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


class AuditModel(RowTableModel[AuditEntry]):
    def key(self, row: AuditEntry) -> Hashable:
        return row.id

    def columns(self) -> Sequence[Column[AuditEntry]]:
        return [
            Column("#", lambda r: str(r.id), lambda r: r.id, "right"),
            Column("When", lambda r: day(r.at), lambda r: r.at),
            Column("Who", lambda r: r.user),
            Column("Operation", lambda r: r.operation),
            Column("Before", lambda r: _short(r.old)),
            Column("After", lambda r: _short(r.new)),
        ]
