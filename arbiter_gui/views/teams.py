"""The Teams view of a team event (issue 29 item 4): the teams with their rosters, the matches of a round
with their line-ups and game points, the games of the selected match (results typed from the keyboard,
the keys of the rounds view), and the team standings.

What an arbiter needs to run the event; the games are also the boards of the Rounds view, numbered
match by match.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.plain_text import plain_label
from arbiter_gui.views.rounds import RESULT_KEYS
from values import GameResult


def _table(headers: Sequence[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def fill(table: QTableWidget, rows: Sequence[Sequence[str]]) -> None:
    """Put ``rows`` in ``table`` (the current row kept when it still exists)."""
    current = table.currentRow()
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            table.setItem(r, c, item)
    if 0 <= current < len(rows):
        table.setCurrentCell(current, 0)
    table.resizeColumnsToContents()


class GamesTable(QTableWidget):
    """The games of a match: a result key (1, 0, =, 5, +, -, *) enters the result of the current game,
    Del clears it, and the cursor moves on."""

    result_typed = Signal(int, object)
    """(row, ``GameResult`` or None to clear)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        row = self.currentRow()
        text = event.text()
        if row >= 0 and text in RESULT_KEYS:
            self.result_typed.emit(row, RESULT_KEYS[text])
            return
        if row >= 0 and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.result_typed.emit(row, None)
            return
        super().keyPressEvent(event)

    def move_on(self, row: int) -> None:
        if row + 1 < self.rowCount():
            self.setCurrentCell(row + 1, 0)


class TeamsView(QWidget):
    """Teams, matches of a round, games of a match, team standings."""

    round_changed = Signal(int)
    match_changed = Signal(int)

    def __init__(self, actions: Sequence[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        bar = QHBoxLayout()
        buttons = QToolBar()  # the commands that do not fit show under its extension arrow: no minimum width
        buttons.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in actions:
            buttons.addAction(action)
        bar.addWidget(buttons, 1)
        label = plain_label(self.tr("Roun&d:"))
        self.round_picker = QComboBox()
        self.round_picker.setMinimumContentsLength(10)
        label.setBuddy(self.round_picker)
        bar.addWidget(label)
        bar.addWidget(self.round_picker)
        self.teams = _table(
            [self.tr("No"), self.tr("Team"), self.tr("Captain"), self.tr("Roster (board order)")]
        )
        self.matches = _table(
            [self.tr("Match"), self.tr("White on board 1"), self.tr("Score"), self.tr("Opponent")]
        )
        self.games = GamesTable(0, 4)
        self.games.setHorizontalHeaderLabels(
            [self.tr("Board"), self.tr("White"), self.tr("Result"), self.tr("Black")]
        )
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.verticalHeader().setVisible(False)
        self.games.horizontalHeader().setStretchLastSection(True)
        self.standings = _table([])
        self.hint = plain_label(
            self.tr(
                "Set line-up\u2026 takes the captain's players in roster order; type the results of the "
                "selected match's games here (1, 0, =, +, -, *) or in Rounds and results."
            )
        )
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #555555;")
        self.storing = plain_label("")
        """The changes under way to the venue server (``show_storing``); hidden when none is."""
        self.storing.setWordWrap(True)
        self.storing.setVisible(False)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.matches)
        right.addWidget(self.games)
        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(self.teams)
        top.addWidget(right)
        outer = QSplitter(Qt.Orientation.Vertical)
        outer.addWidget(top)
        outer.addWidget(self.standings)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(outer, 1)
        layout.addWidget(self.storing)
        layout.addWidget(self.hint)
        self.round_picker.currentIndexChanged.connect(
            lambda _i: self.round_changed.emit(int(self.round_picker.currentData() or 0))
        )
        self.matches.currentCellChanged.connect(lambda row, _c, _pr, _pc: self.match_changed.emit(row))

    def selected_round(self) -> int:
        return int(self.round_picker.currentData() or 0)

    def set_rounds(self, paired: int) -> None:
        """Offer rounds 1 to ``paired``, the last one chosen when a new round appears."""
        if self.round_picker.count() == paired:
            return
        self.round_picker.blockSignals(True)
        self.round_picker.clear()
        for r in range(1, paired + 1):
            self.round_picker.addItem(self.tr("Round {round}").format(round=r), r)
        self.round_picker.setCurrentIndex(paired - 1)
        self.round_picker.blockSignals(False)

    def show_storing(self, text: str) -> None:
        """Say what is under way to the venue server (empty: nothing)."""
        self.storing.setText(text)
        self.storing.setVisible(bool(text))

    def show_standings(self, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
        self.standings.setColumnCount(len(headers))
        self.standings.setHorizontalHeaderLabels(list(headers))
        fill(self.standings, rows)


def result_text(result: GameResult | None) -> str:
    return "" if result is None else result.value
