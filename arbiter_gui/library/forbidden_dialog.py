"""Prohibited pairings: see them, add and remove them, and the club or federation restriction.

Prohibited pairings (TRF26 260 / XXP) come from a TRF import, from the arbiter (family members...) or
from a restriction "players of the same club (or federation) do not meet in rounds 1..k"
(``operations.ops_restrictions``), each group with its reason. Every change is one ``db`` operation the
window carries out (undoable); the dialog shows the pairings as they are after each. At a venue server's
desk a change is stored on the worker (issue 30 item 3, ``Operations.store``): the dialog says "Storing…"
until the server has stored it, and shows the pairings again only then.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.plain_text import plain_label
from operations.ops_restrictions import GroupKind
from values import PlayerId, PlayerRecord, ProhibitedPair

translate = QCoreApplication.translate


Settled = Callable[[bool], None]
"""Told once a change has ended: True stored, False not (the window told why)."""

Listed = tuple[Sequence[ProhibitedPair], Sequence[PlayerRecord]]
"""What the dialog shows: the prohibited pairings and the players."""


@dataclass
class ForbiddenActions:
    """What the dialog may do: each change returns False when it was refused at once (the window told
    why), else True and calls its last argument once it has ended: before it returns on a file; later at
    a venue server's desk, where it is stored on the worker. ``read(then)`` reads what the dialog shows
    and calls ``then`` with it (at once on a file, once read on the worker at a venue server's desk)."""

    read: Callable[[Callable[[Listed], None]], None]
    add: Callable[[list[PlayerId], int | None, int | None, str, Settled], bool]
    remove: Callable[[ProhibitedPair, Settled], bool]
    restrict: Callable[[GroupKind, int, Settled], bool]
    unrestrict: Callable[[GroupKind, Settled], bool]
    rounds: int
    paired: int


def group_name(kind: GroupKind) -> str:
    """``club`` or ``federation`` in the window's language."""
    if kind is GroupKind.CLUB:
        return translate("ForbiddenPairsDialog", "club")
    return translate("ForbiddenPairsDialog", "federation")


def rounds_text(p: ProhibitedPair) -> str:
    if p.first_round is None and p.last_round is None:
        return translate("ForbiddenPairsDialog", "every round")
    if p.first_round == p.last_round:
        return translate("ForbiddenPairsDialog", "round {round}").format(round=p.first_round)
    last = "\u2026" if p.last_round is None else str(p.last_round)
    return translate("ForbiddenPairsDialog", "rounds {first}-{last}").format(
        first=p.first_round or 1, last=last
    )


class ForbiddenPairsDialog(QDialog):
    def __init__(self, parent: QWidget | None, actions: ForbiddenActions, listed: Listed) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ForbiddenPairsDialog", "Prohibited pairings"))
        self.setMinimumSize(820, 560)
        self.commands = actions
        self.table = QTableWidget()
        self.table.setColumnCount(3)
        self.table.setHorizontalHeaderLabels(
            [
                translate("ForbiddenPairsDialog", "Rounds"),
                translate("ForbiddenPairsDialog", "Players"),
                translate("ForbiddenPairsDialog", "Why"),
            ]
        )
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.remove_button = QPushButton(translate("ForbiddenPairsDialog", "&Remove the selected"))

        self.players = QListWidget()
        self.players.setSelectionMode(QListWidget.SelectionMode.MultiSelection)
        self.first = QSpinBox()
        self.last = QSpinBox()
        for box in (self.first, self.last):
            box.setRange(0, max(actions.rounds, 1))
            box.setSpecialValueText("\u2013")
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(translate("ForbiddenPairsDialog", "why (e.g. brothers)"))
        self.add_button = QPushButton(
            translate("ForbiddenPairsDialog", "&Prohibit pairings among the selected players")
        )
        add_box = QGroupBox(translate("ForbiddenPairsDialog", "Add"))
        add_layout = QVBoxLayout(add_box)
        add_layout.addWidget(self.players, 1)
        rounds_row = QHBoxLayout()
        rounds_row.addWidget(plain_label(translate("ForbiddenPairsDialog", "Rounds (\u2013 = every round):")))
        rounds_row.addWidget(self.first)
        rounds_row.addWidget(plain_label(translate("ForbiddenPairsDialog", "to")))
        rounds_row.addWidget(self.last)
        rounds_row.addWidget(self.reason, 1)
        add_layout.addLayout(rounds_row)
        add_layout.addWidget(self.add_button)

        self.kind = QComboBox()
        self.kind.addItem(group_name(GroupKind.CLUB), GroupKind.CLUB)
        self.kind.addItem(group_name(GroupKind.FEDERATION), GroupKind.FEDERATION)
        self.up_to = QSpinBox()
        self.up_to.setRange(1, max(actions.rounds, 1))
        self.up_to.setValue(min(max(actions.paired + 1, 1), actions.rounds))
        self.restrict_button = QPushButton(translate("ForbiddenPairsDialog", "&Apply"))
        self.unrestrict_button = QPushButton(translate("ForbiddenPairsDialog", "Re&move"))
        restriction = QGroupBox(
            translate("ForbiddenPairsDialog", "Players of the same club or federation do not meet")
        )
        row = QHBoxLayout(restriction)
        row.addWidget(plain_label(translate("ForbiddenPairsDialog", "Same")))
        row.addWidget(self.kind)
        row.addWidget(plain_label(translate("ForbiddenPairsDialog", "not paired in rounds 1 to")))
        row.addWidget(self.up_to)
        row.addWidget(self.restrict_button)
        row.addWidget(self.unrestrict_button)
        row.addStretch(1)

        self.message = plain_label("")
        self.message.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(restriction)
        layout.addWidget(add_box, 2)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        give_help(self, buttons)
        self.remove_button.clicked.connect(self.remove_selected)
        self.add_button.clicked.connect(self.add_selected)
        self.restrict_button.clicked.connect(self.restrict)
        self.unrestrict_button.clicked.connect(self.unrestrict)
        self.show_listed(listed)

    def refresh(self) -> None:
        """Read again what the dialog shows, shown once read (``ForbiddenActions.read``)."""
        self.commands.read(self.show_listed)

    def show_listed(self, listed: Listed) -> None:
        pairs, listed_players = listed
        players = {p.id: p for p in listed_players}
        self._pairs = list(pairs)
        self.table.setRowCount(len(self._pairs))
        for r, pair in enumerate(self._pairs):
            names = ", ".join(
                f"{players[m].number} {players[m].name}" if m in players else str(m) for m in pair.players
            )
            for c, text in enumerate([rounds_text(pair), names, pair.reason]):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        selected = {i.data(Qt.ItemDataRole.UserRole) for i in self.players.selectedItems()}
        self.players.clear()
        for p in sorted(players.values(), key=lambda p: p.number):
            item = QListWidgetItem(f"{p.number}  {p.name}" + (f"  ({p.club})" if p.club else ""))
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            self.players.addItem(item)
            item.setSelected(p.id in selected)

    def _act(self, act: Callable[[Settled], bool], said: Callable[[], str] = str) -> bool:
        """Carry out a change: once stored the pairings shown again and ``said()`` shown; until then (on
        the worker) "Storing…"; not stored: the dialog shows what it showed (the window told why).
        False when it was refused at once."""
        ended: list[bool] = []

        def settled(stored: bool) -> None:
            ended.append(stored)
            if stored:
                self.refresh()
            self.message.setText(said() if stored else "")

        if not act(settled):
            return False
        if not ended:
            self.message.setText(translate("ForbiddenPairsDialog", "Storing\u2026"))
        return True

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True)
        for r in rows:
            self._act(partial(self.commands.remove, self._pairs[r]))

    def add_selected(self) -> None:
        ids = [PlayerId(int(i.data(Qt.ItemDataRole.UserRole))) for i in self.players.selectedItems()]
        first = self.first.value() or None
        last = self.last.value() or None
        if first is not None and last is None:
            last = first
        reason = self.reason.text().strip()

        def cleared() -> str:  # once stored: until then the players and the reason stay as typed
            self.players.clearSelection()
            self.reason.clear()
            return ""

        self._act(lambda settled: self.commands.add(ids, first, last, reason, settled), cleared)

    def restrict(self) -> None:
        kind, last = self.kind.currentData(), self.up_to.value()
        self._act(
            lambda settled: self.commands.restrict(kind, last, settled),
            lambda: translate(
                "ForbiddenPairsDialog",
                "Players of the same {kind} are not paired together in rounds 1-{last}.",
            ).format(kind=group_name(kind), last=last),
        )

    def unrestrict(self) -> None:
        kind = self.kind.currentData()
        self._act(
            lambda settled: self.commands.unrestrict(kind, settled),
            lambda: translate("ForbiddenPairsDialog", "The {kind} restriction is removed.").format(
                kind=group_name(kind)
            ),
        )
