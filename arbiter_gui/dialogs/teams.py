"""The dialogs of a team event: a team registered with its roster, a captain's line-up, and a team withdrawn
from a round on."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from arbiter_gui.dialogs.ok_cancel import ok_cancel
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
    """A new team: name, captain, roster (one player a line, board order); once rounds are paired, the
    round it plays from (``first_round``, the next one, to ``last_round``)."""

    def __init__(self, parent: QWidget | None = None, first_round: int = 1, last_round: int = 1) -> None:
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
        self.from_round = QSpinBox()
        self.from_round.setRange(first_round, max(first_round, last_round))
        if first_round > 1:  # rounds are paired: a late team (C.04.2 art. 2.4), from the round it arrives in
            form.addRow(self.tr("Plays &from round:"), self.from_round)
        else:
            self.from_round.setVisible(False)
        ok_cancel(self, form)

    def players(self) -> list[PlayerDetails]:
        return roster_details(self.roster.toPlainText())

    def late_from(self) -> int | None:
        """The round a late team arrives in, when it is not the next one (None: it plays from the next)."""
        chosen = self.from_round.value()
        return chosen if chosen > self.from_round.minimum() else None


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
        ok_cancel(self, form)
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


class TeamWithdrawalDialog(QDialog):
    """A team withdrawn from a round on (C.04.2 art. 3.2, applied to teams by the C.04.6 Preface): which
    team, and the first round it is not paired in (``first_round``, the next one, to ``last_round``)."""

    def __init__(
        self,
        teams: Sequence[TeamRecord],
        first_round: int,
        last_round: int,
        current: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Withdraw team"))
        self.team = QComboBox()
        for t in teams:
            self.team.addItem(f"{t.number}. {t.name}", t.number)
        if current is not None:
            self.team.setCurrentIndex(max(self.team.findData(current), 0))
        self.round = QSpinBox()
        self.round.setRange(first_round, max(first_round, last_round))
        form = QFormLayout()
        form.addRow(self.tr("&Team:"), self.team)
        form.addRow(self.tr("Not paired from &round:"), self.round)
        form.addRow(plain_label(self.tr("Its matches of the rounds paired stay as they are.")))
        ok_cancel(self, form)

    def choice(self) -> tuple[int, int]:
        """(team number, first round not paired)."""
        return int(self.team.currentData() or 0), self.round.value()
