"""Update ratings from the library: every change listed (old and new rating, title...), applied at once.

After round 1 the dialog says what updating changes (``operations.rating_update.consequences``) and the
button asks for that explicitly.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.plain_text import plain_label
from operations.rating_update import FIELD_LABELS, RatingChange, consequences

translate = QCoreApplication.translate


def _shown(value: object) -> str:
    if value in ("", None, 0):
        return "\u2013"
    if value is True:
        return translate("RatingUpdateDialog", "yes")
    if value is False:
        return translate("RatingUpdateDialog", "no")
    return str(value)


class RatingUpdateDialog(QDialog):
    """The changes, one line per player and field; Apply takes them all (one undoable operation)."""

    def __init__(self, parent: QWidget | None, changes: Sequence[RatingChange], paired_rounds: int) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("RatingUpdateDialog", "Update ratings from the library"))
        self.setMinimumSize(720, 420)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setColumnCount(5)
        self.table.setHorizontalHeaderLabels(
            [
                translate("RatingUpdateDialog", "No."),
                translate("RatingUpdateDialog", "Name"),
                translate("RatingUpdateDialog", "Field"),
                translate("RatingUpdateDialog", "Now"),
                translate("RatingUpdateDialog", "In the library"),
            ]
        )
        lines = [(c, f) for c in changes for f in c.fields]
        self.table.setRowCount(len(lines))
        for r, (c, f) in enumerate(lines):
            values = [
                str(c.number),
                c.name,
                translate("DbEndEvent", FIELD_LABELS[f]),
                _shown(getattr(c.old, f)),
                _shown(getattr(c.new, f)),
            ]
            for col, text in enumerate(values):
                self.table.setItem(r, col, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.verticalHeader().setVisible(False)
        count = len(changes)
        summary = plain_label(
            translate("RatingUpdateDialog", "%n player(s) differ from the library.", None, count)
            if changes
            else translate("RatingUpdateDialog", "Every registered player's data is as in the library.")
        )
        self.warning = plain_label(consequences(paired_rounds))
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #9a5b00;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(
            translate("RatingUpdateDialog", "&Update anyway")
            if paired_rounds
            else translate("RatingUpdateDialog", "&Update")
        )
        ok.setEnabled(bool(changes))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(self.table, 1)
        if paired_rounds:
            layout.addWidget(self.warning)
        layout.addWidget(self.buttons)
        give_help(self, self.buttons)
