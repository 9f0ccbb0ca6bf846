"""The arbiter changes a pairing by hand (C.04.2 (2026) art. 4.4): white / black per board, and the PAB.

The dialog only collects pairing numbers; ``db`` stores the pairing, refuses what is not a pairing
(a player twice, a player left out) and lists every rule the new pairing breaks (shown by the window
in the rounds view's warnings panel).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.errors import InputRefused
from arbiter_gui.plain_text import plain_label

WHITE, BLACK = 0, 1


class EditPairingDialog(QDialog):
    """A table of boards (pairing numbers, editable) plus the pairing-allocated bye (0 = none)."""

    def __init__(
        self,
        parent: QWidget | None,
        round_number: int,
        boards: list[tuple[int, int]],
        bye: int | None,
        names: Mapping[int, str],
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edit pairing of round {round_number}").format(round_number=round_number))
        self.resize(560, 480)
        self.names = dict(names)
        intro = plain_label(
            self.tr(
                "Type the pairing numbers of White and Black on each board (C.04.2 art. 4.4). After saving, "
                "every rule the pairing breaks is listed under the boards; absolute rules in red."
            )
        )
        intro.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels(
            [self.tr("White (no.)"), self.tr("Black (no.)"), self.tr("Players")]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(True)
        self.table.horizontalHeader().setStretchLastSection(True)  # the names get the room left
        self.table.setColumnWidth(0, 90)
        self.table.setColumnWidth(1, 90)
        for white, black in boards:
            self.add_board(white, black)
        self.table.itemChanged.connect(lambda item: self._show_names(item.row()))
        self.swap_button = QPushButton(self.tr("&Swap colours"))
        self.swap_button.clicked.connect(self.swap_selected)
        self.add_button = QPushButton(self.tr("&Add board"))
        self.add_button.clicked.connect(lambda: self.add_board(0, 0))
        self.remove_button = QPushButton(self.tr("&Remove board"))
        self.remove_button.clicked.connect(self._remove_selected)
        self.bye = QSpinBox()
        self.bye.setRange(0, 9999)
        self.bye.setSpecialValueText(self.tr("none"))
        self.bye.setValue(bye or 0)
        self.error = plain_label()
        self.error.setStyleSheet("color: #b00020;")
        row = QHBoxLayout()
        row.addWidget(self.swap_button)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        form = QFormLayout()
        form.addRow(self.tr("Pairing-allocated &bye (no.):"), self.bye)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table)
        layout.addLayout(row)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        give_help(self, self.buttons)

    def add_board(self, white: int, black: int) -> None:
        r = self.table.rowCount()
        self.table.blockSignals(True)
        self.table.insertRow(r)
        for col, number in ((WHITE, white), (BLACK, black)):
            self.table.setItem(r, col, QTableWidgetItem(str(number) if number else ""))
        shown = QTableWidgetItem()
        shown.setFlags(shown.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.table.setItem(r, 2, shown)
        self.table.blockSignals(False)
        self._show_names(r)

    def set_board(self, row: int, white: int, black: int) -> None:
        """Enter a board's pairing numbers (what typing in the two cells does)."""
        self._cell(row, WHITE).setText(str(white))
        self._cell(row, BLACK).setText(str(black))

    def swap_selected(self) -> None:
        row = self.table.currentRow()
        if row < 0:
            return
        w, b = self._cell(row, WHITE).text(), self._cell(row, BLACK).text()
        self._cell(row, WHITE).setText(b)
        self._cell(row, BLACK).setText(w)

    def _cell(self, row: int, column: int) -> QTableWidgetItem:
        item = self.table.item(row, column)
        if item is None:  # every row is made with its three items (add_board)
            raise LookupError(f"no cell at row {row}, column {column}")
        return item

    def _remove_selected(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)

    def _show_names(self, row: int) -> None:
        cells = [self.table.item(row, c) for c in (WHITE, BLACK)]
        shown = self.table.item(row, 2)
        if shown is None or any(c is None for c in cells):
            return
        parts = []
        for c in cells:
            assert c is not None
            text = c.text().strip()
            parts.append(self.names.get(int(text), "?") if text.isdigit() else "?")
        self.table.blockSignals(True)
        shown.setText(" \u2013 ".join(parts))
        self.table.blockSignals(False)

    def pairing(self) -> tuple[list[tuple[int, int]], int | None]:
        """(white, black) pairing numbers per board in order, and the PAB's number (None: no PAB).

        Raises ``InputRefused`` naming the board whose cell is not a pairing number."""
        boards: list[tuple[int, int]] = []
        for r in range(self.table.rowCount()):
            numbers = []
            for c, colour in ((WHITE, self.tr("White")), (BLACK, self.tr("Black"))):
                text = self._cell(r, c).text().strip()
                if not text.isdigit() or int(text) < 1:
                    raise InputRefused(
                        self.tr("board {board}: {colour} {text!r} is not a pairing number").format(
                            board=r + 1, colour=colour, text=text
                        )
                    )
                numbers.append(int(text))
            boards.append((numbers[0], numbers[1]))
        return boards, (self.bye.value() or None)

    def _accept(self) -> None:
        try:
            self.pairing()
        except InputRefused as exc:
            self.error.setText(str(exc))
            return
        self.accept()
