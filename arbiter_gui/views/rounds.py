"""The Rounds view: pick a round, see its boards, type results.

Keys on the boards table (C.04.1 results; TRF codes in brackets):
``1`` white wins, ``0`` black wins, ``=`` / ``5`` / ``½`` draw, ``+`` white wins by forfeit (+/-),
``-`` black wins by forfeit (-/+), ``*`` double forfeit (-/-), Delete clears the result. After a result
the cursor moves to the next board; arrows, Enter and Tab move as usual.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.models.boards import BoardLine, BoardsModel
from arbiter_gui.plain_text import plain_label
from arbiter_gui.views.table import fit_columns
from engine.manual_pairing import PairingWarning, Severity
from operations.ops_double_swiss import game_of, match_of
from texts.catalogue import QT_TRANSLATE_NOOP
from texts.labels import severity_name
from values import GameResult

ABSOLUTE_COLOUR = "#b00020"
"""Absolute rules broken (the pairing must not be published so) are shown in this red."""

RESULT_KEYS: dict[str, GameResult | None] = {
    "1": GameResult.WHITE_WINS,
    "0": GameResult.BLACK_WINS,
    "=": GameResult.DRAW,
    "5": GameResult.DRAW,
    "\u00bd": GameResult.DRAW,
    "+": GameResult.WHITE_WINS_FORFEIT,
    "-": GameResult.BLACK_WINS_FORFEIT,
    "*": GameResult.DOUBLE_FORFEIT,
}
"""What each key enters on the current board."""

translate = QCoreApplication.translate

MENU_RESULTS: tuple[tuple[str, GameResult], ...] = (
    ("1-0\t1", GameResult.WHITE_WINS),
    ("\u00bd-\u00bd\t=", GameResult.DRAW),
    ("0-1\t0", GameResult.BLACK_WINS),
    (QT_TRANSLATE_NOOP("RoundsView", "White wins by forfeit (+/-)\t+"), GameResult.WHITE_WINS_FORFEIT),
    (QT_TRANSLATE_NOOP("RoundsView", "Black wins by forfeit (-/+)\t-"), GameResult.BLACK_WINS_FORFEIT),
    (QT_TRANSLATE_NOOP("RoundsView", "Double forfeit (-/-)\t*"), GameResult.DOUBLE_FORFEIT),
    (QT_TRANSLATE_NOOP("RoundsView", "1-0, not rated (W-L)"), GameResult.WHITE_WINS_UNRATED),
    (QT_TRANSLATE_NOOP("RoundsView", "0-1, not rated (L-W)"), GameResult.BLACK_WINS_UNRATED),
    (QT_TRANSLATE_NOOP("RoundsView", "\u00bd-\u00bd, not rated (D-D)"), GameResult.DRAW_UNRATED),
)


EnterResult = Callable[[int, "GameResult | None"], bool]
"""``enter(board, result or None to clear)``: True when the result is stored (the cursor moves on)."""

EnterMatch = Callable[[int, "GameResult | None", "GameResult | None"], bool]
"""``enter_match(board, game 1, game 2)`` (a Double-Swiss match, C.04.5; None and None clear both):
True when both are stored (the cursor moves on)."""

GameTyped = Callable[[int, "GameResult | None"], None]
"""``game_typed(board, game 1's result)``: the first key of a match typed (None: dropped)."""


class BoardsTable(QTableView):
    """The boards list; a result key enters the result of the current board through :attr:`enter`."""

    def __init__(self, model: BoardsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.boards = model
        self.enter: EnterResult | None = None
        self.enter_match: EnterMatch | None = None
        """Set in a Double-Swiss event: a board takes two keys, game 1's result then game 2's, each as
        its own game's (game 2's White is game 1's Black), stored together."""
        self.game_typed: GameTyped | None = None
        self.first_game: tuple[int, GameResult] | None = None
        """(board, game 1's result) typed, waiting for game 2's key."""
        self.setModel(model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.horizontalHeader().setHighlightSections(False)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._context_menu)
        self.doubleClicked.connect(self._double_clicked)

    def current_board(self) -> BoardLine | None:
        index = self.currentIndex()
        if not index.isValid():
            return None
        return self.boards.row_at(index.row())

    def go_to_row(self, row: int) -> None:
        if 0 <= row < self.boards.rowCount():
            col = max(self.currentIndex().column(), 0)
            self.setCurrentIndex(self.boards.index(row, col))

    def clear_position(self) -> None:
        """No current board: a result key does nothing until the arbiter picks a board."""
        self.setCurrentIndex(QModelIndex())
        self.clearSelection()
        self.scrollToTop()

    def currentChanged(  # noqa: N802 - Qt's name
        self, current: QModelIndex | QPersistentModelIndex, previous: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().currentChanged(current, previous)
        if current.row() != previous.row():
            self._drop_first_game()

    def _drop_first_game(self) -> None:
        if self.first_game is not None:
            board, _ = self.first_game
            self.first_game = None
            if self.game_typed is not None:
                self.game_typed(board, None)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        row = self.current_board()
        clears = event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
        if (
            row is not None
            and row.board is not None
            and self.enter_match is not None
            and (text in RESULT_KEYS or clears)
        ):
            self._enter_game(row.board.board, RESULT_KEYS.get(text))
            return
        if row is not None and text in RESULT_KEYS:
            self._enter(row, RESULT_KEYS[text])
            return
        if row is not None and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self._enter(row, None)
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.go_to_row(self.currentIndex().row() + 1)
            return
        super().keyPressEvent(event)

    def _enter(self, row: BoardLine, result: GameResult | None) -> None:
        if row.board is None or self.enter is None:
            return  # a bye line: nothing to enter
        current = self.currentIndex().row()
        if self.enter(row.board.board, result) and result is not None:
            self.go_to_row(current + 1)

    def _enter_game(self, board: int, result: GameResult | None) -> None:
        """A key on a board of a Double-Swiss match: the first is game 1's result, the second game 2's,
        then both are stored; Del clears both."""
        assert self.enter_match is not None
        current = self.currentIndex().row()
        if result is None:
            self.first_game = None
            self.enter_match(board, None, None)
            return
        if self.first_game is None or self.first_game[0] != board:
            self.first_game = (board, result)
            if self.game_typed is not None:
                self.game_typed(board, result)
            return
        first, self.first_game = self.first_game[1], None
        if self.enter_match(board, first, result):
            self.go_to_row(current + 1)

    def _double_clicked(self, index: QModelIndex) -> None:
        self._context_menu(self.visualRect(index).center())

    def _context_menu(self, pos: Any) -> None:
        index = self.indexAt(pos)
        if not index.isValid():
            return
        self.setCurrentIndex(index)
        row = self.boards.row_at(index.row())
        if row.board is None:
            return
        menu = self.result_menu(row)
        menu.exec(self.viewport().mapToGlobal(pos))

    def result_menu(self, row: BoardLine) -> QMenu:
        menu = QMenu(self)
        assert row.board is not None
        board = row.board.board
        for label, result in MENU_RESULTS:
            label = translate("RoundsView", label)
            action = QAction(label, menu)
            action.setCheckable(True)
            action.setChecked(row.board.result is result)
            action.triggered.connect(lambda _=False, r=result: self._menu_enter(board, r))
            menu.addAction(action)
        menu.addSeparator()
        clear = QAction(translate("RoundsView", "Clear result\tDel"), menu)
        clear.setEnabled(row.board.result is not None)
        clear.triggered.connect(lambda: self._menu_enter(board, None))
        menu.addAction(clear)
        return menu

    def _menu_enter(self, board: int, result: GameResult | None) -> None:
        if self.enter is not None:
            self.enter(board, result)


class WarningsPanel(QWidget):
    """The rules the pairing of the shown round breaks (``engine.manual_pairing``), ABSOLUTE in red.

    Hidden while the round's pairing has not been checked (pairings are checked when the arbiter
    changes them, or on "Check pairing rules")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = plain_label()
        self.list = QListWidget()
        self.list.setMaximumHeight(140)
        self.list.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.list)
        self.setVisible(False)

    def show_warnings(
        self, round_number: int, warnings: Sequence[PairingWarning] | None, notes: Sequence[str] = ()
    ) -> None:
        """The warnings of a checked round (None: not checked, hidden), and the notes of its check (a
        result corrected after the round was paired: the check used the result known then)."""
        self.list.clear()
        if warnings is None:
            self.title.clear()
            self.setVisible(False)
            return
        absolute = sum(1 for w in warnings if w.severity is Severity.ABSOLUTE)
        if not warnings:
            self.title.setText(
                self.tr("Round {round_number}: the pairing breaks no rule checked.").format(
                    round_number=round_number
                )
            )
            self.title.setStyleSheet("")
        else:
            self.title.setText(
                self.tr(
                    "\u26a0 Round {round_number}: the pairing breaks %n rule(s) ({absolute} absolute)",
                    "",
                    len(warnings),
                ).format(round_number=round_number, absolute=absolute)
            )
            self.title.setStyleSheet(f"color: {ABSOLUTE_COLOUR}; font-weight: bold;" if absolute else "")
        for w in warnings:
            item = QListWidgetItem(f"[{severity_name(w.severity.value)}] {w}")
            if w.severity is Severity.ABSOLUTE:
                item.setForeground(QBrush(QColor(ABSOLUTE_COLOUR)))
            self.list.addItem(item)
        for note in notes:
            self.list.addItem(QListWidgetItem(self.tr("Note: {note}").format(note=note)))
        self.list.setVisible(bool(warnings) or bool(notes))
        self.setVisible(True)

    def lines(self) -> list[str]:
        """The warnings shown, one line each (for tests and copying)."""
        return [self.list.item(i).text() for i in range(self.list.count())]


class RoundsView(QWidget):
    """Round picker, status line and the boards table (the progress of a pairing is in the status bar)."""

    round_selected = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = BoardsModel()
        self.table = BoardsTable(self.model)
        self.round_picker = QComboBox()
        self.round_picker.setMinimumContentsLength(12)
        self.round_picker.currentIndexChanged.connect(self._picked)
        self.status = plain_label()
        self.pair_button = QPushButton()
        self.edit_button = QPushButton(self.tr("Edit pairing\u2026"))
        self.warnings = WarningsPanel()
        self.hint = plain_label(
            self.tr(
                "Results: 1 white wins \u00b7 0 black wins \u00b7 = or 5 draw \u00b7 + / - forfeit \u00b7 "
                "* double forfeit \u00b7 Del clears \u00b7 right-click for more"
            )
        )
        self.hint.setStyleSheet("color: #555555;")
        self.single_hint = self.hint.text()
        top = QHBoxLayout()
        top.addWidget(plain_label(self.tr("Roun&d:")))
        top.itemAt(0).widget().setBuddy(self.round_picker)  # type: ignore[union-attr]
        top.addWidget(self.round_picker)
        top.addWidget(self.status, 1)
        top.addWidget(self.edit_button)
        top.addWidget(self.pair_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table)
        layout.addWidget(self.warnings)
        layout.addWidget(self.hint)

    def set_rounds(self, rounds: list[int], select: int | None, matches: bool = False) -> None:
        """The rounds to pick from; ``matches``: a Double-Swiss event, each round a game of a match."""
        self.round_picker.blockSignals(True)
        self.round_picker.clear()
        for r in rounds:
            label = (
                self.tr("Match {match}, game {game}").format(match=match_of(r), game=game_of(r))
                if matches
                else self.tr("Round {r}").format(r=r)
            )
            self.round_picker.addItem(label, r)
        if select is not None and select in rounds:
            self.round_picker.setCurrentIndex(rounds.index(select))
        self.round_picker.blockSignals(False)

    def show_match_entry(self, matches: bool) -> None:
        """The key hint of a Double-Swiss event (two keys per board) or of single games."""
        self.hint.setText(
            self.tr(
                "Results of a match: two keys per board, game 1 then game 2, each as its own game's "
                "(1 White wins \u00b7 0 Black wins \u00b7 = or 5 draw \u00b7 + / - forfeit \u00b7 * double "
                "forfeit) \u00b7 Del clears both"
            )
            if matches
            else self.single_hint
        )

    def selected_round(self) -> int | None:
        value = self.round_picker.currentData()
        return int(value) if value is not None else None

    def _picked(self, _index: int) -> None:
        r = self.selected_round()
        if r is not None:
            self.round_selected.emit(r)

    def fit(self) -> None:
        fit_columns(self.table, (2, 6))  # the players' names share the width left
