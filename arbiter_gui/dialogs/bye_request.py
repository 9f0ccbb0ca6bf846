"""A player asks not to be paired in a coming round (C.04.2 art. 3.3: half-point or zero-point bye)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QSpinBox, QWidget

from arbiter_gui.dialogs.ok_cancel import ok_cancel
from arbiter_gui.plain_text import plain_label
from values import ByeKind


class ByeRequestDialog(QDialog):
    """Which round, and the bye's value as the regulations of the event allow."""

    def __init__(
        self, parent: QWidget | None, player_label: str, first_round: int, last_round: int, default: int = 0
    ) -> None:
        """Rounds ``first_round``..``last_round`` may be chosen; a round already paired only suits a player
        who was not in it (a late entry given half a point for a missed round: ``db`` checks it)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Requested bye"))
        self.round = QSpinBox()
        self.round.setRange(first_round, max(first_round, last_round))
        self.round.setValue(max(default, first_round))
        self.kind = QComboBox()
        self.kind.addItem(self.tr("Half-point bye"), ByeKind.HALF)
        self.kind.addItem(self.tr("Zero-point bye (absent)"), ByeKind.ZERO)
        self.kind.addItem(self.tr("Full-point bye"), ByeKind.FULL)
        form = QFormLayout()
        form.addRow(plain_label(player_label))
        form.addRow(self.tr("&Round:"), self.round)
        form.addRow(self.tr("&Kind:"), self.kind)
        ok_cancel(self, form)

    def choice(self) -> tuple[int, ByeKind]:
        return self.round.value(), self.kind.currentData()
