"""The preview of a results import: what would be entered or corrected, and every row that cannot be,
before anything changes; with problems, the arbiter may leave those rows out (or cancel)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.plain_text import plain_label
from values import ResultImportPreview

translate = QCoreApplication.translate


def preview_lines(preview: ResultImportPreview) -> list[str]:
    """The preview as lines of text, changes first, then the problems."""
    lines = []
    for c in preview.changes:
        b = c.board
        fields = {"board": b.board, "white": b.white_number, "black": b.black_number, "new": c.new.label}
        if c.old is not None:
            line = translate(
                "ResultImportDialog", "Board {board:>3}:  #{white} - #{black}   {new}   (was {old})"
            )
            lines.append(line.format(old=c.old.label, **fields))
        else:
            lines.append(
                translate("ResultImportDialog", "Board {board:>3}:  #{white} - #{black}   {new}").format(
                    **fields
                )
            )
    if preview.problems:
        lines.append("")
        lines.append(translate("ResultImportDialog", "Rows that cannot be imported:"))
        lines += [f"  {p}" for p in preview.problems]
    return lines


class ResultImportDialog(QDialog):
    def __init__(self, parent: QWidget | None, source: str, preview: ResultImportPreview) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import results of round {round}").format(round=preview.round))
        self.preview = preview
        summary = self.tr(
            "{source}: %n result(s) to enter in round {round}, {corrections} of them replacing a result "
            "already entered; {unchanged} unchanged; {missing} board(s) will still have no result.",
            "",
            len(preview.changes),
        ).format(
            source=source,
            round=preview.round,
            corrections=len(preview.corrections),
            unchanged=preview.unchanged,
            missing=preview.missing_after,
        )
        if preview.other_rounds:
            summary += " " + self.tr("%n row(s) of other rounds are left out.", "", preview.other_rounds)
        if preview.problems:
            summary += "\n" + self.tr(
                "%n row(s) cannot be imported: nothing is entered unless you choose to leave them out.",
                "",
                len(preview.problems),
            )
        self.summary = plain_label(summary)
        self.summary.setWordWrap(True)
        self.details = QPlainTextEdit("\n".join(preview_lines(preview)))
        self.details.setReadOnly(True)
        self.details.setFont(QFont("monospace"))
        self.skip = QCheckBox(self.tr("Leave out the rows that cannot be imported"))
        self.skip.setVisible(bool(preview.problems))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Enter the results"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.skip.toggled.connect(lambda _on: self._update())
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.details)
        layout.addWidget(self.skip)
        layout.addWidget(buttons)
        give_help(self, buttons)
        self.resize(640, 420)
        self._update()

    def _update(self) -> None:
        possible = bool(self.preview.changes) and (not self.preview.problems or self.skip.isChecked())
        self.ok.setEnabled(possible)

    @property
    def skip_problems(self) -> bool:
        return self.skip.isChecked()
