"""The dialogs of a team event: a team registered with its roster, and a captain's line-up."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.plain_text import plain_label
from values import PlayerDetails, PlayerId
from values.teams import TeamRecord


def roster_details(text: str) -> list[PlayerDetails]:
    """One player a line, board order: ``Name; rating; FIDE ID; federation`` (all but the name may be
    left out); a rating that is no whole number counts as none.

    >>> [(p.name, p.rating) for p in roster_details("Ann; 2100\\n\\nBob")]
    [('Ann', 2100), ('Bob', 0)]
    """
    players = []
    for line in text.splitlines():
        parts = [p.strip() for p in line.split(";")]
        if not parts[0]:
            continue
        rating = parts[1] if len(parts) > 1 else ""
        players.append(
            PlayerDetails(
                name=parts[0],
                rating=int(rating) if rating.isdigit() else 0,
                fide_id=parts[2] if len(parts) > 2 else "",
                federation=(parts[3] if len(parts) > 3 else "").upper(),
            )
        )
    return players


class TeamDialog(QDialog):
    """A new team: name, captain, roster (one player a line, board order)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add team"))
        self.name = QLineEdit()
        self.captain = QLineEdit()
        self.roster = QPlainTextEdit()
        self.roster.setPlaceholderText(
            self.tr("One player a line, board 1 first: Name; rating; FIDE ID; federation")
        )
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Captain:"), self.captain)
        form.addRow(self.tr("&Roster:"), self.roster)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        give_help(self, buttons)

    def players(self) -> list[PlayerDetails]:
        return roster_details(self.roster.toPlainText())


class LineupDialog(QDialog):
    """A captain's line-up: the team, then its players ticked; they play in roster order, board 1 first
    (the regulations' order, so a line-up made here is never out of order)."""

    def __init__(self, teams: Sequence[TeamRecord], boards: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Line-up"))
        self.boards = boards
        self.team = QComboBox()
        for t in teams:
            self.team.addItem(t.name, t.number)
        self._teams = {t.number: t for t in teams}
        self.players = QListWidget()
        self.count = plain_label()
        form = QFormLayout()
        form.addRow(self.tr("&Team:"), self.team)
        form.addRow(self.tr("&Players:"), self.players)
        form.addRow("", self.count)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        give_help(self, buttons)
        self.team.currentIndexChanged.connect(self._fill)
        self.players.itemChanged.connect(self._count)
        self._fill()

    def _fill(self) -> None:
        self.players.clear()
        team = self._teams.get(int(self.team.currentData() or 0))
        if team is None:
            return
        for place, p in enumerate(team.roster, start=1):
            item = QListWidgetItem(f"{place}. {p.name} ({p.rating or '-'})")
            item.setData(Qt.ItemDataRole.UserRole, int(p.id))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if place <= self.boards else Qt.CheckState.Unchecked)
            self.players.addItem(item)
        self._count()

    def _count(self) -> None:
        self.count.setText(
            self.tr("{chosen} of {boards} boards").format(chosen=len(self.chosen()), boards=self.boards)
        )

    def team_number(self) -> int:
        return int(self.team.currentData() or 0)

    def chosen(self) -> list[PlayerId]:
        """The ticked players, in roster order."""
        return [
            PlayerId(int(self.players.item(i).data(Qt.ItemDataRole.UserRole)))
            for i in range(self.players.count())
            if self.players.item(i).checkState() is Qt.CheckState.Checked
        ]

    def tick(self, places: Sequence[int]) -> None:
        """Tick exactly the players at roster places ``places`` (1-based)."""
        for i in range(self.players.count()):
            state = Qt.CheckState.Checked if i + 1 in places else Qt.CheckState.Unchecked
            self.players.item(i).setCheckState(state)
