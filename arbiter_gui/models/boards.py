"""The boards of one round: board, white, score, result, score, black; byes listed after the boards."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtGui import QColor, QFont

from arbiter_gui.format import score
from arbiter_gui.tablemodel import Column, RowTableModel
from values import BoardRecord, PlayerRecord


@dataclass(frozen=True)
class BoardLine:
    white: PlayerRecord
    white_score: Fraction
    board: BoardRecord | None = None
    """None for a bye line (the player in ``white``)."""
    black: PlayerRecord | None = None
    black_score: Fraction = Fraction(0)
    bye_label: str = ""
    """For a bye line: "bye (1)" for the PAB, "half-point bye", ..."""
    storing: str = ""
    """A result typed and not stored yet by the venue server ("1-0 storing…"), shown instead of
    ``board.result`` (what the server holds) until it is (``Operations.run_in_turn``)."""

    @property
    def is_bye(self) -> bool:
        return self.board is None

    @property
    def result_text(self) -> str:
        if self.board is None:
            return self.bye_label
        if self.storing:
            return self.storing
        return self.board.result.label if self.board.result is not None else ""


def _player(p: PlayerRecord | None) -> str:
    if p is None:
        return ""
    return f"{p.title} {p.name}".strip()


class BoardsModel(RowTableModel[BoardLine]):
    """Read-only; results are entered through the view's keys, which call ``db``."""

    RESULT_COLUMN = 4

    def key(self, row: BoardLine) -> Hashable:
        return ("board", row.board.board) if row.board is not None else ("bye", row.white.id)

    def columns(self) -> Sequence[Column[BoardLine]]:
        return [
            Column(
                self.tr("Bd"),
                lambda r: str(r.board.board) if r.board else "",
                lambda r: r.board.board if r.board else 9999,
                "right",
                tooltip=self.tr("Board"),
            ),
            Column(self.tr("No."), lambda r: str(r.white.number), lambda r: r.white.number, "right"),
            Column(self.tr("White"), lambda r: _player(r.white), lambda r: r.white.name.casefold()),
            Column(
                self.tr("Pts"),
                lambda r: score(r.white_score),
                lambda r: r.white_score,
                "right",
                tooltip=self.tr("White's score before the round"),
            ),
            Column(
                self.tr("Result"),
                lambda r: r.result_text,
                align="centre",
                tooltip=self.tr("1 white wins, 0 black wins, = or 5 draw, + / - forfeits, * double forfeit"),
            ),
            Column(
                self.tr("Pts"),
                lambda r: score(r.black_score) if r.black else "",
                lambda r: r.black_score,
                "right",
                tooltip=self.tr("Black's score before the round"),
            ),
            Column(
                self.tr("Black"),
                lambda r: _player(r.black),
                lambda r: r.black.name.casefold() if r.black else "",
            ),
            Column(
                self.tr("No."),
                lambda r: str(r.black.number) if r.black else "",
                lambda r: r.black.number if r.black else 0,
                "right",
            ),
        ]

    def is_bold(self, column: int) -> bool:
        return column == self.RESULT_COLUMN

    def row_background(self, row: BoardLine) -> Any:
        if row.storing:
            return QColor("#e3ecf7")  # typed, not stored yet
        if row.board is not None and row.board.result is None:
            return QColor("#fff6d5")  # still waiting for a result
        return None

    def data(self, index: Any, role: int = 0) -> Any:
        from PySide6.QtCore import Qt

        if role == Qt.ItemDataRole.FontRole and index.isValid() and index.column() == self.RESULT_COLUMN:
            font = QFont()
            font.setBold(True)
            return font
        return super().data(index, role)
