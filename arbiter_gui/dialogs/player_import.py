"""The preview of a player import (CSV): what would be added, with which numbers, and the rows that
cannot be, before anything is changed. Nothing here reads or writes the file: the players controller
computes the preview (``TournamentFile.players.preview_import``) and applies it in one operation."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.plain_text import plain_label
from values import PlayerImportPreview


class PlayerImportDialog(QDialog):
    """A table of the players to add and of the problems (by line); "Import" applies all or nothing,
    unless the arbiter ticks "leave out the rows with problems"."""

    def __init__(self, parent: QWidget | None, source: str, preview: PlayerImportPreview) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import players from {file}").format(file=source))
        self.preview = preview
        summary = plain_label(self._summary())
        summary.setWordWrap(True)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("No."), self.tr("Name"), self.tr("Rating"), self.tr("Line / problem")]
        )
        for p in preview.added:
            self._row(str(p.number), p.name, str(p.rating or ""), "")
        for problem in preview.problems:
            self._row("", "", "", str(problem))  # db's message, with its line
        self.table.resizeColumnsToContents()
        self.skip = QCheckBox(self.tr("&Leave out the %n row(s) with problems", "", len(preview.problems)))
        self.skip.setVisible(bool(preview.problems) and bool(preview.added))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply: QPushButton = buttons.addButton(
            self.tr("&Import %n player(s)", "", len(preview.added)), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.skip.toggled.connect(self._update)
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(self.table)
        layout.addWidget(self.skip)
        layout.addWidget(buttons)
        give_help(self, buttons)
        self._update()
        self.resize(640, 420)

    def _row(self, *cells: str) -> None:
        r = self.table.rowCount()
        self.table.insertRow(r)
        for c, text in enumerate(cells):
            self.table.setItem(r, c, QTableWidgetItem(text))

    def _update(self) -> None:
        self.apply.setEnabled(bool(self.preview.added) and (self.preview.clean or self.skip.isChecked()))

    @property
    def skip_problems(self) -> bool:
        return self.skip.isChecked()

    def _summary(self) -> str:
        preview = self.preview
        rows = self.tr("%n row(s) read", "", preview.rows)
        added = self.tr("{rows_read}: %n player(s) can be added.", "", len(preview.added))
        lines = [added.format(rows_read=rows)]
        if preview.renumbered:
            lines.append(
                self.tr(
                    "%n registered player(s) move down a number to make room.", "", len(preview.renumbered)
                )
            )
        if preview.problems:
            lines.append(
                self.tr(
                    "%n row(s) cannot be imported (listed below). Nothing is added while they are there, "
                    "unless you leave them out.",
                    "",
                    len(preview.problems),
                )
            )
        lines += list(preview.warnings)  # db's texts
        lines.append(self.tr("The import is one operation: Edit \u25b8 Undo removes exactly these players."))
        return "\n".join(lines)
