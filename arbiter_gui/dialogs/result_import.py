"""The preview of a results import: what would be entered or corrected, and every row that cannot be,
before anything changes; with problems, the arbiter may leave those rows out (or cancel)."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from db.values import ResultImportPreview


def preview_lines(preview: ResultImportPreview) -> list[str]:
    """The preview as lines of text, changes first, then the problems."""
    lines = []
    for c in preview.changes:
        b = c.board
        was = f"   (was {c.old.label})" if c.old is not None else ""
        lines.append(f"Board {b.board:>3}:  #{b.white_number} - #{b.black_number}   {c.new.label}{was}")
    if preview.problems:
        lines.append("")
        lines.append("Rows that cannot be imported:")
        lines += [f"  {p}" for p in preview.problems]
    return lines


class ResultImportDialog(QDialog):
    def __init__(self, parent: QWidget | None, source: str, preview: ResultImportPreview) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Import results of round {preview.round}")
        self.preview = preview
        summary = (
            f"{source}: {len(preview.changes)} result(s) to enter in round {preview.round}, "
            f"{len(preview.corrections)} of them replacing a result already entered; "
            f"{preview.unchanged} unchanged; {preview.missing_after} board(s) will still have no result."
        )
        if preview.other_rounds:
            summary += f" {preview.other_rounds} row(s) of other rounds are left out."
        if preview.problems:
            summary += f"\n{len(preview.problems)} row(s) cannot be imported: nothing is entered unless you "
            summary += "choose to leave them out."
        self.summary = QLabel(summary)
        self.summary.setWordWrap(True)
        self.details = QPlainTextEdit("\n".join(preview_lines(preview)))
        self.details.setReadOnly(True)
        self.details.setFont(QFont("monospace"))
        self.skip = QCheckBox("Leave out the rows that cannot be imported")
        self.skip.setVisible(bool(preview.problems))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText("Enter the results")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.skip.toggled.connect(lambda _on: self._update())
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.details)
        layout.addWidget(self.skip)
        layout.addWidget(buttons)
        self.resize(640, 420)
        self._update()

    def _update(self) -> None:
        possible = bool(self.preview.changes) and (not self.preview.problems or self.skip.isChecked())
        self.ok.setEnabled(possible)

    @property
    def skip_problems(self) -> bool:
        return self.skip.isChecked()
